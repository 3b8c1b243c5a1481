import { type Kysely, sql } from 'kysely';
import type { Role } from '../../../shared/entitlements';
import type { DB } from '../../db/schema';

const columns = ['id', 'email', 'full_name', 'role', 'story_count', 'card_count', 'created_at'] as const;

export function adminRepository(db: Kysely<DB>) {
  return {
    async page(offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        db.selectFrom('profiles').select(columns).orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
        db
          .selectFrom('profiles')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** Case-insensitive substring search on the email. */
    searchByEmail(term: string, limit: number) {
      const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      return db
        .selectFrom('profiles')
        .select(columns)
        .where(sql<boolean>`lower(email) like ${pattern} escape '\\'`)
        .orderBy('email')
        .limit(limit)
        .execute();
    },

    roleOf(id: string) {
      return db.selectFrom('profiles').select('role').where('id', '=', id).executeTakeFirst();
    },

    /** `actorId`: the admin who made the change, kept when the new role is admin. */
    async setRole(id: string, role: Role, actorId: string) {
      const result = await db
        .updateTable('profiles')
        .set({ role, admin_granted_by: role === 'admin' ? actorId : null })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type AdminRepository = ReturnType<typeof adminRepository>;
