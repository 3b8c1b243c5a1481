import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateSqliteTemplate, PG_SKIP_MESSAGE } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file; each API test file starts from a copy. */
    sqliteTemplate: string;
  }
}

/** Runs once per `vitest run`: migrates the SQLite template that every test file copies. */
export default async function setup(project: TestProject) {
  if (!process.env.TEST_DATABASE_URL) console.log(`\n${PG_SKIP_MESSAGE}\n`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fh-template-db-'));
  const file = path.join(dir, 'template.sqlite');
  await migrateSqliteTemplate(file);
  project.provide('sqliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
