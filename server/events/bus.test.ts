import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEvent } from '../../shared/events';
import { type EventBus, postgresEventBus } from './bus';

const url = process.env.TEST_DATABASE_URL;

/** The events `bus` delivers to one subscriber of `userId`. */
function listenTo(bus: EventBus, userId: string) {
  const seen: AppEvent[] = [];
  bus.subscribe(userId, (e) => seen.push(e));
  return seen;
}

/** Publishes on `from` every 100 ms until `seen` has grown, or fails after `timeoutMs`. */
async function arrives(from: EventBus, userId: string, seen: AppEvent[], timeoutMs = 10_000) {
  const before = seen.length;
  const end = Date.now() + timeoutMs;
  while (seen.length === before) {
    if (Date.now() > end) throw new Error(`no event arrived within ${timeoutMs} ms`);
    from.publish(userId, { type: 'profile' });
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!url)('the PostgreSQL event bus [postgres]', () => {
  const name = `fh-events-test-${randomUUID().slice(0, 8)}`;
  let a: EventBus;
  let b: EventBus;
  beforeAll(async () => {
    a = await postgresEventBus(url!);
    b = await postgresEventBus(url!, { applicationName: name });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('listens again after its connection is killed, and events from other instances flow again', async () => {
    const userId = randomUUID();
    const onB = listenTo(b, userId);
    await arrives(a, userId, onB);

    // The listening connection dies (a restart of PostgreSQL, a network blip).
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);
      expect(killed.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await arrives(a, userId, onB);
  });
});
