// Snakes and Ladders' exact visit figures for the library: the board as `simulate` takes it (a preset
// name, or a board as a config writes it), checked as `simulate` checks it; the chain work is in
// visits.ts.

import {
  type JumpUse,
  jumpUseProbabilities as exactJumpUses,
  squareVisits as exactSquareVisits,
} from './visits.js';
import { snakesBoardFrom } from './settings.js';
import type { SnakesBoard } from './schema.js';

/** One player's expected turns ending on each square (index = square; the last is 1, the winning
 *  turn), exactly, from the board's absorbing Markov chain. The board is a preset name or a board
 *  as a config writes it (an object or JSON text; `presetConfig('snakes', name)` gives a preset's);
 *  a bad one gets a BoardsimError, as in `simulate`. */
export function squareVisits(board: SnakesBoard | string | object): Float64Array {
  return exactSquareVisits(snakesBoardFrom(board));
}

/** For each snake and ladder, one player's probability of ever using it and the expected number of
 *  uses, exactly. The board as `squareVisits` takes it. */
export function jumpUseProbabilities(board: SnakesBoard | string | object): JumpUse[] {
  return exactJumpUses(snakesBoardFrom(board));
}
