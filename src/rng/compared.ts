// The generators people compare against as plain TypeScript, written from their references to be
// read: the twins of assembly/lab/compared.ts. Known answers come from the references themselves
// (test/vectors/mt19937.cpp, CPython, pure-rand and seedrandom in test/dice-compared.test.ts).

import type { WordSource } from './generators.js';
import { SplitMix64 } from './xoshiro128.js';

const MASK64 = (1n << 64n) - 1n;
const TWO_32 = 4294967296;

/** MT19937 (Matsumoto & Nishimura 1998, mt19937ar.c): 624 words of state, tempered output. */
export class Mt19937 implements WordSource {
  private readonly mt = new Uint32Array(624);
  private index = 624;

  /** init_genrand(seed): `std::mt19937(seed)`, pure-rand's `mersenne(seed)`. */
  static fromSeed(seed: number): Mt19937 {
    const g = new Mt19937();
    g.initGenrand(seed >>> 0);
    return g;
  }

  /** init_by_array of n's 32-bit words, low first (one word when n < 2^32): CPython's
   *  `random.seed(n)` for 0 <= n < 2^64, and both twisters' seeding from a stream key. */
  static fromKey(n: bigint): Mt19937 {
    const key = n >> 32n === 0n ? [Number(n)] : [Number(n & 0xffffffffn), Number(n >> 32n)];
    const g = new Mt19937();
    const mt = g.mt;
    g.initGenrand(19650218);
    let i = 1;
    let j = 0;
    for (let k = 624; k > 0; k--) {
      const prev = mt[i - 1]!;
      mt[i] = (mt[i]! ^ Math.imul(prev ^ (prev >>> 30), 1664525)) + key[j]! + j;
      i++;
      j++;
      if (i >= 624) {
        mt[0] = mt[623]!;
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = 623; k > 0; k--) {
      const prev = mt[i - 1]!;
      mt[i] = (mt[i]! ^ Math.imul(prev ^ (prev >>> 30), 1566083941)) - i;
      i++;
      if (i >= 624) {
        mt[0] = mt[623]!;
        i = 1;
      }
    }
    mt[0] = 0x80000000;
    return g;
  }

  private initGenrand(seed: number): void {
    this.mt[0] = seed;
    for (let i = 1; i < 624; i++) {
      const prev = this.mt[i - 1]!;
      this.mt[i] = Math.imul(1812433253, prev ^ (prev >>> 30)) + i;
    }
    this.index = 624;
  }

  /** genrand_int32. */
  nextWord(): number {
    const mt = this.mt;
    if (this.index >= 624) {
      for (let k = 0; k < 624; k++) {
        const y = (mt[k]! & 0x80000000) | (mt[(k + 1) % 624]! & 0x7fffffff);
        mt[k] = mt[(k + 397) % 624]! ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
      }
      this.index = 0;
    }
    let y = mt[this.index++]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    return (y ^ (y >>> 18)) >>> 0;
  }
}

/** xoroshiro128+ and xorshift128+ keep two 64-bit words; the word dealt is the low half of their
 *  sum, as pure-rand's `next()` (read as unsigned). */
abstract class PlusGenerator implements WordSource {
  protected s0: bigint;
  protected s1: bigint;
  /** pure-rand's seeding, `xoroshiro128plus(seed)`: s0 = 0xffffffff:~seed, s1 = seed:0. */
  constructor(seed: number);
  /** From a stream key: two SplitMix64 outputs (all zero repaired). */
  constructor(seed: { key: bigint });
  constructor(seed: number | { key: bigint }) {
    if (typeof seed === 'number') {
      const s = BigInt(seed >>> 0);
      this.s0 = (0xffffffffn << 32n) | (~s & 0xffffffffn);
      this.s1 = s << 32n;
    } else {
      const sm = new SplitMix64(seed.key);
      this.s0 = sm.next();
      this.s1 = sm.next();
      if (this.s0 === 0n && this.s1 === 0n) this.s0 = 1n;
    }
  }
  nextWord(): number {
    const word = Number((this.s0 + this.s1) & 0xffffffffn);
    this.step();
    return word;
  }
  protected abstract step(): void;
}

const rotl64 = (x: bigint, k: bigint) => ((x << k) | (x >> (64n - k))) & MASK64;

/** xoroshiro128+ (Blackman & Vigna 2016, shifts 24, 16, 37). */
export class XoroShiro128Plus extends PlusGenerator {
  protected step(): void {
    const s1 = this.s1 ^ this.s0;
    this.s0 = rotl64(this.s0, 24n) ^ s1 ^ ((s1 << 16n) & MASK64);
    this.s1 = rotl64(s1, 37n);
  }
}

/** xorshift128+ (Vigna 2014, shifts 23, 18, 5). */
export class XorShift128Plus extends PlusGenerator {
  protected step(): void {
    let s1 = this.s0;
    const s0 = this.s1;
    this.s0 = s0;
    s1 ^= (s1 << 23n) & MASK64;
    this.s1 = s1 ^ s0 ^ (s1 >> 18n) ^ (s0 >> 5n);
  }
}

/** Baagoe's Mash, the hash Alea seeds with (its state carries from call to call). */
function mash(): (data: string) => number {
  let n = 0xefc8249d;
  return (data) => {
    for (let i = 0; i < data.length; i++) {
      n += data.charCodeAt(i);
      let h = 0.02519603282416938 * n;
      n = h >>> 0;
      h -= n;
      h *= n;
      n = h >>> 0;
      h -= n;
      n += h * TWO_32;
    }
    return (n >>> 0) * 2 ** -32;
  };
}

/** seedrandom's `alea(text)` state s0, s1, s2 (the carry starts at 1). */
export function aleaSeedState(text: string): [number, number, number] {
  const m = mash();
  const s = [m(' '), m(' '), m(' ')];
  return s.map((x) => {
    x -= m(text);
    return x < 0 ? x + 1 : x;
  }) as [number, number, number];
}

/** Alea (Baagoe 2010) as seedrandom writes it: `alea(String(seed))`; the word is `int32() >>> 0`,
 *  floor(next() · 2^32), next() being a multiple of 2^-32 in [0, 1). */
export class Alea implements WordSource {
  private s0: number;
  private s1: number;
  private s2: number;
  private c = 1;

  constructor(seed: bigint | string) {
    [this.s0, this.s1, this.s2] = aleaSeedState(String(seed));
  }

  /** seedrandom's prng(): a double in [0, 1). */
  next(): number {
    const t = 2091639 * this.s0 + this.c * 2 ** -32;
    this.s0 = this.s1;
    this.s1 = this.s2;
    this.c = t | 0;
    this.s2 = t - this.c;
    return this.s2;
  }

  nextWord(): number {
    return this.next() * TWO_32;
  }
}
