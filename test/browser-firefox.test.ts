// The browser library and the page in Firefox (Debian's firefox-esr, through puppeteer-core), as
// they run in Chromium (browser-api.test.ts, web-page.test.ts): the same reports as Node's, bit for
// bit, on one and two Web Workers, the same exact answers, and a run of the built page that shows
// the CLI's report. The engines differ (SpiderMonkey, not V8): what is the same is tested, not
// assumed (issue 36).

import { copyFileSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exact, presets, simulate } from '../src/index.js';
import type { SimulationReport } from '../src/report/simulation.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { ROOT, isThreadsNote, runCli } from './helpers.js';
import { firefoxMissing, launchFirefox } from './web/firefox.js';
import { buildSite } from './web/site.js';
import { type StaticServer, serveStatic } from './web/static-server.js';

const OUTPUT = fileURLToPath(new URL('../test-output/', import.meta.url));
const LIBRARY_SITE = `${OUTPUT}firefox-api/`;
const PAGE_SITE = `${OUTPUT}firefox-site/`;
const LIBRARY = '/node_modules/boardsim/dist/browser/boardsim.js';
const missing = firefoxMissing();
if (missing) console.warn(`skipping the Firefox tests: ${missing}`);

/** A report without what describes the machine (its time, its threads). */
function result(report: SimulationReport): Partial<SimulationReport> {
  const { elapsedMs: _e, gamesPerSecond: _g, threads: _t, notes, ...rest } = report;
  const ownNotes = notes?.filter((note) => !isThreadsNote(note));
  return { ...rest, ...(ownNotes?.length && { notes: ownNotes }) };
}

type Library = typeof import('../src/browser.js');

describe.skipIf(missing)('Firefox', () => {
  let browser: Browser;
  const servers: StaticServer[] = [];

  beforeAll(async () => {
    rmSync(LIBRARY_SITE, { recursive: true, force: true });
    mkdirSync(`${LIBRARY_SITE}node_modules`, { recursive: true });
    symlinkSync(ROOT, `${LIBRARY_SITE}node_modules/boardsim`, 'dir');
    writeFileSync(
      `${LIBRARY_SITE}index.html`,
      `<!doctype html><meta charset="utf-8"><script type="module">import * as boardsim from '${LIBRARY}'; window.boardsim = boardsim;</script>`,
    );
    browser = await launchFirefox();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    for (const server of servers) await server.close();
  });

  async function libraryPage(): Promise<Page> {
    const server = await serveStatic(LIBRARY_SITE);
    servers.push(server);
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => 'boardsim' in window);
    return page;
  }

  test('the browser library gives Node’s reports on 1 and 2 Web Workers, and its exact answers', async () => {
    const page = await libraryPage();
    const cases = [
      { game: 'snakes', preset: 'efi', players: 2, mode: 'alternating', games: 200_000, seed: 42 },
      { game: 'snakes', preset: 'efi-reversed', players: 3, games: 3 * GAMES_PER_CHUNK + 777, seed: 2024 },
      { game: 'candyland', preset: 'classic', players: 4, games: 100_000, seed: 5 },
      // search players: their UCB1 uses + - * / and sqrt only, the same in every engine
      { game: 'lama', players: 3, strategies: 'ismcts:40,mcts:30:0.7:random,random', games: 40, seed: 14 },
    ];
    for (const options of cases)
      for (const threads of [1, 2]) {
        const report = await page.evaluate(
          (opts) => (window as unknown as { boardsim: Library }).boardsim.simulate(opts),
          { ...options, threads },
        );
        expect(result(report)).toEqual(result(await simulate({ ...options, threads: 1 })));
      }
    const exactCases = presets()
      .filter(({ game }) => game === 'snakes')
      .flatMap(({ name }) => [1, 2, 4].map((players) => ({ game: 'snakes', preset: name, players })));
    const inPage = await page.evaluate(
      (list) => list.map((options) => (window as unknown as { boardsim: Library }).boardsim.exact(options)),
      exactCases,
    );
    expect(inPage).toEqual(exactCases.map((options) => exact(options)));
    await page.close();
  }, 300_000);

  test('a game module by its URL (issue 31): Node’s report on 1 and 2 Web Workers; a 404 is a BoardsimError', async () => {
    mkdirSync(`${LIBRARY_SITE}games`, { recursive: true });
    copyFileSync(`${ROOT}/examples/first-to-100.js`, `${LIBRARY_SITE}games/first-to-100.js`);
    const page = await libraryPage();
    const options = { players: 3, games: 2 * GAMES_PER_CHUNK + 99, seed: 31 };
    const node = await simulate({ ...options, game: `${LIBRARY_SITE}games/first-to-100.js`, threads: 1 });
    for (const threads of [1, 2]) {
      const report = await page.evaluate(
        (opts) => (window as unknown as { boardsim: Library }).boardsim.simulate(opts),
        { ...options, game: 'games/first-to-100.js' as const, threads },
      );
      expect(result(report)).toEqual(result(node));
    }
    const refused = await page.evaluate(() =>
      (window as unknown as { boardsim: Library }).boardsim
        .simulate({ game: 'games/missing.js', games: 10 })
        .then(
          () => 'not refused',
          (e: Error & { issues: { message: string }[] }) => `${e.name}: ${e.issues[0]!.message}`,
        ),
    );
    expect(refused).toMatch(/^BoardsimError: cannot fetch it \(HTTP 404/);
    await page.close();
  }, 300_000);

  test('the page runs a study and shows the CLI’s report', async () => {
    await buildSite(PAGE_SITE);
    const server = await serveStatic(PAGE_SITE);
    servers.push(server);
    const args = ['--preset', 'classic', '--players', '2', '--games', '300000', '--seed', '7'];
    const cli = runCli(['simulate', 'snakes', ...args, '--json', '--quiet']);
    const page = await browser.newPage();
    await page.goto(`${server.url}?game=snakes&preset=classic&players=2&games=300000&seed=7&workers=2`);
    await page.waitForSelector('#run');
    await page.click('#run');
    await page.waitForFunction(() => document.getElementById('report-json') !== null, { timeout: 120_000 });
    const shown = JSON.parse(await page.$eval('#report-json', (e) => e.textContent!)) as SimulationReport;
    expect(result(shown)).toEqual(result(JSON.parse((await cli).stdout) as SimulationReport));
    await page.close();
  }, 300_000);
});
