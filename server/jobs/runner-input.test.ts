import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachDialect } from '../test/dialects';
import { signedInClient } from '../test/harness';
import type { JobHandler } from './runner';

const until = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** A job's input is its kind's (docs/0019-rows-as-domain-types.md): the handler's schema reads it as stored. */
describeEachDialect("a job's input", (app) => {
  const input = z.object({ n: z.number() });

  it('fails the job before it runs when its kind refuses it, and cleans up after it', async () => {
    const { services } = app();
    const client = await signedInClient(app());
    const ran: unknown[] = [];
    const cleanedUp: unknown[] = [];
    const handler: JobHandler<z.infer<typeof input>> = {
      input,
      async run(ctx) {
        ran.push(ctx.input);
        return { complete: async () => ({}) };
      },
      async afterFailure(ctx) {
        cleanedUp.push(ctx.input);
      },
    };
    services.runner.register('test.refused', handler);
    services.runner.start();
    const jobId = randomUUID();
    await services.jobs.insert(services.database.db, { id: jobId, userId: client.userId, kind: 'test.refused', input: { n: 'sju' } });
    services.runner.kick();
    await until(async () => (await services.jobs.findById(jobId))?.status === 'failed');
    expect((await services.jobs.findById(jobId))?.error).toMatchObject({ code: 'GENERATION_FAILED' });
    expect(ran).toEqual([]);
    expect(cleanedUp).toEqual([{ n: 'sju' }]);
  });

  it('reads the input as stored when the job completes, after a change made while it ran', async () => {
    const { services } = app();
    const client = await signedInClient(app());
    let release!: () => void;
    const started = new Promise<void>((resolve) => (release = resolve));
    let proceed!: () => void;
    const changed = new Promise<void>((resolve) => (proceed = resolve));
    const handler: JobHandler<z.infer<typeof input>> = {
      input,
      async run(ctx) {
        release();
        await changed;
        return { complete: async (trx) => ({ claimed: ctx.input.n, stored: (await ctx.storedInput(trx)).n }) };
      },
    };
    services.runner.register('test.moved', handler);
    services.runner.start();
    const jobId = randomUUID();
    await services.jobs.insert(services.database.db, { id: jobId, userId: client.userId, kind: 'test.moved', input: { n: 1 } });
    services.runner.kick();
    await started;
    await services.database.db.transaction().execute((trx) => services.jobs.setInput(trx, jobId, { n: 2 }));
    proceed();
    await until(async () => (await services.jobs.findById(jobId))?.status === 'succeeded');
    expect((await services.jobs.findById(jobId))?.result).toEqual({ claimed: 1, stored: 2 });
  });
});
