// The exact solver: published values, an exact-rational cross-check, and internal consistency.

import Fraction from 'fraction.js';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../src/core/errors.js';
import { exactSnakes, expectedSnakesTurns, snakesTerminationIssues } from '../src/games/snakes/chain.js';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { SnakesRules } from '../src/games/snakes/rules.js';
import { type SnakesBoard, parseSnakesBoard } from '../src/games/snakes/schema.js';

const preset = (name: string) => snakesPresets[name]!.config;
const board = (raw: object) => unwrap(parseSnakesBoard(raw));

describe('published values', () => {
  test('Milton Bradley Chutes and Ladders: 39.2251 turns (chute 47->26)', () => {
    expect(exactSnakes(preset('classic')).turns.mean).toBeCloseTo(39.2251, 4);
  });
  test('the printing with chute 48->26: 39.5984 turns', () => {
    expect(exactSnakes(preset('classic-48')).turns.mean).toBeCloseTo(39.5984, 4);
  });
  test("seed 003's board: 26.9068 turns (the C reference's exact figure)", () => {
    expect(exactSnakes(preset('efi')).turns.mean).toBeCloseTo(26.9068, 4);
  });
  test("seed 003's 10M-game averages: 26.9 turns, climbs 55.7, slides 51.6; reversed 46.1, 91.3, 176.2", () => {
    const efi = exactSnakes(preset('efi'));
    const reversed = exactSnakes(preset('efi-reversed'));
    expect([efi.turns.mean, efi.climbs.mean, efi.slides.mean].map((x) => x.toFixed(1))).toEqual([
      '26.9',
      '55.7',
      '51.6',
    ]);
    expect(
      [reversed.turns.mean, reversed.climbs.mean, reversed.slides.mean].map((x) => x.toFixed(1)),
    ).toEqual(['46.2', '91.4', '176.4']);
  });
  test("seed 003's seat advantage: the first of two players wins 51.38% (its 10M games: 51.38%)", () => {
    expect(exactSnakes(preset('efi'), 2).seats[0]!.winProbability).toBeCloseTo(0.51369, 4);
  });
  test('shortest games: 1 turn on efi (ten sixes and a 1, or longer chains), 7 turns on the classic board', () => {
    expect(exactSnakes(preset('efi')).turns.shortest.turns).toBe(1);
    const reversed = exactSnakes(preset('efi-reversed')).turns.shortest;
    expect(reversed.turns).toBe(1);
    // eighteen sixes then a 5 (6^-19), plus longer chains of sixes that also finish in one turn
    expect(reversed.probability).toBeGreaterThanOrEqual(6 ** -19);
    expect(reversed.probability).toBeLessThan(1.01 * 6 ** -19);
    expect(exactSnakes(preset('classic')).turns.shortest.turns).toBe(7);
  });
});

/** Expected turns in exact rationals: a chain over (square, "next roll starts a turn"). */
function rationalExpectedTurns(b: SnakesBoard): Fraction {
  const rules = new SnakesRules(b);
  const n = b.squares;
  const size = 2 * n;
  const index = (square: number, fresh: boolean) => 2 * square + (fresh ? 1 : 0);
  // (I - R) x = c, where c = 1 on states where a turn starts
  const a: Fraction[][] = Array.from({ length: size }, (_, i) =>
    Array.from({ length: size }, (_, j) => new Fraction(i === j ? 1 : 0)),
  );
  const c: Fraction[] = Array.from({ length: size }, (_, i) => new Fraction(i % 2));
  const p = new Fraction(1, b.dieFaces);
  for (let square = 0; square < n; square++) {
    for (const fresh of [false, true]) {
      for (let roll = 1; roll <= b.dieFaces; roll++) {
        const to = rules.land(square, roll).square;
        if (to === rules.finish) continue;
        const j = index(to, !rules.rollsAgain(roll));
        a[index(square, fresh)]![j] = a[index(square, fresh)]![j]!.sub(p);
      }
    }
  }
  for (let col = 0; col < size; col++) {
    const pivot = a.findIndex((row, r) => r >= col && !row[col]!.equals(0));
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    [c[col], c[pivot]] = [c[pivot]!, c[col]!];
    for (let r = 0; r < size; r++) {
      if (r === col || a[r]![col]!.equals(0)) continue;
      const f = a[r]![col]!.div(a[col]![col]!);
      for (let k = col; k < size; k++) a[r]![k] = a[r]![k]!.sub(f.mul(a[col]![k]!));
      c[r] = c[r]!.sub(f.mul(c[col]!));
    }
  }
  const s = index(b.start, true);
  return c[s]!.div(a[s]![s]!);
}

describe('float64 solver against exact rationals', () => {
  test.each([
    [
      'small board, bounce, roll again on six',
      { squares: 12, start: 1, overshoot: 'bounce', rollAgainOnSix: true, jumps: { 3: 9, 11: 2, 7: 5 } },
    ],
    ['small board, stay, no extra rolls', { squares: 10, overshoot: 'stay', jumps: { 2: 8, 9: 1 } }],
  ])('%s', (_name, raw) => {
    const b = board(raw);
    const exact = rationalExpectedTurns(b);
    expect(Math.abs(exactSnakes(b).turns.mean - exact.valueOf())).toBeLessThan(1e-11);
    expect(Math.abs(expectedSnakesTurns(b) - exact.valueOf())).toBeLessThan(1e-11);
  });
});

describe('consistency', () => {
  test.each(Object.keys(snakesPresets))(
    '%s: the pmf sums to 1 and its mean equals the linear solve',
    (name) => {
      const e = exactSnakes(preset(name));
      expect(e.turns.pmf.reduce((a, b) => a + b, 0) + e.turns.tailMass).toBeCloseTo(1, 12);
      expect(e.turns.tailMass).toBeLessThan(1e-15);
      expect(e.turns.mean).toBeCloseTo(expectedSnakesTurns(preset(name)), 9);
    },
  );
  test('seat win probabilities sum to 1 and are the same in both modes', () => {
    for (const players of [2, 3, 5]) {
      const alt = exactSnakes(preset('efi'), players, 'alternating').seats.map((s) => s.winProbability);
      const ind = exactSnakes(preset('efi'), players, 'independent').seats.map((s) => s.winProbability);
      expect(alt.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      alt.forEach((p, i) => expect(p).toBeCloseTo(ind[i]!, 12));
      for (let i = 1; i < players; i++) expect(alt[i]!).toBeLessThan(alt[i - 1]!);
    }
  });
  test('alternating players stop when someone wins: fewer rolls than playing every game out', () => {
    const alt = exactSnakes(preset('efi'), 2, 'alternating');
    const ind = exactSnakes(preset('efi'), 2, 'independent');
    expect(alt.turns.mean).toBeCloseTo(ind.turns.mean, 9);
    expect(alt.rolls.mean).toBeLessThan(ind.rolls.mean);
    expect(ind.rolls.mean).toBeCloseTo(2 * exactSnakes(preset('efi')).rolls.mean, 9);
  });
});

describe('boards whose games never end', () => {
  test('a square that every roll sends back to itself', () => {
    const issues = snakesTerminationIssues(
      board({ squares: 12, jumps: { 6: 5, 7: 5, 8: 5, 9: 5, 10: 5, 11: 5 } }),
    );
    expect(issues).toEqual([
      {
        code: 'board/never-ends',
        path: 'jumps',
        message: expect.stringMatching(/squares 0, 1, 2, 3, 4, 5, no roll ever reaches square 12/),
      },
    ]);
  });
  test('a cycle of snakes with no way out', () => {
    // from 4..9 every roll lands on a snake back into 4..9 or below, never beyond
    const jumps = Object.fromEntries([10, 11, 12, 13, 14, 15].map((s) => [s, 4]));
    const issues = snakesTerminationIssues(board({ squares: 16, overshoot: 'bounce', jumps }));
    expect(issues[0]?.code).toBe('board/never-ends');
  });
  test('a board that ends, but only after far too many turns, is refused too', () => {
    // every square but the multiples of 6 sends you back to 0: a win needs ten sixes in a row
    const jumps = Object.fromEntries(
      Array.from({ length: 59 }, (_, i) => i + 1)
        .filter((s) => s % 6 !== 0)
        .map((s) => [s, 0]),
    );
    const issues = snakesTerminationIssues(board({ squares: 60, overshoot: 'stay', jumps }));
    expect(issues).toEqual([
      { code: 'board/too-slow', path: 'jumps', message: expect.stringMatching(/e\+7 turns on average/) },
    ]);
  });
  test('the presets all end', () => {
    for (const p of Object.values(snakesPresets)) expect(snakesTerminationIssues(p.config)).toEqual([]);
  });
});
