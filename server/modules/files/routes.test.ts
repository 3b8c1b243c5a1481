import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMessages } from '../../../shared/messages.da';
import { AppError } from '../../http/errors';
import { hostMatcher, pinnedTransport, safeFetcher } from '../../providers/net/safe-fetch';
import type { Storage } from '../../providers/storage/port';
import { fileSigner } from '../../providers/storage/url-signing';
import { describeEachDialect } from '../../test/dialects';
import { signedInClient } from '../../test/harness';
import { filesService } from './service';

let hits: string[] = [];
let server: Server;
let port = 0;
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/image.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(png);
    }
    if (req.url === '/page.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end('<html><script>alert(1)</script></html>');
    }
    if (req.url === '/drawing.svg') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>');
    }
    res.writeHead(302, { location: `http://127.0.0.1:${port}/image.png` });
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describeEachDialect(
  'POST /api/proxy-image',
  (app) => {
    it('refuses loopback, private, link-local and odd URLs with a Danish 400, and no request leaves the server', async () => {
      hits = [];
      const client = await signedInClient(app());
      const urls = [
        `http://127.0.0.1:${port}/image.png`,
        `http://localhost:${port}/image.png`,
        `http://2130706433:${port}/image.png`,
        `http://0x7f000001:${port}/image.png`,
        `http://0177.0.0.1:${port}/image.png`,
        `http://[::1]:${port}/image.png`,
        `http://[::ffff:127.0.0.1]:${port}/image.png`,
        `http://0.0.0.0:${port}/image.png`,
        'http://10.1.2.3/image.png',
        'http://172.20.0.1/image.png',
        'http://192.168.0.10/image.png',
        'http://169.254.169.254/latest/meta-data/',
        'http://[fe80::1]/image.png',
        'http://[fc00::1]/image.png',
        'file:///etc/passwd',
        'https://example.com/image.png',
        'https://replicate.delivery.attacker.test/x.png',
        'not a url',
      ];
      for (const url of urls) {
        const res = await client.post('/api/proxy-image', { url });
        expect(res.status, url).toBe(400);
        expect([fileMessages.proxyRefused, fileMessages.proxyFailed], url).toContain(res.body.error.message);
      }
      expect(hits).toEqual([]);
    });

    it('needs a signed-in user and a url', async () => {
      const anon = app().client();
      expect((await anon.post('/api/proxy-image', { url: 'https://replicate.delivery/x.png' })).status).toBe(401);
      const client = await signedInClient(app());
      const res = await client.post('/api/proxy-image', {});
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Angiv venligst en billedadresse');
    });
  },
  // Even hosts on the allowlist may not be loopback: the address check stands on its own.
  { env: { PROXY_ALLOWED_HOSTS: 'localhost,127.0.0.1,::1,0.0.0.0,10.1.2.3,172.20.0.1,192.168.0.10,169.254.169.254,fe80::1,fc00::1' } },
);

describe('filesService.proxyImage (allowed host through a test resolver)', () => {
  const service = () =>
    filesService({
      storage: {} as Storage,
      signer: fileSigner('s'.repeat(32)),
      fetchRemote: safeFetcher({
        isAllowedHost: hostMatcher(['*.replicate.delivery']),
        resolve: async () => [{ address: '93.184.215.14', family: 4 }],
        transport: (url, _address, signal) =>
          pinnedTransport(new URL(url.pathname, `http://127.0.0.1:${port}`), { address: '127.0.0.1', family: 4 }, signal),
        maxBytes: 100_000,
        timeoutMs: 2000,
      }),
    });

  it('returns the image bytes with the type its bytes show', async () => {
    const out = await service().proxyImage('https://pbxt.replicate.delivery/image.png');
    expect(out.contentType).toBe('image/png');
    expect(out.bytes.equals(png)).toBe(true);
  });

  it('refuses what is not a raster image, and redirects', async () => {
    hits = [];
    for (const path of ['/page.png', '/drawing.svg', '/redirect']) {
      const err = await service()
        .proxyImage(`https://pbxt.replicate.delivery${path}`)
        .catch((e) => e);
      expect(err, path).toBeInstanceOf(AppError);
      expect(err.status).toBe(400);
    }
    // The redirect's target (loopback /image.png) was never requested.
    expect(hits).toEqual(['/page.png', '/drawing.svg', '/redirect']);
  });
});
