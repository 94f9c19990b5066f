// rng report's warm-up (issue 36): every die gets the same untimed calls before it is timed, enough
// for WebAssembly's optimized code to be ready, so that the first die of a report is not timed on
// the baseline code (it came out 3 to 7 times too slow).

import { expect, test, vi } from 'vitest';
import { WARM_UP_CALLS, timeDie, warmUp } from '../src/lab/speed.js';
import { parseDice } from '../src/rng/dice.js';
import { loadKernel } from './helpers.js';

test('a warm-up is WARM_UP_CALLS calls, more than one', () => {
  const roll = vi.fn(() => 1);
  warmUp(roll);
  expect(roll).toHaveBeenCalledTimes(WARM_UP_CALLS);
  expect(WARM_UP_CALLS).toBeGreaterThanOrEqual(5);
});

test('timeDie still times every die', async () => {
  const kernel = await loadKernel();
  for (const die of ['pcg32:lemire', 'xoshiro128x4:lemire16']) {
    const speed = timeDie(kernel, parseDice(die), 6, 1 << 12, 2);
    expect(speed.nsPerRoll).toBeGreaterThan(0);
    expect(speed.rollsPerSecond).toBeCloseTo(1e9 / speed.nsPerRoll, 6);
  }
});
