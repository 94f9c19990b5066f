// L.A.M.A.'s spread, meaningful moves, drama and security: CardStock's rank estimates on hand-made
// tables, drama and security of a hand-made lead history, the all-AI rounds' records, and the
// measures in `analyze` with intervals next to the published figures.

import { expect, test } from 'vitest';
import {
  dramaThreshold,
  leadHistoryMeasures,
  playEstimatedGame,
} from '../src/games/lama/analysis-estimates.js';
import type { MeasureValue } from '../src/analyze/measure.js';
import { unwrap } from '../src/core/errors.js';
import { estimateDecision, ranks } from '../src/games/lama/rank-estimates.js';
import { LamaTable } from '../src/games/lama/reference.js';
import { parseLamaConfig } from '../src/games/lama/schema.js';
import { STRATEGIES, type SeatStrategy } from '../src/games/lama/strategies.js';
import { analyze } from '../src/index.js';
import { ChunkStream } from '../src/rng/stream.js';

const rules = unwrap(parseLamaConfig({})).rules;
const random: SeatStrategy = { name: 'random', id: STRATEGIES.random.id, param: 0 };

/** A 4-player table: seat 0 holds `own`, the others hold six cards each, top card `top`. */
function table(own: number[], top: number): LamaTable {
  const t = new LamaTable(rules, 4);
  t.deal(new ChunkStream(5n, 0n));
  t.hands[0] = new Array<number>(t.top + 1).fill(0);
  for (const c of own) t.hands[0][c]!++;
  t.handSizes[0] = own.length;
  t.discard = [top];
  return t;
}

test("CardStock's ranks: how many players have a strictly lower total (ties share the better rank)", () => {
  expect(ranks([3, 0, 3, 5])).toEqual([1, 0, 1, 3]);
});

test("CardStock's drama threshold: halfway between the second place's estimate and 1", () => {
  expect(dramaThreshold(2)).toBe(0.5);
  expect(dramaThreshold(4)).toBeCloseTo(5 / 6, 12);
});

test("a game's drama and security from the winner's estimates", () => {
  const m = leadHistoryMeasures([1, 0.5, 0.9], 4)!;
  expect(m.drama).toBeCloseTo(Math.sqrt(5 / 6 - 0.5), 12);
  expect(m.security).toBeCloseTo(2 / 3, 12);
  expect(leadHistoryMeasures([0.9, 1], 4)).toEqual({ drama: 0, security: 1 });
  expect(leadHistoryMeasures([], 4)).toBeUndefined();
});

test('going out with the last card is estimated first in every playout, and taken', () => {
  const t = table([3], 3);
  const e = estimateDecision(t, 0, [0, 0, 0, 0], 10, new ChunkStream(1n, 0n));
  expect(e.options).toEqual([{ kind: 'play', value: 3 }, { kind: 'draw' }, { kind: 'quit' }]);
  expect(e.own[0]).toBe(1);
  expect(e.ownVariance[0]).toBe(0);
  expect(e.best).toBe(0);
  expect(e.lead[0]).toBe(1);
  expect(e.own.every((x) => x >= 0 && x <= 1)).toBe(true);
  expect(e.lead.slice(1).every((x) => x >= 0 && x < 1)).toBe(true);
});

test('a seat that has quit has one option, to pass', () => {
  const t = table([3, 5], 1);
  t.hasQuit[0] = true;
  const e = estimateDecision(t, 0, [0, 0, 0, 0], 10, new ChunkStream(1n, 0n));
  expect(e.options).toEqual([{ kind: 'pass' }]);
  expect(e.best).toBe(0);
});

test('an all-AI round: a lead estimate for every seat at every choice, drama and security from the winner’s', () => {
  const stream = new ChunkStream(9n, 0n);
  for (let g = 0; g < 3; g++) {
    const game = playEstimatedGame(rules, [random, random, random, random], stream);
    expect(game.decisions).toBeGreaterThan(0);
    expect(game.decisions).toBeLessThanOrEqual(game.choices);
    expect(game.meaningful).toBeLessThanOrEqual(game.differing);
    expect(game.spread).toBeGreaterThanOrEqual(0);
    expect(game.spread).toBeLessThanOrEqual(game.decisions);
    for (const history of game.leadHistory) {
      expect(history).toHaveLength(game.choices);
      expect(history.every((x) => x >= 0 && x <= 1)).toBe(true);
    }
    const m = leadHistoryMeasures(game.leadHistory[game.winner]!, 4)!;
    expect([game.drama, game.security]).toEqual([m.drama, m.security]);
  }
});

test('analyze lama: spread, drama, security and meaningful moves with intervals, reproducible', async () => {
  const run = () => analyze({ game: 'lama', players: 4, strategies: 'greedy', games: 60, seed: 2 });
  const report = await run();
  const [v] = report.variants;
  for (const name of ['spread', 'drama', 'security', 'meaningfulMoves'] as const) {
    const m = v!.measures[name] as MeasureValue;
    expect(m.n).toBe(20);
    expect(m.value).toBeGreaterThan(0);
    expect(m.value).toBeLessThan(1);
    expect(m.ci95![0]).toBeLessThan(m.value!);
    expect(m.ci95![1]).toBeGreaterThan(m.value!);
  }
  const readings = v!.details!['readings'] as Record<string, unknown>;
  expect((readings['spreadOverDecisions'] as MeasureValue).value).toBeGreaterThan(
    (v!.measures.spread as MeasureValue).value!,
  );
  expect(readings['meaningfulMovesLiteral']).toBeGreaterThanOrEqual(
    (v!.measures.meaningfulMoves as MeasureValue).value!,
  );
  expect((await run()).variants[0]!.measures).toEqual(v!.measures);
});
