// The page's other studies in Chromium, on the production build: Candy Land's ablation table,
// L.A.M.A. with a strategy per seat, its tournament table and its rating ladder, the analysis of
// Snakes and Ladders (with its heat map on the board) and of peg solitaire, peg solitaire's exact count with a
// solution played back on the board, a run with a die of the lab (and a die that does not exist,
// named next to its field), and the dice lab's battery. Each shows exactly the numbers of the
// CLI's --json for the same inputs. Screenshots go to test-output/.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { dieFaceProbabilities, parseDice, presetConfig } from '../src/api.js';
import type { LadderReport } from '../src/games/lama/studies.js';
import { isThreadsNote, runCli } from './helpers.js';
import { formatValue } from '../src/web/format.js';
import { chromiumMissing } from './web/chromium.js';
import { shownCells, useBuiltPage, wrongCells } from './web/site.js';

const OUTPUT = fileURLToPath(new URL('../test-output/', import.meta.url));
const SITE = `${OUTPUT}site-studies`;
const missing = chromiumMissing();
if (missing) console.warn(`skipping the page's study tests: ${missing}`);

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 60_000 });

/** A report without what describes the machine (time, workers), a ladder's tournament too. */
function machineFree(report: Record<string, unknown>): Record<string, unknown> {
  const { elapsedMs: _e, gamesPerSecond: _g, threads: _t, stats, tournament, ...own } = report;
  const rest =
    tournament === undefined
      ? own
      : { ...own, tournament: machineFree(tournament as Record<string, unknown>) };
  if (stats === undefined) return pValuesTo12Digits(rest) as Record<string, unknown>;
  const { elapsedMs: _s, ...ownStats } = stats as Record<string, unknown>;
  return pValuesTo12Digits({ ...rest, stats: ownStats }) as Record<string, unknown>;
}

/** p-values come from the engine's Math.exp and Math.log (R's pchisq), whose last bit Chromium and
 *  Node may round differently: they are compared to 12 digits (a ladder's ratings, see isRating); every count stays exact. Notes of a
 *  capped thread count tell the machine, as `threads` does, and are left out; so is the time an
 *  analysis's exact answers took (exactMs). */
function pValuesTo12Digits(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => !isThreadsNote(v)).map(pValuesTo12Digits);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'exactMs' && !(isRating(value) && (key === 'rating' || key === 'ci95')))
      .map(([key, v]) => [
        key,
        /pvalue$/i.test(key) && typeof v === 'number' ? Number(v.toPrecision(12)) : pValuesTo12Digits(v),
      ]),
  );
}

/** A ladder's rating: its value and bootstrap interval come from a fit that iterates to a
 *  tolerance, and Math.log's last bit moves them by about 1e-6 Elo points; they are left out here
 *  and compared to 1e-4 (every number shown is, by wrongCells). */
function isRating(owner: object): boolean {
  return 'rating' in owner && 'strategy' in owner;
}

async function cliJson(args: string[]): Promise<Record<string, unknown>> {
  const run = await runCli([...args, '--json']);
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

describe.skipIf(missing)("the page's studies in Chromium", () => {
  const { open } = useBuiltPage(SITE, 1200);

  /** Runs the page's configuration and checks the report and every number shown against the CLI;
   *  returns the report shown and the keys of the numbers shown. */
  async function expectCliNumbers(
    page: Page,
    expected: Record<string, unknown>,
  ): Promise<{ shown: Record<string, unknown>; keys: string[] }> {
    await page.click('#run');
    await page.waitForSelector('#report-json', { state: 'attached', timeout: 60_000 });
    const shown = JSON.parse((await page.textContent('#report-json'))!) as Record<string, unknown>;
    expect(machineFree(shown)).toEqual(machineFree(expected));
    const cells = await shownCells(page);
    expect(wrongCells(cells, expected)).toEqual([]);
    expect(cells.length).toBeGreaterThan(10);
    return { shown, keys: cells.map((c) => c.key) };
  }

  /** Watches the page from now on: whether the element `id` ever appears while a run is going. */
  async function watchDrawnWhileRunning(page: Page, id: string): Promise<() => Promise<boolean>> {
    await page.evaluate((watched) => {
      const w = window as unknown as { drawnWhileRunning: boolean };
      w.drawnWhileRunning = false;
      new MutationObserver(() => {
        const running = (document.getElementById('run') as HTMLButtonElement).disabled;
        if (running && document.getElementById(watched)) w.drawnWhileRunning = true;
      }).observe(document.body, { subtree: true, childList: true });
    }, id);
    return () => page.evaluate(() => (window as unknown as { drawnWhileRunning: boolean }).drawnWhileRunning);
  }

  test('Candy Land: the ablation table is the CLI’s `ablate --json`, drawn only once every variant ran', async () => {
    const cli = cliJson([
      'ablate',
      'candyland',
      '--players',
      '2',
      '--games',
      '30000',
      '--seed',
      '7',
      '--quiet',
    ]);
    const page = await open('game=candyland&study=ablate&players=2&games=30000&seed=7&workers=2');
    expect(await page.isVisible('#study')).toBe(true);
    // the page never shows a table while variants are still running
    const drawnWhileRunning = await watchDrawnWhileRunning(page, 'ablation');
    await expectCliNumbers(page, await cli);
    expect(await drawnWhileRunning()).toBe(false);
    const labels = await page.$$eval('#ablation-turns tbody tr td:first-child', (tds) =>
      tds.map((t) => t.textContent),
    );
    expect(labels).toEqual(['Standard', 'No Licorice', 'No Specials', 'No Shortcuts']);
    expect(await page.$('#ablation-moves')).not.toBeNull();
    await page.locator('#results').screenshot({ path: `${OUTPUT}web-candyland-ablation.png` });

    // cancelled halfway, nothing is drawn
    await page.fill('#games', '1e10');
    await page.click('#run');
    await poll(() => page.textContent('#progress-text')).toMatch(/left$/);
    await page.click('#cancel');
    await poll(() => page.textContent('#status')).toMatch(/^Cancelled after/);
    expect(await page.$('#ablation')).toBeNull();
    await page.close();
  });

  test('L.A.M.A.: a strategy per seat, from the URL, gives the CLI’s `simulate --json`', async () => {
    const args = '--players 3 --strategies random,greedy,cautious --games 40000 --seed 4'.split(' ');
    const cli = cliJson(['simulate', 'lama', ...args, '--quiet']);
    const page = await open(
      'game=lama&players=3&strategies=random%2Cgreedy%2Ccautious&games=40000&seed=4&workers=2',
    );
    expect(await page.inputValue('#strategies')).toBe('random,greedy,cautious');
    await expectCliNumbers(page, await cli);
    await page.close();
  });

  test('L.A.M.A.: the tournament table is the CLI’s `tournament --json`', async () => {
    const args = '--players 2,3 --strategies random,greedy,cautious --games 3000 --seed 3'.split(' ');
    const cli = cliJson(['tournament', 'lama', ...args, '--quiet']);
    const page = await open(
      'game=lama&study=tournament&players=2,3&strategies=random,greedy,cautious&games=3000&seed=3&workers=2',
    );
    await expectCliNumbers(page, await cli);
    expect(await page.$$eval('#tournament-3 tbody tr', (rows) => rows.length)).toBe(3);
    await page.locator('#results').screenshot({ path: `${OUTPUT}web-lama-tournament.png` });

    // a strategy that does not exist is refused next to its field
    await page.fill('#strategies', 'random,clever');
    await page.click('#run');
    await poll(() => page.textContent('#strategies-issues')).toMatch(/no strategy "clever"/);
    expect(await page.textContent('#status')).toBe('Nothing was run: fix the fields marked in red.');
    await page.close();
  });

  test('L.A.M.A.: the seat fairness tables are the CLI’s `fairness --json`', async () => {
    const args = '--players 2,4 --strategies greedy,cautious --games 4000 --seed 8'.split(' ');
    const cli = cliJson(['fairness', 'lama', ...args, '--quiet']);
    const page = await open(
      'game=lama&study=fairness&players=2,4&strategies=greedy,cautious&games=4000&seed=8&workers=2',
    );
    await expectCliNumbers(page, await cli);
    expect(await page.$$eval('#fairness table', (tables) => tables.length)).toBe(4);
    await page.locator('#results').screenshot({ path: `${OUTPUT}web-lama-fairness.png` });
    await page.close();
  });

  test('L.A.M.A.: the ladder is the CLI’s `ladder --json`: ratings as a chart and a table, the tournament beside them', async () => {
    const args = '--players 2,3 --strategies random,greedy,ismcts:20 --games 60 --seed 2'.split(' ');
    const cli = cliJson(['ladder', 'lama', ...args, '--quiet']);
    const page = await open(
      'game=lama&study=ladder&players=2,3&strategies=random,greedy,ismcts:20&games=60&seed=2',
    );
    const expected = (await cli) as unknown as LadderReport;
    const { shown, keys } = await expectCliNumbers(page, expected as unknown as Record<string, unknown>);
    for (const key of ['ratings.0.rating', 'ratings.2.ci95.1', 'tournament.cells.0.winRate'])
      expect(keys).toContain(key);
    (shown as unknown as LadderReport).ratings.forEach((r, i) => {
      const cli = expected.ratings[i]!;
      for (const [a, b] of [[r.rating, cli.rating], ...r.ci95.map((x, k) => [x, cli.ci95[k]!])])
        expect(Math.abs(a! - b!)).toBeLessThan(1e-4);
    });
    expect(await page.$$eval('#ladder-ratings tbody tr', (rows) => rows.length)).toBe(3);
    expect(await page.$$eval('#tournament-tournament-3 tbody tr', (rows) => rows.length)).toBe(3);
    expect(await page.getAttribute('#ladder figure svg', 'aria-label')).toMatch(
      /^Rating of each strategy on the Elo scale \(random at 0\) with its 95% bootstrap interval, best first: /,
    );
    expect(await page.textContent('#status')).toMatch(
      /^Done: 3 strategies rated from \d+ cells of 60 games in /,
    );
    await page.locator('#results').screenshot({ path: `${OUTPUT}web-lama-ladder.png` });

    // the page's own quick strategies when none are named, and a ladder's counts by default
    await page.fill('#strategies', '');
    await page.selectOption('#study', 'tournament');
    await page.selectOption('#study', 'ladder');
    expect(await page.inputValue('#games')).toBe('60');
    await page.close();
    const fresh = await open('game=lama&study=ladder');
    expect([await fresh.inputValue('#players'), await fresh.inputValue('#games')]).toEqual(['2..4', '100']);
    await fresh.selectOption('#study', 'simulate');
    expect([await fresh.inputValue('#players'), await fresh.inputValue('#games')]).toEqual(['2', '1000000']);
    await fresh.close();
  });

  test('Snakes and Ladders: the analysis is the CLI’s `analyze --json`, its heat map on the drawn board', async () => {
    const args = '--preset classic --players 1 --games 20000 --seed 5'.split(' ');
    const cli = cliJson(['analyze', 'snakes', ...args, '--quiet']);
    const page = await open('game=snakes&study=analyze&preset=classic&players=1&games=20000&seed=5');
    expect(await page.isVisible('#workers')).toBe(false);
    const expected = await cli;
    const { keys } = await expectCliNumbers(page, expected);
    for (const key of ['variants.0.measures.duration.ci95.0', 'variants.0.measures.duration.zExact'])
      expect(keys).toContain(key);
    // every measure has a row; those without a value say why, as the CLI does
    expect(await page.$$eval('#analysis-measures tbody tr', (rows) => rows.length)).toBe(22);
    // named for people, not by their JSON keys (issue 36: leaderAtHalfTimeWins was a label)
    const labels = await page.$$eval('#analysis-measures tbody tr', (rows) =>
      rows.map((r) => r.firstElementChild!.textContent!),
    );
    expect(labels).toContain('leader at half time wins');
    expect(labels.filter((label) => /[a-z][A-Z]/.test(label))).toEqual([]);
    // with one player, why most measures have no meaning is said once, above them (issue 36)
    expect(await page.textContent('#analysis-one-player')).toContain('Choose 2 or more players');
    expect(await page.textContent('#analysis-no-meaning')).toContain(
      'order (skill over chance): no player ever chooses anything, so no player can play better than random',
    );
    // the heat map is the run's: each square shaded by its share of the simulated turns
    const heat = (expected.variants as { details: { heatMap: { simulated: number[] } } }[])[0]!.details
      .heatMap.simulated;
    const turns = heat.reduce((a, b) => a + b, 0);
    const squares = await page.$$eval('#analysis-0-board [data-square]', (g) =>
      g.map((e) => [Number(e.getAttribute('data-square')), Number(e.getAttribute('data-share'))]),
    );
    expect(squares).toHaveLength(100);
    for (const [square, share] of squares) expect(share).toBeCloseTo(heat[square!]! / turns, 12);
    await page.locator('#results').screenshot({ path: `${OUTPUT}web-snakes-analysis.png` });
    await page.close();
  });

  test('Candy Land: presets and two boards of one’s own side by side are the CLI’s `analyze --preset a,b --board … --board … --json`, each with its heat map on its board', async () => {
    const classic = presetConfig('candyland', 'classic') as Record<string, unknown>;
    const boards = [
      { ...classic, shortcuts: {} },
      { ...classic, licorice: [] },
    ].map((b) => JSON.stringify(b));
    const folder = mkdtempSync(join(tmpdir(), 'boardsim-page-compare-'));
    try {
      const files = boards.map((board, i) => {
        const file = join(folder, `board-${i + 1}.json`);
        writeFileSync(file, board);
        return file;
      });
      const args = '--preset seed000,classic --players 2 --games 3000 --seed 9'.split(' ');
      const cli = cliJson([
        'analyze',
        'candyland',
        ...args,
        ...files.flatMap((f) => ['--board', f]),
        '--quiet',
      ]);
      const query = new URLSearchParams('game=candyland&study=analyze&preset=seed000&compare=classic');
      for (const board of boards) query.append('compareBoard', board);
      const page = await open(`${query.toString()}&players=2&games=3000&seed=9`);
      const expected = await cli;
      const { keys } = await expectCliNumbers(page, expected);
      for (const key of [
        'variants.1.measures.drama.value',
        'variants.3.measures.drama.value',
        'differences.0.difference',
        'differences.0.ci95.1',
        'variants.2.details.heatMap.simulated.48',
        'variants.1.details.jumps.0.everUsed.value',
        'variants.1.details.licorice.0.everUsed.value',
        'useDifferences.0.difference',
        'useDifferences.0.ci95.1',
      ])
        expect(keys).toContain(key);
      expect(await page.textContent('#results')).toContain(
        'How often a game lands on each licorice space at least once',
      );
      const headers = await page.$$eval('#analysis-measures th', (th) => th.map((e) => e.textContent));
      expect(headers).toEqual(
        expect.arrayContaining([
          'classic − seed000 (95% interval)',
          'compared board 1, 2 players: value (95% interval)',
          'compared board 2 − seed000 (95% interval)',
        ]),
      );
      // each variant's heat map is drawn on its board with the CLI's numbers: every space's turns
      // a game, the licorice spaces and shortcuts as that board has them
      const variants = expected.variants as { details: { heatMap: { simulated: number[] } } }[];
      for (const [j, shortcuts, licorice] of [
        [1, 2, 3],
        [2, 0, 3],
        [3, 2, 0],
      ] as const) {
        const board = `#analysis-${j}-board`;
        const spaces = await page.$$eval(`${board} [data-space]`, (g) =>
          g.map((e) => [Number(e.getAttribute('data-space')), Number(e.getAttribute('data-visits'))]),
        );
        expect(spaces).toHaveLength(134);
        const heat = variants[j]!.details.heatMap.simulated;
        for (const [space, visits] of spaces) expect(visits).toBe(heat[space!]);
        expect(await page.$$eval(`${board} .shortcut`, (l) => l.length)).toBe(shortcuts);
        expect(await page.$$eval(`${board} .licorice`, (l) => l.length)).toBe(licorice);
        const busiest = Math.max(...heat.slice(1, 135));
        expect(await page.getAttribute(board, 'aria-label')).toContain(
          `Each space is shaded by the turns a game that end on it; the most, ${formatValue('fixed4', busiest)}, on space ${heat.indexOf(busiest)}:`,
        );
      }
      await page.locator('#results').screenshot({ path: `${OUTPUT}web-candyland-analysis.png` });
      await page.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a board to compare with a mistake is named under its editor with the CLI’s message, and nothing runs', async () => {
    const bad = '{"squares": 30, "jumps": {"3": 40}}';
    const folder = mkdtempSync(join(tmpdir(), 'boardsim-page-bad-board-'));
    try {
      writeFileSync(join(folder, 'bad.json'), bad);
      const cli = await runCli(['analyze', 'snakes', '--board', join(folder, 'bad.json')]);
      expect(cli.code).toBe(2);
      const page = await open('game=snakes&study=analyze&preset=classic&games=1000');
      // Add starts from the board above; Remove takes it away again
      await page.click('#compare-boards button.add');
      await page.click('#compare-boards button.add');
      expect(JSON.parse(await page.inputValue('#compare-board-2'))).toEqual(
        presetConfig('snakes', 'classic'),
      );
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('compare-board-2');
      await page.click('text=Remove compared board 1');
      await page.fill('#compare-board-1', bad);
      await poll(() => new URLSearchParams(new URL(page.url()).search).getAll('compareBoard')).toEqual([
        JSON.stringify(JSON.parse(bad)),
      ]);
      await page.click('#run');
      const message = cli.stderr.trim().replace(`boardsim: error: ${join(folder, 'bad.json')}: `, '');
      expect(message).toBe('jumps.3: jumps to square 40, off the board (squares 0 to 30)');
      await poll(() => page.textContent('#compare-board-1-issues')).toBe(message);
      expect(await page.getAttribute('#compare-board-1', 'aria-invalid')).toBe('true');
      expect(await page.textContent('#status')).toBe('Nothing was run: fix the fields marked in red.');
      expect(await page.textContent('#results')).toBe('Results show here once a run is complete.');
      expect(page.workers()).toEqual([]);
      await page.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('peg solitaire: the analysis is the CLI’s `analyze --json`, every value exact; a bad L.A.M.A. range is named by its field', async () => {
    const expected = await cliJson(['analyze', 'pegs', '--board', 'triangle5', '--start', 'b3']);
    const page = await open('game=pegs&study=analyze&start=b3');
    expect(await page.isVisible('#games')).toBe(false);
    const { keys } = await expectCliNumbers(page, expected);
    expect(keys).toContain('variants.0.details.byMove.3.branching');
    expect(await page.textContent('#status')).toMatch(/^Done: every measure counted exactly in /);

    await page.goto(page.url().replace(/\?.*$/, '?game=lama&study=analyze&players=2..9&games=10'));
    await page.click('#run');
    await poll(() => page.textContent('#players-issues')).toBe(
      'must be player counts from 2 to 6 such as 2..6, 4 or 3,5, not "2..9"',
    );
    await page.close();
  });

  test('peg solitaire: the count is the CLI’s `pegs --solution --json`, and the board plays the solution back', async () => {
    const expected = await cliJson(['pegs', '--board', 'triangle5', '--start', 'b3', '--solution']);
    const page = await open('game=pegs&start=b3');
    expect(await page.isVisible('#games')).toBe(false);
    await expectCliNumbers(page, expected);
    const solution = expected.solution as string[];
    const pegsShown = () => page.$$eval('#pegs-svg g.filled', (g) => g.length);
    expect(await pegsShown()).toBe(14);
    expect(await page.$eval('#pegs-svg g[data-hole="b3"]', (g) => g.classList.contains('filled'))).toBe(
      false,
    );
    await page.click('#pegs-forward');
    await page.click('#pegs-forward');
    expect(await pegsShown()).toBe(12);
    expect(await page.textContent('.pegs-step')).toBe(
      `jump 2 of ${solution.length} (${solution[1]}) · 12 pegs left`,
    );
    await page.click('#pegs-back');
    expect(await pegsShown()).toBe(13);
    // play the last three jumps
    for (let step = 1; step < solution.length - 3; step++) await page.click('#pegs-forward');
    await page.click('#pegs-play');
    await poll(() => page.textContent('.pegs-step')).toMatch(
      new RegExp(`^jump ${solution.length} of ${solution.length} .* · 1 peg left$`),
    );
    expect(await page.textContent('#pegs-play')).toBe('▶ play');
    // the last peg is where the solution's last jump put it
    const last = solution.at(-1)!.split(' ')[1]!;
    expect(await page.$$eval('#pegs-svg g.filled', (g) => g.map((e) => e.getAttribute('data-hole')))).toEqual(
      [last],
    );
    await page.click('#pegs-back');
    await page.locator('#results').screenshot({ path: `${OUTPUT}web-pegs-playback.png` });

    // its worker cannot load: a clear message, nothing drawn, and the page runs once it is back
    await page.route('**/pegs-worker-*.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.click('#run');
    await poll(() => page.textContent('#status')).toBe(
      'The run failed: the peg solitaire worker stopped: its script did not load',
    );
    expect(await page.textContent('#results')).toBe('');
    await page.unroute('**/pegs-worker-*.js');
    await page.click('#run');
    await page.waitForSelector('#pegs-svg');

    // a start hole the board does not have is named next to its field
    await page.fill('#start', 'z9');
    await poll(() => page.textContent('#start-issues')).toMatch(/no hole "z9" on triangle5/);
    await page.close();
  });

  test('peg solitaire on a board of 26 holes: counted in parts on nested Web Workers, the CLI’s counts', async () => {
    // past 25 holes the count runs in parts, one Web Worker each, batches sent worker to worker
    const row = {
      name: 'row26',
      holes: Array.from({ length: 26 }, (_, i) => ({ name: `h${i}`, at: [i, 0] })),
      lattice: 'square',
      start: 'h4',
    };
    const file = `${OUTPUT}row26.json`;
    mkdirSync(OUTPUT, { recursive: true });
    writeFileSync(file, JSON.stringify(row));
    const expected = await cliJson(['pegs', '--board', file, '--threads', '2', '--solution']);
    const page = await open(`game=pegs&board=${encodeURIComponent(JSON.stringify(row))}`);
    await page.click('#run');
    await page.waitForSelector('#report-json', { state: 'attached', timeout: 60_000 });
    const shown = JSON.parse((await page.textContent('#report-json'))!) as Record<string, unknown>;
    const { stats: shownStats, ...counts } = shown;
    const { stats: _, ...expectedCounts } = expected;
    expect(counts).toEqual(expectedCounts);
    expect((shownStats as { parts?: number }).parts).toBeGreaterThanOrEqual(1);
    await page.close();
  });

  test('a run with pcg32:modulo shows exactly the CLI’s `simulate --dice pcg32:modulo --json`; a bad die starts nothing', async () => {
    const args = '--preset classic --players 2 --games 200000 --seed 11 --dice pcg32:modulo'.split(' ');
    const cli = cliJson(['simulate', 'snakes', ...args, '--quiet']);
    const page = await open(
      'game=snakes&preset=classic&players=2&games=200000&seed=11&dice=pcg32%3Amodulo&workers=2',
    );
    expect(await page.inputValue('#dice')).toBe('pcg32:modulo');
    const expected = await cli;
    expect((expected.run as { dice: string }).dice).toBe('pcg32:modulo');
    const { shown, keys } = await expectCliNumbers(page, expected);
    expect(keys).toContain('run.dice');
    expect(await page.textContent('#results .run')).toContain(' · dice pcg32:modulo · ');

    // a generator that does not exist: the CLI's message next to the field, and nothing runs
    let workersStarted = 0;
    page.on('worker', () => workersStarted++);
    await page.fill('#dice', 'pcg33:modulo');
    await poll(() => page.textContent('#dice-issues')).toBe(
      'no generator "pcg33" (generators: xoshiro128x4, java-lcg, xorshift128, splitmix64, xoshiro128ss, xoshiro256ss, pcg32, math-random, crypto, ring-buffer, mt19937, mt19937-python, xoroshiro128plus, xorshift128plus, alea)',
    );
    expect(await page.getAttribute('#dice', 'aria-invalid')).toBe('true');
    await poll(() => page.url()).toContain('dice=pcg33%3Amodulo');
    await page.fill('#games', '1e13');
    await page.click('#run');
    expect(await page.textContent('#status')).toBe('Nothing was run: fix the fields marked in red.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('dice');
    expect(workersStarted).toBe(0);
    expect(JSON.parse((await page.textContent('#report-json'))!)).toEqual(shown); // the last run's, still
    await page.fill('#dice', 'pcg32:mod');
    await poll(() => page.textContent('#dice-issues')).toMatch(/^no range method "mod" \(methods: /);
    await page.screenshot({ path: `${OUTPUT}web-dice-invalid.png` });

    // emptied, the field is the default die, and the link leaves it out
    await page.fill('#dice', '');
    await poll(() => page.textContent('#dice-issues')).toBe('');
    await poll(() => page.url()).not.toContain('dice=');
    await page.close();
  });

  test('the dice lab: the battery is the CLI’s `rng test --json`, drawn only when finished; Cancel stops it', async () => {
    const die = 'ring-buffer@0.26';
    const cli = cliJson(['rng', 'test', '--dice', die, '--rolls', '5e7', '--seed', '3']);
    const page = await open(`game=snakes&study=rng-test&dice=${encodeURIComponent(die)}&rolls=5e7&seed=3`);
    for (const field of ['#board', '#players', '#games']) expect(await page.isVisible(field)).toBe(false);
    for (const field of ['#dice', '#rolls', '#faces', '#seed'])
      expect(await page.isVisible(field)).toBe(true);
    const drawnWhileRunning = await watchDrawnWhileRunning(page, 'battery');
    const expected = await cli;
    expect(expected.worstPValue).toBeLessThan(0.001); // the seed's race: its pairs and runs fail
    const { keys } = await expectCliNumbers(page, expected);
    for (const key of ['dice', 'rolls', 'seed', 'tests.pairs.pValue', 'tests.runs.statistic', 'worstPValue'])
      expect(keys).toContain(key);
    expect(await page.textContent('#battery .verdict')).toMatch(/^Worst p = .*: FAILS \(p < 0\.001\)$/);
    expect(await drawnWhileRunning()).toBe(false);
    // each face's exact probability is the library's for this die
    const exactShown = await page.$$eval('#battery-faces tbody td:nth-child(4)', (tds) =>
      tds.map((t) => t.textContent),
    );
    expect(exactShown).toEqual(dieFaceProbabilities(parseDice(die), 6)!.map((p) => p.toPrecision(7)));
    expect(await page.$$eval('#battery figure svg rect', (r) => r.length)).toBeGreaterThanOrEqual(6);
    expect(await page.textContent('#status')).toMatch(/^Done: 50,000,000 rolls of ring-buffer@0.26:java in /);
    await page.screenshot({ path: `${OUTPUT}web-dice-lab.png`, fullPage: true });

    // a huge battery shows its progress, and Cancel stops its workers and draws nothing
    const workers: { closed: boolean }[] = [];
    page.on('worker', (worker) => {
      const entry = { closed: false };
      workers.push(entry);
      worker.on('close', () => (entry.closed = true));
    });
    await page.fill('#rolls', '1e12');
    await page.click('#run');
    await poll(() => page.textContent('#progress-text')).toMatch(
      / of 1,000,000,000,000 rolls · about .* left$/,
    );
    await page.click('#cancel');
    await poll(() => workers.length > 0 && workers.every((w) => w.closed)).toBe(true);
    expect(await page.textContent('#status')).toMatch(/^Cancelled after [\d,]+ of 1,000,000,000,000 rolls/);
    expect(await page.$('#battery')).toBeNull();
    await page.close();
  });
});
