// The dice source every kernel draws from: the foundation's stream (assembly/rng.ts) unless a run
// chose another die (`--dice GEN[:METHOD]`). rng.ts asks `labActive` once per refill of its
// half-word buffer (which a lab die empties at every draw(n)), once per nextWord and once per
// dice-buffer refill, and hands the work here; with the default die nothing here runs.
//
// Ids are mirrored by src/wasm/dice.ts.

import { bufferState, foundationState, laneWords, resetCursor, STATE as LANES } from '../rng';
import {
  aleaFill,
  aleaNext,
  aleaSeed,
  comparedState,
  mtFill,
  mtNext,
  mtSeed,
  mtSeedKey,
  plusSeed,
  plusSeedKey,
  xoroshiroFill,
  xoroshiroNext,
  xorshiftPlusFill,
  xorshiftPlusNext,
} from './compared';
import {
  generatorAdvance,
  generatorState,
  javaFill,
  javaNext,
  javaSeed,
  pcgFill,
  pcgNext,
  pcgSeed,
  splitmixFill,
  splitmixHighPending,
  splitmixNext,
  splitmixSeed,
  xorshiftFill,
  xorshiftNext,
  xorshiftSeed,
  xoshiro128Fill,
  xoshiro128Next,
  xoshiro128Seed,
  xoshiro256Fill,
  xoshiro256HighPending,
  xoshiro256Next,
  xoshiro256Seed,
} from './generators';
import {
  ABS_MOD,
  AbsMod,
  FLOAT,
  Float,
  INV_2_32,
  JAVA,
  Java,
  LEMIRE,
  LEMIRE16,
  Lemire,
  Lemire16,
  MODULO,
  Modulo,
  PURE_RAND,
  PureRand,
  RAW,
  REJECTION,
  Raw,
  Rejection,
  TABLE_METHOD,
  Table,
} from './methods';
import { ringDraw, ringFill, ringSeed, ringSetWriter } from './ring';

export const GEN_FOUNDATION: u32 = 0;
export const GEN_JAVA: u32 = 1;
export const GEN_XORSHIFT: u32 = 2;
export const GEN_SPLITMIX: u32 = 3;
export const GEN_XOSHIRO128: u32 = 4;
export const GEN_XOSHIRO256: u32 = 5;
export const GEN_PCG: u32 = 6;
export const GEN_MATH_RANDOM: u32 = 7;
export const GEN_CRYPTO: u32 = 8;
export const GEN_RING: u32 = 9;
export const GEN_MT: u32 = 10;
export const GEN_MT_PYTHON: u32 = 11;
export const GEN_XOROSHIRO_PLUS: u32 = 12;
export const GEN_XORSHIFT_PLUS: u32 = 13;
export const GEN_ALEA: u32 = 14;
const GEN_COUNT: u32 = 15;

export const M_LEMIRE16: u32 = 0;
export const M_MODULO: u32 = 1;
export const M_FLOAT: u32 = 2;
export const M_LEMIRE: u32 = 3;
export const M_REJECTION: u32 = 4;
export const M_TABLE: u32 = 5;
export const M_JAVA: u32 = 6;
export const M_ABS_MOD: u32 = 7;
export const M_PURE_RAND: u32 = 8;
const METHOD_COUNT: u32 = 9;

/** True when the run's die is not the foundation's default (xoshiro128x4 with lemire16). */
export let labActive: bool = false;
let gen: u32 = GEN_FOUNDATION;
let method: u32 = M_LEMIRE16;

// Words of the host's generators (Math.random, crypto.getRandomValues), filled by the host.
@external('env', 'hostWords')
declare function hostWords(kind: u32, dst: usize, count: u32): void;
const HOST_COUNT: u32 = 1024;
const HOST: usize = memory.data(<i32>HOST_COUNT * 4, 16);
let hostIndex: u32 = HOST_COUNT;
// Words of the foundation's xoshiro128x4 stream for the lab's other methods, 256 at a time
const LANE_COUNT: u32 = 256;
const LANE: usize = memory.data(<i32>LANE_COUNT * 4, 16);
let laneIndex: u32 = LANE_COUNT;

// lemire16 on a scalar stream: the high half of a word waits for the next draw
let pendingHalf: u32 = 0;
let hasPendingHalf: bool = false;

/** Chooses the die for the following streams; `ringWriter` is the ring buffer's writer speed in
 *  1/65536 of a byte per roll read (0: it keeps up). Returns false for an unknown id. */
export function setSource(g: u32, m: u32, ringWriter: u32): bool {
  if (g >= GEN_COUNT || m >= METHOD_COUNT || ringWriter > 65536) return false;
  gen = g;
  method = m;
  labActive = !(g == GEN_FOUNDATION && m == M_LEMIRE16);
  resetCursor();
  ringSetWriter(ringWriter);
  return true;
}

export function sourceMethod(): u32 {
  return method;
}

/** Seeds the chosen generator from a stream key (see generators.ts for each one's seeding). */
export function labSeed(key: u64): void {
  hasPendingHalf = false;
  hostIndex = HOST_COUNT;
  laneIndex = LANE_COUNT;
  switch (gen) {
    case GEN_JAVA:
      javaSeed(key);
      break;
    case GEN_XORSHIFT:
      xorshiftSeed(key);
      break;
    case GEN_SPLITMIX:
      splitmixSeed(key);
      break;
    case GEN_XOSHIRO128:
      xoshiro128Seed(key);
      break;
    case GEN_XOSHIRO256:
      xoshiro256Seed(key);
      break;
    case GEN_PCG:
      pcgSeed(key);
      break;
    case GEN_RING:
      ringSeed(key);
      break;
    case GEN_MT:
    case GEN_MT_PYTHON:
      mtSeedKey(key);
      break;
    case GEN_XOROSHIRO_PLUS:
    case GEN_XORSHIFT_PLUS:
      plusSeedKey(key);
      break;
    case GEN_ALEA:
      aleaSeed(key);
      break;
    default:
      // the foundation's lanes are seeded by seedStream; the host's generators take no seed
      break;
  }
}

/** Seeds the chosen generator with its reference's own seed (`rng sample --seed`, createDice):
 *  `new Random(seed)`, `std::mt19937(seed)`, CPython's `random.seed(seed)`, pure-rand's
 *  `xoroshiro128plus(seed)`/`xorshift128plus(seed)`, seedrandom's `alea(String(seed))`. Returns
 *  false for a generator seeded only from a stream key. */
export function labSeedOwn(seed: u64): bool {
  switch (gen) {
    case GEN_JAVA:
      javaSeed(seed);
      return true;
    case GEN_MT:
      mtSeed(<u32>seed);
      return true;
    case GEN_MT_PYTHON:
      mtSeedKey(seed);
      return true;
    case GEN_XOROSHIRO_PLUS:
    case GEN_XORSHIFT_PLUS:
      plusSeed(<u32>seed);
      return true;
    case GEN_ALEA:
      aleaSeed(seed);
      return true;
    default:
      return false;
  }
}

@inline
function hostNext(): u32 {
  if (hostIndex == HOST_COUNT) {
    hostWords(gen, HOST, HOST_COUNT);
    hostIndex = 0;
  }
  const w = load<u32>(HOST + (<usize>hostIndex << 2));
  hostIndex++;
  return w;
}

/** The foundation stream's next word, through the lab's own buffer (the same words, in the
 *  same order, as nextWord gives with the default die). */
@inline
function laneNext(): u32 {
  if (laneIndex == LANE_COUNT) {
    laneWords(LANE, LANE_COUNT);
    laneIndex = 0;
  }
  const w = load<u32>(LANE + (<usize>laneIndex << 2));
  laneIndex++;
  return w;
}

/** The chosen generator's next 32-bit word (the ring buffer's filler, splitmix64, for the ring). */
export function labWord(): u32 {
  switch (gen) {
    case GEN_JAVA:
      return javaNext();
    case GEN_XORSHIFT:
      return xorshiftNext();
    case GEN_SPLITMIX:
    case GEN_RING:
      return splitmixNext();
    case GEN_XOSHIRO128:
      return xoshiro128Next();
    case GEN_XOSHIRO256:
      return xoshiro256Next();
    case GEN_PCG:
      return pcgNext();
    case GEN_MT:
    case GEN_MT_PYTHON:
      return mtNext();
    case GEN_XOROSHIRO_PLUS:
      return xoroshiroNext();
    case GEN_XORSHIFT_PLUS:
      return xorshiftPlusNext();
    case GEN_ALEA:
      return aleaNext();
    case GEN_MATH_RANDOM:
    case GEN_CRYPTO:
      return hostNext();
    default:
      return laneNext();
  }
}

function nextHalf(): u32 {
  if (hasPendingHalf) {
    hasPendingHalf = false;
    return pendingHalf;
  }
  const w = labWord();
  pendingHalf = w >>> 16;
  hasPendingHalf = true;
  return w & 0xffff;
}

/** One draw in [0, n) from the generator's words by the chosen method (1 <= n <= 65536). */
export function methodDraw(n: u32): u32 {
  switch (method) {
    case M_MODULO:
      return labWord() % n;
    case M_FLOAT:
      return <u32>(<f64>labWord() * INV_2_32 * <f64>n);
    case M_LEMIRE: {
      let m = <u64>labWord() * n;
      if (<u32>m < n) {
        const t = (<u32>0 - n) % n;
        while (<u32>m < t) m = <u64>labWord() * n;
      }
      return <u32>(m >> 32);
    }
    case M_REJECTION: {
      const limit = 0xffffffff - (<u32>0 - n) % n;
      let w = labWord();
      while (w > limit) w = labWord();
      return w % n;
    }
    case M_TABLE:
      // the table's entry (w & 0xffff) holds (w & 0xffff) mod n: the same value without the table
      return (labWord() & 0xffff) % n;
    case M_JAVA: {
      let bits = labWord() >>> 1;
      if ((n & (n - 1)) == 0) return <u32>((<u64>n * bits) >> 31);
      let value = bits % n;
      while (bits - value + (n - 1) >= 0x80000000) {
        bits = labWord() >>> 1;
        value = bits % n;
      }
      return value;
    }
    case M_ABS_MOD: {
      const r = <i32>labWord() % <i32>n;
      return <u32>(r < 0 ? -r : r);
    }
    case M_PURE_RAND: {
      const limit = PURE_RAND.threshold(n);
      let d = labWord() ^ 0x80000000;
      while (d > limit) d = labWord() ^ 0x80000000;
      return d % n;
    }
    default: {
      let m = nextHalf() * n;
      if ((m & 0xffff) < n) {
        const t: u32 = (65536 - n) % n;
        while ((m & 0xffff) < t) m = nextHalf() * n;
      }
      return m >>> 16;
    }
  }
}

/** The next word for a wide draw: two half-words (low first) for lemire16, so that its pending
 *  half is used in order; the generator's word for every other method. */
function wideWord(): u32 {
  if (method != M_LEMIRE16) return labWord();
  const lo = nextHalf();
  return lo | (nextHalf() << 16);
}

/** Lemire's method on whole words from `word`, for any n in 1..2^32: accept the high word of
 *  w·n (a u64: w·2^32 still fits) when its low word is at least 2^32 mod n. */
export function lemireWide(n: u64, word: () => u32): u32 {
  const t = (<u64>0x100000000 - n) % n;
  let m = <u64>word() * n;
  while ((m & 0xffffffff) < t) m = <u64>word() * n;
  return <u32>(m >> 32);
}

/** One draw in [0, n) for 65,536 < n <= 2^32 (a lab die's, the ring's too: it serves at most 256
 *  faces, so its draws this wide come from its filler): methodDraw's rules in 64-bit arithmetic, where n
 *  may be 2^32. lemire16 takes Lemire's method on whole words (it has no half-word for so many
 *  faces). java and abs-mod are Java int arithmetic: the host keeps n below 2^31
 *  (src/rng/dice.ts METHOD_MAX_FACES); table is seed 003's 65,536-entry table, so the host
 *  refuses it too, but its rule is defined for any n. */
export function methodDrawWide(n: u64): u32 {
  switch (method) {
    case M_MODULO:
      return <u32>(<u64>labWord() % n);
    case M_FLOAT:
      return <u32>(<f64>labWord() * INV_2_32 * <f64>n);
    case M_REJECTION: {
      const limit = <u64>0x100000000 - <u64>0x100000000 % n;
      let w = labWord();
      while (<u64>w >= limit) w = labWord();
      return <u32>(<u64>w % n);
    }
    case M_TABLE:
      return <u32>(<u64>(labWord() & 0xffff) % n);
    case M_JAVA:
    case M_ABS_MOD:
      assert(n < 0x80000000, 'draw: bound out of range for a Java int');
      return methodDraw(<u32>n);
    case M_PURE_RAND: {
      const limit = (<u64>0x100000000 / n) * n;
      let d = labWord() ^ 0x80000000;
      while (<u64>d >= limit) d = labWord() ^ 0x80000000;
      return <u32>(<u64>d % n);
    }
    default:
      // lemire and lemire16
      return lemireWide(n, wideWord);
  }
}

/** draw(n) for a lab die. */
export function labDraw(n: u32): u32 {
  if (gen == GEN_RING) return ringDraw(n);
  return methodDraw(n);
}

function hostFill<M>(m: M, out: usize, end: usize, n: u32, t: u32): usize {
  while (out < end) out = m.put(hostNext(), out, n, t);
  return out;
}

function foundationFill<M>(m: M, out: usize, end: usize, n: u32, t: u32): usize {
  while (out < end) out = m.put(laneNext(), out, n, t);
  return out;
}

/** The generator's fused fill loop for method M. (A copy of the loops with the constant bound 6
 *  was tried so that `% 6` would compile to a multiplication as in the seed's Java: no faster here,
 *  see the README, "The ring buffer".) */
@inline
function fillGen<M>(m: M, out: usize, end: usize, n: u32, t: u32): usize {
  switch (gen) {
    case GEN_JAVA:
      return javaFill<M>(m, out, end, n, t);
    case GEN_XORSHIFT:
      return xorshiftFill<M>(m, out, end, n, t);
    case GEN_SPLITMIX:
    case GEN_RING:
      return splitmixFill<M>(m, out, end, n, t);
    case GEN_XOSHIRO128:
      return xoshiro128Fill<M>(m, out, end, n, t);
    case GEN_XOSHIRO256:
      return xoshiro256Fill<M>(m, out, end, n, t);
    case GEN_PCG:
      return pcgFill<M>(m, out, end, n, t);
    case GEN_MT:
    case GEN_MT_PYTHON:
      return mtFill<M>(m, out, end, n, t);
    case GEN_XOROSHIRO_PLUS:
      return xoroshiroFill<M>(m, out, end, n, t);
    case GEN_XORSHIFT_PLUS:
      return xorshiftPlusFill<M>(m, out, end, n, t);
    case GEN_ALEA:
      return aleaFill<M>(m, out, end, n, t);
    case GEN_MATH_RANDOM:
    case GEN_CRYPTO:
      return hostFill<M>(m, out, end, n, t);
    default:
      return foundationFill<M>(m, out, end, n, t);
  }
}

function fillWith<M>(m: M, dst: usize, n: u32, target: u32): usize {
  return fillGen<M>(m, dst, dst + target, n, m.threshold(n));
}

/** Appends values in [0, n) at `dst` by the chosen method until at least `target` are written
 *  (at most target + 7); returns how many. The same values as successive methodDraw(n). */
export function methodFill(dst: usize, n: u32, target: u32): u32 {
  let end: usize;
  switch (method) {
    case M_MODULO:
      end = fillWith<Modulo>(MODULO, dst, n, target);
      break;
    case M_FLOAT:
      end = fillWith<Float>(FLOAT, dst, n, target);
      break;
    case M_LEMIRE:
      end = fillWith<Lemire>(LEMIRE, dst, n, target);
      break;
    case M_REJECTION:
      end = fillWith<Rejection>(REJECTION, dst, n, target);
      break;
    case M_TABLE:
      end = fillWith<Table>(TABLE_METHOD, dst, n, target);
      break;
    case M_JAVA:
      end = fillWith<Java>(JAVA, dst, n, target);
      break;
    case M_ABS_MOD:
      end = fillWith<AbsMod>(ABS_MOD, dst, n, target);
      break;
    case M_PURE_RAND:
      end = fillWith<PureRand>(PURE_RAND, dst, n, target);
      break;
    default:
      end = fillWith<Lemire16>(LEMIRE16, dst, n, target);
      break;
  }
  return <u32>(end - dst);
}

/** Exactly `count` values in [0, n) at dst, the same as `count` successive methodDraw(n): the
 *  fused fill for the bulk, then one at a time (the fused loop stops on a whole word, so the
 *  scalar draws carry on the same sequence). */
export function methodFillExact(dst: usize, n: u32, count: u32): void {
  let i: u32 = 0;
  // a half-word left over by a scalar lemire16 draw comes first
  while (i < count && hasPendingHalf) store<u8>(dst + i++, <u8>methodDraw(n));
  if (count > i + 16) i += methodFill(dst + i, n, count - i - 8);
  for (; i < count; i++) store<u8>(dst + i, <u8>methodDraw(n));
}

/** Exactly `count` dice in [0, n) (2 <= n <= 256) of a lab die at dst: the same as `count`
 *  successive draw(n), whatever was drawn before (the library's fill). */
export function labFillExact(dst: usize, n: u32, count: u32): void {
  if (gen == GEN_RING) {
    for (let i: u32 = 0; i < count; i++) store<u8>(dst + i, <u8>ringDraw(n));
    return;
  }
  methodFillExact(dst, n, count);
}

/** fillDice for a lab die (2 <= n <= 256). */
export function labFill(dst: usize, n: u32, target: u32): u32 {
  assert(!hasPendingHalf, 'fillDice: stream already used through draw()');
  if (gen == GEN_RING) return ringFill(dst, n, target);
  return methodFill(dst, n, target);
}

/** `count` raw 32-bit words of the chosen generator at `dst` (`rng dump`); `count` is even, so
 *  that a 64-bit generator's last output is never cut in half. */
export function labWords(dst: usize, count: u32): void {
  fillGen<Raw>(RAW, dst, dst + (<usize>count << 2), 0, 0);
}

/** True when a 64-bit generator has handed out the low half of an output and not the high. */
function highPending(): bool {
  if (gen == GEN_SPLITMIX || gen == GEN_RING) return splitmixHighPending();
  return gen == GEN_XOSHIRO256 && xoshiro256HighPending();
}

/** Exactly `count` raw words at `dst`, any count: the words labWords and labWord would give one
 *  after another (the fused loop only on whole 64-bit outputs). */
export function labWordsExact(dst: usize, count: u32): void {
  let out = dst;
  const end = dst + (<usize>count << 2);
  if (out < end && highPending()) {
    store<u32>(out, labWord());
    out += 4;
  }
  const bulk = (end - out) & ~(<usize>7);
  fillGen<Raw>(RAW, out, out + bulk, 0, 0);
  out += bulk;
  if (out < end) store<u32>(out, labWord());
}

/** The die's state as bytes at p (save: every word it would draw next, buffered or not) or from
 *  the `length` bytes at p (restore): 'b' 's', version 1, generator, method, `flags` (1: a
 *  stream), 0, 0, the host's seed and stream (u64), the pending half-word and its flag (u32), the
 *  generator's state. Returns the length; 0 for a die with no state here (the host's generators,
 *  the ring); a restore of bytes that are not a state -1, of another version -2, of another die
 *  -3, of another length -4. */
export function labState(p: usize, length: u32, save: bool, seed: u64, stream: u64, flags: u32): i32 {
  const start = p;
  if (save) {
    store<u32>(p, 0x017362 | (gen << 24));
    store<u32>(p, method | (flags << 8), 4);
    store<u64>(p, seed, 8);
    store<u64>(p, stream, 16);
    store<u32>(p, pendingHalf, 24);
    store<u32>(p, <u32>hasPendingHalf, 28);
  } else {
    if (length < 32 || load<u16>(p) != 0x7362) return -1;
    if (load<u8>(p, 2) != 1) return -2;
    if (load<u8>(p, 3) != gen || load<u8>(p, 4) != method) return -3;
    pendingHalf = load<u16>(p, 24);
    hasPendingHalf = load<u32>(p, 28) != 0;
  }
  p += 32;
  if (gen == GEN_FOUNDATION) {
    const lanes = foundationState(p, save);
    p = lanes == 0 ? 0 : bufferState(lanes, save, LANE, LANE_COUNT * 4, laneIndex * 4, 4);
    if (p != 0) laneIndex = load<u32>(lanes) >> 2;
  } else p = coreState(p, save);
  const size = <i32>(p - start);
  return p == 0 ? (save ? 0 : -4) : !save && size != length ? -4 : size;
}

function coreState(p: usize, save: bool): usize {
  return gen < GEN_MATH_RANDOM ? generatorState(gen, p, save) : comparedState(gen, p, save);
}

// advance(n), floats and unbiased indices for the library (src/api/dice.ts), on the words that
// labWordsExact gives (the library's words()).

const MATRIX: usize = memory.data(256 * 32 + 64, 16);
const SQUARE: usize = memory.data(256 * 32 + 64, 16);
const SCRATCH: usize = memory.data(64, 16);
const VECTOR: usize = memory.data(160, 16);

/** out = M·x over GF(2): M's columns at m, `limbs` u64 each. */
function times(m: usize, x: usize, limbs: usize, out: usize): void {
  memory.fill(out, 0, limbs << 3);
  for (let j: usize = 0; j < limbs << 6; j++) {
    if ((load<u64>(x + ((j >> 6) << 3)) >> (<u64>j & 63)) & 1) {
      const column = m + j * (limbs << 3);
      for (let i: usize = 0; i < limbs << 3; i += 8) store<u64>(out + i, load<u64>(out + i) ^ load<u64>(column + i));
    }
  }
}

/** Skips lo + hi·2^64 words as labWordsExact would: the LCGs in closed form (Brown 1994, PCG's
 *  advance), the xor-shift family by powers of its step matrix over GF(2) (the default die: each
 *  of its xoshiro128** lanes). False for any other generator. */
export function labAdvance(lo: u64, hi: u64): bool {
  const g = gen;
  let vectors: usize = 1;
  let shift: u64 = 0;
  if (g == GEN_FOUNDATION) {
    // the lane buffer's unread words first, then four words a step, one from each lane
    const rest = <u64>(LANE_COUNT - laneIndex);
    if (hi == 0 && lo <= rest) {
      laneIndex += <u32>lo;
      return true;
    }
    if (lo < rest) hi--;
    lo -= rest;
    laneIndex = LANE_COUNT;
    shift = 2;
    vectors = 4;
    gen = GEN_XOSHIRO128;
  } else if (g == GEN_SPLITMIX || g == GEN_XOSHIRO256) {
    // two words an output: a pending high half first
    if ((lo | hi) != 0 && highPending()) {
      labWord();
      if (lo-- == 0) hi--;
    }
    shift = 1;
  }
  let rest = lo & ((<u64>1 << shift) - 1);
  if (shift != 0) {
    lo = (lo >> shift) | (hi << (64 - shift));
    hi >>= shift;
  }
  const done = generatorAdvance(gen, lo) || linearAdvance(lo, hi, vectors);
  gen = g;
  for (; rest > 0; rest--) labWord();
  return done;
}

/** The generator's state (vectors 1) or the default die's four lanes (4) after lo + hi·2^64
 *  steps of the generator `gen`; false when it is not one of the xor-shift family. */
function linearAdvance(lo: u64, hi: u64, vectors: usize): bool {
  if (gen != GEN_XORSHIFT && gen != GEN_XOSHIRO128 && gen != GEN_XOSHIRO256 && gen != GEN_XOROSHIRO_PLUS && gen != GEN_XORSHIFT_PLUS) return false;
  const limbs: usize = gen == GEN_XOSHIRO256 ? 4 : 2;
  const stride = limbs << 3;
  // lane l's word w is i32 lane l of the lanes' v128 w
  for (let i: usize = 0; i < 16; i++) if (vectors == 4) store<u32>(VECTOR + (i >> 2) * 32 + (i & 3) * 4, load<u32>(LANES + (i & 3) * 16 + (i >> 2) * 4));
  if (vectors == 1) coreState(VECTOR, true);
  // column j: one step from the state with bit j alone
  for (let j: usize = 0; j < limbs << 6; j++) {
    memory.fill(SCRATCH, 0, 64);
    store<u64>(SCRATCH + ((j >> 6) << 3), <u64>1 << (<u64>j & 63));
    coreState(SCRATCH, false);
    labWord();
    coreState(MATRIX + j * stride, true);
  }
  while ((lo | hi) != 0) {
    for (let v: usize = 0; v < vectors && (lo & 1) != 0; v++) {
      times(MATRIX, VECTOR + v * 32, limbs, SCRATCH);
      memory.copy(VECTOR + v * 32, SCRATCH, stride);
    }
    lo = (lo >> 1) | (hi << 63);
    hi >>= 1;
    if ((lo | hi) == 0) break;
    for (let j: usize = 0; j < limbs << 6; j++) times(MATRIX, MATRIX + j * stride, limbs, SQUARE + j * stride);
    memory.copy(MATRIX, SQUARE, stride << (limbs == 4 ? 8 : 7));
  }
  for (let i: usize = 0; i < 16; i++) if (vectors == 4) store<u32>(LANES + (i & 3) * 16 + (i >> 2) * 4, load<u32>(VECTOR + (i >> 2) * 32 + (i & 3) * 4));
  if (vectors == 1) coreState(VECTOR, false);
  return true;
}

/** `count` doubles in [0, 1) at dst, each from two words a, b: ((a >>> 5)·2^26 + (b >>> 6)) / 2^53
 *  (genrand_res53, CPython's random()). */
export function labFloats(dst: usize, count: u32): void {
  labWordsExact(dst, count << 1);
  for (let p = dst; p < dst + (<usize>count << 3); p += 8) {
    store<f64>(p, (<f64>(load<u32>(p) >>> 5) * 67108864 + <f64>(load<u32>(p, 4) >>> 6)) / 9007199254740992);
  }
}

function exactWord(): u32 {
  labWordsExact(SCRATCH, 1);
  return load<u32>(SCRATCH);
}

/** An index in [0, n), 1 <= n <= 2^32, by Lemire's method on whole words (shuffle, pick). */
export function labBelow(n: u64): u32 {
  return lemireWide(n, exactWord);
}
