// L.A.M.A. runs as a whole: the result block against the twin's games, a strategy's illegal
// action caught with a clear message (release and debug builds), the same report for any number
// of threads and for merged shards.

import { describe, expect, test } from 'vitest';
import { unwrap } from '../src/core/errors.js';
import { merge, simulate } from '../src/index.js';
import { type LamaTable, playReferenceGame, referenceLamaChunk } from '../src/games/lama/reference.js';
import { chooseAction } from '../src/games/lama/reference-choose.js';
import { ChunkStream } from '../src/rng/stream.js';
import { parseLamaConfig } from '../src/games/lama/schema.js';
import { BROKEN_STRATEGY_ID, type SeatStrategy } from '../src/games/lama/strategies.js';
import type { SimulationReport } from '../src/report/simulation.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { Kernel } from '../src/wasm/index.js';
import { runTask } from '../src/api/tasks.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { loadKernel } from './helpers.js';

const rules = unwrap(parseLamaConfig({})).rules;
const random: SeatStrategy = { name: 'random', id: 0, param: 0 };
const greedy: SeatStrategy = { name: 'greedy', id: 2, param: 10 };

test("the result block holds the twin's games: histograms, wins and game count", async () => {
  const kernel = await loadKernel();
  const seats = [random, greedy, random];
  const totals = runTask(kernel, {
    game: 'lama',
    config: { rules, seats },
    seed: 11n,
    chunks: [{ index: 2, games: 3000 }],
  });
  const games = referenceLamaChunk({ rules, seats }, 11n, 2, 3000, chooseAction);
  expect(totals.games).toBe(3000);
  const rounds: number[] = [];
  for (const g of games) rounds[g.rounds] = (rounds[g.rounds] ?? 0) + 1;
  expect(totals.metrics.rounds!.counts).toEqual(Array.from(rounds, (c) => c ?? 0));
  const finalScores = new Map<number, number>();
  for (const g of games) for (const s of g.scores) finalScores.set(s, (finalScores.get(s) ?? 0) + 1);
  totals.metrics.finalScore!.counts.forEach((c, v) => expect(c).toBe(finalScores.get(v) ?? 0));
  // each game's win is shared among its winners, so wins add up to the games
  const units = [0, 0, 0];
  for (const g of games) {
    const winners = [0, 1, 2].filter((s) => (g.winners >> s) & 1);
    for (const s of winners) units[s]! += 60 / winners.length;
  }
  expect(totals.winUnits).toEqual(units);
  const sum = (counts: number[]) => counts.reduce((a, c, v) => a + c * v, 0);
  expect(sum(totals.metrics.choices!.counts)).toBe(games.reduce((a, g) => a + g.choices, 0));
  expect(sum(totals.metrics.decisions!.counts)).toBe(games.reduce((a, g) => a + g.decisions, 0));
  expect(sum(totals.metrics.wentOut!.counts)).toBe(games.reduce((a, g) => a + g.outs, 0));
  expect(sum(totals.metrics.roundScore!.counts)).toBe(games.reduce((a, g) => a + g.penalties, 0));
  expect(sum(totals.metrics.leadChanges!.counts)).toBe(games.reduce((a, g) => a + g.leadChanges, 0));
});

test('the debug build (assertions on, playouts checked) plays the same games, Monte Carlo included', async () => {
  const debug = await Kernel.create(await compileKernelModule({ debug: true }));
  const montecarlo: SeatStrategy = { name: 'montecarlo', id: 4, param: 6 };
  const task = {
    game: 'lama',
    config: { rules, seats: [montecarlo, random, greedy] },
    seed: 3n,
    chunks: [{ index: 1, games: 200 }],
  } as const;
  expect(runTask(debug, task)).toEqual(runTask(await loadKernel(), task));
});

describe('a strategy that chooses an illegal action', () => {
  const broken: SeatStrategy = { name: 'random', id: BROKEN_STRATEGY_ID, param: 0 };
  const task = {
    game: 'lama',
    config: { rules, seats: [random, broken] },
    seed: 1n,
    chunks: [{ index: 0, games: 100 }],
  } as const;
  test.each([false, true])(
    'is stopped by the engine with a clear message (debug build: %s)',
    async (debug) => {
      const kernel = debug
        ? await Kernel.create(await compileKernelModule({ debug: true }))
        : await loadKernel();
      expect(() => runTask(kernel, task)).toThrow(
        /lama: seat 2's strategy \(.*\) chose an illegal action: play a \d/,
      );
    },
  );
  test('is stopped by the twin too', () => {
    const stream = new ChunkStream(1n, 0n);
    const cardThatNeverFits = (t: LamaTable) => t.nextValue(t.nextValue(t.topCard));
    expect(() =>
      playReferenceGame({ rules, seats: [random, random] }, stream, (_strategy, t, seat) =>
        seat === 1 ? { kind: 'play', value: cardThatNeverFits(t) } : { kind: 'quit' },
      ),
    ).toThrow(/lama: seat 2's strategy \(random\) chose an illegal action: play a \d/);
  });
});

/** A report without the fields that describe the machine rather than the result. */
function result(report: SimulationReport) {
  const { elapsedMs: _e, gamesPerSecond: _g, threads: _t, ...rest } = report;
  return rest;
}

describe('same seed, same result', () => {
  const options = {
    game: 'lama',
    players: 3,
    strategies: 'greedy,random,cautious',
    games: 2 * GAMES_PER_CHUNK + 999,
    seed: 99,
  } as const;
  test('1 and 2 threads give the same report', async () => {
    const one = await simulate({ ...options, threads: 1 });
    const two = await simulate({ ...options, threads: 2 });
    expect(result(two)).toEqual(result(one));
  });
  test('shards merge into the report of the whole run', async () => {
    const whole = await simulate({ ...options, threads: 1 });
    const parts = [];
    for (const shard of ['1/3', '2/3', '3/3']) parts.push(await simulate({ ...options, threads: 1, shard }));
    const merged = merge(parts);
    expect(result(merged)).toEqual(result(whole));
    expect(merged.details).toEqual(whole.details);
  });
});
