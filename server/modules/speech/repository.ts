import type { Insertable, Kysely } from 'kysely';
import type { DB, SpeechCacheTable } from '../../db/schema';

export interface SpeechCacheEntry {
  voice: string;
  text_hash: string;
  storage_key: string;
  bytes: number;
}

/** SQL only. Each user has a cache of their own: every query names the user. */
export function speechCacheRepository(db: Kysely<DB>) {
  return {
    find(userId: string, voice: string, textHash: string) {
      return db
        .selectFrom('speech_cache')
        .select(['storage_key', 'content_type'])
        .where('user_id', '=', userId)
        .where('voice', '=', voice)
        .where('text_hash', '=', textHash)
        .executeTakeFirst();
    },

    async touch(userId: string, voice: string, textHash: string, usedAt: string) {
      await db
        .updateTable('speech_cache')
        .set({ used_at: usedAt })
        .where('user_id', '=', userId)
        .where('voice', '=', voice)
        .where('text_hash', '=', textHash)
        .execute();
    },

    /** Another instance may have stored the same sentence for the user a moment ago; its row stands. */
    async insert(row: Insertable<SpeechCacheTable>) {
      await db
        .insertInto('speech_cache')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'voice', 'text_hash']).doNothing())
        .execute();
    },

    async usage(userId: string): Promise<{ entries: number; bytes: number }> {
      const row = await db
        .selectFrom('speech_cache')
        .select((eb) => [eb.fn.countAll().as('entries'), eb.fn.coalesce(eb.fn.sum('bytes'), eb.lit(0)).as('bytes')])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      // PostgreSQL answers count and sum as strings.
      return { entries: Number(row.entries), bytes: Number(row.bytes) };
    },

    /** The user's entries, least recently read first. */
    leastRecentlyUsed(userId: string): Promise<SpeechCacheEntry[]> {
      return db
        .selectFrom('speech_cache')
        .select(['voice', 'text_hash', 'storage_key', 'bytes'])
        .where('user_id', '=', userId)
        .orderBy('used_at', 'asc')
        .orderBy('created_at', 'asc')
        .orderBy('text_hash', 'asc')
        .execute();
    },

    async remove(userId: string, entries: readonly Pick<SpeechCacheEntry, 'voice' | 'text_hash'>[]) {
      if (entries.length === 0) return;
      await db
        .deleteFrom('speech_cache')
        .where('user_id', '=', userId)
        .where((eb) => eb.or(entries.map((e) => eb.and([eb('voice', '=', e.voice), eb('text_hash', '=', e.text_hash)]))))
        .execute();
    },
  };
}

export type SpeechCacheRepository = ReturnType<typeof speechCacheRepository>;
