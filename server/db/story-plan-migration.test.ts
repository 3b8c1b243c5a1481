import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type MigrationProvider, Migrator, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyPlanSchema, UNKNOWN_SCENE } from '../../shared/story-plan';
import { parseStory } from '../../shared/story-text';
import { type Database, openDatabase } from './database';
import { appMigrations, migrateApp, STORY_PLAN_BATCH } from './migrations';

const pgUrl = process.env.TEST_DATABASE_URL;

async function withPg(url: string, fn: (c: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

/** A new empty database of the dialect, dropped afterwards. */
async function scratchDatabase(dialect: 'sqlite' | 'postgres'): Promise<{ database: Database; drop(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fh-plan-migration-'));
  if (dialect === 'sqlite') {
    const database = openDatabase({ dataDir: dir });
    return { database, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `fh_t_${randomBytes(6).toString('hex')}`;
  await withPg(pgUrl!, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(pgUrl!);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: dir });
  return {
    database,
    drop: async () => {
      await withPg(pgUrl!, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const OLD = {
  marked:
    'TITLE: Emil skal til tandlæge\n\n[Billede 1]\nI morgen skal Emil til tandlægen. Mor går med!\n\n[Billede 2]\nEmil sidder i den store stol.\nTandlægen kigger.\n\n[Billede 3]\nBagefter går de hjem. Det er helt i orden.\n',
  // Text before the first marker belongs to page 1; no TITLE line: the stored title is the plan's.
  intro: 'Det her er en historie.\n[Billede 1]\nEmil vågner.\n[Billede 2]\nEmil spiser.',
  // An old story with `---` between its pages and a page of more sentences than a plan's page holds.
  dashes: `Ida går i skole.\n---\n${Array.from({ length: 15 }, (_, i) => `Ida tæller til ${i + 1}.`).join(' ')}`,
};

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !pgUrl)(`0070_story_plan: every story written before plans gets one [${dialect}]`, () => {
    let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
    beforeAll(async () => {
      scratch = await scratchDatabase(dialect);
    });
    afterAll(async () => {
      await scratch?.database.close();
      await scratch?.drop();
    });

    it('converts the rows inserted before it, in batches, each to a valid plan of its own text', async () => {
      const { db } = scratch.database;
      // What Better Auth makes first (server/modules/auth/better-auth.ts), as far as the app's migrations use it.
      await sql`create table "user" (id text primary key)`.execute(db);
      await sql`create table profiles (id text primary key, email text, created_at text)`.execute(db);
      await sql`insert into "user" (id) values ('u1')`.execute(db);
      const provider: MigrationProvider = { getMigrations: async () => appMigrations(dialect) };
      const before = await new Migrator({
        db,
        provider,
        migrationTableName: 'app_migrations',
        migrationLockTableName: 'app_migrations_lock',
      }).migrateTo('0068_story_event_and_reads');
      expect(before.error).toBeUndefined();

      const at = new Date().toISOString();
      const row = (id: string, title: string, content: string) => ({
        id,
        user_id: 'u1',
        title,
        content,
        images: '[]',
        character: '{"name":"Emil"}',
        created_at: at,
        updated_at: at,
      });
      const named = [
        row('a-marked', 'Emil skal til tandlæge', OLD.marked),
        row('a-intro', 'Morgen', OLD.intro),
        row('a-dashes', 'Ida i skole', OLD.dashes),
      ];
      // More rows than one batch holds, so the conversion goes on past the first batch.
      const many = Array.from({ length: STORY_PLAN_BATCH + 20 }, (_, i) =>
        row(`b-${String(i).padStart(5, '0')}`, `Historie ${i}`, `[Billede 1]\nSide ${i}.\n[Billede 2]\nSlut ${i}.`),
      );
      for (let i = 0; i < many.length; i += 100)
        await db
          .insertInto('stories')
          .values(many.slice(i, i + 100) as never)
          .execute();
      // Rows as they were before 0070: only the columns of then.
      await db
        .insertInto('stories')
        .values(named as never)
        .execute();

      await migrateApp(db, dialect);

      const rows = await db.selectFrom('stories').select(['id', 'title', 'content', 'plan']).orderBy('id').execute();
      expect(rows).toHaveLength(many.length + named.length);
      for (const r of rows) {
        const plan = storyPlanSchema.parse(JSON.parse(r.plan!));
        expect(plan.pages.length, r.id).toBe(parseStory(r.content).scenes.length);
        for (const page of plan.pages) {
          expect(page.scene).toEqual(UNKNOWN_SCENE);
          for (const sentence of page.sentences) expect(sentence).toEqual({ text: sentence.text, kind: 'ukendt', source: 'writer' });
        }
      }
      const planOf = (id: string) => storyPlanSchema.parse(JSON.parse(rows.find((r) => r.id === id)!.plan!));

      const marked = planOf('a-marked');
      expect(marked.version).toBe(1);
      expect(marked.title).toBe('Emil skal til tandlæge');
      expect(marked.pages.map((p) => p.sentences.map((s) => s.text))).toEqual([
        ['I morgen skal Emil til tandlægen.', 'Mor går med!'],
        ['Emil sidder i den store stol.', 'Tandlægen kigger.'],
        ['Bagefter går de hjem.', 'Det er helt i orden.'],
      ]);
      const intro = planOf('a-intro');
      expect(intro.title).toBe('Morgen');
      expect(intro.pages.map((p) => p.sentences.map((s) => s.text))).toEqual([
        ['Det her er en historie.', 'Emil vågner.'],
        ['Emil spiser.'],
      ]);
      const dashes = planOf('a-dashes');
      expect(dashes.pages[0].sentences.map((s) => s.text)).toEqual(['Ida går i skole.']);
      expect(dashes.pages[1].sentences.length).toBeLessThanOrEqual(12);
      expect(dashes.pages[1].sentences.map((s) => s.text).join(' ')).toBe(parseStory(OLD.dashes).scenes[1].text);
      expect(planOf(`b-${String(STORY_PLAN_BATCH + 19).padStart(5, '0')}`).pages.map((p) => p.sentences[0].text)).toEqual([
        `Side ${STORY_PLAN_BATCH + 19}.`,
        `Slut ${STORY_PLAN_BATCH + 19}.`,
      ]);
    });
  });
}
