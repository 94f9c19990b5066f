// Same seed, same result: for 1, 2 or 3 threads, in any order of chunks, and for shards merged.

import { describe, expect, test } from 'vitest';
import { merge, simulate } from '../src/index.js';
import type { SimulationReport } from '../src/report/simulation.js';
import { groupTasks, planChunks } from '../src/run/plan.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';

/** A report without the fields that describe the machine rather than the result. */
function result(
  report: SimulationReport,
): Omit<SimulationReport, 'elapsedMs' | 'gamesPerSecond' | 'threads'> {
  const { elapsedMs: _e, gamesPerSecond: _g, threads: _t, ...rest } = report;
  return rest;
}

// a little over 7 chunks: the last one is partial
const games = 7 * GAMES_PER_CHUNK + 12_345;

describe('threads', () => {
  test.each([
    ['efi, one player', { preset: 'efi' }],
    ['efi-reversed, three players alternating', { preset: 'efi-reversed', players: 3, mode: 'alternating' }],
    ['classic, two players independent', { preset: 'classic', players: 2, mode: 'independent' }],
  ])('%s: 1, 2 and 3 threads give the same report', async (_name, options) => {
    const reports = [];
    for (const threads of [1, 2, 3])
      reports.push(await simulate({ game: 'snakes', games, seed: 2024, threads, ...options }));
    expect(reports.map((r) => r.threads)).toEqual([1, 2, 3]);
    expect(result(reports[1]!)).toEqual(result(reports[0]!));
    expect(result(reports[2]!)).toEqual(result(reports[0]!));
  });

  test('chunks that do not divide evenly among tasks: a ragged last task, 1, 2 and 3 threads', async () => {
    // 13 chunks, the last partial: one thread makes tasks of 3 chunks (3+3+3+3+1), two threads
    // tasks of 2 (2·6+1), three threads tasks of 1; the short last task must stop at the run's end
    const ragged = 12 * GAMES_PER_CHUNK + 777;
    const plan = planChunks(ragged);
    for (const [threads, sizes] of [
      [1, [3, 3, 3, 3, 1]],
      [2, [2, 2, 2, 2, 2, 2, 1]],
    ] as const) {
      const tasks = [...groupTasks(plan, threads)];
      expect(tasks.map((t) => t.length)).toEqual(sizes);
      expect(tasks.flat().at(-1)).toEqual({ index: 12, games: 777 });
    }
    const reports = [];
    for (const threads of [1, 2, 3])
      reports.push(await simulate({ game: 'snakes', preset: 'efi', games: ragged, seed: 31, threads }));
    expect(reports[0]!.games).toBe(ragged);
    expect(reports[0]!.metrics.turns!.histogram.reduce((n, [, c]) => n + c, 0)).toBe(ragged);
    expect(result(reports[1]!)).toEqual(result(reports[0]!));
    expect(result(reports[2]!)).toEqual(result(reports[0]!));
  });

  test('a different seed gives a different result', async () => {
    const a = await simulate({ game: 'snakes', games: 100_000, seed: 1, threads: 1 });
    const b = await simulate({ game: 'snakes', games: 100_000, seed: 2, threads: 1 });
    expect(a.metrics.turns!.histogram).not.toEqual(b.metrics.turns!.histogram);
  });

  test('a run is the sum of its chunks: the first N chunks of a longer run are a shorter run', async () => {
    const short = await simulate({ game: 'snakes', games: 2 * GAMES_PER_CHUNK, seed: 9, threads: 1 });
    const long = await simulate({ game: 'snakes', games: 3 * GAMES_PER_CHUNK, seed: 9, threads: 1 });
    const third = await simulate({
      game: 'snakes',
      games: 3 * GAMES_PER_CHUNK,
      seed: 9,
      threads: 1,
      shard: '3/3',
    });
    const merged = new Map<number, number>();
    for (const r of [short, third])
      for (const [v, c] of r.metrics.turns!.histogram) merged.set(v, (merged.get(v) ?? 0) + c);
    expect([...merged.entries()].sort((x, y) => x[0] - y[0])).toEqual(long.metrics.turns!.histogram);
  });
});

describe('shards', () => {
  test.each([2, 3, 8])('merge of %i shards equals the single run', async (count) => {
    const whole = await simulate({
      game: 'snakes',
      preset: 'efi',
      players: 2,
      mode: 'independent',
      games,
      seed: 77,
      threads: 2,
    });
    const shards: SimulationReport[] = [];
    for (let k = 1; k <= count; k++) {
      shards.push(
        await simulate({
          game: 'snakes',
          preset: 'efi',
          players: 2,
          mode: 'independent',
          games,
          seed: 77,
          threads: 1,
          shard: `${k}/${count}`,
        }),
      );
    }
    expect(shards.reduce((s, r) => s + r.games, 0)).toBe(games);
    // shuffled order: merging does not care
    expect(result(merge([...shards].reverse()))).toEqual(result(whole));
  });

  test('merge refuses overlapping, missing and mismatched shards', async () => {
    const opts = { game: 'snakes', games, seed: 5, threads: 1 } as const;
    const one = await simulate({ ...opts, shard: '1/2' });
    const two = await simulate({ ...opts, shard: '2/2' });
    const otherSeed = await simulate({ ...opts, seed: 6, shard: '2/2' });
    expect(() => merge([one, one, two])).toThrow(/report 2: shard 1\/2 is also in report 1/);
    expect(() => merge([one])).toThrow(/missing/);
    expect(() => merge([one, otherSeed])).toThrow(/seed is 6, not 5/);
  });
});
