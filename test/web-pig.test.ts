// Pig on the page, in Chromium: the optimal policy is drawn before a run (a heat map with a title
// per run of cells), the goal and die fields reach the library, and a run shows the CLI's numbers.

import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { SimulationReport } from '../src/report/simulation.js';
import { runCli } from './helpers.js';
import { chromiumMissing } from './web/chromium.js';
import { useBuiltPage } from './web/site.js';

const OUTPUT = fileURLToPath(new URL('../test-output/', import.meta.url));
const missing = chromiumMissing();

describe.skipIf(missing)('Pig on the page', () => {
  const { open } = useBuiltPage(`${OUTPUT}site-pig`, 1500);

  test('the optimal policy is drawn, and a run shows the numbers of the CLI', async () => {
    const page = await open('game=pig&preset=classic&games=20000&seed=3&workers=1');
    await page.waitForSelector('#pig-policy', { timeout: 60_000 });
    const titles = await page.$$eval('#pig-policy rect title', (t) => t.map((e) => e.textContent));
    expect(titles.length).toBeGreaterThan(100);
    // the first cell of the bottom row: at the start an optimal player holds at 21
    expect(titles.find((t) => /^your score 0(–\d+)?, opponent 0:/.test(t ?? ''))).toMatch(
      /: hold at a turn total of 21$/,
    );
    await page.screenshot({ path: `${OUTPUT}web-pig-policy.png`, fullPage: true });

    await page.fill('#strategies', 'hold:20,keep-pace');
    await page.click('#run');
    await page.waitForSelector('#report-json', { state: 'attached', timeout: 120_000 });
    const shown = JSON.parse((await page.textContent('#report-json'))!) as SimulationReport;
    const cli = JSON.parse(
      (
        await runCli([
          'simulate',
          'pig',
          '--strategies',
          'hold:20,keep-pace',
          '--games',
          '20000',
          '--seed',
          '3',
          '--json',
          '--quiet',
        ])
      ).stdout,
    ) as SimulationReport;
    expect(shown.seats).toEqual(cli.seats);
    expect(shown.metrics.turns).toEqual(cli.metrics.turns);
    await page.close();
  });
});
