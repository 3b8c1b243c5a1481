import { Hono } from 'hono';
import { proxyImageSchema } from '../../../shared/schemas';
import { rangedBody } from '../../http/byte-range';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import { jsonBody } from '../../http/validate';
import { inertHeaders } from '../../http/security';
import type { FilesService } from './service';

/** GET /api/files/<key>?exp&sig: needs no session, the signature is the permission. */
export function fileRoutes(service: FilesService) {
  return new Hono<AppEnv>().get('/*', async (c) => {
    const prefix = c.req.routePath.replace(/\*$/, '');
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice(c.req.path.indexOf(prefix) + prefix.length));
    } catch {
      key = '';
    }
    const file = await service.signedFile(key, c.req.query('exp'), c.req.query('sig'));
    const maxAge = Math.max(0, Math.floor((file.expiresAt - Date.now()) / 1000));
    // A recording is played in parts by some browsers (Safari): one byte range is answered 206.
    const { status, body, headers } = rangedBody(file.bytes, c.req.header('range'));
    return c.body(body, status, {
      ...inertHeaders,
      ...headers,
      'Content-Type': file.contentType,
      'Cache-Control': `private, max-age=${maxAge}`,
    });
  });
}

/** POST /api/proxy-image { url } -> the image, only from the configured provider hosts. */
export function proxyImageRoutes(service: FilesService) {
  return new Hono<AppEnv>().post('/', requireUser, jsonBody(proxyImageSchema), async (c) => {
    const { bytes, contentType } = await service.proxyImage(c.req.valid('json').url);
    return c.body(new Uint8Array(bytes), 200, { ...inertHeaders, 'Content-Type': contentType, 'Cache-Control': 'private, no-store' });
  });
}
