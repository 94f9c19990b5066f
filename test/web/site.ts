// The built page for the browser tests: Vite's production build of web/ into a folder, and the
// numbers a results view shows, read back with the report keys they carry.

import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect } from 'vitest';
import { type FormatName, formatValue } from '../../src/web/format.js';
import { valueAt } from '../../src/web/dom.js';
import { launchChromium } from './chromium.js';
import { type StaticServer, serveStatic } from './static-server.js';

/** Builds the page (npm run build:web) into `outDir`. */
export async function buildSite(outDir: string): Promise<void> {
  await build({
    configFile: fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url)),
    build: { outDir, emptyOutDir: true },
    logLevel: 'warn',
  });
}

export interface ShownCell {
  key: string;
  format: string;
  value: string;
  text: string;
}

/** Every number the page shows with its report key, format, value and text. */
export function shownCells(page: Page): Promise<ShownCell[]> {
  return page.$$eval('[data-key]', (list) =>
    list.map((e) => ({
      key: e.getAttribute('data-key')!,
      format: e.getAttribute('data-format')!,
      value: e.getAttribute('data-value')!,
      text: e.textContent!,
    })),
  );
}

/** The cells whose value or text is not the one `expected` (the CLI's report) has at their key. */
export function wrongCells(cells: readonly ShownCell[], expected: unknown): ShownCell[] {
  return cells.filter(
    (c) =>
      !sameValue(c, JSON.parse(c.value), valueAt(expected, c.key)) ||
      c.text !== formatValue(c.format as FormatName, valueAt(expected, c.key)),
  );
}

/** Equal, but a p-value to 12 digits: it comes from the engine's Math.exp and Math.log, whose last
 *  bit Chromium and Node may round differently; and a ladder's rating to 1e-4 Elo points: its fit
 *  iterates to a tolerance, so such a last bit moves it by about 1e-6. */
function sameValue(cell: ShownCell, shown: unknown, expected: unknown): boolean {
  if (typeof shown === 'number' && typeof expected === 'number') {
    if (/^p(Value|\d)$/.test(cell.format)) return shown.toPrecision(12) === expected.toPrecision(12);
    if (/^ratings\.\d+\.(rating|ci95)\b/.test(cell.key)) return Math.abs(shown - expected) < 1e-4;
  }
  return isDeepStrictEqual(shown, expected);
}

/** Builds the page into `site` before the tests of the calling suite, serves it from 127.0.0.1 to
 *  one Chromium, and opens pages at a query (failing on any page error while loading), 1280 wide
 *  unless a viewport is given. */
export function useBuiltPage(
  site: string,
  viewportHeight: number,
): { open(query: string, viewport?: { width: number; height: number }): Promise<Page> } {
  let server: StaticServer;
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(site, { recursive: true });
    await buildSite(site);
    server = await serveStatic(site);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    async open(query, viewport = { width: 1280, height: viewportHeight }) {
      const page = await browser.newPage({ viewport });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(String(error)));
      await page.goto(`${server.url}?${query}`);
      await page.waitForSelector('#game option', { state: 'attached' });
      expect(problems).toEqual([]);
      return page;
    },
  };
}
