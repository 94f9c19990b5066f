// Snakes and Ladders analysed: the race's measures (race-report.ts) next to the exact values where
// the maths allows (two players: the pair chain; any number: seats and duration; one player: the
// heat map and the jumps), and the board's own tables.

import type { SnakesBoard } from '../games/snakes/schema.js';
import { exactSnakes } from '../exact/snakes.js';
import { jumpUseProbabilities, squareVisits } from '../exact/visits.js';
import { ANALYZE_TURN_CAP, type SnakesAnalysisSums, snakesSumsLayout } from '../wasm/analyze-snakes.js';
import { type MeasureValue, proportion, withExact } from './measure.js';
import { snakesPairExact } from './pair-exact.js';
import { raceVariant } from './race-report.js';
import type { VariantReport } from './report.js';

/** The pair chain has squares² states per side state: beyond this board size it takes minutes. */
export const PAIR_EXACT_MAX_SQUARES = 200;

/** The variant's report from the kernel's sums. */
export function snakesVariant(
  preset: string,
  config: unknown,
  board: SnakesBoard,
  players: number,
  run: SnakesAnalysisSums,
  exact: boolean,
): VariantReport {
  const started = performance.now();
  const seatsExact = exact ? exactSnakes(board, players, 'alternating') : undefined;
  const pair =
    exact && players === 2 && board.squares <= PAIR_EXACT_MAX_SQUARES
      ? snakesPairExact(board, ANALYZE_TURN_CAP)
      : undefined;
  const base = raceVariant(preset, config, board.squares, players, run, {
    ...(seatsExact && {
      seats: seatsExact.seats.map((s) => s.winProbability),
      durationMean: seatsExact.turns.mean,
    }),
    ...(pair && { pair }),
  });
  const { sums, totals } = run;
  const games = totals.games;
  const layout = snakesSumsLayout(board.squares);
  const at = (slot: number) => sums[slot]!;
  const maybe = (m: MeasureValue, value: number | undefined) =>
    value === undefined ? m : withExact(m, value);
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
    ...base,
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
