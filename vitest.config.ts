import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // the tests that spawn worker pools share 2 cores; one file at a time per core is plenty
    maxWorkers: 2,
  },
});
