// Draws kept to be dealt again. A trace plays its game once unwatched, to learn that it ends within
// the length limit before it keeps every event, then replays the very same values: this works for
// every die, crypto.getRandomValues included, which could not be seeded a second time.

import type { Draws } from './stream.js';

/** Passes `source`'s draws through and keeps them; `replay()` deals them again from the first. */
export class RecordingDraws implements Draws {
  private readonly values: number[] = [];

  constructor(private readonly source: Draws) {}

  get drawn(): number {
    return this.values.length;
  }

  draw(n: number): number {
    const value = this.source.draw(n);
    this.values.push(value);
    return value;
  }

  /** The recorded draws again, in order; drawing past them is a bug (a different game). */
  replay(): Draws {
    const values = this.values;
    let drawn = 0;
    return {
      get drawn() {
        return drawn;
      },
      draw: () => {
        if (drawn >= values.length) throw new Error('replay: the game drew more than it recorded');
        return values[drawn++]!;
      },
    };
  }
}
