import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type MigrationProvider, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database';
import { recheckStories, storyCheckColumns } from '../modules/stories/check';
import { planOfContent } from './story-plan-column';
import { storiesRepository } from '../modules/stories/repository';
import { appMigrations, migrateApp } from './migrations';

describe('0050/0063: stories written before the Historietjek get it when the app starts', () => {
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

  it('adds the columns, and recheckStories fills them in from each story text and child', async () => {
    const { db } = database;
    // What Better Auth makes first (server/modules/auth/better-auth.ts), as far as the app's migrations use it.
    await sql`create table "user" (id text primary key)`.execute(db);
    await sql`create table profiles (id text primary key, email text, created_at text)`.execute(db);
    await sql`insert into "user" (id) values ('u1')`.execute(db);
    const provider: MigrationProvider = { getMigrations: async () => appMigrations('sqlite') };
    const before = await new Migrator({
      db,
      provider,
      migrationTableName: 'app_migrations',
      migrationLockTableName: 'app_migrations_lock',
    }).migrateTo('0040_billing');
    expect(before.error).toBeUndefined();

    const good =
      'TITLE: Emil skal til tandlæge\n[Billede 1]\nI morgen skal Emil til tandlægen. Mor går med, fordi tandlægen passer på tænderne.\n[Billede 2]\nTil sidst går Emil hjem. Det er helt i orden.';
    const bossy = 'TITLE: Emil\n[Billede 1]\nDu skal altid sidde stille.\n[Billede 2]\nDu må aldrig råbe.';
    const character = JSON.stringify({ name: 'Emil', age: 6, gender: 'dreng' });
    const at = new Date().toISOString();
    for (const [id, content] of [
      ['s1', good],
      ['s2', bossy],
    ]) {
      await sql`insert into stories (id, user_id, title, content, images, character, created_at, updated_at) values (${id}, 'u1', 'Emil', ${content}, '[]', ${character}, ${at}, ${at})`.execute(
        db,
      );
    }

    await migrateApp(db, 'sqlite');
    // The migrations only add the columns: no product code runs in a migration.
    expect(await db.selectFrom('stories').select(['check_version']).execute()).toEqual([{ check_version: 0 }, { check_version: 0 }]);
    expect(await recheckStories(storiesRepository(db))).toBe(2);
    expect(await recheckStories(storiesRepository(db))).toBe(0);
    const rows = await db.selectFrom('stories').select(['id', 'check_light', 'check_score', 'check_version']).orderBy('id').execute();
    // The check on the plan (the story's text read as one), against a request from before the questions.
    const expected = (content: string) =>
      storyCheckColumns(
        { plan: planOfContent(content, 'Emil'), title: 'Emil', description: '', facts: {} },
        { name: 'Emil', age: 6, gender: 'dreng' },
      );
    expect(rows).toEqual([
      { id: 's1', ...expected(good) },
      { id: 's2', ...expected(bossy) },
    ]);
    expect(rows[1].check_light).toBe('rød');
    expect(rows[0].check_score).toBeGreaterThan(rows[1].check_score);
  });
});

describe('0062_speech_cache_per_user: the shared read-aloud cache becomes one per user', () => {
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

  it('drops the shared rows and keys the new ones by a user, deleted with the user', async () => {
    const { db } = database;
    await sql`create table "user" (id text primary key)`.execute(db);
    await sql`create table profiles (id text primary key, email text, created_at text)`.execute(db);
    await sql`insert into "user" (id) values ('u1')`.execute(db);
    const provider: MigrationProvider = { getMigrations: async () => appMigrations('sqlite') };
    const before = await new Migrator({
      db,
      provider,
      migrationTableName: 'app_migrations',
      migrationLockTableName: 'app_migrations_lock',
    }).migrateTo('0061_jobs_story');
    expect(before.error).toBeUndefined();
    const at = new Date().toISOString();
    await sql`insert into speech_cache (voice, text_hash, storage_key, content_type, created_at) values ('da-DK-Standard-A', ${'a'.repeat(64)}, 'speech/da-DK-Standard-A/x.wav', 'audio/wav', ${at})`.execute(
      db,
    );

    await migrateApp(db, 'sqlite');
    expect(await db.selectFrom('speech_cache').selectAll().execute()).toEqual([]);
    const row = {
      voice: 'da-DK-Standard-A',
      text_hash: 'b'.repeat(64),
      storage_key: 'users/u1/speech/da-DK-Standard-A/b.mp3',
      content_type: 'audio/mpeg',
      bytes: 10,
      created_at: at,
      used_at: at,
    };
    await db
      .insertInto('speech_cache')
      .values({ ...row, user_id: 'u1' })
      .execute();
    // No row without an existing user, and the user's rows go with the user.
    await expect(
      db
        .insertInto('speech_cache')
        .values({ ...row, user_id: 'nobody' })
        .execute(),
    ).rejects.toThrow();
    await sql`delete from "user" where id = 'u1'`.execute(db);
    expect(await db.selectFrom('speech_cache').selectAll().execute()).toEqual([]);
  });
});
