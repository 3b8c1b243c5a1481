import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import type { BillingService } from './service';

/**
 * POST /api/billing/webhook: the provider's signed events. Mounted before the session middleware
 * and exempt from the origin check: the signature over the raw body is its authentication.
 */
export function billingWebhookRoutes(service: BillingService) {
  return new Hono<AppEnv>().post('/webhook', async (c) => {
    const rawBody = await c.req.text();
    const outcome = await service.handleWebhook(rawBody, c.req.header('stripe-signature'));
    return c.json({ received: true, outcome });
  });
}

/** POST /api/billing/checkout and /portal for the signed-in user -> { url } to go to. */
export function billingRoutes(service: BillingService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/checkout', async (c) => {
      const user = c.get('user');
      return c.json(await service.checkout({ id: user.id, email: user.email }));
    })
    .post('/portal', async (c) => c.json(await service.portal(c.get('user').id)));
}
