import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientIp, type DrawnFor } from './client-ip';

const app = new Hono().get('/', (c) => c.text(clientIp(c, Number(c.req.query('proxies') ?? 0))));

describe('clientIp', () => {
  it("reads the socket's peer, and ignores X-Forwarded-For unless proxies are trusted", async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const headers = { 'X-Forwarded-For': '198.51.100.7, 203.0.113.1' };
      expect(await (await fetch(`${base}/`, { headers })).text()).toBe('127.0.0.1');
      expect(await (await fetch(`${base}/?proxies=1`, { headers })).text()).toBe('203.0.113.1');
    } finally {
      server.close();
    }
  });

  it('gives a request the server makes to itself while drawing a page the address of that page’s visitor', async () => {
    const visitor: DrawnFor = { drawnFor: '192.0.2.44' };
    expect(await (await app.request('/', {}, visitor)).text()).toBe('192.0.2.44');
    expect(await (await app.request('/')).text()).toBe('127.0.0.1');
  });
});
