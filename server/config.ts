import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { STORY_PAGES_MAX, STORY_PAGES_MIN } from '../shared/constants';
import { TRIAL_DAYS } from '../shared/constants';

/**
 * The one place that reads process.env. Every variable is optional; a bad value stops the
 * server with a list of every problem.
 */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

export const configSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('production')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  APP_URL: optionalUrl,
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave unset for SQLite)')
      .optional(),
  ),
  ADMIN_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
  ),
  /** How many proxies of ours stand in front (X-Forwarded-For entries to trust from the right); 'true' is 1, 'false' 0. */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('0')
      .transform((v) => (v === 'true' ? '1' : v === 'false' ? '0' : v))
      .pipe(z.string().regex(/^\d{1,2}$/, 'must be false, true or a number of proxies (0, 1, 2, ...)'))
      .transform(Number),
  ),
  AUTH_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  ),
  JOB_LEASE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0.2).max(3600).default(30)),
  JOB_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(32).default(2)),
  IMAGE_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(16).default(5)),
  /** Pages a generated story has; an edited story keeps within the same 2-10 (shared/constants.ts). */
  SCENE_COUNT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(STORY_PAGES_MIN).max(STORY_PAGES_MAX).default(4)),
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Fortællehuset <noreply@localhost>')),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.openai.com/v1')),
  OPENAI_TEXT_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-4o-mini')),
  OPENAI_IMAGE_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-image-1')),
  REPLICATE_API_TOKEN: optionalString,
  REPLICATE_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.replicate.com/v1')),
  REPLICATE_MODEL: z.preprocess(emptyToUndefined, z.string().default('black-forest-labs/flux-kontext-pro')),
  /** offline | replicate | openai; unset: replicate if its token is set, else openai if its key is set, else offline. */
  IMAGE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['offline', 'replicate', 'openai']).optional()),
  /** Extra hosts (comma list; '*.example.com' for subdomains) images may be fetched from, besides the providers'. */
  PROXY_ALLOWED_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
  ),
  GOOGLE_TTS_API_KEY: optionalString,
  GOOGLE_TTS_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://texttospeech.googleapis.com/v1')),
  /** Worker threads of the offline speech engine (eSpeak NG), each synthesizing one sentence at a time. */
  SPEECH_WORKERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(8).default(1)),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID: optionalString,
  /** Where the Stripe client sends its requests (a local stand-in in tests); Stripe's own API when unset. */
  STRIPE_API_BASE: optionalUrl,
  /** Free days a first Premium subscription starts with, through Checkout (0: no trial). */
  STRIPE_TRIAL_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(730).default(TRIAL_DAYS)),
  /** The address users write to (the footer, the privacy and terms pages, the way to unlimited access without payments). */
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an email address').optional()),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends Omit<RawConfig, 'AUTH_SECRET' | 'APP_URL'> {
  APP_URL: string;
  AUTH_SECRET: string;
  /** Origins allowed to send state-changing requests. */
  trustedOrigins: string[];
  dataDir: string;
  smtpEnabled: boolean;
  paymentsEnabled: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the secret from DATA_DIR, creating it the first time, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const raw = parsed.data;
  const problems: string[] = [];
  const s3Keys = [raw.S3_BUCKET, raw.S3_ACCESS_KEY_ID, raw.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    problems.push('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const stripeKeys = [raw.STRIPE_SECRET_KEY, raw.STRIPE_WEBHOOK_SECRET, raw.STRIPE_PRICE_ID];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    problems.push('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID must be set together');
  }
  if (raw.IMAGE_PROVIDER === 'replicate' && !raw.REPLICATE_API_TOKEN) problems.push('IMAGE_PROVIDER=replicate needs REPLICATE_API_TOKEN');
  if (raw.IMAGE_PROVIDER === 'openai' && !raw.OPENAI_API_KEY) problems.push('IMAGE_PROVIDER=openai needs OPENAI_API_KEY');
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(raw.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  const trustedOrigins = [new URL(appUrl).origin];
  if (!raw.APP_URL) trustedOrigins.push(`http://127.0.0.1:${raw.PORT}`);

  return {
    ...raw,
    APP_URL: appUrl,
    AUTH_SECRET: raw.AUTH_SECRET ?? persistentSecret(dataDir),
    trustedOrigins,
    dataDir,
    smtpEnabled: Boolean(raw.SMTP_URL),
    paymentsEnabled: Boolean(raw.STRIPE_SECRET_KEY),
  };
}
