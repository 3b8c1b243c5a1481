import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../../db/database';
import type { DB } from '../../db/schema';

export interface SubscriptionState {
  status: string;
  currentPeriodEnd: string | null;
  customerId: string | null;
  subscriptionId: string | null;
}

export function billingRepository(db: Kysely<DB>, dialect: Dialect) {
  return {
    findByUser(userId: string) {
      return db.selectFrom('user_subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async userExists(userId: string) {
      return Boolean(await db.selectFrom('profiles').select('id').where('id', '=', userId).executeTakeFirst());
    },

    /** The user a provider subscription or customer belongs to, by the ids we stored. */
    async userByProviderIds(ids: { subscriptionId?: string | null; customerId?: string | null }) {
      for (const [column, value] of [
        ['provider_subscription_id', ids.subscriptionId],
        ['provider_customer_id', ids.customerId],
      ] as const) {
        if (!value) continue;
        const row = await db.selectFrom('user_subscriptions').select('user_id').where(column, '=', value).executeTakeFirst();
        if (row) return row.user_id;
      }
      return undefined;
    },

    /** Remembers the provider's customer of a user who has not paid yet ('incomplete'). */
    async saveCustomer(userId: string, customerId: string) {
      const now = new Date().toISOString();
      await db
        .insertInto('user_subscriptions')
        .values({
          user_id: userId,
          status: 'incomplete',
          current_period_end: null,
          provider_customer_id: customerId,
          provider_subscription_id: null,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ provider_customer_id: customerId, updated_at: now }))
        .execute();
    },

    async isEventProcessed(eventId: string) {
      return Boolean(await db.selectFrom('billing_events').select('event_id').where('event_id', '=', eventId).executeTakeFirst());
    },

    /**
     * Runs `apply` in one transaction with the event's id recorded, unless that id was recorded
     * before (a redelivery): then nothing runs and the answer is 'duplicate'. A failure records nothing,
     * so the provider's retry gets another go.
     */
    async onceForEvent<T>(
      event: { id: string; type: string },
      apply: (trx: Transaction<DB>) => Promise<T>,
    ): Promise<{ duplicate: true } | { duplicate: false; result: T }> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('billing_events')
          .values({ event_id: event.id, type: event.type, created_at: new Date().toISOString() })
          .onConflict((oc) => oc.column('event_id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { duplicate: true as const };
        return { duplicate: false as const, result: await apply(trx) };
      });
    },

    /** The user's row, locked for the rest of the transaction on PostgreSQL (SQLite writes one at a time anyway). */
    lockedRow(trx: Transaction<DB>, userId: string) {
      const query = trx.selectFrom('user_subscriptions').selectAll().where('user_id', '=', userId);
      return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    },

    async writeState(trx: Transaction<DB>, userId: string, state: SubscriptionState, eventAt: string) {
      const values = {
        status: state.status,
        current_period_end: state.currentPeriodEnd,
        provider_customer_id: state.customerId,
        provider_subscription_id: state.subscriptionId,
        last_event_at: eventAt,
        updated_at: new Date().toISOString(),
      };
      await trx
        .insertInto('user_subscriptions')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },

    async linkIds(trx: Transaction<DB>, userId: string, ids: { customerId: string | null; subscriptionId: string | null }) {
      const now = new Date().toISOString();
      const set = {
        ...(ids.customerId ? { provider_customer_id: ids.customerId } : {}),
        ...(ids.subscriptionId ? { provider_subscription_id: ids.subscriptionId } : {}),
        updated_at: now,
      };
      await trx
        .insertInto('user_subscriptions')
        .values({
          user_id: userId,
          status: 'incomplete',
          current_period_end: null,
          provider_customer_id: ids.customerId,
          provider_subscription_id: ids.subscriptionId,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
        .execute();
    },
  };
}

export type BillingRepository = ReturnType<typeof billingRepository>;
