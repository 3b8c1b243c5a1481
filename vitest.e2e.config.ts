import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: each file starts the built app on its own port and data folder and
 * drives Chromium. They run one file at a time (2 cores, one browser is plenty).
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
    reporters: ['default'],
  },
});
