// The generators people compare against, each written to give its reference's words bit for bit:
// the Mersenne Twister (C++'s std::mt19937 and CPython's random), pure-rand's xoroshiro128+ and
// xorshift128+, and Alea (seedrandom, boardgame.io). Like generators.ts: a scalar `next` on
// globals and a fused fill loop generic over a range method. The TypeScript twins are in
// src/rng/compared.ts.
//
// Each has two seedings: its reference's own seed (`rng sample`/`rng dump --seed`, createDice's
// `seed`) and a 64-bit stream key (a chunk of a game), documented at each `*Key` function.

import { GOLDEN, mix64 } from './generators';

@inline
function rotl64(x: u64, k: u64): u64 {
  return (x << k) | (x >>> (64 - k));
}

// ---- MT19937 (Matsumoto & Nishimura 1998, mt19937ar.c), 32-bit ----
const MT_N: u32 = 624;
const MT_M: u32 = 397;
const MT: usize = memory.data(<i32>MT_N * 4, 16);
let mtIndex: u32 = MT_N;

@inline
function mtAt(i: u32): u32 {
  return load<u32>(MT + (<usize>i << 2));
}

@inline
function mtSet(i: u32, v: u32): void {
  store<u32>(MT + (<usize>i << 2), v);
}

/** init_genrand(s): `std::mt19937(s)`, pure-rand's `mersenne(s)`. */
export function mtSeed(s: u32): void {
  mtSet(0, s);
  for (let i: u32 = 1; i < MT_N; i++) {
    const prev = mtAt(i - 1);
    mtSet(i, 1812433253 * (prev ^ (prev >>> 30)) + i);
  }
  mtIndex = MT_N;
}

/** init_by_array with the 32-bit words of `n`, low first (one word when n < 2^32): CPython's
 *  `random.seed(n)` for 0 <= n < 2^64; also both twisters' seeding from a stream key. */
export function mtSeedKey(n: u64): void {
  const words: u32 = n >> 32 == 0 ? 1 : 2;
  mtSeed(19650218);
  let i: u32 = 1;
  let j: u32 = 0;
  for (let k = MT_N; k > 0; k--) {
    const prev = mtAt(i - 1);
    const word = j == 0 ? <u32>n : <u32>(n >> 32);
    mtSet(i, (mtAt(i) ^ ((prev ^ (prev >>> 30)) * 1664525)) + word + j);
    i++;
    j++;
    if (i >= MT_N) {
      mtSet(0, mtAt(MT_N - 1));
      i = 1;
    }
    if (j >= words) j = 0;
  }
  for (let k = MT_N - 1; k > 0; k--) {
    const prev = mtAt(i - 1);
    mtSet(i, (mtAt(i) ^ ((prev ^ (prev >>> 30)) * 1566083941)) - i);
    i++;
    if (i >= MT_N) {
      mtSet(0, mtAt(MT_N - 1));
      i = 1;
    }
  }
  mtSet(0, 0x80000000);
}

@inline
function mtMix(upper: u32, lower: u32, far: u32): u32 {
  const y = (upper & 0x80000000) | (lower & 0x7fffffff);
  return far ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
}

/** Regenerates the 624 words of state (genrand_int32's refill). */
function mtTwist(): void {
  let k: u32 = 0;
  for (; k < MT_N - MT_M; k++) mtSet(k, mtMix(mtAt(k), mtAt(k + 1), mtAt(k + MT_M)));
  for (; k < MT_N - 1; k++) mtSet(k, mtMix(mtAt(k), mtAt(k + 1), mtAt(k + MT_M - MT_N)));
  mtSet(MT_N - 1, mtMix(mtAt(MT_N - 1), mtAt(0), mtAt(MT_M - 1)));
  mtIndex = 0;
}

/** genrand_int32: the next word, tempered. */
@inline
export function mtNext(): u32 {
  if (mtIndex >= MT_N) mtTwist();
  let y = mtAt(mtIndex++);
  y ^= y >>> 11;
  y ^= (y << 7) & 0x9d2c5680;
  y ^= (y << 15) & 0xefc60000;
  return y ^ (y >>> 18);
}

export function mtFill<M>(m: M, out: usize, end: usize, n: u32, t: u32): usize {
  while (out < end) out = m.put(mtNext(), out, n, t);
  return out;
}

// ---- xoroshiro128+ and xorshift128+ as pure-rand writes them: 64-bit state words s0, s1 (pure-rand
// keeps each as two 32-bit halves), the word is the low half of s0 + s1 ----
let xp0: u64 = 0;
let xp1: u64 = 0;

/** pure-rand's `xoroshiro128plus(seed)` and `xorshift128plus(seed)`: s0 = 0xffffffff:~seed,
 *  s1 = seed:0 (seed as a 32-bit pattern). */
export function plusSeed(seed: u32): void {
  xp0 = (<u64>0xffffffff << 32) | <u64>~seed;
  xp1 = <u64>seed << 32;
}

/** From a stream key: s0, s1 = two SplitMix64 outputs (all zero is repaired). */
export function plusSeedKey(key: u64): void {
  xp0 = mix64(key + GOLDEN);
  xp1 = mix64(key + GOLDEN * 2);
  if ((xp0 | xp1) == 0) xp0 = 1;
}

/** xoroshiro128+ (Blackman & Vigna 2016; 24, 16, 37). */
@inline
export function xoroshiroNext(): u32 {
  const s0 = xp0;
  const s1 = xp1 ^ s0;
  const result = <u32>(s0 + xp1);
  xp0 = rotl64(s0, 24) ^ s1 ^ (s1 << 16);
  xp1 = rotl64(s1, 37);
  return result;
}

export function xoroshiroFill<M>(m: M, out: usize, end: usize, n: u32, t: u32): usize {
  let s0 = xp0;
  let s1 = xp1;
  while (out < end) {
    const w = <u32>(s0 + s1);
    s1 ^= s0;
    s0 = rotl64(s0, 24) ^ s1 ^ (s1 << 16);
    s1 = rotl64(s1, 37);
    out = m.put(w, out, n, t);
  }
  xp0 = s0;
  xp1 = s1;
  return out;
}

/** xorshift128+ (Vigna 2014; 23, 18, 5). */
@inline
export function xorshiftPlusNext(): u32 {
  let s1 = xp0;
  const s0 = xp1;
  const result = <u32>(s0 + s1);
  xp0 = s0;
  s1 ^= s1 << 23;
  xp1 = s1 ^ s0 ^ (s1 >> 18) ^ (s0 >> 5);
  return result;
}

export function xorshiftPlusFill<M>(m: M, out: usize, end: usize, n: u32, t: u32): usize {
  let a = xp0;
  let b = xp1;
  while (out < end) {
    const w = <u32>(a + b);
    a ^= a << 23;
    const next = a ^ b ^ (a >> 18) ^ (b >> 5);
    a = b;
    b = next;
    out = m.put(w, out, n, t);
  }
  xp0 = a;
  xp1 = b;
  return out;
}

// ---- Alea (Baagoe 2010) as seedrandom writes it: three doubles and a carry ----
const TWO_32: f64 = 4294967296;
const INV_TWO_32: f64 = 2.3283064365386963e-10;
let aleaS0: f64 = 0;
let aleaS1: f64 = 0;
let aleaS2: f64 = 0;
let aleaC: f64 = 1;
let mashN: f64 = 0;
// the seed's decimal digits, for Mash
const DIGITS: usize = memory.data(24, 8);

/** JavaScript's `x >>> 0` for the non-negative doubles below 2^53 that Mash makes. */
@inline
function toUint32(x: f64): f64 {
  return <f64>(<u32>(<i64>x));
}

/** Baagoe's Mash over `length` character codes at `chars` (bytes), continuing its state. */
function mash(chars: usize, length: u32): f64 {
  let n = mashN;
  for (let i: u32 = 0; i < length; i++) {
    n += <f64>load<u8>(chars + i);
    let h = 0.02519603282416938 * n;
    n = toUint32(h);
    h -= n;
    h *= n;
    n = toUint32(h);
    h -= n;
    n += h * TWO_32;
  }
  mashN = n;
  return toUint32(n) * INV_TWO_32;
}

/** seedrandom's `alea(String(seed))`; the same for a stream key. */
export function aleaSeed(seed: u64): void {
  let length: u32 = 0;
  let rest = seed;
  do {
    length++;
    rest /= 10;
  } while (rest != 0);
  rest = seed;
  for (let i = length; i > 0; i--) {
    store<u8>(DIGITS + i - 1, <u8>(48 + rest % 10));
    rest /= 10;
  }
  const space = DIGITS + 23;
  store<u8>(space, 32);
  mashN = 0xefc8249d;
  aleaC = 1;
  aleaS0 = mash(space, 1);
  aleaS1 = mash(space, 1);
  aleaS2 = mash(space, 1);
  aleaS0 -= mash(DIGITS, length);
  if (aleaS0 < 0) aleaS0 += 1;
  aleaS1 -= mash(DIGITS, length);
  if (aleaS1 < 0) aleaS1 += 1;
  aleaS2 -= mash(DIGITS, length);
  if (aleaS2 < 0) aleaS2 += 1;
}

/** `int32() >>> 0`: floor(next() · 2^32), next() being a multiple of 2^-32 in [0, 1). */
@inline
export function aleaNext(): u32 {
  const t = 2091639 * aleaS0 + aleaC * INV_TWO_32;
  aleaS0 = aleaS1;
  aleaS1 = aleaS2;
  aleaC = <f64>(<i32>t);
  aleaS2 = t - aleaC;
  return <u32>(<i64>(aleaS2 * TWO_32));
}

export function aleaFill<M>(m: M, out: usize, end: usize, n: u32, t: u32): usize {
  let s0 = aleaS0;
  let s1 = aleaS1;
  let s2 = aleaS2;
  let c = aleaC;
  while (out < end) {
    const tt = 2091639 * s0 + c * INV_TWO_32;
    s0 = s1;
    s1 = s2;
    c = <f64>(<i32>tt);
    s2 = tt - c;
    out = m.put(<u32>(<i64>(s2 * TWO_32)), out, n, t);
  }
  aleaS0 = s0;
  aleaS1 = s1;
  aleaS2 = s2;
  aleaC = c;
  return out;
}

/** generatorState (generators.ts) for the compared generators. */
export function comparedState(g: u32, p: usize, save: bool): usize {
  switch (g) {
    case 10: // mt19937
    case 11: // mt19937-python
      if (save) {
        store<u32>(p, mtIndex);
        memory.copy(p + 4, MT, MT_N * 4);
      } else {
        mtIndex = load<u32>(p);
        if (mtIndex > MT_N) return 0;
        memory.copy(MT, p + 4, MT_N * 4);
      }
      return p + 4 + MT_N * 4;
    case 12: // xoroshiro128plus
    case 13: // xorshift128plus
      if (save) {
        store<u64>(p, xp0);
        store<u64>(p, xp1, 8);
      } else {
        xp0 = load<u64>(p);
        xp1 = load<u64>(p, 8);
      }
      return p + 16;
    case 14: // alea
      if (save) {
        store<f64>(p, aleaS0);
        store<f64>(p, aleaS1, 8);
        store<f64>(p, aleaS2, 16);
        store<f64>(p, aleaC, 24);
      } else {
        aleaS0 = load<f64>(p);
        aleaS1 = load<f64>(p, 8);
        aleaS2 = load<f64>(p, 16);
        aleaC = load<f64>(p, 24);
      }
      return p + 32;
    default:
      return 0;
  }
}
