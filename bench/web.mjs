/**
 * What the browser downloads and how fast the pages feel: the JavaScript the landing page and the
 * dashboard load (gzip), and Lighthouse's performance score for both (mobile, Chromium).
 * Writes bench/results/web.json.
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
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS });
  const phone = { ...devices['Moto G4'], locale: 'da-DK' };

  const landing = await pageLoad(browser, `${server.url}/`, phone);
  const dashboard = await pageLoad(browser, `${server.url}/dashboard`, phone, session.cookie, async (page) => {
    await page.getByRole('heading', { name: /Velkommen tilbage/ }).waitFor();
  });
  // The dashboard and the list show thumbnails; the reader and "Rediger billede" open the full picture.
  const thumbnails = {
    dashboard: dashboard.pictures,
    stories: (await pageLoad(browser, `${server.url}/stories`, phone, session.cookie, (page) => page.getByRole('heading', { name: 'Mine historier', level: 1 }).waitFor())).pictures,
  };
  for (const [where, pictures] of Object.entries(thumbnails)) {
    const full = pictures.filter((p) => !p.thumbnail);
    if (!pictures.length) throw new Error(`${where}: no story pictures shown`);
    if (full.length) throw new Error(`${where} shows full pictures instead of thumbnails: ${full.map((p) => p.src).join(', ')}`);
  }

  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
  landing.lighthouse = await lighthouseRuns(chrome.port, `${server.url}/`);
  dashboard.lighthouse = await lighthouseRuns(chrome.port, `${server.url}/dashboard`, { Cookie: session.cookie });

  const pages = { landing, dashboard };
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(`load average at the start: ${loadAtStart.toFixed(1)}, Lighthouse runs: ${LH_RUNS} a page (the run with the median score shown)`);
  console.log('| page | script files | JavaScript (raw) | JavaScript (gzip) | sent by the server | Lighthouse (median) | FCP | LCP | TBT | CLS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, p] of Object.entries(pages)) {
    const m = p.lighthouse.median;
    console.log(
      `| ${name} | ${p.scripts.length} | ${kb(p.js.raw)} KB | **${kb(p.js.gzip)} KB** | ${kb(p.js.sent)} KB (${p.js.encodings.join(', ')}) | **${m.score}** (${p.lighthouse.runs.map((r) => r.score).join(', ')}) | ${m.fcp} ms | ${m.lcp} ms | ${m.tbt} ms | ${m.cls} |`,
    );
  }
  for (const [where, pictures] of Object.entries(thumbnails)) {
    console.log(`${where}: ${pictures.length} story pictures, all thumbnails (${pictures.map((p) => `${p.naturalWidth}x${p.naturalHeight}, ${kb(p.bytes)} KB`).join('; ')})`);
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
      },
      null,
      2,
    ),
  );
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
  const outside = /^(DATABASE_URL|SMTP_URL|OPENAI_|REPLICATE_|GOOGLE_TTS_|S3_|STRIPE_|AUTH_SECRET|APP_URL|PORT|HOST|DATA_DIR|ADMIN_EMAILS|LOG_LEVEL|NODE_ENV|VITEST)/;
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
  for (const deadline = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null) throw new Error(`the app stopped during start:\n${log}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
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
  const character = await call('POST', '/api/characters', { ...look, name: 'Emil', characteristics: 'rolig, glad for tog', avatar: images[0].id });
  const titles = ['Emil skal til tandlæge', 'Emil tager bussen', 'Emil i svømmehallen', 'Emil hos frisøren', 'Emil til fødselsdag'];
  for (let i = 0; i < STORIES; i++) {
    const { jobId } = await call('POST', '/api/stories/generate', {
      characterId: character.id,
      title: titles[i % titles.length],
      description: 'Emil skal prøve noget nyt. Han vil gerne vide, hvad der skal ske, og hvad han kan gøre, hvis det bliver svært.',
    });
    for (const deadline = Date.now() + 120_000; ; ) {
      const job = await call('GET', `/api/jobs/${jobId}`);
      if (job.status === 'succeeded') break;
      if (job.status === 'failed' || Date.now() > deadline) throw new Error(`story ${i + 1} was not generated: ${JSON.stringify(job)}\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return { cookie };
}

/**
 * Loads one page in a fresh browser profile and records every script it loads: the bytes as
 * built (raw), gzipped at level 9, and what the server sent (its Content-Encoding). Also lists the
 * story pictures shown in the page, with whether each is a thumbnail.
 */
async function pageLoad(browser, url, options, cookie, ready) {
  const context = await browser.newContext(options);
  if (cookie) {
    await context.addCookies(cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    }));
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
    if (type === 'image') pending.push(response.body().then((b) => void images.set(response.url(), b.length), () => undefined));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (ready) await ready(page);
  await page.waitForLoadState('networkidle');
  // Lazy pictures below the fold load when scrolled to.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.querySelectorAll('main img')].every((img) => img.complete));
  const shown = await page.$$eval('main img[src*="/api/files/"]', (imgs) =>
    imgs.map((img) => ({ src: img.getAttribute('src'), naturalWidth: img.naturalWidth, naturalHeight: img.naturalHeight, shownWidth: img.clientWidth })),
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
    if (process.env.BENCH_LH_SAVE) writeFileSync(path.join(process.env.BENCH_LH_SAVE, `${new URL(url).pathname.slice(1) || 'landing'}-${i + 1}.json`), result.report);
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended on ${finalDisplayedUrl}`);
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
