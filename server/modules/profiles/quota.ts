import { type Kysely, sql, type Transaction } from 'kysely';
import { FREE_CARDS, FREE_STORIES } from '../../../shared/constants';
import { PREMIUM_STATUSES } from '../../../shared/entitlements';
import type { DB } from '../../db/schema';

export type QuotaKind = 'story' | 'card';

const column = { story: 'story_count', card: 'card_count' } as const;
const limit = { story: FREE_STORIES, card: FREE_CARDS } as const;

/**
 * The one quota rule on the server, as a single conditional UPDATE: the counter goes up only
 * if the user is pro (an active or trialing subscription whose period has not ended), unlimited/admin, or
 * under the free limit. One statement, so concurrent requests can never pass the limit.
 * Returns false when the quota is used up. Mirrors shared/entitlements.ts.
 */
export async function reserveQuota(db: Kysely<DB> | Transaction<DB>, userId: string, kind: QuotaKind, now = new Date()) {
  const col = sql.ref(column[kind]);
  const result = await sql`
    update profiles set ${col} = ${col} + 1
    where id = ${userId}
      and (
        role in ('unlimited', 'admin')
        or ${col} < ${limit[kind]}
        or exists (
          select 1 from user_subscriptions s
          where s.user_id = profiles.id and s.status in (${sql.join([...PREMIUM_STATUSES])}) and s.current_period_end > ${now.toISOString()}
        )
      )`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** Gives back a reservation of a generation that failed. */
export async function refundQuota(db: Kysely<DB> | Transaction<DB>, userId: string, kind: QuotaKind) {
  const col = sql.ref(column[kind]);
  await sql`update profiles set ${col} = ${col} - 1 where id = ${userId} and ${col} > 0`.execute(db);
}

/** Pro (an active or trialing subscription whose period has not ended) or unlimited/admin: the same rule as reserveQuota's. */
export async function hasPaidAccess(db: Kysely<DB> | Transaction<DB>, userId: string, now = new Date()) {
  const result = await sql<{ ok: number }>`
    select 1 as ok from profiles
    where id = ${userId}
      and (
        role in ('unlimited', 'admin')
        or exists (
          select 1 from user_subscriptions s
          where s.user_id = profiles.id and s.status in (${sql.join([...PREMIUM_STATUSES])}) and s.current_period_end > ${now.toISOString()}
        )
      )`.execute(db);
  return result.rows.length > 0;
}
