import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import { z } from 'zod';
import type { Dialect } from '../db/database';
import { readJsonColumn } from '../db/json-column';
import type { DB, JobTable } from '../db/schema';
import { logger } from '../logger';

type JsonColumns = 'input' | 'state' | 'result' | 'error';

/**
 * A job as the repository hands it on, its JSON columns read (docs/0019). `input` is the kind's
 * own: its handler's schema checks it (runner.ts), so here it is only JSON.
 */
export type JobRow = Omit<Selectable<JobTable>, JsonColumns> & {
  input: unknown;
  /** Finished steps, so a restarted job resumes where it was */
  state: Record<string, unknown>;
  /** What the job made (`storyId` for a story's jobs); null while unfinished, or when it failed */
  result: z.infer<typeof resultSchema>;
  error: z.infer<typeof errorSchema>;
};

const resultSchema = z.looseObject({ storyId: z.string().optional() }).nullable();
const errorSchema = z.object({ code: z.string(), message: z.string() }).nullable();
const stateSchema = z.record(z.string(), z.unknown());

const columnOf = (row: { id: string }, column: string) => ({ table: 'jobs', column, id: row.id });

/** A job's input as JSON; an input that is not JSON is null (the handler's schema then fails the job). */
export const jobInput = (row: Pick<JobTable, 'id' | 'input'>): unknown =>
  readJsonColumn(row.input, z.unknown(), columnOf(row, 'input'), () => null);
/** What a job made; one that cannot be read is none. */
export const jobResult = (row: Pick<JobTable, 'id' | 'result'>): JobRow['result'] =>
  row.result === null ? null : readJsonColumn(row.result, resultSchema, columnOf(row, 'result'), () => null);
/** Why a job failed; one that cannot be read is none (the web then says its own words). */
export const jobError = (row: Pick<JobTable, 'id' | 'error'>): JobRow['error'] =>
  row.error === null ? null : readJsonColumn(row.error, errorSchema, columnOf(row, 'error'), () => null);

/**
 * A row read from `jobs`, its JSON columns read (each logged when it cannot be, db/json-column.ts);
 * a state that cannot be read is no finished steps.
 */
export function jobRecord<R extends Pick<JobTable, 'id' | JsonColumns>>(row: R): Omit<R, JsonColumns> & Pick<JobRow, JsonColumns> {
  const input = jobInput(row);
  const state: Record<string, unknown> = row.state ? readJsonColumn(row.state, stateSchema, columnOf(row, 'state'), () => ({})) : {};
  return {
    ...row,
    input,
    state,
    result: jobResult(row),
    error: jobError(row),
  };
}

export function jobsRepository(db: Kysely<DB>, dialect: Dialect) {
  type NewJob = { id: string; userId: string; kind: string; input: unknown; storyId?: string };

  /** A new queued job; `storyId` names the story it works on, when there is one already. */
  async function insert(trx: Kysely<DB> | Transaction<DB>, job: NewJob) {
    const now = new Date().toISOString();
    await trx
      .insertInto('jobs')
      .values({
        id: job.id,
        user_id: job.userId,
        kind: job.kind,
        input: JSON.stringify(job.input),
        state: '{}',
        status: 'queued',
        progress: 0,
        result: null,
        error: null,
        attempts: 0,
        locked_by: null,
        lease_until: null,
        story_id: job.storyId ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  return {
    /**
     * Inserts the job unless the user already has `maxActive` unfinished ones; false then. Call it
     * in a transaction: on PostgreSQL it first locks the user's profile row, so two requests of one
     * user are counted one after the other (SQLite runs one writer at a time anyway).
     */
    async insertUnderCap(trx: Transaction<DB>, job: NewJob, maxActive: number) {
      if (dialect === 'postgres') await sql`select id from profiles where id = ${job.userId} for update`.execute(trx);
      const active = await trx
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', job.userId)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirstOrThrow();
      if (Number(active.n) >= maxActive) return false;
      await insert(trx, job);
      return true;
    },

    insert,

    async findForUser(id: string, userId: string): Promise<JobRow | undefined> {
      const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row && jobRecord(row);
    },

    async findById(id: string): Promise<JobRow | undefined> {
      const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return row && jobRecord(row);
    },

    async listActiveForUser(userId: string): Promise<JobRow[]> {
      const rows = await db
        .selectFrom('jobs')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', 'in', ['queued', 'running'])
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => jobRecord(row));
    },

    /**
     * Takes one queued job, or a running job whose lease ran out (its instance died), and
     * leases it to `owner`. Fair between users: the job whose user has the fewest jobs running
     * or queued before it goes first (then the oldest), so one user's backlog never delays
     * another user's first job. Exactly one instance wins each job: SKIP LOCKED on PostgreSQL,
     * a single atomic UPDATE on SQLite (one writer at a time).
     */
    async claim(owner: string, leaseMs: number, kinds: string[]): Promise<JobRow | undefined> {
      const now = new Date();
      const nowIso = now.toISOString();
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      const lock = dialect === 'postgres' ? sql`for update skip locked` : sql``;
      const kindList = sql.join(kinds.map((k) => sql`${k}`));
      const result = await sql<JobTable>`
        update jobs set status = 'running', locked_by = ${owner}, lease_until = ${leaseUntil},
          attempts = attempts + 1, updated_at = ${nowIso}
        where id = (
          select j.id from jobs j
          where j.kind in (${kindList})
            and (j.status = 'queued' or (j.status = 'running' and j.lease_until < ${nowIso}))
          order by (
            select count(*) from jobs o
            where o.user_id = j.user_id
              and ((o.status = 'running' and o.lease_until >= ${nowIso}) or (o.status = 'queued' and o.created_at < j.created_at))
          ), j.created_at
          limit 1
          ${lock}
        )
        returning *`.execute(db);
      return result.rows[0] && jobRecord(result.rows[0]);
    },

    /** Extends the lease; false when another instance has taken the job over. */
    async renew(id: string, owner: string, leaseMs: number) {
      const r = await db
        .updateTable('jobs')
        .set({ lease_until: new Date(Date.now() + leaseMs).toISOString() })
        .where('id', '=', id)
        .where('locked_by', '=', owner)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async saveProgress(id: string, owner: string, patch: { progress?: number; state?: unknown }) {
      const r = await db
        .updateTable('jobs')
        .set({
          ...(patch.progress !== undefined ? { progress: patch.progress } : {}),
          ...(patch.state !== undefined ? { state: JSON.stringify(patch.state) } : {}),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .where('locked_by', '=', owner)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async finish(
      trx: Kysely<DB> | Transaction<DB>,
      id: string,
      owner: string,
      outcome: { status: 'succeeded' | 'failed'; result?: unknown; error?: { code: string; message: string } },
    ) {
      const r = await trx
        .updateTable('jobs')
        .set({
          status: outcome.status,
          progress: outcome.status === 'succeeded' ? 100 : undefined,
          result: outcome.result === undefined ? null : JSON.stringify(outcome.result),
          error: outcome.error ? JSON.stringify(outcome.error) : null,
          locked_by: null,
          lease_until: null,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .where('locked_by', '=', owner)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Hands a job back to the queue at once (this instance is stopping). */
    async release(id: string, owner: string) {
      await db
        .updateTable('jobs')
        .set({ status: 'queued', locked_by: null, lease_until: null, attempts: sql`attempts - 1` })
        .where('id', '=', id)
        .where('locked_by', '=', owner)
        .where('status', '=', 'running')
        .execute();
    },

    /**
     * The unfinished jobs of one kind working on a story, each with its input as `input` reads it (a
     * page edit moves its pictures' jobs along). A job whose input `input` refuses is logged and left
     * out: its handler fails it when it runs.
     */
    async activeForStory<I>(trx: Transaction<DB>, storyId: string, kind: string, input: z.ZodType<I>): Promise<{ id: string; input: I }[]> {
      const rows = await trx
        .selectFrom('jobs')
        .select(['id', 'input'])
        .where('story_id', '=', storyId)
        .where('kind', '=', kind)
        .where('status', 'in', ['queued', 'running'])
        .execute();
      return rows.flatMap((row) => {
        const read = input.safeParse(jobInput(row));
        if (read.success) return [{ id: row.id, input: read.data }];
        logger.warn({ table: 'jobs', column: 'input', id: row.id, kind }, "a job's input is not its kind's; left as it is");
        return [];
      });
    },

    /** The job's input as stored now (a page edit may have changed it since the job was claimed); undefined when the job is gone. */
    async inputOf(trx: Transaction<DB>, id: string): Promise<{ input: unknown } | undefined> {
      const row = await trx.selectFrom('jobs').select(['id', 'input']).where('id', '=', id).executeTakeFirst();
      return row && { input: jobInput(row) };
    },

    async setInput(trx: Transaction<DB>, id: string, input: unknown) {
      await trx
        .updateTable('jobs')
        .set({ input: JSON.stringify(input), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** The jobs that made or work on a story (deleted with it). */
    deleteForStory(trx: Kysely<DB> | Transaction<DB>, storyId: string, userId: string) {
      return trx.deleteFrom('jobs').where('story_id', '=', storyId).where('user_id', '=', userId).execute();
    },

    /** Finished jobs whose last change is older than `beforeIso`: what they held is in the story now, or was never made. */
    async pruneFinished(beforeIso: string) {
      const r = await db
        .deleteFrom('jobs')
        .where('status', 'in', ['succeeded', 'failed'])
        .where('updated_at', '<', beforeIso)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    /** Every job row of the user, oldest first (the data export). */
    async listForUser(userId: string): Promise<JobRow[]> {
      const rows = await db.selectFrom('jobs').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
      return rows.map((row) => jobRecord(row));
    },

    deleteForUser(trx: Kysely<DB> | Transaction<DB>, userId: string) {
      return trx.deleteFrom('jobs').where('user_id', '=', userId).execute();
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
