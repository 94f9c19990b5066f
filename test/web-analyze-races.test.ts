// The page's Snakes and Ladders and Candy Land analyses in Chromium, on the production build: their
// chunks play on Web Workers nested in the analysis worker (as many as the browser has cores), and
// the report is exactly the CLI's `analyze --json` on one thread for the same inputs.

import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runCli } from './helpers.js';
import { chromiumMissing } from './web/chromium.js';
import { useBuiltPage } from './web/site.js';

const OUTPUT = fileURLToPath(new URL('../test-output/', import.meta.url));
const missing = chromiumMissing();
if (missing) console.warn(`skipping the page's race analysis test: ${missing}`);

describe.skipIf(missing)("the page's race analyses in Chromium", () => {
  const { open } = useBuiltPage(`${OUTPUT}site-analyze-races`, 1200);

  test.each([
    ['snakes', 'preset=classic&players=2'],
    ['candyland', 'preset=seed000&compare=classic&players=3'],
  ])('%s %s over three chunks: the CLI’s `analyze --json --threads 1`', async (game, query) => {
    // three chunks of 65,536 games, the last one short
    const settings = `${query}&games=140000&seed=8`;
    const params = new URLSearchParams(settings);
    const presets = [params.get('preset'), params.get('compare')].filter((p) => p !== null).join(',');
    const args = [
      '--preset',
      presets,
      '--players',
      params.get('players')!,
      '--games',
      '140000',
      '--seed',
      '8',
    ];
    const cli = runCli(['analyze', game, ...args, '--threads', '1', '--json', '--quiet']);
    const page = await open(`game=${game}&study=analyze&${settings}`);
    await page.click('#run');
    await page.waitForSelector('#report-json', { state: 'attached', timeout: 60_000 });
    const shown = JSON.parse((await page.textContent('#report-json'))!) as Record<string, unknown>;
    const run = await cli;
    expect(run.stderr).toBe('');
    const withoutTimes = ({ elapsedMs: _ms, variants, ...rest }: Record<string, unknown>) => ({
      ...rest,
      variants: (variants as Record<string, unknown>[]).map(({ exactMs: _x, ...variant }) => variant),
    });
    expect(withoutTimes(shown)).toEqual(withoutTimes(JSON.parse(run.stdout) as Record<string, unknown>));
    // the one-player note is for one player only
    expect(await page.locator('#analysis-one-player').count()).toBe(0);
    await page.close();
  });
});
