// The dump pipe into an external battery: one dieharder test (diehard_birthdays) on the default
// die, when dieharder is installed (.ci/run installs it). The full command line is in the README (the dice lab).

import { execFileSync, spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { CLI } from './helpers.js';

function hasDieharder(): boolean {
  try {
    execFileSync('dieharder', ['-l'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// CI installs dieharder (.ci/run): there the smoke test must run, not skip
if (process.env.CI && !hasDieharder())
  throw new Error('dieharder is not installed; CI must run the smoke test');

test.skipIf(!hasDieharder())('boardsim rng dump | dieharder -g 200 -d 0 passes on the default die', () => {
  const r = spawnSync(
    'sh',
    ['-c', `"${process.execPath}" "${CLI}" rng dump --gen xoshiro128x4 --seed 1 | dieharder -g 200 -d 0`],
    { encoding: 'utf8' },
  );
  expect(r.status).toBe(0);
  // the pipe's reader went away: boardsim must not complain
  expect(r.stderr).toBe('');
  const row = r.stdout.split('\n').find((line) => line.includes('diehard_birthdays'));
  expect(row).toBeDefined();
  // dieharder: PASSED, WEAK (p < 0.005 or > 0.995, expected in 1% of runs) or FAILED (p < 1e-6)
  expect(row).toMatch(/PASSED|WEAK/);
});
