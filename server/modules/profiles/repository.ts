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
          'profiles.media_bytes',
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

    /**
     * The owner of a listed address set its password through the mailed link: every session of the
     * account ends first (one made before the link was used never sees admin), then it is admin and
     * the address verified, in one transaction.
     */
    async grantListedAdmin(id: string) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('session').where('userId', '=', id).execute();
        await trx.updateTable('profiles').set({ role: 'admin', admin_granted_by: null }).where('id', '=', id).execute();
        // `true` is 1 on SQLite and a boolean on PostgreSQL, as each engine stores emailVerified.
        await trx
          .updateTable('user')
          .set({ emailVerified: sql<boolean>`true`, updatedAt: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
      });
    },

    /** Admins not made by the ADMIN_EMAILS link: made in the admin panel (by whom), or with an address that is not listed. */
    async adminsNotByLink(emails: string[]) {
      return db
        .selectFrom('profiles')
        .select(['id', 'email', 'created_at as createdAt', 'admin_granted_by as grantedBy'])
        .where('role', '=', 'admin')
        .where((eb) => (emails.length ? eb.or([eb('admin_granted_by', 'is not', null), eb('email', 'not in', emails)]) : eb.lit(true)))
        .orderBy('created_at')
        .execute();
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
