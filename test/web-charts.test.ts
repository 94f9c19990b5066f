// The page's distribution charts put their ticks on whole numbers (issue 36: L.A.M.A.'s rounds had
// a tick at 2.5, a number of rounds no game has).

import { describe, expect, test } from 'vitest';
import { integerTicks } from '../src/web/charts.js';

describe('integerTicks', () => {
  test.each([
    [2, 5, [2, 3, 4, 5]],
    [1, 3, [1, 2, 3]],
    [4, 4, [4]],
    [0, 20, [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20]],
    [2, 189, [20, 40, 60, 80, 100, 120, 140, 160, 180]],
  ])('from %d to %d: %j', (lo, hi, ticks) => {
    expect(integerTicks(lo, hi)).toEqual(ticks);
  });

  test('always whole numbers, inside the range, at most eleven', () => {
    for (let lo = 0; lo < 40; lo += 3)
      for (let hi = lo; hi < 100_000; hi = hi * 3 + 1) {
        const ticks = integerTicks(lo, hi);
        expect(ticks.length).toBeGreaterThan(0);
        expect(ticks.length).toBeLessThanOrEqual(11);
        expect(ticks.every((t) => Number.isInteger(t) && t >= lo && t <= hi)).toBe(true);
      }
  });
});
