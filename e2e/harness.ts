import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import type { Me } from '../shared/api-types';

/**
 * Starts the real, built app (server + web) as a child process on a free port with a fresh
 * data folder, and Debian's Chromium through playwright-core. The build itself is done by
 * the test script before the journeys run; the server is the one `npm start` runs in
 * production (dist-server/main.mjs), started with plain node.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ADMIN_EMAIL = 'admin@fortaellehuset.test';
export const PASSWORD = 'rolig-kat-2026';

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  /** What the server printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Variables the harness sets itself, or that would point the app at real services (the journeys run offline). */
const outsideServices =
  /^(DATABASE_URL|SMTP_URL|OPENAI_|REPLICATE_|GOOGLE_TTS_|S3_|STRIPE_|AUTH_SECRET|APP_URL|PORT|HOST|DATA_DIR|ADMIN_EMAILS|LOG_LEVEL|NODE_ENV|VITEST)/;

export async function startApp(extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  if (!existsSync(path.join(repoRoot, 'dist', 'index.html'))) {
    throw new Error('The web app is not built (dist/index.html is missing): run `npm run build` before the e2e tests.');
  }
  if (!existsSync(path.join(repoRoot, 'dist-ssr', 'entry-server.js'))) {
    throw new Error('The server renderer is not built (dist-ssr/entry-server.js is missing): run `npm run build` before the e2e tests.');
  }
  if (!existsSync(path.join(repoRoot, 'dist-server', 'main.mjs'))) {
    throw new Error('The server is not built (dist-server/main.mjs is missing): run `npm run build` before the e2e tests.');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fh-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && !outsideServices.test(key)) env[key] = value;
  Object.assign(env, {
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: baseUrl,
    ADMIN_EMAILS: ADMIN_EMAIL,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });

  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', path.join('dist-server', 'main.mjs')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      exited = code;
      resolve();
    }),
  );

  const stop = async () => {
    if (exited === undefined) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited !== undefined) {
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`The app stopped during start (exit code ${exited}):\n${log}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app did not answer /api/health within 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, dataDir, output: () => log, stop };
}

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium was not found at ${CHROMIUM_PATH}. Install it with \`apt-get install chromium\` (Debian).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', ...extraArgs],
  });
}

export interface Harness {
  app: RunningApp;
  browser: Browser;
  /** A fresh browser profile (own cookies and storage) on the app. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  newPage(options?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

/** `browserArgs`: Chromium switches for this harness's browser (a fake microphone, say). */
export async function startHarness(extraEnv: Record<string, string> = {}, opts: { browserArgs?: string[] } = {}): Promise<Harness> {
  const app = await startApp(extraEnv);
  let browser: Browser;
  try {
    browser = await launchBrowser(opts.browserArgs);
  } catch (err) {
    await app.stop();
    throw err;
  }
  const contexts: BrowserContext[] = [];
  const newContext = async (options: BrowserContextOptions = {}) => {
    // The service worker is left out unless a test asks for it (offline.e2e.test.ts): requests it answers
    // are not seen by page.route(), which several tests use to make the server fail on purpose.
    // E2E_SERVICE_WORKERS=allow runs every journey with it (those tests aside), to see it changes nothing else.
    const serviceWorkers = process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block';
    const context = await browser.newContext({
      baseURL: app.baseUrl,
      locale: 'da-DK',
      viewport: { width: 1280, height: 860 },
      serviceWorkers,
      ...options,
    });
    contexts.push(context);
    return context;
  };
  return {
    app,
    browser,
    newContext,
    newPage: async (options) => (await newContext(options)).newPage(),
    close: async () => {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await app.stop();
    },
  };
}

let counter = 0;
/** A new address for each account a test makes. */
export const uniqueEmail = (name = 'bruger') => `${name}.${Date.now().toString(36)}${(counter++).toString(36)}@example.dk`;

/** State-changing API calls need a JSON body and our Origin, as a browser would send them. */
function postJson(request: APIRequestContext, baseUrl: string, urlPath: string, data: unknown) {
  return request.post(`${baseUrl}${urlPath}`, { data, headers: { Origin: baseUrl, 'Content-Type': 'application/json' } });
}

export async function registerViaApi(request: APIRequestContext, baseUrl: string, email: string, password = PASSWORD) {
  const response = await postJson(request, baseUrl, '/api/auth/sign-up/email', { email, password });
  if (!response.ok()) throw new Error(`sign-up of ${email} failed: ${response.status()} ${await response.text()}`);
}

/** Registers the ADMIN_EMAILS address and sets its password through the link the server wrote to the outbox: only then is it admin. */
export async function registerAdminViaApi(request: APIRequestContext, app: { baseUrl: string; dataDir: string }, email = ADMIN_EMAIL) {
  await registerViaApi(request, app.baseUrl, email);
  const mail = await newestMail(app.dataDir, email);
  const link = mail.text.match(/https?:\/\/\S+reset-password\S+/)?.[0];
  if (!link) throw new Error(`no set-password link in the mail to ${email}`);
  // Opened outside the browser context, as the mailbox's owner would; the link itself signs no one in.
  const opened = await fetch(link, { redirect: 'manual' });
  const token = new URL(opened.headers.get('location') ?? '', app.baseUrl).searchParams.get('token');
  if (!token) throw new Error(`the set-password link of ${email} did not lead to a token: ${opened.status}`);
  const set = await postJson(request, app.baseUrl, '/api/auth/reset-password', { token, newPassword: PASSWORD });
  if (!set.ok()) throw new Error(`setting the password of ${email} failed: ${set.status()} ${await set.text()}`);
}

/** Signs in through the API; the cookie lands in the context the request belongs to. */
export async function signInViaApi(request: APIRequestContext, baseUrl: string, email: string, password = PASSWORD) {
  return postJson(request, baseUrl, '/api/auth/sign-in/email', { email, password });
}

export async function signInViaUi(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Adgangskode', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log ind', exact: true }).last().click();
  await page.waitForURL('**/dashboard');
}

/** Creates an account through the 'Opret konto' mode of the login screen. */
export async function registerViaUi(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Opret konto', exact: true }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Adgangskode', { exact: true }).fill(password);
  await page.getByLabel('Bekræft adgangskode').fill(password);
  await page.getByRole('button', { name: 'Opret konto', exact: true }).last().click();
}

export async function meOf(request: APIRequestContext, baseUrl: string): Promise<Me | null> {
  const response = await request.get(`${baseUrl}/api/me`);
  return response.status() === 401 ? null : ((await response.json()) as Me);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  sentAt: string;
}

/** The newest mail in the outbox (optionally to one address), waiting a little for it. */
export async function newestMail(dataDir: string, to?: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(dir) ? (await readdir(dir)).filter((f) => f.endsWith('.json')).sort() : [];
    for (const file of files.reverse()) {
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxMail;
      if (!to || mail.to.toLowerCase() === to.toLowerCase()) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail${to ? ` to ${to}` : ''} in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link in a mail's text. */
export function linkIn(mail: OutboxMail): string {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in the mail '${mail.subject}'`);
  return match[0];
}

/** Waits until the locator shows (Playwright's own `expect` is not part of playwright-core). */
export async function visible(locator: Locator, timeout = 10_000) {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/** A sonner toast with this text. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
