// SplitMix64 and xoshiro128**, written from the published reference algorithms (Steele, Lea & Flood,
// "Fast splittable pseudorandom number generators", 2014; Blackman & Vigna, xoshiro128starstar.c,
// 2018). The TypeScript twin of the scalar arithmetic in assembly/rng.ts.

const MASK64 = (1n << 64n) - 1n;
/** SplitMix64's increment, the golden ratio in 64-bit fixed point. */
export const GOLDEN = 0x9e3779b97f4a7c15n;

/** SplitMix64's output function: a bijection on 64-bit integers. */
export function mix64(z: bigint): bigint {
  z &= MASK64;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
  return z ^ (z >> 31n);
}

/** SplitMix64: a 64-bit state advanced by GOLDEN, each output the mix of the new state. */
export class SplitMix64 {
  private state: bigint;
  constructor(seed: bigint) {
    this.state = seed & MASK64;
  }
  next(): bigint {
    this.state = (this.state + GOLDEN) & MASK64;
    return mix64(this.state);
  }
}

/** xoshiro128**: 128 bits of state, 32-bit outputs. */
export class Xoshiro128ss {
  constructor(
    private s0: number,
    private s1: number,
    private s2: number,
    private s3: number,
  ) {
    if ((s0 | s1 | s2 | s3) === 0) throw new Error('xoshiro128**: the state must not be all zero');
  }

  /** Seeded as the reference code seeds it from SplitMix64: two outputs, low word first. */
  static fromSplitMix(sm: SplitMix64): Xoshiro128ss {
    const a = sm.next();
    const b = sm.next();
    const words = [a, a >> 32n, b, b >> 32n].map((w) => Number(w & 0xffffffffn));
    // an all-zero state is invalid (probability 2^-128); assembly/rng.ts makes the same repair
    if (!words.some((w) => w !== 0)) words[0] = 1;
    return new Xoshiro128ss(words[0]!, words[1]!, words[2]!, words[3]!);
  }

  next(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  state(): [number, number, number, number] {
    return [this.s0 >>> 0, this.s1 >>> 0, this.s2 >>> 0, this.s3 >>> 0];
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
