/**
 * The servers bench/me.mjs measures, in one process of their own so the load generator does
 * not share their event loop: the real app with one signed-in user (on SQLite in a temp dir, or
 * with `postgres` as argument on a fresh database of TEST_DATABASE_URL's server), and a bare Hono
 * JSON route for comparison. Prints one JSON line, then serves until SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { signedInClient, startApp } from '../server/test/harness';

const app = await startApp({ dialect: process.argv[2] === 'postgres' ? 'postgres' : 'sqlite' });
const user = await signedInClient(app);
const check = await user.get('/api/me');
if (check.status !== 200) throw new Error(`GET /api/me answered ${check.status}`);

const bare = serve({ fetch: new Hono().get('/', (c) => c.json({ ok: true })).fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => bare.once('listening', resolve));
const barePort = (bare.address() as AddressInfo).port;

process.stdout.write(
  `${JSON.stringify({ meUrl: `${app.url}/api/me`, cookie: user.cookieHeader, bareUrl: `http://127.0.0.1:${barePort}/` })}\n`,
);

const stop = async () => {
  bare.close();
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
