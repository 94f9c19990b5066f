// Snakes and Ladders' exact values for `analyze`: any number of players, the seats and the mean
// duration (the seat chain); two players, the pair chain; one player, the heat map and the
// probability of ever using each snake and ladder. One exact job (src/run/exact-job.ts).

import type { SnakesBoard } from './schema.js';
import { exactSnakes } from './chain.js';
import { jumpUseProbabilities, squareVisits } from './visits.js';
import { type AnalysisExact, timedExact } from '../../analyze/exact-values.js';
import { type PairExact, pairExact, unsettledPairNote } from '../../exact/pair-chain.js';
import { snakesTurnChain } from './chain.js';

/** The pair chain has squares² states per side state: beyond this board size it takes minutes. */
export const PAIR_EXACT_MAX_SQUARES = 200;

/** Whether the pair chain is computed for this board and number of players. */
export function hasSnakesPairExact(board: SnakesBoard, players: number): boolean {
  return players === 2 && board.squares <= PAIR_EXACT_MAX_SQUARES;
}

/** The exact values of the analysis of `board` with `players` (per-move figures below turnCap). */
export function snakesAnalysisExact(board: SnakesBoard, players: number, turnCap: number): AnalysisExact {
  return timedExact(() => {
    const seats = exactSnakes(board, players, 'alternating');
    const solved = hasSnakesPairExact(board, players) ? snakesPairExact(board, turnCap) : undefined;
    const note =
      players !== 2
        ? undefined
        : solved
          ? unsettledPairNote(solved)
          : `the pair chain is computed for boards of at most ${PAIR_EXACT_MAX_SQUARES} squares`;
    const pair = note ? undefined : solved;
    return {
      race: {
        seats: seats.seats.map((s) => s.winProbability),
        durationMean: seats.turns.mean,
        ...(pair && { pair }),
      },
      ...(players === 1 && {
        heatMap: Array.from(squareVisits(board)),
        use: jumpUseProbabilities(board).map((jump) => jump.probability),
      }),
      ...(note && { note }),
    };
  });
}

/** Snakes and Ladders: the states are the squares. */
export function snakesPairExact(board: SnakesBoard, turnCap: number): PairExact {
  const chain = snakesTurnChain(board);
  return pairExact(
    chain,
    board.start,
    Int32Array.from({ length: chain.size }, (_, s) => s),
    turnCap,
  );
}
