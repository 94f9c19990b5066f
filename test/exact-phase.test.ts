// The exact answer a simulate report compares against is computed alongside the games, off the
// calling thread: it shows as a phase of the progress, counts in the reported time, stops at once
// on an AbortSignal or Ctrl-C, and `exact: false` (--no-exact) leaves it out.

import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CancelledError, simulate, type Progress } from '../src/index.js';
import { runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-exact-phase-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The board of long games: overshoot "stay", and all but every second one of the last
 *  `back` squares send the piece back to square 1. On 1,000 squares with back = 8, a game lasts
 *  1,876 turns on average and the exact distribution takes seconds; the games take milliseconds. */
function longBoard(squares: number, back: number): string {
  const jumps: Record<number, number> = {};
  for (let s = squares - back; s < squares; s++) if (s % 2 !== 0) jumps[s] = 1;
  return JSON.stringify({ squares, start: 1, jumps, rollAgainOnSix: false, overshoot: 'stay', dieFaces: 6 });
}

describe('an AbortSignal during the exact phase', () => {
  test.each([
    ['snakes', { board: longBoard(1000, 8) }],
    // random play's exact distribution on the English board: millions of states before it gives up
    ['pegs', { board: 'english' }],
  ])('%s: fired once the games are done and the exact answer is not, it rejects', async (game, config) => {
    const controller = new AbortController();
    const seen: Progress[] = [];
    const run = simulate({
      game,
      ...config,
      games: 1000,
      threads: 1,
      signal: controller.signal,
      onProgress: (p) => {
        seen.push(p);
        if (p.gamesDone === p.games && p.exact === 'computing') controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(CancelledError);
    expect(seen.at(-1)).toMatchObject({ gamesDone: 1000, games: 1000, exact: 'computing' });
  });
});

test('the exact phase is reported, and its time counts in elapsedMs', async () => {
  let computingSince: number | undefined;
  let doneAt: number | undefined;
  const report = await simulate({
    game: 'snakes',
    board: longBoard(300, 6),
    games: 2000,
    threads: 1,
    onProgress: (p) => {
      if (p.exact === 'computing') computingSince ??= performance.now();
      if (p.exact === 'done') doneAt ??= performance.now();
    },
  });
  expect(computingSince).toBeDefined();
  expect(doneAt).toBeDefined();
  // both moments are inside the timed run (elapsedMs is rounded to 0.1 ms)
  expect(report.elapsedMs).toBeGreaterThanOrEqual(doneAt! - computingSince! - 0.1);
  expect(report.exact).toMatchObject({ turns: { mean: expect.closeTo(410.1142857, 5) } });
});

describe('exact: false and --no-exact', () => {
  test.each([
    ['snakes', { preset: 'efi' }],
    ['candyland', { preset: 'classic', deck: 'with-replacement' }],
    ['pegs', { board: 'triangle5' }],
  ])('%s: the report has no exact key and every other key', async (game, config) => {
    const base = { game, ...config, games: 3000, seed: 5, threads: 1 };
    const withExact = await simulate(base);
    const without = await simulate({ ...base, exact: false });
    expect(withExact.exact).toBeDefined();
    expect(without).not.toHaveProperty('exact');
    const { exact: _exact, elapsedMs: _a, gamesPerSecond: _b, run: runA, notes: _c, ...rest } = withExact;
    const { elapsedMs: _d, gamesPerSecond: _e, run: runB, notes: _f, ...restWithout } = without;
    expect(restWithout).toEqual(rest);
    expect({ ...runB, digest: 0 }).toEqual({ ...runA, digest: 0 });
  });

  test('the library refuses an exact option that is not a boolean', async () => {
    await expect(simulate({ game: 'snakes', games: 10, exact: 'no' as unknown as boolean })).rejects.toThrow(
      /exact: true or false, not "no"/,
    );
  });

  test('--no-exact on the command line', async () => {
    const r = await runCli(['simulate', 'snakes', '--games', '2000', '--no-exact', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).not.toHaveProperty('exact');
    const text = await runCli(['simulate', 'snakes', '--games', '2000', '--no-exact']);
    expect(text.stdout).not.toMatch(/exact/);
  });
});

test('Ctrl-C during the exact phase exits 130 and writes no file', async () => {
  const board = join(dir, 'long.json');
  writeFileSync(board, longBoard(1000, 8));
  const out = join(dir, 'stopped.json');
  const r = await runCli(
    ['simulate', 'snakes', '--board', board, '--games', '1000', '--threads', '1', '--out', out],
    {
      onSpawn: (kill) => setTimeout(() => kill('SIGINT'), 2000),
    },
  );
  expect(r.code).toBe(130);
  expect(r.stderr).toMatch(/^boardsim: interrupted; nothing was written\n$/);
  expect(existsSync(out)).toBe(false);
});
