// The dice lab's range methods: ways to turn 32-bit words into an integer in [0, n). Each is a
// class whose `put` takes one word and appends the values it yields (none when it rejects the
// word, two for lemire16) at `out`, for the fused fill loops of generators.ts; the scalar draws of
// source.ts apply the same rules one word at a time, so both give the same sequence. `t` is the
// method's per-bound constant, from `threshold(n)`. Exact d6 biases are in the README (the dice lab) and
// src/lab/bias.ts; the TypeScript twin is src/rng/methods.ts.

/** 2^-32 as a double: w · 2^-32 is exact, and so is its product with any n <= 2^21. */
export const INV_2_32: f64 = 2.3283064365386963e-10;

/** The 65,536-entry lookup table (seed 003's DiceFastFixedMod): entry i is i mod n. */
export const TABLE: usize = memory.data(65536, 16);
let tableBound: u32 = 0;

/** Builds the table for bound n (n <= 256) unless it already holds it. */
export function prepareTable(n: u32): void {
  if (tableBound == n) return;
  let v: u32 = 0;
  for (let i: usize = 0; i < 65536; i++) {
    store<u8>(TABLE + i, <u8>v);
    v = v + 1 == n ? 0 : v + 1;
  }
  tableBound = n;
}

/** Biased modulo: w mod n. */
export class Modulo {
  threshold(_n: u32): u32 {
    return 0;
  }
  @inline put(w: u32, out: usize, n: u32, _t: u32): usize {
    store<u8>(out, <u8>(w % n));
    return out + 1;
  }
}

/** Float multiply-and-floor: floor(n · w / 2^32) computed in double precision (biased). */
export class Float {
  threshold(_n: u32): u32 {
    return 0;
  }
  @inline put(w: u32, out: usize, n: u32, _t: u32): usize {
    store<u8>(out, <u8>(<u32>(<f64>w * INV_2_32 * <f64>n)));
    return out + 1;
  }
}

/** Lemire's multiply with rejection (2019): accept the high word of w·n when its low word is at
 *  least 2^32 mod n. Unbiased. */
export class Lemire {
  threshold(n: u32): u32 {
    return (<u32>0 - n) % n;
  }
  @inline put(w: u32, out: usize, n: u32, t: u32): usize {
    const m = <u64>w * n;
    if (<u32>m >= t) {
      store<u8>(out, <u8>(m >> 32));
      return out + 1;
    }
    return out;
  }
}

/** Classic rejection: reject w >= 2^32 - (2^32 mod n), then w mod n. Unbiased. */
export class Rejection {
  threshold(n: u32): u32 {
    return 0xffffffff - (<u32>0 - n) % n;
  }
  @inline put(w: u32, out: usize, n: u32, t: u32): usize {
    if (w <= t) {
      store<u8>(out, <u8>(w % n));
      return out + 1;
    }
    return out;
  }
}

/** Seed 003's lookup table: entry (w & 0xffff) of a table of i mod n (biased when n does not
 *  divide 65,536). The caller builds the table with prepareTable(n). */
export class Table {
  threshold(n: u32): u32 {
    prepareTable(n);
    return 0;
  }
  @inline put(w: u32, out: usize, _n: u32, _t: u32): usize {
    store<u8>(out, load<u8>(TABLE + (w & 0xffff)));
    return out + 1;
  }
}

/** java.util.Random.nextInt(bound) on the word's top 31 bits (next(31) = next(32) >>> 1): a
 *  power of two takes the top bits; otherwise bits mod n, rejecting the last partial block. */
export class Java {
  threshold(n: u32): u32 {
    return <u32>((n & (n - 1)) == 0);
  }
  @inline put(w: u32, out: usize, n: u32, isPowerOfTwo: u32): usize {
    const bits = w >>> 1;
    if (isPowerOfTwo) {
      store<u8>(out, <u8>((<u64>n * bits) >> 31));
      return out + 1;
    }
    const value = bits % n;
    // Java's `u - r + m < 0` in int arithmetic: the block of bits holding u is incomplete
    if (bits - value + (n - 1) < 0x80000000) {
      store<u8>(out, <u8>value);
      return out + 1;
    }
    return out;
  }
}

/** Seed 003's DiceFast: abs(x % n) with x the word as a Java int (truncated remainder). Biased. */
export class AbsMod {
  threshold(_n: u32): u32 {
    return 0;
  }
  @inline put(w: u32, out: usize, n: u32, _t: u32): usize {
    const r = <i32>w % <i32>n;
    store<u8>(out, <u8>(r < 0 ? -r : r));
    return out + 1;
  }
}

/** The foundation's: Lemire's method on 16-bit half-words, low half first (assembly/rng.ts). */
export class Lemire16 {
  threshold(n: u32): u32 {
    return (65536 - n) % n;
  }
  @inline put(w: u32, out: usize, n: u32, t: u32): usize {
    const lo = (w & 0xffff) * n;
    if ((lo & 0xffff) >= t) {
      store<u8>(out, <u8>(lo >>> 16));
      out++;
    }
    const hi = (w >>> 16) * n;
    if ((hi & 0xffff) >= t) {
      store<u8>(out, <u8>(hi >>> 16));
      out++;
    }
    return out;
  }
}

/** pure-rand's uniformInt(rng, 0, n - 1) (its uniformIntInternal): d = the word as pure-rand's
 *  signed int plus 2^31 (the word with its top bit flipped); reject d >= floor(2^32 / n)·n when
 *  n > 2; then d mod n. Unbiased. `t` is the largest accepted d. */
export class PureRand {
  threshold(n: u32): u32 {
    return n > 2 ? <u32>((<u64>0x100000000 / n) * n - 1) : 0xffffffff;
  }
  @inline put(w: u32, out: usize, n: u32, t: u32): usize {
    const d = w ^ 0x80000000;
    if (d <= t) {
      store<u8>(out, <u8>(d % n));
      return out + 1;
    }
    return out;
  }
}

/** No range at all: the raw 32-bit words (`rng dump`). */
export class Raw {
  threshold(_n: u32): u32 {
    return 0;
  }
  @inline put(w: u32, out: usize, _n: u32, _t: u32): usize {
    store<u32>(out, w);
    return out + 4;
  }
}

export const MODULO = new Modulo();
export const FLOAT = new Float();
export const LEMIRE = new Lemire();
export const REJECTION = new Rejection();
export const TABLE_METHOD = new Table();
export const JAVA = new Java();
export const ABS_MOD = new AbsMod();
export const LEMIRE16 = new Lemire16();
export const PURE_RAND = new PureRand();
export const RAW = new Raw();
