import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { cardMessages } from '../../../shared/messages.da';
import { cardCreateSchema, pageQuerySchema } from '../../../shared/schemas';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { jsonBody, query, uuidParam } from '../../http/validate';
import type { CardsService } from './service';

const signedIn = (message?: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('user')) throw new AppError('UNAUTHORIZED', { status: 401, ...(message && { message }) });
    await next();
  });

const idOf = (id: string) => {
  if (!uuidParam.test(id)) throw new AppError('CARD_NOT_FOUND', { status: 404, message: cardMessages.notFound });
  return id.toLowerCase();
};

export function cardRoutes(service: CardsService) {
  return new Hono<AppEnv>()
    .get('/', signedIn(), query(pageQuerySchema), async (c) => {
      const { page, limit } = c.req.valid('query');
      return c.json(await service.list(c.get('user')!.id, page, limit));
    })
    .post('/', signedIn(cardMessages.signInToGenerate), jsonBody(cardCreateSchema), async (c) => c.json(await service.create(c.get('user')!.id, c.req.valid('json')), 201))
    .post('/:id/refresh-url', signedIn(), async (c) => c.json(await service.refreshUrl(c.get('user')!.id, idOf(c.req.param('id')))))
    .delete('/:id', signedIn(), async (c) => {
      await service.remove(c.get('user')!.id, idOf(c.req.param('id')));
      return c.body(null, 204);
    });
}
