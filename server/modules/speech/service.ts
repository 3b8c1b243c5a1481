import { createHash } from 'node:crypto';
import type { VoiceId } from '../../../shared/voices';
import { AppError } from '../../http/errors';
import { logger } from '../../logger';
import type { SpeechProvider } from '../../providers/speech/port';
import type { Storage } from '../../providers/storage/storage';
import { limits, type RateLimiter } from '../../http/rate-limit';
import type { SpeechCacheRepository } from './repository';

export interface ReadAloudResult {
  audio: Buffer;
  contentType: string;
  /** hit: the audio was made before and came from storage; miss: it was made for this request. */
  cache: 'hit' | 'miss';
}

export interface SpeechServiceDeps {
  repo: SpeechCacheRepository;
  storage: Storage;
  provider: SpeechProvider;
  /** Counts sentences per user (`limits.speech`) in the database. */
  limiter: RateLimiter;
  now?: () => Date;
}

/** One sentence as the engine will hear it: Unicode NFC, runs of white space as one space. */
export const normalizeSentence = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/** The cache key of a sentence: sha256 of the engine's name and the text, so the text is not stored. */
export const sentenceHash = (engine: string, text: string) => createHash('sha256').update(`${engine}\n${text}`).digest('hex');

/**
 * Read-aloud: one sentence at a time, cached for everyone. Audio is kept in storage under
 * `speech/<voice>/<hash>.<ext>` with a row in speech_cache; identical requests arriving together
 * in this instance share one synthesis, and an instance that loses a race keeps the other's row.
 */
export function speechService({ repo, storage, provider, limiter, now = () => new Date() }: SpeechServiceDeps) {
  const inFlight = new Map<string, Promise<ReadAloudResult>>();

  async function fromCache(voice: VoiceId, hash: string): Promise<ReadAloudResult | undefined> {
    const row = await repo.find(voice, hash);
    if (!row) return undefined;
    // A row whose file is gone (storage wiped) is made again under the same key.
    const file = await storage.get(row.storage_key);
    return file ? { audio: file.bytes, contentType: row.content_type, cache: 'hit' } : undefined;
  }

  async function synthesizeAndStore(voice: VoiceId, hash: string, text: string): Promise<ReadAloudResult> {
    const made = await provider.synthesize({ text, voice });
    const storageKey = `speech/${voice}/${hash}.${made.extension}`;
    try {
      await storage.put(storageKey, made.audio, made.contentType);
      await repo.insert({ voice, text_hash: hash, storage_key: storageKey, content_type: made.contentType, created_at: now().toISOString() });
    } catch (err) {
      // The listener still gets the sentence; it is made again next time.
      logger.warn({ err: String(err), storageKey }, 'could not cache read-aloud audio');
    }
    return { audio: made.audio, contentType: made.contentType, cache: 'miss' };
  }

  return {
    async readAloud(userId: string, input: { text: string; voice: VoiceId }): Promise<ReadAloudResult> {
      if (!(await limiter.take(limits.speech, userId)).ok) throw new AppError('RATE_LIMIT', { status: 429 });
      const text = normalizeSentence(input.text);
      const hash = sentenceHash(provider.engine, text);
      const cached = await fromCache(input.voice, hash);
      if (cached) return cached;
      const key = `${input.voice}/${hash}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = synthesizeAndStore(input.voice, hash, text).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

export type SpeechService = ReturnType<typeof speechService>;
