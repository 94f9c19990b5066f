// The rules of peg solitaire on a board: every hole filled but the start hole; a jump takes a peg
// over a neighbouring peg along a line into the empty hole beyond, and removes the peg jumped
// over; the game ends when no jump is possible (seed 002: "jump all but one").

import type { PegsBoard } from './schema.js';

/** A jump from `from` over `over` into `to` (hole indices). */
export interface PegsJump {
  readonly from: number;
  readonly over: number;
  readonly to: number;
}

/** Every jump of the board in its fixed order: each line forwards, then backwards. The random
 *  player picks among the legal ones in this order, so the kernel and the twin must share it. */
export function boardJumps(board: PegsBoard): PegsJump[] {
  return board.lines.flatMap(([a, b, c]) => [
    { from: a, over: b, to: c },
    { from: c, over: b, to: a },
  ]);
}

/** The state with a peg in every hole but `start` (bit i = hole i). */
export function startState(holes: number, start: number): bigint {
  return ((1n << BigInt(holes)) - 1n) ^ (1n << BigInt(start));
}

export function pegCount(state: bigint): number {
  let n = 0;
  for (let s = state; s > 0n; s &= s - 1n) n++;
  return n;
}

/** The seed's notation for a jump: start hole and end hole, "c3 a1". */
export function jumpName(board: PegsBoard, jump: PegsJump): string {
  return `${board.holes[jump.from]!.name} ${board.holes[jump.to]!.name}`;
}

/** The board as rows of x (peg) and o (hole), top row first, in the seed's picture. */
export function drawState(board: PegsBoard, pegs: readonly boolean[]): string[] {
  const ys = [...new Set(board.holes.map((h) => h.at[1]))].sort((a, b) => b - a);
  const xs = board.holes.map((h) => h.at[0]);
  const left = Math.min(...xs);
  return ys.map((y) => {
    const row: string[] = [];
    board.holes.forEach((h, i) => {
      if (h.at[1] === y) row[h.at[0] - left] = pegs[i] ? 'x' : 'o';
    });
    return Array.from(row, (c) => c ?? ' ')
      .join('')
      .trimEnd();
  });
}
