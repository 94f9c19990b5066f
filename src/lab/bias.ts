// The exact bias of each range method: how many of the 2^bits words of a uniform source give
// each value in [0, n), in closed form. Unbiased methods (lemire, rejection, java, lemire16)
// reject some words instead; for them this gives equal counts and the chance of a rejection.
// Checked against enumeration of every 16-bit word in test/dice-bias.test.ts.

import type { DiceSpec, MethodName } from '../rng/dice.js';

export interface MethodBias {
  readonly method: MethodName;
  /** counts[v]: source words (of 2^bits) that give value v; their sum is what is accepted. */
  readonly counts: number[];
  /** Words per 2^bits that are rejected and redrawn. */
  readonly rejected: number;
  /** The probability of each value. */
  readonly probabilities: number[];
  /** The largest |p_v - 1/n| · n: the worst relative error of a value's probability. */
  readonly maxRelativeError: number;
}

const floorDiv = (a: number, b: number) => Math.floor(a / b);

/** Words in [lo, hi) congruent to r mod n. */
function inRange(lo: number, hi: number, r: number, n: number): number {
  const below = (x: number) => floorDiv(x - r + n - 1, n); // values v < x with v ≡ r (mod n), v >= 0
  return below(hi) - below(lo);
}

function countsFor(method: MethodName, n: number, bits: number): { counts: number[]; rejected: number } {
  const total = 2 ** bits;
  const values = Array.from({ length: n }, (_, v) => v);
  switch (method) {
    case 'modulo':
      return { counts: values.map((r) => inRange(0, total, r, n)), rejected: 0 };
    case 'float':
      // floor(n·w / 2^bits) = v for w in [ceil(v·2^bits/n), ceil((v+1)·2^bits/n))
      return {
        counts: values.map((v) => Math.ceil(((v + 1) * total) / n) - Math.ceil((v * total) / n)),
        rejected: 0,
      };
    case 'table':
      // the table has 65,536 entries i mod n, each reached by 2^(bits-16) words
      return { counts: values.map((r) => inRange(0, 65536, r, n) * 2 ** (bits - 16)), rejected: 0 };
    case 'abs-mod': {
      // a word is a signed int x: x >= 0 gives x mod n, x = -m (1 <= m <= 2^(bits-1)) gives m mod n
      const half = total / 2;
      return {
        counts: values.map((r) => inRange(0, half, r, n) + inRange(1, half + 1, r, n)),
        rejected: 0,
      };
    }
    case 'lemire':
    case 'rejection':
    case 'pure-rand': {
      // pure-rand rejects the top partial block of the word with its top bit flipped
      const rejected = total % n;
      return { counts: values.map(() => (total - rejected) / n), rejected };
    }
    case 'java': {
      // on next(31) = the word's top bits - 1: a power of two takes top bits, else rejection
      const r31 = (total / 2) % n;
      const rejected = (n & (n - 1)) === 0 ? 0 : r31 * 2;
      return { counts: values.map(() => (total - rejected) / n), rejected };
    }
    case 'lemire16': {
      // per 16-bit half-word: 65536 mod n of them are rejected
      const rejectedHalves = 65536 % n;
      const scale = 2 ** (bits - 16);
      return {
        counts: values.map(() => ((65536 - rejectedHalves) / n) * scale),
        rejected: rejectedHalves * scale,
      };
    }
  }
}

/** The exact distribution of `method` for bound n from a uniform source of `bits`-bit words. */
export function methodBias(method: MethodName, n: number, bits = 32): MethodBias {
  const { counts, rejected } = countsFor(method, n, bits);
  const accepted = counts.reduce((a, b) => a + b, 0);
  const probabilities = counts.map((c) => c / accepted);
  const maxRelativeError = Math.max(...probabilities.map((p) => Math.abs(p * n - 1)));
  return { method, counts, rejected, probabilities, maxRelativeError };
}

/** The d6 line of the docs' table: each face's count over 2^32 (or over the accepted words). */
export function describeBias(b: MethodBias, bits = 32): string {
  if (b.maxRelativeError === 0) {
    return b.rejected === 0
      ? 'exactly uniform'
      : `exactly uniform; rejects ${b.rejected} of 2^${bits} words (${(b.rejected / 2 ** bits).toExponential(2)})`;
  }
  const faces = b.counts.map((c, v) => `${v + 1}: ${c}`).join(', ');
  return `faces ${faces} (of 2^${bits}); worst relative error ${b.maxRelativeError.toExponential(2)}`;
}

/** Probabilities of the words of seed 003's xorshift128: its top bit is always clear (Java's
 *  arithmetic >> copies the sign bit, and x ^ (x >> k) then clears it), so its words are uniform
 *  over [0, 2^31), as far as frequencies go. */
function xorshiftFaces(method: MethodName, n: number): number[] | undefined {
  const half = 2 ** 31;
  const normalize = (counts: number[]) => {
    const sum = counts.reduce((a, b) => a + b, 0);
    return counts.map((c) => c / sum);
  };
  const values = Array.from({ length: n }, (_, v) => v);
  const floatCounts = () =>
    values.map((v) => {
      const from = Math.min(half, Math.ceil((v * 2 ** 32) / n));
      return Math.min(half, Math.ceil(((v + 1) * 2 ** 32) / n)) - from;
    });
  switch (method) {
    case 'modulo':
    case 'abs-mod':
    case 'rejection': // no word of [0, 2^31) is ever rejected
      return methodBias('modulo', n, 31).probabilities;
    case 'java':
      return (n & (n - 1)) === 0 ? normalize(floatCounts()) : methodBias('modulo', n, 30).probabilities;
    case 'table':
      return methodBias('table', n).probabilities;
    case 'float':
    case 'lemire': // its rejections (at most 2^32 mod n words) are negligible here
      return normalize(floatCounts());
    case 'lemire16': {
      // low halves are uniform 16-bit, high halves uniform 15-bit; draws alternate between them
      const low = methodBias('lemire16', n).probabilities;
      const high = new Array<number>(n).fill(0);
      const t = 65536 % n;
      for (let h = 0; h < 32768; h++) if ((h * n) % 65536 >= t) high[Math.floor((h * n) / 65536)]!++;
      const highP = normalize(high);
      return low.map((p, v) => (p + highP[v]!) / 2);
    }
  }
}

/** The exact (or, for seed 003's xorshift128, modelled) face probabilities of a die; for every
 *  other generator, the method's bias on uniform 32-bit words. */
export function dieFaceProbabilities(spec: DiceSpec, n: number): number[] | undefined {
  if (spec.generator === 'xorshift128') return xorshiftFaces(spec.method, n);
  return methodBias(spec.method, n).probabilities;
}
