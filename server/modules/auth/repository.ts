import { type CompiledQuery, type InferResult, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** SQL only: failed sign-ins per email, and the reset tokens Better Auth keeps in `verification`. */
export function authRepository(db: Kysely<DB>) {
  /** The sessions of these cookie tokens, each with its user, profile and subscription. */
  const signedInQuery = (tokens: string[]) =>
    db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .innerJoin('profiles', 'profiles.id', 'session.userId')
      .leftJoin('user_subscriptions', 'user_subscriptions.user_id', 'session.userId')
      .select([
        'session.token',
        'session.id as sessionId',
        'session.expiresAt',
        'user.id',
        'user.email',
        'user.name',
        'user.emailVerified',
        'profiles.full_name',
        'profiles.role',
        'profiles.story_count',
        'profiles.card_count',
        'profiles.media_bytes',
        'profiles.created_at',
        'user_subscriptions.status as subscriptionStatus',
        'user_subscriptions.current_period_end',
      ])
      .where('session.token', 'in', tokens);
  type SignedInRow = InferResult<ReturnType<typeof signedInQuery>>[number];
  /** Compiled once per number of tokens (see findSignedIn). */
  const compiled = new Map<number, CompiledQuery<SignedInRow>>();

  return {
    /**
     * Read on every signed-in request, so it skips building the SQL: the query for n tokens is
     * compiled once and run with the tokens as its parameters (the database then reuses its
     * prepared statement, see db/database.ts).
     */
    async findSignedIn(tokens: string[]) {
      let query = compiled.get(tokens.length);
      if (!query) compiled.set(tokens.length, (query = signedInQuery(tokens).compile()));
      const { rows } = await db.executeQuery<SignedInRow>({ ...query, parameters: tokens });
      return rows;
    },

    /**
     * Admits one sign-in attempt unless the address is locked, counting it as a failure until it
     * succeeds. The attempt that makes `free` failures, and each one after it, locks the address
     * for `locks[failures - free]` ms (the last entry for every later one). One UPDATE admits, so
     * concurrent attempts are counted one by one on either engine.
     */
    async admit(email: string, now: number, policy: { free: number; locksMs: readonly number[]; forgetAfterMs: number }) {
      await db
        .insertInto('sign_in_guard')
        .values({ email, failures: 0, locked_until: 0, last_failure: now })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      const at = sql`cast(${now} as bigint)`;
      const failures = sql`(case when sign_in_guard.last_failure < ${now - policy.forgetAfterMs} then 1 else sign_in_guard.failures + 1 end)`;
      const ladder = policy.locksMs.map((ms, k) => sql`when ${failures} = ${policy.free + k} then cast(${ms} as bigint)`);
      const lock = sql`(case ${sql.join(ladder, sql` `)} else cast(${policy.locksMs.at(-1) ?? 0} as bigint) end)`;
      const admitted = await db
        .updateTable('sign_in_guard')
        .set({
          failures: sql`${failures}`,
          last_failure: sql`${at}`,
          locked_until: sql`case when ${failures} >= ${policy.free} then ${at} + ${lock} else cast(0 as bigint) end`,
        })
        .where('email', '=', email)
        .where('locked_until', '<=', now)
        .returning(['failures'])
        .executeTakeFirst();
      if (admitted) return { ok: true as const };
      const row = await db.selectFrom('sign_in_guard').select('locked_until').where('email', '=', email).executeTakeFirst();
      return { ok: false as const, lockedUntil: Number(row?.locked_until ?? now) };
    },

    async clear(email: string) {
      await db.deleteFrom('sign_in_guard').where('email', '=', email).execute();
    },

    async sweep(before: number) {
      await db.deleteFrom('sign_in_guard').where('last_failure', '<', before).where('locked_until', '<', before).execute();
    },

    /** Whether the session still exists and has not expired (sign-out, a reset and account deletion remove it). */
    async sessionStands(sessionId: string, now = new Date()) {
      const row = await db.selectFrom('session').select('expiresAt').where('id', '=', sessionId).executeTakeFirst();
      return !!row && new Date(row.expiresAt).getTime() > now.getTime();
    },

    /** The address of the account a reset token belongs to; undefined for an unknown token. */
    async emailOfResetToken(token: string) {
      const row = await db
        .selectFrom('verification')
        .innerJoin('user', 'user.id', 'verification.value')
        .select('user.email')
        .where('verification.identifier', '=', `reset-password:${token}`)
        .executeTakeFirst();
      return row?.email;
    },

    /** Every reset token of the user (Better Auth: identifier `reset-password:<token>`, value the user id). */
    /** The account's password hash as stored now (its credential account), or null. */
    async passwordHashOf(userId: string) {
      const row = await db
        .selectFrom('account')
        .select('password')
        .where('userId', '=', userId)
        .where('providerId', '=', 'credential')
        .executeTakeFirst();
      return row?.password ?? null;
    },

    async deleteResetTokens(userId: string) {
      await db.deleteFrom('verification').where('identifier', 'like', 'reset-password:%').where('value', '=', userId).execute();
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
