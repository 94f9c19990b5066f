// L.A.M.A.'s one-round measures in CardStock's definitions: the regression slope, order, the readings,
// the published figures beside the 4-player table; the kernel's report against the twin's, on any
// number of threads.

import { expect, test } from 'vitest';
import { type MeasureValue, fairness, proportion, slope } from '../src/analyze/measure.js';
import {
  CARDSTOCK_LAMA_4P,
  LAMA_SUMS_LENGTH,
  analyzeLamaChunk,
  lamaVariant,
  orderMeasure,
} from '../src/games/lama/analysis.js';
import { addChunkSums } from '../src/games/lama/analysis-run.js';
import { formatAnalysis } from '../src/analyze/text.js';
import { lamaRunSettings } from '../src/games/lama/settings.js';
import { BoardsimError } from '../src/core/errors.js';
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

test('--players reads as in tournament, fairness and ladder: 2-3 and 3,5; a backwards range is refused', async () => {
  const sizes = async (players: string) =>
    (await analyze({ game: 'lama', players, strategies: 'greedy', games: 10, seed: 1 })).variants.map(
      (v) => v.players,
    );
  expect(await sizes('2-3')).toEqual([2, 3]);
  expect(await sizes('3,5')).toEqual([3, 5]);
  await expect(analyze({ game: 'lama', players: '6..2', games: 10 })).rejects.toThrow(
    /players: the range "6\.\.2" runs backwards, so it holds no player count; write 2\.\.6/,
  );
  await expect(analyze({ game: 'lama', players: '2..7', games: 10 })).rejects.toThrow(
    /players: must be player counts from 2 to 6 such as 2\.\.6, 4 or 3,5, not "2\.\.7"/,
  );
});

test('the report is the twin’s, and the same on one thread and on two', async () => {
  // no --strategies: order's player is CardStock's PIPMC player
  const options = { game: 'lama', players: '2..3', games: 45, seed: 6 };
  const [one, two] = await Promise.all([
    analyze({ ...options, threads: 1 }),
    analyze({ ...options, threads: 2 }),
  ]);
  expect(two.variants).toEqual(one.variants);
  const twin = [2, 3].map((players) => {
    const { preset, rules, seats } = lamaRunSettings({
      players,
      strategies: ['pipmc', ...new Array<string>(players - 1).fill('random')],
      rounds: 1,
    });
    const sums = analyzeLamaChunk(rules, players, seats[0]!, seats[1]!, 6n, { index: 0, games: 45 });
    return lamaVariant(preset, rules, players, seats[0]!, sums);
  });
  expect(one.variants).toEqual(twin);
});

test("order's player: CardStock's PIPMC player unless --strategies names another, named in JSON and text", async () => {
  const options = { game: 'lama', players: 4, games: 30, seed: 2 };
  const byDefault = await analyze(options);
  const named = await analyze({ ...options, strategies: 'pipmc:10' });
  const other = await analyze({ ...options, strategies: 'montecarlo:5' });
  expect(named.variants).toEqual(byDefault.variants);
  const readings = (r: typeof byDefault) => r.variants[0]!.details!['readings'] as Record<string, unknown>;
  expect(byDefault.variants[0]!.strategies).toEqual(['pipmc:10', 'random']);
  expect(readings(byDefault)['orderPlayer']).toBe('pipmc:10');
  expect(readings(byDefault)['order']).toMatch(/pipmc:10 seat \(CardStock's PIPMC player/);
  expect(formatAnalysis(byDefault)).toMatch(
    /^ {2}order: \(w − 1\/n\) \/ \(1 − 1\/n\), w the win share of one pipmc:10 seat \(CardStock's PIPMC/m,
  );
  expect(readings(other)['orderPlayer']).toBe('montecarlo:5');
  expect(formatAnalysis(other)).toMatch(/one montecarlo:5 seat \(not CardStock's player/);
});

test("CardStock's order: the win share's gain over chance, (w − 1/n) / (1 − 1/n), its interval mapped", () => {
  // CardStock's published 4-player order, 0.48, is a win share of 0.61: (0.61 − 0.25) / 0.75
  expect(orderMeasure(61, 100, 4).value).toBeCloseTo(0.48, 12);
  expect(orderMeasure(50, 100, 2).value).toBeCloseTo(0, 12);
  const share = proportion(61, 100);
  const order = orderMeasure(61, 100, 4);
  expect(order.ci95![0]).toBeCloseTo((share.ci95![0] - 0.25) / 0.75, 12);
  expect(order.ci95![1]).toBeCloseTo((share.ci95![1] - 0.25) / 0.75, 12);
  expect(order).toMatchObject({ n: 100, method: 'mapped-wilson' });
  // a player worse than chance: below 0, not cut
  expect(orderMeasure(10, 100, 4).value).toBeCloseTo(-0.2, 12);
});

test('chunk sums are added in chunk order, whatever order they came back in', () => {
  const sums = (x: number) => new Float64Array(LAMA_SUMS_LENGTH).fill(x);
  // 0.1 + 0.2 + 0.3 is not 0.3 + 0.2 + 0.1 in floating point: the order shows in the bits
  const chunks = [0.1, 0.2, 0.3].map((x, chunk) => ({ variant: 0, chunk, sums: sums(x) }));
  const inOrder = addChunkSums(chunks, 1)[0]![0];
  expect(inOrder).toBe(0.1 + 0.2 + 0.3);
  expect(inOrder).not.toBe(0.3 + 0.2 + 0.1);
  expect(addChunkSums([...chunks].reverse(), 1)[0]![0]).toBe(inOrder);
  const [first, second] = addChunkSums([{ variant: 1, chunk: 0, sums: sums(2) }, ...chunks], 2);
  expect([first![5], second![5]]).toEqual([inOrder, 2]);
});

test('a bad thread count is named, before any game is played', async () => {
  await expect(analyze({ game: 'lama', games: 30, threads: 0 })).rejects.toThrow(BoardsimError);
  await expect(analyze({ game: 'lama', games: 30, threads: 'many' })).rejects.toThrow(/threads/);
});

test("order's player given as anything but one spec is named, not silently replaced", async () => {
  const bad = analyze({ game: 'lama', games: 30, strategies: ['pipmc', 'random'] });
  await expect(bad).rejects.toThrow(BoardsimError);
  // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
  await expect(analyze({ game: 'lama', games: 30, strategies: 7 })).rejects.toThrow(
    /strategies: give the search player whose wins make order as one spec, such as "pipmc"/,
  );
});
