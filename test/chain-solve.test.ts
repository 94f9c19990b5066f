// solveChain on chains with known answers: closed forms, an exact-rational cross-check, the float
// path against the exact one, and Chutes and Ladders against boardsim's own solver.

import { describe, expect, test } from 'vitest';
import { defineChain, solveChain } from '../src/index.js';
import { exactSnakes } from '../src/games/snakes/chain.js';
import { CLASSIC_CHUTES, CLASSIC_LADDERS } from '../src/games/snakes/classic.js';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { pmfMoments } from '../src/exact/markov.js';
import { rational } from '../src/exact/rational.js';

/** The decimal value of an 'n/d' fraction, through BigInt (1e-15 relative). */
const value = (fraction: string | null): number => {
  const [n, d = '1'] = fraction!.split('/');
  const scaled = (BigInt(n!) * 10n ** 30n) / BigInt(d);
  return Number(scaled) / 1e30;
};

/** Roll until a 1 in `faces`: geometric with p = 1/faces. */
const geometric = (p: [number, number] | number) =>
  defineChain({
    name: 'geometric',
    start: 'rolling',
    next: () => [
      ['rolling', Array.isArray(p) ? [p[1] - p[0], p[1]] : 1 - p],
      ['done', p],
    ],
    done: (s) => s === 'done',
  });

describe('closed forms', () => {
  test('geometric, p = 1/6: mean 1/p = 6, variance (1 - p)/p² = 30, P(first of two wins) = p/(1 - q²) = 6/11', () => {
    const r = solveChain(geometric([1, 6]), { players: 2, tolerance: 1e-15 });
    expect([r.exact, r.meanFraction, r.varianceFraction, r.states, r.endStates]).toEqual([
      true,
      '6',
      '30',
      1,
      1,
    ]);
    expect(r.pmf[1]).toBe(1 / 6);
    expect(r.pmf[3]).toBeCloseTo((25 / 36) * (1 / 6), 15);
    expect(r.seats[0]).toBeCloseTo(6 / 11, 13);
    expect(r.seats[1]).toBeCloseTo(5 / 11, 13);
    expect(r.unresolved).toBeLessThan(1e-14);
    expect(r.remainder).toBeLessThan(1e-15);
    // P(T <= n) = 1 - (5/6)^n: the median is 4 (0.518), the 90th percentile 13 (0.907)
    expect([r.percentiles['50'], r.percentiles['90']]).toEqual([4, 13]);
  });

  test('two states (A: stay or go to B, 1/2 each; B: end, A or B, 1/3 each): mean 7, variance 30', () => {
    // m_A = 1 + m_A/2 + m_B/2, m_B = 1 + m_A/3 + m_B/3 give m = (7, 5); (I − Q) s = 2m − 1 gives
    // s = (79, 53): the variance from A is 79 − 49 = 30
    const chain = defineChain({
      name: 'two',
      start: 'A',
      next: (s) =>
        s === 'A'
          ? [
              ['A', '1/2'],
              ['B', '1/2'],
            ]
          : [
              ['end', '1/3'],
              ['A', '1/3'],
              ['B', '1/3'],
            ],
      done: (s) => s === 'end',
    });
    const r = solveChain(chain);
    expect([r.meanFraction, r.varianceFraction, r.mean, r.variance]).toEqual(['7', '30', 7, 30]);
    expect(pmfMoments(r.pmf).mean).toBeCloseTo(7, 9);
  });

  test("probabilities as [n, d] with bigints, 'n/d', decimal strings and dyadic numbers are exact; a state named twice adds up", () => {
    const chain = defineChain({
      name: 'mixed',
      start: 0,
      next: () => [
        [0, [1n, 4n]],
        [0, '0.25'],
        [1, 0.25],
        [1, '1/4'],
      ],
      done: (s) => s === 1,
    });
    expect(solveChain(chain).meanFraction).toBe('2');
  });

  test('probabilities as floating-point numbers (1/6): floating point, the same answer, the reason given', () => {
    const r = solveChain(geometric(1 / 6));
    expect(r.exact).toBe(false);
    expect(r.meanFraction).toBeNull();
    expect(r.floatReason).toMatch(
      /floating-point numbers \(0\.8333333333333334 for state "rolling"\).*fractions/,
    );
    expect(r.mean).toBeCloseTo(6, 12);
    expect(r.variance).toBeCloseTo(30, 10);
    expect(r.residual).toBeLessThan(1e-12);
  });
});

/** Milton Bradley's Chutes and Ladders for one player, as a chain: off the board (0), a spinner of
 *  6, exact landing on 100 (a spin past it does not move). */
const chutes = defineChain({
  name: 'chutes',
  start: 0,
  next: (square: number) =>
    [1, 2, 3, 4, 5, 6].map((roll) => {
      const to = square + roll > 100 ? square : square + roll;
      const jumps: Record<string, number> = { ...CLASSIC_LADDERS, ...CLASSIC_CHUTES };
      return [jumps[to] ?? to, [1, 6]] as const;
    }),
  done: (square) => square === 100,
});

describe('the exact fraction against floating point', () => {
  test('Chutes and Ladders: the exact fraction is 39.2251 turns, boardsim’s own solver’s figure to 1e-12', () => {
    const r = solveChain(chutes, { players: 2 });
    expect(r.exact).toBe(true);
    const own = exactSnakes(snakesPresets.classic!.config);
    expect(r.mean).toBeCloseTo(39.2251, 4);
    expect(Math.abs(value(r.meanFraction) - own.turns.mean)).toBeLessThan(1e-12 * own.turns.mean);
    expect(Math.abs(r.sd - own.turns.sd)).toBeLessThan(1e-9);
    expect(r.seats[0]).toBeCloseTo(exactSnakes(snakesPresets.classic!.config, 2).seats[0]!.winProbability, 9);
  });

  test('the fraction equals the floating-point solve to 1e-12', () => {
    const exact = solveChain(chutes);
    const float = solveChain(chutes, { exactStates: 1 });
    expect(float.exact).toBe(false);
    expect(float.floatReason).toMatch(/states, more than the 1 solved exactly/);
    for (const r of [exact, float]) {
      expect(Math.abs(value(exact.meanFraction) - r.mean)).toBeLessThan(1e-12 * r.mean);
      expect(Math.abs(value(exact.varianceFraction) - r.variance)).toBeLessThan(1e-12 * r.variance);
    }
  });

  test('a chain past the dense limit (2,500 squares, 1 or 2 a step): Gauss–Seidel, the residual reported', () => {
    const n = 2500;
    // m_k = 1 + (m_{k+1} + m_{k+2})/2 from square k, m = 0 at n or past: m_k = 2(n−k)/3 + 2/9 + O(2^-(n−k))
    const walk = defineChain({
      name: 'walk',
      start: 0,
      next: (k: number) => [
        [Math.min(k + 1, n), 0.5],
        [Math.min(k + 2, n), 0.5],
      ],
      done: (k) => k === n,
    });
    const r = solveChain(walk);
    expect([r.states, r.exact]).toEqual([n, false]);
    expect(r.floatReason).toMatch(/2,500 states, more than the 2,000/);
    expect(r.mean).toBeCloseTo((2 * n) / 3 + 2 / 9, 8);
    expect(r.residual).toBeLessThan(1e-9);
    expect(pmfMoments(r.pmf).mean).toBeCloseTo(r.mean, 8);
  });
});

describe('the exact arithmetic', () => {
  test("Lehmer's gcd reduces fractions as Euclid's does", () => {
    const euclid = (a: bigint, b: bigint): bigint => (b ? euclid(b, a % b) : a < 0n ? -a : a);
    let seed = 12345n;
    const random = (bits: number): bigint => {
      let x = 0n;
      for (let i = 0; i < bits; i += 31) {
        seed = (seed * 1103515245n + 12345n) % 2147483648n;
        x = (x << 31n) | seed;
      }
      return x >> (seed % 29n);
    };
    for (let i = 0; i < 3000; i++) {
      const g = random(1 + (i % 150));
      const [a, b] = [random(1 + (i % 600)) * g + BigInt(i % 3 && -1), random(1 + (i % 400)) * g + 1n];
      const e = euclid(a, b);
      expect(rational(a, b)).toEqual([a / e, b / e]);
    }
  });

  test('a chain whose exact elimination passes the work limit is solved in floating point, and says so', () => {
    // a 20×20 grid, each step one counter up or both down: elimination fills in a band of 20
    const n = 20;
    const grid = defineChain({
      name: 'grid',
      start: [0, 0],
      next: ([a, b]: number[]) => [
        [[Math.min(a! + 1, n), b!], '1/3'],
        [[a!, Math.min(b! + 1, n)], '1/3'],
        [[Math.max(a! - 1, 0), Math.max(b! - 1, 0)], '1/3'],
      ],
      done: ([a, b]) => a === n && b === n,
      key: ([a, b]) => `${a},${b}`,
    });
    const r = solveChain(grid, { tolerance: 1e-9 });
    expect([r.states, r.exact]).toEqual([440, false]);
    expect(r.floatReason).toMatch(/work limit/);
    expect(r.residual).toBeLessThan(1e-6);
    expect(pmfMoments(r.pmf).mean).toBeCloseTo(r.mean, 3);
  });
});
