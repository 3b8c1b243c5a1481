import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type PostgresPool, SqliteDialect } from 'kysely';
import pg from 'pg';
import { logger } from '../logger';
import type { DB } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

// COUNT(*) and BIGINT come back as strings from pg; our counters fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
// DATE stays the 'YYYY-MM-DD' it is (a story's event day): a JS Date would move it by the time zone.
pg.types.setTypeParser(1082, (v) => v);

export function openDatabase(opts: { databaseUrl?: string; dataDir: string; sqliteFile?: string }): Database {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is an 'error'
    // event on the pool; without a listener Node ends the whole process. The pool drops that
    // connection and opens another on the next query.
    pool.on('error', (err) => logger.warn({ err }, 'an idle database connection ended; the next query opens another'));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: namingStatements(pool) }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = opts.sqliteFile ?? path.join(opts.dataDir, 'app.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * PostgreSQL parses and plans a query afresh each time unless the statement is named; each
 * connection then keeps it. A name is given to the first STATEMENT_CACHE_SIZE query texts that
 * read or change rows and name their columns: a `*` could come to mean other columns after a
 * migration, which a kept statement refuses ("cached plan must not change result type").
 */
function namingStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  let named = 0;
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name !== undefined) return name;
    const nameable = /^\s*(select|insert|update|delete|with)\b/i.test(text) && !text.includes('*');
    if (!nameable || named >= STATEMENT_CACHE_SIZE) return null;
    name = `fh_${named++}`;
    names.set(text, name);
    return name;
  };
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      return {
        release: () => client.release(),
        // Kysely passes SQL text with its parameters, or a cursor (streamed results).
        query: ((text: unknown, values?: unknown[]) => {
          if (typeof text !== 'string') return client.query(text as never);
          const name = nameOf(text);
          return name ? client.query({ name, text, values }) : client.query(text, values);
        }) as never,
      };
    },
  };
}

/**
 * Kysely prepares every query afresh; preparing costs about as much as running a small query. The
 * app sends the same few hundred SQL texts over and over, so each prepared statement is kept
 * (least recently used out first). A statement still iterating a streamed result is busy, and
 * then a fresh one is prepared for the other caller.
 */
function reusingStatements(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/** Timestamps come back as Date (pg) or ISO text (SQLite); the API always speaks ISO. */
export function toIso(value: Date | string | number | null | undefined): string {
  if (value == null) return new Date(0).toISOString();
  return new Date(value).toISOString();
}
