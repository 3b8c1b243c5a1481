import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type Dialect, startApp, type StartOptions, type TestApp } from './harness';

const dialects: { dialect: Dialect; skip: boolean }[] = [
  { dialect: 'sqlite', skip: false },
  { dialect: 'postgres', skip: !process.env.TEST_DATABASE_URL },
];

/**
 * Runs `suite` once per database engine, each against its own app on its own database
 * (a copy of the migrated SQLite template, or a fresh PostgreSQL database). The PostgreSQL
 * variant is skipped without TEST_DATABASE_URL (global-setup.ts says so once per run).
 */
export function describeEachDialect(
  name: string,
  suite: (app: () => TestApp, dialect: Dialect) => void,
  options: Omit<StartOptions, 'dialect'> = {},
) {
  describe.each(dialects)(`${name} [$dialect]`, ({ dialect, skip }) => {
    describe.skipIf(skip)(dialect, () => {
      let app: TestApp | undefined;
      beforeAll(async () => {
        app = await startApp({ dialect, sqliteTemplate: inject('sqliteTemplate'), ...options });
      });
      afterAll(async () => {
        await app?.close();
      });
      suite(() => {
        if (!app) throw new Error('the app did not start; see the beforeAll error');
        return app;
      }, dialect);
    });
  });
}
