// Each range method's documented bias, in closed form (src/lab/bias.ts), against enumeration of
// every 20-bit word through the method's rule; and the d6 figures the docs quote for 32-bit words.
// (The twins' arithmetic itself is pinned by the C vectors in dice-vectors.test.ts.)

import { describe, expect, test } from 'vitest';
import { methodBias } from '../src/lab/bias.js';
import { METHODS, type MethodName } from '../src/rng/dice.js';
import { MethodDraws } from '../src/rng/methods.js';

const BITS = 20;
const TOTAL = 2 ** BITS;

/** Each method's rule on BITS-bit words, as its definition reads (null: the word is rejected). */
const rules: Record<string, (w: number, n: number) => number | null> = {
  modulo: (w, n) => w % n,
  float: (w, n) => Math.floor((w * n) / TOTAL),
  table: (w, n) => (w & 0xffff) % n,
  'abs-mod': (w, n) => Math.abs((w >= TOTAL / 2 ? w - TOTAL : w) % n),
  lemire: (w, n) => ((w * n) % TOTAL < TOTAL % n ? null : Math.floor((w * n) / TOTAL)),
  rejection: (w, n) => (w >= TOTAL - (TOTAL % n) ? null : w % n),
  java: (w, n) => {
    const bits = Math.floor(w / 2);
    const half = TOTAL / 2;
    if ((n & (n - 1)) === 0) return Math.floor((n * bits) / half);
    const v = bits % n;
    return bits - v + n - 1 >= half ? null : v;
  },
};

/** Every BITS-bit word through a method's rule once: counts by value and words rejected. */
function enumerate(method: string, n: number): { counts: number[]; rejected: number } {
  const counts = new Array<number>(n).fill(0);
  let rejected = 0;
  for (let w = 0; w < TOTAL; w++) {
    const v = rules[method]!(w, n);
    if (v === null) rejected++;
    else counts[v]!++;
  }
  return { counts, rejected };
}

describe.each(Object.keys(rules))('%s', (method) => {
  test.each([6, 7, 2, 5, 100, 256])(`n = %i: closed form matches every ${BITS}-bit word`, (n) => {
    const bias = methodBias(method as MethodName, n, BITS);
    expect(enumerate(method, n)).toEqual({ counts: bias.counts, rejected: bias.rejected });
  });
});

test("modulo and table: the rules above are the twins' (MethodDraws) on small 32-bit words", () => {
  for (const method of ['modulo', 'table']) {
    for (const w of [0, 1, 5, 65535, 65536, 99999, TOTAL - 1]) {
      const draws = new MethodDraws({ nextWord: () => w }, method as MethodName);
      expect(draws.draw(6), `${method} ${w}`).toBe(rules[method]!(w, 6));
    }
  }
});

test('the d6 figures the docs quote (32-bit words)', () => {
  expect(methodBias('modulo', 6).counts).toEqual([
    715827883, 715827883, 715827883, 715827883, 715827882, 715827882,
  ]);
  expect(methodBias('float', 6).counts).toEqual([
    715827883, 715827883, 715827882, 715827883, 715827883, 715827882,
  ]);
  expect(methodBias('abs-mod', 6).counts).toEqual([
    715827883, 715827884, 715827883, 715827882, 715827882, 715827882,
  ]);
  const table = methodBias('table', 6);
  expect(table.counts.map((c) => c / 65536)).toEqual([10923, 10923, 10923, 10923, 10922, 10922]);
  expect(table.probabilities[0]).toBeCloseTo(10923 / 65536, 15);
  for (const method of ['lemire', 'rejection', 'java', 'lemire16'] as const) {
    expect(methodBias(method, 6).maxRelativeError).toBe(0);
  }
  expect(methodBias('lemire', 6).rejected).toBe(4);
  expect(methodBias('java', 6).rejected).toBe(4); // 2 of 2^31 next(31) values
  expect(methodBias('lemire16', 6).rejected).toBe(4 * 65536);
  expect(METHODS.every((m) => methodBias(m, 6).probabilities.length === 6)).toBe(true);
});
