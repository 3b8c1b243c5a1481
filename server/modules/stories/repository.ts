import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Dialect } from '../../db/database';
import type { DB, StoryTable } from '../../db/schema';

export type StoryRow = Selectable<StoryTable>;
type Conn = Kysely<DB> | Transaction<DB>;

export function storiesRepository(db: Kysely<DB>, dialect: Dialect = 'sqlite') {
  return {
    async insert(conn: Conn, row: Insertable<StoryTable>) {
      await conn.insertInto('stories').values(row).execute();
    },

    findForUser(id: string, userId: string) {
      return db.selectFrom('stories').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },

    /**
     * The user's story, read inside `trx` to be changed there: on PostgreSQL the row stays locked
     * until the transaction ends, so a page edit and a finishing picture job take turns (SQLite runs
     * one writer at a time anyway).
     */
    findForEdit(trx: Transaction<DB>, id: string, userId: string) {
      const query = trx.selectFrom('stories').selectAll().where('id', '=', id).where('user_id', '=', userId);
      return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
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
        db.selectFrom('stories').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    imagesOfUser(userId: string) {
      return db.selectFrom('stories').select(['id', 'images']).where('user_id', '=', userId).execute();
    },

    /** Stories whose Historietjek comes from an older version of the check (stories/check.ts). */
    staleChecks(version: number, limit: number) {
      return db.selectFrom('stories').select(['id', 'content', 'character']).where('check_version', '<', version).orderBy('id').limit(limit).execute();
    },

    async setCheck(id: string, check: Pick<StoryRow, 'check_light' | 'check_score' | 'check_version'>) {
      await db.updateTable('stories').set(check).where('id', '=', id).execute();
    },

    async update(conn: Conn, id: string, userId: string, patch: Partial<Pick<StoryRow, 'title' | 'content' | 'images' | 'check_light' | 'check_score' | 'check_version'>>) {
      const r = await conn
        .updateTable('stories')
        .set({ ...patch, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** The user's stories whose event falls between `from` and `to` ('YYYY-MM-DD', both included), soonest first. */
    upcoming(userId: string, from: string, to: string) {
      return db
        .selectFrom('stories')
        .selectAll()
        .where('user_id', '=', userId)
        .where('event_date', '>=', from)
        .where('event_date', '<=', to)
        .orderBy('event_date', 'asc')
        .orderBy('created_at', 'desc')
        .execute();
    },

    async setEventDate(id: string, userId: string, eventDate: string | null) {
      await db.updateTable('stories').set({ event_date: eventDate, updated_at: new Date().toISOString() }).where('id', '=', id).where('user_id', '=', userId).execute();
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
