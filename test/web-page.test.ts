// The page in a real browser (Debian's Chromium, driven by playwright-core): the production build
// of web/ served from 127.0.0.1. A million games show exactly the CLI's numbers; bad input starts
// nothing; cancel stops the workers; a worker or kernel that fails to load says so.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { describe, expect, test } from 'vitest';
import type { SimulationReport } from '../src/report/simulation.js';
import { runCli } from './helpers.js';
import { chromiumMissing, launchChromium } from './web/chromium.js';
import { shownCells, useBuiltPage, wrongCells } from './web/site.js';

const OUTPUT = fileURLToPath(new URL('../test-output/', import.meta.url));
const SITE = `${OUTPUT}site`;
const missing = chromiumMissing();
if (missing) console.warn(`skipping the page tests: ${missing}`);

/** Waits for a condition in the page (vitest's default second is short on a busy machine). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

/** The fields that describe the machine rather than the result. */
function result(report: SimulationReport): Partial<SimulationReport> {
  const { elapsedMs: _e, gamesPerSecond: _g, threads: _t, ...rest } = report;
  return rest;
}

describe.skipIf(missing)('the page in Chromium', () => {
  const { open } = useBuiltPage(SITE, 1500);

  test('a million games with a fixed seed show exactly the numbers of the CLI’s --json', async () => {
    const args = ['--preset', 'classic', '--players', '2', '--games', '1000000', '--seed', '2024'];
    const cli = runCli(['simulate', 'snakes', ...args, '--json', '--quiet']);
    const page = await open('game=snakes&preset=classic&players=2&games=1000000&seed=2024&workers=2');
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.click('#run');
    await page.waitForSelector('#report-json', { state: 'attached' });
    const expected = JSON.parse((await cli).stdout) as SimulationReport;
    // two for the games, one for the exact answer the report compares against
    expect(workers).toHaveLength(3);

    // the whole report, as the page offers it for download
    const shown = JSON.parse((await page.textContent('#report-json'))!) as SimulationReport;
    expect(shown.threads).toBe(2);
    expect(result(shown)).toEqual(result(expected));

    // every number on the page: its value and its text are the CLI's
    const cells = await shownCells(page);
    expect(wrongCells(cells, expected)).toEqual([]);
    const keys = cells.map((c) => c.key);
    for (const key of [
      'games',
      'seed',
      'metrics.turns.mean',
      'metrics.turns.ci95.0',
      'metrics.turns.percentiles.p99',
      'metrics.slides.max',
      'exact.turns.mean',
      'exact.turns.chiSquare.pValue',
      'seats.0.winRate',
      'seats.1.ci95.1',
      'exact.seats.1.winProbability',
    ])
      expect(keys).toContain(key);
    expect(cells.length).toBeGreaterThan(60);

    // the charts are drawn: a bar per value of turns shown, the exact line, a row per seat
    const bars = await page.$$eval('figure svg rect', (r) => r.length);
    expect(bars).toBeGreaterThan(50);
    expect(await page.$$eval('figure svg path', (p) => p.length)).toBeGreaterThan(0);
    expect(await page.textContent('#status')).toMatch(/^Done: 1,000,000 games in .* on 2 Web Workers/);
    await page.screenshot({ path: `${OUTPUT}web-result.png`, fullPage: true });
    await page.close();
  });

  test('a game without modes says its players and nothing after them (issue 36: "2 players, null")', async () => {
    const page = await open('game=candyland&preset=classic&players=2&games=2000&seed=5&workers=1');
    await page.click('#run');
    await page.waitForSelector('#report-json', { state: 'attached' });
    const line = (await page.textContent('p.run'))!;
    expect(line).toContain(' · 2 players · seed ');
    expect(line).not.toMatch(/null|undefined/);
    await page.close();
  });

  test('workers=<junk> in the URL is kept and said to be wrong, not dropped (issue 35, item 15)', async () => {
    const page = await open('game=snakes&games=1000&workers=junk');
    let workersStarted = 0;
    page.on('worker', () => workersStarted++);
    expect(await page.inputValue('#workers')).toBe('junk');
    await page.click('#run');
    await poll(() => page.textContent('#workers-issues')).toBe('must be a positive whole number, not junk');
    expect(await page.getAttribute('#workers', 'aria-invalid')).toBe('true');
    expect(await page.textContent('#status')).toBe('Nothing was run: fix the fields marked in red.');
    expect(workersStarted).toBe(0);
    await page.close();
  });

  test('invalid board input shows the error next to the field and starts nothing', async () => {
    const page = await open('game=snakes');
    let workersStarted = 0;
    page.on('worker', () => workersStarted++);
    // the board's JSON is folded away until asked for
    expect(await page.isVisible('#board')).toBe(false);
    await page.click('#board-editor summary');
    await page.fill('#board', '{"squares": 30, "jumps": {"5": 20,}}');
    await poll(() => page.textContent('#board-issues')).toMatch(/not valid JSON at line 1, column 35/);
    expect(await page.inputValue('#preset')).toBe('custom');
    expect(await page.getAttribute('#board', 'aria-invalid')).toBe('true');
    await page.click('#run');
    expect(await page.textContent('#status')).toBe('Nothing was run: fix the fields marked in red.');

    // a board on which a game can never end is refused before anything runs
    await page.fill('#board', '{"squares": 10, "jumps": {"4": 1, "5": 1, "6": 1, "7": 1, "8": 1, "9": 1}}');
    await poll(() => page.getAttribute('#board-issues li', 'data-code')).toBe('board/never-ends');
    expect(await page.textContent('#board-issues')).toContain('a game can never end');
    await page.fill('#games', '1e14');
    await page.click('#run');
    expect(await page.textContent('#games-issues')).toBe('at most 10,000,000,000,000');
    expect(await page.textContent('#status')).toBe('Nothing was run: fix the fields marked in red.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('board');
    expect(workersStarted).toBe(0);
    expect(await page.$('#report-json')).toBeNull();
    await page.screenshot({ path: `${OUTPUT}web-invalid.png` });
    expect(await page.isEnabled('#run')).toBe(true);

    // fixed, the same page runs
    await page.fill('#board', '{"squares": 30, "jumps": {"5": 20, "25": 2}}');
    await page.fill('#games', '100000');
    await page.click('#run');
    await page.waitForSelector('#report-json', { state: 'attached' });
    expect(await page.textContent('#board-issues')).toBe('');
    await page.close();
  });

  test('a huge run starts at once, keeps the page responsive, and cancel stops its workers', async () => {
    const page = await open('game=snakes&games=1e13&workers=2');
    const workers: { closed: boolean }[] = [];
    page.on('worker', (worker) => {
      const entry = { closed: false };
      workers.push(entry);
      worker.on('close', () => (entry.closed = true));
    });
    // animation frames keep coming while the workers play: the page's thread is free
    await page.evaluate(() => {
      const w = window as unknown as { frames_: number };
      w.frames_ = 0;
      const tick = () => {
        w.frames_++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const frames = () => page.evaluate(() => (window as unknown as { frames_: number }).frames_);
    await page.click('#run');
    await poll(() => page.textContent('#progress-text')).toMatch(/left$/);
    const first = await page.evaluate(
      () => (document.getElementById('progress') as HTMLProgressElement).value,
    );
    const framesBefore = await frames();
    await page.fill('#seed', '99');
    await poll(() =>
      page.evaluate(() => (document.getElementById('progress') as HTMLProgressElement).value),
    ).toBeGreaterThan(first);
    await poll(frames).toBeGreaterThan(framesBefore + 5);
    expect(await page.inputValue('#seed')).toBe('99');
    // the two of the games still play; the exact answer's (the third) is done in a moment
    await poll(() => workers.map((w) => w.closed)).toEqual([false, false, true]);
    await page.screenshot({ path: `${OUTPUT}web-running.png` });

    await page.click('#cancel');
    await poll(() => workers.every((w) => w.closed)).toBe(true);
    expect(await page.textContent('#status')).toMatch(/^Cancelled after [\d,]+ of 10,000,000,000,000 games/);
    expect(await page.textContent('#results')).toMatch(/^Cancelled\. A partial run is not shown/);
    expect(await page.isEnabled('#run')).toBe(true);
    expect(await page.isDisabled('#cancel')).toBe(true);
    await page.close();
  });

  test.each([
    [
      'its script',
      '**/worker-web-*.js',
      /^The run failed: a simulation worker stopped: its script did not load/,
    ],
    [
      'the kernel',
      '**/*.wasm',
      /^The run failed: cannot load the simulation kernel from .*boardsim-.*\.wasm: HTTP 404/,
    ],
  ])(
    'a worker that cannot load %s gives a clear message and leaves the page usable',
    async (_what, url, message) => {
      const page = await open('game=snakes&games=100000');
      await page.route(url, (route) => route.fulfill({ status: 404, body: 'not found' }));
      await page.click('#run');
      await poll(() => page.textContent('#status')).toMatch(message);
      expect(await page.getAttribute('#status', 'class')).toBe('error');
      expect(await page.textContent('#results')).toBe('');
      expect(await page.isEnabled('#run')).toBe(true);
      expect(page.workers()).toEqual([]);
      // once the file is back, the same page runs
      await page.unroute(url);
      await page.click('#run');
      await page.waitForSelector('#report-json', { state: 'attached' });
      await page.close();
    },
  );

  test('the built page ships the licence notices of its packages and its workers', () => {
    const notices = readFileSync(`${SITE}/THIRD-PARTY-NOTICES.txt`, 'utf8');
    // the page's charts, a worker's schema library, and the kernel's compiled standard library
    for (const name of ['@observablehq/plot', 'd3-scale', 'zod', 'lib-r-math.js', 'assemblyscript'])
      expect(notices, name).toMatch(
        new RegExp(`^${name.replace('.', '\\.')} \\d+\\.\\d+\\.\\d+\\S*\\nLicense: `, 'm'),
      );
    expect(notices).toContain('Apache License');
  });

  test('a study named like an Object property (?study=__proto__) loads and is named as wrong', async () => {
    // open() fails on any page error; the page must come up with its handlers and say what is wrong
    for (const study of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const page = await open(`game=snakes&study=${study}`);
      await page.click('#run');
      expect(await page.textContent('#study-issues')).toContain(`not "${study}"`);
      expect(await page.textContent('#status')).toBe('Nothing was run: fix the fields marked in red.');
      await page.close();
    }
  });

  test('a game module named in the URL is never loaded (issue 31): refused, nothing fetched or run', async () => {
    // a module that would say so if it ran, served by the page's own server
    const evil = 'issue31-evil-game.js';
    writeFileSync(
      `${SITE}/${evil}`,
      "globalThis.evilLoaded = true;\nexport default { name: 'evil', play: () => ({ winner: 0, figures: { n: 1 } }) };\n",
    );
    const first = await open('game=snakes');
    const origin = new URL(first.url()).origin;
    await first.close();
    const named = [
      `./${evil}`,
      `/${evil}`,
      `${origin}/${evil}`,
      `data:text/javascript,globalThis.evilLoaded=true;export default {}`,
    ];
    for (const game of named) {
      const page = await open(`game=${encodeURIComponent(game)}&games=1000`);
      const fetched: string[] = [];
      let workersStarted = 0;
      page.on('request', (request) => fetched.push(request.url()));
      page.on('worker', () => workersStarted++);
      await page.click('#run');
      await poll(() => page.textContent('#status')).toBe('Nothing was run: fix the fields marked in red.');
      expect(await page.textContent('#game-issues')).toContain('no game');
      expect(workersStarted).toBe(0);
      // what the page fetched while it loaded, and since
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
      expect([...loaded, ...fetched].filter((url) => url.includes(evil) || url.startsWith('data:'))).toEqual(
        [],
      );
      expect(await page.evaluate(() => (globalThis as { evilLoaded?: boolean }).evilLoaded)).toBeUndefined();
      await page.close();
    }
  });

  test('the URL holds the whole configuration: a link reopens it', async () => {
    const page = await open('game=snakes');
    expect(await page.isVisible('#mode')).toBe(false);
    await page.selectOption('#preset', 'efi-reversed');
    await page.fill('#players', '3');
    expect(await page.isVisible('#mode')).toBe(true);
    await page.selectOption('#mode', 'independent');
    await page.fill('#games', '250000');
    await page.fill('#seed', '0xbeef');
    await poll(() => page.url()).toContain('seed=0xbeef');
    const again = await open(new URL(page.url()).search.slice(1));
    for (const [field, value] of <[string, string][]>[
      ['#preset', 'efi-reversed'],
      ['#players', '3'],
      ['#mode', 'independent'],
      ['#games', '250000'],
      ['#seed', '0xbeef'],
    ])
      expect(await again.inputValue(field)).toBe(value);
    // a board of one's own travels in the link too, mistakes and all
    await page.click('#board-editor summary');
    await page.fill('#board', '{"squares": 40,');
    await poll(() => page.url()).toContain('board=');
    const third = await open(new URL(page.url()).search.slice(1));
    expect(await third.inputValue('#board')).toBe('{"squares": 40,');
    expect(await third.textContent('#board-issues')).toMatch(/not valid JSON/);
    await Promise.all([page.close(), again.close(), third.close()]);
  });
});

describe.skipIf(missing)('npm run web', () => {
  test('the development server serves the page from the sources, and it runs', async () => {
    const dev = await createServer({
      configFile: fileURLToPath(new URL('../web/vite.config.ts', import.meta.url)),
      server: { host: '127.0.0.1', port: 0 },
      logLevel: 'warn',
    });
    await dev.listen();
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(String(error)));
      await page.goto(`${dev.resolvedUrls!.local[0]!}?game=snakes&games=100000&seed=5`);
      await page.click('#run');
      await page.waitForSelector('#report-json', { state: 'attached', timeout: 60_000 });
      const shown = JSON.parse((await page.textContent('#report-json'))!) as SimulationReport;
      expect([shown.games, shown.seed, shown.preset]).toEqual([100_000, 5, 'efi']);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
      await dev.close();
    }
  });
});
