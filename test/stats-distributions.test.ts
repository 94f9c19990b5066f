// The two distribution functions the statistics rest on, against 40-digit values from mpmath
// (test/vectors/distributions.py): the chi-square upper tail behind every p-value, and Student's t
// quantile behind every 95% interval.

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { chiSquareSurvival } from '../src/stats/chisquare.js';
import { Z95, t95 } from '../src/stats/summary.js';

const reference = JSON.parse(
  readFileSync(new URL('./vectors/distributions.json', import.meta.url), 'utf8'),
) as {
  chiSquareUpper: [df: number, x: number, upper: number][];
  tQuantile: [df: number, p: number, quantile: number][];
};

const relativeError = (value: number, exact: number) => Math.abs(value - exact) / Math.abs(exact);

test('the chi-square upper tail is within 1e-12 of the exact value, from 1 to 10^5 degrees of freedom', () => {
  const tested = reference.chiSquareUpper.filter(([, , upper]) => upper > 1e-300);
  expect(tested.length).toBeGreaterThan(100);
  for (const [df, x, upper] of tested) {
    expect(relativeError(chiSquareSurvival(x, df), upper), `df ${df}, x ${x}`).toBeLessThan(1e-12);
  }
});

test('the 95% t quantile is within 1e-7 of the exact value from 1 to 10^13 degrees of freedom', () => {
  // lib-r-math's qt is accurate to about 3e-8 relative (its pt is, at small df): an interval's ends
  // move by less than 1e-7 of its half-width, far below the digits any report prints
  const tested = reference.tQuantile.filter(([, p]) => p === 0.975);
  for (const [df, , quantile] of tested) {
    expect(relativeError(t95(df + 1), quantile), `df ${df}`).toBeLessThan(1e-7);
  }
  expect(relativeError(t95(1e13 + 1), Z95)).toBeLessThan(1e-12);
});

test('a tail too small for a double is 0, and one game has no interval', () => {
  expect(chiSquareSurvival(1e5, 3)).toBe(0);
  expect(t95(1)).toBeNaN();
});
