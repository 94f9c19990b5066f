// Pearson's chi-square goodness of fit of observed counts against exact probabilities, with the
// p-value from R's pchisq (lib-r-math.js, a port of R's nmath), accurate far into the tail and at
// any number of degrees of freedom (test/stats-distributions.test.ts pins it against 40-digit values).

import { pchisq } from 'lib-r-math.js';

export interface ChiSquareResult {
  statistic: number;
  degreesOfFreedom: number;
  /** NaN when the classes pool into one (too few observations for a test). */
  pValue: number;
  /** Number of classes after pooling. */
  classes: number;
}

/** The upper tail probability of a chi-square variable with `df` degrees of freedom. */
export function chiSquareSurvival(statistic: number, df: number): number {
  return pchisq(statistic, df, undefined, false);
}

/** A p-value for people: three digits, and "< 1e-300" where it underflowed to 0 (a double's
 *  tail probability below about 1e-308 is 0, which would print as a misleading "0.00"); in words
 *  where there was no test (NaN or null: every class pooled into one). */
export function formatPValue(p: number | null): string {
  if (p === null || Number.isNaN(p)) return 'not computed (too few for the chi-square test)';
  return p === 0 ? '< 1e-300' : `= ${p.toPrecision(3)}`;
}

/** A fit as a report holds it: the p-value null, not NaN, where there was no test. */
export type ReportedFit = Omit<ChiSquareResult, 'pValue'> & { pValue: number | null };

export function reportedFit(fit: ChiSquareResult): ReportedFit {
  return { ...fit, pValue: Number.isNaN(fit.pValue) ? null : fit.pValue };
}

/**
 * Compares counts[v] (games with value v) with n·probabilities[v]. Classes are pooled from both
 * ends until each expects at least `minExpected` games, and all the mass beyond the last
 * probability is one class, so the test is valid whatever the tail looks like.
 */
export function chiSquareGof(
  counts: readonly number[],
  probabilities: readonly number[],
  minExpected = 5,
): ChiSquareResult {
  const n = counts.reduce((a, b) => a + b, 0);
  const length = Math.max(counts.length, probabilities.length);
  const classes: { observed: number; expected: number }[] = [];
  let pending = { observed: 0, expected: 0 };
  let accounted = 0;
  for (let v = 0; v < length; v++) {
    pending.observed += counts[v] ?? 0;
    pending.expected += n * (probabilities[v] ?? 0);
    accounted += probabilities[v] ?? 0;
    if (pending.expected >= minExpected) {
      classes.push(pending);
      pending = { observed: 0, expected: 0 };
    }
  }
  pending.expected += n * Math.max(0, 1 - accounted);
  const last = classes.at(-1);
  if (last && pending.expected < minExpected) {
    last.observed += pending.observed;
    last.expected += pending.expected;
  } else if (pending.expected > 0 || pending.observed > 0) {
    classes.push(pending);
  }
  // (d * d, not d ** 2: pow may round differently in another JavaScript engine, see powInt)
  const statistic = classes.reduce((s, c) => {
    const d = c.observed - c.expected;
    return s + (d * d) / c.expected;
  }, 0);
  const degreesOfFreedom = classes.length - 1;
  return {
    statistic,
    degreesOfFreedom,
    pValue: degreesOfFreedom > 0 ? chiSquareSurvival(statistic, degreesOfFreedom) : Number.NaN,
    classes: classes.length,
  };
}
