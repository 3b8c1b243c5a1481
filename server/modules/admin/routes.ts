import { Hono } from 'hono';
import { adminRolePatchSchema, adminUserQuerySchema } from '../../../shared/schemas';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { requireRole } from '../../http/session';
import { jsonBody, query, uuidParam } from '../../http/validate';
import type { AdminService } from './service';

export function adminRoutes(service: AdminService) {
  return (
    new Hono<AppEnv>()
      .use(requireRole(service.roleOf, 'admin'))
      .get('/users', query(adminUserQuerySchema), async (c) => c.json(await service.list(c.req.valid('query'))))
      .patch('/users/:id', jsonBody(adminRolePatchSchema), async (c) => {
        const id = c.req.param('id');
        if (!uuidParam.test(id)) throw notFound('USER_NOT_FOUND');
        return c.json(await service.setRole(c.get('user').id, id, c.req.valid('json').role));
      })
      // The list in the shape the described product used as a fallback source.
      .get('/get-all-users', query(adminUserQuerySchema.omit({ search: true })), async (c) => {
        const { users } = await service.list(c.req.valid('query'));
        return c.json({ data: users, error: null });
      })
  );
}
