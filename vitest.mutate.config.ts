// The tests Stryker runs against each mutant (`npm run mutate`): the unit tests of the host's
// logic, which import its sources and run in seconds without the built kernel (build/) or the
// bundles (dist/). The suites that play millions of games, drive the bundled CLI, the browser
// bundle or Chromium would make each of a few thousand mutants cost minutes on a small machine,
// and a mutant of src/ does not reach dist/ or build/ anyway.
import { defineConfig } from 'vitest/config';

// BOARDSIM_MUTATE_TESTS (test files, comma-separated) narrows the list for a run over one folder,
// e.g. the generic exact solver without the games' exact tests, which take minutes instrumented.
const only = process.env.BOARDSIM_MUTATE_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  test: {
    include: only ?? [
      // statistics
      'test/stats.test.ts',
      'test/stats-distributions.test.ts',
      'test/stats-properties.test.ts',
      // the generators' and range methods' twins
      'test/dice-bias.test.ts',
      'test/rng-twins.test.ts',
      'test/rng-seeding.test.ts',
      'test/ring-small.test.ts',
      'test/dice-stream.test.ts',
      'test/game-dice.test.ts',
      'test/dice-names.test.ts',
      // the exact solvers
      'test/chain-solve.test.ts',
      'test/pair-exact.test.ts',
      'test/pair-chain-units.test.ts',
      'test/snakes-exact.test.ts',
      'test/candyland-exact.test.ts',
      'test/exact-generic.test.ts',
      'test/rational-gcd.test.ts',
      'test/chain-units.test.ts',
      'test/chain-errors.test.ts',
      // shard planning, the report and the merge
      'test/plan.test.ts',
      'test/merge-properties.test.ts',
      'test/merge-units.test.ts',
      'test/report-units.test.ts',
      'test/report-consistency.test.ts',
      'test/report-shape.test.ts',
      'test/report-csv.test.ts',
      'test/report-text.test.ts',
      // option and config checks
      'test/options.test.ts',
      'test/config-properties.test.ts',
    ],
    // fast-check without shrinking: a mutant is killed at its first counterexample
    setupFiles: ['test/mutate-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
