// Yahtzee's optimal player on the page, in Chromium: the page computes the table in a Web Worker of
// its own (saying so, and keeping the page responsive), then shows the report of the library's
// `simulate` for the same games and seed, bit for bit. The table's compute dominates (about 10–40
// s); the test runs it once.

import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { simulate } from '../src/index.js';
import { isThreadsNote } from './helpers.js';
import { chromiumMissing } from './web/chromium.js';
import { shownCells, useBuiltPage, wrongCells } from './web/site.js';

const OUTPUT = fileURLToPath(new URL('../test-output/', import.meta.url));
const missing = chromiumMissing();

/** A report without what describes the machine (time, workers). */
function machineFree(report: Record<string, unknown>): Record<string, unknown> {
  const { elapsedMs: _e, gamesPerSecond: _g, threads: _t, notes, ...own } = report;
  return { ...own, notes: (notes as unknown[] | undefined)?.filter((n) => !isThreadsNote(n)) };
}

describe.skipIf(missing)('Yahtzee on the page', () => {
  const { open } = useBuiltPage(`${OUTPUT}site-yahtzee`, 1200);

  test("the optimal player: its table computed off the page's thread, then the library's report", async () => {
    // the library reads the table from the user's cache folder (computing it the first time)
    const expected = simulate({ game: 'yahtzee', strategies: 'optimal', games: 300, seed: 11n });
    // the greedy player, the page's default, needs no table
    const greedy = simulate({ game: 'yahtzee', strategies: 'greedy', games: 300, seed: 11n });
    const page = await open('game=yahtzee&games=300&seed=11&workers=2');
    expect(await page.inputValue('#strategies')).toBe('greedy');
    await page.click('#run');
    await page.waitForSelector('#report-json', { state: 'attached', timeout: 60_000 });
    const shownGreedy = JSON.parse((await page.textContent('#report-json'))!) as Record<string, unknown>;
    expect(machineFree(shownGreedy)).toEqual(
      machineFree((await greedy) as unknown as Record<string, unknown>),
    );

    await page.selectOption('#strategies', 'optimal');
    const computing = /^Computing the optimal player's table \(about 10–40 s, once per visit\)…$/;
    // Cancel ends the table's worker
    await page.click('#run');
    await expect.poll(() => page.textContent('#status'), { timeout: 30_000 }).toMatch(computing);
    await page.click('#cancel');
    await expect
      .poll(() => page.textContent('#status'))
      .toMatch(/^Cancelled after [\d,]+ of 8,192 sets of scored categories; the workers were stopped\.$/);
    await page.click('#run');
    await expect.poll(() => page.textContent('#status'), { timeout: 30_000 }).toMatch(computing);
    // the page keeps answering while the table is computed
    const started = Date.now();
    expect(await page.evaluate(() => document.title)).toBeTruthy();
    expect(Date.now() - started).toBeLessThan(2000);
    await page.waitForSelector('#report-json', { state: 'attached', timeout: 240_000 });
    const shown = JSON.parse((await page.textContent('#report-json'))!) as Record<string, unknown>;
    const report = (await expected) as unknown as Record<string, unknown>;
    expect(machineFree(shown)).toEqual(machineFree(report));
    expect(wrongCells(await shownCells(page), report)).toEqual([]);
    expect(await page.textContent('#status')).toMatch(/^Done: 300 games in /);

    // a second run of the visit uses the table it holds: it is not computed again
    await page.evaluate(() => {
      const w = window as unknown as { statuses: string[] };
      w.statuses = [];
      const status = document.getElementById('status')!;
      new MutationObserver(() => w.statuses.push(status.textContent ?? '')).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.fill('#seed', '12');
    await page.click('#run');
    const seedShown = () =>
      page.evaluate(() => {
        const json = document.getElementById('report-json')?.textContent;
        return json ? String((JSON.parse(json) as { seed?: unknown }).seed) : undefined;
      });
    await expect.poll(seedShown, { timeout: 60_000 }).toBe('12');
    const statuses = await page.evaluate(() => (window as unknown as { statuses: string[] }).statuses);
    expect(statuses.filter((s) => s.startsWith('Computing'))).toEqual([]);
    await page.close();
  }, 300_000);
});
