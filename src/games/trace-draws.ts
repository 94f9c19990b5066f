// A trace plays its games in the twin. On rules whose games practically never end it must stop as
// the kernel would, and before it has kept the events of a game that long: Snakes and Ladders' and
// Candy Land's draws are counted game by game (TraceDraws: a game past the limit is the error a
// kernel's length limit gives; L.A.M.A.'s twin stops at the kernel's own round limit, and its search
// players draw millions in a real game), and every traced game is played once unwatched before it
// is watched (rehearsed).

import { GameTooLongError } from '../core/errors.js';
import { RecordingDraws } from '../rng/recorded.js';
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

/** The traced game's draws, dealt twice: `play` runs the game unwatched on `draws`, so that a game
 *  past a length limit throws before any event is kept, and the values it drew are returned to be
 *  dealt again, in order, to the watched game (any die, crypto's included: nothing is reseeded). */
export function rehearsed(draws: Draws, play: (draws: Draws) => void): Draws {
  const recording = new RecordingDraws(draws);
  play(recording);
  return recording.replay();
}
