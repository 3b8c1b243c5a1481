import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { AppEvent } from '../../shared/events';
import { logger } from '../logger';

/**
 * Per-user events (job progress, profile and subscription changes). Published events reach
 * every subscriber of that user on this instance; on PostgreSQL they travel through
 * LISTEN/NOTIFY so that every app instance delivers them to its own open streams.
 */
export interface EventBus {
  publish(userId: string, event: AppEvent): void;
  subscribe(userId: string, listener: (event: AppEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'fh_events';

export function localEventBus(): EventBus & { deliver(userId: string, event: AppEvent): void } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (userId: string, event: AppEvent) => emitter.emit(userId, event);
  return {
    deliver,
    publish: deliver,
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function postgresEventBus(connectionString: string): Promise<EventBus> {
  const local = localEventBus();
  const client = new pg.Client({ connectionString });
  const publisher = new pg.Pool({ connectionString, max: 2 });
  let closed = false;

  async function listen() {
    await client.connect();
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { userId, event } = JSON.parse(msg.payload) as { userId: string; event: AppEvent };
        local.deliver(userId, event);
      } catch (err) {
        logger.warn({ err: String(err) }, 'bad event payload');
      }
    });
    client.on('error', (err) => {
      if (!closed) logger.error({ err: String(err) }, 'event listener connection failed');
    });
    await client.query(`LISTEN ${CHANNEL}`);
  }
  await listen();

  return {
    publish(userId, event) {
      const payload = JSON.stringify({ userId, event });
      // NOTIFY payloads are limited to 8000 bytes; our events are small.
      publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch((err) => {
        logger.warn({ err: String(err) }, 'event publish failed; delivering locally');
        local.deliver(userId, event);
      });
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await local.close();
      await client.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}
