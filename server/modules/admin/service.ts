import { logger } from '../../logger';
import type { AdminUser, AdminUserPage } from '../../../shared/api-types';
import { ADMIN_SEARCH_LIMIT } from '../../../shared/constants';
import type { Role } from '../../../shared/entitlements';
import { toIso } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { AdminRepository } from './repository';

type Row = Awaited<ReturnType<AdminRepository['searchByEmail']>>[number];

const toAdminUser = (r: Row): AdminUser => ({
  id: r.id,
  email: r.email,
  fullName: r.full_name,
  role: r.role,
  storyCount: Number(r.story_count),
  cardCount: Number(r.card_count),
  createdAt: toIso(r.created_at),
});

export function adminService(repo: AdminRepository, hooks: { onRoleChanged?: (userId: string) => void } = {}) {
  return {
    async list(q: { page: number; limit: number; search?: string }): Promise<AdminUserPage> {
      if (q.search) {
        const rows = await repo.searchByEmail(q.search, Math.min(q.limit, ADMIN_SEARCH_LIMIT));
        return { users: rows.map(toAdminUser), total: rows.length, page: 1, limit: q.limit };
      }
      const { rows, total } = await repo.page((q.page - 1) * q.limit, q.limit);
      return { users: rows.map(toAdminUser), total, page: q.page, limit: q.limit };
    },

    async setRole(actorId: string, userId: string, role: Role) {
      if (actorId === userId) {
        throw new AppError('OWN_ROLE');
      }
      if (!(await repo.setRole(userId, role, actorId))) throw notFound('USER_NOT_FOUND');
      // Every admin made in the panel is named in the log with who made it (and again at each start),
      // so an admin made by a compromised admin is seen.
      if (role === 'admin') logger.warn({ actorId, userId }, 'an admin made another account admin');
      hooks.onRoleChanged?.(userId);
      return { id: userId, role };
    },

    roleOf: async (userId: string) => (await repo.roleOf(userId))?.role,
  };
}

export type AdminService = ReturnType<typeof adminService>;
