// The `scheffer` preset against the published analysis it reproduces: D. Rusin's "Analysis of
// CandyLand" (math.niu.edu/~rusin/uses-math/games/candyland/), after L. Scheffer's model. Rusin
// gives the expected length of a one-player game as an exact fraction, about 39.16108695367654;
// the shortest game 4 turns, the median 32, "one game out of 200 is still unfinished after 150
// turns", and a mode of 17 turns (2.3% of games).

import { describe, expect, test } from 'vitest';
import { unwrap } from '../src/core/errors.js';
import { exactCandy, expectedCandyTurns } from '../src/games/candyland/chain.js';
import { candyBoard } from '../src/games/candyland/board.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import { pmfMode } from '../src/report/text.js';
import { runCli } from './helpers.js';

const edition = candyPresets.scheffer!.config;
const board = unwrap(candyBoard(edition));
/** Rusin's fraction 85100195…95263 / 21730805…80690 = 39.16108695367654004…, as a double. */
const RUSIN_MEAN = 39.16108695367654;

describe('the board, sticky cells, bridges and deck as Rusin lists them', () => {
  test('134 cells: Red Violet Yellow Blue Tan Green repeated, pink pictures at 9, 18, 43, 75, 96, 104', () => {
    expect(edition.spaces).toHaveLength(134);
    const pictures = [9, 18, 43, 75, 96, 104];
    expect(pictures.map((cell) => edition.spaces[cell - 1])).toEqual(edition.pictures);
    const colours = edition.spaces.filter((s) => !edition.pictures.includes(s));
    expect(colours).toEqual(Array.from({ length: 128 }, (_, i) => 'RVYBTG'[i % 6]));
  });

  test('sticky cells 48 (Yellow), 86 (Blue), 121 (Red); bridges 5 -> 59 and 34 -> 47', () => {
    expect(edition.licorice).toEqual([48, 86, 121]);
    expect(edition.licorice.map((cell) => edition.spaces[cell - 1])).toEqual(['Y', 'B', 'R']);
    expect(edition.shortcuts).toEqual([
      { from: 5, to: 59 },
      { from: 34, to: 47 },
    ]);
    expect(edition.rules).toMatchObject({
      licorice: 'stuck',
      deck: 'with-replacement',
      winning: 'reach-last-space',
    });
  });

  test('66 cards: each colour 8 times and twice as a double, one card per picture', () => {
    expect(board.deck).toHaveLength(66);
    expect(edition.deck.filter((c) => 'color' in c && c.amount === 1).map((c) => c.count)).toEqual([
      8, 8, 8, 8, 8, 8,
    ]);
    expect(edition.deck.filter((c) => 'color' in c && c.amount === 2).map((c) => c.count)).toEqual([
      2, 2, 2, 2, 2, 2,
    ]);
    expect(edition.deck.filter((c) => 'picture' in c)).toHaveLength(6);
  });

  test('the description cites the analysis', () => {
    expect(candyPresets.scheffer!.description).toMatch(/Rusin/);
    expect(candyPresets.scheffer!.description).toMatch(/math\.niu\.edu\/~rusin/);
  });
});

describe('the exact solver gives the published numbers', () => {
  const exact = exactCandy(board, 1);

  test('the mean to every digit Rusin prints (39.16108695367654…)', () => {
    expect(Math.abs(expectedCandyTurns(board) - RUSIN_MEAN)).toBeLessThan(2e-14);
    expect(Math.abs(exact.turns.mean - RUSIN_MEAN)).toBeLessThan(2e-14);
    // the pmf's mean agrees too, to the tail it leaves out
    expect(exact.turns.pmf.reduce((s, p, t) => s + p * t, 0)).toBeCloseTo(RUSIN_MEAN, 10);
  });

  test('shortest 4, median 32, one game in 200 still running after 150 turns', () => {
    expect(exact.turns.shortest.turns).toBe(4);
    expect(exact.turns.median).toBe(32);
    const after150 = 1 - exact.turns.pmf.slice(0, 151).reduce((a, b) => a + b, 0);
    expect(after150).toBeGreaterThan(1 / 250);
    expect(after150).toBeLessThan(1 / 200);
  });

  test('the mode: 26 turns; the 17 Rusin quotes (2.3%) is the first of two peaks', () => {
    const pmf = exact.turns.pmf;
    expect(pmfMode(pmf)).toBe(26);
    expect(pmf[26]).toBeCloseTo(0.02478, 5);
    // 17 is a local maximum with 2.3% of games, as Rusin says, but 26 is more likely
    expect(pmf[17]).toBeCloseTo(0.0228, 4);
    expect(pmf[17]!).toBeGreaterThan(pmf[16]!);
    expect(pmf[17]!).toBeGreaterThan(pmf[18]!);
    expect(pmf[26]!).toBeGreaterThan(pmf[17]!);
  });

  test('`boardsim exact candyland --preset scheffer` prints the mean to 12 decimals and the mode', async () => {
    const r = await runCli(['exact', 'candyland', '--preset', 'scheffer']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('turns    mean 39.161086953677  sd 26.0187  median 32  mode 26 (2.48%)');
    expect(r.stdout).toContain('shortest game 4 turns');
    expect(r.stdout).toMatch(/still running after 10 turns [\d.]+% {2}25 turns .* {2}150 turns 0\.464%/);
  });
});
