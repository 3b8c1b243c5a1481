/**
 * Sign-up with real mail (bench/mail.mjs): the app with SMTP_URL pointing at MailDev, on SQLite and
 * PostgreSQL; BENCH_SIGN_UPS sign-ups one after the other, each timed until its answer and until its
 * verification mail is in MailDev; then as many reset requests. Prints one line of JSON.
 */
import { performance } from 'node:perf_hooks';
import { type Dialect, migrateSqliteTemplate, signUp, startApp, uniqueEmail } from '../server/test/harness';
import { startMailDev } from '../server/test/maildev';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';

const count = Number(process.env.BENCH_SIGN_UPS ?? 20);
const dialects = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',') as Dialect[];
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A sign-up that takes longer than this is a failure, not a figure (it used to never answer). */
const TIMEOUT_MS = 30_000;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]);
};
const summary = (xs: number[]) => ({ p50: quantile(xs, 0.5), p95: quantile(xs, 0.95), max: Math.round(Math.max(...xs)) });

async function timed<T>(what: string, p: Promise<T>) {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)),
      ),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const maildev = await startMailDev();
const templateDir = await mkdtemp(path.join(os.tmpdir(), 'fh-bench-mail-'));
const template = path.join(templateDir, 'template.sqlite');
await migrateSqliteTemplate(template);
const results: Record<string, unknown> = {};
try {
  for (const dialect of dialects) {
    const app = await startApp({
      dialect,
      sqliteTemplate: template,
      postgresUrl,
      env: { SMTP_URL: maildev.smtpUrl, AUTH_RATE_LIMIT: 'false' },
    });
    try {
      const answer: number[] = [];
      const mailed: number[] = [];
      const reset: number[] = [];
      for (let i = 0; i < count; i++) {
        const email = uniqueEmail(`bench-${dialect}`);
        const start = performance.now();
        const res = await timed('sign-up', signUp(app.client(), email));
        if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${res.text}`);
        answer.push(performance.now() - start);
        await timed('verification mail', maildev.waitForMail(email, /Bekræft/, TIMEOUT_MS));
        mailed.push(performance.now() - start);
        const at = performance.now();
        const r = await timed('reset request', app.client().post('/api/auth/request-password-reset', { email }));
        if (r.status !== 200) throw new Error(`reset request answered ${r.status}`);
        reset.push(performance.now() - at);
      }
      results[dialect] = { signUpAnswerMs: summary(answer), verificationMailMs: summary(mailed), resetAnswerMs: summary(reset) };
    } finally {
      await app.close();
    }
  }
} finally {
  await maildev.close();
  await rm(templateDir, { recursive: true, force: true });
}
console.log(JSON.stringify({ signUps: count, results }));
