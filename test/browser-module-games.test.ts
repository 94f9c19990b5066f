// Issue 31 in the browser: a user's game module named by its URL runs on Web Workers (each imports
// it) in Debian's Chromium and gives the Node library's report bit for bit, on 1 and 2 workers;
// a definition object plays on the page's thread; progress and abort work as for the built-in
// games; a module that exports no game, a URL that 404s and a game that throws are each a
// BoardsimError; a .wasm game built with the kit runs on Web Workers with Node's report; and the
// sample of docs/guide/your-own-game.md runs as written.

import { copyFileSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BoardsimError, simulate } from '../src/index.js';
import type { Progress } from '../src/run/runner.js';
import type { SimulationReport } from '../src/report/simulation.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { ROOT, isThreadsNote } from './helpers.js';
import { buildKernel, kitFolder } from './kit-helpers.js';
import { chromiumMissing, launchChromium } from './web/chromium.js';
import { type StaticServer, serveStatic } from './web/static-server.js';

const SITE = fileURLToPath(new URL('../test-output/browser-module-games/', import.meta.url));
const LIBRARY = '/node_modules/boardsim/dist/browser/boardsim.js';
const missing = chromiumMissing();
if (missing) console.warn(`skipping the browser module-game tests: ${missing}`);

type Library = typeof import('../src/browser.js');

/** A report without what describes the machine (its time, its threads). */
function result(report: SimulationReport): Partial<SimulationReport> {
  const { elapsedMs: _e, gamesPerSecond: _g, threads: _t, notes, ...rest } = report;
  const ownNotes = notes?.filter((note) => !isThreadsNote(note));
  return { ...rest, ...(ownNotes?.length && { notes: ownNotes }) };
}

/** Modules written for these tests, served beside the examples. */
const MODULES: Record<string, string> = {
  'not-a-game.js': 'export default 42;\n',
  'no-play.js': "export default { name: 'no-play' };\n",
  // one game in about 65,536 throws: the first that does is well past game 0 for seed 3
  'throws-later.js': `export default {
  name: 'throws-later',
  play(dice) {
    const roll = dice.next(65536);
    if (roll === 1) throw new RangeError('the die came up 1 in 65,536');
    return { winner: 0, figures: { even: roll % 2 === 0 } };
  },
};
`,
  // a game in two files: the helper is imported by a relative URL, in the page and in the workers
  'split-helper.js': 'export const faces = 8;\n',
  'split-game.js': `import { faces } from './split-helper.js';
export default { name: 'split', play: (dice) => ({ winner: 0, figures: { roll: dice.next(faces) } }) };
`,
  'syntax-error.js': 'export default { name: "broken", play( };\n',
  // a page has a document, a Web Worker none: it loads in the page and fails in the workers
  'uses-document.js':
    "const title = document.title;\nexport default { name: 'page-only', play: () => ({ winner: 0, figures: { n: title.length } }) };\n",
};

/** A definition written as text, made an object the same way in Node and in the page: its
 *  functions' text (and so the report's hash) is then the same on both sides. */
const DEFINITION = `({
  name: 'sum-to-20',
  players: { min: 2, max: 4, default: 2 },
  play(dice, { players }) {
    const sums = new Array(players).fill(0);
    for (let turn = 1; ; turn++)
      for (let seat = 0; seat < players; seat++)
        if ((sums[seat] += dice.next(6)) >= 20) return { winner: seat, figures: { turns: turn } };
  },
})`;

interface PageError {
  name: string;
  isBoardsimError: boolean;
  isCancelled: boolean;
  issues?: { code: string; path: string; message: string }[];
  source?: string;
  message?: string;
}

interface PageRun {
  report?: SimulationReport;
  error?: PageError;
  progress: Progress[];
}

/** Options that cross into the page as JSON; `definition` makes `game` the DEFINITION object. */
interface PlainOptions {
  readonly game: string;
  readonly definition?: boolean;
  readonly preset?: string;
  readonly players?: number;
  readonly games?: number;
  readonly seed?: number;
  readonly threads?: number;
}

describe.skipIf(missing)('game modules in the browser library', () => {
  let server: StaticServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    rmSync(SITE, { recursive: true, force: true });
    mkdirSync(`${SITE}node_modules`, { recursive: true });
    mkdirSync(`${SITE}games`, { recursive: true });
    symlinkSync(ROOT, `${SITE}node_modules/boardsim`, 'dir');
    for (const example of ['first-to-100.js', 'coupon-collector.js'])
      copyFileSync(join(ROOT, 'examples', example), `${SITE}games/${example}`);
    copyFileSync(join(ROOT, 'examples/first-to-100.js'), `${SITE}games/first-to-100.txt`);
    for (const [name, text] of Object.entries(MODULES)) writeFileSync(`${SITE}games/${name}`, text);
    writeFileSync(
      `${SITE}index.html`,
      `<!doctype html><meta charset="utf-8"><script type="module">import * as boardsim from '${LIBRARY}'; window.boardsim = boardsim;</script>`,
    );
    server = await serveStatic(SITE);
    browser = await launchChromium();
    page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => 'boardsim' in window);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** simulate() in the page, with the workers it started; `cancelAfter` aborts once that many
   *  games are reported done. */
  async function simulateInPage(
    options: PlainOptions,
    cancelAfter?: number,
  ): Promise<PageRun & { workers: number }> {
    let workers = 0;
    const count = () => workers++;
    page.on('worker', count);
    try {
      const run = await page.evaluate(
        async ([{ definition, ...opts }, cancelAt, source]) => {
          const lib = (window as unknown as { boardsim: Library }).boardsim;
          const controller = new AbortController();
          const progress: Progress[] = [];
          const game = definition ? (new Function(`return ${source}`)() as object) : opts.game;
          try {
            const report = await lib.simulate({
              ...opts,
              game,
              signal: controller.signal,
              onProgress: (p: Progress) => {
                progress.push(p);
                if (cancelAt !== null && p.gamesDone >= cancelAt) controller.abort();
              },
            } as never);
            return { report, progress };
          } catch (error) {
            const e = error as Error & { issues?: PageError['issues']; source?: string };
            return {
              progress,
              error: {
                name: e.name,
                isBoardsimError: e instanceof lib.BoardsimError,
                isCancelled: e instanceof lib.CancelledError,
                issues: e.issues,
                source: e.source,
                message: e.message,
              },
            };
          }
        },
        [options, cancelAfter ?? null, DEFINITION] as const,
      );
      return { ...run, workers };
    } finally {
      page.off('worker', count);
    }
  }

  /** The same run with the Node library, on one thread: its report or its BoardsimError. */
  async function inNode(options: PlainOptions): Promise<PageRun> {
    const { definition, game, ...rest } = options;
    const named = definition
      ? (new Function(`return ${DEFINITION}`)() as object)
      : join(SITE, new URL(game, server.url).pathname);
    try {
      return { report: await simulate({ ...rest, game: named, threads: 1 } as never), progress: [] };
    } catch (error) {
      if (!(error instanceof BoardsimError)) throw error;
      return {
        progress: [],
        error: {
          name: error.name,
          isBoardsimError: true,
          isCancelled: false,
          issues: error.issues.map(({ code, path, message }) => ({ code, path, message })),
          source: error.source,
        },
      };
    }
  }

  const games = 3 * GAMES_PER_CHUNK + 4_321;

  test('first-to-100.js and coupon-collector.js on 1 and 2 Web Workers: Node’s report, bit for bit', async () => {
    const cases: PlainOptions[] = [
      { game: 'games/first-to-100.js', players: 3, games, seed: 2026 },
      { game: './games/first-to-100.js', games: 100_000, seed: 1 },
      { game: 'games/coupon-collector.js', preset: 'd20', games, seed: 7 },
      { game: '/games/coupon-collector.js', games: 50_000, seed: 0 },
    ];
    for (const options of cases) {
      const node = await inNode(options);
      expect(node.report!.run.module!.file).toBe(options.game.replace(/.*\//, ''));
      for (const threads of [1, 2]) {
        const run = await simulateInPage({ ...options, threads });
        expect(run.error).toBeUndefined();
        // a run of one chunk has one task, and starts one worker
        const expected = Math.min(threads, Math.ceil(options.games! / GAMES_PER_CHUNK));
        expect(run.workers).toBe(expected);
        expect(run.report!.threads).toBe(expected);
        expect(result(run.report!)).toEqual(result(node.report!));
      }
    }
    // an absolute URL names the same module, and the same report
    const absolute = await simulateInPage({
      game: `${server.url}games/first-to-100.js`,
      players: 3,
      games,
      seed: 2026,
      threads: 2,
    });
    expect(result(absolute.report!)).toEqual(
      result((await inNode({ game: 'games/first-to-100.js', players: 3, games, seed: 2026 })).report!),
    );
  }, 300_000);

  test('a module that imports another by a relative URL: Node’s report on 2 Web Workers', async () => {
    const options = { game: 'games/split-game.js', games: 2 * GAMES_PER_CHUNK, seed: 6 };
    const run = await simulateInPage({ ...options, threads: 2 });
    expect(run.report!.metrics.roll!.max).toBe(8);
    expect(result(run.report!)).toEqual(result((await inNode(options)).report!));
  }, 60_000);

  test('a .wasm game (Hi-Ho! Cherry-O built with the kit) on 1 and 2 Web Workers: Node’s report, bit for bit', async () => {
    const folder = kitFolder('boardsim-browser-kit-');
    try {
      const built = buildKernel(folder, join(ROOT, 'examples/hi-ho-cherry-o/kernel.ts'), 'cherry.wasm');
      copyFileSync(built, `${SITE}games/cherry.wasm`);
    } finally {
      rmSync(folder.dir, { recursive: true, force: true });
    }
    const options: PlainOptions = { game: 'games/cherry.wasm', players: 3, games, seed: 31 };
    const node = await inNode(options);
    expect(node.report!.run.module!.file).toBe('cherry.wasm');
    for (const threads of [1, 2]) {
      const run = await simulateInPage({ ...options, threads });
      expect(run.error?.message).toBeUndefined();
      expect(run.workers).toBe(threads);
      expect(result(run.report!)).toEqual(result(node.report!));
    }
    // a URL that is not WebAssembly is refused as Node refuses such a file
    const wrong = await simulateInPage({ game: 'games/first-to-100.txt.wasm', games: 10, seed: 1 });
    expect(wrong.error?.isBoardsimError).toBe(true);
    expect(wrong.error?.issues?.[0]?.message).toMatch(/^cannot fetch it \(HTTP 404/);
    copyFileSync(join(ROOT, 'examples/first-to-100.js'), `${SITE}games/not-wasm.wasm`);
    const notWasm = await simulateInPage({ game: 'games/not-wasm.wasm', games: 10, seed: 1 });
    expect(notWasm.error?.isBoardsimError).toBe(true);
    expect(notWasm.error?.issues?.[0]?.message).toBe(
      (await inNode({ game: 'games/not-wasm.wasm', games: 10, seed: 1 })).error?.issues?.[0]?.message,
    );
  }, 300_000);

  test('progress as for the built-in games; abort ends the workers with CancelledError', async () => {
    const options = { game: 'games/first-to-100.js', games: 40 * GAMES_PER_CHUNK, seed: 5, threads: 2 };
    const whole = await simulateInPage({ ...options, games });
    expect(whole.progress.at(-1)).toEqual({ gamesDone: games, games });
    const done = whole.progress.map((p) => p.gamesDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.length).toBeGreaterThan(1);
    const cancelled = await simulateInPage(options, 1);
    expect(cancelled.error).toMatchObject({ name: 'CancelledError', isCancelled: true });
    expect(cancelled.progress.at(-1)!.gamesDone).toBeLessThan(options.games);
  }, 120_000);

  test('a definition object plays on the page’s thread: Node’s report, progress, abort', async () => {
    const options: PlainOptions = { game: '', definition: true, players: 3, games, seed: 11, threads: 2 };
    const node = await inNode(options);
    const run = await simulateInPage(options);
    expect(run.error).toBeUndefined();
    expect(run.workers).toBe(0);
    expect(run.report!.threads).toBe(1);
    expect(run.report!.notes).toContainEqual(expect.stringMatching(/plays on the calling thread/));
    expect(result(run.report!)).toEqual(result(node.report!));
    expect(run.progress.at(-1)).toEqual({ gamesDone: games, games });
    const cancelled = await simulateInPage({ ...options, games: 1e9 }, 1);
    expect(cancelled.error).toMatchObject({ name: 'CancelledError', isCancelled: true });
  }, 120_000);

  test('a module that exports no game, a URL that 404s, text that is not JavaScript: a BoardsimError', async () => {
    const refusals: [string, RegExp][] = [
      ['games/not-a-game.js', /^exports no game: its default export must be a game .*, not 42/],
      ['games/no-play.js', /^must be a function/],
      ['games/missing.js', /^cannot fetch it \(HTTP 404/],
      ['https://boardsim.invalid/first-to-100.js', /^cannot fetch it \(/],
      [
        'games/first-to-100.txt',
        /^is served as application\/octet-stream: a browser imports a module served as JavaScript/,
      ],
      ['games/syntax-error.js', /^cannot import it \(/],
    ];
    for (const [game, message] of refusals)
      for (const threads of [1, 2]) {
        const run = await simulateInPage({ game, games: 1000, seed: 1, threads });
        expect(run.error, game).toMatchObject({ name: 'BoardsimError', isBoardsimError: true, source: game });
        expect(run.error!.issues![0]!.message, game).toMatch(message);
        // refused before any worker starts
        expect(run.workers, game).toBe(0);
      }
  }, 120_000);

  test('a module that a page imports but a Web Worker cannot: the worker’s error, as a BoardsimError', async () => {
    const run = await simulateInPage({ game: 'games/uses-document.js', games: 1000, seed: 1, threads: 1 });
    expect(run.workers).toBe(1);
    expect(run.error).toMatchObject({
      isBoardsimError: true,
      source: expect.stringMatching(/\/games\/uses-document\.js#boardsim=[0-9a-f]{32}$/),
    });
    expect(run.error!.issues![0]).toMatchObject({ code: 'module/import' });
    expect(run.error!.issues![0]!.message).toMatch(
      /^cannot import it \(ReferenceError: document is not defined\)/,
    );
  }, 60_000);

  test('a game that throws in a worker: a BoardsimError naming its chunk and index, as in Node', async () => {
    const options: PlainOptions = { game: 'games/throws-later.js', games: 8 * GAMES_PER_CHUNK, seed: 3 };
    const node = await inNode(options);
    const [issue] = node.error!.issues!;
    expect(issue).toMatchObject({ code: 'game/threw', path: 'play' });
    const [, number, chunk, index] =
      /^game (\d+) \(chunk (\d+), game (\d+) of it\) threw RangeError: the die came up 1 in 65,536; replay it: boardsim trace /.exec(
        issue!.message,
      )!;
    // not the first game, which the page plays itself to learn the figures' names
    expect(Number(number)).toBe(Number(chunk) * GAMES_PER_CHUNK + Number(index));
    expect(Number(number)).toBeGreaterThan(0);
    // on one worker the first game that throws is the run's first, as on Node's one thread
    const one = await simulateInPage({ ...options, threads: 1 });
    expect(one.error).toMatchObject({ name: 'BoardsimError', isBoardsimError: true });
    expect(one.error!.issues![0]!.message.replace(/trace \S+/, 'trace M')).toBe(
      issue!.message.replace(/trace \S+/, 'trace M'),
    );
    expect(one.error!.issues![0]!.message).toContain('boardsim trace games/throws-later.js --seed 3 --game');
    // on two, the same game: the first in the run's order, whichever worker meets a throwing game first
    const two = await simulateInPage({ ...options, threads: 2 });
    expect(two.error!.issues![0]).toMatchObject({ code: 'game/threw', path: 'play' });
    expect(two.error!.issues![0]!.message.replace(/trace \S+/, 'trace M')).toBe(
      issue!.message.replace(/trace \S+/, 'trace M'),
    );
  }, 120_000);

  test('an edited module is fetched and imported again: each run plays the version its report hashes', async () => {
    const file = `${SITE}games/edited.js`;
    const version = (faces: number) =>
      `export default { name: 'edited', play: (dice) => ({ winner: 0, figures: { d${faces}: dice.next(${faces}) } }) };\n`;
    const options = { game: 'games/edited.js', games: 2 * GAMES_PER_CHUNK, seed: 8 };
    for (const faces of [6, 20]) {
      writeFileSync(file, version(faces));
      const node = await inNode(options);
      const run = await simulateInPage({ ...options, threads: 2 });
      // the page learns the figures' names from its own import: a stale one would name d6
      expect(run.error).toBeUndefined();
      expect(run.report!.metrics[`d${faces}`]!.max).toBe(faces);
      expect(result(run.report!)).toEqual(result(node.report!));
    }
  }, 120_000);

  test('a module from another origin: with CORS headers the same report; without, a BoardsimError saying so', async () => {
    const withCors = await serveStatic(SITE, { cors: true });
    const withoutCors = await serveStatic(SITE);
    try {
      const options = { games: 2 * GAMES_PER_CHUNK + 5, seed: 4, players: 4 };
      const node = await inNode({ game: 'games/first-to-100.js', ...options });
      const run = await simulateInPage({
        game: `${withCors.url}games/first-to-100.js`,
        ...options,
        threads: 2,
      });
      expect(result(run.report!)).toEqual(result(node.report!));
      const refused = await simulateInPage({ game: `${withoutCors.url}games/first-to-100.js`, ...options });
      expect(refused.error).toMatchObject({ isBoardsimError: true });
      expect(refused.error!.issues![0]!.message).toMatch(
        /^cannot fetch it \(.*\): a module from another origin must be served with CORS headers/,
      );
    } finally {
      await withCors.close();
      await withoutCors.close();
    }
  }, 120_000);

  test('loadGame(url) and trace() in the page: Node’s trace of the same game', async () => {
    const options = { gameIndex: 70_000, seed: 12, preset: 'd20' };
    const inPage = await page.evaluate(async (opts) => {
      const lib = (window as unknown as { boardsim: Library }).boardsim;
      const game = await lib.loadGame('games/coupon-collector.js');
      return lib.trace({ ...opts, game } as never);
    }, options);
    const { loadGame, trace } = await import('../src/index.js');
    const game = await loadGame(join(SITE, 'games/coupon-collector.js'));
    expect(inPage).toEqual(trace({ ...options, game } as never));
  }, 60_000);

  test('docs/guide/your-own-game.md: its page runs as written and shows Node’s numbers', async () => {
    const guide = readFileSync(join(ROOT, 'docs/guide/your-own-game.md'), 'utf8');
    const marker = '<!-- docs-test: run by test/browser-module-games.test.ts -->';
    const html = /```html\n([\s\S]*?)```/.exec(guide.slice(guide.indexOf(marker)))![1]!;
    const folder = `${SITE}sample/`;
    mkdirSync(folder, { recursive: true });
    writeFileSync(`${folder}index.html`, html);
    copyFileSync(join(ROOT, 'examples/first-to-100.js'), `${folder}first-to-100.js`);
    symlinkSync(`${SITE}node_modules`, `${folder}node_modules`, 'dir');
    const sample = await browser.newPage();
    const errors: string[] = [];
    sample.on('pageerror', (error) => errors.push(String(error)));
    await sample.goto(`${server.url}sample/`);
    await sample.waitForFunction(() => !document.getElementById('out')!.textContent!.endsWith('…'), null, {
      timeout: 120_000,
    });
    expect(errors).toEqual([]);
    const node = await simulate({
      game: join(ROOT, 'examples/first-to-100.js'),
      players: 3,
      games: 200_000,
      seed: 1,
      threads: 1,
    });
    const seat = (s: SimulationReport['seats'][number]) => `${(100 * s.winRate).toFixed(2)}%`;
    expect(await sample.textContent('#out')).toBe(
      `${node.metrics.turns!.mean.toFixed(2)} turns on average; seats win ${node.seats.map(seat).join(', ')}`,
    );
    await sample.close();
  }, 120_000);
});
