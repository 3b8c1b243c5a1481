import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../../db/database';
import type { DB } from '../../db/schema';
import { planColumn, storedPlan } from '../../db/story-plan-column';
import {
  imagesColumn,
  mediaColumn,
  newStoryRow,
  type NewStoryRecord,
  type StoryRecord,
  storedFacts,
  storedImages,
  storedMedia,
  storedSnapshot,
  storyRecord,
} from '../../db/story-record';

/** A story as stored, its JSON columns read and validated (db/story-record.ts). */
export type StoryRow = StoryRecord;
type StoryPatchColumns = Partial<
  Pick<StoryRow, 'title' | 'content' | 'images' | 'media' | 'check_light' | 'check_score' | 'check_version' | 'plan'>
>;
type Conn = Kysely<DB> | Transaction<DB>;

export function storiesRepository(db: Kysely<DB>, dialect: Dialect = 'sqlite') {
  return {
    async insert(conn: Conn, row: NewStoryRecord) {
      await conn.insertInto('stories').values(newStoryRow(row)).execute();
    },

    async findForUser(id: string, userId: string): Promise<StoryRow | undefined> {
      const row = await db.selectFrom('stories').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row && storyRecord(row);
    },

    /**
     * The user's story, read inside `trx` to be changed there: on PostgreSQL the row stays locked
     * until the transaction ends, so a page edit and a finishing picture job take turns (SQLite runs
     * one writer at a time anyway).
     */
    async findForEdit(trx: Transaction<DB>, id: string, userId: string): Promise<StoryRow | undefined> {
      const query = trx.selectFrom('stories').selectAll().where('id', '=', id).where('user_id', '=', userId);
      const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
      return row && storyRecord(row);
    },

    /** Newest first. */
    async page(userId: string, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('stories')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('stories')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => storyRecord(row)), total: Number(total.n) };
    },

    /** The pictures of each of the user's stories (the dashboard's counts). */
    async imagesOfUser(userId: string): Promise<Pick<StoryRow, 'id' | 'images' | 'media'>[]> {
      const rows = await db.selectFrom('stories').select(['id', 'images', 'media']).where('user_id', '=', userId).execute();
      return rows.map((row) => ({ id: row.id, images: storedImages(row), media: storedMedia(row) }));
    },

    /**
     * The story's pictures, read inside `trx` to be changed there (a picture job finishing): on
     * PostgreSQL the row stays locked until the transaction ends, as in `findForEdit`.
     */
    async imagesForEdit(trx: Transaction<DB>, id: string, userId: string): Promise<string[] | undefined> {
      const query = trx.selectFrom('stories').select(['id', 'images']).where('id', '=', id).where('user_id', '=', userId);
      const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
      return row && storedImages(row);
    },

    /** Stories whose Historietjek comes from an older version of the check (stories/check.ts), with what the check reads. */
    async staleChecks(
      version: number,
      limit: number,
    ): Promise<Pick<StoryRow, 'id' | 'title' | 'plan' | 'description' | 'facts' | 'character'>[]> {
      const rows = await db
        .selectFrom('stories')
        .select(['id', 'title', 'content', 'plan', 'description', 'facts', 'character'])
        .where('check_version', '<', version)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        plan: storedPlan(row),
        description: row.description,
        facts: storedFacts(row),
        character: storedSnapshot(row),
      }));
    },

    async setCheck(id: string, check: Pick<StoryRow, 'check_light' | 'check_score' | 'check_version'>) {
      await db.updateTable('stories').set(check).where('id', '=', id).execute();
    },

    /** A change of `content` comes with the plan that goes with it. */
    async update(conn: Conn, id: string, userId: string, patch: StoryPatchColumns) {
      const { plan, images, media, ...columns } = patch;
      const r = await conn
        .updateTable('stories')
        .set({
          ...columns,
          ...(plan ? { plan: planColumn(plan) } : {}),
          ...(images ? { images: imagesColumn(images) } : {}),
          ...(media ? { media: mediaColumn(media) } : {}),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** The user's stories whose event falls between `from` and `to` ('YYYY-MM-DD', both included), soonest first. */
    async upcoming(userId: string, from: string, to: string): Promise<StoryRow[]> {
      const rows = await db
        .selectFrom('stories')
        .selectAll()
        .where('user_id', '=', userId)
        .where('event_date', '>=', from)
        .where('event_date', '<=', to)
        .orderBy('event_date', 'asc')
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => storyRecord(row));
    },

    async setEventDate(id: string, userId: string, eventDate: string | null) {
      await db
        .updateTable('stories')
        .set({ event_date: eventDate, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },

    /** One reading to the end: counted, dated, and marked read aloud if it was (never unmarked). */
    async recordReading(id: string, userId: string, at: string, readAloud: boolean) {
      const r = await db
        .updateTable('stories')
        .set((eb) => ({ read_count: eb('read_count', '+', 1), last_read_at: at, ...(readAloud ? { read_aloud: 1 } : {}) }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async delete(conn: Conn, id: string, userId: string) {
      const r = await conn.deleteFrom('stories').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}

export type StoriesRepository = ReturnType<typeof storiesRepository>;
