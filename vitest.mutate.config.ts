// The tests Stryker runs against each mutant (`npm run mutate`): the unit tests of the host's
// logic, which import its sources and run in seconds. The suites that play millions of games, drive
// the bundled CLI, the browser bundle or Chromium (dist/ and build/, which a mutant of src/ does
// not reach) would make each of a few thousand mutants cost minutes on a small machine.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'test/stats.test.ts',
      'test/options.test.ts',
      'test/json-gate.test.ts',
      'test/hostile-input.test.ts',
      'test/snakes-exact.test.ts',
      'test/candyland-exact.test.ts',
      'test/candyland-published.test.ts',
    ],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
