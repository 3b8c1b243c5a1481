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

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5000;

/**
 * `applicationName` names the listening connection in pg_stat_activity (tests find it by that).
 * When that connection is lost (PostgreSQL restarted, a network blip) it is opened again with
 * back-off. Events published meanwhile are lost, as NOTIFY keeps nothing; open pages re-read
 * their state when their own stream reconnects, so nothing stays wrong.
 */
export async function postgresEventBus(connectionString: string, opts: { applicationName?: string } = {}): Promise<EventBus> {
  const local = localEventBus();
  const publisher = new pg.Pool({ connectionString, max: 2 });
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = FIRST_RETRY_MS;

  async function listen() {
    const c = new pg.Client({ connectionString, application_name: opts.applicationName ?? 'fh-events' });
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { userId, event } = JSON.parse(msg.payload) as { userId: string; event: AppEvent };
        local.deliver(userId, event);
      } catch (err) {
        logger.warn({ err }, 'bad event payload');
      }
    });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      lost(c, err);
      throw err;
    }
  }

  function lost(c: pg.Client, err?: unknown) {
    if (closed || c !== client) return;
    client = undefined;
    logger.error({ err: err ?? new Error('connection ended') }, 'event listener connection lost; listening again soon');
    c.end().catch(() => undefined);
    again();
  }

  function again() {
    if (closed || retry) return;
    // A little jitter, so instances that lost the same server do not all come back at once.
    retry = setTimeout(() => void listenAgain(), delayMs + Math.floor(Math.random() * delayMs * 0.2));
    retry.unref();
  }

  /** Never rejects: a failed attempt schedules the next. */
  async function listenAgain() {
    retry = undefined;
    try {
      await listen();
      delayMs = FIRST_RETRY_MS;
      logger.info({}, 'event listener listening again');
    } catch {
      delayMs = Math.min(LAST_RETRY_MS, delayMs * 2);
      again();
    }
  }

  await listen();

  return {
    publish(userId, event) {
      const payload = JSON.stringify({ userId, event });
      // NOTIFY payloads are limited to 8000 bytes; our events are small.
      publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch((err) => {
        logger.warn({ err }, 'event publish failed; delivering locally');
        local.deliver(userId, event);
      });
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await local.close();
      await client?.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}
