// A race analysed (Snakes and Ladders, Candy Land): the sums of its games turned into measures
// with intervals, next to the exact values where the maths allows.

import type { RunTotals } from '../core/totals.js';
import { Z95, summarize } from '../stats/summary.js';
import { WIN_UNITS } from '../wasm/layout.js';
import { ANALYZE_TURN_CAP, RACE_SUMS, type RaceAnalysisSums, raceSumsLayout } from '../wasm/race-sums.js';
import {
  type Measure,
  type MeasureValue,
  fairness,
  mean,
  noMeaning,
  proportion,
  withExact,
} from './measure.js';
import type { PairExact } from '../exact/pair-chain.js';
import { REASONS } from './reasons.js';
import type { ByMove, MeasureName, VariantReport } from './report.js';

/** Moves at which the report gives P(the leader then wins). */
const REPORTED_MOVES = [1, 2, 5, 10, 20, 30, 40, 60, 80, 100, 150, 200];

/** Seats' win rates (Wilson) from the kernel's win units. */
export function seatRates(totals: RunTotals, players: number): MeasureValue[] {
  return Array.from({ length: players }, (_, s) =>
    proportion((totals.winUnits[s] ?? 0) / WIN_UNITS, totals.games),
  );
}

/** 1 − (best seat's win rate − worst seat's), with the standard error of that difference from the
 *  multinomial covariance (it ignores that the two seats were picked after the run; with two
 *  players it is 2·SE of the first seat's rate) and its normal interval, cut at 1 (balance's top). */
export function balance(
  seats: readonly MeasureValue[],
  games: number,
  exactRates?: readonly number[],
): MeasureValue {
  const rates = seats.map((s) => s.value ?? 0);
  const hi = Math.max(...rates);
  const lo = Math.min(...rates);
  const value = 1 - (hi - lo);
  const se = Math.sqrt((hi * (1 - hi) + lo * (1 - lo) + 2 * hi * lo) / games);
  const m: MeasureValue =
    games < 2
      ? { value, ci95: null, se: null, n: games, method: 'delta', note: 'too few games for an interval' }
      : { value, ci95: [value - Z95 * se, Math.min(1, value + Z95 * se)], se, n: games, method: 'delta' };
  return exactRates ? withExact(m, 1 - (Math.max(...exactRates) - Math.min(...exactRates))) : m;
}

/** What the exact side knows of a race, where the maths allows. */
export interface RaceExact {
  readonly seats?: readonly number[];
  readonly durationMean?: number;
  readonly pair?: PairExact;
}

/** A race's measures from the sums of its games (the kernel's layout), beside the exact values. */
export function raceVariant(
  preset: string,
  config: unknown,
  finish: number,
  players: number,
  run: RaceAnalysisSums,
  exact: RaceExact,
): Omit<VariantReport, 'details'> {
  const { sums, totals } = run;
  const games = totals.games;
  const layout = raceSumsLayout(finish);
  const at = (slot: number) => sums[slot]!;
  const moments = (slot: number, n = games) => mean(at(slot), at(slot + 1), n);
  const pair = exact.pair;
  const seats = seatRates(totals, players);
  const exactSeats = exact.seats;
  const firstWins = (totals.winUnits[0] ?? 0) / WIN_UNITS;
  const maybe = (m: MeasureValue, value: number | undefined) =>
    value === undefined ? m : withExact(m, value);
  const fairnessOf = (wp: number) => fairness(wp, 1, players).value!;

  const duration = summarize(totals.metrics['winTurns']!);
  const durationMeasure = maybe(
    {
      value: duration.mean,
      ci95: games >= 2 ? duration.ci95 : null,
      se: games >= 2 ? duration.se : null,
      n: games,
      method: 't',
      ...(games < 2 && { note: 'too few games for an interval' }),
    },
    exact.durationMean,
  );
  const comparative = players > 1;
  const vs = (make: () => Measure): Measure => (comparative ? make() : noMeaning(REASONS.onePlayer));
  const measures: Record<MeasureName, Measure> = {
    order: noMeaning(REASONS.noChoiceOrder),
    fairness: vs(() => maybe(fairness(firstWins, games, players), exactSeats && fairnessOf(exactSeats[0]!))),
    convergence: noMeaning(REASONS.noChoice),
    spread: noMeaning(REASONS.noChoice),
    drama: vs(() => maybe(moments(RACE_SUMS.drama), pair?.drama)),
    security: vs(() => moments(RACE_SUMS.security)),
    meaningfulMoves: noMeaning(REASONS.noChoice),
    advantage: vs(() => maybe(seats[0]!, exactSeats?.[0])),
    balance: vs(() => balance(seats, games, exactSeats)),
    completion: maybe(proportion(games, games), 1),
    drawishness: noMeaning(REASONS.noDraw),
    duration: durationMeasure,
    leadChanges: vs(() => maybe(moments(RACE_SUMS.leadChanges), pair?.leadChanges)),
    stability: noMeaning(REASONS.noEvaluation),
    decisivenessThreshold: noMeaning(REASONS.noScore),
    coverage: moments(RACE_SUMS.coverage),
    seatAdvantage: vs(() => {
      const s = seats[0]!;
      const shift = 1 / players;
      const m: MeasureValue = {
        ...s,
        value: s.value === null ? null : s.value - shift,
        ci95: s.ci95 && [s.ci95[0] - shift, s.ci95[1] - shift],
      };
      return maybe(m, exactSeats && exactSeats[0]! - shift);
    }),
    leaderAtHalfTimeWins: vs(() => proportion(at(RACE_SUMS.halfLeaderWins), at(RACE_SUMS.halfLeaderGames))),
    comebacks: vs(() => proportion(at(RACE_SUMS.comebacks), games)),
    decidedInLastTurn: vs(() =>
      maybe(proportion(at(RACE_SUMS.decidedLastTurn), games), pair?.decidedInLastTurn),
    ),
    winnerTrailed: vs(() => maybe(proportion(at(RACE_SUMS.trailedGames), games), pair?.winnerTrailed)),
  };

  const leaderWinsByMove: ByMove[] = comparative
    ? REPORTED_MOVES.filter((t) => t < ANALYZE_TURN_CAP).flatMap((move) => {
        const n = at(layout.aheadGames + move);
        if (n === 0) return [];
        const m = proportion(at(layout.aheadWins + move), n);
        const e = pair?.aheadAfterMove[move];
        return [{ move, value: e ? withExact(m, e.leaderWins) : m }];
      })
    : [];

  return {
    preset,
    config,
    players,
    games,
    measures,
    seats: seats.map((s, i) => maybe(s, exactSeats?.[i])),
    durationUnit: 'turns of the winner',
    durationPercentiles: duration.percentiles,
    ...(comparative && { leaderWinsByMove }),
  };
}
