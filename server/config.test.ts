import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fh-config-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('runs offline with an empty environment: SQLite, outbox, port 3000, no payments', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      smtpEnabled: false,
      paymentsEnabled: false,
      SCENE_COUNT: 4,
      ADMIN_EMAILS: [],
      TRUST_PROXY: 0,
      AUTH_RATE_LIMIT: true,
      LOG_LEVEL: 'info',
      dataDir,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('reads TRUST_PROXY as the number of proxies in front: true is one, false none', () => {
    const hops = (v: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: v }).TRUST_PROXY;
    expect([hops('false'), hops('true'), hops('0'), hops('2')]).toEqual([0, 1, 0, 2]);
    expect(problemsOf({ DATA_DIR: dataDir, TRUST_PROXY: 'yes' })).toEqual([
      'TRUST_PROXY: must be false, true or a number of proxies (0, 1, 2, ...)',
    ]);
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '', APP_URL: ' ', SCENE_COUNT: '' });
    expect(config).toMatchObject({ PORT: 3000, APP_URL: 'http://localhost:3000', SCENE_COUNT: 4 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('uses ./data when DATA_DIR is unset', () => {
    const cwd = process.cwd();
    process.chdir(dataDir);
    try {
      expect(loadConfig({ AUTH_SECRET: 'x'.repeat(32) }).dataDir).toBe(path.join(dataDir, 'data'));
      expect(existsSync(path.join(dataDir, 'data'))).toBe(true);
    } finally {
      process.chdir(cwd);
    }
  });

  it('generates an auth secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).AUTH_SECRET).toBe(first);
  });

  it('does not write a secret file when AUTH_SECRET is given', () => {
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 's'.repeat(40) }).AUTH_SECRET).toBe('s'.repeat(40));
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
  });

  it('trusts only the APP_URL origin when it is set, without a trailing slash', () => {
    const config = loadConfig({ DATA_DIR: dataDir, APP_URL: 'https://historier.example.dk/' });
    expect(config.APP_URL).toBe('https://historier.example.dk');
    expect(config.trustedOrigins).toEqual(['https://historier.example.dk']);
  });

  it('reads admin emails as a trimmed, lower-case list', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: ' Anna@Example.dk, ,bo@example.dk ' }).ADMIN_EMAILS).toEqual([
      'anna@example.dk',
      'bo@example.dk',
    ]);
  });

  it('switches mail and payments on when their keys are set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://localhost:2525',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_ID: 'price_1',
    });
    expect(config).toMatchObject({ smtpEnabled: true, paymentsEnabled: true });
  });

  it('reads the contact address and the trial length, 14 days unless set', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir });
    expect(defaults.STRIPE_TRIAL_DAYS).toBe(14);
    expect(defaults.CONTACT_EMAIL).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, CONTACT_EMAIL: 'hej@fortaellehuset.dk', STRIPE_TRIAL_DAYS: '0' })).toMatchObject({
      CONTACT_EMAIL: 'hej@fortaellehuset.dk',
      STRIPE_TRIAL_DAYS: 0,
    });
    expect(
      problemsOf({ CONTACT_EMAIL: 'hej', STRIPE_TRIAL_DAYS: '-3' })
        .map((p) => p.split(':')[0])
        .sort(),
    ).toEqual(['CONTACT_EMAIL', 'STRIPE_TRIAL_DAYS']);
  });

  it('lists every bad value together', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short', SCENE_COUNT: '99', LOG_LEVEL: 'loud' });
    const keys = problems.map((p) => p.split(':')[0]);
    expect(keys).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'AUTH_SECRET', 'SCENE_COUNT', 'LOG_LEVEL']));
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toContain('must be a postgres:// URL');
  });

  it('prints the whole list in its message', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '-1', APP_URL: 'not a url' })).toThrow(
      /Invalid configuration:\n {2}- (PORT|APP_URL).*\n {2}- (PORT|APP_URL)/,
    );
  });

  it('wants the S3 keys together', () => {
    expect(problemsOf({ S3_BUCKET: 'stories' })).toEqual(['S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together']);
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).not.toThrow();
  });

  it('wants the Stripe keys together, and reports S3 and Stripe at once', () => {
    const problems = problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1', S3_SECRET_ACCESS_KEY: 's' });
    expect(problems).toEqual([
      'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID must be set together',
    ]);
  });
});
