// L.A.M.A.'s one-round measures in CardStock's definitions: the regression slope, the readings,
// the published figures beside the 4-player table.

import { expect, test } from 'vitest';
import { type MeasureValue, fairness } from '../src/analyze/measure.js';
import { CARDSTOCK_LAMA_4P, slope } from '../src/analyze/lama.js';
import { analyze } from '../src/index.js';

test('the least-squares slope against the choice number', () => {
  expect(slope([5, 4, 3, 2])).toBeCloseTo(-1, 12);
  expect(slope([1, 3, 2, 4])).toBeCloseTo(0.8, 12);
  expect(slope([7])).toBeUndefined();
});

test("CardStock's fairness: wp·n up to 1/n, then falling to 0 at wp = 1", () => {
  expect(fairness(25, 100, 4).value).toBeCloseTo(1, 12);
  expect(fairness(10, 100, 4).value).toBeCloseTo(0.4, 12);
  expect(fairness(40, 100, 4).value).toBeCloseTo(0.8, 12);
  // the interval of a rate near 1/n reaches the fair score 1
  expect(fairness(25, 100, 4).ci95![1]).toBe(1);
});

test('a 4-player round: order, fairness and convergence with intervals, next to the published figures', async () => {
  const report = await analyze({ game: 'lama', players: 4, strategies: 'greedy', games: 300, seed: 3 });
  const [v] = report.variants;
  const convergence = v!.measures.convergence as MeasureValue;
  expect(convergence.value).toBeGreaterThan(0.5);
  expect(convergence.ci95![1]).toBeGreaterThan(convergence.ci95![0]);
  expect((v!.measures.order as MeasureValue).n).toBe(100);
  expect((v!.measures.fairness as MeasureValue).method).toBe('mapped-wilson');
  expect((v!.measures.spread as MeasureValue).n).toBe(100);
  expect(v!.details!['published']).toMatchObject(CARDSTOCK_LAMA_4P);
  expect(v!.measures.leadChanges).toMatchObject({ meaning: false });
});

test('2..6 players: one table per size', async () => {
  const report = await analyze({ game: 'lama', players: '2..6', strategies: 'greedy', games: 20, seed: 1 });
  expect(report.variants.map((v) => v.players)).toEqual([2, 3, 4, 5, 6]);
  expect(report.differences).toHaveLength(4 * report.differences!.filter((d) => d.variant === 1).length);
});
