// The statistics module against direct computation and textbook values.

import { describe, expect, test } from 'vitest';
import type { MetricTotals } from '../src/core/totals.js';
import { chiSquareGof, chiSquareSurvival } from '../src/stats/chisquare.js';
import { wilson95 } from '../src/stats/proportion.js';
import { summarize, t95 } from '../src/stats/summary.js';

function totals(values: number[], overflowFrom = 65535): MetricTotals {
  const counts: number[] = [];
  let overflowCount = 0;
  let overflowSum = 0n;
  let overflowSumOfSquares = 0n;
  let overflowMax = 0;
  for (const v of values) {
    const bin = Math.min(v, overflowFrom);
    counts[bin] = (counts[bin] ?? 0) + 1;
    if (v >= overflowFrom) {
      overflowCount++;
      overflowSum += BigInt(v);
      overflowSumOfSquares += BigInt(v) ** 2n;
      overflowMax = Math.max(overflowMax, v);
    }
  }
  return {
    counts: Array.from(counts, (c) => c ?? 0),
    overflowFrom,
    overflowCount,
    overflowSum,
    overflowSumOfSquares,
    overflowMax,
  };
}

describe('summarize', () => {
  const values = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8];
  const s = summarize(totals(values));
  test('mean, sample sd, min, max', () => {
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1));
    expect(s.mean).toBeCloseTo(mean, 12);
    expect(s.sd).toBeCloseTo(sd, 12);
    expect([s.min, s.max]).toEqual([1, 9]);
  });
  test('95% CI uses Student t with n - 1 degrees of freedom (2.201 for 11)', () => {
    expect(t95(12)).toBeCloseTo(2.200985, 5);
    expect(s.ci95[1] - s.mean).toBeCloseTo((2.200985 * s.sd) / Math.sqrt(12), 5);
  });
  test('both ends of the interval: mean − t·se and mean + t·se, and se = sd / √n', () => {
    // textbook: n = 12, mean 4.3333, sd 2.5346, t(0.975, 11) = 2.200985 → [2.72292, 5.94375]
    expect(s.se).toBeCloseTo(s.sd / Math.sqrt(12), 12);
    expect(s.ci95[0]).toBeCloseTo(s.mean - t95(12) * s.se, 12);
    expect(s.ci95[1]).toBeCloseTo(s.mean + t95(12) * s.se, 12);
    expect(s.ci95[0]).toBeCloseTo(2.72292, 4);
    expect(s.ci95[1]).toBeCloseTo(5.94375, 4);
  });
  test('median of an even count is the mean of the two middle values; percentiles by nearest rank', () => {
    expect(s.median).toBe(4.5);
    expect(s.percentiles.p25).toBe(2);
    expect(s.percentiles.p99).toBe(9);
    expect(s.histogram).toEqual([
      [1, 2],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 3],
      [6, 1],
      [8, 1],
      [9, 1],
    ]);
  });
  test('values beyond the histogram still count exactly', () => {
    const big = summarize(totals([1, 2, 100, 250], 50));
    expect(big.mean).toBe(88.25);
    expect(big.max).toBe(250);
  });
  test('exact sums: no cancellation with huge counts', () => {
    const m: MetricTotals = {
      counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4e12, 4e12],
      overflowFrom: 65535,
      overflowCount: 0,
      overflowSum: 0n,
      overflowSumOfSquares: 0n,
      overflowMax: 0,
    };
    const r = summarize(m);
    expect(r.mean).toBe(20.5);
    expect(r.sd).toBeCloseTo(0.5, 9);
  });
});

describe('wilson95', () => {
  test('textbook values', () => {
    const [lo, hi] = wilson95(81, 263);
    expect(lo).toBeCloseTo(0.2553, 3);
    expect(hi).toBeCloseTo(0.3662, 3);
    expect(wilson95(0, 10)[0]).toBe(0);
    expect(wilson95(10, 10)[1]).toBe(1);
  });
});

describe('chi-square', () => {
  test('survival function: 3.841 with 1 df is p = 0.05; 18.307 with 10 df is p = 0.05', () => {
    expect(chiSquareSurvival(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquareSurvival(18.307038, 10)).toBeCloseTo(0.05, 6);
    expect(chiSquareSurvival(200, 10)).toBeLessThan(1e-30);
  });
  test('a perfect fit has statistic 0 and p = 1', () => {
    const r = chiSquareGof([250, 250, 250, 250], [0.25, 0.25, 0.25, 0.25]);
    expect(r.statistic).toBe(0);
    expect(r.pValue).toBeCloseTo(1, 12);
    expect(r.degreesOfFreedom).toBe(3);
  });
  test('classes with fewer than 5 expected are pooled, including the tail beyond the pmf', () => {
    const r = chiSquareGof([0, 90, 8, 2], [0, 0.9, 0.08]);
    // classes: {0,1} expected 90, {2, tail} expected 8 + 2
    expect(r.classes).toBe(2);
    expect(r.statistic).toBeCloseTo(0, 12);
  });
});
