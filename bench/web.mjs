/**
 * What the browser downloads and how fast the pages feel: the JavaScript the landing page, the
 * dashboard and a shared story's reader (/del/<token>) load (gzip), Lighthouse's performance score
 * for the three (mobile, Chromium), and whether Chromium finds the app installable (PWA).
 * Writes bench/results/web.json; exits non-zero when a page is not installable.
 *
 *   node bench/web.mjs        (or: npm run bench -- web)
 *   BENCH_NO_BUILD=1 BENCH_LH_RUNS=5 node bench/web.mjs
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, devices } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const STORIES = Number(process.env.BENCH_STORIES ?? 3);
const EMAIL = 'bench@fortaellehuset.test';
const PASSWORD = 'rolig-kat-2026';
const loadAtStart = os.loadavg()[0];

if (!process.env.BENCH_NO_BUILD) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('dist/index.html is missing: run `npm run build` first');

const server = await startServer();
let chrome;
let browser;
try {
  const session = await seed(server.url);
  const sharedPath = new URL(session.shareUrl).pathname;
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS });
  const phone = { ...devices['Moto G4'], locale: 'da-DK' };

  const landing = await pageLoad(browser, `${server.url}/`, phone);
  const dashboard = await pageLoad(browser, `${server.url}/dashboard`, phone, session.cookie, async (page) => {
    await page.getByRole('heading', { name: /Velkommen tilbage/ }).waitFor();
  });
  // The dashboard and the list show thumbnails; the reader and "Rediger billede" open the full picture.
  const thumbnails = {
    dashboard: dashboard.pictures,
    stories: (
      await pageLoad(browser, `${server.url}/stories`, phone, session.cookie, (page) =>
        page.getByRole('heading', { name: 'Mine historier', level: 1 }).waitFor(),
      )
    ).pictures,
  };
  // The shared reader as the one the link was sent to opens it: no cookies, no session.
  const shared = await pageLoad(browser, `${server.url}${sharedPath}`, phone, undefined, (page) => page.locator('#reader-title').waitFor());
  shared.url = '/del/<token>';
  for (const [where, pictures] of Object.entries(thumbnails)) {
    const full = pictures.filter((p) => !p.thumbnail);
    if (!pictures.length) throw new Error(`${where}: no story pictures shown`);
    if (full.length) throw new Error(`${where} shows full pictures instead of thumbnails: ${full.map((p) => p.src).join(', ')}`);
  }

  const installable = {
    landing: await installability(`${server.url}/`),
    shared: await installability(`${server.url}${sharedPath}`),
  };
  installable.shared.url = '/del/<token>';

  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
  landing.lighthouse = await lighthouseRuns(chrome.port, `${server.url}/`);
  dashboard.lighthouse = await lighthouseRuns(chrome.port, `${server.url}/dashboard`, { Cookie: session.cookie });
  chrome.kill();
  // A Chromium of its own (a fresh profile): nothing the dashboard's runs left behind, no cookie.
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
  shared.lighthouse = await lighthouseRuns(chrome.port, `${server.url}${sharedPath}`);

  const pages = { landing, dashboard, shared };
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(
    `load average at the start: ${loadAtStart.toFixed(1)}, Lighthouse runs: ${LH_RUNS} a page (the run with the median score shown)`,
  );
  console.log(
    '| page | script files | JavaScript (raw) | JavaScript (gzip) | sent by the server | Lighthouse (median) | FCP | LCP | TBT | CLS |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, p] of Object.entries(pages)) {
    const m = p.lighthouse.median;
    console.log(
      `| ${name} | ${p.scripts.length} | ${kb(p.js.raw)} KB | **${kb(p.js.gzip)} KB** | ${kb(p.js.sent)} KB (${p.js.encodings.join(', ')}) | **${m.score}** (${p.lighthouse.runs.map((r) => r.score).join(', ')}) | ${m.fcp} ms | ${m.lcp} ms | ${m.tbt} ms | ${m.cls} |`,
    );
  }
  for (const [where, pictures] of Object.entries(thumbnails)) {
    console.log(
      `${where}: ${pictures.length} story pictures, all thumbnails (${pictures.map((p) => `${p.naturalWidth}x${p.naturalHeight}, ${kb(p.bytes)} KB`).join('; ')})`,
    );
  }
  console.log(`shared reader: Lighthouse ${shared.lighthouse.median.score} (target 95 or more)`);
  for (const [name, i] of Object.entries(installable)) {
    const m = i.manifest;
    console.log(
      `installable, ${name} (${i.url}): ${i.errors.length ? `NO: ${i.errors.map((e) => e.text).join('; ')}` : 'yes, no installability errors'}`,
    );
    if (i.warnings.length) console.log(`  warnings: ${i.warnings.map((e) => e.text).join('; ')}`);
    console.log(
      `  service worker: ${i.serviceWorker.active ? `${i.serviceWorker.scriptURL} ${i.serviceWorker.state}, scope ${i.serviceWorker.scope}, page controlled: ${i.serviceWorker.controlled}` : i.serviceWorker.error}`,
    );
    console.log(
      m.url
        ? `  manifest: ${m.url}: name «${m.name}», short_name «${m.short_name}», lang ${m.lang}, start_url ${m.start_url}, display ${m.display}, icons ${m.icons.map((icon) => `${icon.sizes} ${icon.type ?? ''}${icon.purpose ? ` (${icon.purpose})` : ''}`.trim()).join(', ') || 'none'}`
        : '  manifest: none linked from the page',
    );
  }
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(
    path.join(here, 'results', 'web.json'),
    JSON.stringify(
      {
        benchmark: 'web',
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        loadAverage1mAtStart: loadAtStart,
        chromium: await browser.version(),
        lighthouse: { runs: LH_RUNS, formFactor: 'mobile', throttling: 'simulated (Lighthouse default)' },
        stories: STORIES,
        pages,
        thumbnails,
        installability: installable,
      },
      null,
      2,
    ),
  );
  // Chromium no longer asks for a service worker to install an app; the bench does (the app works offline with it).
  const notInstallable = Object.entries(installable).filter(([, i]) => i.errors.length || !i.serviceWorker.active);
  if (notInstallable.length) {
    console.error(`not installable, or no service worker: ${notInstallable.map(([name]) => name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser?.close().catch(() => undefined);
  chrome?.kill();
  await server.stop();
}

/** The real app, built web included, as the e2e journeys run it: a child process on a free port with its own data folder. */
async function startServer() {
  const port = await new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port: free } = s.address();
      s.close(() => resolve(free));
    });
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fh-bench-web-'));
  const url = `http://localhost:${port}`;
  const env = {};
  // The app runs offline here: nothing from the environment may point it at real services.
  const outside =
    /^(DATABASE_URL|SMTP_URL|OPENAI_|REPLICATE_|GOOGLE_TTS_|S3_|STRIPE_|AUTH_SECRET|APP_URL|PORT|HOST|DATA_DIR|ADMIN_EMAILS|LOG_LEVEL|NODE_ENV|VITEST)/;
  for (const [key, value] of Object.entries(process.env)) if (!outside.test(key)) env[key] = value;
  Object.assign(env, { PORT: String(port), DATA_DIR: dataDir, APP_URL: url, LOG_LEVEL: 'warn' });
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`the app stopped during start:\n${log}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the app did not answer /api/health within 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop, output: () => log };
}

/** One user with an avatar and a few generated stories (offline composer and illustrator), signed in. */
async function seed(url) {
  let cookie = '';
  const call = async (method, pathname, body) => {
    const headers = { Origin: url, Cookie: cookie };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${url}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const setCookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (setCookies.length) cookie = setCookies.join('; ');
    const data = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(data)}`);
    return data;
  };
  await call('POST', '/api/auth/sign-up/email', { email: EMAIL, password: PASSWORD });
  await call('POST', '/api/auth/sign-in/email', { email: EMAIL, password: PASSWORD });
  const look = { gender: 'dreng', age: 7, hairColor: 'brunt og kort', eyeColor: 'blå', skinColor: 'lys', outfit: 'blå hættetrøje' };
  const { images } = await call('POST', '/api/characters/avatar', look);
  const character = await call('POST', '/api/characters', {
    ...look,
    name: 'Emil',
    characteristics: 'rolig, glad for tog',
    avatar: images[0].id,
  });
  const titles = ['Emil skal til tandlæge', 'Emil tager bussen', 'Emil i svømmehallen', 'Emil hos frisøren', 'Emil til fødselsdag'];
  for (let i = 0; i < STORIES; i++) {
    const { jobId } = await call('POST', '/api/stories/generate', {
      characterId: character.id,
      title: titles[i % titles.length],
      description: 'Emil skal prøve noget nyt. Han vil gerne vide, hvad der skal ske, og hvad han kan gøre, hvis det bliver svært.',
    });
    for (const deadline = Date.now() + 120_000; ;) {
      const job = await call('GET', `/api/jobs/${jobId}`);
      if (job.status === 'succeeded') break;
      if (job.status === 'failed' || Date.now() > deadline)
        throw new Error(`story ${i + 1} was not generated: ${JSON.stringify(job)}\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  // 'Del historien': a link to the first story, made through the API as the story page makes it.
  const { stories } = await call('GET', '/api/stories?page=1&limit=10');
  const share = await call('POST', '/api/shares', { storyId: stories[0].id, name: 'Mormor', expiresIn: 'month' });
  return { cookie, shareUrl: share.url };
}

/**
 * Loads one page in a fresh browser profile and records every script it loads: the bytes as
 * built (raw), gzipped at level 9, and what the server sent (its Content-Encoding). Also lists the
 * story pictures shown in the page, with whether each is a thumbnail.
 */
async function pageLoad(browser, url, options, cookie, ready) {
  const context = await browser.newContext(options);
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
      }),
    );
  }
  const page = await context.newPage();
  const pending = [];
  const images = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') {
      pending.push(
        (async () => {
          const body = await response.body();
          const { responseBodySize } = await response.request().sizes();
          return {
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            sent: responseBodySize,
            encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          };
        })().catch(() => null),
      );
    }
    if (type === 'image')
      pending.push(
        response.body().then(
          (b) => void images.set(response.url(), b.length),
          () => undefined,
        ),
      );
  });
  const quiet = networkQuiet(page);
  await page.goto(url, { waitUntil: 'load' });
  await quiet();
  if (ready) await ready(page);
  await quiet();
  // Lazy pictures below the fold load when scrolled to: down the page half a screen at a time, as
  // a reader scrolls (a jump to the bottom leaves the landing page's demo pictures in between unloaded).
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await quiet();
  await page.waitForFunction(() => [...document.querySelectorAll('main img')].every((img) => img.complete));
  const shown = await page.$$eval('main img[src*="/api/files/"]', (imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute('src'),
      naturalWidth: img.naturalWidth,
      naturalHeight: img.naturalHeight,
      shownWidth: img.clientWidth,
    })),
  );
  const scripts = (await Promise.all(pending)).filter((s) => s?.raw !== undefined);
  await context.close();
  const sum = (key) => scripts.reduce((n, s) => n + s[key], 0);
  return {
    url: new URL(url).pathname,
    scripts: scripts.sort((a, b) => b.gzip - a.gzip),
    js: { raw: sum('raw'), gzip: sum('gzip'), sent: sum('sent'), encodings: [...new Set(scripts.map((s) => s.encoding))] },
    pictures: shown.map((p) => ({
      ...p,
      // Stored pictures are `x.webp` with the thumbnail `x.thumb.webp` beside it (server/providers/images/pipeline.ts).
      thumbnail: /\.thumb\.webp/.test(decodeURIComponent(p.src)),
      bytes: images.get(new URL(p.src, url).href) ?? 0,
    })),
  };
}

/**
 * Playwright's 'networkidle' (no request for 500 ms), except that a request counts as done once its
 * answer has arrived, not when Chromium reports its body read to the end: the landing page's
 * signed-in check (a bare fetch of /api/me that reads only the status) never reaches Playwright's
 * 'requestfinished' for the 401, so 'networkidle' never came. The bodies the bench measures
 * (scripts, pictures) are awaited on their own.
 */
function networkQuiet(page) {
  const open = new Set();
  let last = Date.now();
  page.on('request', (request) => {
    open.add(request);
    last = Date.now();
  });
  const done = (request) => {
    if (open.delete(request)) last = Date.now();
  };
  page.on('response', (response) => done(response.request()));
  page.on('requestfailed', done);
  page.on('requestfinished', done);
  return async (timeout = 30_000) => {
    for (const deadline = Date.now() + timeout; ;) {
      if (!open.size && Date.now() - last >= 500) return;
      if (Date.now() > deadline)
        throw new Error(`${page.url()}: requests still open after ${timeout / 1000} s: ${[...open].map((r) => r.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** Lighthouse's performance category with its default mobile settings, `LH_RUNS` times; the run with the median score counts. */
async function lighthouseRuns(port, url, extraHeaders) {
  const runs = [];
  for (let i = 0; i < LH_RUNS; i++) {
    let result;
    // A trace that failed to record (NO_NAVSTART, NO_FCP on a busy machine) is Lighthouse's own hiccup: it asks for another run.
    for (let attempt = 1; ; attempt++) {
      result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders });
      if (!result.lhr.runtimeError || attempt === 3) break;
      console.error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code}, running again`);
    }
    const { audits, categories, finalDisplayedUrl, runtimeError } = result.lhr;
    // BENCH_LH_SAVE=dir keeps each run's whole report, to see what a score is made of.
    if (process.env.BENCH_LH_SAVE)
      writeFileSync(
        path.join(process.env.BENCH_LH_SAVE, `${new URL(url).pathname.split('/')[1] || 'landing'}-${i + 1}.json`),
        result.report,
      );
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse on ${url} ended on ${finalDisplayedUrl}`);
    const scripts = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
    runs.push({
      score: Math.round(categories.performance.score * 100),
      fcp: Math.round(audits['first-contentful-paint'].numericValue),
      lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      si: Math.round(audits['speed-index'].numericValue),
      scriptTransferBytes: scripts?.transferSize ?? 0,
      // Lighthouse's measure of this machine's speed during the run (it slows the CPU 4x from what it observes).
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
      failedAudits: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => a.id),
    });
  }
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { runs, median: sorted[Math.floor(sorted.length / 2)], best: sorted.at(-1) };
}

/**
 * Whether Chromium would offer to install the app from this page, asked the way Lighthouse 11's
 * installable-manifest audit asked (Lighthouse 12 has no PWA audits left): CDP's
 * Page.getInstallabilityErrors, and Page.getAppManifest for the manifest Chromium found. A fresh
 * profile of its own (no cookies; not an incognito context, which Chromium would report as
 * 'in-incognito'); the check waits until the page's service worker is active.
 */
async function installability(url) {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'fh-bench-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROME_FLAGS,
    locale: 'da-DK',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const quiet = networkQuiet(page);
    await page.goto(url, { waitUntil: 'load' });
    await quiet();
    const serviceWorker = await page.evaluate(async (ms) => {
      if (!('serviceWorker' in navigator)) return { active: false, error: 'navigator.serviceWorker is missing' };
      const timeout = new Promise((resolve) => setTimeout(() => resolve(null), ms));
      const ready = await Promise.race([navigator.serviceWorker.ready, timeout]);
      if (!ready?.active) return { active: false, error: `no service worker active within ${ms / 1000} s` };
      // 'ready' comes with the worker still 'activating' (its activate event running); wait for 'activated'.
      const worker = ready.active;
      if (worker.state !== 'activated')
        await Promise.race([
          new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve())),
          timeout,
        ]);
      if (worker.state !== 'activated')
        return { active: false, error: `the service worker is still '${worker.state}' after ${ms / 1000} s` };
      return {
        active: true,
        scriptURL: new URL(ready.active.scriptURL).pathname,
        state: ready.active.state,
        scope: new URL(ready.scope).pathname,
        controlled: !!navigator.serviceWorker.controller,
      };
    }, 30_000);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const found = await cdp.send('Page.getAppManifest');
    let raw = {};
    try {
      raw = found.data ? JSON.parse(found.data) : {};
    } catch {
      // Chromium reports the parse failure in found.errors.
    }
    // Without a manifest Chromium still answers a processed one made of defaults (display 'kUndefined').
    const processed = (found.url && found.manifest) || {};
    const manifest = {
      url: found.url || null,
      // As the manifest says them, and as Chromium resolved them.
      name: raw.name,
      short_name: raw.short_name,
      lang: raw.lang,
      start_url: raw.start_url,
      display: raw.display,
      resolved: { startUrl: processed.startUrl, scope: processed.scope, id: processed.id, display: processed.display },
      theme_color: raw.theme_color,
      background_color: raw.background_color,
      icons: (raw.icons ?? []).map((icon) => ({ src: icon.src, sizes: icon.sizes, type: icon.type, purpose: icon.purpose })),
      parseErrors: found.errors,
    };
    // What Lighthouse 11 made of the list: 'in-incognito' and 'pipeline-restarted' left out,
    // 'warn-not-offline-capable' a warning, 'scheme-not-supported-for-webapk' only with a manifest.
    const errors = [];
    const warnings = [];
    for (const e of installabilityErrors) {
      const text = e.errorId + (e.errorArguments.length ? ` (${e.errorArguments.map((a) => `${a.name}: ${a.value}`).join(', ')})` : '');
      if (e.errorId === 'in-incognito' || e.errorId === 'pipeline-restarted') continue;
      if (e.errorId === 'scheme-not-supported-for-webapk' && !manifest.url) continue;
      (e.errorId === 'warn-not-offline-capable' ? warnings : errors).push({ ...e, text });
    }
    // With no error reported, Lighthouse 11 still failed a manifest that did not parse.
    if (!errors.length)
      for (const e of found.errors.filter((x) => x.critical))
        errors.push({ errorId: 'manifest-parse-error', errorArguments: [], text: `manifest: ${e.message}` });
    return { url: new URL(url).pathname, errors, warnings, reported: installabilityErrors, serviceWorker, manifest };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
