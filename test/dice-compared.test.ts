// The generators people compare against, each against its reference run for real: std::mt19937
// (test/vectors/mt19937.cpp, g++), CPython's random (test/vectors/mt19937_python.py), and the npm
// packages pure-rand and seedrandom (dev dependencies, run here). Twin and WebAssembly alike, from
// the reference's own seed as `rng sample`, `rng dump` and createDice take it.

import { readFileSync } from 'node:fs';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { mersenne } from 'pure-rand/generator/mersenne';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { xorshift128plus } from 'pure-rand/generator/xorshift128plus';
import seedrandom from 'seedrandom';
import { describe, expect, test } from 'vitest';
import { parseDice } from '../src/rng/dice.js';
import { ownSeedSource, sampleDraws as twinSample } from '../src/rng/dice-stream.js';
import { parseDiceSeed } from '../src/rng/seeds.js';
import { Kernel, openWordStream, sampleDraws } from '../src/wasm/index.js';
import { loadKernel } from './helpers.js';

const alea = seedrandom.alea;
const read = <T>(name: string) =>
  JSON.parse(readFileSync(new URL(`./vectors/${name}`, import.meta.url), 'utf8')) as T;
const std = read<{ std: { seed: number; words: number[]; word10000: number }[] }>('mt19937.json').std;
const cpython = read<{ cpython: { seed: string; words: number[]; word1000: number }[] }>(
  'mt19937-python.json',
).cpython;

/** The first `count` words of a die seeded as `rng dump --seed` seeds it, from WebAssembly. */
function kernelWords(kernel: Kernel, gen: string, seed: bigint, count: number): number[] {
  const stream = openWordStream(kernel, parseDice(gen), seed, count + (count % 2));
  try {
    return Array.from(stream.next().subarray(0, count));
  } finally {
    stream.close();
  }
}

function twinWords(gen: string, seed: bigint, count: number): number[] {
  const source = ownSeedSource(parseDice(gen), seed)!;
  return Array.from({ length: count }, () => source.nextWord());
}

describe('mt19937 is std::mt19937(seed)', () => {
  test('the C++ standard: word 10,000 of the default seed 5489 is 4123659995', () => {
    expect(std.find((v) => v.seed === 5489)!.word10000).toBe(4123659995);
  });
  test.each(std)('seed $seed: twin and WebAssembly', async ({ seed, words, word10000 }) => {
    const kernel = await loadKernel();
    const twin = twinWords('mt19937', BigInt(seed), 10_000);
    const wasm = kernelWords(kernel, 'mt19937', BigInt(seed), 10_000);
    expect(twin.slice(0, 16)).toEqual(words);
    expect(twin[9999]).toBe(word10000);
    expect(wasm).toEqual(twin);
  });
  test("pure-rand's mersenne(seed) is the same generator", () => {
    for (const seed of [0, 42, 5489]) {
      const ref = mersenne(seed);
      expect(twinWords('mt19937', BigInt(seed), 1000)).toEqual(
        Array.from({ length: 1000 }, () => ref.next() >>> 0),
      );
    }
  });
});

describe('mt19937-python is CPython random.seed(seed), random.getrandbits(32)', () => {
  test.each(cpython)('seed $seed: twin and WebAssembly', async ({ seed, words, word1000 }) => {
    const kernel = await loadKernel();
    const twin = twinWords('mt19937-python', BigInt(seed), 1000);
    expect(twin.slice(0, 16)).toEqual(words);
    expect(twin[999]).toBe(word1000);
    expect(kernelWords(kernel, 'mt19937-python', BigInt(seed), 1000)).toEqual(twin);
  });
});

const pureRand = { xoroshiro128plus, xorshift128plus, mt19937: mersenne } as const;
const pureSeeds = [0, 1, 42, -1, -123456, 2 ** 31 - 1, 4_000_000_000];

test.each(['xoroshiro128plus', 'xorshift128plus'].flatMap((gen) => pureSeeds.map((seed) => ({ gen, seed }))))(
  '$gen seed $seed: words are next() >>> 0',
  async ({ gen, seed }) => {
    const ref = pureRand[gen as 'xoroshiro128plus'](seed);
    const expected = Array.from({ length: 2000 }, () => ref.next() >>> 0);
    const s = parseDiceSeed(parseDice(gen), seed);
    expect(twinWords(gen, s, 2000)).toEqual(expected);
    expect(kernelWords(await loadKernel(), gen, s, 2000)).toEqual(expected);
  },
);

describe.each(Object.keys(pureRand))("%s with pure-rand's dice", (gen) => {
  const make = pureRand[gen as keyof typeof pureRand];
  const seeds = gen === 'mt19937' ? pureSeeds.filter((s) => s >= 0) : pureSeeds;
  test.each([2, 3, 6, 7, 20, 100, 65536])(
    `${gen}:pure-rand, faces %i: uniformInt(rng, 1, faces)`,
    async (faces) => {
      for (const seed of seeds.slice(0, 4)) {
        const ref = make(seed);
        const expected = Array.from({ length: 3000 }, () => uniformInt(ref, 1, faces));
        const spec = parseDice(`${gen}:pure-rand`);
        const s = parseDiceSeed(spec, seed);
        const twin = twinSample(spec, s);
        expect(expected.map(() => twin.draw(faces) + 1)).toEqual(expected);
        const wasm = sampleDraws(await loadKernel(), spec, s, faces, 3000).map((d) => d + 1);
        expect(wasm).toEqual(expected);
      }
    },
  );
});

describe("alea is seedrandom's alea(String(seed))", () => {
  const seeds = [0n, 1n, 42n, 123456789n, 2n ** 64n - 1n];
  test.each(seeds)('seed %s: words are int32() >>> 0', async (seed) => {
    const ref = alea(String(seed));
    const expected = Array.from({ length: 2000 }, () => ref.int32() >>> 0);
    expect(twinWords('alea', seed, 2000)).toEqual(expected);
    expect(kernelWords(await loadKernel(), 'alea', seed, 2000)).toEqual(expected);
  });
  test.each([2, 6, 20, 100, 1000, 65536])(
    "alea:float, faces %i: Math.floor(prng() * faces) + 1 (boardgame.io's dice)",
    async (faces) => {
      for (const seed of seeds) {
        const ref = alea(String(seed));
        const expected = Array.from({ length: 3000 }, () => Math.floor(ref() * faces) + 1);
        const spec = parseDice('alea:float');
        const twin = twinSample(spec, seed);
        expect(expected.map(() => twin.draw(faces) + 1)).toEqual(expected);
        expect(sampleDraws(await loadKernel(), spec, seed, faces, 3000).map((d) => d + 1)).toEqual(expected);
      }
    },
  );
});

test.each([
  ['mt19937', '4294967296', "std::mt19937's seed, 0 to 2^32-1"],
  ['mt19937', '-1', "std::mt19937's seed, 0 to 2^32-1"],
  ['xoroshiro128plus', '-2147483649', "pure-rand's seed, -2^31 to 2^32-1"],
  ['alea', '-1', 'a whole number from 0 to 2^64-1'],
  ['mt19937-python', '18446744073709551616', "random.seed's integer, 0 to 2^64-1"],
])('%s: seed %s is out of its reference range', (gen, seed, message) => {
  expect(() => parseDiceSeed(parseDice(gen), seed)).toThrow(message);
});
