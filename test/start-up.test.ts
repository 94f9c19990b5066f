// What keeps the CLI's start-up short (docs/guide/performance.md, "Start-up and whole commands
// against C"): numbers are grouped without ICU, presets are built when first read.

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { grouped } from '../src/core/digits.js';
import { lazyPreset } from '../src/games/config.js';

test('grouped writes what toLocaleString("en-US") writes', () => {
  const edges = [0, -0, 1, -1, 12, 999, 1000, -1000, 99_999, 100_000, 1_234_567, -1_234_567];
  const limits = [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53, 1e21, 1.5, -0.25];
  const odd = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1234.5678];
  for (const n of [...edges, ...limits, ...odd]) expect(grouped(n)).toBe(n.toLocaleString('en-US'));
  for (const n of [0n, -5n, 1000n, -123456789012345678901234567890n])
    expect(grouped(n)).toBe(n.toLocaleString('en-US'));
  fc.assert(
    fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double()), (n) => {
      expect(grouped(n)).toBe(n.toLocaleString('en-US'));
    }),
  );
  fc.assert(
    fc.property(fc.bigInt(), (n) => {
      expect(grouped(n)).toBe(n.toLocaleString('en-US'));
    }),
  );
});

test('a lazy preset builds its config once, when first read', () => {
  let built = 0;
  const preset = lazyPreset('a board', () => ({ built: ++built }));
  expect(built).toBe(0);
  expect(preset.description).toBe('a board');
  const config = preset.config;
  expect(preset.config).toBe(config);
  expect(built).toBe(1);
});
