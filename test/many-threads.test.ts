// Many cores: no listener-leak warning however many threads share one AbortSignal, and threads
// past the run's tasks or far past the cores are capped, with a note when they were asked for.

import { describe, expect, test } from 'vitest';
// the built pool: its workers are plain JavaScript (from src/ each would load a TypeScript loader)
import { createNodePool } from '../dist/run/pool-node.js';
import { prepareRun } from '../src/games/index.js';
import { planChunks, workerThreads } from '../src/run/plan.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { runCli } from './helpers.js';

describe('64 worker threads on one signal', () => {
  test('no MaxListenersExceededWarning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    const pool = await createNodePool(64);
    try {
      const run = prepareRun('snakes', { preset: 'classic' });
      const controller = new AbortController();
      const results = await Promise.all(
        Array.from({ length: 64 }, (_, i) =>
          pool.run(run.task(1n, [{ index: i, games: 100 }]), controller.signal),
        ),
      );
      expect(results.reduce((sum, r) => sum + r.games, 0)).toBe(6400);
      // warnings are emitted on the next tick
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
      await pool.close();
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });
});

describe('workerThreads', () => {
  const plan = planChunks(153 * GAMES_PER_CHUNK); // 153 chunks, as --games 1e7
  test('as many as asked for when the run and the cores allow', () => {
    expect(workerThreads(4, plan, 2)).toEqual({ workers: 4 });
  });
  test('far beyond the cores: two per core, with a note', () => {
    expect(workerThreads(256, plan, 2)).toEqual({
      workers: 4,
      note: '--threads 256: ran 4 threads (2 per core on 2 cores: more only cost memory)',
    });
  });
  test('beyond the tasks: one per task, with a note', () => {
    expect(workerThreads(8, planChunks(1000), 64)).toEqual({
      workers: 1,
      note: '--threads 8: ran 1 thread (the run has 1 task)',
    });
  });
});

test('the CLI says so in one line', async () => {
  const r = await runCli(['simulate', 'snakes', '--games', '1000', '--threads', '256', '--quiet']);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/^note: --threads 256: ran 1 thread \(the run has 1 task\)$/m);
  expect(r.stderr).not.toMatch(/MaxListeners/);
});

test('tournament, fairness and ladder cap their threads at two per core too', async () => {
  const { availableParallelism } = await import('node:os');
  const { tournament } = await import('../src/index.js');
  const report = await tournament({
    game: 'lama',
    players: 2,
    strategies: 'random,greedy',
    games: 200,
    threads: 256,
  });
  expect(report.threads).toBe(2 * availableParallelism());
});
