import { Hono } from 'hono';
import { profilePatchSchema } from '../../../shared/schemas';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import { jsonBody } from '../../http/validate';
import type { ProfilesService } from './service';

export function profileRoutes(service: ProfilesService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', (c) => c.json(service.meOf(c.get('user'), c.get('account'))))
    .patch('/', jsonBody(profilePatchSchema), async (c) => c.json(await service.updateMe(c.get('user').id, c.req.valid('json'))));
}
