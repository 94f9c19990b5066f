// The generator against published reference vectors (computed from the reference algorithms by
// test/vectors/reference.c), in TypeScript and in WebAssembly.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ChunkStream } from '../src/rng/stream.js';
import { SplitMix64, Xoshiro128ss } from '../src/rng/xoshiro128.js';
import { streamDice, streamDraws, streamWords } from '../src/wasm/index.js';
import { loadKernel } from './helpers.js';

const vectors = JSON.parse(readFileSync(new URL('./vectors/vectors.json', import.meta.url), 'utf8')) as {
  splitmix64: { seed: string; outputs: string[] }[];
  xoshiro128ss: { state: [number, number, number, number]; outputs: number[] }[];
  streams: { seed: string; chunk: string; words: number[] }[];
};

describe('SplitMix64 (TypeScript)', () => {
  test.each(vectors.splitmix64)('seed $seed', ({ seed, outputs }) => {
    const sm = new SplitMix64(BigInt(seed));
    expect(outputs.map(() => sm.next().toString())).toEqual(outputs);
  });
});

describe('xoshiro128** (TypeScript)', () => {
  test.each(vectors.xoshiro128ss)('state $state', ({ state, outputs }) => {
    const g = new Xoshiro128ss(...state);
    expect(outputs.map(() => g.next())).toEqual(outputs);
  });

  test('an all-zero state is refused', () => {
    expect(() => new Xoshiro128ss(0, 0, 0, 0)).toThrow(/all zero/);
  });
});

describe('chunk streams', () => {
  test.each(vectors.streams)('seed $seed chunk $chunk: TypeScript twin', ({ seed, chunk, words }) => {
    const stream = new ChunkStream(BigInt(seed), BigInt(chunk));
    expect(words.map(() => stream.nextWord())).toEqual(words);
  });

  test.each(vectors.streams)('seed $seed chunk $chunk: WebAssembly', async ({ seed, chunk, words }) => {
    const kernel = await loadKernel();
    expect(streamWords(kernel, BigInt(seed), BigInt(chunk), words.length)).toEqual(words);
  });

  test('different chunks and seeds give different streams', async () => {
    const kernel = await loadKernel();
    const a = streamWords(kernel, 5n, 0n, 8);
    expect(streamWords(kernel, 5n, 1n, 8)).not.toEqual(a);
    expect(streamWords(kernel, 6n, 0n, 8)).not.toEqual(a);
  });
});

describe('draws', () => {
  test.each([2, 3, 6, 7, 20, 66, 100, 256])(
    'draw(%i): WebAssembly scalar, SIMD dice and the twin agree',
    async (n) => {
      const kernel = await loadKernel();
      const count = 20_000;
      const scalar = streamDraws(kernel, 99n, 3n, n, count);
      const dice = streamDice(kernel, 99n, 3n, n, count);
      const twin = new ChunkStream(99n, 3n);
      expect(dice).toEqual(scalar);
      expect(scalar).toEqual(Array.from({ length: count }, () => twin.draw(n)));
      expect(Math.min(...scalar)).toBe(0);
      expect(Math.max(...scalar)).toBe(n - 1);
    },
  );

  test.each([3, 6, 7, 20, 66, 1000, 65535])('Lemire on half-words is exactly uniform for n = %i', (n) => {
    // every one of the 65536 half-words, through the accept/reject rule of ChunkStream.draw
    const counts = new Array<number>(n).fill(0);
    const threshold = 65536 % n;
    for (let h = 0; h < 65536; h++) {
      const product = h * n;
      if (product % 65536 >= threshold) counts[Math.floor(product / 65536)]!++;
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]! * n).toBe(65536 - threshold);
  });

  test('draw rejects bounds outside 1..2^32', () => {
    const stream = new ChunkStream(1n, 0n);
    expect(() => stream.draw(0)).toThrow(RangeError);
    expect(() => stream.draw(2 ** 32 + 1)).toThrow(RangeError);
    expect(() => stream.draw(6.5)).toThrow(RangeError);
    expect(stream.draw(1)).toBe(0);
  });

  test('above 65,536 faces, Lemire on whole words: a bound of 2^32 gives the words themselves', () => {
    const stream = new ChunkStream(3n, 1n);
    const words = new ChunkStream(3n, 1n);
    expect(Array.from({ length: 100 }, () => stream.draw(2 ** 32))).toEqual(
      Array.from({ length: 100 }, () => words.nextWord()),
    );
  });
});
