import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('a PostgreSQL connection ended by the server while idle [postgres]', () => {
  it('does not end the process: the next query opens another connection', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fh-idle-'));
    const database = openDatabase({ databaseUrl: pgUrl, dataDir: dir });
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(database.db);
      const pid = rows[0].pid;
      // The connection is back in the pool, idle, when the server ends it.
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      for (let i = 0; i < 100; i++) {
        const { rows: left } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1', [pid]);
        if (left[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await new Promise((r) => setTimeout(r, 100));
      const again = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(database.db);
      expect(again.rows[0].pid).not.toBe(pid);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await admin.end();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
