import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { type AvatarFeatures, avatarFeaturesSchema, NO_FEATURES } from '../../../shared/avatar-features';
import { readJsonColumn, writeJsonColumn } from '../../db/json-column';
import type { CharacterTable, DB } from '../../db/schema';

type JsonColumns = 'characteristics' | 'features';

/** A character as the repository hands it on and takes it: its JSON columns as values (docs/0019). */
export type CharacterRow = Omit<Selectable<CharacterTable>, JsonColumns> & {
  characteristics: string[];
  /** The avatar builder's choices; none for characters from before them (0065) */
  features: AvatarFeatures;
};

const traitsSchema = z.array(z.string());

/**
 * A row read from `characters`, its JSON columns read and validated: traits that are not a list of
 * words keep their words, features that cannot be read are no choices (the pictures then draw from
 * the words); either is logged (db/json-column.ts).
 */
export function characterRecord(row: Selectable<CharacterTable>): CharacterRow {
  const where = (column: string) => ({ table: 'characters', column, id: row.id });
  return {
    ...row,
    characteristics: readJsonColumn(row.characteristics, traitsSchema, where('characteristics'), (value) =>
      Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [],
    ),
    features:
      row.features === null ? NO_FEATURES : readJsonColumn(row.features, avatarFeaturesSchema, where('features'), () => NO_FEATURES),
  };
}

const traitsColumn = (traits: string[]) => writeJsonColumn(traits, traitsSchema, { table: 'characters', column: 'characteristics' });
const featuresColumn = (features: AvatarFeatures) =>
  writeJsonColumn(features, avatarFeaturesSchema, { table: 'characters', column: 'features' });

/** SQL only. Every query on characters filters on the owner. */
export function charactersRepository(db: Kysely<DB>) {
  return {
    async listByUser(userId: string): Promise<CharacterRow[]> {
      const rows = await db
        .selectFrom('characters')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => characterRecord(row));
    },

    async namesByUser(userId: string) {
      return (await db.selectFrom('characters').select('name').where('user_id', '=', userId).execute()).map((r) => r.name);
    },

    async findOwned(userId: string, id: string): Promise<CharacterRow | undefined> {
      const row = await db.selectFrom('characters').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return row && characterRecord(row);
    },

    async insert({ characteristics, features, ...columns }: CharacterRow) {
      await db
        .insertInto('characters')
        .values({ ...columns, characteristics: traitsColumn(characteristics), features: featuresColumn(features) })
        .execute();
    },

    async update(userId: string, id: string, patch: Partial<Omit<CharacterRow, 'id' | 'user_id'>>) {
      const { characteristics, features, ...columns } = patch;
      const result = await db
        .updateTable('characters')
        .set({
          ...columns,
          ...(characteristics && { characteristics: traitsColumn(characteristics) }),
          ...(features && { features: featuresColumn(features) }),
        })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
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
      return db
        .selectFrom('avatar_candidate_batches')
        .select(['id', 'user_id'])
        .where('created_at', '<', iso)
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },
  };
}

export type CharactersRepository = ReturnType<typeof charactersRepository>;
