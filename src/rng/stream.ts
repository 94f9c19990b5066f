// The random stream of one chunk of a run: the TypeScript twin of assembly/rng.ts, written to be
// read. A run's chunk c with seed s draws from four xoshiro128** lanes seeded from SplitMix64
// started at key = output c+1 of SplitMix64(s); the stream's words take the lanes in turn, and
// draw(n) applies Lemire's multiply-and-reject to 16-bit half-words, low half first.

import { lemireDraw } from './methods.js';
import { GOLDEN, SplitMix64, Xoshiro128ss, mix64 } from './xoshiro128.js';

const MASK64 = (1n << 64n) - 1n;
export const LANES = 4;

/** The key of chunk `chunk`'s stream: SplitMix64's output number chunk + 1 from `seed`. */
export function streamKey(seed: bigint, chunk: bigint): bigint {
  return mix64((seed + (chunk + 1n) * GOLDEN) & MASK64);
}

/** Something that deals uniform integers: the chunk stream, or a scripted sequence in tests. */
export interface Draws {
  /** A uniform integer in [0, n). */
  draw(n: number): number;
  /** How many draws were dealt so far. */
  readonly drawn: number;
}

export class ChunkStream implements Draws {
  private readonly lanes: Xoshiro128ss[];
  private wordIndex = 0;
  private pendingHigh: number | undefined;
  /** Number of draw() results handed out so far: a game's "stream position". */
  drawn = 0;

  constructor(seed: bigint, chunk: bigint) {
    const sm = new SplitMix64(streamKey(seed, chunk));
    this.lanes = Array.from({ length: LANES }, () => Xoshiro128ss.fromSplitMix(sm));
  }

  /** The next 32-bit word: lane 0, 1, 2, 3, then lane 0 again. */
  nextWord(): number {
    const lane = this.lanes[this.wordIndex % LANES]!;
    this.wordIndex++;
    return lane.next();
  }

  /** The next 16-bit half-word: the low half of a word, then its high half. */
  nextHalf(): number {
    if (this.pendingHigh !== undefined) {
      const high = this.pendingHigh;
      this.pendingHigh = undefined;
      return high;
    }
    const word = this.nextWord();
    this.pendingHigh = word >>> 16;
    return word & 0xffff;
  }

  /** Lemire's method on half-words: reject products whose low half is below 65536 mod n. Above
   *  65,536 faces (up to 2^32), the same method on whole words, each two half-words, low first. */
  draw(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`draw: bound ${n} out of range`);
    if (n > 65536) {
      this.drawn++;
      return lemireDraw(() => this.nextHalf() + this.nextHalf() * 65536, n);
    }
    const threshold = 65536 % n;
    for (;;) {
      const product = this.nextHalf() * n; // below 2^32: the bit operations below are exact
      if ((product & 0xffff) >= threshold) {
        this.drawn++;
        return product >>> 16;
      }
    }
  }

  /** Skips `count` draws of bound n (to replay a game from its stream position): what `count`
   *  calls of draw(n) do, a word at a time (a run's shortest game may start millions of draws into
   *  its chunk: replaying it took 20 ms of a 10M-game run, a tenth of its start-up). */
  skip(n: number, count: number): void {
    let left = count;
    // whole-word draws, and a word whose high half is waiting: one draw at a time
    while (left > 0 && (n > 65536 || this.pendingHigh !== undefined)) {
      this.draw(n);
      left--;
    }
    if (left <= 0) return;
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`draw: bound ${n} out of range`);
    const threshold = 65536 % n;
    const lanes = this.lanes;
    this.drawn += left;
    for (;;) {
      const word = lanes[this.wordIndex++ % LANES]!.next();
      if ((((word & 0xffff) * n) & 0xffff) >= threshold && --left === 0) {
        this.pendingHigh = word >>> 16;
        return;
      }
      if ((((word >>> 16) * n) & 0xffff) >= threshold && --left === 0) return;
    }
  }
}
