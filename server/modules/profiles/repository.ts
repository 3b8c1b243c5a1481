import { type Kysely, sql } from 'kysely';
import type { Role } from '../../../shared/entitlements';
import type { DB } from '../../db/schema';

export function profilesRepository(db: Kysely<DB>) {
  return {
    findById(id: string) {
      return db
        .selectFrom('profiles')
        .innerJoin('user', 'user.id', 'profiles.id')
        .select([
          'profiles.id',
          'profiles.email',
          'profiles.full_name',
          'profiles.role',
          'profiles.story_count',
          'profiles.card_count',
          'profiles.created_at',
          'user.emailVerified',
        ])
        .where('profiles.id', '=', id)
        .executeTakeFirst();
    },

    findSubscription(userId: string) {
      return db.selectFrom('user_subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async updateName(id: string, fullName: string | null) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('profiles').set({ full_name: fullName }).where('id', '=', id).execute();
        await trx
          .updateTable('user')
          .set({ name: fullName ?? '', updatedAt: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
      });
    },

    /** The accounts of these emails, with whether each address is verified. */
    async accountsOf(emails: string[]) {
      if (!emails.length) return [];
      const rows = await db
        .selectFrom('profiles')
        .innerJoin('user', 'user.id', 'profiles.id')
        .select(['profiles.id', 'profiles.email', 'profiles.role', 'user.emailVerified'])
        .where('profiles.email', 'in', emails)
        .execute();
      return rows.map((r) => ({ id: r.id, email: r.email, role: r.role, verified: Boolean(r.emailVerified) }));
    },

    async setRole(id: string, role: Role) {
      await db.updateTable('profiles').set({ role }).where('id', '=', id).execute();
    },

    /** The owner of a listed address set its password through the mailed link: admin, and the address verified. */
    async grantListedAdmin(id: string) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('profiles').set({ role: 'admin' }).where('id', '=', id).execute();
        // `true` is 1 on SQLite and a boolean on PostgreSQL, as each engine stores emailVerified.
        await trx.updateTable('user').set({ emailVerified: sql<boolean>`true`, updatedAt: new Date().toISOString() }).where('id', '=', id).execute();
      });
    },

    /** Admins whose address is not one of `emails`. */
    async adminsNotIn(emails: string[]) {
      let query = db.selectFrom('profiles').select(['id', 'email', 'created_at as createdAt']).where('role', '=', 'admin');
      if (emails.length) query = query.where('email', 'not in', emails);
      return query.orderBy('created_at').execute();
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
