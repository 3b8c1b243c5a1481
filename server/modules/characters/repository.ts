import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CharacterTable, DB } from '../../db/schema';

export type CharacterRow = CharacterTable;

/** SQL only. Every query on characters filters on the owner. */
export function charactersRepository(db: Kysely<DB>) {
  return {
    listByUser(userId: string) {
      return db.selectFrom('characters').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    async namesByUser(userId: string) {
      return (await db.selectFrom('characters').select('name').where('user_id', '=', userId).execute()).map((r) => r.name);
    },

    findOwned(userId: string, id: string) {
      return db.selectFrom('characters').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    },

    async insert(row: Insertable<CharacterTable>) {
      await db.insertInto('characters').values(row).execute();
    },

    async update(userId: string, id: string, patch: Updateable<CharacterTable>) {
      const result = await db.updateTable('characters').set(patch).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async delete(userId: string, id: string) {
      const result = await db.deleteFrom('characters').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async insertBatch(batch: { id: string; user_id: string; count: number; created_at: string }) {
      await db.insertInto('avatar_candidate_batches').values(batch).execute();
    },

    findBatch(userId: string, id: string) {
      return db.selectFrom('avatar_candidate_batches').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    },

    async deleteBatch(id: string) {
      await db.deleteFrom('avatar_candidate_batches').where('id', '=', id).execute();
    },

    batchesCreatedBefore(iso: string, limit = 500) {
      return db.selectFrom('avatar_candidate_batches').select(['id', 'user_id']).where('created_at', '<', iso).orderBy('created_at').limit(limit).execute();
    },
  };
}

export type CharactersRepository = ReturnType<typeof charactersRepository>;
