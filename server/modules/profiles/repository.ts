import type { Kysely } from 'kysely';
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

    /** Makes the configured admin emails admins, also for accounts that existed before. */
    async promoteAdmins(emails: string[]) {
      if (!emails.length) return;
      await db.updateTable('profiles').set({ role: 'admin' }).where('email', 'in', emails).execute();
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
