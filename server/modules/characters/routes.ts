import { Hono } from 'hono';
import { characterMessages } from '../../../shared/messages.da';
import { avatarRequestSchema, characterCreateSchema, characterPatchSchema } from '../../../shared/schemas';
import type { AppEnv } from '../../http/context';
import { requireUser, requireUserSaying } from '../../http/session';
import { idParam, jsonBody } from '../../http/validate';
import type { CharactersService } from './service';

const idOf = idParam('CHARACTER_NOT_FOUND');

export function characterRoutes(service: CharactersService) {
  return new Hono<AppEnv>()
    .get('/', requireUserSaying(characterMessages.signInToSee), async (c) => c.json(await service.list(c.get('user').id)))
    .post('/avatar', requireUser, jsonBody(avatarRequestSchema), async (c) =>
      c.json(await service.generateAvatars(c.get('user').id, c.req.valid('json'))),
    )
    .post('/', requireUser, jsonBody(characterCreateSchema), async (c) =>
      c.json(await service.create(c.get('user').id, c.req.valid('json')), 201),
    )
    .get('/:id', requireUser, async (c) => c.json(await service.get(c.get('user').id, idOf(c.req.param('id')))))
    .patch('/:id', requireUser, jsonBody(characterPatchSchema), async (c) =>
      c.json(await service.update(c.get('user').id, idOf(c.req.param('id')), c.req.valid('json'))),
    )
    .delete('/:id', requireUserSaying(characterMessages.signInToDelete), async (c) => {
      await service.remove(c.get('user').id, idOf(c.req.param('id')));
      return c.body(null, 204);
    });
}
