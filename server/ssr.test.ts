import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PageRenderer } from './ssr';
import { signedInClient, startApp, type TestApp } from './test/harness';

/** app.html as vite.config.ts writes it. */
const template = [
  '<!doctype html><html><head><title>app</title>',
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-c1.css">',
  '<link rel="modulepreload" crossorigin href="/assets/app-b2.js">',
  '<link rel="modulepreload" crossorigin href="/assets/icons-c3.js">',
  '<link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

/**
 * A renderer like web/src/entry-server.tsx: it draws /dashboard from the user's own API answers
 * (read through `load`), fails on /dashboard?fail, and draws nothing else.
 */
const calls: string[] = [];
const renderer: PageRenderer = {
  canRender: (pathname) => pathname === '/dashboard' || pathname.startsWith('/del/'),
  needsSession: (pathname) => pathname === '/dashboard',
  async renderPage(url, load) {
    calls.push(url);
    if (new URL(url).searchParams.has('fail')) throw new Error('render failed');
    if (new URL(url).pathname.startsWith('/del/')) {
      // As a shared story's page: drawn for anyone, from answers that need no session.
      const token = new URL(url).pathname.slice('/del/'.length);
      if (token !== 'open') await load(`/api/shared/${token}`);
      const site = (await load('/api/site')) as { premium: unknown };
      return { html: `<main><p>delt ${typeof site.premium}</p></main>`, boot: {} };
    }
    const me = (await load('/api/me')) as { email: string };
    const stats = (await load('/api/stories/stats')) as { totalStories: number };
    return {
      html: `<main><p>${me.email}</p><p>${stats.totalStories} historier</p></main>`,
      boot: { me, note: '</script><script>alert(1)</script>' },
    };
  },
};

describe('pages the server draws first (the dashboard)', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'fh-dist-'));
  let app: TestApp;
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>landing</title>');
    writeFileSync(path.join(dist, 'app.html'), template);
    app = await startApp({ dialect: 'sqlite', sqliteTemplate: inject('sqliteTemplate'), webDist: dist, pageRenderer: renderer });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (pathname: string, cookie?: string) => fetch(`${app.url}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });

  it("draws the signed-in user's dashboard into #root, with its data as JSON that cannot close the script", async () => {
    const client = await signedInClient(app);
    const res = await page('/dashboard', client.cookieHeader);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain(`<div id="root"><main><p>${client.email}</p><p>0 historier</p></main></div>`);
    const json = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json!)).toEqual({ me: expect.objectContaining({ email: client.email }), note: '</script><script>alert(1)</script>' });
    // The answer to /api/me is in the page, so the browser is not told to fetch it again.
    expect(html).not.toContain('href="/api/me"');
    // Only the stylesheet is needed to paint; the scripts and their preloads start after the first paint.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c1.css">');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script type="module" src="/ssr-boot.js" data-entry="/assets/index-a1.js" data-preload="/assets/app-b2.js /assets/icons-c3.js"></script>',
    );
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('draws a page that needs no session for anyone, and falls back when its data is gone', async () => {
    const drawn = await (await page('/del/open')).text();
    expect(drawn).toContain('<div id="root"><main><p>delt object</p></main></div>');
    const gone = await page('/del/no-such-link');
    expect(gone.headers.get('cache-control')).toBe('no-cache');
    expect(await gone.text()).toBe(template);
  });

  it('sends the page unchanged to nobody signed in, to an ended session, on a failure, and on other pages', async () => {
    const client = await signedInClient(app);
    calls.length = 0;
    const cases = [
      ['/dashboard', undefined],
      ['/dashboard', 'better-auth.session_token=forged.value'],
      ['/dashboard?fail=1', client.cookieHeader],
      ['/stories', client.cookieHeader],
    ] as const;
    for (const [pathname, cookie] of cases) {
      const res = await page(pathname, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(template);
    }
    // Nobody signed in costs no rendering at all; the others were tried and fell back.
    expect(calls.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(['/dashboard', '/dashboard?fail=1']);
  });
});
