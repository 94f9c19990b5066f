// Lehmer's gcd inside src/exact/rational.ts, through `rational`, on the numbers that exercise each
// of its steps: fractions built from chosen continued fractions (so the answer is known by
// construction: runs of quotient 1, the longest Lehmer steps; huge quotients, the plain Euclid
// step; a last quotient that leaves a word-sized remainder), times a common factor of up to
// thousands of bits, in either order and sign; and random numbers of unequal lengths against
// plain Euclid on BigInt. Fast (a second): Stryker runs it against every mutant of rational.ts.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rational } from '../src/exact/rational.js';

/** Euclid on BigInt: the reference. */
const referenceGcd = (a: bigint, b: bigint): bigint => {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b) [a, b] = [b, a % b];
  return a;
};

/** n/d in lowest terms, d > 0, by the reference. */
const reduced = (n: bigint, d: bigint): [bigint, bigint] => {
  const g = referenceGcd(n, d);
  const sign = d < 0n ? -1n : 1n;
  return [(sign * n) / g, (sign * d) / g];
};

/** The fraction p/q (coprime, p ≥ q ≥ 1) of the continued fraction [q0; q1, …, qk]. */
const fromContinuedFraction = (quotients: readonly bigint[]): [bigint, bigint] => {
  let [p, q] = [1n, 0n];
  for (let i = quotients.length - 1; i >= 0; i--) [p, q] = [quotients[i]! * p + q, p];
  return [p, q];
};

/** A partial quotient: mostly 1 to 3 (long Lehmer steps), sometimes one past the 48 bits the
 *  doubles see (the step falls back to a BigInt division). */
const quotient = fc.oneof(
  { weight: 6, arbitrary: fc.bigInt({ min: 1n, max: 3n }) },
  { weight: 2, arbitrary: fc.bigInt({ min: 1n, max: 2n ** 20n }) },
  { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 2n ** 70n }) },
);
/** A positive number of 1 to `bits` bits, its length itself random. */
const positive = (bits: number) =>
  fc
    .integer({ min: 1, max: bits })
    .chain((b) => fc.bigInt({ min: 1n << BigInt(b - 1), max: (1n << BigInt(b)) - 1n }));

describe("Lehmer's gcd (through rational)", () => {
  test('a continued fraction times a common factor reduces to the fraction, in either order and sign (property)', () => {
    fc.assert(
      fc.property(
        fc.array(quotient, { minLength: 1, maxLength: 400 }),
        positive(1500),
        fc.boolean(),
        fc.boolean(),
        (quotients, g, swap, negative) => {
          const [p, q] = fromContinuedFraction([quotients[0]! + 1n, ...quotients.slice(1)]);
          const [n, d] = swap ? [q, p] : [p, q];
          const sign = negative ? -1n : 1n;
          expect(rational(sign * n * g, d * g)).toEqual([sign * n, d]);
          expect(rational(n * g, sign * d * g)).toEqual([sign * n, d]);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('random numbers of unequal lengths agree with Euclid on BigInt (property)', () => {
    fc.assert(
      fc.property(positive(2000), positive(2000), positive(600), fc.boolean(), (a, b, g, negative) => {
        const n = (negative ? -a : a) * g;
        expect(rational(n, b * g)).toEqual(reduced(n, b * g));
        expect(rational(n, b)).toEqual(reduced(n, b));
      }),
      { numRuns: 300 },
    );
  });

  test('numbers close to each other: the first quotient 1, the second large', () => {
    fc.assert(
      fc.property(positive(900), fc.bigInt({ min: 1n, max: 2n ** 40n }), positive(300), (a, k, g) => {
        const b = a + k;
        expect(rational(a * g, b * g)).toEqual(reduced(a, b));
        expect(rational(b * g, a * g)).toEqual(reduced(b, a));
      }),
      { numRuns: 200 },
    );
  });

  test("the smaller number first: the larger one's leading digits rounded up to a double", () => {
    // gcd(a, b) with a < b by 40 to 90 bits: the larger number's digits at the smaller's shift do
    // not fit a double, and rounded up they give a quotient one too large (found by a search over
    // numbers whose low bits are all ones and b = k·a + c); the gcd starts by putting the larger
    // number first
    const pairs: [bigint, bigint, bigint][] = [
      [0x38803824a199015431df6fa8f15786bd741dfffffn, 0x28d4a89278c791f5d80a77b11668405ee8e9ae0021bn, 1n],
      [0xcc86dd109b5800b4d78f7a651da864ecn, 0x40aae3d2a3d7b9f47bec6e171ed0ed236d8d1227d9f0n, 4n],
      [0x2c6c2b750365000d1ee7fffffffffffffn, 0x9cf78efd4b265bebb0c65180dc252fffc776c901894n, 3n],
    ];
    for (const [a, b, g] of pairs) {
      expect(referenceGcd(a, b)).toBe(g);
      expect(rational(a, b)).toEqual([a / g, b / g]);
      expect(rational(b, a)).toEqual([b / g, a / g]);
    }
  });

  test('consecutive Fibonacci numbers and a remainder at 2^53', () => {
    let [x, y] = [1n, 1n];
    for (let i = 0; i < 3000; i++) [x, y] = [y, x + y];
    const g = 2n ** 127n - 1n;
    expect(rational(y * g, x * g)).toEqual([y, x]);
    expect(rational(x * g, -y * g)).toEqual([-x, y]);
    // gcd(2^53 · m + r, 2^53) steps to a remainder below 2^53 at once
    for (const r of [1n, 3n, 2n ** 52n + 1n, 2n ** 53n - 1n]) {
      const a = 2n ** 200n * 5n + r;
      expect(rational(a, 2n ** 53n)).toEqual(reduced(a, 2n ** 53n));
      expect(rational(2n ** 53n, a)).toEqual(reduced(2n ** 53n, a));
    }
    expect(rational(2n ** 53n * 3n, 2n ** 53n * 6n)).toEqual([1n, 2n]);
    expect(rational(2n ** 60n, 2n ** 60n)).toEqual([1n, 1n]);
  });
});
