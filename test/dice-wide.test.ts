// Dice of more than 65,536 faces, up to 2^32: every die's wide draws in WebAssembly against its
// twin (mixed with small draws, which share lemire16's half-words), the references' own dice
// (pure-rand's uniformInt, seedrandom's Alea), unbiased methods that stay unbiased, and
// createDice's and `rng sample`'s limits.

import { execFileSync } from 'node:child_process';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { mersenne } from 'pure-rand/generator/mersenne';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { xorshift128plus } from 'pure-rand/generator/xorshift128plus';
import seedrandom from 'seedrandom';
import { describe, expect, test } from 'vitest';
import { BoardsimError, createDice } from '../src/index.js';
import { type DiceSpec, GENERATORS, METHODS, METHOD_MAX_FACES, parseDice } from '../src/rng/dice.js';
import { diceDraws, sampleDraws as twinSample } from '../src/rng/dice-stream.js';
import { multiplyWords } from '../src/rng/methods.js';
import { parseDiceSeed } from '../src/rng/seeds.js';
import { chunkDraws, sampleDraws } from '../src/wasm/index.js';
import { CLI, loadKernel, runCli } from './helpers.js';

const WIDE = [65537, 1_000_000, 2 ** 31 - 1, 2 ** 31, 3 * 2 ** 30, 2 ** 32 - 1, 2 ** 32];

test('multiplyWords is w·n exactly, for products past 2^53', () => {
  const words = [0, 1, 0xffff, 0x10000, 0x12345678, 0x80000000, 0xfffffffe, 0xffffffff];
  for (const w of words) {
    for (const n of [1, 6, 65537, 0xffffffff, 2 ** 32, ...words.filter((x) => x > 0)]) {
      const product = BigInt(w) * BigInt(n);
      expect(multiplyWords(w, n)).toEqual({
        high: Number(product >> 32n),
        low: Number(product & 0xffffffffn),
      });
    }
  }
});

const seeded = GENERATORS.filter((g) => g !== 'math-random' && g !== 'crypto');
const cases = seeded.flatMap((generator) => METHODS.map((method) => ({ generator, method }) as DiceSpec));

describe.each(cases)('$generator:$method', (spec) => {
  const bounds = WIDE.filter((n) => n <= METHOD_MAX_FACES[spec.method]);

  test('wide draws: WebAssembly and the twin agree, and stay below the bound', async () => {
    const kernel = await loadKernel();
    for (const n of bounds) {
      const got = chunkDraws(kernel, spec, 5n, 2n, n, 300);
      const twin = diceDraws(spec, 5n, 2n);
      expect(got).toEqual(Array.from({ length: 300 }, () => twin.draw(n)));
      expect(Math.max(...got)).toBeLessThan(n);
    }
  });

  test('wide and small rolls mixed, by next() and fill(): the twin’s, in order', async () => {
    const dice = await createDice(spec, { seed: 5, stream: 2 });
    const twin = diceDraws(spec, 5n, 2n);
    for (const faces of [6, ...bounds, 7, ...bounds.slice().reverse(), 1000]) {
      if (faces <= 0xffffffff) {
        const got = Array.from(dice.fill(new Uint32Array(33), faces));
        expect(got).toEqual(got.map(() => twin.draw(faces) + 1));
      }
      expect(dice.next(faces)).toBe(twin.draw(faces) + 1);
    }
  });
});

const pureRand = { xoroshiro128plus, xorshift128plus, mt19937: mersenne } as const;

describe.each(Object.keys(pureRand))("%s:pure-rand is pure-rand's uniformInt(rng, 1, faces)", (gen) => {
  test.each(WIDE)('faces %i', async (faces) => {
    const spec = parseDice(`${gen}:pure-rand`);
    for (const seed of [0, 42, 2 ** 31 - 1]) {
      const ref = pureRand[gen as keyof typeof pureRand](seed);
      const expected = Array.from({ length: 1000 }, () => uniformInt(ref, 1, faces));
      const s = parseDiceSeed(spec, seed);
      const twin = twinSample(spec, s);
      expect(expected.map(() => twin.draw(faces) + 1)).toEqual(expected);
      const wasm = sampleDraws(await loadKernel(), spec, s, faces, 1000).map((d) => d + 1);
      expect(wasm).toEqual(expected);
    }
  });
});

test.each(WIDE)("alea:float, faces %i: seedrandom's Math.floor(prng() * faces) + 1", async (faces) => {
  const spec = parseDice('alea:float');
  for (const seed of [0n, 42n, 2n ** 64n - 1n]) {
    const ref = seedrandom.alea(String(seed));
    const expected = Array.from({ length: 1000 }, () => Math.floor(ref() * faces) + 1);
    const twin = twinSample(spec, seed);
    expect(expected.map(() => twin.draw(faces) + 1)).toEqual(expected);
    expect(sampleDraws(await loadKernel(), spec, seed, faces, 1000).map((d) => d + 1)).toEqual(expected);
  }
});

// With 3·2^30 faces, w mod n lands below 2^30 for twice as many words as above (2^32 = n + 2^30):
// half the draws instead of a third. The unbiased methods must give a third, to 5 standard errors
// (about 1 in 1.7 million), and modulo must not (it is 50 standard errors off).
describe('unbiased methods stay unbiased for a wide die', () => {
  const n = 3 * 2 ** 30;
  const draws = 40_000;
  const standardError = Math.sqrt((1 / 3) * (2 / 3) * draws);
  const belowTwo30 = async (text: string) => {
    const values = sampleDraws(await loadKernel(), parseDice(text), 7n, n, draws);
    return values.filter((v) => v < 2 ** 30).length;
  };
  test.each(['xoshiro128x4', 'pcg32:lemire', 'pcg32:rejection', 'xoroshiro128plus:pure-rand', 'mt19937'])(
    '%s: a third of the draws below 2^30',
    async (text) => {
      expect(Math.abs((await belowTwo30(text)) - draws / 3)).toBeLessThan(5 * standardError);
    },
  );
  test('pcg32:modulo: the bias is there to see', async () => {
    expect((await belowTwo30('pcg32:modulo')) - draws / 3).toBeGreaterThan(20 * standardError);
  });
});

describe('limits', () => {
  test('next(2^32) rolls 1..2^32; a typed array cannot hold a roll of 2^32', async () => {
    const dice = await createDice('pcg32', { seed: 1 });
    const twin = twinSample(parseDice('pcg32'), 1n);
    const rolls = Array.from({ length: 100 }, () => dice.next(2 ** 32));
    expect(rolls).toEqual(rolls.map(() => twin.draw(2 ** 32) + 1));
    expect(Math.max(...rolls)).toBeGreaterThan(2 ** 31);
    expect(() => dice.fill(new Uint32Array(2), 2 ** 32)).toThrow(
      'faces: this target holds rolls up to 4294967295, not 4294967296: roll them with next()',
    );
    expect(() => dice.fill(new Uint16Array(2), 65536)).toThrow(
      'faces: this target holds rolls up to 65535, not 65536: use a wider typed array',
    );
  });
  test.each([
    ['pcg32:table', 65537, 'faces: the table method rolls at most 65,536 faces, not 65,537'],
    ['java-lcg', 2 ** 31, 'faces: the java method rolls at most 2,147,483,647 faces, not 2,147,483,648'],
    ['xorshift128', 2 ** 32, 'faces: the abs-mod method rolls at most 2,147,483,647 faces'],
    ['pcg32', 2 ** 32 + 1, 'faces: must be a whole number from 1 to 2^32, not 4294967297'],
  ])('%s, faces %i: a BoardsimError naming faces', async (text, faces, message) => {
    const dice = await createDice(text);
    expect(() => dice.next(faces)).toThrow(BoardsimError);
    expect(() => dice.next(faces)).toThrow(message);
  });
});

describe('rng sample --faces up to 2^32', () => {
  test('2^32 faces in text: the twin’s rolls', async () => {
    const result = await runCli([
      'rng',
      'sample',
      '--gen',
      'pcg32',
      '--seed',
      '3',
      '--faces',
      '4294967296',
      '--count',
      '20',
    ]);
    expect(result.code).toBe(0);
    const twin = twinSample(parseDice('pcg32'), 3n);
    expect(result.stdout.trimEnd().split('\n').map(Number)).toEqual(
      Array.from({ length: 20 }, () => twin.draw(2 ** 32) + 1),
    );
  });
  test('1e6 faces as u32: the twin’s rolls', async () => {
    const bytes = execFileSync(process.execPath, [
      CLI,
      ...[
        'rng',
        'sample',
        '--gen',
        'xoshiro128x4',
        '--seed',
        '3',
        '--faces',
        '1e6',
        '--count',
        '20',
        '--format',
        'u32',
      ],
    ]);
    const twin = twinSample(parseDice('xoshiro128x4'), 3n);
    expect(Array.from(new Uint32Array(bytes.buffer, bytes.byteOffset, 20))).toEqual(
      Array.from({ length: 20 }, () => twin.draw(1e6) + 1),
    );
  });
  test.each([
    [
      ['--gen', 'pcg32', '--faces', '4294967296', '--format', 'u32'],
      '--format: u32 hold rolls up to 4294967295, not 4294967296: use text',
    ],
    [['--gen', 'pcg32', '--faces', '4294967297'], '--faces: at most 4,294,967,296'],
    [['--dice', 'pcg32:table', '--faces', '70000'], '--faces: the table method rolls at most 65,536 faces'],
  ])('rng sample %j: one line, exit 2', async (args, message) => {
    const result = await runCli(['rng', 'sample', ...args]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
