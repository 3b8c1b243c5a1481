import { type Kysely, sql } from 'kysely';
import type { DB, StoryShareTable } from '../../db/schema';
import { storyRecord } from '../../db/story-record';

export type StoryShareRow = StoryShareTable;

/** SQL only: the read-only links of stories (`story_shares`). */
export function sharesRepository(db: Kysely<DB>) {
  return {
    async insert(row: StoryShareRow) {
      await db.insertInto('story_shares').values(row).execute();
    },

    /** The user's story (only its id), so a link is only made for one's own story. */
    ownedStory(storyId: string, userId: string) {
      return db.selectFrom('stories').select('id').where('id', '=', storyId).where('user_id', '=', userId).executeTakeFirst();
    },

    forStory(storyId: string, userId: string) {
      return db
        .selectFrom('story_shares')
        .selectAll()
        .where('story_id', '=', storyId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .execute();
    },

    forUser(userId: string) {
      return db.selectFrom('story_shares').selectAll().where('user_id', '=', userId).orderBy('created_at', 'asc').execute();
    },

    /** Revoking is deleting: a revoked link is gone for good. True when the user had it. */
    async delete(id: string, userId: string) {
      const result = await db.deleteFrom('story_shares').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The link with its story (its JSON columns read and validated), when it still works at `now` (ISO). */
    async open(tokenHash: string, now: string) {
      const row = await db
        .selectFrom('story_shares')
        .innerJoin('stories', 'stories.id', 'story_shares.story_id')
        .selectAll('stories')
        .select(['story_shares.id as share_id', 'story_shares.name as share_name', 'story_shares.user_id as owner_id'])
        .where('story_shares.token_hash', '=', tokenHash)
        .where((eb) => eb.or([eb('story_shares.expires_at', 'is', null), eb('story_shares.expires_at', '>', now)]))
        .executeTakeFirst();
      return row && storyRecord(row);
    },

    async countOpen(id: string, now: string) {
      await db
        .updateTable('story_shares')
        .set({ open_count: sql`open_count + 1`, last_opened_at: now })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type SharesRepository = ReturnType<typeof sharesRepository>;
