// The dice lab's generators as plain TypeScript, written from their published algorithms to be
// read: the twins of assembly/lab/generators.ts. Each is a source of 32-bit words; 64-bit
// generators give the low half of each output, then the high half. Seeding from a 64-bit key is
// the kernel's (documented there).

import { GOLDEN, SplitMix64, Xoshiro128ss, mix64 } from './xoshiro128.js';

const MASK64 = (1n << 64n) - 1n;

/** Something that deals 32-bit words (unsigned numbers). */
export interface WordSource {
  nextWord(): number;
}

/** java.util.Random: the 48-bit linear congruential generator of the JDK's documentation,
 *  x' = (0x5DEECE66D·x + 0xB) mod 2^48, next(bits) = the top `bits` of the state. */
export class JavaRandom implements WordSource {
  static readonly MULTIPLIER = 0x5deece66dn;
  static readonly ADDEND = 0xbn;
  static readonly MASK = (1n << 48n) - 1n;
  private state: bigint;

  /** `new Random(seed)` (a Java long: any 64-bit pattern, only its low 48 bits count). */
  constructor(seed: bigint) {
    this.state = (BigInt.asUintN(64, seed) ^ JavaRandom.MULTIPLIER) & JavaRandom.MASK;
  }

  /** Random.next(bits), as an unsigned number. */
  next(bits: number): number {
    this.state = (this.state * JavaRandom.MULTIPLIER + JavaRandom.ADDEND) & JavaRandom.MASK;
    return Number(this.state >> BigInt(48 - bits));
  }

  /** Random.next(32) as an unsigned word (nextInt() is this word as a signed int). */
  nextWord(): number {
    return this.next(32);
  }

  /** Random.nextInt(bound), the JDK's algorithm: top bits for a power of two, else rejection of
   *  the last partial block of next(31) values. */
  nextInt(bound: number): number {
    if (!Number.isInteger(bound) || bound <= 0 || bound > 0x7fffffff)
      throw new RangeError('bound must be positive');
    let r = this.next(31);
    const m = bound - 1;
    if ((bound & m) === 0) return Number((BigInt(bound) * BigInt(r)) >> 31n);
    for (let u = r; u - (r = u % bound) + m > 0x7fffffff; u = this.next(31));
    return r;
  }
}

/** Marsaglia's xorshift128 (2003) in Java int arithmetic, as seed 003's DiceFast writes it. */
export class Xorshift128 implements WordSource {
  constructor(
    private x: number,
    private y: number,
    private z: number,
    private w: number,
  ) {}

  static fromKey(key: bigint): Xorshift128 {
    const sm = new SplitMix64(key);
    const a = sm.next();
    const b = sm.next();
    const words: number[] = [a, a >> 32n, b, b >> 32n].map((v) => Number(BigInt.asIntN(32, v)));
    if (!words.some((v) => v !== 0)) words[3] = 1;
    return new Xorshift128(words[0]!, words[1]!, words[2]!, words[3]!);
  }

  /** The next w, as a Java int (signed). */
  nextInt(): number {
    const tmp = this.x ^ (this.x << 15);
    this.x = this.y;
    this.y = this.z;
    this.z = this.w;
    this.w = this.w ^ (this.w >> 21) ^ (tmp ^ (tmp >> 4));
    return this.w;
  }

  nextWord(): number {
    return this.nextInt() >>> 0;
  }
}

/** Splits a 64-bit generator's outputs into 32-bit words, low half first. */
abstract class Words64 implements WordSource {
  private high: number | undefined;
  protected abstract next64(): bigint;
  nextWord(): number {
    if (this.high !== undefined) {
      const w = this.high;
      this.high = undefined;
      return w;
    }
    const v = this.next64();
    this.high = Number(v >> 32n);
    return Number(v & 0xffffffffn);
  }
}

export class SplitMix64Words extends Words64 {
  private readonly sm: SplitMix64;
  constructor(key: bigint) {
    super();
    this.sm = new SplitMix64(key);
  }
  protected next64(): bigint {
    return this.sm.next();
  }
}

export class Xoshiro128ssWords implements WordSource {
  private readonly g: Xoshiro128ss;
  constructor(key: bigint) {
    this.g = Xoshiro128ss.fromSplitMix(new SplitMix64(key));
  }
  nextWord(): number {
    return this.g.next();
  }
}

const rotl64 = (x: bigint, k: bigint) => ((x << k) | (x >> (64n - k))) & MASK64;

/** xoshiro256** 1.0 (Blackman & Vigna 2018), seeded with four SplitMix64 outputs. */
export class Xoshiro256ss extends Words64 {
  private readonly s: bigint[];
  constructor(state: readonly bigint[]) {
    super();
    this.s = [...state];
  }
  static fromKey(key: bigint): Xoshiro256ss {
    const sm = new SplitMix64(key);
    const s: bigint[] = [sm.next(), sm.next(), sm.next(), sm.next()];
    if (!s.some((v) => v !== 0n)) s[0] = 1n;
    return new Xoshiro256ss(s);
  }
  next64(): bigint {
    const s = this.s as [bigint, bigint, bigint, bigint];
    const result = (rotl64((s[1] * 5n) & MASK64, 7n) * 9n) & MASK64;
    const t = (s[1] << 17n) & MASK64;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl64(s[3], 45n);
    return result;
  }
}

/** PCG32 (O'Neill 2014): PCG-XSH-RR with 64-bit state, pcg32_srandom_r seeding. */
export class Pcg32 implements WordSource {
  static readonly MULTIPLIER = 6364136223846793005n;
  private state = 0n;
  private readonly inc: bigint;
  constructor(initState: bigint, initSeq: bigint) {
    this.inc = ((initSeq << 1n) | 1n) & MASK64;
    this.nextWord();
    this.state = (this.state + initState) & MASK64;
    this.nextWord();
  }
  static fromKey(key: bigint): Pcg32 {
    const sm = new SplitMix64(key);
    const initState = sm.next();
    return new Pcg32(initState, sm.next());
  }
  nextWord(): number {
    const old = this.state;
    this.state = (old * Pcg32.MULTIPLIER + this.inc) & MASK64;
    const xorshifted = Number((((old >> 18n) ^ old) >> 27n) & 0xffffffffn);
    const rot = Number(old >> 59n);
    return ((xorshifted >>> rot) | (xorshifted << (-rot & 31))) >>> 0;
  }
}

/** The host's generators as word sources (not seedable): Math.random's top 32 bits, or
 *  crypto.getRandomValues. */
export class HostWords implements WordSource {
  private readonly buffer = new Uint32Array(1024);
  private index = 1024;
  constructor(private readonly kind: 'math-random' | 'crypto') {}
  nextWord(): number {
    if (this.index === this.buffer.length) {
      fillHostWords(this.kind, this.buffer);
      this.index = 0;
    }
    return this.buffer[this.index++]!;
  }
}

/** Fills `words` from Math.random (floor(random·2^32)) or crypto.getRandomValues. */
export function fillHostWords(kind: 'math-random' | 'crypto', words: Uint32Array): void {
  if (kind === 'crypto') {
    globalThis.crypto.getRandomValues(words);
    return;
  }
  for (let i = 0; i < words.length; i++) words[i] = Math.floor(Math.random() * 4294967296);
}

export { GOLDEN, mix64 };
