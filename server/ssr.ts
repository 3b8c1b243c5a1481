import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { logger } from './logger';

/** What the web's server renderer (web/src/entry-server.tsx, built into dist-ssr/) offers. */
export interface PageRenderer {
  canRender(pathname: string): boolean;
  /** Whether the page is drawn only for someone signed in (the dashboard), or for anyone (a shared story). */
  needsSession(pathname: string): boolean;
  renderPage(url: string, load: (path: string) => Promise<unknown>): Promise<{ html: string; boot: unknown } | null>;
}

/**
 * Loads the renderer `npm run build` wrote, or nothing when there is none (a development server,
 * a build without it): then every page is drawn by the browser, as before. React chooses its
 * server build by `process.env.NODE_ENV` when first loaded, so the configured mode is set first.
 */
export async function loadPageRenderer(dir: string, mode: string): Promise<PageRenderer | undefined> {
  const entry = path.join(dir, 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  process.env.NODE_ENV ??= mode;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/** The preload of `/api/me` in app.html (vite.config.ts): a drawn page carries the answer already. */
const mePreload = /\s*<link rel="preload" href="\/api\/me"[^>]*>/;
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const modulePreloads = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/**
 * A drawn page needs its stylesheet to be painted, and no script: the app's scripts and their
 * preloads start after the first paint (web/public/ssr-boot.js) rather than sharing a slow
 * connection with the stylesheet and the pictures (bench/README.md, web).
 */
function scriptsAfterPaint(html: string) {
  const entry = entryScript.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(modulePreloads)].map((m) => m[1]);
  return html
    .replace(modulePreloads, '')
    .replace(
      entryScript,
      () => `<script type="module" src="/ssr-boot.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`,
    );
}
const emptyRoot = '<div id="root"></div>';

/** JSON inside a script element: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The HTML of a page the server draws for the visitor of `cookie`, from `template` (app.html), or
 * null when it does not draw it (not one of its pages, nobody signed in where it needs someone, any
 * failure: the browser then draws the page from the template as usual). `api` answers an API
 * request in process, as the browser's would be.
 */
export async function drawPage(
  renderer: PageRenderer,
  template: string,
  url: URL,
  cookie: string | undefined,
  api: (path: string, headers: Record<string, string>) => Promise<Response>,
): Promise<string | null> {
  if (!renderer.canRender(url.pathname) || (!cookie && renderer.needsSession(url.pathname)) || !template.includes(emptyRoot)) return null;
  const load = async (apiPath: string) => {
    const response = await api(apiPath, cookie ? { cookie, accept: 'application/json' } : { accept: 'application/json' });
    if (response.status !== 200) throw new Error(`${apiPath} answered ${response.status}`);
    return response.json();
  };
  try {
    const page = await renderer.renderPage(url.href, load);
    if (!page) return null;
    const root = `<div id="root">${page.html}</div>\n    <script type="application/json" id="ssr-data">${scriptJson(page.boot)}</script>`;
    return scriptsAfterPaint(template.replace(mePreload, '')).replace(emptyRoot, () => root);
  } catch (err) {
    logger.warn({ err, path: url.pathname }, 'server rendering failed; the browser draws the page');
    return null;
  }
}
