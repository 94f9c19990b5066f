// Candy Land's shortcut and licorice use, and its heat map, for one player: the absorbing chain's
// values against a board small enough to work out by hand, and the simulation against the chain
// within 4 standard errors (about 1 in 16,000 per comparison by chance). seed000 plays seed 000's
// doubles, which take a step after a shortcut: the case the renewal identity would get wrong.

import { describe, expect, test } from 'vitest';
import { type MeasureValue } from '../src/analyze/measure.js';
import type { JumpUseEntry, LicoriceUseEntry } from '../src/analyze/space-use.js';
import { unwrap } from '../src/core/errors.js';
import { candySpaceVisits, candyUseProbabilities } from '../src/games/candyland/visits.js';
import { candyBoard } from '../src/games/candyland/board.js';
import {
  type CandyEditionJson,
  type CandyRuleSet,
  parseCandyEdition,
} from '../src/games/candyland/schema.js';
import { analyze } from '../src/index.js';

// spaces 1 Star, 2 R (a shortcut to 4), 3 G (licorice), 4 R, 5 G; R, G and Star cards alike
const handEdition = (licorice: CandyRuleSet['licorice']): CandyEditionJson => ({
  colors: ['R', 'G'],
  pictures: ['Star'],
  spaces: ['Star', 'R', 'G', 'R', 'G'],
  licorice: [3],
  shortcuts: { '2': 4 },
  deck: [{ color: 'R' }, { color: 'G' }, { picture: 'Star' }],
  rules: { deck: 'with-replacement', licorice, winning: 'reach-last-space', pictureCards: 'any-direction' },
});
const handBoard = (licorice: CandyRuleSet['licorice']) =>
  unwrap(candyBoard(unwrap(parseCandyEdition(handEdition(licorice)))));

describe('a board worked out by hand', () => {
  // Off the board and on space 1 every card does the same: R takes the shortcut to 4, G lands on
  // the licorice, Star goes to 1. From 4, R (no R ahead) and G (the last space) win, Star goes
  // back to 1. From 3 (lose-turn, after the lost turn) R goes to 4, G wins, Star goes back to 1.
  test('lose-turn: P(shortcut) = 9/14, P(licorice) = 3/5', () => {
    // b = P(shortcut from 1) = 1/3 + c/3 + b/3, c (from 3) = d/3 + b/3, d (from 4) = b/3:
    // c = 4b/9, b = 9/14. P(licorice) = e/3 + 1/3 + p/3 with e (from 4) = p/3: p = 3/5
    const [shortcut, licorice] = candyUseProbabilities(handBoard('lose-turn'))!;
    expect(shortcut).toBeCloseTo(9 / 14, 14);
    expect(licorice).toBeCloseTo(3 / 5, 14);
  });

  test('stuck: P(shortcut) = 1/2 (a piece on 3 only leaves by G, which wins), P(licorice) = 3/5', () => {
    const [shortcut, licorice] = candyUseProbabilities(handBoard('stuck'))!;
    expect(shortcut).toBeCloseTo(1 / 2, 14);
    expect(licorice).toBeCloseTo(3 / 5, 14);
  });

  test('lose-turn heat map: turns ending on 1, 3 (arrivals and lost turns), 4, the finish', () => {
    // visits before a turn: v1 = (1 + v1 + v3 + v4)/3, v3 = (1 + v1)/3, v4 = (1 + v1 + v3)/3
    // give v1 = 16/11, v3 = 9/11 (and as many lost turns), v4 = 12/11
    const visits = Array.from(candySpaceVisits(handBoard('lose-turn')));
    const expected = [0, 16 / 11, 0, 18 / 11, 12 / 11, 0, 1];
    expect(visits).toHaveLength(expected.length);
    visits.forEach((v, i) => expect(v, `position ${i}`).toBeCloseTo(expected[i]!, 13));
    // the turns add up to the expected game: 57/11
    expect(visits.reduce((a, b) => a + b, 0)).toBeCloseTo(57 / 11, 13);
  });
});

const within4 = (m: MeasureValue, what: string) => {
  expect(m.exact, what).toBeDefined();
  expect(Math.abs(m.zExact!), what).toBeLessThan(4);
};

test.each([
  ['classic', {}],
  ['seed000', {}],
  ['classic', { licorice: 'lose-turn' }],
])(
  '%s %o with replacement, one player: each use within 4 standard errors of the chain',
  async (preset, rules) => {
    const report = await analyze({
      game: 'candyland',
      preset,
      deck: 'with-replacement',
      players: 1,
      games: 20_000,
      seed: 3,
      ...rules,
    });
    const details = report.variants[0]!.details!;
    const jumps = details['jumps'] as JumpUseEntry[];
    const licorice = details['licorice'] as LicoriceUseEntry[];
    expect(jumps.length).toBeGreaterThan(0);
    expect(licorice.length).toBeGreaterThan(0);
    for (const j of jumps) within4(j.everUsed, `shortcut ${j.from}`);
    for (const l of licorice) within4(l.everUsed, `licorice ${l.space}`);
    // the exact heat map adds up to the expected game, and a shortcut's start is never where a
    // turn ends, in the chain or in the games
    const heat = details['heatMap'] as { simulated: number[]; exact: number[] };
    expect(heat.exact).toHaveLength(heat.simulated.length);
    const duration = report.variants[0]!.measures.duration as MeasureValue;
    expect(heat.exact.reduce((a, b) => a + b, 0)).toBeCloseTo(duration.exact!, 9);
    for (const j of jumps) expect([heat.exact[j.from], heat.simulated[j.from]]).toEqual([0, 0]);
  },
);

test('the hand-made board simulated: within 4 standard errors of 9/14 and 3/5', async () => {
  const report = await analyze({
    game: 'candyland',
    board: handEdition('lose-turn'),
    players: 1,
    games: 20_000,
    seed: 5,
  });
  const details = report.variants[0]!.details!;
  const [shortcut] = details['jumps'] as JumpUseEntry[];
  const [licorice] = details['licorice'] as LicoriceUseEntry[];
  expect(shortcut).toMatchObject({ from: 2, to: 4, kind: 'shortcut' });
  expect(licorice).toMatchObject({ space: 3, rule: 'lose-turn' });
  expect(shortcut!.everUsed.exact).toBeCloseTo(9 / 14, 14);
  within4(shortcut!.everUsed, 'shortcut');
  within4(licorice!.everUsed, 'licorice');
});

test('the real deck: simulated only, two players: no exact value', async () => {
  const report = await analyze({ game: 'candyland', preset: 'classic', players: 1, games: 2000, seed: 1 });
  const v = report.variants[0]!;
  const jumps = v.details!['jumps'] as JumpUseEntry[];
  expect(jumps[0]!.everUsed.value).toBeGreaterThan(0);
  expect(jumps[0]!.everUsed.exact).toBeUndefined();
  expect((v.details!['heatMap'] as { exact?: number[] }).exact).toBeUndefined();
  const two = await analyze({
    game: 'candyland',
    preset: 'classic',
    deck: 'with-replacement',
    players: 2,
    games: 2000,
    seed: 1,
  });
  const licorice = two.variants[0]!.details!['licorice'] as LicoriceUseEntry[];
  expect(licorice[0]!.everUsed.n).toBe(4000);
  expect(licorice[0]!.everUsed.exact).toBeUndefined();
});

test('side by side: each shortcut and licorice space both editions have, with its difference', async () => {
  const report = await analyze({ game: 'candyland', preset: 'seed000,classic', games: 2000, seed: 1 });
  const [a, b] = report.variants.map((v) => v.details!['licorice'] as LicoriceUseEntry[]);
  const d = report.useDifferences!.find((x) => x.label === 'licorice 48')!;
  expect(d).toMatchObject({ table: 'licorice', space: 48, variant: 1 });
  expect(d.difference).toBeCloseTo(b![0]!.everUsed.value! - a![0]!.everUsed.value!, 12);
  expect(d.ci95![0]).toBeLessThan(d.difference);
  expect(d.ci95![1]).toBeGreaterThan(d.difference);
  expect(report.useDifferences!.map((x) => x.label)).toEqual([
    'shortcut 5 -> 59',
    'shortcut 34 -> 47',
    'licorice 48',
    'licorice 86',
    'licorice 121',
  ]);
});
