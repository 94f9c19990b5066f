// @ts-check
// Mutation testing of the host's logic: `npm run mutate` (the shared folders that decide answers; hours on a small
// machine), `npm run mutate -- --mutate 'src/stats/**/*.ts'` for one folder, `--incremental` to run
// only what changed since reports/stryker-incremental.json, `--ignoreStatic` to leave out the
// mutants of module-level constants (each runs every test). Not run in CI; the scores and the
// surviving mutants judged equivalent are recorded in docs/guide/testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  mutate: [
    'src/stats/**/*.ts',
    'src/rng/**/*.ts',
    'src/exact/**/*.ts',
    'src/run/plan.ts',
    'src/run/chunk-order.ts',
    'src/report/**/*.ts',
    'src/api/merge.ts',
    'src/core/options.ts',
    'src/games/config.ts',
  ],
  coverageAnalysis: 'perTest',
  // `--incremental` re-runs only the mutants whose code or covering tests changed since the
  // results in this file (checked in; see docs/guide/testing.md)
  incrementalFile: 'reports/stryker-incremental.json',
  concurrency: 1,
  // a mutant that loops for ever is a kill; waiting a minute for each would cost hours
  timeoutMS: 5_000,
  // the first run of every test, with coverage, on a shared machine
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
export default config;
