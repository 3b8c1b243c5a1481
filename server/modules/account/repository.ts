import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { storyRecord } from '../../db/story-record';
import { jobError, jobInput, jobResult } from '../../jobs/repository';
import { characterRecord } from '../characters/repository';

/** Cards come from their own module's migration; the account reads them without depending on its types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export interface CardExportRow {
  id: string;
  title: string;
  description: string;
  style: string;
  image: string;
  created_at: string;
}

/**
 * SQL only: everything stored about one user, to hand it over (export) or to remove it (deletion).
 * Tables with a user's rows: profiles (id), user, session, account, verification (Better Auth), and
 * characters, avatar_candidate_batches, stories, cards, jobs, user_subscriptions, speech_cache (user_id).
 */
export function accountRepository(db: Kysely<DB>) {
  let tableNames: Promise<Set<string>> | undefined;
  const hasTable = async (name: string) => {
    tableNames ??= db.introspection.getTables().then((tables) => new Set(tables.map((t) => t.name)));
    const names = await tableNames;
    if (!names.has(name)) tableNames = undefined; // it may arrive with a later migration
    return names.has(name);
  };

  return {
    /** The stored hash of the email-and-password account, if the user has one. */
    async passwordHash(userId: string) {
      const row = await db
        .selectFrom('account')
        .select('password')
        .where('userId', '=', userId)
        .where('providerId', '=', 'credential')
        .executeTakeFirst();
      return row?.password ?? null;
    },

    profile(userId: string) {
      return db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();
    },

    subscription(userId: string) {
      return db
        .selectFrom('user_subscriptions')
        .select(['status', 'current_period_end', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The user's stories, their JSON columns read and validated (db/story-record.ts). */
    async stories(userId: string) {
      const rows = await db.selectFrom('stories').selectAll().where('user_id', '=', userId).orderBy('created_at', 'asc').execute();
      return rows.map((row) => storyRecord(row));
    },

    /** The user's characters, their JSON columns read and validated (characters/repository.ts). */
    async characters(userId: string) {
      const rows = await db.selectFrom('characters').selectAll().where('user_id', '=', userId).orderBy('created_at', 'asc').execute();
      return rows.map((row) => characterRecord(row));
    },

    /** Generation jobs still kept (unfinished, or finished within the last hour). */
    async jobs(userId: string) {
      const rows = await db
        .selectFrom('jobs')
        .select(['id', 'kind', 'status', 'progress', 'input', 'result', 'error', 'created_at', 'updated_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .execute();
      return rows.map((row) => ({ ...row, input: jobInput(row), result: jobResult(row), error: jobError(row) }));
    },

    async cards(userId: string): Promise<CardExportRow[]> {
      if (!(await hasTable('cards'))) return [];
      return (db as unknown as AnyDb)
        .selectFrom('cards')
        .select(['id', 'title', 'description', 'style', 'image', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .execute();
    },

    /** Every row of the user in one transaction; the user row last, after everything that points to it. */
    async deleteAll(userId: string, email: string) {
      const withCards = await hasTable('cards');
      await db.transaction().execute(async (trx) => {
        if (withCards) await (trx as unknown as AnyDb).deleteFrom('cards').where('user_id', '=', userId).execute();
        await trx.deleteFrom('story_shares').where('user_id', '=', userId).execute();
        await trx.deleteFrom('stories').where('user_id', '=', userId).execute();
        await trx.deleteFrom('characters').where('user_id', '=', userId).execute();
        await trx.deleteFrom('avatar_candidate_batches').where('user_id', '=', userId).execute();
        await trx.deleteFrom('jobs').where('user_id', '=', userId).execute();
        await trx.deleteFrom('user_subscriptions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('speech_cache').where('user_id', '=', userId).execute();
        await trx.deleteFrom('profiles').where('id', '=', userId).execute();
        await trx.deleteFrom('session').where('userId', '=', userId).execute();
        await trx.deleteFrom('account').where('userId', '=', userId).execute();
        // Password-reset tokens hold the user id as their value; other flows name the email.
        await trx
          .deleteFrom('verification')
          .where((eb) => eb.or([eb('value', '=', userId), eb('identifier', '=', email)]))
          .execute();
        // Counters of limits keyed by the user (password checks, avatars, pictures) and the sign-in back-off of the address.
        await trx.deleteFrom('rate_limits').where('key', 'like', `%|${userId}`).execute();
        await trx.deleteFrom('sign_in_guard').where('email', '=', email).execute();
        await trx.deleteFrom('user').where('id', '=', userId).execute();
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
