// The statistics as properties (fast-check) and as edge cases: a summary equals the direct
// computation on the values themselves, whatever they are and wherever the histogram overflows;
// the 95% intervals cover a known answer at their stated rate on simulated data (seeded, so the
// counts below never change); and the pooling of the chi-square test, class by class.

import fc from 'fast-check';
import { qt } from 'lib-r-math.js';
import { describe, expect, test } from 'vitest';
import type { MetricTotals } from '../src/core/totals.js';
import { chiSquareGof, chiSquareSurvival, formatPValue, reportedFit } from '../src/stats/chisquare.js';
import { wilson95, wilsonStandardError } from '../src/stats/proportion.js';
import { PERCENTILES, Z95, metricSums, moments, summarize, t95, welchT95 } from '../src/stats/summary.js';
import { ChunkStream } from '../src/rng/stream.js';

/** The totals a run keeps of `values`: a histogram up to `overflowFrom`, exact sums beyond it. */
function totals(values: readonly number[], overflowFrom: number): MetricTotals {
  const counts: number[] = [];
  const m: MetricTotals = {
    counts,
    overflowFrom,
    overflowCount: 0,
    overflowSum: 0n,
    overflowSumOfSquares: 0n,
    overflowMax: 0,
  };
  for (const v of values) {
    const bin = Math.min(v, overflowFrom);
    while (counts.length <= bin) counts.push(0);
    counts[bin]!++;
    if (v >= overflowFrom) {
      m.overflowCount++;
      m.overflowSum += BigInt(v);
      m.overflowSumOfSquares += BigInt(v) * BigInt(v);
      m.overflowMax = Math.max(m.overflowMax, v);
    }
  }
  return m;
}

/** The k-th smallest value (0-based) by sorting. */
const kthSorted = (sorted: readonly number[], k: number) => sorted[k]!;

describe('summarize equals the direct computation (property)', () => {
  test('mean, sd, se, interval, min, max, median, percentiles, histogram', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 2, maxLength: 60 }),
        fc.integer({ min: 1, max: 45 }),
        (values, overflowFrom) => {
          const s = summarize(totals(values, overflowFrom));
          const n = values.length;
          const sorted = [...values].sort((a, b) => a - b);
          const mean = values.reduce((a, b) => a + b, 0) / n;
          const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1));
          const se = sd / Math.sqrt(n);
          const t = qt(0.975, n - 1);
          expect(s.mean).toBeCloseTo(mean, 10);
          expect(s.sd).toBeCloseTo(sd, 10);
          expect(s.se).toBeCloseTo(se, 10);
          expect(s.ci95[0]).toBeCloseTo(mean - t * se, 9);
          expect(s.ci95[1]).toBeCloseTo(mean + t * se, 9);
          expect(s.min).toBe(Math.min(sorted[0]!, overflowFrom));
          expect(s.max).toBe(sorted.at(-1));
          // the histogram and order statistics see values at or past overflowFrom in its bin
          const binned = sorted.map((v) => Math.min(v, overflowFrom));
          expect(s.median).toBe(
            (kthSorted(binned, Math.floor((n - 1) / 2)) + kthSorted(binned, Math.floor(n / 2))) / 2,
          );
          for (const p of PERCENTILES) {
            expect(s.percentiles[`p${p}`], `p${p}`).toBe(kthSorted(binned, Math.ceil((p / 100) * n) - 1));
          }
          const histogram = new Map<number, number>();
          for (const v of binned) histogram.set(v, (histogram.get(v) ?? 0) + 1);
          expect(s.histogram).toEqual([...histogram].sort((a, b) => a[0] - b[0]));
        },
      ),
    );
  });

  test('metricSums: n, Σx and Σx² exactly, the overflow bin counted once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 1001 }),
        (values, overflowFrom) => {
          const sums = metricSums(totals(values, overflowFrom));
          expect(sums.n).toBe(BigInt(values.length));
          expect(sums.sum).toBe(values.reduce((a, v) => a + BigInt(v), 0n));
          expect(sums.sumSq).toBe(values.reduce((a, v) => a + BigInt(v) * BigInt(v), 0n));
        },
      ),
    );
  });

  test('moments: exact beyond 2^53 (the remainder of the division counts)', () => {
    // 3 values 2^60, 2^60 + 1, 2^60 + 2: mean 2^60 + 1, sd 1
    const big = 2n ** 60n;
    const n = 3n;
    const sum = 3n * big + 3n;
    const sumSq = big * big + (big + 1n) ** 2n + (big + 2n) ** 2n;
    const m = moments(n, sum, sumSq);
    expect(m.sd).toBe(1);
    expect(m.mean).toBe(2 ** 60);
    // a mean with a fraction: 1, 2 over 2 games is 1.5, not 1
    expect(moments(2n, 3n, 5n).mean).toBe(1.5);
    expect(moments(2n, 3n, 5n).sd).toBeCloseTo(Math.SQRT1_2, 15);
  });
});

describe('edges of the summary', () => {
  test('no games: every number is NaN, the histogram empty', () => {
    const s = summarize(totals([], 10));
    expect(s.mean).toBeNaN();
    expect(s.sd).toBeNaN();
    expect(s.ci95[0]).toBeNaN();
    expect(s.min).toBeNaN();
    expect(s.max).toBeNaN();
    expect(s.median).toBeNaN();
    expect(s.percentiles.p50).toBeNaN();
    expect(s.histogram).toEqual([]);
  });

  test('one game: its value, and no spread', () => {
    const s = summarize(totals([7], 10));
    expect([s.mean, s.min, s.max, s.median, s.percentiles.p1, s.percentiles.p99]).toEqual([7, 7, 7, 7, 7, 7]);
    expect(s.sd).toBeNaN();
    expect(s.ci95[1]).toBeNaN();
  });

  test('the maximum of an overflowed run is the largest value seen, not the overflow bin', () => {
    expect(summarize(totals([1, 12, 30, 5], 10)).max).toBe(30);
    expect(summarize(totals([1, 9], 10)).max).toBe(9);
  });

  test('t95: NaN without two values; the 97.5% quantile with n − 1 degrees of freedom, remembered or not', () => {
    expect(t95(1)).toBeNaN();
    expect(t95(0)).toBeNaN();
    expect(t95(Number.NaN)).toBeNaN();
    // more sizes than t95 remembers, twice: each time the same quantile
    const sizes = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    for (let round = 0; round < 2; round++) {
      for (const n of sizes) expect(t95(n), `n = ${n}`).toBe(qt(0.975, n - 1));
    }
    expect(t95(2)).toBeCloseTo(12.7062047, 6);
  });

  test("welchT95: Welch–Satterthwaite's degrees of freedom, rounded down; 1.96 when both errors are 0", () => {
    // equal errors and sizes: df = 2(n − 1) = 18
    expect(welchT95(1, 10, 1, 10)).toBe(qt(0.975, 18));
    // a = 4, b = 1: df = 25 / (16/4 + 1/29) = 6.197 → 6
    expect(welchT95(2, 5, 1, 30)).toBe(qt(0.975, 6));
    expect(welchT95(1, 30, 2, 5)).toBe(qt(0.975, 6));
    expect(welchT95(0, 10, 0, 10)).toBe(Z95);
    // one side of a single value: no degrees of freedom from it, the normal 1.96
    expect(welchT95(1, 1, 1, 10)).toBe(Z95);
    // one side without spread: the other's n − 1 degrees
    expect(welchT95(0, 10, 3, 4)).toBe(qt(0.975, 3));
  });
});

describe('the intervals cover at their stated rate (simulated data, known answers)', () => {
  // 4,000 samples of 4 values of a normal variable (mean 10, sd 3; Box–Muller on one seeded
  // stream): Student's t with 3 degrees of freedom covers exactly 95%, the normal's ±1.96 about 86%.
  // The count is fixed by the seed; the bound allows 3.5 standard errors of a binomial count.
  test("the mean's 95% interval, Student's t with n − 1 degrees of freedom", () => {
    const stream = new ChunkStream(34n, 0n);
    const uniform = () => (stream.draw(2 ** 32) + 0.5) / 2 ** 32;
    const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
    const samples = 4000;
    let covered = 0;
    for (let i = 0; i < samples; i++) {
      // values in hundredths: the histogram holds whole numbers (a short one, so that the test stays
      // fast under Stryker's instrumentation)
      const values = Array.from({ length: 4 }, () => Math.max(0, Math.round(100 * (10 + 3 * normal()))));
      const [lo, hi] = summarize(totals(values, 5000)).ci95;
      if (lo <= 1000 && 1000 <= hi) covered++;
    }
    const rate = covered / samples;
    const se = Math.sqrt((0.95 * 0.05) / samples);
    expect(Math.abs(rate - 0.95), `coverage ${rate}`).toBeLessThan(3.5 * se);
  });

  test("a win rate's 95% interval (Wilson's), at several rates", () => {
    const stream = new ChunkStream(35n, 0n);
    for (const p of [0.05, 0.3, 0.5]) {
      const samples = 3000;
      const n = 60;
      let covered = 0;
      for (let i = 0; i < samples; i++) {
        let wins = 0;
        for (let g = 0; g < n; g++) if (stream.draw(100) < p * 100) wins++;
        const [lo, hi] = wilson95(wins, n);
        if (lo <= p && p <= hi) covered++;
      }
      // Wilson's interval covers close to 95% at any rate (its coverage oscillates with n and p
      // between about 93% and 98% at n = 60)
      expect(covered / samples, `p = ${p}`).toBeGreaterThan(0.93);
      expect(covered / samples, `p = ${p}`).toBeLessThan(0.98);
    }
  });
});

describe("Wilson's interval", () => {
  test('its standard error and both ends, from the formula', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
        const successes = Math.round(f * n);
        const p = successes / n;
        const z = Z95;
        const se = Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n)) / (1 + (z * z) / n);
        expect(wilsonStandardError(successes, n)).toBeCloseTo(se, 14);
        const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
        const [lo, hi] = wilson95(successes, n);
        expect(lo).toBe(successes === 0 ? 0 : Math.max(0, centre - z * se));
        expect(hi).toBe(successes === n ? 1 : Math.min(1, centre + z * se));
        expect(lo).toBeLessThanOrEqual(p);
        expect(hi).toBeGreaterThanOrEqual(p);
      }),
    );
  });

  test('no games: NaN; above 0 at 0 of n', () => {
    expect(wilsonStandardError(0, 0)).toBeNaN();
    expect(wilson95(0, 0)).toEqual([Number.NaN, Number.NaN]);
    expect(wilsonStandardError(0, 20_000)).toBeGreaterThan(0);
    // 1 of 1 and 0.5 of 1 (a shared win): the upper end is 1 only when every game was won
    expect(wilson95(1, 1)[1]).toBe(1);
    expect(wilson95(0.5, 1)[1]).toBeLessThan(1);
    expect(wilson95(0.5, 1)[0]).toBeGreaterThan(0);
  });
});

describe('chi-square pooling, class by class', () => {
  test('the first classes pool until 5 are expected, the last partial class joins the one before', () => {
    // n = 25, expected 2.5, 10, 10, 2.5: classes {0, 1} (13 against 12.5), {2} (10 against 10),
    // {3} joins {2}: (12 against 12.5)
    const r = chiSquareGof([3, 10, 10, 2], [0.1, 0.4, 0.4, 0.1]);
    expect(r.classes).toBe(2);
    expect(r.degreesOfFreedom).toBe(1);
    expect(r.statistic).toBeCloseTo(0.25 / 12.5 + 0.25 / 12.5, 14);
    expect(r.pValue).toBe(chiSquareSurvival(r.statistic, 1));
  });

  test('the leftover joins the last class, not another one', () => {
    // n = 40, expected 12, 8, 16, 4: the leftover {4 against 4} joins {14 against 16}
    const r = chiSquareGof([12, 10, 14, 4], [0.3, 0.2, 0.4, 0.1]);
    expect(r.classes).toBe(3);
    expect(r.statistic).toBeCloseTo(0 + 4 / 8 + 4 / 20, 12);
  });

  test('a leftover of exactly 5 expected is a class of its own', () => {
    // n = 20, expected 10, 5 and the 5 beyond the probabilities
    const r = chiSquareGof([10, 4, 6], [0.5, 0.25]);
    expect(r.classes).toBe(3);
    expect(r.statistic).toBeCloseTo(0 + 1 / 5 + 1 / 5, 14);
  });

  test('a leftover that expects games but saw none is still a class', () => {
    // n = 100, expected 50, 40 and 10 beyond the probabilities, where no game fell
    const r = chiSquareGof([50, 50], [0.5, 0.4]);
    expect(r.classes).toBe(3);
    expect(r.statistic).toBeCloseTo(0 + 100 / 40 + 100 / 10, 12);
  });

  test('with no minimum, no empty class past the last value', () => {
    const r = chiSquareGof([1, 1], [0.5, 0.5], 0);
    expect(r.classes).toBe(2);
    expect(r.statistic).toBe(0);
  });

  test('a class of exactly 5 expected stands alone', () => {
    // n = 50, expected 5, 5, 40: three classes
    const r = chiSquareGof([5, 7, 38], [0.1, 0.1, 0.8]);
    expect(r.classes).toBe(3);
    expect(r.statistic).toBeCloseTo(0 + 4 / 5 + 4 / 40, 14);
  });

  test('the mass beyond the last probability is one class of its own when it expects 5 or more', () => {
    // n = 100, probabilities 0.5, 0.4 and 0.1 beyond: classes 50, 40, 10 expected
    const r = chiSquareGof([50, 40, 4, 6], [0.5, 0.4]);
    expect(r.classes).toBe(3);
    expect(r.statistic).toBeCloseTo(0, 14);
    // observed beyond the probabilities, nothing expected there: pooled with the last class
    const s = chiSquareGof([50, 48, 2], [0.5, 0.5]);
    expect(s.classes).toBe(2);
    expect(s.statistic).toBeCloseTo(0, 14);
  });

  test('a custom minimum expected count', () => {
    const r = chiSquareGof([3, 10, 10, 2], [0.1, 0.4, 0.4, 0.1], 2);
    expect(r.classes).toBe(4);
    expect(r.statistic).toBeCloseTo(0.25 / 2.5 + 0 + 0 + 0.25 / 2.5, 14);
  });

  test('everything in one class: no test, the p-value NaN (null in a report)', () => {
    const r = chiSquareGof([1, 2], [0.5, 0.5]);
    expect(r.classes).toBe(1);
    expect(r.degreesOfFreedom).toBe(0);
    expect(r.pValue).toBeNaN();
    expect(reportedFit(r).pValue).toBeNull();
    expect(reportedFit({ ...r, pValue: 0.25 })).toEqual({ ...r, pValue: 0.25 });
    expect(chiSquareGof([], []).classes).toBe(0);
  });

  test('the statistic is Σ (observed − expected)² / expected over the pooled classes (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 12 }), (counts) => {
        const n = counts.reduce((a, b) => a + b, 0);
        fc.pre(n >= 20);
        const uniform = counts.map(() => 1 / counts.length);
        // a tiny minimum: no pooling, every value its own class (the rounding left of 1 − Σp joins the last)
        const r = chiSquareGof(counts, uniform, 1e-9);
        const e = n / counts.length;
        const statistic = counts.reduce((s, c) => s + ((c - e) * (c - e)) / e, 0);
        expect(r.classes).toBe(counts.length);
        expect(r.statistic).toBeCloseTo(statistic, 9);
      }),
    );
  });

  test('p-values for people', () => {
    expect(formatPValue(null)).toBe('not computed (too few for the chi-square test)');
    expect(formatPValue(Number.NaN)).toBe('not computed (too few for the chi-square test)');
    expect(formatPValue(0)).toBe('< 1e-300');
    expect(formatPValue(0.012345)).toBe('= 0.0123');
    expect(formatPValue(1)).toBe('= 1.00');
  });
});
