// analyze's exact values are exact jobs (src/run/exact-job.ts), computed on the platform's worker
// while the games play: the report is the same as when they are computed on the calling thread, an
// AbortSignal or Ctrl-C stops a run waiting for them at once, and a job that fails fails the run.

import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { type AnalyzeProgress, analyzeWith } from '../src/api/analyze.js';
import type { AnalyzeReport } from '../src/analyze/report.js';
import { CancelledError } from '../src/core/errors.js';
import { nodePlatform } from '../src/workers/platform-node.js';
import { solveGameJob } from '../src/games/jobs.js';
import type { ExactJob, ExactRunner } from '../src/run/exact-job.js';
import type { Platform } from '../src/api/simulate.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-analyze-exact-job-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** analyze() on Node's platform with its exact jobs run by `runExact`. */
function analyzeOn(runExact: ExactRunner) {
  const platform: Platform = { ...nodePlatform, runExact };
  return analyzeWith(() => compileKernelModule(), platform);
}

/** What the workers compute, computed on this thread. */
const onThisThread: ExactRunner = async (job) => solveGameJob(job);

/** A board of long games whose pair chain takes seconds (it sweeps until it gives up): overshoot
 *  "stay", and every odd one of the last `back` squares sends the piece back to square 1. */
function longBoard(squares: number, back: number): string {
  const jumps: Record<number, number> = {};
  for (let s = squares - back; s < squares; s++) if (s % 2 !== 0) jumps[s] = 1;
  return JSON.stringify({ squares, start: 1, jumps, rollAgainOnSix: false, overshoot: 'stay', dieFaces: 6 });
}

/** The report without what tells the time. */
function withoutTimes(report: AnalyzeReport): unknown {
  const { elapsedMs: _e, ...rest } = report;
  return { ...rest, variants: report.variants.map(({ exactMs: _x, ...variant }) => variant) };
}

describe('the exact values are computed by the platform', () => {
  test.each([
    ['snakes', { preset: 'classic,efi', players: 2 }, ['snakes-analysis', 'snakes-analysis']],
    ['snakes', { preset: 'classic', players: 1 }, ['snakes-analysis']],
    ['candyland', { preset: 'classic', deck: 'with-replacement', players: 2 }, ['candyland-analysis']],
    ['candyland', { preset: 'classic', deck: 'with-replacement', players: 1 }, ['candyland-analysis']],
    // the real deck has no exact values: no job, and the report still says why
    ['candyland', { preset: 'classic', players: 2 }, []],
  ])('%s %j: one job a variant, the same report as on this thread', async (game, config, kinds) => {
    const jobs: ExactJob[] = [];
    const onWorker = await analyzeOn((job, signal) => {
      jobs.push(job);
      return nodePlatform.runExact!(job, signal);
    })({ game, ...config, games: 3000, seed: 4 });
    const onThread = await analyzeOn(onThisThread)({ game, ...config, games: 3000, seed: 4 });
    expect(jobs.map((job) => job.game)).toEqual(kinds);
    expect(withoutTimes(onWorker)).toEqual(withoutTimes(onThread));
    expect(onWorker.variants[0]!.details).toHaveProperty(kinds.length > 0 ? 'heatMap' : 'exactNote');
    // the time the jobs took; a variant without one computed nothing
    for (const variant of onWorker.variants) expect(variant.exactMs! > 0).toBe(kinds.length > 0);
  });

  test('a platform without a runner for exact jobs is a bug, said plainly', async () => {
    const { runExact: _worker, ...withoutWorkers } = nodePlatform;
    const run = analyzeWith(() => compileKernelModule(), withoutWorkers)({ game: 'snakes', games: 100 });
    await expect(run).rejects.toThrow('a platform without runExact cannot compute snakes-analysis');
  });

  test('exact: false starts no job', async () => {
    const jobs: ExactJob[] = [];
    await analyzeOn((job, signal) => {
      jobs.push(job);
      return nodePlatform.runExact!(job, signal);
    })({ game: 'snakes', players: 2, games: 1000, exact: false });
    expect(jobs).toEqual([]);
  });
});

describe('while the exact values are computed', () => {
  /** A job that never answers: it ends only when its signal fires. */
  const endless: ExactRunner = (_job, signal) =>
    new Promise((_resolve, reject) =>
      signal!.addEventListener('abort', () => reject(new CancelledError()), { once: true }),
    );

  test.each([
    ['a job that never answers', endless, { preset: 'classic' }],
    // the real worker thread, busy with a pair chain of many seconds
    ['the worker thread', nodePlatform.runExact!, { board: longBoard(200, 8) }],
  ])('an AbortSignal fired once the games are done stops the run (%s)', async (_name, runExact, source) => {
    const controller = new AbortController();
    const seen: AnalyzeProgress[] = [];
    const run = analyzeOn(runExact)({
      game: 'snakes',
      ...source,
      players: 2,
      games: 500,
      signal: controller.signal,
      onProgress: (progress) => {
        seen.push(progress);
        if (progress.exact === 'computing') controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(CancelledError);
    expect(seen.at(-1)).toEqual({ done: 500, total: 500, exact: 'computing' });
  });

  test('a job that fails fails the run with its error, and stops the games', async () => {
    let chunks = 0;
    const failing: ExactRunner = () => Promise.reject(new Error('the exact job failed'));
    const run = analyzeOn(failing)({
      game: 'snakes',
      players: 2,
      games: 500_000,
      onProgress: () => chunks++,
    });
    await expect(run).rejects.toThrow('the exact job failed');
    // 500,000 games are 8 chunks: the failure is heard after the first
    expect(chunks).toBeLessThan(8);
  });
});

test('Ctrl-C during a long pair chain ends analyze at once: exit 130, no output file', async () => {
  const board = join(dir, 'long.json');
  writeFileSync(board, longBoard(200, 8));
  const out = join(dir, 'stopped.json');
  const r = await runCli(
    ['analyze', 'snakes', '--board', board, '--players', '2', '--games', '1000', '--out', out, '--quiet'],
    { onSpawn: (kill) => setTimeout(() => kill('SIGINT'), 2000) },
  );
  expect(r.code).toBe(130);
  expect(r.stderr).toMatch(/^boardsim: interrupted; nothing was written\n$/);
  expect(r.stdout).toBe('');
  expect(existsSync(out)).toBe(false);
});

describe('bounded by --threads (issue 35, item 2)', () => {
  test('no more exact jobs at once than the threads asked for', async () => {
    let running = 0;
    let most = 0;
    const counted: ExactRunner = async (job) => {
      most = Math.max(most, ++running);
      // let every other job that could start start before this one ends
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
      return solveGameJob(job);
    };
    for (const threads of [1, 2]) {
      most = 0;
      await analyzeOn(counted)({
        game: 'snakes',
        preset: 'classic,efi,classic-48,efi-reversed',
        players: 1,
        games: 1000,
        threads,
      });
      expect(most).toBe(threads);
    }
  });

  test('more variants than one analysis compares are refused before any work', async () => {
    const jobs: ExactJob[] = [];
    const run = analyzeOn(async (job) => {
      jobs.push(job);
      return solveGameJob(job);
    })({ game: 'snakes', preset: Array(65).fill('classic').join(','), games: 100, threads: 1 });
    await expect(run).rejects.toMatchObject({
      issues: [expect.objectContaining({ code: 'analyze/too-many-variants', path: 'preset' })],
    });
    expect(jobs).toEqual([]);
  });
});
