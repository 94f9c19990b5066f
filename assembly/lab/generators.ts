// The dice lab's generators: each one a 32-bit word source, written from its published algorithm.
// Every generator has a scalar `next` (on globals) and a fused fill loop generic over a range
// method (state in locals, the method's `put` inlined), so that a timed roll is the generator's
// step and the method's arithmetic and nothing else. 64-bit generators give two 32-bit words per
// output, low half first. The TypeScript twins are in src/rng/generators.ts.
//
// Seeding: a stream's 64-bit key (the chunk key of assembly/rng.ts, or the user's seed for
// java-lcg in `rng sample`) seeds each generator as its reference code would be seeded.

// SplitMix64's increment and output function: the streams' own (../kit/stream.ts)
import { GOLDEN, mix64 } from '../kit/stream';
export { GOLDEN, mix64 };

@inline
function rotl32(x: u32, k: u32): u32 {
  return (x << k) | (x >>> (32 - k));
}

@inline
function rotl64(x: u64, k: u64): u64 {
  return (x << k) | (x >>> (64 - k));
}

// ---- java-lcg: java.util.Random (48-bit LCG, Knuth's constants as the JDK documents them) ----
const JAVA_MUL: u64 = 0x5deece66d;
const JAVA_ADD: u64 = 0xb;
const MASK48: u64 = 0xffffffffffff;
let javaState: u64 = 0;

/** `new Random(seed)`: the seed scrambled with the multiplier, kept to 48 bits. */
export function javaSeed(seed: u64): void {
  javaState = (seed ^ JAVA_MUL) & MASK48;
}

/** Random.next(32): the top 32 of the 48 state bits (next(31) is this word shifted right once). */
@inline
export function javaNext(): u32 {
  javaState = (javaState * JAVA_MUL + JAVA_ADD) & MASK48;
  return <u32>(javaState >> 16);
}

export function javaFill<M>(m: M, out: usize, end: usize, n: u32, t: u32): usize {
  let s = javaState;
  while (out < end) {
    s = (s * JAVA_MUL + JAVA_ADD) & MASK48;
    out = m.put(<u32>(s >> 16), out, n, t);
  }
  javaState = s;
  return out;
}

// ---- xorshift128: Marsaglia 2003, in Java int arithmetic (>> is arithmetic) as seed 003 writes it ----
let xsX: i32 = 0;
let xsY: i32 = 0;
let xsZ: i32 = 0;
let xsW: i32 = 0;

/** x, y, z, w from two SplitMix64 outputs, low word first (the seed draws them from
 *  ThreadLocalRandom; any nonzero state is valid, and all zero is repaired). */
export function xorshiftSeed(key: u64): void {
  const a = mix64(key + GOLDEN);
  const b = mix64(key + GOLDEN * 2);
  xsX = <i32>a;
  xsY = <i32>(a >> 32);
  xsZ = <i32>b;
  xsW = <i32>(b >> 32);
  if ((xsX | xsY | xsZ | xsW) == 0) xsW = 1;
}

@inline
export function xorshiftNext(): u32 {
  const tmp = xsX ^ (xsX << 15);
  xsX = xsY;
  xsY = xsZ;
  xsZ = xsW;
  xsW = xsW ^ (xsW >> 21) ^ (tmp ^ (tmp >> 4));
  return <u32>xsW;
}

export function xorshiftFill<M>(m: M, out: usize, end: usize, n: u32, t: u32): usize {
  let x = xsX;
  let y = xsY;
  let z = xsZ;
  let w = xsW;
  while (out < end) {
    const tmp = x ^ (x << 15);
    x = y;
    y = z;
    z = w;
    w = w ^ (w >> 21) ^ (tmp ^ (tmp >> 4));
    out = m.put(<u32>w, out, n, t);
  }
  xsX = x;
  xsY = y;
  xsZ = z;
  xsW = w;
  return out;
}

// ---- splitmix64 (Steele, Lea & Flood 2014; Vigna's splitmix64.c) ----
let smState: u64 = 0;
let smHigh: u32 = 0;
let smHasHigh: bool = false;

export function splitmixHighPending(): bool {
  return smHasHigh;
}

export function splitmixSeed(key: u64): void {
  smState = key;
  smHasHigh = false;
}

@inline
export function splitmixNext(): u32 {
  if (smHasHigh) {
    smHasHigh = false;
    return smHigh;
  }
  smState += GOLDEN;
  const z = mix64(smState);
  smHigh = <u32>(z >> 32);
  smHasHigh = true;
  return <u32>z;
}

export function splitmixFill<M>(m: M, out: usize, end: usize, n: u32, t: u32): usize {
  if (smHasHigh && out < end) out = m.put(splitmixNext(), out, n, t);
  let s = smState;
  while (out < end) {
    s += GOLDEN;
    const z = mix64(s);
    out = m.put(<u32>z, out, n, t);
    out = m.put(<u32>(z >> 32), out, n, t);
  }
  smState = s;
  return out;
}

// ---- xoshiro128** 1.1 (Blackman & Vigna 2018), one lane, seeded as the reference code ----
let xo0: u32 = 0;
let xo1: u32 = 0;
let xo2: u32 = 0;
let xo3: u32 = 0;

export function xoshiro128Seed(key: u64): void {
  const a = mix64(key + GOLDEN);
  const b = mix64(key + GOLDEN * 2);
  xo0 = <u32>a;
  xo1 = <u32>(a >> 32);
  xo2 = <u32>b;
  xo3 = <u32>(b >> 32);
  if ((xo0 | xo1 | xo2 | xo3) == 0) xo0 = 1;
}

@inline
export function xoshiro128Next(): u32 {
  const result = rotl32(xo1 * 5, 7) * 9;
  const t = xo1 << 9;
  xo2 ^= xo0;
  xo3 ^= xo1;
  xo1 ^= xo2;
  xo0 ^= xo3;
  xo2 ^= t;
  xo3 = rotl32(xo3, 11);
  return result;
}

export function xoshiro128Fill<M>(m: M, out: usize, end: usize, n: u32, t: u32): usize {
  let s0 = xo0;
  let s1 = xo1;
  let s2 = xo2;
  let s3 = xo3;
  while (out < end) {
    const result = rotl32(s1 * 5, 7) * 9;
    const tt = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= tt;
    s3 = rotl32(s3, 11);
    out = m.put(result, out, n, t);
  }
  xo0 = s0;
  xo1 = s1;
  xo2 = s2;
  xo3 = s3;
  return out;
}

// ---- xoshiro256** 1.0 (Blackman & Vigna 2018), seeded with four SplitMix64 outputs ----
let xq0: u64 = 0;
let xq1: u64 = 0;
let xq2: u64 = 0;
let xq3: u64 = 0;
let xqHigh: u32 = 0;
let xqHasHigh: bool = false;

export function xoshiro256HighPending(): bool {
  return xqHasHigh;
}

export function xoshiro256Seed(key: u64): void {
  xq0 = mix64(key + GOLDEN);
  xq1 = mix64(key + GOLDEN * 2);
  xq2 = mix64(key + GOLDEN * 3);
  xq3 = mix64(key + GOLDEN * 4);
  if ((xq0 | xq1 | xq2 | xq3) == 0) xq0 = 1;
  xqHasHigh = false;
}

@inline
function xoshiro256Step(): u64 {
  const result = rotl64(xq1 * 5, 7) * 9;
  const t = xq1 << 17;
  xq2 ^= xq0;
  xq3 ^= xq1;
  xq1 ^= xq2;
  xq0 ^= xq3;
  xq2 ^= t;
  xq3 = rotl64(xq3, 45);
  return result;
}

@inline
export function xoshiro256Next(): u32 {
  if (xqHasHigh) {
    xqHasHigh = false;
    return xqHigh;
  }
  const r = xoshiro256Step();
  xqHigh = <u32>(r >> 32);
  xqHasHigh = true;
  return <u32>r;
}

export function xoshiro256Fill<M>(m: M, out: usize, end: usize, n: u32, t: u32): usize {
  if (xqHasHigh && out < end) out = m.put(xoshiro256Next(), out, n, t);
  let s0 = xq0;
  let s1 = xq1;
  let s2 = xq2;
  let s3 = xq3;
  while (out < end) {
    const result = rotl64(s1 * 5, 7) * 9;
    const tt = s1 << 17;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= tt;
    s3 = rotl64(s3, 45);
    out = m.put(<u32>result, out, n, t);
    out = m.put(<u32>(result >> 32), out, n, t);
  }
  xq0 = s0;
  xq1 = s1;
  xq2 = s2;
  xq3 = s3;
  return out;
}

// ---- pcg32: PCG-XSH-RR 64/32 (O'Neill 2014, pcg32_srandom_r / pcg32_random_r) ----
const PCG_MUL: u64 = 6364136223846793005;
let pcgState: u64 = 0;
let pcgInc: u64 = 1;

/** pcg32_srandom_r(initstate, initseq). */
export function pcgSeedWith(initState: u64, initSeq: u64): void {
  pcgState = 0;
  pcgInc = (initSeq << 1) | 1;
  pcgNext();
  pcgState += initState;
  pcgNext();
}

/** initstate and initseq are two SplitMix64 outputs from the key. */
export function pcgSeed(key: u64): void {
  pcgSeedWith(mix64(key + GOLDEN), mix64(key + GOLDEN * 2));
}

@inline
export function pcgNext(): u32 {
  const old = pcgState;
  pcgState = old * PCG_MUL + pcgInc;
  const xorshifted = <u32>(((old >> 18) ^ old) >> 27);
  const rot = <u32>(old >> 59);
  return rotr<u32>(xorshifted, rot);
}

export function pcgFill<M>(m: M, out: usize, end: usize, n: u32, t: u32): usize {
  let s = pcgState;
  const inc = pcgInc;
  while (out < end) {
    const old = s;
    s = old * PCG_MUL + inc;
    const xorshifted = <u32>(((old >> 18) ^ old) >> 27);
    out = m.put(rotr<u32>(xorshifted, <u32>(old >> 59)), out, n, t);
  }
  pcgState = s;
  return out;
}

/** The generator's state as bytes at p (save) or from them (restore), for the library's
 *  getState (layout: src/api/dice-state.ts); returns the end, or 0 when `g` has none here. */
export function generatorState(g: u32, p: usize, save: bool): usize {
  switch (g) {
    case 1: // java-lcg
      if (save) store<u64>(p, javaState);
      else javaState = load<u64>(p) & MASK48;
      return p + 8;
    case 2: // xorshift128
      if (save) {
        store<i32>(p, xsX);
        store<i32>(p, xsY, 4);
        store<i32>(p, xsZ, 8);
        store<i32>(p, xsW, 12);
      } else {
        xsX = load<i32>(p);
        xsY = load<i32>(p, 4);
        xsZ = load<i32>(p, 8);
        xsW = load<i32>(p, 12);
      }
      return p + 16;
    case 3: // splitmix64
      if (save) {
        store<u64>(p, smState);
        store<u32>(p, smHigh, 8);
        store<u32>(p, <u32>smHasHigh, 12);
      } else {
        smState = load<u64>(p);
        smHigh = load<u32>(p, 8);
        smHasHigh = load<u32>(p, 12) != 0;
      }
      return p + 16;
    case 4: // xoshiro128ss
      if (save) {
        store<u32>(p, xo0);
        store<u32>(p, xo1, 4);
        store<u32>(p, xo2, 8);
        store<u32>(p, xo3, 12);
      } else {
        xo0 = load<u32>(p);
        xo1 = load<u32>(p, 4);
        xo2 = load<u32>(p, 8);
        xo3 = load<u32>(p, 12);
      }
      return p + 16;
    case 5: // xoshiro256ss
      if (save) {
        store<u64>(p, xq0);
        store<u64>(p, xq1, 8);
        store<u64>(p, xq2, 16);
        store<u64>(p, xq3, 24);
        store<u32>(p, xqHigh, 32);
        store<u32>(p, <u32>xqHasHigh, 36);
      } else {
        xq0 = load<u64>(p);
        xq1 = load<u64>(p, 8);
        xq2 = load<u64>(p, 16);
        xq3 = load<u64>(p, 24);
        xqHigh = load<u32>(p, 32);
        xqHasHigh = load<u32>(p, 36) != 0;
      }
      return p + 40;
    case 6: // pcg32
      if (save) {
        store<u64>(p, pcgState);
        store<u64>(p, pcgInc, 8);
      } else {
        pcgState = load<u64>(p);
        pcgInc = load<u64>(p, 8) | 1;
      }
      return p + 16;
    default:
      return 0;
  }
}

/** An LCG's state after n steps of s -> s·a + c (mod 2^64; Brown 1994, PCG's advance). */
function lcgAdvance(s: u64, a: u64, c: u64, n: u64): u64 {
  let am: u64 = 1;
  let ap: u64 = 0;
  for (; n != 0; n >>= 1) {
    if (n & 1) {
      am *= a;
      ap = ap * a + c;
    }
    c *= a + 1;
    a *= a;
  }
  return am * s + ap;
}

/** advance(n) for the generators with a closed form (n steps: their period divides 2^64); false
 *  for the others. */
export function generatorAdvance(g: u32, n: u64): bool {
  if (g == 1) javaState = lcgAdvance(javaState, JAVA_MUL, JAVA_ADD, n) & MASK48;
  else if (g == 3) smState = lcgAdvance(smState, 1, GOLDEN, n);
  else if (g == 6) pcgState = lcgAdvance(pcgState, PCG_MUL, pcgInc, n);
  else return false;
  return true;
}
