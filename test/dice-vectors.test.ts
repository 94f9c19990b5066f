// The dice lab's generators and range methods against known answers: java.util.Random and
// xorshift128 in Java int arithmetic from the JDK itself (test/vectors/JavaRandomVectors.java),
// the others from the published C reference code (test/vectors/lab-reference.c); each pins the
// TypeScript twin, and the WebAssembly kernel must match the twin.

import { describe, expect, test } from 'vitest';
import { type DiceSpec, METHODS, type MethodName } from '../src/rng/dice.js';
import { sampleDraws as twinSample } from '../src/rng/dice-stream.js';
import {
  JavaRandom,
  Pcg32,
  SplitMix64Words,
  type WordSource,
  Xorshift128,
  Xoshiro128ssWords,
  Xoshiro256ss,
} from '../src/rng/generators.js';
import { MethodDraws } from '../src/rng/methods.js';
import { keyedWords, sampleDraws } from '../src/wasm/dice.js';
import { loadKernel } from './helpers.js';

import { java, lab } from './vector-files.js';

describe('java.util.Random (vectors from the JDK)', () => {
  test.each(java.random)('seed $seed: nextInt() and nextInt(bound), twin', ({ seed, nextInt, bounded }) => {
    const r = new JavaRandom(BigInt(seed));
    expect(nextInt.map(() => r.nextWord() | 0)).toEqual(nextInt);
    for (const [bound, values] of Object.entries(bounded)) {
      const rb = new JavaRandom(BigInt(seed));
      expect(
        values.map(() => rb.nextInt(Number(bound))),
        `bound ${bound}`,
      ).toEqual(values);
    }
  });

  test.each(java.random)('seed $seed: WebAssembly words and draws', async ({ seed, nextInt, bounded }) => {
    const kernel = await loadKernel();
    const spec: DiceSpec = { generator: 'java-lcg', method: 'java' };
    expect(keyedWords(kernel, spec, BigInt.asUintN(64, BigInt(seed)), 8).map((w) => w | 0)).toEqual(nextInt);
    for (const [bound, values] of Object.entries(bounded)) {
      if (Number(bound) > 65536) continue; // draw(n) takes bounds up to 65536
      const got = sampleDraws(kernel, spec, BigInt.asUintN(64, BigInt(seed)), Number(bound), values.length);
      expect(got, `bound ${bound}`).toEqual(values);
    }
  });

  test('new Random(42).nextInt(6) + 1, 1000 times: twin and WebAssembly', async () => {
    const spec: DiceSpec = { generator: 'java-lcg', method: 'java' };
    const twin = twinSample(spec, 42n);
    expect(java.seed42d6.map(() => twin.draw(6) + 1)).toEqual(java.seed42d6);
    const kernel = await loadKernel();
    expect(sampleDraws(kernel, spec, 42n, 6, 1000).map((d) => d + 1)).toEqual(java.seed42d6);
  });
});

describe('xorshift128 in Java int arithmetic (vectors from the JDK)', () => {
  test.each(java.xorshift128)('state $state', ({ state, words, absMod6, table6 }) => {
    const g = () => new Xorshift128(...state);
    const w = g();
    expect(words.map(() => w.nextInt())).toEqual(words);
    const abs = new MethodDraws(g(), 'abs-mod');
    expect(absMod6.map(() => abs.draw(6) + 1)).toEqual(absMod6);
    const table = new MethodDraws(g(), 'table');
    expect(table6.map(() => table.draw(6) + 1)).toEqual(table6);
  });
});

describe('splitmix64, xoshiro128**, xoshiro256**, pcg32 (vectors from the reference C code)', () => {
  test("pcg32 matches the PCG distribution's demo (pcg32_srandom_r(42, 54))", () => {
    const g = new Pcg32(42n, 54n);
    expect(lab.pcg32Demo.map(() => g.nextWord())).toEqual(lab.pcg32Demo);
    expect(lab.pcg32Demo[0]).toBe(0xa15c02b7);
  });

  const twins: Record<string, (key: bigint) => WordSource> = {
    splitmix64: (key) => new SplitMix64Words(key),
    xoshiro128ss: (key) => new Xoshiro128ssWords(key),
    xoshiro256ss: (key) => Xoshiro256ss.fromKey(key),
    pcg32: (key) => Pcg32.fromKey(key),
  };
  const cases = lab.keyed.flatMap((k) =>
    Object.keys(twins).map((name) => ({
      name,
      key: k.key,
      words: (k as unknown as Record<string, number[]>)[name]!,
    })),
  );
  test.each(cases)('$name from key $key: twin and WebAssembly', async ({ name, key, words }) => {
    const twin = twins[name]!(BigInt(key));
    expect(words.map(() => twin.nextWord())).toEqual(words);
    const kernel = await loadKernel();
    const spec = { generator: name, method: 'lemire' } as DiceSpec;
    expect(keyedWords(kernel, spec, BigInt(key), words.length)).toEqual(words);
  });
});

describe('range methods on fixed words (vectors from the reference C code)', () => {
  // lemire16 reads half-words; pure-rand's known answers come from pure-rand (dice-compared.test.ts)
  const methods = METHODS.filter((m) => m !== 'lemire16' && m !== 'pure-rand');
  const cases = methods.flatMap((method) =>
    Object.entries(lab.methods[method]!).map(([bound, values]) => ({ method, bound: Number(bound), values })),
  );
  test.each(cases)('$method, bound $bound', ({ method, bound, values }) => {
    let i = 0;
    const draws = new MethodDraws({ nextWord: () => lab.methods.words[i++]! }, method as MethodName);
    expect(values.map(() => draws.draw(bound))).toEqual(values);
  });
});
