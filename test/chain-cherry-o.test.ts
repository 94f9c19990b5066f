// Hi-Ho! Cherry-O as a chain (examples/hi-ho-cherry-o/chain.js), checked three independent ways:
// an exact solve with fraction.js written here, value iteration in floating point, and a seeded
// Monte Carlo with a plain integer generator (no Math.random).

import Fraction from 'fraction.js';
import { describe, expect, test } from 'vitest';
import { type ChainDefinition, solveChain } from '../src/index.js';

const { default: cherryO } = (await import('../examples/hi-ho-cherry-o/chain.js' as string)) as {
  default: ChainDefinition<number>;
};

/** The tree after each of the 7 spins, written again from the rules (not from the example). */
function spins(tree: number): number[] {
  const bucket = 10 - tree;
  const picks = [1, 2, 3, 4].map((n) => Math.max(0, tree - n));
  const back = tree + Math.min(2, bucket);
  return [...picks, back, back, 10];
}

/** E[spins] from every tree count 1..10, exactly: (I − Q) m = 1 by Gauss–Jordan with fraction.js. */
function exactMeans(): Fraction[] {
  const n = 10; // unknowns m[1..10] at index 0..9
  const a = Array.from({ length: n }, (_, i) => {
    const row = Array.from({ length: n + 1 }, (_, j) => new Fraction(i === j || j === n ? 1 : 0));
    for (const to of spins(i + 1)) if (to > 0) row[to - 1] = row[to - 1]!.sub(new Fraction(1, 7));
    return row;
  });
  for (let c = 0; c < n; c++) {
    const p = a.findIndex((row, r) => r >= c && !row[c]!.equals(0));
    [a[c], a[p]] = [a[p]!, a[c]!];
    const pivot = a[c]![c]!;
    a[c] = a[c]!.map((x) => x.div(pivot));
    for (let r = 0; r < n; r++) {
      if (r === c || a[r]![c]!.equals(0)) continue;
      const f = a[r]![c]!;
      a[r] = a[r]!.map((x, j) => x.sub(f.mul(a[c]![j]!)));
    }
  }
  return a.map((row) => row[n]!);
}

/** A seeded xorshift32, integers only: one spin of 7 (the modulo's bias is below 2e-9). */
function spinner(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % 7;
  };
}

describe('Hi-Ho! Cherry-O as a chain', () => {
  const one = solveChain(cherryO);
  const races = [2, 3, 4].map((players) => solveChain(cherryO, { players }));

  test('one player: 494813746/31313403 = 15.8019792994 spins expected, exactly (about 15.8, as often quoted)', () => {
    expect(one.exact).toBe(true);
    expect(one.states).toBe(10);
    expect(one.meanFraction).toBe('494813746/31313403');
    expect(one.mean).toBeCloseTo(15.8019792994, 10);
    expect(one.mean.toFixed(1)).toBe('15.8');
    expect(one.varianceFraction).toBe('150977188888464974/980529207440409');
  });

  test('the same fraction from an exact solve written here (fraction.js)', () => {
    expect(exactMeans()[9]!.toFraction()).toBe(one.meanFraction);
  });

  test('value iteration in floating point agrees to 1e-12 (mean) and gives the same variance', () => {
    let m = new Array<number>(11).fill(0);
    let s = new Array<number>(11).fill(0);
    for (let sweep = 0; sweep < 5000; sweep++) {
      const next = m.map((_, tree) =>
        tree === 0 ? 0 : 1 + spins(tree).reduce((sum, to) => sum + m[to]!, 0) / 7,
      );
      // E[T²] = 1 + E[2 T' + T'²] over the next state's T'
      s = s.map((_, tree) =>
        tree === 0 ? 0 : 1 + spins(tree).reduce((sum, to) => sum + 2 * m[to]! + s[to]!, 0) / 7,
      );
      m = next;
    }
    expect(Math.abs(m[10]! - one.mean)).toBeLessThan(1e-12 * one.mean);
    expect(s[10]! - m[10]! ** 2).toBeCloseTo(one.variance, 8);
  });

  test('each seat’s chance for 2 to 4 players: the first seat’s edge, summing to 1', () => {
    const seats = races.map((r) => r.seats.map((p) => Number(p.toFixed(4))));
    expect(seats).toEqual([
      [0.5187, 0.4813],
      [0.3578, 0.3327, 0.3095],
      [0.2769, 0.2581, 0.2406, 0.2244],
    ]);
    for (const r of races) {
      expect(r.seats.reduce((a, b) => a + b, 0) + r.unresolved).toBeCloseTo(1, 12);
      expect(r.unresolved).toBeLessThan(1e-11);
    }
  });

  test('a seeded Monte Carlo agrees: the mean within 4 standard errors, each seat within 4', () => {
    const spin = spinner(2024);
    const game = (): number => {
      let tree = 10;
      let turns = 0;
      while (tree > 0) {
        tree = spins(tree)[spin()]!;
        turns++;
      }
      return turns;
    };
    const games = 200_000;
    let sum = 0;
    for (let i = 0; i < games; i++) sum += game();
    expect(Math.abs(sum / games - one.mean)).toBeLessThan((4 * one.sd) / Math.sqrt(games));
    for (const r of races) {
      const wins = new Array<number>(r.players).fill(0);
      const n = 50_000;
      for (let i = 0; i < n; i++) {
        // seats play their spins in order: the fewest spins wins, ties to the earlier seat
        const lengths = Array.from({ length: r.players }, game);
        wins[lengths.indexOf(Math.min(...lengths))]!++;
      }
      wins.forEach((w, seat) => {
        const p = r.seats[seat]!;
        expect(Math.abs(w / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
      });
    }
  });
});
