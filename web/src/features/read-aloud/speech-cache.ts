import type { VoiceId } from '@shared/voices';

/**
 * The sentences' audio this tab has already heard, as encoded bytes (an MP3 sentence is ~12 kB), so
 * reading a story again, resuming or 'Start forfra' asks the server for nothing.
 * Requests cannot use the HTTP cache: they are POSTs. Bounded by size, least recently used first out.
 */
export class SpeechCache {
  private readonly entries = new Map<string, ArrayBuffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  private static key(text: string, voice: VoiceId) {
    return `${voice}\n${text}`;
  }

  /** A copy: decoding audio takes its buffer away (decodeAudioData detaches it). */
  get(text: string, voice: VoiceId): ArrayBuffer | undefined {
    const key = SpeechCache.key(text, voice);
    const bytes = this.entries.get(key);
    if (!bytes) return undefined;
    this.entries.delete(key);
    this.entries.set(key, bytes);
    return bytes.slice(0);
  }

  set(text: string, voice: VoiceId, bytes: ArrayBuffer) {
    if (bytes.byteLength > this.maxBytes) return;
    const key = SpeechCache.key(text, voice);
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
