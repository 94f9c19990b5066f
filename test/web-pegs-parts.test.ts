// Peg solitaire's count in parts on the page, in Chromium on the production build: the analysis
// (`analyze pegs`) and the count (`pegs`) each run in a Web Worker of their own, the count's parts
// on Web Workers nested in it, one per Web Worker asked for. The analysis's report is the CLI's
// `analyze pegs --json`; on the English board (seconds of counting) each shows its progress layer by
// layer, and Cancel ends every worker, the nested ones too, and returns the page to its idle state.

import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { runCli } from './helpers.js';
import { chromiumMissing } from './web/chromium.js';
import { shownCells, useBuiltPage } from './web/site.js';
import { valueAt } from '../src/web/dom.js';
import { type FormatName, formatValue } from '../src/web/format.js';

const OUTPUT = fileURLToPath(new URL('../test-output/', import.meta.url));
const missing = chromiumMissing();
if (missing) console.warn(`skipping the page's tests of the count in parts: ${missing}`);

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 60_000 });

/** Every Web Worker the page starts from now on, nested ones included, and whether it has closed. */
function watchWorkers(page: Page): { closed: boolean }[] {
  const workers: { closed: boolean }[] = [];
  page.on('worker', (worker) => {
    const entry = { closed: false };
    workers.push(entry);
    worker.on('close', () => (entry.closed = true));
  });
  return workers;
}

/** The layers of the count done, from the progress line ("5 of 32 layers of the count"). */
async function layersDone(page: Page): Promise<number> {
  const match = /^(\d+) of 32 layers of the count$/.exec((await page.textContent('#progress-text'))!);
  return match ? Number(match[1]) : -1;
}

describe.skipIf(missing)("peg solitaire's count in parts on the page", () => {
  const { open } = useBuiltPage(`${OUTPUT}site-pegs-parts`, 1200);

  test('the analysis of triangle6 counts in two parts on nested Web Workers: the CLI’s `analyze pegs --json`', async () => {
    const args = ['--board', 'triangle6', '--start', 'b4', '--threads', '2', '--json'];
    const run = await runCli(['analyze', 'pegs', ...args]);
    expect(run.stderr).toBe('');
    const expected = JSON.parse(run.stdout) as Record<string, unknown>;
    const page = await open('game=pegs&study=analyze&preset=triangle6&start=b4&workers=2');
    expect(await page.isVisible('#workers')).toBe(true);
    const workers = watchWorkers(page);
    await page.click('#run');
    await page.waitForSelector('#report-json', { state: 'attached', timeout: 60_000 });
    const shown = JSON.parse((await page.textContent('#report-json'))!) as Record<string, unknown>;
    expect(mismatches(shown, expected)).toEqual([]);
    // every number shown is the report's, in its format, and the CLI's
    const cells = await shownCells(page);
    expect(cells.length).toBeGreaterThan(10);
    const wrong = cells.filter(
      (c) =>
        c.text !== formatValue(c.format as FormatName, valueAt(shown, c.key)) ||
        mismatches(JSON.parse(c.value), valueAt(expected, c.key), c.key).length > 0,
    );
    expect(wrong).toEqual([]);
    // the analysis's worker and one per part, every one ended with the count
    expect(workers.length).toBe(3);
    await poll(() => workers.every((w) => w.closed)).toBe(true);
    expect(await page.textContent('#progress-text')).toBe('20 of 20 layers of the count · done');
    await page.close();
  });

  test('the count of triangle6 in two parts: the CLI’s `pegs --solution --json`, and the parts named', async () => {
    const args = ['--board', 'triangle6', '--start', 'b4', '--threads', '2', '--solution', '--json'];
    const run = await runCli(['pegs', ...args]);
    expect(run.stderr).toBe('');
    const expected = JSON.parse(run.stdout) as Record<string, unknown>;
    const page = await open('game=pegs&preset=triangle6&start=b4&workers=2');
    const workers = watchWorkers(page);
    await page.click('#run');
    await page.waitForSelector('#report-json', { state: 'attached', timeout: 60_000 });
    const shown = JSON.parse((await page.textContent('#report-json'))!) as Record<string, unknown>;
    expect(mismatches(shown, expected)).toEqual([]);
    expect((shown.stats as { parts: number }).parts).toBe(2);
    expect(await page.textContent('#status')).toMatch(
      /^Done: [\d,]+ games counted exactly in .*, in 2 parts\.$/,
    );
    expect(await page.textContent('#progress-text')).toBe('20 of 20 layers of the count · done');
    expect(workers.length).toBe(3);
    await poll(() => workers.every((w) => w.closed)).toBe(true);
    await page.close();
  });

  test.each(['analyze', 'pegs'])(
    '%s on the English board: progress layer by layer, and Cancel ends every worker and the run',
    async (study) => {
      const page = await open(`game=pegs&study=${study}&preset=english&workers=2`);
      const workers = watchWorkers(page);
      await page.click('#run');
      // the study's worker and its two part workers count, and the layers go by one after another
      await poll(() => workers.length).toBe(3);
      await poll(() => layersDone(page)).toBeGreaterThanOrEqual(1);
      const seen = await layersDone(page);
      await poll(() => layersDone(page)).toBeGreaterThan(seen);
      expect(workers.some((w) => w.closed)).toBe(false);

      await page.click('#cancel');
      // the page is idle again: no worker left, nothing drawn, Run back
      await poll(() => page.textContent('#status')).toMatch(
        /^Cancelled after \d+ of 32 layers of the count; the workers were stopped\.$/,
      );
      await poll(() => workers.every((w) => w.closed)).toBe(true);
      expect(await page.textContent('#results')).toMatch(/^Cancelled\. A partial run is not shown/);
      expect(await page.isEnabled('#run')).toBe(true);
      expect(await page.isDisabled('#cancel')).toBe(true);
      expect(await layersDone(page)).toBeLessThan(32);
      await page.close();
    },
  );
});

/** Where two reports differ, by key: every count, name and integer exactly, other numbers to 1e-12
 *  (relative), and what tells the machine (`elapsedMs`, `exactMs`, `memoryBytes`) not at all. Random play's probabilities are
 *  sums of floating-point numbers that a count in parts adds up in the order its batches arrive,
 *  which varies from run to run, so their last bits do too, in the CLI as on the page (the
 *  library's own test, test/pegs-partitioned.test.ts, compares them to 1e-12 likewise). */
function mismatches(shown: unknown, expected: unknown, at = ''): string[] {
  if (typeof shown === 'number' && typeof expected === 'number') {
    const close = Number.isInteger(expected)
      ? shown === expected
      : Math.abs(shown - expected) <= 1e-12 * Math.max(1, Math.abs(expected));
    return close ? [] : [at];
  }
  if (typeof shown !== 'object' || shown === null || typeof expected !== 'object' || expected === null)
    return shown === expected ? [] : [at];
  const keys = new Set([...Object.keys(shown), ...Object.keys(expected)]);
  return [...keys]
    .filter((key) => !['elapsedMs', 'exactMs', 'memoryBytes'].includes(key))
    .flatMap((key) =>
      mismatches(
        (shown as Record<string, unknown>)[key],
        (expected as Record<string, unknown>)[key],
        at === '' ? key : `${at}.${key}`,
      ),
    );
}
