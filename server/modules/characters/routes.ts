import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { characterMessages } from '../../../shared/messages.da';
import { avatarRequestSchema, characterCreateSchema, characterPatchSchema } from '../../../shared/schemas';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { jsonBody, uuidParam } from '../../http/validate';
import type { CharactersService } from './service';

const signedIn = (message?: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('user')) throw new AppError('UNAUTHORIZED', { status: 401, ...(message && { message }) });
    await next();
  });

const idOf = (id: string) => {
  if (!uuidParam.test(id)) throw new AppError('CHARACTER_NOT_FOUND', { status: 404, message: characterMessages.notFound });
  return id.toLowerCase();
};

export function characterRoutes(service: CharactersService) {
  return new Hono<AppEnv>()
    .get('/', signedIn(characterMessages.signInToSee), async (c) => c.json(await service.list(c.get('user')!.id)))
    .post('/avatar', signedIn(), jsonBody(avatarRequestSchema), async (c) => c.json(await service.generateAvatars(c.get('user')!.id, c.req.valid('json'))))
    .post('/', signedIn(), jsonBody(characterCreateSchema), async (c) => c.json(await service.create(c.get('user')!.id, c.req.valid('json')), 201))
    .get('/:id', signedIn(), async (c) => c.json(await service.get(c.get('user')!.id, idOf(c.req.param('id')))))
    .patch('/:id', signedIn(), jsonBody(characterPatchSchema), async (c) => c.json(await service.update(c.get('user')!.id, idOf(c.req.param('id')), c.req.valid('json'))))
    .delete('/:id', signedIn(characterMessages.signInToDelete), async (c) => {
      await service.remove(c.get('user')!.id, idOf(c.req.param('id')));
      return c.body(null, 204);
    });
}
