import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
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

/**
 * Account deletion removes the user's jobs with the rest. A job that was running stores files
 * until it notices; what it stored must not stay on disk without a row (lease 1 s: it notices at
 * its next heartbeat or progress report).
 */
describeEachDialect(
  'a job deleted while it runs',
  (app) => {
    it('has its files removed by its own cleanup once the runner notices the row is gone', async () => {
      const { services } = app();
      const client = await signedInClient(app());
      const key = (jobId: string, n: number) => `users/${client.userId}/stories/${jobId}/picture-${n}.webp`;
      const stored: string[] = [];
      const cleanedUp: string[] = [];
      const handler: JobHandler<Record<string, never>> = {
        async run(ctx) {
          // Draws a picture every 100 ms until the runner aborts it.
          for (let n = 0; !ctx.signal.aborted; n++) {
            await services.storage.put(key(ctx.job.id, n), Buffer.from('bild'), 'image/webp');
            stored.push(key(ctx.job.id, n));
            await new Promise((r) => setTimeout(r, 100));
          }
          throw ctx.signal.reason;
        },
        async afterFailure({ job }) {
          await services.storage.deletePrefix(`users/${client.userId}/stories/${job.id}/`);
          cleanedUp.push(job.id);
        },
      };
      services.runner.register('test.draws-forever', handler);
      services.runner.start();

      const jobId = randomUUID();
      await services.jobs.insert(services.database.db, { id: jobId, userId: client.userId, kind: 'test.draws-forever', input: {} });
      services.runner.kick();
      await until(async () => stored.length >= 2);
      // As account deletion does (account/repository.ts): the row goes, the job does not know yet.
      await services.database.db.deleteFrom('jobs').where('id', '=', jobId).execute();

      await until(async () => cleanedUp.includes(jobId));
      for (const file of stored) expect(await services.storage.get(file), file).toBeNull();
      expect(cleanedUp).toEqual([jobId]);
    });

    it('leaves a job alone that is still there (a normal failure cleans up once, not twice)', async () => {
      const { services } = app();
      const client = await signedInClient(app());
      const cleanedUp: string[] = [];
      services.runner.start();
      services.runner.register('test.fails', {
        async run() {
          throw new Error('provider down');
        },
        async afterFailure({ job }) {
          cleanedUp.push(job.id);
        },
      });
      const jobId = randomUUID();
      await services.jobs.insert(services.database.db, { id: jobId, userId: client.userId, kind: 'test.fails', input: {} });
      services.runner.kick();
      await until(async () => (await services.jobs.findById(jobId))?.status === 'failed');
      await new Promise((r) => setTimeout(r, 300));
      expect(cleanedUp).toEqual([jobId]);
    });
  },
  { env: { JOB_LEASE_SECONDS: '1' } },
);
