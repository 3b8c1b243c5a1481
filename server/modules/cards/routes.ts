import { Hono } from 'hono';
import { cardMessages } from '../../../shared/messages.da';
import { cardCreateSchema, pageQuerySchema } from '../../../shared/schemas';
import type { AppEnv } from '../../http/context';
import { requireUser, requireUserSaying } from '../../http/session';
import { idParam, jsonBody, query } from '../../http/validate';
import type { CardsService } from './service';

const idOf = idParam('CARD_NOT_FOUND');

export function cardRoutes(service: CardsService) {
  return new Hono<AppEnv>()
    .get('/', requireUser, query(pageQuerySchema), async (c) => {
      const { page, limit } = c.req.valid('query');
      return c.json(await service.list(c.get('user').id, page, limit));
    })
    .post('/', requireUserSaying(cardMessages.signInToGenerate), jsonBody(cardCreateSchema), async (c) => c.json(await service.create(c.get('user').id, c.req.valid('json')), 201))
    .post('/:id/refresh-url', requireUser, async (c) => c.json(await service.refreshUrl(c.get('user').id, idOf(c.req.param('id')))))
    .delete('/:id', requireUser, async (c) => {
      await service.remove(c.get('user').id, idOf(c.req.param('id')));
      return c.body(null, 204);
    });
}
