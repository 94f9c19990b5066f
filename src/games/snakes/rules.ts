// The rules of one roll as a function: where a piece lands, and the climb or slide on the way. The
// table encoder (src/games/snakes/kernel.ts) and the exact solver read the board through this; the
// plain-TypeScript twin (reference.ts) spells the same rules out on its own, so tests compare two
// independent readings.

import type { SnakesBoard } from './schema.js';

export interface Landing {
  readonly square: number;
  readonly climb: number;
  readonly slide: number;
}

export class SnakesRules {
  readonly finish: number;
  readonly faces: number;
  /** Index of the die face that rolls again (5 for a six), or -1. */
  readonly againFace: number;
  private readonly jumpTo: Int32Array;

  constructor(readonly board: SnakesBoard) {
    this.finish = board.squares;
    this.faces = board.dieFaces;
    this.againFace = board.rollAgainOnSix ? 5 : -1;
    this.jumpTo = new Int32Array(board.squares + 1).fill(-1);
    for (const { from, to } of board.jumps) this.jumpTo[from] = to;
  }

  /** The landing after rolling `roll` (1..faces) from `from`. */
  land(from: number, roll: number): Landing {
    const square = this.reach(from, roll);
    if (square < 0) return { square: from, climb: 0, slide: 0 };
    const to = this.jumpTo[square]!;
    if (to < 0) return { square, climb: 0, slide: 0 };
    return to > square
      ? { square: to, climb: to - square, slide: 0 }
      : { square: to, climb: 0, slide: square - to };
  }

  /** The square a roll reaches before any jump, or -1 when the piece must stay where it is. */
  reach(from: number, roll: number): number {
    const square = from + roll;
    if (square <= this.finish) return square;
    if (this.board.overshoot === 'stay') return -1;
    return this.board.overshoot === 'bounce' ? 2 * this.finish - square : this.finish;
  }

  /** Whether a roll showing `roll` gives the same player another roll (when the game goes on). */
  rollsAgain(roll: number): boolean {
    return roll - 1 === this.againFace;
  }

  /** The largest distance any jump covers. */
  longestJump(): number {
    return this.board.jumps.reduce((m, j) => Math.max(m, Math.abs(j.to - j.from)), 0);
  }
}
