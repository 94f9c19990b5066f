// The range methods as plain TypeScript, one draw at a time: the twins of the kernel's scalar
// draws (assembly/lab/source.ts methodDraw), which its fused fill loops must match value for value.

import { METHOD_MAX_FACES, type MethodName } from './dice.js';
import type { WordSource } from './generators.js';
import type { Draws } from './stream.js';

const TWO_32 = 4294967296;

/** The high and low 32-bit words of w·n, exactly (w < 2^32, n <= 2^32: the product passes 2^53,
 *  so it is taken in 16-bit pieces of n). */
export function multiplyWords(w: number, n: number): { high: number; low: number } {
  const low = Math.imul(w, n) >>> 0; // ToInt32(n) is n mod 2^32, and so is the low word
  const high = Math.floor((w * Math.floor(n / 65536) + Math.floor((w * (n % 65536)) / 65536)) / 65536);
  return { high, low };
}

/** Lemire's multiply with rejection (2019) on 32-bit words, for any n in 1..2^32: accept the high
 *  word of w·n when its low word is at least 2^32 mod n. */
export function lemireDraw(nextWord: () => number, n: number): number {
  const threshold = TWO_32 % n;
  for (;;) {
    const { high, low } = multiplyWords(nextWord(), n);
    if (low >= threshold) return high;
  }
}

/** Draws in [0, n) from a word source by one range method (1 <= n <= 2^32; java and abs-mod
 *  below 2^31, a Java int: see METHOD_MAX_FACES). */
export class MethodDraws implements Draws {
  drawn = 0;
  private pendingHalf: number | undefined;

  constructor(
    readonly source: WordSource,
    readonly method: MethodName,
  ) {}

  draw(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > METHOD_MAX_FACES[this.method]) {
      throw new RangeError(`draw: bound ${n} out of range`);
    }
    this.drawn++;
    return this.value(n);
  }

  private word(): number {
    return this.source.nextWord();
  }

  private value(n: number): number {
    switch (this.method) {
      case 'modulo':
        return this.word() % n;
      case 'float':
        // w·2^-32 in double precision, times n, floored (rounded as the kernel's f64 rounds it)
        return Math.floor(this.word() * 2 ** -32 * n);
      case 'lemire':
        return lemireDraw(() => this.word(), n);
      case 'rejection': {
        const limit = TWO_32 - (TWO_32 % n);
        for (;;) {
          const w = this.word();
          if (w < limit) return w % n;
        }
      }
      case 'table':
        // seed 003's table: entry (w & 0xffff) of [0, 1, ..., n-1, 0, 1, ...] (65,536 entries)
        return (this.word() & 0xffff) % n;
      case 'java':
        return javaNextInt(() => this.word() >>> 1, n);
      case 'abs-mod':
        // Java's `%` truncates toward zero, as JavaScript's does
        return Math.abs((this.word() | 0) % n);
      case 'pure-rand': {
        // uniformIntInternal: the word as pure-rand's signed int, plus 2^31; reject the last
        // partial block of n when n > 2
        const limit = n > 2 ? Math.floor(TWO_32 / n) * n : TWO_32;
        for (;;) {
          const d = (this.word() ^ 0x80000000) >>> 0;
          if (d < limit) return d % n;
        }
      }
      case 'lemire16': {
        // above 65,536 faces, Lemire's method on whole words made of two half-words, low first
        if (n > 65536) return lemireDraw(() => this.half() + this.half() * 65536, n);
        const threshold = 65536 % n;
        for (;;) {
          const m = this.half() * n;
          if (m % 65536 >= threshold) return Math.floor(m / 65536);
        }
      }
    }
  }

  private half(): number {
    if (this.pendingHalf !== undefined) {
      const h = this.pendingHalf;
      this.pendingHalf = undefined;
      return h;
    }
    const w = this.word();
    this.pendingHalf = w >>> 16;
    return w & 0xffff;
  }
}

/** java.util.Random.nextInt(bound) on a source of next(31) values. */
export function javaNextInt(next31: () => number, bound: number): number {
  let r = next31();
  const m = bound - 1;
  if ((bound & m) === 0) return Math.floor((bound * r) / 2 ** 31);
  for (let u = r; u - (r = u % bound) + m > 0x7fffffff; u = next31());
  return r;
}
