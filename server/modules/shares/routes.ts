import { Hono } from 'hono';
import { BACKGROUND_CHECK_HEADER } from '../../../shared/constants';
import { shareCreateSchema, ttsRequestSchema } from '../../../shared/schemas';
import { rangedBody } from '../../http/byte-range';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { inertHeaders } from '../../http/security';
import { requireUser } from '../../http/session';
import { idParam, jsonBody } from '../../http/validate';
import type { SharesService } from './service';

const shareId = idParam('NOT_FOUND');

/** The owner's links: POST /api/shares, GET /api/shares?storyId=, DELETE /api/shares/:id (revoke). */
export function shareRoutes(service: SharesService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/', jsonBody(shareCreateSchema), async (c) => c.json(await service.create(c.get('user').id, c.req.valid('json')), 201))
    .get('/', async (c) => c.json(await service.list(c.get('user').id, c.req.query('storyId') ?? '')))
    .delete('/:id', async (c) => {
      await service.revoke(c.get('user').id, shareId(c.req.param('id')));
      return c.body(null, 204);
    });
}

/** What a link opens, for anyone holding it (no session): the story, its pictures and its read-aloud. */
export function sharedRoutes(service: SharesService, opts: { trustedProxies: number }) {
  return (
    new Hono<AppEnv>()
      .get('/:token', async (c) =>
        c.json(
          await service.story(c.req.param('token'), clientIp(c, opts.trustedProxies), {
            background: c.req.header(BACKGROUND_CHECK_HEADER) === '1',
          }),
        ),
      )
      // no-store: a revoked link's pictures must not stay in the browser's cache (issue 26).
      .get('/:token/pictures/:name', async (c) => {
        const file = await service.picture(c.req.param('token'), c.req.param('name'), clientIp(c, opts.trustedProxies));
        return c.body(new Uint8Array(file.bytes), 200, { ...inertHeaders, 'Content-Type': 'image/webp', 'Cache-Control': 'no-store' });
      })
      // The parent's recordings, as no-store as the pictures.
      .get('/:token/recordings/:name', async (c) => {
        const file = await service.recording(c.req.param('token'), c.req.param('name'), clientIp(c, opts.trustedProxies));
        const { status, body, headers } = rangedBody(file.bytes, c.req.header('range'));
        return c.body(body, status, {
          ...headers,
          ...inertHeaders,
          'Content-Type': file.contentType,
          'Cache-Control': 'no-store',
        });
      })
      .post('/:token/tts', jsonBody(ttsRequestSchema), async (c) => {
        const result = await service.readAloud(c.req.param('token'), c.req.valid('json'), clientIp(c, opts.trustedProxies));
        return c.body(new Uint8Array(result.audio), 200, { 'Content-Type': result.contentType });
      })
  );
}
