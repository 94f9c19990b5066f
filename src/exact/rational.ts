// Exact rationals on BigInt, and a sparse linear solve with them: the exact answers of small chains.

/** A fraction n/d in lowest terms with d > 0. */
export type Rational = readonly [bigint, bigint];

/** Lehmer's gcd: while the numbers are large, Euclid's steps on their leading 48 bits as doubles,
 *  applied to the BigInts at once (a tenth of the BigInt divisions of plain Euclid). */
function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  if (a < b) [a, b] = [b, a];
  while (b >> 53n) {
    const shift = BigInt(a.toString(16).length * 4 - 48);
    let [x, y, p, q, r, s] = [Number(a >> shift), Number(b >> shift), 1, 0, 0, 1];
    while (y + r !== 0 && y + s !== 0) {
      const t = Math.floor((x + p) / (y + r));
      if (t !== Math.floor((x + q) / (y + s))) break;
      [p, q, r, s, x, y] = [r, s, p - t * r, q - t * s, y, x - t * y];
    }
    if (q === 0) [a, b] = [b, a % b];
    else [a, b] = [BigInt(p) * a + BigInt(q) * b, BigInt(r) * a + BigInt(s) * b];
  }
  if (!b) return a;
  let [x, y] = [Number(b), Number(a % b)];
  while (y) [x, y] = [y, x % y];
  return BigInt(x);
}

export function rational(n: bigint, d = 1n): Rational {
  // no caller divides by 0 (an absorbing chain's pivots are nonzero): one that did is a bug
  if (d === 0n) throw new RangeError(`rational: ${n}/0`);
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return [n / g, d / g];
}

export const add = (a: Rational, b: Rational): Rational => rational(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
export const sub = (a: Rational, b: Rational): Rational => add(a, [-b[0], b[1]]);
export const mul = (a: Rational, b: Rational): Rational => rational(a[0] * b[0], a[1] * b[1]);
export const div = (a: Rational, b: Rational): Rational => rational(a[0] * b[1], a[1] * b[0]);

/** 'n/d', or 'n' when d is 1. */
export const fractionText = ([n, d]: Rational): string => (d === 1n ? `${n}` : `${n}/${d}`);

/** The nearest double, within an ulp or so (Number(n) / Number(d) overflows past 2^1024). */
export function toNumber([n, d]: Rational): number {
  const whole = n / d;
  return Number(whole) + Number(((n - whole * d) << 64n) / d) / 2 ** 64;
}

/** Thrown by `solveRational` past its budget: fill-in and long fractions can make a sparse exact
 *  solve slow. */
export class TooMuchWork extends Error {}

/**
 * Solves A x = b for each b, A sparse (rows of column → value) with nonzero leading minors (I − Q of
 * an absorbing chain: an M-matrix), by Gaussian elimination in row order without pivoting. `bs`
 * gives each right-hand side from the solutions before it (the second moment needs the first).
 * Each operation costs 1 + (the hex digits of its denominator / 16)², about a microsecond each:
 * past `budget` in all, it throws TooMuchWork.
 */
export function solveRational(
  rows: Map<number, Rational>[],
  bs: ((solved: Rational[][]) => Rational[])[],
  budget: number,
): Rational[][] {
  const n = rows.length;
  const a = rows.map((row) => new Map(row));
  // below[k]: the rows after k with an entry in column k
  const below = Array.from({ length: n }, () => new Set<number>());
  a.forEach((row, i) => row.forEach((_, j) => j < i && below[j]!.add(i)));
  const steps: [number, number, Rational][] = [];
  let work = 0;
  /** a − f·v, counted. */
  const fma = (a: Rational, f: Rational, v: Rational): Rational => {
    const x = sub(a, mul(f, v));
    const h = x[1].toString(16).length / 16;
    if ((work += 1 + h * h) > budget) throw new TooMuchWork();
    return x;
  };
  for (let k = 0; k < n; k++) {
    const pivot = a[k]!;
    const d = pivot.get(k)!;
    for (const i of below[k]!) {
      const row = a[i]!;
      const e = row.get(k);
      if (!e) continue;
      const f = div(e, d);
      row.delete(k);
      steps.push([i, k, f]);
      for (const [j, v] of pivot) {
        if (j <= k) continue;
        const x = fma(row.get(j) ?? [0n, 1n], f, v);
        if (x[0]) row.set(j, x);
        else row.delete(j);
        if (j < i) below[j]!.add(i);
      }
    }
  }
  const solved: Rational[][] = [];
  for (const make of bs) {
    const x = make(solved).slice();
    for (const [i, k, f] of steps) x[i] = fma(x[i]!, f, x[k]!);
    for (let k = n - 1; k >= 0; k--) {
      let s = x[k]!;
      for (const [j, v] of a[k]!) if (j > k) s = fma(s, v, x[j]!);
      x[k] = div(s, a[k]!.get(k)!);
    }
    solved.push(x);
  }
  return solved;
}
