import { Hono } from 'hono';
import { cardMessages } from '../../../shared/messages.da';
import { cardCreateSchema, pageQuerySchema } from '../../../shared/schemas';
import { attachmentNamed } from '../../http/attachment';
import type { AppEnv } from '../../http/context';
import { requireUser, requireUserSaying } from '../../http/session';
import { idParam, jsonBody, query } from '../../http/validate';
import type { CardsService } from './service';

const idOf = idParam('CARD_NOT_FOUND');

export function cardRoutes(service: CardsService) {
  return (
    new Hono<AppEnv>()
      .get('/', requireUser, query(pageQuerySchema), async (c) => {
        const { page, limit } = c.req.valid('query');
        return c.json(await service.list(c.get('user').id, page, limit));
      })
      .post('/', requireUserSaying(cardMessages.signInToGenerate), jsonBody(cardCreateSchema), async (c) =>
        c.json(await service.create(c.get('user').id, c.req.valid('json')), 201),
      )
      .get('/:id', requireUser, async (c) => c.json(await service.get(c.get('user').id, idOf(c.req.param('id')))))
      // 'Download som PNG': the card with its word under the picture, as a PNG file named after it.
      .get('/:id/png', requireUser, async (c) => {
        const { title, bytes } = await service.png(c.get('user').id, idOf(c.req.param('id')));
        return c.body(new Uint8Array(bytes), 200, {
          'Content-Type': 'image/png',
          'Content-Disposition': attachmentNamed(title, 'png', cardMessages.downloadName),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        });
      })
      .post('/:id/refresh-url', requireUser, async (c) => c.json(await service.refreshUrl(c.get('user').id, idOf(c.req.param('id')))))
      .delete('/:id', requireUser, async (c) => {
        await service.remove(c.get('user').id, idOf(c.req.param('id')));
        return c.body(null, 204);
      })
  );
}
