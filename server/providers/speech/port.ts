import type { VoiceId } from '../../../shared/voices';

/** The speech provider port: one Danish sentence in, one playable audio file out. */
export interface SpeechRequest {
  text: string;
  voice: VoiceId;
}

export interface SpeechAudio {
  audio: Buffer;
  /** audio/mpeg, audio/wav, ... */
  contentType: string;
  /** File extension matching contentType, for storage keys (mp3, wav, ...) */
  extension: string;
}

export interface SpeechProvider {
  readonly kind: 'google' | 'offline';
  /**
   * Names the rendering (engine and its voice settings). The cache keys on it as well as on the
   * text, so switching engine or retuning a voice never serves audio made the old way.
   */
  readonly engine: string;
  synthesize(request: SpeechRequest, signal?: AbortSignal): Promise<SpeechAudio>;
  /** Stops worker threads or other resources; a no-op for HTTP providers. */
  close(): Promise<void>;
}
