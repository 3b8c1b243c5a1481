import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Unit and API integration tests (`npx vitest run`). Browser journeys have their own config,
 * vitest.e2e.config.ts. Tests of one file run in order; two files run side by side (2 cores),
 * each against its own database.
 */
export default defineConfig({
  // The web's import aliases (vite.config.ts), for the web's unit tests.
  resolve: {
    alias: {
      '@shared': path.resolve(import.meta.dirname, 'shared'),
      '@web': path.resolve(import.meta.dirname, 'web/src'),
    },
  },
  test: {
    include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**', '**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { concurrent: false },
    // Password hashing (scrypt) takes ~0.3 s per sign-up or sign-in on this kind of machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
