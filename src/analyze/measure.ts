// One design measure as `boardsim analyze` reports it: a value with its 95% interval and how the
// interval was made, or a plain statement that the measure has no meaning for the game. Never NaN:
// too few games for an interval is said in words. Each value carries its standard error, made with
// the value: the distance from the exact value and the differences between variants use it, never
// the interval's width, which the measure's range may clip (a fairness or a balance near 1).

import { wilson95, wilsonStandardError } from '../stats/proportion.js';
import { Z95, t95 } from '../stats/summary.js';

/** How a measure's 95% interval was made. */
export type IntervalMethod = 'wilson' | 't' | 'delta' | 'exact' | 'mapped-wilson' | 'none';

export interface MeasureValue {
  /** The estimate; null when no game could give one (see `note`). */
  readonly value: number | null;
  /** The 95% interval; null when there are too few games for one (see `note`). */
  readonly ci95: [number, number] | null;
  /** The estimate's standard error (0 for an exact value); null exactly when `ci95` is. */
  readonly se: number | null;
  /** The games (or turns, as the measure says) the estimate rests on. */
  readonly n: number;
  readonly method: IntervalMethod;
  /** The exact value where the maths allows, and how many standard errors the estimate is from it. */
  readonly exact?: number;
  readonly zExact?: number;
  readonly note?: string;
}

export interface NoMeaning {
  readonly meaning: false;
  readonly reason: string;
}

export type Measure = MeasureValue | NoMeaning;

export function hasMeaning(m: Measure): m is MeasureValue {
  return !('meaning' in m);
}

export function noMeaning(reason: string): NoMeaning {
  return { meaning: false, reason };
}

/** A proportion with Wilson's interval. */
export function proportion(successes: number, n: number): MeasureValue {
  if (n === 0) return { value: null, ci95: null, se: null, n, method: 'wilson', note: 'no game to count' };
  const se = wilsonStandardError(successes, n);
  return { value: successes / n, ci95: wilson95(successes, n), se, n, method: 'wilson' };
}

/** A mean from its sum and sum of squares, with Student's t interval. */
export function mean(sum: number, sumOfSquares: number, n: number): MeasureValue {
  if (n === 0) return { value: null, ci95: null, se: null, n, method: 't', note: 'no game to average' };
  const value = sum / n;
  if (n < 2)
    return { value, ci95: null, se: null, n, method: 't', note: 'too few games for an interval (1 game)' };
  const variance = Math.max(0, (sumOfSquares - n * value * value) / (n - 1));
  const se = Math.sqrt(variance / n);
  const half = t95(n) * se;
  return { value, ci95: [value - half, value + half], se, n, method: 't' };
}

/** A ratio of two sums over the same games (Σx / Σy) with the delta method's interval. */
export function ratio(
  sumX: number,
  sumY: number,
  sumXX: number,
  sumYY: number,
  sumXY: number,
  n: number,
): MeasureValue {
  if (n === 0 || sumY === 0)
    return { value: null, ci95: null, se: null, n, method: 'delta', note: 'nothing to divide by' };
  const r = sumX / sumY;
  if (n < 2)
    return {
      value: r,
      ci95: null,
      se: null,
      n,
      method: 'delta',
      note: 'too few games for an interval (1 game)',
    };
  const my = sumY / n;
  // Var(x - r y) per game, the delta method's linearisation of the ratio
  const v = (sumXX - 2 * r * sumXY + r * r * sumYY) / n - ((sumX - r * sumY) / n) ** 2;
  const se = Math.sqrt(Math.max(0, v) / n) / my;
  return { value: r, ci95: [r - Z95 * se, r + Z95 * se], se, n, method: 'delta' };
}

/** Adds the exact value and the estimate's distance from it in standard errors. */
export function withExact(m: MeasureValue, exact: number): MeasureValue {
  if (m.value === null || m.se === null) return { ...m, exact };
  return { ...m, exact, zExact: m.se > 0 ? (m.value - exact) / m.se : 0 };
}

/** An exactly known value (no simulation behind it). */
export function exactValue(value: number): MeasureValue {
  return { value, ci95: [value, value], se: 0, n: 0, method: 'exact', exact: value };
}

/**
 * CardStock's fairness of a first-seat win rate wp with np players: wp·np up to the fair 1/np,
 * then falling linearly to 0 at wp = 1. Its interval is the image of the win rate's Wilson
 * interval (the map rises then falls, so an interval holding 1/np reaches 1 and stops there). Its
 * standard error is the win rate's times the map's slope (the delta method): np/(np − 1) when the
 * whole interval is above 1/np, else np; near 1/np, where the slope changes, the steeper one, so
 * that an estimate just above the fair rate is not held too sure against a value just below it.
 * With two players both slopes are 2: 2·SE(wp).
 */
export function fairness(firstSeatWins: number, n: number, players: number): MeasureValue {
  const fair = 1 / players;
  const score = (wp: number) => (wp <= fair ? wp * players : (players - players * wp) / (players - 1));
  const rate = proportion(firstSeatWins, n);
  if (rate.value === null || rate.ci95 === null || rate.se === null)
    return { ...rate, method: 'mapped-wilson' };
  const [lo, hi] = rate.ci95;
  const ends = [score(lo), score(hi)];
  const ci95: [number, number] =
    lo <= fair && hi >= fair ? [Math.min(...ends), 1] : [Math.min(...ends), Math.max(...ends)];
  const slope = lo <= fair ? players : players / (players - 1);
  return { value: score(rate.value), ci95, se: slope * rate.se, n, method: 'mapped-wilson' };
}

/** Least-squares slope of y against 0, 1, 2, …; undefined with fewer than two points. */
export function slope(ys: readonly number[]): number | undefined {
  const n = ys.length;
  if (n < 2) return undefined;
  const mx = (n - 1) / 2;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  ys.forEach((y, x) => {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) * (x - mx);
  });
  return sxy / sxx;
}
