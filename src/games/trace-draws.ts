// A trace plays its games in the twin, which has no length limit of its own: on a board whose games
// practically never end it would record events until memory ran out. Its draws are counted game by
// game, and a game past the limit is the error a kernel's length limit gives.

import { GameTooLongError } from '../errors.js';
import type { Draws } from '../rng/stream.js';

/** Draws in one traced game: real games take tens to thousands; a game of a million would be a
 *  trace of millions of lines, more than anyone reads or than memory comfortably holds. */
export const MAX_TRACE_DRAWS = 1_000_000;

/** A trace's draws, refused past `limit` in one game (nextGame() starts each game's count). */
export class TraceDraws implements Draws {
  private gameStart = 0;
  constructor(
    private readonly stream: Draws,
    private readonly limit = MAX_TRACE_DRAWS,
  ) {}

  get drawn(): number {
    return this.stream.drawn;
  }

  /** Starts counting the draws of the next game. */
  nextGame(): this {
    this.gameStart = this.stream.drawn;
    return this;
  }

  draw(n: number): number {
    if (this.stream.drawn - this.gameStart >= this.limit) throw new GameTooLongError();
    return this.stream.draw(n);
  }
}
