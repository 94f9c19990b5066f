// Statistics of one metric from its exact histogram: mean with a confidence interval, spread,
// order statistics. Sums are exact integers (BigInt), so the variance has no cancellation error.

import { qt } from 'lib-r-math.js';
import type { MetricTotals } from '../core/totals.js';
import { PERCENTILES } from './percentiles.js';

/** The standard normal's 97.5% quantile: a two-sided 95% interval is ±Z95 standard errors. */
export const Z95 = 1.959963984540054;

export { PERCENTILES } from './percentiles.js';

export interface MetricSummary {
  mean: number;
  sd: number;
  /** Standard error of the mean. */
  se: number;
  ci95: [number, number];
  min: number;
  max: number;
  median: number;
  percentiles: Record<string, number>;
  /** [value, count] for every value seen, ascending. */
  histogram: [number, number][];
}

/** t95's last few answers: merge summarizes every metric of every shard to check it, and the
 *  shards of a run have one or two sizes (the quantile costs 0.1 ms). */
const recentT95 = new Map<number, number>();

/** Two-sided 95% quantile of Student's t with n - 1 degrees of freedom (the normal 1.96 for large n). */
export function t95(n: number): number {
  if (!(n > 1)) return Number.NaN;
  const known = recentT95.get(n);
  if (known !== undefined) return known;
  if (recentT95.size >= 8) recentT95.clear();
  const t = qt(0.975, n - 1);
  recentT95.set(n, t);
  return t;
}

/** Two-sided 95% quantile of Student's t for the difference of two independent means with
 *  standard errors `seA` and `seB` of `nA` and `nB` values: Welch–Satterthwaite's degrees of
 *  freedom, (seA² + seB²)² / (seA⁴/(nA − 1) + seB⁴/(nB − 1)), rounded down (the usual
 *  conservative choice, and a whole number of degrees keeps the quantile the same to the last bit
 *  in Node and in a browser, as t95's: the quantile's pow and log of a fraction may differ there);
 *  the normal 1.96 when both are 0. Squares are products, not `**`, for the same reason. */
export function welchT95(seA: number, nA: number, seB: number, nB: number): number {
  const a = seA * seA;
  const b = seB * seB;
  const df = ((a + b) * (a + b)) / ((a * a) / (nA - 1) + (b * b) / (nB - 1));
  return df > 0 ? qt(0.975, Math.max(1, Math.floor(df))) : Z95;
}

/** Exact sums of a metric: number of games, sum and sum of squares of the values. */
export function metricSums(m: MetricTotals): { n: bigint; sum: bigint; sumSq: bigint } {
  let n = 0n;
  let sum = 0n;
  let sumSq = 0n;
  m.counts.forEach((count, value) => {
    if (count === 0 || value >= m.overflowFrom) return;
    const c = BigInt(count);
    const v = BigInt(value);
    n += c;
    sum += c * v;
    sumSq += c * v * v;
  });
  return { n: n + BigInt(m.overflowCount), sum: sum + m.overflowSum, sumSq: sumSq + m.overflowSumOfSquares };
}

/** Mean, sample standard deviation and the mean's 95% confidence interval from exact sums. */
export function moments(
  n: bigint,
  sum: bigint,
  sumSq: bigint,
): Pick<MetricSummary, 'mean' | 'sd' | 'se' | 'ci95'> {
  const count = Number(n);
  const mean = ratio(sum, n);
  // (n·Σx² − (Σx)²) / (n(n−1)), computed exactly before the one division
  const variance = n > 1n ? ratio(n * sumSq - sum * sum, n * (n - 1n)) : Number.NaN;
  const sd = Math.sqrt(variance);
  const se = sd / Math.sqrt(count);
  const half = t95(count) * se;
  return { mean, sd, se, ci95: [mean - half, mean + half] };
}

/** a / b as a double, exact to rounding even when a and b exceed 2^53. */
function ratio(a: bigint, b: bigint): number {
  if (b === 0n) return Number.NaN;
  const whole = a / b;
  return Number(whole) + Number(a - whole * b) / Number(b);
}

export function summarize(m: MetricTotals): MetricSummary {
  const { n, sum, sumSq } = metricSums(m);
  const count = Number(n);
  const histogram: [number, number][] = [];
  m.counts.forEach((c, v) => {
    if (c > 0) histogram.push([v, c]);
  });
  const first = histogram[0]?.[0] ?? Number.NaN;
  const max = m.overflowCount > 0 ? m.overflowMax : (histogram.at(-1)?.[0] ?? Number.NaN);
  const percentiles: Record<string, number> = {};
  for (const p of PERCENTILES) percentiles[`p${p}`] = nearestRank(histogram, count, p / 100);
  // the median of an even count is the mean of the two middle values
  const median = (kth(histogram, Math.floor((count - 1) / 2)) + kth(histogram, Math.floor(count / 2))) / 2;
  return { ...moments(n, sum, sumSq), min: first, max, median, percentiles, histogram };
}

/** The smallest value with at least a fraction q of the games at or below it. */
function nearestRank(histogram: [number, number][], n: number, q: number): number {
  return kth(histogram, Math.max(0, Math.ceil(q * n) - 1));
}

/** The k-th smallest value (0-based). */
function kth(histogram: [number, number][], k: number): number {
  let seen = 0;
  for (const [value, count] of histogram) {
    seen += count;
    if (seen > k) return value;
  }
  return Number.NaN;
}
