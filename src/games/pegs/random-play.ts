// The exact distribution of pegs left when every legal jump is equally likely at each step, by a
// plain layer-by-layer pass over the reachable states in TypeScript (no kernel, so simulate's
// report can use it synchronously). The count kernel gives the same probabilities for any board
// (`boardsim pegs`); this one is for boards small enough to hold in a JavaScript Map.

import { boardJumps, startState } from './rules.js';
import type { PegsBoard } from './schema.js';

/** Above this many states in one layer the Map is too slow and large: no answer. */
export const RANDOM_PLAY_STATE_LIMIT = 1_000_000;

/** pmf[k] = probability of ending with k pegs, or undefined when the board is too large. */
export function randomPlayPegsLeft(board: PegsBoard, start: number): number[] | undefined {
  const jumps = boardJumps(board).map((j) => ({
    mask: (1n << BigInt(j.from)) | (1n << BigInt(j.over)) | (1n << BigInt(j.to)),
    need: (1n << BigInt(j.from)) | (1n << BigInt(j.over)),
  }));
  const pmf = new Array<number>(board.holes.length).fill(0);
  let layer = new Map<bigint, number>([[startState(board.holes.length, start), 1]]);
  for (let pegs = board.holes.length - 1; layer.size > 0; pegs--) {
    const next = new Map<bigint, number>();
    for (const [state, probability] of layer) {
      const moves = jumps.filter(({ mask, need }) => (state & mask) === need);
      if (moves.length === 0) pmf[pegs]! += probability;
      for (const { mask } of moves) {
        const successor = state ^ mask;
        next.set(successor, (next.get(successor) ?? 0) + probability / moves.length);
      }
      // give up as soon as the next layer is too large, not after building all of it
      if (next.size > RANDOM_PLAY_STATE_LIMIT) return undefined;
    }
    layer = next;
  }
  return pmf;
}
