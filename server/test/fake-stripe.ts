/**
 * A loopback stand-in for the parts of Stripe's API the app calls (customers, Checkout Sessions,
 * customer-portal sessions, subscriptions), reached through the official `stripe` package with
 * STRIPE_API_BASE. It records every request with its form-encoded parameters, and signs webhook
 * events the way Stripe does, so tests can deliver them to the app. The payment page it hands out
 * sends the browser straight back to the success URL, as a finished payment would.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE = {
  secretKey: 'sk_test_fortaellehuset',
  webhookSecret: 'whsec_fortaellehuset_test',
  priceId: 'price_premium_monthly',
} as const;

export interface StripeRequest {
  method: string;
  path: string;
  /** The form parameters as Stripe's encoding names them: 'line_items[0][price]' -> 'price_...'. */
  params: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeSubscriptionInput {
  id?: string;
  customer: string;
  status?: string;
  /** Seconds since 1970 */
  periodEnd: number;
  userId?: string;
  /** Put the period end where API versions before 2025-03 had it (on the subscription). */
  legacyPeriodEnd?: boolean;
}

export interface FakeStripe {
  url: string;
  requests: StripeRequest[];
  requestsTo(method: string, path: string): StripeRequest[];
  /** Subscriptions GET /v1/subscriptions/:id answers with. */
  subscriptions: Map<string, Stripe.Subscription>;
  /**
   * What GET /v1/prices/:id answers for the configured price (79 kr. a month unless changed);
   * null makes the stand-in answer 500, as Stripe does when it is down.
   */
  price: Partial<Stripe.Price> | null;
  /** The checkout sessions made, by id, with their success URL (for the payment page). */
  sessions: Map<string, { successUrl: string; customer: string; clientReferenceId: string }>;
  subscription(input: FakeSubscriptionInput): Stripe.Subscription;
  /** A signed webhook delivery: the exact body and its Stripe-Signature header. */
  signedEvent(
    type: string,
    object: unknown,
    opts?: { id?: string; created?: number; secret?: string },
  ): { id: string; body: string; signature: string };
  /** Posts a signed event to the app's webhook and answers its status and body. */
  deliver(appUrl: string, event: { body: string; signature: string }): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const subscriptions = new Map<string, Stripe.Subscription>();
  const sessions = new Map<string, { successUrl: string; customer: string; clientReferenceId: string }>();
  const state: { price: Partial<Stripe.Price> | null } = {
    price: {
      unit_amount: 7900,
      currency: 'dkk',
      billing_scheme: 'per_unit',
      recurring: { interval: 'month', interval_count: 1 } as Stripe.Price.Recurring,
    },
  };
  // Signing only: the client never sends a request with this key.
  const signer = new Stripe(FAKE_STRIPE.secretKey);
  let url = '';

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const requestUrl = new URL(req.url ?? '/', 'http://localhost');
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? requestUrl.search : raw));
    requests.push({ method: req.method ?? '', path: requestUrl.pathname, params, headers: req.headers });
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(json));
    };
    const missing = (what: string) =>
      reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
    const path = requestUrl.pathname;
    let match: RegExpMatchArray | null;

    if (req.method === 'POST' && path === '/v1/customers') {
      return reply(200, { id: newId('cus'), object: 'customer', email: params.email ?? null, metadata: {} });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      sessions.set(id, { successUrl: params.success_url, customer: params.customer, clientReferenceId: params.client_reference_id });
      return reply(200, {
        id,
        object: 'checkout.session',
        mode: params.mode,
        url: `${url}/pay/${id}`,
        customer: params.customer,
        client_reference_id: params.client_reference_id,
      });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = newId('bps');
      return reply(200, {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `${url}/portal/${id}`,
      });
    }
    if (req.method === 'GET' && (match = path.match(/^\/v1\/prices\/([\w-]+)$/))) {
      if (match[1] !== FAKE_STRIPE.priceId) return missing('price');
      if (!state.price) return reply(500, { error: { type: 'api_error', message: 'Something went wrong on our end' } });
      return reply(200, { id: match[1], object: 'price', active: true, type: 'recurring', ...state.price });
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([\w-]+)$/))) {
      const subscription = subscriptions.get(match[1]);
      if (!subscription) return missing('subscription');
      if (req.method === 'DELETE') subscription.status = 'canceled';
      return reply(200, subscription);
    }
    if (req.method === 'GET' && (match = path.match(/^\/pay\/([\w-]+)$/))) {
      const session = sessions.get(match[1]);
      if (!session) return missing('checkout session');
      res.writeHead(303, { location: session.successUrl.replace('{CHECKOUT_SESSION_ID}', match[1]) });
      return res.end();
    }
    if (req.method === 'GET' && (match = path.match(/^\/portal\/([\w-]+)$/))) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><html lang="da"><title>Kundeportal</title><h1>Kundeportal</h1></html>');
    }
    return reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    subscriptions,
    sessions,
    get price() {
      return state.price;
    },
    set price(value) {
      state.price = value;
    },
    subscription({ id = newId('sub'), customer, status = 'active', periodEnd, userId, legacyPeriodEnd }) {
      const start = periodEnd - 30 * 86_400;
      const subscription = {
        id,
        object: 'subscription',
        customer,
        status,
        metadata: userId ? { user_id: userId } : {},
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price: { id: FAKE_STRIPE.priceId },
              ...(legacyPeriodEnd ? {} : { current_period_start: start, current_period_end: periodEnd }),
            },
          ],
        },
        ...(legacyPeriodEnd ? { current_period_start: start, current_period_end: periodEnd } : {}),
      } as unknown as Stripe.Subscription;
      subscriptions.set(id, subscription);
      return subscription;
    },
    signedEvent(type, object, opts = {}) {
      const id = opts.id ?? newId('evt');
      const created = opts.created ?? Math.floor(Date.now() / 1000);
      const body = JSON.stringify({
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created,
        type,
        livemode: false,
        pending_webhooks: 1,
        data: { object },
      });
      const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: opts.secret ?? FAKE_STRIPE.webhookSecret });
      return { id, body, signature };
    },
    async deliver(appUrl, event) {
      const res = await fetch(`${appUrl}/api/billing/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.body,
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The app's environment for payments through the fake. */
export const fakeStripeEnv = (fake: Pick<FakeStripe, 'url'>) => ({
  STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
  STRIPE_PRICE_ID: FAKE_STRIPE.priceId,
  STRIPE_API_BASE: fake.url,
});
