// The "done when": from a fresh `npm install boardsim` in an empty folder, the ten-line
// script of docs/dice/library.md fills a Uint8Array of d6 rolls from pcg32 seeded 42 and prints
// their sum. Run here against a packed and installed copy, with 10^6 rolls instead of 10^8.

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDice } from '../src/index.js';
import { ROOT } from './helpers.js';
import { type PackedInstall, installPacked } from './packed-package.js';

/** The script between the markers in docs/dice/library.md. */
function script(): string {
  const page = readFileSync(`${ROOT}docs/dice/library.md`, 'utf8');
  const match = /<!-- done-when:start -->\s*```js\n([\s\S]*?)```\s*<!-- done-when:end -->/.exec(page);
  if (!match) throw new Error('no script between <!-- done-when:start --> and <!-- done-when:end -->');
  return match[1]!;
}

let installed: PackedInstall;
beforeAll(() => {
  installed = installPacked();
});
afterAll(() => installed?.remove());

test('the script is at most ten lines and rolls 10^8 dice of pcg32 seeded 42', () => {
  const text = script();
  expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(10);
  expect(text).toContain("createDice('pcg32', { seed: 42 })");
  expect(text).toContain('new Uint8Array(1e8)');
});

test('installed from the packed package, it prints the sum of the rolls', async () => {
  const out = installed.run('roll.mjs', script().replace('1e8', '1e6'));
  const rolls = (await createDice('pcg32', { seed: 42 })).fill(new Uint8Array(1e6), 6);
  const sum = rolls.reduce((a, b) => a + b, 0);
  expect(out.trim()).toBe(String(sum));
  expect(Math.abs(sum / 1e6 - 3.5)).toBeLessThan(0.01);
});
