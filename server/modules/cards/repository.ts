import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CardTable, DB } from '../../db/schema';

export type CardRow = Selectable<CardTable>;

/** SQL only. Every query on cards filters on the owner. */
export function cardsRepository(db: Kysely<DB>) {
  return {
    /** One page of the user's cards, newest first, and how many there are in all. */
    async page(userId: string, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('cards')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        this.countByUser(userId),
      ]);
      return { rows, total };
    },

    findOwned(userId: string, id: string) {
      return db.selectFrom('cards').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    },

    async countByUser(userId: string) {
      const row = await db
        .selectFrom('cards')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async insert(row: Insertable<CardTable>) {
      await db.insertInto('cards').values(row).execute();
    },

    /** One more failed load of the card's picture; undefined when the card is not this user's. */
    bumpRetry(userId: string, id: string) {
      return db
        .updateTable('cards')
        .set((eb) => ({ retry_count: eb('retry_count', '+', 1) }))
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning(['image', 'retry_count'])
        .executeTakeFirst();
    },

    /** The deleted card's picture key; undefined when there was no such card of this user. */
    async delete(userId: string, id: string) {
      const row = await db.deleteFrom('cards').where('user_id', '=', userId).where('id', '=', id).returning(['image']).executeTakeFirst();
      return row?.image;
    },
  };
}

export type CardsRepository = ReturnType<typeof cardsRepository>;
