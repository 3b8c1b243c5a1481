import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { SiteService } from './service';

/** GET /api/site, for anyone: the same for every visitor, so a shared cache may keep it a minute. */
export function siteRoutes(service: SiteService) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await service.info());
  });
}
