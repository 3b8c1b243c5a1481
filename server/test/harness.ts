/**
 * Starts the real app over real HTTP for tests and benchmarks. No vitest imports here, so
 * bench/ can use it too; the vitest glue is in ./dialects.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import pg from 'pg';
import { keepConnectionsAlive } from '../keep-alive';
import { createServices, type Services } from '../services';
import type { PageRenderer } from '../ssr';

export type Dialect = 'sqlite' | 'postgres';

export const TEST_PASSWORD = 'hemmelig-kode-1';
export const ADMIN_EMAIL = 'admin@fh.test';
export const PG_SKIP_MESSAGE = 'PostgreSQL tests skipped: set TEST_DATABASE_URL';
/** Long enough for the config check; fixed so a restart keeps sessions valid. */
const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

export interface StartOptions {
  dialect: Dialect;
  /** SQLite: a migrated database file to copy (see global-setup.ts); without it the app migrates a new file. */
  sqliteTemplate?: string;
  /** PostgreSQL: the server to create a fresh database on; defaults to TEST_DATABASE_URL. */
  postgresUrl?: string;
  /** Extra environment for the app (wins over the defaults below). */
  env?: Record<string, string>;
  /** The built web app to serve; defaults to the project's dist/. */
  webDist?: string;
  /** Draws pages on the server (server/ssr.ts); none unless given. */
  pageRenderer?: PageRenderer;
  /** How often idle event streams send a heartbeat and check their session. */
  eventHeartbeatMs?: number;
}

export interface TestApp {
  readonly dialect: Dialect;
  /** http://localhost:<port>, also the app's APP_URL and so its only trusted origin. */
  readonly url: string;
  readonly dataDir: string;
  readonly services: Services;
  readonly db: Services['database']['db'];
  /** A client with its own cookie jar and its own client address (X-Forwarded-For). */
  client(ip?: string): Client;
  /** Stops the app and starts a new one on the same port, database and DATA_DIR. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startApp(opts: StartOptions): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fh-test-'));
  const database = await prepareDatabase(opts, dataDir);

  let services: Services | undefined;
  let server: ServerType | undefined;
  let port = 0;

  async function listen(wantedPort: number) {
    // Listen first so APP_URL can name the real port; requests wait for the services.
    let resolveReady!: (s: Services) => void;
    const ready = new Promise<Services>((resolve) => (resolveReady = resolve));
    const s = serve({ fetch: async (req, env) => (await ready).app.fetch(req, env), port: wantedPort, hostname: '127.0.0.1' });
    keepConnectionsAlive(s as Server);
    await new Promise<void>((resolve, reject) => {
      s.once('listening', resolve);
      s.once('error', reject);
    });
    port = (s.address() as AddressInfo).port;
    try {
      services = await createServices(
        {
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          APP_URL: `http://localhost:${port}`,
          LOG_LEVEL: 'silent',
          ADMIN_EMAILS: ADMIN_EMAIL,
          TRUST_PROXY: 'true',
          AUTH_SECRET,
          ...(database.url ? { DATABASE_URL: database.url } : {}),
          ...opts.env,
        },
        {
          sqliteFile: database.sqliteFile,
          webDist: opts.webDist,
          pageRenderer: opts.pageRenderer,
          eventHeartbeatMs: opts.eventHeartbeatMs,
        },
      );
    } catch (err) {
      await closeServer(s);
      throw err;
    }
    resolveReady(services);
    server = s;
  }

  async function stop() {
    if (server) await closeServer(server);
    await services?.close();
    server = undefined;
  }

  await listen(0).catch(async (err) => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  });

  let closed = false;
  const app: TestApp = {
    dialect: opts.dialect,
    get url() {
      return `http://localhost:${port}`;
    },
    dataDir,
    get services() {
      return services!;
    },
    get db() {
      return services!.database.db;
    },
    client: (ip) => new Client(app, ip ?? nextClientIp()),
    async restart() {
      await stop();
      await listen(port);
    },
    async close() {
      if (closed) return;
      closed = true;
      await stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return app;
}

function closeServer(server: ServerType) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections of the test clients would otherwise hold close() open.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

async function prepareDatabase(opts: StartOptions, dataDir: string): Promise<{ url?: string; sqliteFile?: string; drop(): Promise<void> }> {
  if (opts.dialect === 'sqlite') {
    const sqliteFile = path.join(dataDir, 'app.sqlite');
    if (opts.sqliteTemplate) copyFileSync(opts.sqliteTemplate, sqliteFile);
    return { sqliteFile, drop: async () => {} };
  }
  const serverUrl = opts.postgresUrl ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error(PG_SKIP_MESSAGE);
  const name = `fh_t_${randomBytes(6).toString('hex')}`;
  await withPg(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withPg(serverUrl, async (c) => {
        // pg's pool.end() resolves before its connections have closed; FORCE would end them
        // mid-goodbye and their error would surface in the test run. So wait for them first.
        for (let i = 0; i < 100; i++) {
          const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}

async function withPg<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Migrates a SQLite file once so every test file can start from a copy of it. */
export async function migrateSqliteTemplate(file: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fh-template-'));
  const services = await createServices(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_SECRET },
    { sqliteFile: file, pageRenderer: undefined },
  );
  await services.close();
  await rm(dataDir, { recursive: true, force: true });
  // Closing the last connection checkpoints the WAL into the file; a copy of the file alone is whole.
  if (existsSync(`${file}-wal`)) throw new Error(`${file}-wal is left after close; the template would be incomplete`);
}

let ipCounter = 0;
/** A distinct client address per simulated client, so Better Auth's per-address limits stay apart. */
export function nextClientIp() {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

let emailCounter = 0;
export function uniqueEmail(label = 'user') {
  emailCounter += 1;
  return `${label}.${emailCounter}.${randomUUID().slice(0, 8)}@fh.test`;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  setCookies: string[];
}

export interface RequestOptions {
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  /** The Origin header; defaults to the app's own origin on state-changing requests, null leaves it out. */
  origin?: string | null;
}

/** fetch with a cookie jar, like one browser on one address. */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: Pick<TestApp, 'url'>,
    readonly ip: string,
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, pathname: string, opts: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip };
    const safe = method === 'GET' || method === 'HEAD';
    const origin = opts.origin === undefined ? (safe ? null : new URL(this.app.url).origin) : opts.origin;
    if (origin) headers.origin = origin;
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    let body = opts.body;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    Object.assign(headers, opts.headers);
    const url = pathname.startsWith('http') ? pathname : `${this.app.url}${pathname}`;
    const send = () => fetch(url, { method, headers, body, redirect: 'manual' });
    // After restart() a pooled keep-alive connection to the old server is dead; one retry opens a new one.
    const res = await send().catch((err) => (err?.cause?.code === 'UND_ERR_SOCKET' ? send() : Promise.reject(err)));
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) this.store(line);
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed, text, setCookies };
  }

  get(pathname: string, opts?: RequestOptions) {
    return this.request('GET', pathname, opts);
  }
  post(pathname: string, json?: unknown, opts?: RequestOptions) {
    return this.request('POST', pathname, { json: json ?? {}, ...opts });
  }
  patch(pathname: string, json?: unknown, opts?: RequestOptions) {
    return this.request('PATCH', pathname, { json: json ?? {}, ...opts });
  }

  private store(line: string) {
    const [pair, ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const attr = (key: string) =>
      attrs
        .map((a) => a.trim())
        .find((a) => a.toLowerCase().startsWith(`${key}=`))
        ?.split('=')[1];
    const maxAge = attr('max-age');
    const expires = attr('expires');
    const gone =
      value === '' || (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
    if (gone) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

export const SESSION_COOKIE = 'better-auth.session_token';

export async function signUp(client: Client, email: string, password = TEST_PASSWORD, name?: string) {
  return client.post('/api/auth/sign-up/email', { email, password, ...(name === undefined ? {} : { name }) });
}

export async function signIn(client: Client, email: string, password = TEST_PASSWORD) {
  return client.post('/api/auth/sign-in/email', { email, password });
}

/** A new client, signed up and signed in; fails loudly when either step does not answer 200. */
export async function signedInClient(app: TestApp, email = uniqueEmail(), password = TEST_PASSWORD) {
  const client = app.client();
  const up = await signUp(client, email, password);
  if (up.status !== 200) throw new Error(`sign-up of ${email} answered ${up.status}: ${up.text}`);
  const inn = await signIn(client, email, password);
  if (inn.status !== 200) throw new Error(`sign-in of ${email} answered ${inn.status}: ${inn.text}`);
  return Object.assign(client, { email, userId: inn.body.user.id as string });
}

/**
 * The ADMIN_EMAILS account, signed in: signed up, its password set through the link the server
 * sent to the outbox (only that makes a listed address admin), then signed in.
 */
export async function signedInAdmin(app: TestApp, email = ADMIN_EMAIL) {
  const client = app.client();
  const up = await signUp(client, email);
  if (up.status !== 200) throw new Error(`sign-up of ${email} answered ${up.status}: ${up.text}`);
  const set = await setPasswordThroughLink(client, linkIn(await waitForMail(app, email, /administrator/)));
  if (set.status !== 200) throw new Error(`setting the password of ${email} answered ${set.status}: ${set.text}`);
  const inn = await signIn(client, email);
  if (inn.status !== 200) throw new Error(`sign-in of ${email} answered ${inn.status}: ${inn.text}`);
  return Object.assign(client, { email, userId: inn.body.user.id as string });
}

/** Opens a reset (or admin set-password) link as a browser would, and sets `password` on the page it leads to. */
export async function setPasswordThroughLink(client: Client, link: string, password = TEST_PASSWORD) {
  const opened = await client.get(link.replace(/^https?:\/\/[^/]+/, ''));
  const token = new URL(opened.headers.get('location') ?? '', 'http://x').searchParams.get('token');
  if (!token) throw new Error(`the link ${link} led to ${opened.status} ${opened.headers.get('location')}, without a token`);
  return client.post('/api/auth/reset-password', { token, newPassword: password });
}

export interface OutboxMail {
  file: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  sentAt: string;
}

/** Every mail the outbox mailer wrote, oldest first. */
export async function readOutbox(app: Pick<TestApp, 'dataDir'>): Promise<OutboxMail[]> {
  const dir = path.join(app.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => ({ file: f, ...JSON.parse(await readFile(path.join(dir, f), 'utf8')) })));
}

/** Waits for a mail to `to` (some mails are sent after the answer). */
export async function waitForMail(app: Pick<TestApp, 'dataDir'>, to: string, subject?: RegExp, timeoutMs = 5000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(app)).filter((m) => m.to === to && (!subject || subject.test(m.subject))).at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The first link in a mail's text. */
export function linkIn(mail: OutboxMail): string {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return match[0];
}

/**
 * Inserts users and profiles straight into the database (no password, so no hashing),
 * for tests that need many accounts. created_at steps back a minute per user from `newest`.
 */
export async function seedUsers(app: TestApp, count: number, opts: { emailPrefix: string; newest?: Date }) {
  const newest = opts.newest ?? new Date('2024-01-01T12:00:00.000Z');
  const users = Array.from({ length: count }, (_, i) => {
    const at = new Date(newest.getTime() - i * 60_000).toISOString();
    return { id: randomUUID(), email: `${opts.emailPrefix}${String(i).padStart(3, '0')}@fh.test`, at };
  });
  await app.db.transaction().execute(async (trx) => {
    for (const u of users) {
      await trx
        .insertInto('user')
        .values({
          id: u.id,
          name: '',
          email: u.email,
          emailVerified: app.dialect === 'sqlite' ? 0 : false,
          image: null,
          createdAt: u.at,
          updatedAt: u.at,
        })
        .execute();
      await trx
        .insertInto('profiles')
        .values({ id: u.id, email: u.email, full_name: null, role: 'user', story_count: 0, card_count: 0, created_at: u.at })
        .execute();
    }
  });
  return users;
}
