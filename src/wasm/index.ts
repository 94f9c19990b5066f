// The boundary's public face: the kernel instance, its memory layout and the dice. Each game's own
// encoding and decoding lives in its folder (src/games/<game>/kernel.ts); nothing here knows a game.

import { DEFAULT_DICE } from '../rng/dice.js';
import { setDice } from './dice.js';
import type { Kernel } from './kernel.js';

export { Kernel, KernelStatusError } from './kernel.js';
export { WIN_UNITS, HIST_BINS } from './layout.js';
export * from './dice.js';
export { KernelDice, ROLLS_IN_PLACE, type RollTarget } from './dice-roller.js';

/** Reads `count` words of chunk `chunk`'s stream (for known-answer tests). */
export function streamWords(kernel: Kernel, seed: bigint, chunk: bigint, count: number): number[] {
  setDice(kernel, DEFAULT_DICE);
  kernel.exports.seedStream(seed, chunk);
  return Array.from({ length: count }, () => kernel.exports.nextWord() >>> 0);
}

/** `count` draws of bound n from chunk `chunk`'s stream. */
export function streamDraws(kernel: Kernel, seed: bigint, chunk: bigint, n: number, count: number): number[] {
  setDice(kernel, DEFAULT_DICE);
  kernel.exports.seedStream(seed, chunk);
  return Array.from({ length: count }, () => kernel.exports.draw(n));
}

/** `count` dice of `faces` faces through the SIMD dice buffer (must equal streamDraws). */
export function streamDice(
  kernel: Kernel,
  seed: bigint,
  chunk: bigint,
  faces: number,
  count: number,
): number[] {
  const mark = kernel.arena.mark;
  try {
    const buffer = kernel.arena.alloc(count + 16, 16);
    setDice(kernel, DEFAULT_DICE);
    kernel.exports.seedStream(seed, chunk);
    const written = kernel.exports.fillDice(buffer, faces, count);
    return Array.from(kernel.bytes.subarray(buffer, buffer + Math.min(written, count)));
  } finally {
    kernel.arena.release(mark);
  }
}
