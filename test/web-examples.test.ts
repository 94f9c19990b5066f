// The examples/ folder in Debian's Chromium: the plain page with the library served from another
// origin (a second port, with CORS headers, as a CDN serves it), and the Vite app, built with the
// repository's Vite and under its dev server. Each shows the numbers Node's simulate() gives.

import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build, createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exact, simulate } from '../src/index.js';
import { ROOT } from './helpers.js';
import { chromiumMissing, launchChromium } from './web/chromium.js';
import { type StaticServer, serveStatic } from './web/static-server.js';

const OUT = fileURLToPath(new URL('../test-output/examples/', import.meta.url));
const missing = chromiumMissing();
/** Building and serving with Vite takes seconds, minutes on a loaded shared machine. */
const VITE_TIMEOUT_MS = 600_000;
if (missing) console.warn(`skipping the examples test: ${missing}`);

/** What the examples show for their run (100,000 classic games, seed 42), from Node. */
async function expectedText(): Promise<string> {
  const turns = (await simulate({ game: 'snakes', preset: 'classic', games: 100_000, seed: 42 })).metrics
    .turns!;
  return `${turns.mean.toFixed(3)} turns on average, 95% CI ${turns.ci95[0].toFixed(3)} to ${turns.ci95[1].toFixed(3)}`;
}

/** A copy of an example with boardsim installed: linked to this repository (built), or copied as
 *  npm installs it (a bundler treats a linked package as source and would not pre-bundle it). */
function installExample(name: string, install: 'link' | 'copy'): string {
  const dir = `${OUT}${name}/`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(fileURLToPath(new URL(`../examples/${name}/`, import.meta.url)), dir, { recursive: true });
  const installed = `${dir}node_modules/boardsim`;
  mkdirSync(`${dir}node_modules`, { recursive: true });
  if (install === 'link') symlinkSync(ROOT, installed, 'dir');
  else
    for (const part of ['package.json', 'dist', 'build'])
      cpSync(`${ROOT}${part}`, `${installed}/${part}`, { recursive: true });
  return dir;
}

describe.skipIf(missing)('the examples', () => {
  let browser: Browser;
  let expected: string;
  const servers: StaticServer[] = [];

  beforeAll(async () => {
    [browser, expected] = await Promise.all([launchChromium(), expectedText()]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
    rmSync(OUT, { recursive: true, force: true });
  });

  /** Opens `url` and returns what #out says once the run is over (failing on any page error or
   *  any file the page could not load). */
  async function shown(url: string): Promise<string> {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      // Chromium asks every site for a favicon; the examples have none
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
        problems.push(`${response.url()}: HTTP ${response.status()}`);
      }
    });
    try {
      await page.goto(url);
      const finished = page.waitForFunction(
        () => !document.getElementById('out')!.textContent!.startsWith('running'),
        null,
        { timeout: 0 },
      );
      // a page error ends the wait at once instead of leaving the page running forever
      await Promise.race([
        finished,
        page.waitForEvent('pageerror', { timeout: 0 }).then((error) => Promise.reject(error)),
      ]);
      expect(problems).toEqual([]);
      expect(await page.evaluate(() => (document.getElementById('bar') as HTMLProgressElement).value)).toBe(
        1,
      );
      return (await page.textContent('#out'))!;
    } finally {
      await page.close();
    }
  }

  test('the plain page runs with the library on another origin (a CDN with CORS)', async () => {
    const cdnRoot = `${OUT}cdn/`;
    rmSync(cdnRoot, { recursive: true, force: true });
    mkdirSync(cdnRoot, { recursive: true });
    symlinkSync(ROOT, `${cdnRoot}boardsim`, 'dir');
    const cdn = await serveStatic(cdnRoot, { cors: true });
    servers.push(cdn);
    const dir = installExample('html', 'link');
    const page = readFileSync(`${dir}index.html`, 'utf8');
    const local = './node_modules/boardsim/dist/browser/boardsim.js';
    expect(page).toContain(local);
    writeFileSync(`${dir}cdn.html`, page.replace(local, `${cdn.url}boardsim/dist/browser/boardsim.js`));
    const site = await serveStatic(dir);
    servers.push(site);
    expect(new URL(cdn.url).origin).not.toBe(new URL(site.url).origin);

    expect(await shown(`${site.url}cdn.html`)).toBe(expected);
    expect(await shown(site.url)).toBe(expected);
  });

  test(
    'the Vite app runs under the dev server, with no Vite setting',
    async () => {
      const dir = installExample('vite', 'copy');
      const server = await createServer({
        root: dir,
        configFile: false,
        logLevel: 'warn',
        server: { host: '127.0.0.1', port: 0 },
      });
      await server.listen();
      try {
        const url = server.resolvedUrls!.local[0]!;
        expect(await shown(url)).toBe(`${expected} (exact: ${exactMean()})`);
      } finally {
        await server.close();
      }
    },
    VITE_TIMEOUT_MS,
  );

  test(
    'the Vite app runs when built',
    async () => {
      const dir = installExample('vite', 'copy');
      await build({ root: dir, configFile: false, logLevel: 'warn', build: { outDir: `${dir}dist` } });
      // the worker is built once, as a worker (issue 36: it was also copied as an asset)
      const workers = readdirSync(`${dir}dist/assets`).filter((name) => name.startsWith('worker-web'));
      expect(workers).toHaveLength(1);
      const site = await serveStatic(`${dir}dist`);
      servers.push(site);
      expect(await shown(site.url)).toBe(`${expected} (exact: ${exactMean()})`);
    },
    VITE_TIMEOUT_MS,
  );
});

function exactMean(): string {
  return exact({ game: 'snakes', preset: 'classic' }).turns.mean.toFixed(3);
}
