import type { Insertable, Kysely } from 'kysely';
import type { DB, SpeechCacheTable } from '../../db/schema';

/** SQL only. The cache is shared by every user: it holds no user data and no text. */
export function speechCacheRepository(db: Kysely<DB>) {
  return {
    find(voice: string, textHash: string) {
      return db.selectFrom('speech_cache').select(['storage_key', 'content_type']).where('voice', '=', voice).where('text_hash', '=', textHash).executeTakeFirst();
    },

    /** Another instance may have stored the same sentence a moment ago; its row stands. */
    async insert(row: Insertable<SpeechCacheTable>) {
      await db
        .insertInto('speech_cache')
        .values(row)
        .onConflict((oc) => oc.columns(['voice', 'text_hash']).doNothing())
        .execute();
    },
  };
}

export type SpeechCacheRepository = ReturnType<typeof speechCacheRepository>;
