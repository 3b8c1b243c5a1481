import { createHmac } from 'node:crypto';
import { planFromText, planReadAloudSections, type StoryPlan } from '../../../shared/story-plan';
import type { VoiceId } from '../../../shared/voices';
import { AppError } from '../../http/errors';
import { logger } from '../../logger';
import type { SpeechProvider } from '../../providers/speech/port';
import type { Storage } from '../../providers/storage/port';
import { type Limit, limits, type RateLimiter } from '../../http/rate-limit';
import type { SpeechCacheEntry, SpeechCacheRepository } from './repository';

/**
 * How much read-aloud audio is kept for one user; past either bound the least recently read
 * sentences go. A story is 10-40 sentences, so 1000 holds some 25-50 stories in one voice; an
 * offline sentence is ~12 kB (4 kB a second of MP3), the longest allowed (1000 characters) ~300 kB.
 */
export const SPEECH_CACHE_LIMITS = { entriesPerUser: 1000, bytesPerUser: 20 * 1024 * 1024 };
export type SpeechCacheLimits = typeof SPEECH_CACHE_LIMITS;

export interface ReadAloudResult {
  audio: Buffer;
  contentType: string;
}

export interface SpeechServiceDeps {
  repo: SpeechCacheRepository;
  storage: Storage;
  provider: SpeechProvider;
  /** Counts sentences per user (`limits.speech`) in the database. */
  limiter: RateLimiter;
  /** The server's secret (AUTH_SECRET): the cache's hashes are keyed with it. */
  secret: string;
  cacheLimits?: SpeechCacheLimits;
  now?: () => Date;
}

/** One sentence as the engine will hear it: Unicode NFC, runs of white space as one space. */
export const normalizeSentence = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * Every sentence a reader of this story may ask to hear (a shared link's, an example's), normalised:
 * the plan's, and the ones of its text as a reader of the text form split them (a page opened or
 * saved offline before the reader read the plan; for a story from before the plan they can differ).
 */
export function storySentences(story: { title: string; content: string; plan: StoryPlan }): Set<string> {
  const plans = [story.plan, planFromText(story.content, { fallbackTitle: story.title })];
  return new Set(plans.flatMap((plan) => planReadAloudSections(plan).flatMap((section) => section.sentences.map(normalizeSentence))));
}

/**
 * The cache key of a user's sentence: HMAC-SHA256, under a key derived from the server's secret, of
 * the user, the engine's name and the text. The text is not stored, the same sentence has another
 * hash for every user, and a copy of the database or the bucket cannot confirm a guessed sentence.
 */
export function sentenceHasher(secret: string) {
  const key = createHmac('sha256', secret).update('fortaellehuset/speech-cache/v1').digest();
  return (userId: string, engine: string, text: string) => createHmac('sha256', key).update(`${userId}\n${engine}\n${text}`).digest('hex');
}

/** Where the shared cache of earlier versions kept its files; removed at start (removeSharedAudio). */
const SHARED_AUDIO_PREFIX = 'speech/';

/**
 * Read-aloud: one sentence at a time, cached per user so that nothing one user asks for can tell
 * anything about what another user had read (not the answer, not its time). Audio is kept in
 * storage under `users/<userId>/speech/<voice>/<hash>.<ext>`, with a row in speech_cache; both go
 * with the account. Identical requests of one user arriving together in this instance share one
 * synthesis, and an instance that loses a race keeps the other's row.
 */
export function speechService({
  repo,
  storage,
  provider,
  limiter,
  secret,
  cacheLimits = SPEECH_CACHE_LIMITS,
  now = () => new Date(),
}: SpeechServiceDeps) {
  const inFlight = new Map<string, Promise<ReadAloudResult>>();
  const hashOf = sentenceHasher(secret);

  async function fromCache(userId: string, voice: VoiceId, hash: string): Promise<ReadAloudResult | undefined> {
    const row = await repo.find(userId, voice, hash);
    if (!row) return undefined;
    // A row whose file is gone (storage wiped) is made again under the same key.
    const file = await storage.get(row.storage_key);
    if (!file) return undefined;
    await repo
      .touch(userId, voice, hash, now().toISOString())
      .catch((err) => logger.warn({ err }, 'could not mark read-aloud audio as used'));
    return { audio: file.bytes, contentType: row.content_type };
  }

  /** Keeps the user's cache within `cacheLimits`, dropping the least recently read first. */
  async function evict(userId: string) {
    let { entries, bytes } = await repo.usage(userId);
    if (entries <= cacheLimits.entriesPerUser && bytes <= cacheLimits.bytesPerUser) return;
    const gone: SpeechCacheEntry[] = [];
    for (const entry of await repo.leastRecentlyUsed(userId)) {
      if (entries <= cacheLimits.entriesPerUser && bytes <= cacheLimits.bytesPerUser) break;
      gone.push(entry);
      entries -= 1;
      bytes -= Number(entry.bytes);
    }
    // Rows first: a row never points to a file that is gone for good.
    await repo.remove(userId, gone);
    for (const entry of gone) await storage.delete(entry.storage_key);
  }

  async function synthesizeAndStore(userId: string, voice: VoiceId, hash: string, text: string): Promise<ReadAloudResult> {
    const made = await provider.synthesize({ text, voice });
    const storageKey = `users/${userId}/speech/${voice}/${hash}.${made.extension}`;
    try {
      await storage.put(storageKey, made.audio, made.contentType);
      const at = now().toISOString();
      try {
        await repo.insert({
          user_id: userId,
          voice,
          text_hash: hash,
          storage_key: storageKey,
          content_type: made.contentType,
          bytes: made.audio.length,
          created_at: at,
          used_at: at,
        });
      } catch (err) {
        // Most likely the account was deleted meanwhile: its file must not outlive it.
        await storage.delete(storageKey);
        throw err;
      }
    } catch (err) {
      // The listener still gets the sentence; it is made again next time.
      logger.warn({ err, storageKey }, 'could not cache read-aloud audio');
    }
    // A failure here leaves the cache over its bound until the user's next new sentence.
    await evict(userId).catch((err) => logger.warn({ err, userId }, 'could not keep the read-aloud cache within its bound'));
    return { audio: made.audio, contentType: made.contentType };
  }

  return {
    /** `allowance`: the limit this sentence counts against; the user's own `speech` unless another is given (a link's). */
    async readAloud(
      userId: string,
      input: { text: string; voice: VoiceId },
      allowance: readonly [Limit, string] = [limits.speech, userId],
    ): Promise<ReadAloudResult> {
      if (!(await limiter.take(...allowance)).ok) throw new AppError('RATE_LIMIT');
      const text = normalizeSentence(input.text);
      const hash = hashOf(userId, provider.engine, text);
      const cached = await fromCache(userId, input.voice, hash);
      if (cached) return cached;
      const key = `${userId}/${input.voice}/${hash}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = synthesizeAndStore(userId, input.voice, hash, text).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },

    /**
     * Removes the files of the shared cache of earlier versions (migration 0062 dropped their rows).
     * Run at every start; once they are gone it costs one directory removal or one S3 listing.
     */
    async removeSharedAudio() {
      await storage.deletePrefix(SHARED_AUDIO_PREFIX);
    },
  };
}

export type SpeechService = ReturnType<typeof speechService>;
