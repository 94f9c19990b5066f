// The report of `boardsim analyze` (its --json shape) and the side-by-side differences of variants.

import { Z95, welchT95 } from '../stats/summary.js';
import { type Measure, type MeasureValue, hasMeaning } from './measure.js';
import type { UseDifference } from './space-use.js';

/** The measures every game's report lists, in this order (a game says which have no meaning). */
export const MEASURE_NAMES = [
  // CardStock (after Browne)
  'order',
  'fairness',
  'convergence',
  'spread',
  'drama',
  'security',
  'meaningfulMoves',
  // Ludii
  'advantage',
  'balance',
  'completion',
  'drawishness',
  'duration',
  'leadChanges',
  'stability',
  'decisivenessThreshold',
  'coverage',
  // what players ask
  'seatAdvantage',
  'leaderAtHalfTimeWins',
  'comebacks',
  'decidedInLastTurn',
  'winnerTrailed',
] as const;

export type MeasureName = (typeof MEASURE_NAMES)[number];

/** A figure by move number: t, and the measure at t. */
export interface ByMove {
  readonly move: number;
  readonly value: MeasureValue;
}

/** One game variant (a preset or a board) analysed. */
export interface VariantReport {
  readonly preset: string;
  readonly config: unknown;
  readonly players: number;
  readonly strategies?: readonly string[];
  readonly games: number;
  readonly measures: Record<MeasureName, Measure>;
  /** Each seat's win rate. */
  readonly seats: MeasureValue[];
  /** Duration's distribution (the unit is in `durationUnit`). */
  readonly durationUnit: string;
  readonly durationPercentiles?: Record<string, number>;
  /** P(the sole leader after t moves wins | a sole leader then), for a few t. */
  readonly leaderWinsByMove?: ByMove[];
  /** Game-specific tables (a heat map, jump use, branching by move). */
  readonly details?: Record<string, unknown>;
  /** How long the exact answers took, if any were computed. */
  readonly exactMs?: number;
}

export interface Difference {
  readonly measure: MeasureName;
  /** Later variant minus the first. */
  readonly variant: number;
  readonly difference: number;
  readonly ci95: [number, number] | null;
}

/** An option given that the game's analysis does not use, and why. */
export interface IgnoredOption {
  readonly option: string;
  readonly reason: string;
}

export interface AnalyzeReport {
  readonly game: string;
  readonly seed: number | string;
  readonly games: number;
  readonly variants: VariantReport[];
  /** With several variants: each measure of each later variant minus the first's. */
  readonly differences?: Difference[];
  /** With several variants: each shortcut's, ladder's, snake's or licorice space's probability of
   *  use in a later variant minus the first's, where both boards have it (space-use.ts). */
  readonly useDifferences?: UseDifference[];
  /** Options given that this game's analysis does not use (say, `games` for peg solitaire, whose
   *  values come from the exact count), each with the reason: taken, so that one command line runs
   *  over every game, but not silently. */
  readonly ignoredOptions?: readonly IgnoredOption[];
  readonly elapsedMs: number;
}

/** b − a for two estimates from independent runs: the standard errors each value carries add in
 *  quadrature (not the displayed intervals' widths, which a measure's range may clip), and the
 *  interval is normal, or Welch's t for two means (Student's t intervals). Undefined when either
 *  has no value. */
export function differenceOf(
  a: MeasureValue,
  b: MeasureValue,
): { difference: number; ci95: [number, number] | null } | undefined {
  if (a.value === null || b.value === null) return undefined;
  const difference = b.value - a.value;
  if (a.se === null || b.se === null) return { difference, ci95: null };
  const quantile = a.method === 't' && b.method === 't' ? welchT95(a.se, a.n, b.se, b.n) : Z95;
  const half = quantile * Math.hypot(a.se, b.se);
  return { difference, ci95: [difference - half, difference + half] };
}

/** Differences of every measure both variants give (differenceOf). */
export function differences(variants: readonly VariantReport[]): Difference[] {
  const [first, ...rest] = variants;
  if (!first) return [];
  return rest.flatMap((v, i) =>
    MEASURE_NAMES.flatMap((name) => {
      const a = first.measures[name];
      const b = v.measures[name];
      const d = hasMeaning(a) && hasMeaning(b) ? differenceOf(a, b) : undefined;
      return d ? [{ measure: name, variant: i + 1, ...d }] : [];
    }),
  );
}
