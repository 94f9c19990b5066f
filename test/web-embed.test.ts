// The README's embedding example, pasted as it is into a page next to an installed copy of the
// package (node_modules/boardsim), served and opened in Debian's Chromium: it shows the numbers
// that Node's simulate() gives for the same run.

import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { simulate } from '../src/index.js';
import { ROOT } from './helpers.js';
import { chromiumMissing, launchChromium } from './web/chromium.js';
import { type StaticServer, serveStatic } from './web/static-server.js';

const SITE = fileURLToPath(new URL('../test-output/embed/', import.meta.url));
const missing = chromiumMissing();
if (missing) console.warn(`skipping the embedding test: ${missing}`);

/** The example between the embed markers of the README. */
function embedSnippet(): string {
  const match =
    /<!-- embed:start -->\s*(?:<!-- prettier-ignore -->\s*)?```html\n([\s\S]*?)```\s*<!-- embed:end -->/.exec(
      readFileSync(`${ROOT}README.md`, 'utf8'),
    );
  if (!match)
    throw new Error('no embedding example between <!-- embed:start --> and <!-- embed:end --> in README.md');
  return match[1]!;
}

describe.skipIf(missing)('the embedding example', () => {
  let server: StaticServer;

  beforeAll(async () => {
    rmSync(SITE, { recursive: true, force: true });
    mkdirSync(`${SITE}node_modules`, { recursive: true });
    symlinkSync(ROOT, `${SITE}node_modules/boardsim`, 'dir');
    writeFileSync(`${SITE}index.html`, embedSnippet());
    // served as a server that names no character set would: the page must declare its own
    server = await serveStatic(SITE, { noCharset: true });
  });
  afterAll(() => server?.close());

  test('is 12 lines of HTML and JavaScript', () => {
    expect(embedSnippet().trimEnd().split('\n')).toHaveLength(12);
  });

  test('works when pasted: it shows the numbers Node gives for the same run', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(String(error)));
      await page.goto(server.url);
      // its text as written ("running…", not "runningâ€¦") whatever the server says
      expect(await page.evaluate(() => document.characterSet)).toBe('UTF-8');
      await page.waitForFunction(
        () => !document.getElementById('out')!.textContent!.startsWith('running'),
        null,
        {
          timeout: 60_000,
        },
      );
      expect(problems).toEqual([]);
      const turns = (await simulate({ game: 'snakes', preset: 'classic', games: 1_000_000, seed: 42 }))
        .metrics.turns!;
      expect(await page.textContent('#out')).toBe(
        `${turns.mean.toFixed(3)} turns on average, 95% CI ${turns.ci95[0].toFixed(3)} to ${turns.ci95[1].toFixed(3)}`,
      );
      expect(await page.evaluate(() => (document.getElementById('bar') as HTMLProgressElement).value)).toBe(
        1,
      );
    } finally {
      await browser.close();
    }
  });
});
