import { type Kysely, sql, type Transaction } from 'kysely';
import { FREE_CARDS, FREE_STORIES, MEDIA_ALLOWANCE_BYTES } from '../../../shared/constants';
import { PREMIUM_STATUSES } from '../../../shared/entitlements';
import type { DB } from '../../db/schema';

export type QuotaKind = 'story' | 'card';

const column = { story: 'story_count', card: 'card_count' } as const;
const limit = { story: FREE_STORIES, card: FREE_CARDS } as const;

/**
 * Paid access, as SQL over `profiles`: pro (an active or trialing subscription whose period has not
 * ended) or unlimited/admin. The one home of the rule on the server; it mirrors shared/entitlements.ts.
 */
const paidAccess = (now: Date) => sql`(
  profiles.role in ('unlimited', 'admin')
  or exists (
    select 1 from user_subscriptions s
    where s.user_id = profiles.id and s.status in (${sql.join([...PREMIUM_STATUSES])}) and s.current_period_end > ${now.toISOString()}
  )
)`;

/**
 * The one quota rule on the server, as a single conditional UPDATE: the counter goes up only with
 * paid access or under the free limit. One statement, so concurrent requests can never pass the
 * limit. Returns false when the quota is used up.
 */
export async function reserveQuota(db: Kysely<DB> | Transaction<DB>, userId: string, kind: QuotaKind, now = new Date()) {
  const col = sql.ref(column[kind]);
  const result = await sql`
    update profiles set ${col} = ${col} + 1
    where id = ${userId} and (${col} < ${limit[kind]} or ${paidAccess(now)})`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** Gives back a reservation of a generation that failed. */
export async function refundQuota(db: Kysely<DB> | Transaction<DB>, userId: string, kind: QuotaKind) {
  const col = sql.ref(column[kind]);
  await sql`update profiles set ${col} = ${col} - 1 where id = ${userId} and ${col} > 0`.execute(db);
}

/** Paid access (the rule of reserveQuota). */
export async function hasPaidAccess(db: Kysely<DB> | Transaction<DB>, userId: string, now = new Date()) {
  const result = await sql<{ ok: number }>`select 1 as ok from profiles where id = ${userId} and ${paidAccess(now)}`.execute(db);
  return result.rows.length > 0;
}

/**
 * Reserves `bytes` of the account's allowance for its own photos and recordings
 * (docs/0021-photos-and-voice.md), as one conditional UPDATE: the counter goes up only while it
 * stays within the allowance (MEDIA_ALLOWANCE_BYTES.premium with paid access by the quota's rule,
 * else .free), so concurrent uploads can never pass it. False when it would.
 */
export async function reserveMediaBytes(db: Kysely<DB> | Transaction<DB>, userId: string, bytes: number, now = new Date()) {
  const n = Math.max(0, Math.round(bytes));
  const result = await sql`
    update profiles set media_bytes = media_bytes + cast(${n} as bigint)
    where id = ${userId}
      and media_bytes + cast(${n} as bigint) <= (case when ${paidAccess(now)} then cast(${MEDIA_ALLOWANCE_BYTES.premium} as bigint) else cast(${MEDIA_ALLOWANCE_BYTES.free} as bigint) end)`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** Gives back the bytes of photos and recordings deleted or replaced (never below 0). */
export async function releaseMediaBytes(db: Kysely<DB> | Transaction<DB>, userId: string, bytes: number) {
  const n = Math.max(0, Math.round(bytes));
  if (!n) return;
  const by = sql`cast(${n} as bigint)`;
  await sql`update profiles set media_bytes = case when media_bytes > ${by} then media_bytes - ${by} else 0 end where id = ${userId}`.execute(
    db,
  );
}

/** The bytes the account's photos and recordings take, and its allowance now. */
export async function mediaUsage(db: Kysely<DB> | Transaction<DB>, userId: string, now = new Date()) {
  const row = await db.selectFrom('profiles').select('media_bytes').where('id', '=', userId).executeTakeFirst();
  const paid = await hasPaidAccess(db, userId, now);
  return { usedBytes: Number(row?.media_bytes ?? 0), allowanceBytes: paid ? MEDIA_ALLOWANCE_BYTES.premium : MEDIA_ALLOWANCE_BYTES.free };
}
