// The tests Stryker runs against each mutant: those that import the host's sources. The tests that
// drive the bundled CLI, the browser bundle or Chromium run dist/ and build/, which a mutant of src/
// does not reach, so they would only cost time.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser-*.test.ts', 'test/web-*.test.ts', 'test/*cli*.test.ts', 'test/dieharder.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
