import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { JobView } from '../../shared/events';
import { toIso } from '../db/database';
import { problemsOf } from '../db/json-column';
import type { DB } from '../db/schema';
import type { EventBus } from '../events/bus';
import { generationMessages } from '../../shared/messages.da';
import { AppError, toAppError } from '../http/errors';
import { logger } from '../logger';
import type { JobRow, JobsRepository } from './repository';

/** What a job handler gets: its input, its saved state, and ways to report. */
export interface JobContext<I = unknown, S = Record<string, unknown>> {
  job: JobRow;
  input: I;
  /** State saved by earlier attempts (finished steps); a restart resumes from here. */
  state: S;
  /** Saves finished steps so that a restart does not redo them. */
  checkpoint(state: S, progress?: number): Promise<void>;
  /** The input as stored now, read in `trx` (a page edit may have changed it since the job began); `input` when the job is gone. */
  storedInput(trx: Transaction<DB>): Promise<I>;
  progress(value: number): Promise<void>;
  /** Aborted when the lease is lost or the runner stops. */
  signal: AbortSignal;
}

export interface JobHandler<I = unknown, S = Record<string, unknown>> {
  /** The kind's input: a job whose stored input it refuses fails before it runs. */
  input?: z.ZodType<I>;
  /**
   * Does the work and, in the same transaction as the job's success, stores its result
   * (so a result is saved exactly once). Throw AppError for a failure the user should see.
   */
  run(ctx: JobContext<I, S>): Promise<{ complete: (trx: Transaction<DB>) => Promise<unknown>; afterCommit?: () => Promise<void> }>;
  /** Undoes what a failed job reserved (quota, files), in the transaction that marks it failed. */
  onFailure?(ctx: { job: JobRow; input: I; state: S; trx: Transaction<DB> }): Promise<void>;
  /** Runs after the failure is committed (e.g. delete stored files). */
  afterFailure?(ctx: { job: JobRow; input: I; state: S }): Promise<void>;
}

/**
 * A finished job is kept this long, then deleted (services.ts sweeps every hour): long enough for
 * an open page to read its outcome, short enough that its input (a story's description, child and
 * text) does not linger beside the story.
 */
export const FINISHED_JOB_RETENTION_SECONDS = 3600;

export interface RunnerOptions {
  leaseMs?: number;
  pollMs?: number;
  concurrency?: number;
  /** Attempts of a whole job (across restarts) before it fails for good. */
  maxAttempts?: number;
}

/** What a new picture's job works on (modules/generation/scene-image-job.ts); a removed page's picture works on nothing. */
const pictureTarget = z.object({ storyId: z.string(), index: z.number() });

export function toJobView(row: JobRow): JobView {
  const target = row.kind === 'story.image' ? pictureTarget.safeParse(row.input) : undefined;
  return {
    ...(target?.success ? { target: { storyId: target.data.storyId, index: target.data.index } } : {}),
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: Number(row.progress),
    result: row.result,
    error: row.error,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/**
 * A durable job runner over the `jobs` table. Every instance runs one; each job is claimed by
 * exactly one instance, kept under a lease that is renewed while it runs, and taken over by
 * another instance when the lease runs out.
 */
export function createJobRunner(db: Kysely<DB>, repo: JobsRepository, bus: EventBus, opts: RunnerOptions = {}) {
  const owner = randomUUID();
  const leaseMs = opts.leaseMs ?? 30_000;
  const pollMs = opts.pollMs ?? 1000;
  const concurrency = opts.concurrency ?? 2;
  const maxAttempts = opts.maxAttempts ?? 3;
  const handlers = new Map<string, JobHandler<unknown, Record<string, unknown>>>();
  const running = new Set<Promise<void>>();
  const controllers = new Set<AbortController>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let ticking = false;
  let crashed = false;

  const publish = (row: JobRow) => bus.publish(row.user_id, { type: 'job', job: toJobView(row) });

  async function execute(row: JobRow) {
    const handler = handlers.get(row.kind);
    if (!handler) return;
    let state = row.state;
    const read = handler.input ? handler.input.safeParse(row.input) : { success: true as const, data: row.input };
    if (!read.success) {
      logger.warn({ job: row.id, kind: row.kind, problems: problemsOf(read.error) }, "a job's input is not its kind's; it fails");
      await fail(row, handler, row.input, state, new AppError('GENERATION_FAILED'));
      return;
    }
    const input = read.data;
    const controller = new AbortController();
    controllers.add(controller);
    const storedInput = async (trx: Transaction<DB>) => {
      const stored = await repo.inputOf(trx, row.id);
      if (!stored) return input;
      return handler.input ? handler.input.parse(stored.input) : stored.input;
    };
    const renew = async () => {
      const ok = await repo.renew(row.id, owner, leaseMs).catch(() => false);
      if (!ok) controller.abort(new Error('lease lost'));
    };
    // renew() catches its own failure.
    const heartbeat = setInterval(() => void renew(), Math.max(50, Math.floor(leaseMs / 3)));
    // Once aborted the lease is no longer ours to renew.
    controller.signal.addEventListener('abort', () => clearInterval(heartbeat));
    let lastProgress = Number(row.progress);
    // Pictures are drawn in parallel: two reports can read the row back in either order. What is
    // published never goes backwards.
    let lastPublished = Number(row.progress);
    const report = async (patch: { progress?: number; state?: unknown }) => {
      if (controller.signal.aborted) throw controller.signal.reason;
      if (patch.progress !== undefined) patch.progress = Math.max(lastProgress, Math.min(99, Math.round(patch.progress)));
      if (!(await repo.saveProgress(row.id, owner, patch))) {
        controller.abort(new Error('lease lost'));
        throw controller.signal.reason;
      }
      if (patch.progress !== undefined && patch.progress !== lastProgress) {
        lastProgress = patch.progress;
        const fresh = await repo.findById(row.id);
        if (fresh && Number(fresh.progress) >= lastPublished) {
          lastPublished = Number(fresh.progress);
          publish(fresh);
        }
      }
    };
    const ctx: JobContext = {
      job: row,
      input,
      get state() {
        return state;
      },
      checkpoint: async (next, progress) => {
        state = next;
        await report({ state: next, progress });
      },
      progress: (value) => report({ progress: value }),
      storedInput,
      signal: controller.signal,
    };
    try {
      if (row.status === 'running' && row.attempts > maxAttempts) {
        throw new AppError('GENERATION_FAILED');
      }
      const { complete, afterCommit } = await handler.run(ctx);
      const done = await db.transaction().execute(async (trx) => {
        const result = await complete(trx);
        if (!(await repo.finish(trx, row.id, owner, { status: 'succeeded', result }))) {
          throw new Error('lease lost before completion');
        }
        return true;
      });
      if (done) {
        await afterCommit?.().catch((e) => logger.warn({ job: row.id, err: e }, 'after-commit step failed'));
        const fresh = await repo.findById(row.id);
        if (fresh) publish(fresh);
      }
    } catch (err) {
      if (controller.signal.aborted) {
        // Another instance owns the job now, or we are stopping: leave it to the lease.
        logger.warn({ job: row.id, reason: String(controller.signal.reason) }, 'job abandoned');
        if (stopped && !crashed) await repo.release(row.id, owner).catch(() => undefined);
        else await cleanUpIfGone(row, handler, input, state);
      } else {
        await fail(row, handler, input, state, err);
      }
    } finally {
      clearInterval(heartbeat);
      controllers.delete(controller);
    }
  }

  async function fail(
    row: JobRow,
    handler: JobHandler<unknown, Record<string, unknown>>,
    input: unknown,
    state: Record<string, unknown>,
    err: unknown,
  ) {
    const known = toAppError(err);
    const error = known
      ? { code: known.code, message: known.message }
      : { code: 'GENERATION_FAILED', message: generationMessages.failedDefault };
    if (!known) logger.error({ job: row.id, err }, 'job failed');
    else logger.warn({ job: row.id, code: known.code, err }, 'job failed');
    const failed = await db
      .transaction()
      .execute(async (trx) => {
        const ok = await repo.finish(trx, row.id, owner, { status: 'failed', error });
        if (ok) await handler.onFailure?.({ job: row, input, state, trx });
        return ok;
      })
      .catch((e) => {
        logger.error({ job: row.id, err: e }, 'could not mark job failed');
        return false;
      });
    if (failed) {
      await handler.afterFailure?.({ job: row, input, state }).catch((e) => logger.warn({ err: e }, 'cleanup failed'));
      const fresh = await repo.findById(row.id);
      if (fresh) publish(fresh);
    } else {
      await cleanUpIfGone(row, handler, input, state);
    }
  }

  /**
   * A job whose row is gone was deleted with its user (account deletion): nobody will run or
   * finish it, so what it stored after the user's files were removed is removed now, or it would
   * stay on disk with no row pointing at it. A job another instance took over is left alone.
   */
  async function cleanUpIfGone(
    row: JobRow,
    handler: JobHandler<unknown, Record<string, unknown>>,
    input: unknown,
    state: Record<string, unknown>,
  ) {
    const still = await repo.findById(row.id).catch(() => 'unknown' as const);
    if (still !== undefined) return;
    logger.warn({ job: row.id }, 'job deleted while it ran; removing what it stored');
    await handler.afterFailure?.({ job: row, input, state }).catch((e) => logger.warn({ err: e }, 'cleanup failed'));
  }

  async function tick() {
    if (stopped || ticking) return;
    ticking = true;
    try {
      while (!stopped && running.size < concurrency) {
        const row = await repo.claim(owner, leaseMs, [...handlers.keys()]);
        if (!row) break;
        publish(row);
        const p = execute(row).finally(() => {
          running.delete(p);
          if (!stopped) void tick();
        });
        running.add(p);
      }
    } catch (err) {
      logger.error({ err }, 'job claim failed');
    } finally {
      ticking = false;
    }
  }

  return {
    owner,
    register<I, S>(kind: string, handler: JobHandler<I, S>) {
      handlers.set(kind, handler as unknown as JobHandler<unknown, Record<string, unknown>>);
    },
    /** Wakes the runner at once (after an enqueue on this instance). */
    kick() {
      void tick();
    },
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => void tick(), pollMs);
      void tick();
    },
    /**
     * Stops claiming; running jobs are awaited, or with `abort` handed back to the queue.
     * `crash` (tests) abandons them to their lease as a dying instance would.
     */
    async stop({ abort = false, crash = false } = {}) {
      stopped = true;
      crashed = crash;
      if (timer) clearInterval(timer);
      if (abort || crash) for (const c of controllers) c.abort(new Error('runner stopped'));
      // A crashing instance does not wait for anything.
      if (!crash) await Promise.allSettled([...running]);
    },
    get active() {
      return running.size;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
