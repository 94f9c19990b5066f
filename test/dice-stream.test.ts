// Which generator a die's name picks for a chunk (src/rng/dice-stream.ts): each name's word source
// against its generator seeded from the same stream key, word for word; the host's generators by
// their kind (their words cannot be predicted).

import { describe, expect, test } from 'vitest';
import { parseDice } from '../src/rng/dice.js';
import { wordSource } from '../src/rng/dice-stream.js';
import { HostWords, type WordSource } from '../src/rng/generators.js';
import { Mt19937, XoroShiro128Plus, XorShift128Plus } from '../src/rng/compared.js';

const words = (source: WordSource, n = 8) => Array.from({ length: n }, () => source.nextWord());

describe("a die's word source", () => {
  const key = 0x9e3779b97f4a7c15n;
  test('the twisters and the "+" generators, from the stream key', () => {
    const source = (name: string) => wordSource(parseDice(name), key, 3n, 1n);
    expect(words(source('mt19937'))).toEqual(words(Mt19937.fromKey(key)));
    expect(words(source('mt19937-python'))).toEqual(words(Mt19937.fromKey(key)));
    expect(words(source('xoroshiro128plus'))).toEqual(words(new XoroShiro128Plus({ key })));
    expect(words(source('xorshift128plus'))).toEqual(words(new XorShift128Plus({ key })));
    expect(words(source('xoroshiro128plus'))).not.toEqual(words(new XorShift128Plus({ key })));
  });

  test("the host's generators", () => {
    for (const name of ['math-random', 'crypto']) {
      const source = wordSource(parseDice(name), key, 3n, 1n);
      expect(source, name).toBeInstanceOf(HostWords);
      expect(
        words(source).every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32),
        name,
      ).toBe(true);
    }
  });
});
