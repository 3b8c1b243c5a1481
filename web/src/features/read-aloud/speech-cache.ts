import type { VoiceId } from '@shared/voices';
import { pictureKey } from '@web/lib/offline/keys';

/**
 * The sentences' audio this tab has already heard, as encoded bytes (an MP3 sentence is ~12 kB), so
 * reading a story again, resuming or 'Start forfra' asks the server for nothing.
 * Requests cannot use the HTTP cache: they are POSTs. Bounded by size, least recently used first out.
 * The parent's recordings («Min stemme») are kept too, under their address without its signature,
 * so a stop and 'Fortsæt oplæsning' in the middle of a recorded page fetches nothing again.
 */
export class SpeechCache {
  private readonly entries = new Map<string, ArrayBuffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  private static key(text: string, voice: VoiceId) {
    return `${voice}\n${text}`;
  }

  private static recordingKey(url: string) {
    return `recording\n${pictureKey(new URL(url, 'http://localhost').toString())}`;
  }

  /** A copy: decoding audio takes its buffer away (decodeAudioData detaches it). */
  get(text: string, voice: VoiceId): ArrayBuffer | undefined {
    return this.take(SpeechCache.key(text, voice));
  }

  set(text: string, voice: VoiceId, bytes: ArrayBuffer) {
    this.put(SpeechCache.key(text, voice), bytes);
  }

  getRecording(url: string): ArrayBuffer | undefined {
    return this.take(SpeechCache.recordingKey(url));
  }

  setRecording(url: string, bytes: ArrayBuffer) {
    this.put(SpeechCache.recordingKey(url), bytes);
  }

  private take(key: string): ArrayBuffer | undefined {
    const bytes = this.entries.get(key);
    if (!bytes) return undefined;
    this.entries.delete(key);
    this.entries.set(key, bytes);
    return bytes.slice(0);
  }

  private put(key: string, bytes: ArrayBuffer) {
    if (bytes.byteLength > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.byteLength;
      this.entries.delete(key);
    }
    this.entries.set(key, bytes.slice(0));
    this.bytes += bytes.byteLength;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.byteLength;
    }
  }

  get size() {
    return this.entries.size;
  }
}
