import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import { sql } from 'kysely';
import { requestMessages } from '../shared/messages.da';
import type { Config } from './config';
import type { Database } from './db/database';
import type { AppEnv } from './http/context';
import { errorBody, onError } from './http/errors';
import { defaultHeaders, originCheck, securityHeaderList } from './http/security';
import { OWN_BODY_LIMIT } from './http/upload-body';
import { type ReadSession, sessionMiddleware } from './http/session';
import { adminRoutes } from './modules/admin/routes';
import type { AdminService } from './modules/admin/service';
import type { Auth } from './modules/auth/better-auth';
import type { AuthRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import type { SignInGuard } from './modules/auth/sign-in-guard';
import { accountRoutes } from './modules/account/routes';
import type { AccountService } from './modules/account/service';
import { billingRoutes, billingWebhookRoutes } from './modules/billing/routes';
import type { BillingService } from './modules/billing/service';
import { profileRoutes } from './modules/profiles/routes';
import type { ProfilesService } from './modules/profiles/service';
import type { Mailer } from './providers/mail/mailer';
import type { EventBus } from './events/bus';
import type { JobsRepository } from './jobs/repository';
import { eventRoutes } from './modules/events/routes';
import { jobRoutes } from './modules/jobs/routes';
import { characterRoutes } from './modules/characters/routes';
import type { CharactersService } from './modules/characters/service';
import { storyRoutes } from './modules/stories/routes';
import type { StoriesService } from './modules/stories/service';
import { cardRoutes } from './modules/cards/routes';
import type { CardsService } from './modules/cards/service';
import { fileRoutes, proxyImageRoutes } from './modules/files/routes';
import type { FilesService } from './modules/files/service';
import { speechRoutes } from './modules/speech/routes';
import { demoRoutes } from './modules/demo/routes';
import { sharedRoutes, shareRoutes } from './modules/shares/routes';
import type { SharesService } from './modules/shares/service';
import type { DemoService } from './modules/demo/service';
import { siteRoutes } from './modules/site/routes';
import type { SiteService } from './modules/site/service';
import { drawPage, type PageRenderer } from './ssr';
import { clientIp, type DrawnFor } from './http/client-ip';
import type { SpeechService } from './modules/speech/service';

/** What the routes serve, every piece built once by the composition root (services.ts). */
export interface AppDeps {
  config: Config;
  /** The health check asks it a `select 1`. */
  database: Database;
  auth: Auth;
  mailer: Mailer;
  bus: EventBus;
  jobs: JobsRepository;
  /** The accounts repository: the auth routes read reset tokens from it, the event stream whether a session still stands. */
  accounts: AuthRepository;
  /** Wrong passwords back off per account (modules/auth/sign-in-guard.ts). */
  signInGuard: SignInGuard;
  /** Who is signed in, from a request's cookie (modules/auth/session-reader.ts). */
  readSession: ReadSession;
  profiles: ProfilesService;
  admin: AdminService;
  account: AccountService;
  billing: BillingService;
  site: SiteService;
  /** Stored files and the SSRF-safe image proxy. */
  files: FilesService;
  shares: SharesService;
  characters: CharactersService;
  stories: StoriesService;
  cards: CardsService;
  /** Read-aloud: POST /api/tts. */
  speech: SpeechService;
  /** The example stories anyone may read: /api/demo. */
  demo: DemoService;
  /** Where pictures and recordings are loaded from when it is not our own origin (S3), for the CSP's img-src and media-src. */
  fileOrigin?: string;
  /** How often an idle event stream sends a heartbeat and checks its session (15 s unless given). */
  eventHeartbeatMs?: number;
  /** Folder of the built web app; served with an SPA fallback when present. */
  webDist?: string;
  /** Draws some pages (the dashboard) on the server before the browser takes over; see ssr.ts. */
  pageRenderer?: PageRenderer;
}

const SHARED_PAGE_HEADERS: [string, string][] = [
  ['X-Robots-Tag', 'noindex'],
  ['Referrer-Policy', 'no-referrer'],
];

/** The HTTP app: routes and middleware over the services it is given; it builds none itself. */
export function createApp(deps: AppDeps) {
  const { config, database, auth, mailer, bus, jobs, accounts, webDist, pageRenderer } = deps;
  const { db } = database;
  const sessionCookies = async () => {
    const { authCookies } = await auth.$context;
    return [authCookies.sessionToken.name, authCookies.sessionData.name, authCookies.dontRememberToken.name];
  };

  const limitBody = bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE'), 413) });
  // Asking a request for its body builds a whole Fetch Request in @hono/node-server; a GET has none.
  // The photo and recording uploads have their own, larger limits, kept while the body streams in (http/upload-body.ts).
  const bodyLimited = createMiddleware<AppEnv>((c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || (c.req.method === 'PUT' && OWN_BODY_LIMIT.test(c.req.path))
      ? next()
      : limitBody(c, next),
  );

  const gzip = compress();
  // Vary is named before the route answers: compress() would otherwise add it afterwards, which
  // rebuilds the whole Response for every answer.
  const compressJson = createMiddleware<AppEnv>((c, next) => {
    c.header('Vary', 'Accept-Encoding');
    return gzip(c, next);
  });

  const api = new Hono<AppEnv>()
    .get('/health', async (c) => {
      await sql`select 1`.execute(db);
      return c.json({ ok: true });
    })
    .route('/auth', authRoutes(auth, config, { mailer, guard: deps.signInGuard, accounts }))
    .route('/files', fileRoutes(deps.files))
    .route('/billing', billingWebhookRoutes(deps.billing))
    .route('/site', siteRoutes(deps.site))
    .route('/demo', demoRoutes(deps.demo, { trustedProxies: config.TRUST_PROXY }))
    .use('/shared/*', defaultHeaders(SHARED_PAGE_HEADERS))
    .route('/shared', sharedRoutes(deps.shares, { trustedProxies: config.TRUST_PROXY }))
    .use(sessionMiddleware(deps.readSession))
    .route('/me', profileRoutes(deps.profiles))
    .route('/me', accountRoutes(deps.account, { sessionCookies, trustedProxies: config.TRUST_PROXY }))
    .route('/billing', billingRoutes(deps.billing))
    .route('/admin', adminRoutes(deps.admin))
    .route('/characters', characterRoutes(deps.characters))
    .route('/stories', storyRoutes(deps.stories))
    .route('/shares', shareRoutes(deps.shares))
    .route('/cards', cardRoutes(deps.cards))
    .route('/proxy-image', proxyImageRoutes(deps.files))
    .route('/jobs', jobRoutes(jobs))
    .route('/tts', speechRoutes(deps.speech))
    .route('/events', eventRoutes(bus, jobs, { heartbeatMs: deps.eventHeartbeatMs, sessionValid: (id) => accounts.sessionStands(id) }));

  const app = new Hono<AppEnv>()
    .use(defaultHeaders(securityHeaderList({ imgOrigins: deps.fileOrigin ? [deps.fileOrigin] : [] })))
    // JSON answers are compressed as they go (gzip); the event stream, audio, pictures and files are not (their types are left out).
    .use('/api/*', compressJson)
    .use('/api/*', bodyLimited)
    .use('/api/*', originCheck(config.trustedOrigins, ['/api/billing/webhook'], OWN_BODY_LIMIT))
    // API answers are about someone's account: no shared cache or browser history keeps them,
    // unless the route says otherwise (files, pictures).
    .use('/api/*', defaultHeaders([['Cache-Control', 'private, no-store']]))
    // A shared story's page: kept out of search engines, and its address (the token) out of Referer.
    .use('/del/*', defaultHeaders(SHARED_PAGE_HEADERS))
    .route('/api', api);

  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', requestMessages.noSuchAddress), 404));
  app.onError(onError);

  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    const root = path.relative(process.cwd(), webDist) || '.';
    // Every address but '/' starts the router at once, so its page also preloads it (app.html, see vite.config.ts).
    const appHtml = existsSync(path.join(webDist, 'app.html')) ? 'app.html' : 'index.html';
    const indexHtml = readFileSync(path.join(webDist, appHtml), 'utf8');
    // The build wrote .br and .gz beside each text file (vite.config.ts); the one the browser accepts is sent.
    app.use(
      '/assets/*',
      serveStatic({ root, precompressed: true, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
    );
    // The service worker (web/sw/sw.ts) is looked at again on every visit, so a new build's app shell replaces the old one.
    app.use('/sw.js', serveStatic({ root, onFound: (_p, c) => c.header('Cache-Control', 'no-cache') }));
    app.use('*', serveStatic({ root, precompressed: true }));
    // Every other path is a route of the single-page app; some are drawn here first (the dashboard for
    // whoever is signed in, a shared story for anyone holding its link).
    app.get('*', compress(), async (c) => {
      // The page's API reads run in process for the same visitor: its cookie, and its address (rate limits, a link's openings).
      const visitor: DrawnFor = { drawnFor: clientIp(c, config.TRUST_PROXY) };
      const api = (apiPath: string, headers: Record<string, string>) => Promise.resolve(app.request(apiPath, { headers }, visitor));
      const drawn = pageRenderer ? await drawPage(pageRenderer, indexHtml, new URL(c.req.url), c.req.header('cookie'), api) : null;
      c.header('Cache-Control', drawn ? 'private, no-store' : 'no-cache');
      return c.html(drawn ?? indexHtml);
    });
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
export type ApiRoutes = App;
