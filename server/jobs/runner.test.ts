import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../services';
import { PG_SKIP_MESSAGE } from '../test/harness';
import type { JobHandler } from './runner';

/**
 * Two app instances on one database share the job queue: each job runs exactly once, and the
 * job of an instance that dies is finished by the other when its lease runs out.
 */
const engines = [
  { name: 'sqlite', skip: false },
  { name: 'postgres', skip: !process.env.TEST_DATABASE_URL },
] as const;

if (!process.env.TEST_DATABASE_URL) console.log(PG_SKIP_MESSAGE);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error('timed out');
}

describe.each(engines)('job runner across instances [$name]', ({ name, skip }) => {
  let dir: string;
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  const instances: Services[] = [];
  const runs: { job: string; instance: string }[] = [];
  const finished: string[] = [];
  let userId: string;

  const handler = (instance: string, workMs: number): JobHandler<{ n: number }> => ({
    async run(ctx) {
      runs.push({ job: ctx.job.id, instance });
      await ctx.progress(50);
      await new Promise((resolve, reject) => {
        const t = setTimeout(resolve, workMs);
        ctx.signal.addEventListener('abort', () => {
          clearTimeout(t);
          reject(ctx.signal.reason);
        });
      });
      return {
        complete: async () => {
          finished.push(ctx.job.id);
          return { n: ctx.input.n };
        },
      };
    },
  });

  async function instance(label: string, workMs: number) {
    const services = await createServices(
      {
        NODE_ENV: 'test',
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
        AUTH_SECRET: 'runner-test-secret-runner-test-secret-00',
        JOB_LEASE_SECONDS: '1',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      { sqliteFile: databaseUrl ? undefined : path.join(dir, 'shared.sqlite'), pageRenderer: undefined },
    );
    services.runner.register('test.work', handler(label, workMs));
    instances.push(services);
    return services;
  }

  async function enqueue(services: Services, count: number) {
    const ids: string[] = [];
    for (let n = 0; n < count; n++) {
      const id = randomUUID();
      ids.push(id);
      await services.jobs.insert(services.database.db, { id, userId, kind: 'test.work', input: { n } });
    }
    return ids;
  }

  beforeAll(async () => {
    if (skip) return;
    dir = await mkdtemp(path.join(os.tmpdir(), 'fh-runner-'));
    if (name === 'postgres') {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const db = `fh_runner_${randomUUID().slice(0, 8)}`;
      await admin.query(`create database ${db}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${db}`;
      databaseUrl = url.toString();
      dropDb = async () => {
        const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await c.connect();
        await c.query(`drop database if exists ${db} with (force)`);
        await c.end();
      };
    }
    const first = await instance('bootstrap', 0);
    userId = randomUUID();
    const now = new Date().toISOString();
    await first.database.db
      .insertInto('user')
      .values({ id: userId, name: 'Runner', email: `${userId}@fh.test`, emailVerified: 0, image: null, createdAt: now, updatedAt: now })
      .execute();
    await first.close();
    instances.length = 0;
  });

  afterAll(async () => {
    for (const s of instances) await s.runner.stop({ abort: true }).catch(() => undefined);
    for (const s of instances) await s.close().catch(() => undefined);
    await dropDb?.();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it.skipIf(skip)('runs each of ten jobs exactly once on two instances', async () => {
    const a = await instance('a', 150);
    const b = await instance('b', 150);
    const ids = await enqueue(a, 10);
    a.runner.start();
    b.runner.start();
    await until(async () => {
      const rows = await a.database.db.selectFrom('jobs').select('status').where('id', 'in', ids).execute();
      return rows.every((r) => r.status === 'succeeded');
    }, 20_000);
    const mine = runs.filter((r) => ids.includes(r.job));
    expect(new Set(mine.map((r) => r.job)).size).toBe(10);
    expect(mine).toHaveLength(10);
    expect(finished.filter((j) => ids.includes(j))).toHaveLength(10);
    // Both instances took work.
    expect(new Set(mine.map((r) => r.instance))).toEqual(new Set(['a', 'b']));
    await a.runner.stop();
    await b.runner.stop();
  });

  it.skipIf(skip)('finishes the job of a killed instance on the other one', async () => {
    const doomed = await instance('doomed', 60_000);
    const [id] = await enqueue(doomed, 1);
    doomed.runner.start();
    await until(() => runs.some((r) => r.job === id && r.instance === 'doomed'), 10_000);
    // The instance dies without handing the job back.
    await doomed.runner.stop({ crash: true });

    const survivor = await instance('survivor', 50);
    survivor.runner.start();
    await until(async () => {
      const row = await survivor.jobs.findById(id);
      return row?.status === 'succeeded';
    }, 15_000);
    expect(runs.filter((r) => r.job === id).map((r) => r.instance)).toEqual(['doomed', 'survivor']);
    expect(finished.filter((j) => j === id)).toHaveLength(1);
    const row = await survivor.jobs.findById(id);
    expect(row?.attempts).toBe(2);
    await survivor.runner.stop();
  });
});
