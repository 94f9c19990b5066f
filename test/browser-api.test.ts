// The browser library (dist/browser/boardsim.js, as installed) in Debian's Chromium, against the
// Node library: the same reports for any number of Web Workers, the same progress events, the same
// cancellation, the same input errors.

import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BoardsimError, type Progress, exact, presets, simulate } from '../src/index.js';
import type { SimulationReport } from '../src/report/simulation.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { ROOT, isThreadsNote } from './helpers.js';
import { chromiumMissing, launchChromium } from './web/chromium.js';
import { type StaticServer, serveStatic } from './web/static-server.js';

const SITE = fileURLToPath(new URL('../test-output/browser-api/', import.meta.url));
const LIBRARY = '/node_modules/boardsim/dist/browser/boardsim.js';
const missing = chromiumMissing();
if (missing) console.warn(`skipping the browser library tests: ${missing}`);

function result(report: SimulationReport): Partial<SimulationReport> {
  const { elapsedMs: _e, gamesPerSecond: _g, threads: _t, notes, ...rest } = report;
  const ownNotes = notes?.filter((note) => !isThreadsNote(note));
  return { ...rest, ...(ownNotes?.length && { notes: ownNotes }) };
}

/** Options that cross into the page as JSON (no functions, no bigint). */
interface PlainOptions {
  readonly game: string;
  readonly preset?: string;
  readonly board?: string;
  readonly players?: number;
  readonly mode?: string;
  readonly games?: number;
  readonly seed?: number;
  readonly threads?: number;
}

interface BrowserRun {
  report?: SimulationReport;
  error?: { name: string; isCancelled: boolean; isBoardsimError: boolean; issues?: unknown };
  progress: Progress[];
  workersSeen: number;
}

describe.skipIf(missing)('the browser library against the Node library', () => {
  let server: StaticServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    rmSync(SITE, { recursive: true, force: true });
    mkdirSync(`${SITE}node_modules`, { recursive: true });
    symlinkSync(ROOT, `${SITE}node_modules/boardsim`, 'dir');
    // the page exposes the installed library as window.boardsim
    writeFileSync(
      `${SITE}index.html`,
      `<!doctype html><script type="module">import * as boardsim from '${LIBRARY}'; window.boardsim = boardsim;</script>`,
    );
    server = await serveStatic(SITE);
    browser = await launchChromium();
    page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => 'boardsim' in window);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Runs simulate() in the page; `cancelAfter` aborts once that many games are reported done. */
  async function simulateInPage(options: PlainOptions, cancelAfter?: number): Promise<BrowserRun> {
    let workersSeen = 0;
    const count = () => workersSeen++;
    page.on('worker', count);
    try {
      const run = await page.evaluate(
        async ([opts, cancelAt]) => {
          const lib = (window as unknown as { boardsim: typeof import('../src/browser.js') }).boardsim;
          const controller = new AbortController();
          const progress: Progress[] = [];
          try {
            const report = await lib.simulate({
              ...opts,
              signal: controller.signal,
              onProgress: (p) => {
                progress.push(p);
                if (cancelAt !== null && p.gamesDone >= cancelAt) controller.abort();
              },
            });
            return { report, progress };
          } catch (error) {
            const e = error as Error & { issues?: unknown };
            return {
              progress,
              error: {
                name: e.name,
                isCancelled: e instanceof lib.CancelledError,
                isBoardsimError: e instanceof lib.BoardsimError,
                issues: e.issues,
              },
            };
          }
        },
        [options, cancelAfter ?? null] as const,
      );
      return { ...run, workersSeen };
    } finally {
      page.off('worker', count);
    }
  }

  const games = 7 * GAMES_PER_CHUNK + 12_345;
  const options: PlainOptions = { game: 'snakes', preset: 'efi-reversed', players: 3, games, seed: 2024 };

  test('1, 2, 3 and 4 Web Workers give the report of Node on one thread, bit for bit', async () => {
    const node = await simulate({ ...options, threads: 1 });
    for (const threads of [1, 2, 3, 4]) {
      const run = await simulateInPage({ ...options, threads });
      expect(run.error).toBeUndefined();
      // and one for the exact answer the report compares against
      expect(run.workersSeen).toBe(threads + 1);
      expect(run.report!.threads).toBe(threads);
      expect(result(run.report!)).toEqual(result(node));
    }
  });

  // floating point is the same everywhere only for + - * / and sqrt: pow, exp and log may differ in
  // the last bit between Node's V8 and Chromium's, and the reports must not
  test('exact answers are the same as in Node: every snakes preset with 1 to 16 players, Candy Land, pegs', async () => {
    const snakes = presets()
      .filter(({ game }) => game === 'snakes')
      .flatMap(({ name }) =>
        [1, 2, 3, 5, 16].flatMap((players) =>
          (players === 1 ? ['alternating'] : ['alternating', 'independent']).map((mode) => ({
            game: 'snakes',
            preset: name,
            players,
            mode,
          })),
        ),
      );
    // Candy Land's exact model deals with replacement (its presets' own deck has no small chain);
    // peg solitaire's larger boards take seconds each in the same code, so the two smallest
    const others = presets()
      .filter(({ game, name }) => game === 'candyland' || (game === 'pegs' && /^triangle[56]$/.test(name)))
      .map(({ game, name }) => ({
        game,
        preset: name,
        ...(game === 'candyland' && { deck: 'with-replacement' }),
      }));
    const cases = [...snakes, ...others];
    expect(new Set(others.map((c) => c.game))).toEqual(new Set(['candyland', 'pegs']));
    const inPage = await page.evaluate((list) => {
      const lib = (window as unknown as { boardsim: typeof import('../src/browser.js') }).boardsim;
      return list.map((options) => lib.exact(options));
    }, cases);
    expect(inPage).toEqual(cases.map((options) => exact(options)));
  });

  test.each([
    ['classic-48, 5 players', { game: 'snakes', preset: 'classic-48', players: 5, games: 200_000, seed: 11 }],
    ['efi, 16 players', { game: 'snakes', preset: 'efi', players: 16, games: 100_000, seed: 12 }],
    [
      'a board of 40 squares and a 4-sided die, 4 players',
      {
        game: 'snakes',
        board: '{"squares": 40, "jumps": {"3": 30, "38": 1}, "dieFaces": 4}',
        players: 4,
        games: 150_000,
        seed: 13,
      },
    ],
    [
      'L.A.M.A. with search players (their UCB1 uses + - * / and sqrt only)',
      { game: 'lama', players: 3, strategies: 'ismcts:40,mcts:30:0.7:random,random', games: 60, seed: 14 },
    ],
  ])('the report of %s on 2 Web Workers is the same as in Node', async (_name, options) => {
    const run = await simulateInPage({ ...options, threads: 2 });
    expect(result(run.report!)).toEqual(result(await simulate({ ...options, threads: 1 })));
  });

  test('progress events are the same as in Node', async () => {
    const node: Progress[] = [];
    await simulate({ ...options, threads: 1, onProgress: (p) => node.push(p) });
    const run = await simulateInPage({ ...options, threads: 1 });
    expect(run.progress).toEqual(node);
    expect(node.length).toBeGreaterThan(2);
    expect(node.at(-1)).toEqual({ gamesDone: games, games, exact: 'done' });
  });

  test('aborting the signal rejects with CancelledError and ends every worker', async () => {
    const closed: boolean[] = [];
    const watch = (worker: { on(event: 'close', f: () => void): void }) => {
      const i = closed.push(false) - 1;
      worker.on('close', () => (closed[i] = true));
    };
    page.on('worker', watch);
    try {
      const run = await simulateInPage({ game: 'snakes', games: 1e12, seed: 1, threads: 2 }, 1);
      expect(run.error).toEqual({ name: 'CancelledError', isCancelled: true, isBoardsimError: false });
      expect(run.progress[0]).toEqual({ gamesDone: 0, games: 1e12 });
      // no worker is left: Playwright's list of the page's workers empties, and every worker it
      // reported has closed. The exact answer's worker may end before Playwright reports it, and
      // its report may come after the run, so the count seen is at least the two of the games.
      await expect.poll(() => page.workers().length, { timeout: 30_000 }).toBe(0);
      await expect.poll(() => closed.every(Boolean), { timeout: 30_000 }).toBe(true);
      expect(closed.length).toBeGreaterThanOrEqual(2);
    } finally {
      page.off('worker', watch);
    }
  });

  test('bad input rejects with the same issues as in Node, before any worker starts', async () => {
    const bad = { game: 'snakes', board: '{"squares": 10, "jumps": {"3": 40}}', players: 2, games: 1000 };
    const nodeError = await simulate(bad).catch((e: unknown) => e);
    expect(nodeError).toBeInstanceOf(BoardsimError);
    const run = await simulateInPage(bad);
    expect(run.error).toEqual({
      name: 'BoardsimError',
      isCancelled: false,
      isBoardsimError: true,
      issues: (nodeError as BoardsimError).issues,
    });
    expect(run.workersSeen).toBe(0);
  });

  test('a board whose games practically never end rejects with the BoardsimError of Node, from the Web Workers', async () => {
    // five snakes to square 1 on 1000 squares with a two-faced die: sixteen players' games one
    // after another pass the kernel's length limit in the first chunk each worker plays
    const jumps = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [990 - i * 13, 1]));
    const board = JSON.stringify({ squares: 1000, overshoot: 'stay', dieFaces: 2, jumps });
    const endless = {
      game: 'snakes',
      board,
      players: 16,
      mode: 'independent',
      games: 4 * GAMES_PER_CHUNK,
      threads: 2,
    };
    const nodeError = await simulate({ ...endless, threads: 1 }).catch((e: unknown) => e);
    expect(nodeError).toBeInstanceOf(BoardsimError);
    const run = await simulateInPage(endless);
    expect(run.error).toEqual({
      name: 'BoardsimError',
      isCancelled: false,
      isBoardsimError: true,
      issues: (nodeError as BoardsimError).issues,
    });
    expect(run.workersSeen).toBeGreaterThan(0);
  });
});
