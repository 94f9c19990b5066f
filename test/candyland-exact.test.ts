// The exact solver for the with-replacement deck: an exact-rational cross-check, internal
// consistency, seat probabilities, and editions whose games (practically) never end.

import Fraction from 'fraction.js';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../src/core/errors.js';
import {
  candyExactUnavailable,
  candyTerminationIssues,
  exactCandy,
  expectedCandyTurns,
} from '../src/games/candyland/chain.js';
import { type CandyBoard, candyBoard } from '../src/games/candyland/board.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import { candyMove } from '../src/games/candyland/rules.js';
import { type CandyRuleSet, parseCandyEdition, withRules } from '../src/games/candyland/schema.js';
import { smallCandyBoard } from './candy-small.js';

const withReplacement = (name: string, rules: Partial<CandyRuleSet> = {}) =>
  unwrap(candyBoard(withRules(candyPresets[name]!.config, { deck: 'with-replacement', ...rules })));

/** Expected turns in exact rationals: states (position, skip), solved by Gauss-Jordan. */
function rationalExpectedTurns(b: CandyBoard): Fraction {
  const n = b.spaces.length + 1;
  const size = 2 * n;
  const index = (pos: number, skip: boolean) => 2 * (pos + 1) + (skip ? 1 : 0);
  const a: Fraction[][] = Array.from({ length: size }, (_, i) =>
    Array.from({ length: size }, (_, j) => new Fraction(i === j ? 1 : 0)),
  );
  const c: Fraction[] = Array.from({ length: size }, () => new Fraction(1));
  for (let pos = -1; pos <= b.last; pos++) {
    // a skipped turn: one step to the same position, not skipped
    const skipRow = a[index(pos, true)]!;
    skipRow[index(pos, false)] = skipRow[index(pos, false)]!.sub(1);
    b.cards.forEach((card, kind) => {
      const m = candyMove(b, pos, kind);
      if (m.win) return;
      const row = a[index(pos, false)]!;
      const j = index(m.to, m.skipNext);
      row[j] = row[j]!.sub(new Fraction(card.count, b.deck.length));
    });
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
  const s = index(b.start, false);
  return c[s]!.div(a[s]![s]!);
}

const small = smallCandyBoard;

describe('float64 solver against exact rationals', () => {
  test.each([
    ['stuck licorice, literal doubles', { licorice: 'stuck', doubles: 'literal-000' }],
    [
      'lose-turn licorice, two-space doubles, reach the last space',
      { licorice: 'lose-turn', winning: 'reach-last-space' },
    ],
  ] as const)('%s', (_name, rules) => {
    const b = small(rules);
    const exact = rationalExpectedTurns(b).valueOf();
    expect(Math.abs(exactCandy(b).turns.mean - exact)).toBeLessThan(1e-10);
    expect(Math.abs(expectedCandyTurns(b) - exact)).toBeLessThan(1e-10);
  });
});

describe('consistency on every preset', () => {
  test.each(Object.keys(candyPresets))(
    '%s: the pmf sums to 1 and its mean equals the linear solve',
    (name) => {
      const b = withReplacement(name);
      const e = exactCandy(b);
      expect(e.turns.pmf.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
      expect(e.turns.mean).toBeCloseTo(expectedCandyTurns(b), 8);
      expect(e.seats).toEqual([{ winProbability: expect.closeTo(1, 12) }]);
    },
  );
  test('seat win probabilities sum to 1 and favour the first seat in a rotation', () => {
    for (const players of [2, 3, 6]) {
      const e = exactCandy(withReplacement('classic'), players);
      expect(e.seats.reduce((s, x) => s + x.winProbability, 0)).toBeCloseTo(1, 12);
      for (let i = 1; i < players; i++)
        expect(e.seats[i]!.winProbability).toBeLessThan(e.seats[i - 1]!.winProbability);
      // moves: the winner's k-th turn ends the game after (k-1) full rounds plus its seat
      expect(e.moves.mean).toBeGreaterThan(players * (e.turns.mean - 1));
      expect(e.moves.mean).toBeLessThan(players * e.turns.mean);
    }
  });
  test("seed 000's deck-count order with 2 players is a rotation (66 cards: an even count)", () => {
    const literal = exactCandy(withReplacement('seed000'), 2).seats;
    const rotation = exactCandy(withReplacement('seed000', { turnOrder: 'rotation' }), 2).seats;
    literal.forEach((s, i) => expect(s.winProbability).toBeCloseTo(rotation[i]!.winProbability, 12));
    const four = exactCandy(withReplacement('seed000'), 4).seats;
    const fourRotation = exactCandy(withReplacement('seed000', { turnOrder: 'rotation' }), 4).seats;
    expect(Math.abs(four[1]!.winProbability - fourRotation[1]!.winProbability)).toBeGreaterThan(1e-4);
  });
  test('no exact answer for the real deck, or for deck-count with skipped turns and several players', () => {
    expect(candyExactUnavailable(unwrap(candyBoard(candyPresets.classic!.config)), 1)).toMatch(
      /no small Markov chain/,
    );
    expect(candyExactUnavailable(withReplacement('seed001', { turnOrder: 'deck-count' }), 2)).toMatch(
      /skipped turn draws no card/,
    );
    expect(candyExactUnavailable(withReplacement('seed001', { turnOrder: 'deck-count' }), 1)).toBeUndefined();
  });
});

describe('editions whose games never end', () => {
  test('the presets all end', () => {
    for (const name of Object.keys(candyPresets))
      expect(candyTerminationIssues(withReplacement(name))).toEqual([]);
  });
  test('an edition that ends only after far too many turns is refused', () => {
    // a win needs about 25 red cards in a row: every other card sends the piece back to the start
    const b = unwrap(
      candyBoard(
        unwrap(
          parseCandyEdition({
            colors: ['R'],
            pictures: ['Star'],
            spaces: ['Star', ...Array.from({ length: 25 }, () => 'R')],
            deck: [{ color: 'R' }, { picture: 'Star', count: 9 }],
          }),
        ),
      ),
    );
    expect(candyTerminationIssues(b)).toEqual([
      { code: 'candyland/too-slow', path: 'deck', message: expect.stringMatching(/turns on average/) },
    ]);
  });
});
