// Regenerates the page's screenshots in docs/public/screenshots/ (npm run screenshots; not in CI):
// the production build served from 127.0.0.1 to Debian's Chromium, at a desktop's 1280×900 and a
// phone's 390×844, before and after a run (a simulation, an analysis, the L.A.M.A. ladder).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../test/web/chromium.js';
import { buildSite } from '../test/web/site.js';
import { serveStatic } from '../test/web/static-server.js';

const OUT = fileURLToPath(new URL('../docs/public/screenshots/', import.meta.url));
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Shot {
  readonly file: string;
  readonly query: string;
  readonly viewport: { width: number; height: number };
  /** Run it, and show the results (the page scrolls them into view). */
  readonly run?: boolean;
  /** Only this element of the page, whole (after the run). */
  readonly element?: string;
}

const SHOTS: Shot[] = [
  { file: 'desktop-snakes.png', query: 'game=snakes', viewport: DESKTOP },
  {
    file: 'desktop-snakes-results.png',
    query: 'game=snakes&players=2&games=1000000',
    viewport: DESKTOP,
    run: true,
  },
  { file: 'desktop-candyland.png', query: 'game=candyland&preset=classic', viewport: DESKTOP },
  { file: 'desktop-pegs.png', query: 'game=pegs&preset=triangle5', viewport: DESKTOP, run: true },
  {
    file: 'desktop-snakes-analysis.png',
    query: 'game=snakes&study=analyze&preset=classic&games=100000',
    viewport: DESKTOP,
    run: true,
  },
  {
    file: 'desktop-snakes-analysis-board.png',
    query: 'game=snakes&study=analyze&preset=classic&games=100000',
    viewport: DESKTOP,
    run: true,
    element: 'figure:has(#analysis-0-board)',
  },
  {
    file: 'desktop-candyland-analysis-board.png',
    query: 'game=candyland&study=analyze&preset=classic&players=2&games=20000',
    viewport: DESKTOP,
    run: true,
    element: 'figure:has(#analysis-0-board)',
  },
  {
    file: 'desktop-lama-ladder.png',
    query: 'game=lama&study=ladder&players=2..4&games=100',
    viewport: DESKTOP,
    run: true,
  },
  { file: 'phone-snakes.png', query: 'game=snakes', viewport: PHONE },
  { file: 'phone-snakes-results.png', query: 'game=snakes&games=1000000', viewport: PHONE, run: true },
  {
    file: 'phone-candyland-analysis.png',
    query: 'game=candyland&study=analyze&players=2&games=20000',
    viewport: PHONE,
    run: true,
  },
];

async function take(browser: Browser, url: string, shot: Shot): Promise<void> {
  const page = await browser.newPage({ viewport: shot.viewport });
  await page.goto(`${url}?${shot.query}`);
  await page.waitForSelector('#game option', { state: 'attached' });
  if (shot.run) {
    await page.click('#run');
    await page.waitForSelector('#report-json', { state: 'attached', timeout: 120_000 });
  }
  if (shot.element) await page.locator(shot.element).screenshot({ path: join(OUT, shot.file) });
  else await page.screenshot({ path: join(OUT, shot.file) });
  await page.close();
  console.log(`docs/public/screenshots/${shot.file}`);
}

const site = mkdtempSync(join(tmpdir(), 'boardsim-screenshots-'));
try {
  await buildSite(site);
  const server = await serveStatic(site);
  const browser = await launchChromium();
  try {
    for (const shot of SHOTS) await take(browser, server.url, shot);
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(site, { recursive: true, force: true });
}
