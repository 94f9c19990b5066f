// The documentation site (VitePress, built by `npm run docs:build`, which CI runs before the tests)
// in Debian's Chromium with axe, as the page is tested: no serious or critical violation on any
// hand-written page nor on a sample of the API reference's (issue 36: colour contrast on 25 pages,
// up to 94 nodes on one, and nested interactive controls in the API sidebar).

import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { chromiumMissing, launchChromium } from './web/chromium.js';
import { serveStatic } from './web/static-server.js';

const SITE = fileURLToPath(new URL('../docs/.vitepress/dist/', import.meta.url));
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

function siteMissing(): string | undefined {
  if (existsSync(join(SITE, 'index.html'))) return undefined;
  const why = `${SITE} not built: run npm run docs:build first`;
  if (process.env.CI) throw new Error(`${why}; CI builds it before the tests`);
  return why;
}

const missing = chromiumMissing() ?? siteMissing();
if (missing) console.warn(`skipping the docs site's accessibility test: ${missing}`);

/** The site's pages: every hand-written one, and every fifth page of the API reference. */
function pages(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'assets') walk(path);
      } else if (name.endsWith('.html')) found.push(path.slice(SITE.length));
    }
  };
  walk(SITE);
  const api = found.filter((p) => p.startsWith('api/'));
  return [...found.filter((p) => !p.startsWith('api/')), ...api.filter((_, i) => i % 5 === 0)];
}

describe.skipIf(missing)('the documentation site', () => {
  test('no page has a serious or critical axe violation', async () => {
    const server = await serveStatic(SITE);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const list = pages();
      expect(list.length).toBeGreaterThan(30);
      const found: string[] = [];
      for (const path of list) {
        await page.goto(server.url + path);
        await page.addScriptTag({ path: AXE });
        const violations = await page.evaluate(async () => {
          const { violations } = await (
            window as unknown as {
              axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> };
            }
          ).axe.run();
          return violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id} (${v.nodes.length})`);
        });
        if (violations.length > 0) found.push(`${path}: ${violations.join(', ')}`);
      }
      expect(found).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  }, 300_000);
});
