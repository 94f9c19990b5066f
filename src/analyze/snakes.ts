// Snakes and Ladders analysed: the kernel's sums turned into measures with intervals, next to the
// exact values where the maths allows (two players: the pair chain; any number: seats and
// duration; one player: the heat map and the jumps).

import type { SnakesBoard } from '../games/snakes/schema.js';
import { exactSnakes } from '../exact/snakes.js';
import { jumpUseProbabilities, squareVisits } from '../exact/visits.js';
import type { RunTotals } from '../run/totals.js';
import { Z95, summarize } from '../stats/summary.js';
import { WIN_UNITS } from '../wasm/layout.js';
import {
  ANALYZE_TURN_CAP,
  SNAKES_SUMS,
  type SnakesAnalysisSums,
  snakesSumsLayout,
} from '../wasm/analyze-snakes.js';
import {
  type Measure,
  type MeasureValue,
  fairness,
  mean,
  noMeaning,
  proportion,
  withExact,
} from './measure.js';
import { REASONS } from './reasons.js';
import type { ByMove, MeasureName, VariantReport } from './report.js';
import { snakesPairExact } from './pair-exact.js';

/** The pair chain has squares² states per side state: beyond this board size it takes minutes. */
export const PAIR_EXACT_MAX_SQUARES = 200;
/** Moves at which the report gives P(the leader then wins). */
const REPORTED_MOVES = [1, 2, 5, 10, 20, 30, 40, 60, 80, 100, 150, 200];

/** Seats' win rates (Wilson) from the kernel's win units. */
export function seatRates(totals: RunTotals, players: number): MeasureValue[] {
  return Array.from({ length: players }, (_, s) =>
    proportion((totals.winUnits[s] ?? 0) / WIN_UNITS, totals.games),
  );
}

/** 1 − (best seat's win rate − worst seat's), with the normal interval of that difference from
 *  the multinomial covariance (it ignores that the two seats were picked after the run). */
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
      ? { value, ci95: null, n: games, method: 'delta', note: 'too few games for an interval' }
      : { value, ci95: [value - Z95 * se, value + Z95 * se], n: games, method: 'delta' };
  return exactRates ? withExact(m, 1 - (Math.max(...exactRates) - Math.min(...exactRates))) : m;
}

/** The variant's report from the kernel's sums. */
export function snakesVariant(
  preset: string,
  config: unknown,
  board: SnakesBoard,
  players: number,
  run: SnakesAnalysisSums,
  exact: boolean,
): VariantReport {
  const { sums, totals } = run;
  const games = totals.games;
  const layout = snakesSumsLayout(board.squares);
  const at = (slot: number) => sums[slot]!;
  const moments = (slot: number, n = games) => mean(at(slot), at(slot + 1), n);
  const started = performance.now();
  const seatsExact = exact ? exactSnakes(board, players, 'alternating') : undefined;
  const pair =
    exact && players === 2 && board.squares <= PAIR_EXACT_MAX_SQUARES
      ? snakesPairExact(board, ANALYZE_TURN_CAP)
      : undefined;
  const seats = seatRates(totals, players);
  const exactSeats = seatsExact?.seats.map((s) => s.winProbability);
  const firstWins = (totals.winUnits[0] ?? 0) / WIN_UNITS;
  const maybe = (m: MeasureValue, value: number | undefined) =>
    value === undefined ? m : withExact(m, value);
  const fairnessOf = (wp: number) => fairness(wp, 1, players).value!;

  const duration = summarize(totals.metrics['winTurns']!);
  const durationMeasure = maybe(
    {
      value: duration.mean,
      ci95: games >= 2 ? duration.ci95 : null,
      n: games,
      method: 't',
      ...(games < 2 && { note: 'too few games for an interval' }),
    },
    seatsExact?.turns.mean,
  );
  const comparative = players > 1;
  const vs = (make: () => Measure): Measure => (comparative ? make() : noMeaning(REASONS.onePlayer));
  const measures: Record<MeasureName, Measure> = {
    order: noMeaning(REASONS.noChoiceOrder),
    fairness: vs(() => maybe(fairness(firstWins, games, players), exactSeats && fairnessOf(exactSeats[0]!))),
    convergence: noMeaning(REASONS.noChoice),
    spread: noMeaning(REASONS.noChoice),
    drama: vs(() => maybe(moments(SNAKES_SUMS.drama), pair?.drama)),
    security: vs(() => moments(SNAKES_SUMS.security)),
    meaningfulMoves: noMeaning(REASONS.noChoice),
    advantage: vs(() => maybe(seats[0]!, exactSeats?.[0])),
    balance: vs(() => balance(seats, games, exactSeats)),
    completion: maybe(proportion(games, games), 1),
    drawishness: noMeaning(REASONS.noDraw),
    duration: durationMeasure,
    leadChanges: vs(() => maybe(moments(SNAKES_SUMS.leadChanges), pair?.leadChanges)),
    stability: noMeaning(REASONS.noEvaluation),
    decisivenessThreshold: noMeaning(REASONS.noScore),
    coverage: moments(SNAKES_SUMS.coverage),
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
    leaderAtHalfTimeWins: vs(() =>
      proportion(at(SNAKES_SUMS.halfLeaderWins), at(SNAKES_SUMS.halfLeaderGames)),
    ),
    comebacks: vs(() => proportion(at(SNAKES_SUMS.comebacks), games)),
    decidedInLastTurn: vs(() =>
      maybe(proportion(at(SNAKES_SUMS.decidedLastTurn), games), pair?.decidedInLastTurn),
    ),
    winnerTrailed: vs(() => maybe(proportion(at(SNAKES_SUMS.trailedGames), games), pair?.winnerTrailed)),
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

  const perPlayerGame = games * players;
  const visits = Array.from({ length: board.squares + 1 }, (_, sq) => at(layout.visits + sq) / perPlayerGame);
  const exactVisits = exact && players === 1 ? squareVisits(board) : undefined;
  const exactJumps = exact && players === 1 ? jumpUseProbabilities(board) : undefined;
  const jumps = board.jumps.map(({ from, to }, i) => {
    const m = proportion(at(layout.jumpUsed + from), perPlayerGame);
    return {
      from,
      to,
      kind: to > from ? 'ladder' : 'snake',
      everUsed: maybe(m, exactJumps?.[i]!.probability),
    };
  });
  const exactMs = performance.now() - started;
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
    details: {
      heatMap: {
        unit: 'turns ending on the square, per player per game',
        simulated: visits,
        ...(exactVisits && { exact: Array.from(exactVisits) }),
      },
      jumps,
      ...(players === 2 &&
        !pair &&
        exact && {
          exactNote: `the pair chain is computed for boards of at most ${PAIR_EXACT_MAX_SQUARES} squares`,
        }),
    },
    ...(exact && { exactMs }),
  };
}
