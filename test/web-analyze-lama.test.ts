// The page's L.A.M.A. analysis in Chromium, on the production build: its tables play on Web Workers
// nested in the analysis worker, and the report is exactly the CLI's `analyze lama --json` for the
// same inputs (the same seed gives the same sums on any number of workers).

import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runCli } from './helpers.js';
import { chromiumMissing } from './web/chromium.js';
import { shownCells, useBuiltPage, wrongCells } from './web/site.js';

const OUTPUT = fileURLToPath(new URL('../test-output/', import.meta.url));
const missing = chromiumMissing();
if (missing) console.warn(`skipping the page's L.A.M.A. analysis test: ${missing}`);

describe.skipIf(missing)("the page's L.A.M.A. analysis in Chromium", () => {
  const { open } = useBuiltPage(`${OUTPUT}site-analyze-lama`, 1200);

  test('2..3 players: the CLI’s `analyze lama --json`, every number shown', async () => {
    const args = '--players 2..3 --strategies greedy --games 60 --seed 4'.split(' ');
    const cli = runCli(['analyze', 'lama', ...args, '--json', '--quiet']);
    const page = await open('game=lama&study=analyze&players=2..3&strategies=greedy&games=60&seed=4');
    await page.click('#run');
    await page.waitForSelector('#report-json', { state: 'attached', timeout: 60_000 });
    const shown = JSON.parse((await page.textContent('#report-json'))!) as Record<string, unknown>;
    const run = await cli;
    expect(run.stderr).toBe('');
    const { elapsedMs: _shownMs, ...shownReport } = shown;
    const { elapsedMs: _cliMs, ...expected } = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(shownReport).toEqual(expected);
    expect(wrongCells(await shownCells(page), expected)).toEqual([]);
    await page.close();
  });
});
