import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type MigrationProvider, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOptionsFor, checkStory } from '../../shared/story-check';
import { type Database, openDatabase } from './database';
import { appMigrations, migrateApp } from './migrations';

describe('0050_story_check: stories written before it get their Historietjek', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fh-migrations-'));
    database = openDatabase({ dataDir: dir });
  });
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('adds the columns and fills them in from each story text and child', async () => {
    const { db } = database;
    // What Better Auth makes first (server/auth.ts), as far as the app's migrations use it.
    await sql`create table "user" (id text primary key)`.execute(db);
    await sql`create table profiles (id text primary key, email text, created_at text)`.execute(db);
    await sql`insert into "user" (id) values ('u1')`.execute(db);
    const provider: MigrationProvider = { getMigrations: async () => appMigrations('sqlite') };
    const before = await new Migrator({ db, provider, migrationTableName: 'app_migrations', migrationLockTableName: 'app_migrations_lock' }).migrateTo('0040_billing');
    expect(before.error).toBeUndefined();

    const good = 'TITLE: Emil skal til tandlæge\n[Billede 1]\nI morgen skal Emil til tandlægen. Mor går med, fordi tandlægen passer på tænderne.\n[Billede 2]\nTil sidst går Emil hjem. Det er helt i orden.';
    const bossy = 'TITLE: Emil\n[Billede 1]\nDu skal altid sidde stille.\n[Billede 2]\nDu må aldrig råbe.';
    const character = JSON.stringify({ name: 'Emil', age: 6, gender: 'dreng' });
    const at = new Date().toISOString();
    for (const [id, content] of [['s1', good], ['s2', bossy]]) {
      await sql`insert into stories (id, user_id, title, content, images, character, created_at, updated_at) values (${id}, 'u1', 'Emil', ${content}, '[]', ${character}, ${at}, ${at})`.execute(db);
    }

    await migrateApp(db, 'sqlite');
    const rows = await db.selectFrom('stories').select(['id', 'check_light', 'check_score']).orderBy('id').execute();
    const expected = (content: string) => {
      const { light, score } = checkStory(content, checkOptionsFor({ name: 'Emil', age: 6, gender: 'dreng' }));
      return { check_light: light, check_score: score };
    };
    expect(rows).toEqual([
      { id: 's1', ...expected(good) },
      { id: 's2', ...expected(bossy) },
    ]);
    expect(rows[1].check_light).toBe('rød');
    expect(rows[0].check_score).toBeGreaterThan(rows[1].check_score);
  });
});
