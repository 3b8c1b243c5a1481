import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteFetchError } from './port';
import { hostMatcher, pinnedTransport, type Resolver, safeFetcher, type Transport } from './safe-fetch';

/** A loopback server that records every request it gets. */
async function recorder(handler: (path: string, res: import('node:http').ServerResponse) => void) {
  const hits: { path: string; host: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    hits.push({ path: req.url ?? '', host: req.headers.host });
    handler(req.url ?? '', res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { hits, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'fetched',
    (e) => (e instanceof RemoteFetchError ? e.reason : `other: ${e}`),
  );

describe('safeFetcher', () => {
  let png: Buffer;
  let target: Awaited<ReturnType<typeof recorder>>;
  let provider: Awaited<ReturnType<typeof recorder>>;

  beforeAll(async () => {
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    // The internal service an attacker would like to reach.
    target = await recorder((_p, res) => res.end('secret'));
    // Plays the provider's delivery host; reached only through the test transport below.
    provider = await recorder((p, res) => {
      if (p === '/image.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(png);
      }
      if (p === '/redirect') {
        res.writeHead(302, { location: `http://127.0.0.1:${target.port}/via-redirect` });
        return res.end();
      }
      if (p === '/big') {
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(Buffer.alloc(5000));
      }
      if (p === '/slow') return setTimeout(() => res.end(png), 2000);
      res.writeHead(404);
      res.end();
    });
  });
  afterAll(async () => {
    await target.close();
    await provider.close();
  });

  const publicIp = '93.184.215.14';
  const resolve: Resolver = async (host) =>
    host === 'images.provider.test'
      ? [{ address: publicIp, family: 4 }]
      : host === 'rebind.provider.test'
        ? [
            { address: publicIp, family: 4 },
            { address: '127.0.0.1', family: 4 },
          ]
        : [];
  const connectedTo: string[] = [];
  // Stands in for the internet: whatever public address was checked, the bytes come from the local provider server.
  const transport: Transport = (url, address, signal) => {
    connectedTo.push(address.address);
    return pinnedTransport(new URL(url.pathname, `http://127.0.0.1:${provider.port}`), { address: '127.0.0.1', family: 4 }, signal);
  };
  const fetcher = (maxBytes = 1_000_000, timeoutMs = 5000) =>
    safeFetcher({
      isAllowedHost: hostMatcher(['images.provider.test', 'rebind.provider.test', '*.replicate.delivery', 'localhost', '127.0.0.1']),
      resolve,
      transport,
      maxBytes,
      timeoutMs,
    });

  it('fetches from an allowed host that resolves to a public address, connecting to that address', async () => {
    const file = await fetcher()('https://images.provider.test/image.png');
    expect(file.bytes.equals(png)).toBe(true);
    expect(file.contentType).toBe('image/png');
    expect(connectedTo.at(-1)).toBe(publicIp);
  });

  it('refuses redirects, also to loopback, and the loopback target gets no request', async () => {
    expect(await reason(fetcher()('https://images.provider.test/redirect'))).toBe('redirect');
    expect(target.hits).toEqual([]);
  });

  it('refuses a host whose DNS answer includes a private address (rebinding)', async () => {
    expect(await reason(fetcher()('https://rebind.provider.test/image.png'))).toBe('address');
  });

  it('stops at the size cap and the timeout', async () => {
    expect(await reason(fetcher(1000)('https://images.provider.test/big'))).toBe('size');
    expect(await reason(fetcher(1_000_000, 300)('https://images.provider.test/slow'))).toBe('timeout');
  });

  it('refuses hosts that are not allowed, and every loopback, private and odd form, before any request', async () => {
    const before = connectedTo.length;
    const p = target.port;
    const refused = {
      host: ['https://evil.test/x.png', 'https://replicate.delivery.evil.test/x.png', 'https://notreplicate.delivery/x.png'],
      address: [
        `http://127.0.0.1:${p}/`,
        `http://2130706433:${p}/`,
        `http://0x7f000001:${p}/`,
        `http://0177.0.0.1:${p}/`,
        `http://127.1:${p}/`,
        `http://0.0.0.0:${p}/`,
        `http://[::1]:${p}/`,
        `http://[::ffff:127.0.0.1]:${p}/`,
        'http://10.0.0.1/',
        'http://172.16.5.4/',
        'http://192.168.1.1/',
        'http://169.254.169.254/latest/meta-data/',
        'http://[fe80::1]/',
        'http://[fd00::1]/',
      ],
      scheme: [
        'file:///etc/passwd',
        'ftp://images.provider.test/x.png',
        'gopher://127.0.0.1/',
        'data:image/png;base64,AAAA',
        'javascript:alert(1)',
      ],
      url: ['not a url', 'https://user:pw@images.provider.test/x.png'],
    };
    for (const [why, urls] of Object.entries(refused)) {
      for (const url of urls) expect(await reason(fetcher()(url)), url).toBe(why);
    }
    expect(connectedTo.length).toBe(before);
    expect(target.hits).toEqual([]);
  });

  it('resolves names itself with the system resolver and refuses localhost', async () => {
    const strict = safeFetcher({ isAllowedHost: () => true, maxBytes: 1000, timeoutMs: 2000 });
    expect(await reason(strict(`http://localhost:${target.port}/`))).toBe('address');
    expect(target.hits).toEqual([]);
  });

  it('connects to the checked address without a second DNS lookup', async () => {
    const res = await pinnedTransport(
      new URL(`http://no-such-name.invalid:${provider.port}/image.png`),
      { address: '127.0.0.1', family: 4 },
      AbortSignal.timeout(2000),
    );
    expect(res.status).toBe(200);
    res.destroy();
    expect(provider.hits.at(-1)?.host).toBe(`no-such-name.invalid:${provider.port}`);
  });

  it('matches allowlist patterns exactly or as subdomains', () => {
    const allowed = hostMatcher(['replicate.delivery', '*.replicate.delivery', 'API.openai.com.']);
    expect(allowed('replicate.delivery')).toBe(true);
    expect(allowed('pbxt.replicate.delivery')).toBe(true);
    expect(allowed('api.openai.com')).toBe(true);
    expect(allowed('evilreplicate.delivery')).toBe(false);
    expect(allowed('replicate.delivery.evil.com')).toBe(false);
    expect(allowed('openai.com')).toBe(false);
  });
});
