// The race analyses (Snakes and Ladders, Candy Land) on the platform's worker threads: the same
// report on any number of threads, over runs of several chunks; --threads checked as simulate
// checks it; progress chunk by chunk from every worker; an AbortSignal or Ctrl-C ends the run.

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { AnalyzeProgress } from '../src/api/analyze.js';
import type { AnalyzeReport } from '../src/analyze/report.js';
import { BoardsimError, CancelledError } from '../src/core/errors.js';
import { analyze, simulate } from '../src/index.js';
import { ChunkOrderSums } from '../src/run/chunk-order.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-analyze-threads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Three chunks, the last one short. */
const GAMES = 2 * GAMES_PER_CHUNK + 8_000;

/** The report without what tells the time. */
function withoutTimes(report: AnalyzeReport): unknown {
  const { elapsedMs: _e, ...rest } = report;
  return { ...rest, variants: report.variants.map(({ exactMs: _x, ...variant }) => variant) };
}

describe.each([
  ['snakes', { preset: 'classic', players: 2 }],
  ['snakes', { preset: 'classic,efi', players: 4, exact: false }],
  ['candyland', { preset: 'classic', players: 2, exact: false }],
  ['candyland', { preset: 'seed000', deck: 'with-replacement', players: 3, exact: false }],
])('analyze %s %j over three chunks', (game, options) => {
  test('the same report on 1, 2 and 3 threads', async () => {
    const run = (threads: number) => analyze({ game, ...options, games: GAMES, seed: 11, threads });
    const one = withoutTimes(await run(1));
    expect(withoutTimes(await run(2))).toEqual(one);
    expect(withoutTimes(await run(3))).toEqual(one);
  });
});

test('chunk sums come to the same bits in whatever order they come back', () => {
  const chunks = [0.1, 1e16, -1e16, 0.3].map((x, c) => Float64Array.of(x, c / 3));
  const inOrder = new ChunkOrderSums(5);
  chunks.forEach((sums, c) => inOrder.add(5 + c, sums));
  const shuffled = new ChunkOrderSums(5);
  for (const c of [2, 0, 3, 1]) shuffled.add(5 + c, chunks[c]!);
  expect(shuffled.sums()).toEqual(inOrder.sums());
  // added from the first chunk on: ((0.1 + 1e16) - 1e16) + 0.3, not 0.1 + 0.3
  expect(inOrder.sums()[0]).toBe(0.1 + 1e16 - 1e16 + 0.3);
  const gap = new ChunkOrderSums(0);
  gap.add(1, chunks[1]!);
  expect(() => gap.sums()).toThrow('chunk 0 never came back');
});

test("the library's analyze({ game: 'snakes', threads: 2 }): progress chunk by chunk up to every game", async () => {
  const seen: AnalyzeProgress[] = [];
  const report = await analyze({
    game: 'snakes',
    preset: 'classic,efi',
    games: GAMES,
    seed: 2,
    threads: 2,
    exact: false,
    onProgress: (progress) => seen.push(progress),
  });
  expect(report.variants.map((v) => v.games)).toEqual([GAMES, GAMES]);
  const done = seen.map((p) => p.done);
  expect(done).toEqual([...done].sort((a, b) => a - b));
  // the start, then each of the six chunks as it comes back
  expect(seen).toHaveLength(7);
  expect(seen.at(-1)).toEqual({ done: 2 * GAMES, total: 2 * GAMES });
});

test.each([0, -1, 'x', 2.5])('threads %j: the error simulate gives', async (threads) => {
  const refusal = (run: Promise<unknown>) => run.catch((error: unknown) => error);
  const analyzed = await refusal(analyze({ game: 'candyland', games: 10, threads }));
  const simulated = await refusal(simulate({ game: 'candyland', games: 10, threads }));
  expect(analyzed).toBeInstanceOf(BoardsimError);
  expect((analyzed as BoardsimError).issues).toEqual((simulated as BoardsimError).issues);
  expect((analyzed as BoardsimError).issues[0]).toMatchObject({ path: 'threads' });
});

test.each([
  ['0', /^boardsim: error: --threads: must be a positive whole number, not 0\n$/],
  ['-1', /^boardsim: error: --threads: must be a positive whole number, not -1\n$/],
  ['x', /^boardsim: error: --threads: must be a positive whole number, not x\n$/],
])('boardsim analyze snakes --threads=%s: exit 2, one line', async (threads, message) => {
  const r = await runCli(['analyze', 'snakes', `--threads=${threads}`, '--games', '100']);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(message);
});

test('an AbortSignal ends a run on two threads: no report, no progress after', async () => {
  const controller = new AbortController();
  const seen: AnalyzeProgress[] = [];
  const run = analyze({
    game: 'candyland',
    games: 1e9,
    threads: 2,
    exact: false,
    signal: controller.signal,
    onProgress: (progress) => {
      seen.push(progress);
      if (progress.done > 0) controller.abort();
    },
  });
  await expect(run).rejects.toBeInstanceOf(CancelledError);
  const heard = seen.length;
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(seen).toHaveLength(heard);
  expect(seen.at(-1)!.done).toBeLessThan(10 * GAMES_PER_CHUNK);
});

test('Ctrl-C during analyze snakes --threads 2 ends it at once: exit 130, no output file', async () => {
  const out = join(dir, 'stopped.json');
  const r = await runCli(
    ['analyze', 'snakes', '--games', '1e10', '--threads', '2', '--no-exact', '--out', out, '--quiet'],
    { onSpawn: (kill) => setTimeout(() => kill('SIGINT'), 2000) },
  );
  expect(r.code).toBe(130);
  expect(r.stderr).toMatch(/^boardsim: interrupted; nothing was written\n$/);
  expect(r.stdout).toBe('');
  expect(existsSync(out)).toBe(false);
});
