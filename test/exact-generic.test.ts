// The generic exact solvers on their own: the rationals against fraction.js on arbitrary numbers
// (fast-check), the exact sparse solve against the floating-point dense one on random absorbing
// chains, and the absorbing-chain answers against closed forms (a geometric number of steps, a
// chain of k stages), for every function of src/exact/markov.ts.

import fc from 'fast-check';
import Fraction from 'fraction.js';
import { describe, expect, test } from 'vitest';
import {
  type AbsorbingChain,
  canBeAbsorbed,
  expectedSteps,
  fundamentalRows,
  lengthMoments,
  minimumPmf,
  pmfMoments,
  pmfQuantile,
  powInt,
  reachable,
  seatWinProbabilities,
  solveDense,
  solveDenseMany,
  sparseRow,
  stepDistribution,
  survival,
} from '../src/exact/markov.js';
import {
  type Rational,
  TooMuchWork,
  add,
  div,
  fractionText,
  mul,
  rational,
  solveRational,
  sub,
  toNumber,
} from '../src/exact/rational.js';
import { solveUserChain } from '../src/exact/chain.js';
import { solveChain } from '../src/index.js';

const big = fc.oneof(
  fc.bigInt({ min: -(2n ** 40n), max: 2n ** 40n }),
  fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }),
  fc.constantFrom(0n, 1n, -1n, 2n ** 53n, 2n ** 53n + 1n, 2n ** 64n - 1n),
);
const nonzero = big.filter((b) => b !== 0n);
const asFraction = ([n, d]: Rational) => new Fraction(n, d);
const same = (r: Rational, f: Fraction) => {
  const sign = f.s < 0n ? -1n : 1n;
  expect(r).toEqual([sign * f.n, f.d]);
};

describe('rationals (property, against fraction.js)', () => {
  test('rational(n, d) is n/d in lowest terms with d > 0', () => {
    fc.assert(
      fc.property(big, nonzero, (n, d) => {
        const r = rational(n, d);
        same(r, new Fraction(n, d));
        expect(r[1] > 0n).toBe(true);
      }),
    );
  });

  test("Lehmer's gcd on numbers far past 2^53, with common factors", () => {
    fc.assert(
      fc.property(nonzero, nonzero, nonzero, (a, b, g) => {
        const r = rational(a * g, b * g);
        same(r, new Fraction(a, b));
      }),
    );
    // consecutive Fibonacci numbers: the most steps of Euclid
    let [x, y] = [1n, 1n];
    for (let i = 0; i < 400; i++) [x, y] = [y, x + y];
    expect(rational(y * 7n, x * 7n)).toEqual([y, x]);
    expect(rational(0n, 5n)).toEqual([0n, 1n]);
    expect(rational(6n, -4n)).toEqual([-3n, 2n]);
    expect(rational(-6n, -4n)).toEqual([3n, 2n]);
    expect(rational(5n)).toEqual([5n, 1n]);
  });

  test('a zero denominator is an error, not a fraction', () => {
    expect(() => rational(3n, 0n)).toThrow(new RangeError('rational: 3/0'));
    expect(() => rational(-3n, 0n)).toThrow(new RangeError('rational: -3/0'));
    expect(() => div([1n, 2n], [0n, 1n])).toThrow(RangeError);
  });

  test('add, sub, mul, div', () => {
    fc.assert(
      fc.property(big, nonzero, big, nonzero, (a, b, c, d) => {
        const x = rational(a, b);
        const y = rational(c, d);
        same(add(x, y), asFraction(x).add(asFraction(y)));
        same(sub(x, y), asFraction(x).sub(asFraction(y)));
        same(mul(x, y), asFraction(x).mul(asFraction(y)));
        if (c !== 0n) same(div(x, y), asFraction(x).div(asFraction(y)));
      }),
    );
  });

  // toNumber is exact to 2^-64 in absolute terms (its fraction is taken in 64-bit fixed point), so
  // a tiny fraction such as 1/88142 is off by more than an ulp of its own: harmless for the means
  // and variances (at least 1 turn) and probabilities it converts
  test('toNumber is within 2^-64 of n/d (and an ulp or so of it past 1), also past 2^1024; fractionText', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }),
        fc.bigInt({ min: 1n, max: 2n ** 60n }),
        (n, d) => {
          const r = rational(n, d);
          const exact = Number(r[0]) / Number(r[1]);
          expect(Math.abs(toNumber(r) - exact)).toBeLessThanOrEqual(Math.abs(exact) * 4.5e-16 + 2 ** -64);
        },
      ),
    );
    expect(toNumber([2n ** 1100n + 1n, 2n ** 1100n])).toBe(1);
    expect(toNumber([1n, 3n])).toBe(1 / 3);
    expect(toNumber([-7n, 2n])).toBe(-3.5);
    expect(toNumber([2n ** 64n + 1n, 2n ** 64n])).toBe(1 + 2 ** -64);
    expect(fractionText([3n, 1n])).toBe('3');
    expect(fractionText([-3n, 4n])).toBe('-3/4');
  });
});

/** A random absorbing chain of `n` states: each row a few successors and an exit. */
const chainArb = (maxSize: number) =>
  fc
    .integer({ min: 1, max: maxSize })
    .chain((n) =>
      fc.array(
        fc.tuple(
          fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: 6 })), {
            maxLength: 3,
          }),
          fc.integer({ min: 1, max: 6 }),
        ),
        { minLength: n, maxLength: n },
      ),
    )
    .map((spec) => {
      // weights over 8ths… as exact fractions and as doubles
      const exact: Map<number, Rational>[] = [];
      const rows = spec.map(([moves, exitWeight], s) => {
        const total = moves.reduce((a, [, w]) => a + w, exitWeight);
        const entries = new Map<number, number>();
        const exactRow = new Map<number, Rational>([[s, [1n, 1n]]]);
        for (const [t, w] of moves) {
          entries.set(t, (entries.get(t) ?? 0) + w / total);
          exactRow.set(t, sub(exactRow.get(t) ?? [0n, 1n], rational(BigInt(w), BigInt(total))));
        }
        exact.push(exactRow);
        return { row: sparseRow(entries), exit: exitWeight / total };
      });
      const chain: AbsorbingChain = {
        size: spec.length,
        rows: rows.map((r) => r.row),
        exit: Float64Array.from(rows.map((r) => r.exit)),
      };
      return { chain, exact };
    });

describe('the exact sparse solve against the dense floating-point one (property)', () => {
  test('(I − Q) x = 1 and the second moment, both ways', () => {
    fc.assert(
      fc.property(chainArb(7), ({ chain, exact }) => {
        const [m1, m2] = solveRational(
          exact,
          [() => exact.map(() => [1n, 1n] as Rational), ([m]) => m!.map((x) => sub(add(x, x), [1n, 1n]))],
          1e9,
        );
        const dense = expectedSteps(chain);
        const moments = lengthMoments(chain);
        const seidel = lengthMoments(chain, 0);
        for (let s = 0; s < chain.size; s++) {
          expect(toNumber(m1![s]!)).toBeCloseTo(dense[s]!, 9);
          expect(moments.mean[s]).toBeCloseTo(dense[s]!, 9);
          expect(toNumber(m2![s]!) / moments.second[s]!).toBeCloseTo(1, 9);
          expect(seidel.mean[s]! / dense[s]!).toBeCloseTo(1, 9);
          expect(seidel.second[s]! / moments.second[s]!).toBeCloseTo(1, 9);
        }
        expect(moments.residual).toBeLessThan(1e-9);
        expect(seidel.residual).toBeLessThan(1e-6);
      }),
      { numRuns: 60 },
    );
  });

  test('the work limit: past it, TooMuchWork', () => {
    const rows: Map<number, Rational>[] = [
      new Map<number, Rational>([
        [0, [1n, 1n]],
        [1, [-1n, 3n]],
      ]),
      new Map<number, Rational>([
        [0, [-1n, 3n]],
        [1, [1n, 1n]],
      ]),
    ];
    const ones = () =>
      [
        [1n, 1n],
        [1n, 1n],
      ] as Rational[];
    expect(solveRational(rows, [ones], 100)[0]).toEqual([
      [3n, 2n],
      [3n, 2n],
    ]);
    expect(() => solveRational(rows, [ones], 2)).toThrow(TooMuchWork);
  });

  test('a row below with no entry in the pivot column is left alone; fill-in below the diagonal is eliminated', () => {
    // rows: 0 → 2, 1 alone, 2 → 0: row 2 has an entry in column 0, row 1 none
    const r = (x: bigint, y: bigint): Rational => [x, y];
    const rows: Map<number, Rational>[] = [
      new Map([
        [0, r(1n, 1n)],
        [2, r(-1n, 2n)],
      ]),
      new Map([[1, r(1n, 1n)]]),
      new Map([
        [0, r(-1n, 2n)],
        [1, r(-1n, 4n)],
        [2, r(1n, 1n)],
      ]),
    ];
    const [x] = solveRational(rows, [() => [r(1n, 1n), r(1n, 1n), r(1n, 1n)]], 1e6);
    // x1 = 1; x0 = 1 + x2/2; x2 = 1 + x0/2 + x1/4 → x2 = 1.25 + x0/2, x0 = 1 + 0.625 + x0/4 → x0 = 13/6
    expect(x).toEqual([r(13n, 6n), r(1n, 1n), r(7n, 3n)]);
  });
});

describe('absorbing chains against closed forms', () => {
  // one state, left with probability p each step: a geometric number of steps
  const geometric = (p: number): AbsorbingChain => ({
    size: 1,
    rows: [sparseRow(new Map([[0, 1 - p]]))],
    exit: Float64Array.of(p),
  });
  // k stages in a row, each left with probability p (else stay): a negative binomial
  const stages = (k: number, p: number): AbsorbingChain => ({
    size: k,
    rows: Array.from({ length: k }, (_, s) =>
      sparseRow(
        new Map(
          s + 1 < k
            ? [
                [s, 1 - p],
                [s + 1, p],
              ]
            : [[s, 1 - p]],
        ),
      ),
    ),
    exit: Float64Array.from({ length: k }, (_, s) => (s + 1 < k ? 0 : p)),
  });

  test('the geometric number of steps: pmf, survival, moments, quantiles, seats, minimum', () => {
    const p = 0.25;
    const { pmf, remaining } = stepDistribution(geometric(p), 0, { tailMass: 1e-12 });
    expect(pmf[0]).toBe(0);
    for (let t = 1; t < 20; t++) expect(pmf[t]).toBeCloseTo(p * (1 - p) ** (t - 1), 15);
    expect(remaining).toBeLessThan(1e-12);
    expect(remaining).toBeGreaterThan(1e-12 * (1 - p));
    expect(pmf.reduce((a, b) => a + b, 0) + remaining).toBeCloseTo(1, 14);
    const s = survival(pmf, remaining);
    expect(s.length).toBe(pmf.length + 1);
    expect(s[0]).toBeCloseTo(1, 14);
    expect(s[1]).toBeCloseTo(1, 14);
    expect(s[3]).toBeCloseTo((1 - p) ** 2, 14);
    expect(s[pmf.length]).toBe(remaining);
    const { mean, variance } = pmfMoments(pmf);
    expect(mean).toBeCloseTo(1 / p, 9);
    expect(variance).toBeCloseTo((1 - p) / (p * p), 7);
    expect(expectedSteps(geometric(p))[0]).toBeCloseTo(4, 12);
    // median: the smallest t with 1 − 0.75^t >= 0.5 is 3
    expect(pmfQuantile(pmf, 0.5)).toBe(3);
    expect(pmfQuantile(pmf, 0.25)).toBe(1);
    expect(pmfQuantile(pmf, 0.4375)).toBe(2); // exactly P(T <= 2), within the rounding allowance
    expect(pmfQuantile([0, 0.5], 0.9)).toBe(2); // beyond the distribution
    expect(pmfQuantile([0.5, 0.5], 0)).toBe(0);
    // two seats: the first wins p/(1 − q²), the second p·q/(1 − q²)
    const q = 1 - p;
    const [first, second] = seatWinProbabilities(pmf, remaining, 2);
    expect(first).toBeCloseTo(p / (1 - q * q), 12);
    expect(second).toBeCloseTo((p * q) / (1 - q * q), 12);
    const three = seatWinProbabilities(pmf, remaining, 3);
    expect(three[2]).toBeCloseTo((p * q * q) / (1 - q ** 3), 12);
    expect(seatWinProbabilities(pmf, remaining, 1)[0]).toBeCloseTo(1, 11);
    // the minimum of two geometrics is geometric with 1 − q²
    const min = minimumPmf(pmf, remaining, 2);
    expect(min[0]).toBe(0);
    for (let t = 1; t < 10; t++) expect(min[t]).toBeCloseTo((1 - q * q) * (q * q) ** (t - 1), 14);
  });

  test('ties go to the earlier seat', () => {
    // every game takes exactly 2 steps: the first seat always wins
    expect(seatWinProbabilities([0, 0, 1], 0, 3)).toEqual([1, 0, 0]);
    expect(minimumPmf([0, 0, 1], 0, 3)).toEqual([0, 0, 1]);
  });

  test('k stages: mean k/p, variance k(1 − p)/p², fundamental rows', () => {
    const k = 3;
    const p = 0.5;
    const chain = stages(k, p);
    expect(Array.from(expectedSteps(chain))).toEqual([6, 4, 2].map((v) => expect.closeTo(v, 12)));
    const dense = lengthMoments(chain);
    const seidel = lengthMoments(chain, 1);
    for (const m of [dense, seidel]) {
      expect(m.mean[0]).toBeCloseTo(k / p, 10);
      expect(m.second[0]! - m.mean[0]! ** 2).toBeCloseTo((k * (1 - p)) / (p * p), 9);
    }
    expect(dense.residual).toBeLessThan(1e-12);
    // row s of the fundamental matrix: 1/p visits to each stage from s on, none before
    const rows = fundamentalRows(chain, [0, 2]);
    expect(Array.from(rows[0]!)).toEqual([2, 2, 2].map((v) => expect.closeTo(v, 12)));
    expect(Array.from(rows[1]!)).toEqual([0, 0, 2].map((v) => expect.closeTo(v, 12)));
    // the state distribution before each step
    const { before, pmf } = stepDistribution(chain, 0, { keepStates: true, maxSteps: 4 });
    expect(pmf.length).toBe(5);
    expect(Array.from(before![0]!)).toEqual([1, 0, 0]);
    expect(Array.from(before![1]!)).toEqual([0.5, 0.5, 0]);
    expect(Array.from(before![2]!)).toEqual([0.25, 0.5, 0.25]);
    expect(pmf[3]).toBe(0.125);
    expect(stepDistribution(chain, 0).before).toBeUndefined();
    expect(stepDistribution(chain, 0, { maxSteps: 2 }).remaining).toBe(1);
    expect(stepDistribution(chain, 2, { maxSteps: 1 }).pmf).toEqual([0, 0.5]);
  });

  test('Gauss–Seidel sweeps: a slow chain settles; the sweep limit stops it', () => {
    // 0 → 1; 1 → 0 with 0.9, else the end: values flow backwards, against the sweeps' order
    const chain: AbsorbingChain = {
      size: 2,
      rows: [sparseRow(new Map([[1, 1]])), sparseRow(new Map([[0, 0.9]]))],
      exit: Float64Array.of(0, 0.1),
    };
    const m = lengthMoments(chain, 0);
    // E from 1: x1 = 1 + 0.9 (1 + x1) → 19; from 0: 20
    expect(m.mean[0]).toBeCloseTo(20, 9);
    expect(m.mean[1]).toBeCloseTo(19, 9);
    expect(m.residual).toBeLessThan(1e-9);
    expect(lengthMoments(chain).mean[0]).toBeCloseTo(20, 11);
    const stopped = lengthMoments(chain, 0, 1);
    expect(stopped.residual).toBeGreaterThan(1e-3);
  });

  test('reachable and canBeAbsorbed', () => {
    // 0 → 1 → 0 (a loop with no exit), 2 → exit, 3 → 2
    const chain: AbsorbingChain = {
      size: 4,
      rows: [
        sparseRow(new Map([[1, 1]])),
        sparseRow(new Map([[0, 1]])),
        sparseRow(new Map()),
        sparseRow(new Map([[2, 1]])),
      ],
      exit: Float64Array.of(0, 0, 1, 0),
    };
    expect(reachable(chain, 0)).toEqual([true, true, false, false]);
    expect(reachable(chain, 3)).toEqual([false, false, true, true]);
    expect(canBeAbsorbed(chain)).toEqual([false, false, true, true]);
  });

  test('sparseRow sorts its columns', () => {
    const row = sparseRow(
      new Map([
        [5, 0.5],
        [2, 0.25],
        [9, 0.25],
      ]),
    );
    expect(Array.from(row.to)).toEqual([2, 5, 9]);
    expect(Array.from(row.p)).toEqual([0.25, 0.5, 0.25]);
  });
});

describe('the dense solve', () => {
  test('partial pivoting, several right-hand sides, a singular system refused', () => {
    // a zero on the diagonal: needs a row swap
    const a = Float64Array.of(0, 2, 1, 3, 1, 0, 1, 1, 1);
    const b = Float64Array.of(7, 5, 6);
    const x = solveDense(a, b);
    expect(Array.from(x)).toEqual([1, 2, 3].map((v) => expect.closeTo(v, 12)));
    const [y, z] = solveDenseMany(a, [b, Float64Array.of(2, 3, 3)]);
    expect(Array.from(y!)).toEqual(Array.from(x));
    expect(Array.from(z!)).toEqual([1, 0, 2].map((v) => expect.closeTo(v, 12)));
    // the inputs are not changed
    expect(Array.from(b)).toEqual([7, 5, 6]);
    expect(a[0]).toBe(0);
    expect(() => solveDense(Float64Array.of(1, 1, 1, 1), Float64Array.of(1, 2))).toThrow(/singular/);
  });

  test('pivoting picks the largest entry (property: random systems, residual small)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((n) =>
            fc.tuple(
              fc.array(fc.integer({ min: -9, max: 9 }), { minLength: n * n, maxLength: n * n }),
              fc.array(fc.integer({ min: -9, max: 9 }), { minLength: n, maxLength: n }),
            ),
          ),
        ([entries, rhs]) => {
          const n = rhs.length;
          const a = Float64Array.from(entries);
          // diagonally dominant after a shuffle of rows: nonsingular
          for (let r = 0; r < n; r++) a[r * n + ((r + 1) % n)]! += 100 * (r + 1);
          const x = solveDense(a, Float64Array.from(rhs));
          for (let r = 0; r < n; r++) {
            let s = 0;
            for (let c = 0; c < n; c++) s += a[r * n + c]! * x[c]!;
            expect(s).toBeCloseTo(rhs[r]!, 9);
          }
        },
      ),
    );
  });

  test('powInt is repeated multiplication', () => {
    expect(powInt(0.5, 0)).toBe(1);
    expect(powInt(0.5, 3)).toBe(0.125);
    expect(powInt(3, 4)).toBe(81);
  });
});

describe("a user's chain: settings and reasons", () => {
  const coin = {
    name: 'coin',
    start: 0,
    next: () =>
      [
        [1, '1/2'],
        [0, '1/2'],
      ] as const,
    done: (s: number) => s === 1,
  };
  const settings = { players: 2, maxStates: 100, exactStates: 100, tolerance: 1e-12 };

  test('the answers of a geometric chain, exactly', () => {
    const r = solveChain(coin as never, settings);
    expect(r).toMatchObject({
      exact: true,
      meanFraction: '2',
      varianceFraction: '2',
      states: 1,
      endStates: 1,
      mean: 2,
      variance: 2,
    });
    expect(r.sd).toBe(Math.SQRT2);
    expect(r.seats[0]).toBeCloseTo(2 / 3, 11);
    expect(r.unresolved).toBeLessThan(1e-11);
    expect(r.unresolved).toBeGreaterThanOrEqual(0);
    expect(r.percentiles['50']).toBe(1);
    expect(r.percentiles['99']).toBe(7);
    expect(r.residual).toBe(0);
  });

  test('past exactStates: floating point, and why', () => {
    const r = solveUserChain(coin as never, { ...settings, exactStates: 0 });
    expect(r.exact).toBe(false);
    expect(r.floatReason).toBe('1 states, more than the 0 solved exactly (exactStates)');
    expect(r.meanFraction).toBeNull();
    expect(r.mean).toBeCloseTo(2, 12);
    expect(r.variance).toBeCloseTo(2, 11);
  });

  test('a percentile beyond the distribution is null', () => {
    const r = solveChain(coin as never, { ...settings, tolerance: 0.3 });
    expect(r.pmf).toEqual([0, 0.5, 0.25]);
    expect(r.remainder).toBe(0.25);
    expect(r.percentiles['99']).toBeNull();
    expect(r.percentiles['50']).toBe(1);
  });
});

// Each case below was a mutant of src/exact/markov.ts that survived the first Stryker run (issue 34).
describe('the solvers at their edges', () => {
  const chain = (rows: [number, number][][], exit: number[]): AbsorbingChain => ({
    size: rows.length,
    rows: rows.map((r) => sparseRow(new Map(r))),
    exit: Float64Array.from(exit),
  });

  test('stepping goes on while exactly the tail mass is left', () => {
    const coin = chain([[[0, 0.5]]], [0.5]);
    const d = stepDistribution(coin, 0, { tailMass: 0.25 });
    expect(d.pmf).toEqual([0, 0.5, 0.25, 0.125]);
    expect(d.remaining).toBe(0.125);
  });

  test('a quantile reached exactly at q − 1e-12 is that step', () => {
    expect(pmfQuantile([0.5 - 1e-12, 0.5], 0.5)).toBe(0);
  });

  test('the dense solve up to denseLimit states, inclusive', () => {
    const c = chain(
      [
        [
          [1, 1 / 3],
          [2, 1 / 3],
        ],
        [[0, 0.7]],
        [
          [2, 0.1],
          [0, 0.3],
        ],
      ],
      [1 / 3, 0.3, 0.6],
    );
    expect(lengthMoments(c, 3).mean).toEqual(expectedSteps(c));
    expect(lengthMoments(c, 3)).toEqual(lengthMoments(c, 4));
    expect(lengthMoments(c, 2).mean).not.toEqual(expectedSteps(c));
  });

  test('one Gauss–Seidel sweep, last state first; a state that stays put divides by 1 − p', () => {
    // 0 → 1 and 1 → 0 with 1/2 each, else the end: x1 = 1 + x0/2 = 1.5, then x0 = 1 + x1/2 = 1.75
    const c = chain([[[1, 0.5]], [[0, 0.5]]], [0.5, 0.5]);
    expect(Array.from(lengthMoments(c, 0, 1).mean)).toEqual([1.75, 1.5]);
    // stay with 1/2: one sweep gives 1/(1 − 1/2) = 2 at once
    expect(Array.from(lengthMoments(chain([[[0, 0.5]]], [0.5]), 0, 1).mean)).toEqual([2]);
  });

  test("pivoting compares the column's entries, not others", () => {
    // column 1 needs a swap after the first elimination; row 0's third entry is the largest
    const a = Float64Array.of(1, 1, 5, 1, 1, 1, 0, 1, 1);
    const x = solveDense(a, Float64Array.of(7, 3, 2));
    // 1·x0 + 1·x1 + 5·x2 = 7, x0 + x1 + x2 = 3, x1 + x2 = 2: x2 = 1, x1 = 1, x0 = 1
    expect(Array.from(x)).toEqual([1, 1, 1]);
  });
});

test("the exact solve's work budget: each operation costs 1 + (its denominator's hex digits / 16)²", () => {
  // I − Q of 0 → 1 and 1 → 0 with 1/2 each: one elimination and two substitutions, each a
  // fraction of one hex digit (1 + 1/256)
  const rows = (): Map<number, Rational>[] => [
    new Map<number, Rational>([
      [0, [1n, 1n]],
      [1, [-1n, 2n]],
    ]),
    new Map<number, Rational>([
      [0, [-1n, 2n]],
      [1, [1n, 1n]],
    ]),
  ];
  const ones = (): Rational[] => [
    [1n, 1n],
    [1n, 1n],
  ];
  expect(solveRational(rows(), [ones], 3 * (1 + 1 / 256))).toEqual([
    [
      [2n, 1n],
      [2n, 1n],
    ],
  ]);
  expect(() => solveRational(rows(), [ones], 3.0117)).toThrow(TooMuchWork);
});

test('an entry cancelled to exactly 0 costs no work after: the budget of a solve that cancels one', () => {
  // row 1's column 2 (1/4) minus (−1/2)·(−1/2) is 0: once dropped, the back substitution of row 1
  // has nothing to subtract. Three operations of one hex digit each (the cancellation itself,
  // row 1's step of column 0, row 0's substitution of x2), so a budget of exactly three passes
  // and a zero entry kept in row 1 would cost a fourth.
  const r = (n: bigint, d = 1n): Rational => [n, d];
  const rows = (): Map<number, Rational>[] => [
    new Map([
      [0, r(1n)],
      [2, r(-1n, 2n)],
    ]),
    new Map([
      [0, r(-1n, 2n)],
      [1, r(1n)],
      [2, r(1n, 4n)],
    ]),
    new Map([[2, r(1n)]]),
  ];
  const ones = () => [r(1n), r(1n), r(1n)];
  expect(solveRational(rows(), [ones], 3 * (1 + 1 / 256))).toEqual([[r(3n, 2n), r(3n, 2n), r(1n)]]);
  expect(() => solveRational(rows(), [ones], 3 * (1 + 1 / 256) - 1e-9)).toThrow(TooMuchWork);
});

test('an entry that the elimination cancels to exactly 0 is dropped, and its row skipped later', () => {
  // row 2's column 1 (1/4) minus (−1/2)·(−1/2) is 0: row 2 is then left out of column 1's step
  const r = (n: bigint, d = 1n): Rational => [n, d];
  const rows = [
    new Map([
      [0, r(1n)],
      [1, r(-1n, 2n)],
    ]),
    new Map([
      [0, r(-1n, 4n)],
      [1, r(1n)],
      [2, r(-1n, 4n)],
    ]),
    new Map([
      [0, r(-1n, 2n)],
      [1, r(1n, 4n)],
      [2, r(1n)],
    ]),
  ];
  const copy = rows.map((row) => new Map(row));
  const [x] = solveRational(rows, [() => [r(1n), r(1n), r(1n)]], 1e6);
  // A x = 1, exactly
  for (const row of copy) {
    let s: Rational = [0n, 1n];
    for (const [j, v] of row) s = add(s, mul(v, x![j]!));
    expect(s).toEqual([1n, 1n]);
  }
});
