// The one generator every kernel uses, and its two views.
//
// Stream: a run is cut into chunks; chunk c of seed s draws from its own stream. The stream's key is
// output number c+1 of SplitMix64 started at s (key = mix64(s + c·γ + γ)). Four xoshiro128** lanes are
// seeded from SplitMix64 started at the key, two outputs per lane, low word first, exactly as the
// reference xoshiro128** seeding in Blackman & Vigna's code. The stream's 32-bit words interleave
// the lanes: w[4i + l] = output i of lane l. The four lanes run side by side in one v128.
//
// View 1, draw(n): Lemire's multiply-and-reject on 16-bit half-words (low half of each word first):
// m = h·n; accept m >>> 16 when (m & 0xffff) >= 65536 mod n, else take the next half-word. Unbiased
// for every n in 1..65536; a d6 rejects 4 half-words in 65536.
// View 2, fillDice(n): the same draws for a fixed n, sixteen at a time with SIMD, into a byte buffer.
// A kernel uses one view per stream, so both give the same sequence. The TypeScript twin is
// src/rng/stream.ts.
//
// Other dice (the lab, `--dice GEN[:METHOD]`): when a run chose one, nextWord and fillDice hand
// over to assembly/lab/source.ts after one test of `labActive` (per word, per buffer refill);
// draw reaches the lab through its buffer refill (refillFor), which a lab die makes happen at
// every draw, so the default die's draw has no extra test. seedStream seeds the lab's die from the
// same chunk key.

import {
  labActive,
  labDraw,
  labFill,
  labFillExact,
  labSeed,
  labWord,
  lemireWide,
  methodDrawWide,
} from './lab/source';
import { STATE, laneWords, rotl4, seedLanes, streamKey } from './kit/stream';

// The generator (the key, the lanes, their words) is the kit's, which users' kernels share
// (assembly/kit/stream.ts); this file adds the views, the dice buffer and the lab's hooks.
export { mix64, STATE, laneWords } from './kit/stream';

// Scalar view: a buffer of half-words, refilled 256 words at a time.
const HALF_COUNT: u32 = 512;
const HALVES: usize = memory.data(<i32>HALF_COUNT * 2, 16);
let halfIndex: u32 = HALF_COUNT;

/** The dice buffer that kernels read; fillDice writes up to 7 dice past its target. */
export const DICE_TARGET: u32 = 1024;
export const DICE: usize = memory.data(<i32>DICE_TARGET + 32, 16);

/** Seeds the stream of chunk `chunk` of seed `seed` and empties the buffers. */
export function seedStream(seed: u64, chunk: u64): void {
  const key = streamKey(seed, chunk);
  seedLanes(key);
  halfIndex = HALF_COUNT;
  if (labActive) labSeed(key);
}

/** Refills the half-word buffer with the next 256 words. */
function refillHalves(): void {
  laneWords(HALVES, HALF_COUNT >> 1);
  halfIndex = 0;
}

/** Next 16-bit half-word of the stream. */
@inline
function nextHalf(): u32 {
  if (halfIndex == HALF_COUNT) refillHalves();
  const h = <u32>load<u16>(HALVES + (<usize>halfIndex << 1));
  halfIndex++;
  return h;
}

/** A uniform integer in [0, n), 1 <= n <= 65536 (Lemire's method on half-words). Inlined into
 *  the kernels that draw a card at a time: as a call it cost Candy Land about a quarter of its
 *  time per card (the call, and the buffer cursor reloaded around it). */
@inline
export function draw(n: u32): u32 {
  assert(n >= 1 && n <= 65536, 'draw: bound out of range');
  if (halfIndex == HALF_COUNT) refillFor(n);
  let m = <u32>load<u16>(HALVES + (<usize>halfIndex << 1)) * n;
  halfIndex++;
  if ((m & 0xffff) < n) {
    const t: u32 = (65536 - n) % n;
    while ((m & 0xffff) < t) m = nextHalf() * n;
  }
  return m >>> 16;
}

/** Refills the half-word buffer for a draw of bound n. With a lab die the buffer gets instead one
 *  half-word, which draw's arithmetic turns into the lab's value: so the default die's draw keeps
 *  exactly the one test of its cursor it had before the lab (a test of the lab in draw itself cost
 *  Candy Land 9% of its time, inlined into its card loop). */
function refillFor(n: u32): void {
  if (labActive) {
    store<u16>(HALVES + ((<usize>HALF_COUNT - 1) << 1), <u16>acceptedHalf(labDraw(n), n));
    halfIndex = HALF_COUNT - 1;
    return;
  }
  refillHalves();
}

/** The first half-word h that Lemire's rule on half-words accepts and maps to v for bound n
 *  (every value has one: the rule is exactly uniform). */
function acceptedHalf(v: u32, n: u32): u32 {
  const t: u32 = (65536 - n) % n;
  // ceil(v·65536 / n): the first half-word that maps to v (fits in u32 for v < n <= 65536)
  let h = (v * 65536 + n - 1) / n;
  while (((h * n) & 0xffff) < t) h++;
  return h;
}

/** A buffer's read index (bytes) and its unread bytes as state bytes at p (save) or from them
 *  (restore); returns the end, or 0 when a restored index is out of range or not a multiple of
 *  `unit` (the library's getState: assembly/lab/source.ts labState). */
export function bufferState(p: usize, save: bool, buffer: usize, bytes: u32, index: u32, unit: u32): usize {
  if (save) store<u32>(p, index);
  else index = load<u32>(p);
  if (index > bytes || index % unit) return 0;
  if (save) memory.copy(p + 4, buffer + index, bytes - index);
  else memory.copy(buffer + index, p + 4, bytes - index);
  return p + 4 + bytes - index;
}

/** The lanes and the unread half-words as state bytes (bufferState). */
export function foundationState(p: usize, save: bool): usize {
  if (save) memory.copy(p, STATE, 64);
  else memory.copy(STATE, p, 64);
  const end = bufferState(p + 64, save, HALVES, HALF_COUNT * 2, halfIndex * 2, 2);
  if (end != 0) halfIndex = load<u32>(p, 64) >> 1;
  return end;
}

/** Empties the half-word buffer (when the die changes; the stream is reseeded before use). */
export function resetCursor(): void {
  halfIndex = HALF_COUNT;
}

/** Next full 32-bit word of the stream (two half-words, low first). */
export function nextWord(): u32 {
  if (labActive) return labWord();
  const lo = nextHalf();
  return lo | (nextHalf() << 16);
}

/** Writes the default die's next `count` words (a multiple of 4) at `dst`, four lanes a step:
 *  after seedStream, the words nextWord would deal (a game written in JavaScript reads its rolls
 *  from them: src/wasm/stream-words.ts). The lab's dice and the half-word buffer are untouched. */
export function streamWords(dst: usize, count: u32): void {
  laneWords(dst, count);
}

/** A uniform integer in [0, max] for any max (bounds n = max + 1 from 1 to 2^32, which a u32
 *  cannot hold): draw(n) up to 65,536; above, the default die takes Lemire's method on whole
 *  words (nextWord: two half-words, low first) and a lab die its method's wide rule. */
export function drawUpTo(max: u32): u32 {
  // a lab die's draw straight from the lab: draw(n) would get the same value through refillFor
  if (labActive) return max < 65536 ? labDraw(max + 1) : methodDrawWide(<u64>max + 1);
  if (max < 65536) return draw(max + 1);
  return lemireWide(<u64>max + 1, nextWord);
}

// Slow path of fillDice: filter the eight half-words of four words one by one.
const SCRATCH: usize = memory.data(16, 16);
function filterHalves(out: usize, words: v128, n: u32, t: u32): usize {
  v128.store(SCRATCH, words);
  for (let i: usize = 0; i < 8; i++) {
    const m = <u32>load<u16>(SCRATCH + (i << 1)) * n;
    if ((m & 0xffff) >= t) {
      store<u8>(out, <u8>(m >>> 16));
      out++;
    }
  }
  return out;
}

/** The dice of one generator step's four words (eight half-words) at `out`; returns the new end. */
@inline
function diceOfWords(out: usize, words: v128, n: u32, t: u32, vn: v128, vt: v128): usize {
  // i16x8.mul keeps the low 16 bits of each product: the rejection test of all eight at once
  if (v128.any_true(i16x8.lt_u(i16x8.mul(words, vn), vt))) return filterHalves(out, words, n, t);
  const dice = i16x8.narrow_i32x4_u(
    i32x4.shr_u(i32x4.extmul_low_i16x8_u(words, vn), 16),
    i32x4.shr_u(i32x4.extmul_high_i16x8_u(words, vn), 16),
  );
  v128.store64_lane(out, i8x16.narrow_i16x8_u(dice, dice), 0);
  return out + 8;
}

/**
 * Appends dice in [0, n) (2 <= n <= 256) at `dst` until at least `target` are written, and returns
 * how many were written (at most target + 7): the same values as successive draw(n) calls.
 */
export function fillDice(dst: usize, n: u32, target: u32): u32 {
  assert(n >= 2 && n <= 256, 'fillDice: faces out of range');
  if (labActive) return labFill(dst, n, target);
  assert(halfIndex == HALF_COUNT, 'fillDice: stream already used through draw()');
  let s0 = v128.load(STATE);
  let s1 = v128.load(STATE, 16);
  let s2 = v128.load(STATE, 32);
  let s3 = v128.load(STATE, 48);
  const vn = i16x8.splat(<i16>n);
  const t: u32 = (65536 - n) % n;
  const vt = i16x8.splat(<i16>t);
  let out = dst;
  const end = dst + target;
  while (out < end) {
    // one generator step: four words, eight candidate dice
    const x5 = i32x4.add(i32x4.shl(s1, 2), s1);
    const r = rotl4(x5, 7);
    const words = i32x4.add(i32x4.shl(r, 3), r);
    const tt = i32x4.shl(s1, 9);
    s2 = v128.xor(s2, s0);
    s3 = v128.xor(s3, s1);
    s1 = v128.xor(s1, s2);
    s0 = v128.xor(s0, s3);
    s2 = v128.xor(s2, tt);
    s3 = rotl4(s3, 11);
    out = diceOfWords(out, words, n, t, vn, vt);
  }
  v128.store(STATE, s0);
  v128.store(STATE, s1, 16);
  v128.store(STATE, s2, 32);
  v128.store(STATE, s3, 48);
  return <u32>(out - dst);
}

/** Adds 1 to `count` bytes at dst (dice 0..n-1 become rolls 1..n), sixteen at a time. */
function plusOne(dst: usize, count: u32): void {
  const end = dst + count;
  const one = i8x16.splat(1);
  let p = dst;
  for (; p + 16 <= end; p += 16) v128.store(p, i8x16.add(v128.load(p), one));
  for (; p < end; p++) store<u8>(p, load<u8>(p) + 1);
}

/**
 * Writes exactly `count` rolls 1..n (1 <= n < 2^32, fitting `width`) at dst, `width` bytes each
 * (1, 2 or 4): the same dice as `count` successive drawUpTo(n - 1), whatever was drawn before
 * (the library's fill). Bytes of a die of 2..256 faces take fillDice's fast path for the bulk: scalar draws first empty the
 * half-word buffer, fillDice stops short of `count` (it may write 7 past its target), and scalar
 * draws finish from the state fillDice left.
 */
export function rollInto(dst: usize, n: u32, count: u32, width: u32): void {
  if (width == 1 && n >= 2 && n <= 256) {
    if (labActive) {
      labFillExact(dst, n, count);
    } else {
      let i: u32 = 0;
      while (i < count && halfIndex != HALF_COUNT) store<u8>(dst + i++, <u8>draw(n));
      if (count > i + 8) i += fillDice(dst + i, n, count - i - 7);
      for (; i < count; i++) store<u8>(dst + i, <u8>draw(n));
    }
    plusOne(dst, count);
    return;
  }
  for (let i: u32 = 0; i < count; i++) {
    const roll = drawUpTo(n - 1) + 1;
    if (width == 1) store<u8>(dst + i, <u8>roll);
    else if (width == 2) store<u16>(dst + (<usize>i << 1), <u16>roll);
    else store<u32>(dst + (<usize>i << 2), roll);
  }
}

// Test-only entry points (test/rejection-boundaries.test.ts): the rejection rules above fed with
// chosen half-words instead of the stream's, through the same inlined code. No kernel calls them.

/** draw(n) as if `first` and then `second` were the stream's next half-words (default die). */
export function drawFromHalves(n: u32, first: u32, second: u32): u32 {
  store<u16>(HALVES + ((<usize>HALF_COUNT - 2) << 1), <u16>first);
  store<u16>(HALVES + ((<usize>HALF_COUNT - 1) << 1), <u16>second);
  halfIndex = HALF_COUNT - 2;
  return draw(n);
}

/** fillDice's step on four chosen words: writes their dice at `dst`, returns how many. */
export function diceFromWords(dst: usize, n: u32, w0: u32, w1: u32, w2: u32, w3: u32): u32 {
  const t: u32 = (65536 - n) % n;
  const words = i32x4.replace_lane(
    i32x4.replace_lane(i32x4.replace_lane(i32x4.splat(w0), 1, w1), 2, w2),
    3,
    w3,
  );
  return <u32>(diceOfWords(dst, words, n, t, i16x8.splat(<i16>n), i16x8.splat(<i16>t)) - dst);
}

// The library's bulk consumers (createDice's sum and counts): rolls written by rollInto, then
// reduced here, so that JavaScript reads one result instead of every roll. The same stream, roll
// for roll, as fill (they are rollInto's rolls).

/** The sum of `count` rolls 1..n (rollInto's, `width` bytes each, left at dst). count·n < 2^53
 *  (the host's batches: count·width <= 2^20). */
export function rollSum(dst: usize, n: u32, count: u32, width: u32): f64 {
  rollInto(dst, n, count, width);
  let total: u64 = 0;
  let p = dst;
  if (width == 1) {
    const end = dst + count;
    // sixteen bytes at a time, widened pairwise: an i32 lane gains at most 4·255 a step, so
    // 2^20 bytes (2^16 steps) stay below 2^27 a lane
    let acc = i32x4.splat(0);
    for (; p + 16 <= end; p += 16) {
      acc = i32x4.add(acc, i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(v128.load(p))));
    }
    total =
      <u64>(<u32>i32x4.extract_lane(acc, 0)) +
      <u64>(<u32>i32x4.extract_lane(acc, 1)) +
      <u64>(<u32>i32x4.extract_lane(acc, 2)) +
      <u64>(<u32>i32x4.extract_lane(acc, 3));
    for (; p < end; p++) total += load<u8>(p);
  } else if (width == 2) {
    for (let i: u32 = 0; i < count; i++) total += load<u16>(dst + (<usize>i << 1));
  } else {
    for (let i: u32 = 0; i < count; i++) total += load<u32>(dst + (<usize>i << 2));
  }
  return <f64>total;
}

/** Counts `count` rolls 1..n (rollInto's, `width` bytes each, left at dst) into the u32s at
 *  `counts`: counts[r - 1] += the number of rolls r. Bytes of a die of up to 16 faces are counted
 *  sixteen at a time, a face at a time over blocks of 255 vectors (an i8 lane counts up to 255). */
export function rollCounts(dst: usize, n: u32, count: u32, width: u32, counts: usize): void {
  rollInto(dst, n, count, width);
  let i: u32 = 0;
  if (width == 1 && n <= 16) {
    const BLOCK: u32 = 255 * 16;
    for (; i + 16 <= count; ) {
      const block = min(BLOCK, (count - i) & ~15);
      const start = dst + i;
      const end = start + block;
      for (let face: u32 = 1; face <= n; face++) {
        const want = i8x16.splat(<i8>face);
        let acc = i8x16.splat(0);
        // a match is -1 in every bit: subtracting it adds one
        for (let p = start; p < end; p += 16) acc = i8x16.sub(acc, i8x16.eq(v128.load(p), want));
        const wide = i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(acc));
        const at = counts + ((<usize>face - 1) << 2);
        store<u32>(
          at,
          load<u32>(at) +
            <u32>(
              i32x4.extract_lane(wide, 0) +
              i32x4.extract_lane(wide, 1) +
              i32x4.extract_lane(wide, 2) +
              i32x4.extract_lane(wide, 3)
            ),
        );
      }
      i += block;
    }
  }
  for (; i < count; i++) {
    const roll =
      width == 1
        ? <u32>load<u8>(dst + i)
        : width == 2
          ? <u32>load<u16>(dst + (<usize>i << 1))
          : load<u32>(dst + (<usize>i << 2));
    const at = counts + ((<usize>roll - 1) << 2);
    store<u32>(at, load<u32>(at) + 1);
  }
}
