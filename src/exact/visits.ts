// Where turns end on a Snakes and Ladders board: the expected number of turns of one player that
// end on each square, from the turn chain's fundamental matrix. The page shades its board with
// these, as the share of all turns.

import type { SnakesBoard } from '../games/snakes/schema.js';
import { solveDense } from './markov.js';
import { snakesTurnChain } from './snakes.js';

/**
 * visits[s] = the expected number of turns (one player, a whole game) that end on square s, for
 * s = 0..board.squares. A turn ends where the piece rests after its rolls and jumps, so a ladder's
 * foot or a snake's head is never counted; the last square counts the one turn that finishes.
 * The sum is the exact expected number of turns.
 */
export function squareVisits(board: SnakesBoard): Float64Array {
  const chain = snakesTurnChain(board);
  const n = chain.size;
  // row `start` of N = (I − Q)^-1 counts the visits to each square before absorption, the start
  // itself included at turn 0: solve (I − Q)ᵀ x = e_start
  const transposed = new Float64Array(n * n);
  chain.rows.forEach((row, s) => {
    transposed[s * n + s]! += 1;
    row.to.forEach((t, k) => (transposed[t * n + s]! -= row.p[k]!));
  });
  const startVector = new Float64Array(n);
  startVector[board.start] = 1;
  const before = solveDense(transposed, startVector);
  const visits = new Float64Array(board.squares + 1);
  visits.set(before);
  // the piece stands on the start before its first turn: that is no turn's end (the clamp drops
  // rounding noise when no turn ever comes back)
  visits[board.start] = Math.max(0, visits[board.start]! - 1);
  visits[board.squares] = 1;
  return visits;
}
