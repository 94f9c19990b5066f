// Candy Land analysed: the same games as `simulate` from the same seed, the race measures against
// the exact pair chain with the with-replacement deck (within 4 standard errors: about 1 in 16,000
// per comparison by chance), and the plain statement that the real deck has no exact answer.

import { expect, test } from 'vitest';
import { type MeasureValue, hasMeaning } from '../src/analyze/measure.js';
import { formatAnalysis } from '../src/analyze/text.js';
import { analyze, simulate } from '../src/index.js';

test('the games are those simulate plays with the same seed', async () => {
  const options = { game: 'candyland', preset: 'seed000', players: 3, games: 3000, seed: 4 };
  const report = await analyze({ ...options, exact: false });
  const sim = await simulate({ ...options, threads: 1 });
  const v = report.variants[0]!;
  expect(v.seats.map((s) => s.value)).toEqual(sim.seats.map((s) => s.winRate));
  expect(v.measures.duration).toMatchObject({ value: sim.metrics.turns!.mean });
  expect(v.details!.exactNote).toBeUndefined();
});

test.each([
  ['classic', 'a rotation'],
  ['seed000', "seed 000's deck-count order (66 cards: it alternates)"],
])('with replacement, two players, %s (%s): within 4 standard errors of the pair chain', async (preset) => {
  const report = await analyze({
    game: 'candyland',
    preset,
    deck: 'with-replacement',
    players: 2,
    games: 20_000,
    seed: 8,
  });
  const v = report.variants[0]!;
  expect(v.details!.exactErrorBound).toBeLessThan(1e-9);
  for (const name of [
    'fairness',
    'advantage',
    'balance',
    'seatAdvantage',
    'drama',
    'leadChanges',
    'decidedInLastTurn',
    'winnerTrailed',
    'duration',
  ] as const) {
    const m = v.measures[name] as MeasureValue;
    expect(hasMeaning(m)).toBe(true);
    expect(m.exact, name).toBeDefined();
    expect(Math.abs(m.zExact!), name).toBeLessThan(4);
  }
  const byMove = v.leaderWinsByMove!.filter((b) => b.value.n > 1000);
  expect(byMove.length).toBeGreaterThan(5);
  for (const b of byMove) expect(Math.abs(b.value.zExact!), `move ${b.move}`).toBeLessThan(4);
});

test('the real deck: no exact values, and the report says why', async () => {
  const report = await analyze({ game: 'candyland', preset: 'classic', players: 2, games: 500, seed: 1 });
  const v = report.variants[0]!;
  expect((v.measures.drama as MeasureValue).exact).toBeUndefined();
  expect(v.details!.exactNote).toMatch(/without replacement/);
  expect(formatAnalysis(report)).toContain(`exact values: ${v.details!.exactNote as string}`);
});

test('an edition too large for the pair chain: the seats stay exact and the report says why', async () => {
  const colors = ['R', 'G', 'B'];
  const report = await analyze({
    game: 'candyland',
    board: {
      colors,
      pictures: [],
      spaces: Array.from({ length: 400 }, (_, i) => colors[i % 3]!),
      licorice: [],
      shortcuts: {},
      deck: colors.map((color) => ({ color, amount: 2 as const })),
      rules: { deck: 'with-replacement' },
    },
    players: 2,
    games: 200,
    seed: 1,
  });
  const v = report.variants[0]!;
  expect(v.details!.exactNote).toMatch(/at most 300 states a player; this one has 401/);
  expect((v.measures.advantage as MeasureValue).exact).toBeDefined();
  expect((v.measures.leadChanges as MeasureValue).exact).toBeUndefined();
});
