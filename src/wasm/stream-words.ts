// A chunk's stream as words in bulk, for games written in JavaScript (src/games/module-play.ts):
// the kernel's die, seeded for the chunk as a game kernel's is, writes a buffer of raw words that
// is copied out; the host applies the die's range method to them (src/rng/game-dice.ts).

import { streamKey } from '../rng/stream.js';
import type { Kernel } from './kernel.js';

/** Words of the die the kernel has (setDice) for chunks of a run, `STREAM_WORDS` at a time. */
export function kernelWordFiller(
  kernel: Kernel,
  words: number,
): { seed(seed: bigint, chunk: number): void; fill(out: Uint32Array): void; release(): void } {
  const mark = kernel.arena.mark;
  const buffer = kernel.arena.alloc(words * 4, 16);
  return {
    seed(seed, chunk) {
      kernel.exports.seedStream(seed, BigInt(chunk));
      kernel.exports.seedDiceSource(streamKey(seed, BigInt(chunk)));
    },
    fill(out) {
      kernel.exports.diceWordsExact(buffer, out.length);
      out.set(kernel.u32(buffer, out.length));
    },
    release: () => kernel.arena.release(mark),
  };
}
