import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInClient, startApp, type TestApp } from './test/harness';

/** A built web app as `vite build` leaves it: pages, and assets with their .br and .gz beside them. */
function fakeDist() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fh-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>landing</title>');
  writeFileSync(path.join(dir, 'app.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Fortællehuset"}');
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `ord ${i}`))};\n`;
  writeFileSync(path.join(dir, 'assets', 'app-x1.js'), script);
  writeFileSync(path.join(dir, 'assets', 'app-x1.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets', 'app-x1.js.gz'), gzipSync(script));
  return { dir, script };
}

describe('the built web app and JSON go out compressed', () => {
  const dist = fakeDist();
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ dialect: 'sqlite', sqliteTemplate: inject('sqliteTemplate'), webDist: dist.dir });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist.dir, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${app.url}${pathname}`, { headers });

  it('sends the precompressed file the browser accepts, brotli first, and says it varies', async () => {
    for (const [accepts, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await get('/assets/app-x1.js', { 'Accept-Encoding': accepts });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      if (encoding) expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(await res.text()).toBe(dist.script);
    }
  });

  it("answers '/' with index.html and every other page address with app.html", async () => {
    expect(await (await get('/')).text()).toContain('<title>landing</title>');
    for (const page of ['/dashboard', '/login?next=%2Fstories', '/story/abc']) {
      const res = await get(page);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('<title>app</title>');
    }
  });

  it('sends the service worker to be checked on every visit, and the manifest as a manifest', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toEqual({ name: 'Fortællehuset' });
  });

  it('gzips JSON answers, but not the event stream', async () => {
    const client = await signedInClient(app);
    const me = await get('/api/me', { 'Accept-Encoding': 'gzip, br', Cookie: client.cookieHeader });
    expect(me.headers.get('content-encoding')).toBe('gzip');
    expect(((await me.json()) as { email: string }).email).toBe(client.email);

    const stop = new AbortController();
    const events = await fetch(`${app.url}/api/events`, {
      headers: { 'Accept-Encoding': 'gzip, br', Cookie: client.cookieHeader },
      signal: stop.signal,
    });
    expect(events.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(events.headers.get('content-encoding')).toBeNull();
    stop.abort();
  });
});
