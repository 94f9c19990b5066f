// The dice a user's kernel rolls: the run's chunk streams (stream.ts), roll for roll the dice a
// JavaScript game gets (src/rng/game-dice.ts) and boardsim's own kernels draw: Lemire's
// multiply-and-reject on the stream's 16-bit half-words (low half of each word first) for up to
// 65,536 faces, on whole words (two half-words, low first) above.

import { laneWords, seedLanes, streamKey } from './stream';

const HALF_COUNT: u32 = 512;
const HALVES: usize = memory.data(<i32>HALF_COUNT * 2, 16);
let halfAt: u32 = HALF_COUNT;
/** Half-words used before the buffer, and at the start of the current game (for the roll limit). */
let halvesBefore: u64 = 0;
let gameStart: u64 = 0;
let halfLimit: u64 = 1_000_000;

/** Seeds the stream of chunk `chunk` of a run with seed `seed`. */
export function seedDice(seed: u64, chunk: u64): void {
  seedLanes(streamKey(seed, chunk));
  halfAt = HALF_COUNT;
  halvesBefore = 0;
  gameStart = 0;
  pastLimit = false;
}

/** Starts a game: the roll limit counts from here. */
export function startGame(limit: u64): void {
  gameStart = halvesBefore + halfAt;
  halfLimit = limit;
}

/** Set just before the trap that stops a game past its roll limit (rollLimitMessage says why). */
let pastLimit = false;

/** Why the game that trapped was stopped, if it passed its roll limit (the host asks after a trap:
 *  exports.ts boardsim_failure); else null. */
export function rollLimitMessage(): string | null {
  if (!pastLimit) return null;
  return `rolled more than ${halfLimit} times without ending: does the game end? (a game that needs more rolls sets them with .rolls(n))`;
}

@inline
function half(): u32 {
  // the cursor read once (a global is a memory access in V8)
  let at = halfAt;
  if (at == HALF_COUNT) {
    // the refill written out, without a call: V8 keeps no value in a register across a call, and
    // a call anywhere in the game's loop would make it store them all at every roll; past the
    // limit, a trap (not a throw, which calls) stops the game
    halvesBefore += HALF_COUNT;
    if (halvesBefore - gameStart > halfLimit) {
      pastLimit = true;
      unreachable();
    }
    laneWords(HALVES, HALF_COUNT >> 1);
    at = 0;
  }
  halfAt = at + 1;
  return <u32>load<u16>(HALVES + (<usize>at << 1));
}

function badFaces(faces: u32): void {
  throw new Error(`a die has a whole number of faces from 1 to 2^32-1, not ${faces}`);
}

/** Above 65,536 faces: Lemire's rule on whole words. */
function wide(n: u32): u32 {
  if (n == 0) badFaces(n);
  const t = (<u64>0x100000000 - n) % n;
  let m = <u64>(half() | (half() << 16)) * n;
  while ((m & 0xffffffff) < t) m = <u64>(half() | (half() << 16)) * n;
  return <u32>(m >> 32);
}

/** A whole number from 0 to n - 1 (1 <= n < 2^32). */
@inline
function below(n: u32): u32 {
  if (n - 1 >= 65536) return wide(n);
  let m = half() * n;
  if ((m & 0xffff) < n) {
    const t: u32 = (65536 - n) % n;
    while ((m & 0xffff) < t) m = half() * n;
  }
  return m >>> 16;
}

/** The dice of one game: every method draws from the run's stream for this game's chunk, so that
 *  the kernel plays the same game as its JavaScript twin with the same rolls. */
export class Dice {
  /** A roll of a die with `faces` faces (default 6): 1 to faces. */
  @inline
  next(faces: u32 = 6): u32 {
    return below(faces) + 1;
  }

  /** A whole number from 0 to n - 1 (a card of a deck of n, a square of n). */
  @inline
  draw(n: u32): u32 {
    return below(n);
  }

  /** One item of `items`, each as likely. */
  pick<T>(items: T[]): T {
    return items[below(<u32>items.length)];
  }

  /** Shuffles `items` in place (Fisher–Yates, from the end) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = <i32>below(<u32>i + 1);
      const item = items[i];
      items[i] = items[j];
      items[j] = item;
    }
    return items;
  }

  /** Fills `target` (an array or typed array of numbers) with rolls of a die with `faces` faces. */
  fill<T>(target: T, faces: u32 = 6): T {
    for (let i = 0; i < target.length; i++) target[i] = <valueof<T>>(below(faces) + 1);
    return target;
  }
}
