import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateApp } from './db/migrations';
import { setLogLevel } from './logger';
import { type EventBus, localEventBus, postgresEventBus } from './events/bus';
import { jobsRepository } from './jobs/repository';
import { createJobRunner, FINISHED_JOB_RETENTION_SECONDS } from './jobs/runner';
import { createAuth, migrateAuth } from './modules/auth/better-auth';
import { authRepository } from './modules/auth/repository';
import { sessionReader } from './modules/auth/session-reader';
import { signInGuard } from './modules/auth/sign-in-guard';
import { dbRateLimiter } from './http/rate-limit';
import { recipientCappedMailer } from './modules/auth/mail-cap';
import { outboxMailer, smtpMailer } from './providers/mail/mailer';
import { AVATAR_CANDIDATE_TTL_SECONDS, SIGNED_URL_SECONDS } from '../shared/constants';
import { logger } from './logger';
import { accountRepository } from './modules/account/repository';
import { accountService } from './modules/account/service';
import { adminRepository } from './modules/admin/repository';
import { adminService } from './modules/admin/service';
import { billingRepository } from './modules/billing/repository';
import { billingService } from './modules/billing/service';
import { charactersRepository } from './modules/characters/repository';
import { charactersService } from './modules/characters/service';
import { filesService } from './modules/files/service';
import { profilesRepository } from './modules/profiles/repository';
import { profilesService } from './modules/profiles/service';
import { sharesRepository } from './modules/shares/repository';
import { sharesService } from './modules/shares/service';
import { siteService } from './modules/site/service';
import { providerImageHosts } from './providers/images/create-image-provider';
import { figureAvatars } from './providers/images/figure-avatars';
import { createIllustrators } from './providers/images/illustrator';
import { IMAGE_LIMITS, imagePipeline } from './providers/images/pipeline';
import { cardWithWord } from './providers/images/word-card';
import { hostMatcher, safeFetcher } from './providers/net/safe-fetch';
import { createPayments } from './providers/payments/create-payments';
import { createStorage, storageOrigin } from './providers/storage/create-storage';
import { fileSigner } from './providers/storage/url-signing';
import { storyPictures } from './modules/generation/pictures';
import { STORY_JOB, storyJobHandler } from './modules/generation/story-job';
import { SCENE_IMAGE_JOB, sceneImageJobHandler } from './modules/generation/scene-image-job';
import { recheckStories, storyCheckColumns } from './modules/stories/check';
import { storiesRepository } from './modules/stories/repository';
import { storiesService } from './modules/stories/service';
import { cardPictures } from './modules/cards/pictures';
import { cardsRepository } from './modules/cards/repository';
import { cardsService } from './modules/cards/service';
import { openAiTextProvider } from './providers/text/openai';
import { offlineTextProvider } from './providers/text/offline';
import type { TextProvider } from './providers/text/port';
import { createSpeechProvider } from './providers/speech/create-speech-provider';
import { speechCacheRepository } from './modules/speech/repository';
import { speechService } from './modules/speech/service';
import { loadPageRenderer, type PageRenderer } from './ssr';
import { demoService } from './modules/demo/service';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The built server (dist-server/main.mjs) reads the examples its build drew beside it; the sources
 * (tests, `npm run dev`) draw them, so an older build never stands in for changed code.
 */
const builtExamples =
  path.basename(path.dirname(fileURLToPath(import.meta.url))) === 'dist-server'
    ? path.join(projectRoot, 'dist-server', 'examples')
    : undefined;

/**
 * The composition root: config -> db -> repositories -> providers -> services -> app. Every
 * repository, provider and service is built once, here; `createApp` only wires them to HTTP routes.
 * Tests call this with their own environment.
 */
export async function createServices(
  env: Record<string, string | undefined> = process.env,
  overrides: { sqliteFile?: string; webDist?: string; pageRenderer?: PageRenderer; eventHeartbeatMs?: number } = {},
) {
  const config: Config = loadConfig(env);
  setLogLevel(config.LOG_LEVEL);
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, sqliteFile: overrides.sqliteFile });
  const { db, dialect } = database;

  // Repositories more than one piece uses; the others are built where their one service is.
  const accounts = authRepository(db);
  const profilesRepo = profilesRepository(db);
  const jobs = jobsRepository(db, dialect);
  const storyRepo = storiesRepository(db, dialect);

  const limiter = dbRateLimiter(db);
  const deliver = config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : outboxMailer(path.join(config.dataDir, 'outbox'), config.MAIL_FROM);
  const mailer = recipientCappedMailer(deliver, limiter);
  const auth = createAuth(config, database, mailer, { accounts, profiles: profilesRepo });
  await migrateAuth(auth);
  await migrateApp(db, dialect);
  await auth.admins.reconcile();
  const guard = signInGuard(accounts);

  // Providers: every one built once; the modules only see their ports.
  const signer = fileSigner(config.AUTH_SECRET);
  const storage = createStorage(config, signer);
  const illustrators = createIllustrators(config);
  const fetchRemote = safeFetcher({
    isAllowedHost: hostMatcher(providerImageHosts(config)),
    maxBytes: IMAGE_LIMITS.maxBytes,
    timeoutMs: IMAGE_LIMITS.fetchTimeoutMs,
  });
  const images = imagePipeline({ storage, fetchRemote });
  const offlineText = offlineTextProvider();
  const text: TextProvider = config.OPENAI_API_KEY
    ? openAiTextProvider({ apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_TEXT_MODEL })
    : offlineText;
  const speechProvider = createSpeechProvider(config);
  const payments = createPayments(config);
  const bus: EventBus = config.DATABASE_URL ? await postgresEventBus(config.DATABASE_URL) : localEventBus();

  const characters = charactersService({ repo: charactersRepository(db), storage, images, illustrator: illustrators.main, limiter });
  const runner = createJobRunner(db, jobs, bus, {
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
    concurrency: config.JOB_CONCURRENCY,
    pollMs: Math.min(1000, config.JOB_LEASE_SECONDS * 250),
  });
  // Housekeeping at start and every hour: unchosen avatar candidates, finished jobs, ended limit windows.
  const sweep = async () => {
    const steps: [string, () => Promise<unknown>][] = [
      ['avatar candidates', () => characters.sweepCandidates()],
      ['finished jobs', () => jobs.pruneFinished(new Date(Date.now() - FINISHED_JOB_RETENTION_SECONDS * 1000).toISOString())],
      ['rate limits', () => limiter.sweep()],
      ['sign-in back-off', () => guard.sweep()],
    ];
    for (const [what, step] of steps) await step().catch((err) => logger.warn({ err }, `${what} sweep failed`));
  };
  await sweep();
  const candidateSweep = setInterval(() => void sweep(), Math.min(3600, AVATAR_CANDIDATE_TTL_SECONDS) * 1000);
  candidateSweep.unref();
  const pictures = storyPictures({ illustrator: illustrators.main, pipeline: images, storage, figures: figureAvatars });
  const storyRows = { ...storyRepo, checkColumns: storyCheckColumns };
  runner.register(STORY_JOB, storyJobHandler({ text, pictures, stories: storyRows, imageConcurrency: config.IMAGE_CONCURRENCY }));
  runner.register(SCENE_IMAGE_JOB, sceneImageJobHandler({ text, pictures, stories: storyRows }));
  const cards = cardsService({
    db,
    repo: cardsRepository(db),
    storage,
    images,
    pictures: cardPictures(illustrators, text.translateForPicture?.bind(text)),
    childNames: (userId) => characters.names(userId),
    character: (userId, id) => characters.snapshot(userId, id),
    withWord: cardWithWord,
  });
  const stories = storiesService({
    db,
    stories: storyRepo,
    jobs,
    storage,
    sceneCount: config.SCENE_COUNT,
    characterSnapshot: (userId, id) => characters.snapshot(userId, id),
    kick: () => runner.kick(),
    // 'Genererede billeder' on the dashboard counts cards too.
    otherImageCount: (userId) => cards.count(userId),
    limiter,
    recordingUrl: (key) => signer.url(key, SIGNED_URL_SECONDS),
  });
  const speech = speechService({ repo: speechCacheRepository(db), storage, provider: speechProvider, limiter, secret: config.AUTH_SECRET });
  const demo = demoService({
    writer: offlineText,
    illustrator: illustrators.offline,
    normalize: images.normalize,
    speech: speechProvider,
    storage,
    limiter,
    prebuilt: builtExamples,
  });
  const profiles = profilesService(profilesRepo, { paymentsEnabled: config.paymentsEnabled });
  // The user's open pages re-read their entitlements when an admin changes their role.
  const admin = adminService(adminRepository(db), { onRoleChanged: (userId) => bus.publish(userId, { type: 'profile' }) });
  const files = filesService({ storage, signer, fetchRemote });
  const billing = billingService({
    repo: billingRepository(db, dialect),
    payments,
    bus,
    appUrl: config.APP_URL,
    trialDays: config.STRIPE_TRIAL_DAYS,
  });
  const site = siteService({ config, offer: () => billing.offer() });
  const shares = sharesService({ repo: sharesRepository(db), storage, speech, limiter, appUrl: config.APP_URL });
  const account = accountService({
    repo: accountRepository(db),
    storage,
    bus,
    verifyPassword: async (hash, password) => (await auth.$context).password.verify({ hash, password }),
    cancelSubscription: (userId) => billing.cancelFor(userId),
    limiter,
    shares: (userId) => shares.exported(userId),
  });

  // The shared read-aloud cache of earlier versions: its rows went with migration 0062, its files go here.
  // Stories checked by an older Historietjek (or before 0050) are checked again, in the background.
  void recheckStories(storyRepo)
    .then((n) => n && logger.info({ stories: n }, 'Historietjek: checked older stories again'))
    .catch((err) => logger.warn({ err }, 'could not check older stories again'));
  void speech.removeSharedAudio().catch((err) => logger.warn({ err }, 'could not remove the shared read-aloud files'));
  // The server's renderer is the one the web build wrote next to dist/; tests bring their own or none.
  const pageRenderer =
    'pageRenderer' in overrides ? overrides.pageRenderer : await loadPageRenderer(path.join(projectRoot, 'dist-ssr'), config.NODE_ENV);
  const webDist = overrides.webDist ?? path.join(projectRoot, 'dist');
  const app = createApp({
    config,
    database,
    auth,
    mailer,
    bus,
    jobs,
    accounts,
    signInGuard: guard,
    readSession: sessionReader(auth, accounts),
    profiles,
    admin,
    account,
    billing,
    site,
    files,
    shares,
    characters,
    stories,
    cards,
    speech,
    demo,
    fileOrigin: storageOrigin(config),
    webDist,
    pageRenderer,
    eventHeartbeatMs: overrides.eventHeartbeatMs,
  });
  const close = async () => {
    clearInterval(candidateSweep);
    await runner.stop({ abort: true });
    // Mails an auth request started after its answer (modules/auth/better-auth.ts) are sent before the database closes.
    await auth.tasks.settle();
    await bus.close();
    await speechProvider.close();
    await database.close();
  };
  return {
    config,
    database,
    mailer,
    auth,
    app,
    limiter,
    storage,
    images,
    illustrators,
    text,
    pictures,
    characters,
    stories,
    cards,
    bus,
    jobs,
    runner,
    close,
    speech,
    speechProvider,
    demo,
    profiles,
    admin,
    account,
    billing,
    site,
    files,
    shares,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
