// A chunk's stream as words in bulk, for games written in JavaScript (src/games/module-play.ts):
// the kernel's die, seeded for the chunk as a game kernel's is, writes a buffer of raw words that
// is copied out; the host applies the die's range method to them (src/rng/game-dice.ts).

import { streamKey } from '../rng/stream.js';
import type { Kernel } from './kernel.js';

/** Words of the die the kernel has (setDice) for chunks of a run, `words` at a time. With
 *  `defaultDie` (the kernel's die is the default, xoshiro128x4:lemire16), the stream's own words
 *  (streamWords: the four lanes a step, the same words as the die's diceWordsExact, five times
 *  faster). */
export function kernelWordFiller(
  kernel: Kernel,
  words: number,
  defaultDie = false,
): { seed(seed: bigint, chunk: number): void; fill(out: Uint32Array): void; release(): void } {
  const mark = kernel.arena.mark;
  const buffer = kernel.arena.alloc(words * 4, 16);
  const write = defaultDie ? kernel.exports.streamWords : kernel.exports.diceWordsExact;
  if (defaultDie && words % 4 !== 0) throw new Error(`the stream's words come four at a time, not ${words}`);
  let view = kernel.u32(buffer, words);
  return {
    seed(seed, chunk) {
      kernel.exports.seedStream(seed, BigInt(chunk));
      kernel.exports.seedDiceSource(streamKey(seed, BigInt(chunk)));
    },
    fill(out) {
      write(buffer, out.length);
      // a view of the memory is emptied when the memory grows
      if (view.length === 0) view = kernel.u32(buffer, words);
      out.set(out.length === words ? view : view.subarray(0, out.length));
    },
    release: () => kernel.arena.release(mark),
  };
}
