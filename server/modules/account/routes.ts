import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { accountDeleteSchema } from '../../../shared/account';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import { jsonBody } from '../../http/validate';
import type { AccountService } from './service';

/** GET /api/me/export (zip download) and DELETE /api/me (the account and all its data). */
export function accountRoutes(service: AccountService, opts: { sessionCookies: () => Promise<string[]>; trustedProxies: number }) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/export', async (c) => {
      const body = await service.exportData(c.get('user').id);
      return c.body(body, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="mine-data.zip"',
        'Cache-Control': 'no-store',
      });
    })
    .delete('/', jsonBody(accountDeleteSchema), async (c) => {
      const user = c.get('user');
      await service.deleteAccount({ id: user.id, email: user.email }, c.req.valid('json'), clientIp(c, opts.trustedProxies));
      // The session rows are gone; the browser forgets its cookies too.
      for (const name of await opts.sessionCookies()) {
        deleteCookie(c, name, { path: '/', secure: name.startsWith('__Secure-') });
      }
      return c.json({ deleted: true });
    });
}
