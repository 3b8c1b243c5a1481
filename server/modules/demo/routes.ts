import { Hono } from 'hono';
import { ttsRequestSchema } from '../../../shared/schemas';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { jsonBody } from '../../http/validate';
import type { DemoService } from './service';

/**
 * The example stories, for anyone (no session): GET /api/demo/:slug (the story, as the reader reads
 * one), GET /api/demo/:slug/pictures/:name (its pictures) and POST /api/demo/:slug/tts (its own
 * sentences read aloud).
 */
export function demoRoutes(service: DemoService, opts: { trustedProxies: number }) {
  return new Hono<AppEnv>()
    .get('/:slug', async (c) => {
      const story = await service.story(c.req.param('slug'));
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(story);
    })
    .get('/:slug/pictures/:name', async (c) => {
      const picture = await service.picture(c.req.param('slug'), c.req.param('name'), c.req.query('v'));
      const headers = {
        'Content-Type': 'image/webp',
        'X-Content-Type-Options': 'nosniff',
        ETag: picture.etag,
        // An address with the drawing's version never changes; one without it (the landing page's) is checked now and then.
        'Cache-Control': picture.current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      };
      if (c.req.header('if-none-match') === picture.etag) return c.body(null, 304, headers);
      return c.body(new Uint8Array(picture.bytes), 200, headers);
    })
    .post('/:slug/tts', jsonBody(ttsRequestSchema), async (c) => {
      const result = await service.readAloud(c.req.param('slug'), c.req.valid('json'), clientIp(c, opts.trustedProxies));
      return c.body(new Uint8Array(result.audio), 200, { 'Content-Type': result.contentType });
    });
}
