// One winning game (ending with a single peg), found by depth-first search that remembers the
// positions it has already seen fail, so no position is explored twice.

import { type PegsJump, boardJumps, startState } from './rules.js';
import type { PegsBoard } from './schema.js';

/** The jumps of one game from `start` that ends with one peg (in `endHole`, if given), or
 *  undefined when there is none. */
export function findSolution(board: PegsBoard, start: number, endHole?: number): PegsJump[] | undefined {
  const jumps = boardJumps(board).map((jump) => ({
    jump,
    mask: (1n << BigInt(jump.from)) | (1n << BigInt(jump.over)) | (1n << BigInt(jump.to)),
    need: (1n << BigInt(jump.from)) | (1n << BigInt(jump.over)),
  }));
  const goal = (state: bigint) =>
    endHole === undefined ? (state & (state - 1n)) === 0n : state === 1n << BigInt(endHole);
  const failed = new Set<bigint>();
  const path: PegsJump[] = [];
  const search = (state: bigint): boolean => {
    if (goal(state)) return true;
    if (failed.has(state)) return false;
    for (const { jump, mask, need } of jumps) {
      if ((state & mask) !== need) continue;
      path.push(jump);
      if (search(state ^ mask)) return true;
      path.pop();
    }
    failed.add(state);
    return false;
  };
  return search(startState(board.holes.length, start)) ? path : undefined;
}
