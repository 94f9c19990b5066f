// createDice, the dice lab as a library: the same rolls as the twins (and so as `rng sample` and
// the kernels' streams) for every kind of die, any mix of fill/next and target widths, any batch
// split; the same words as `rng dump`; and one BoardsimError naming the argument for each misuse.

import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { BoardsimError, createDice } from '../src/index.js';
import { parseDice } from '../src/rng/dice.js';
import { diceDraws, sampleDraws } from '../src/rng/dice-stream.js';
import { parseDiceSeed } from '../src/rng/seeds.js';
import { CLI, runCli } from './helpers.js';

const specs = [
  'xoshiro128x4',
  'pcg32',
  'java-lcg',
  'splitmix64:lemire16',
  'xoshiro256ss:modulo',
  'xorshift128:table',
  'mt19937',
  'mt19937-python:java',
  'xoroshiro128plus',
  'xorshift128plus:lemire16',
  'alea',
  'ring-buffer',
  'ring-buffer@0.5:lemire',
];

/** A mix of calls: [faces, count, width] (count 0: one next()). */
const script: [number, number, 1 | 2 | 4][] = [
  [6, 37, 1],
  [6, 0, 1],
  [6, 0, 1],
  [1000, 100, 2],
  [6, 5000, 1],
  [1, 3, 1],
  [65536, 50, 4],
  [20, 0, 1],
  [255, 3001, 1],
  [6, 20000, 1],
];
const arrays = { 1: Uint8Array, 2: Uint16Array, 4: Uint32Array } as const;

describe.each(specs)('%s', (text) => {
  const spec = parseDice(text);
  const seed = parseDiceSeed(spec, 42);

  test('fill and next give the twin’s draws, in order, across widths and faces', async () => {
    const dice = await createDice(text, { seed: 42 });
    const twin = sampleDraws(spec, seed);
    for (const [faces, count, width] of script) {
      if (count === 0) {
        expect(dice.next(faces)).toBe(twin.draw(faces) + 1);
        continue;
      }
      const got = Array.from(dice.fill(new arrays[width](count), faces));
      const expected = got.map(() => twin.draw(faces) + 1);
      expect(got).toEqual(expected);
    }
  });

  test('with a stream: the stream a game’s chunk draws from; jump() goes to the next', async () => {
    const dice = await createDice(text, { seed: 9, stream: 3 });
    const chunk3 = diceDraws(spec, 9n, 3n);
    expect(Array.from(dice.fill(new Uint8Array(3000), 6))).toEqual(
      Array.from({ length: 3000 }, () => chunk3.draw(6) + 1),
    );
    dice.jump();
    expect(dice.stream).toBe(4n);
    const chunk4 = diceDraws(spec, 9n, 4n);
    expect(Array.from(dice.fill(new Uint8Array(3000), 6))).toEqual(
      Array.from({ length: 3000 }, () => chunk4.draw(6) + 1),
    );
  });
});

test('a fill of several staging batches equals the same rolls in odd pieces', async () => {
  const whole = (await createDice('pcg32', { seed: 5 })).fill(new Uint8Array(3_000_001), 6);
  const pieces = await createDice('pcg32', { seed: 5 });
  const parts = [1, 7, 999_999, 1_048_577, 951_417].map((n) => pieces.fill(new Uint8Array(n), 6));
  expect(Buffer.concat(parts).equals(Buffer.from(whole))).toBe(true);
  const twin = sampleDraws(parseDice('pcg32'), 5n);
  expect(Array.from(whole.subarray(0, 10_000))).toEqual(
    Array.from({ length: 10_000 }, () => twin.draw(6) + 1),
  );
});

test('the same rolls as `rng sample`, the same words as `rng dump`', async () => {
  const sample = await runCli(['rng', 'sample', '--gen', 'mt19937', '--seed', '7', '--count', '3000']);
  const rolls = (await createDice('mt19937', { seed: 7 })).fill(new Uint8Array(3000), 6);
  expect(sample.stdout.trimEnd().split('\n').map(Number)).toEqual(Array.from(rolls));
  for (const gen of ['xoshiro128x4', 'xoshiro256ss', 'alea']) {
    const dump = execFileSync(process.execPath, [
      CLI,
      'rng',
      'dump',
      '--gen',
      gen,
      '--seed',
      '11',
      '--count',
      '1001',
    ]);
    const dice = await createDice(gen, { seed: 11 });
    // odd counts: a 64-bit generator's outputs are split across calls and still come in order
    const words = [3, 1, 997].map((n) => dice.words(new Uint32Array(n)));
    const bytes = Buffer.concat(words.map((w) => Buffer.from(w.buffer)));
    expect(bytes.equals(dump), gen).toBe(true);
  }
});

const misuse: [string, () => Promise<unknown>, string][] = [
  ['an unknown generator', () => createDice('pcg64'), 'spec: no generator "pcg64"'],
  ['an unknown method', () => createDice('pcg32:nope'), 'spec: no range method "nope"'],
  ['a seed out of range', () => createDice('pcg32', { seed: -1 }), 'seed: must be from 0 to 2^64-1'],
  [
    'a seed out of its reference range',
    () => createDice('mt19937', { seed: 2 ** 32 }),
    'seed: mt19937 takes',
  ],
  ['a stream out of range', () => createDice('pcg32', { stream: -2 }), 'stream: must be a whole number'],
  ['faces 0', async () => (await createDice()).fill(new Uint8Array(4), 0), 'faces: must be a whole number'],
  ['faces above 2^32', async () => (await createDice()).next(2 ** 32 + 1), 'faces: must be a whole number'],
  [
    'faces above the method’s range',
    async () => (await createDice('pcg32:table')).next(70_000),
    'faces: the table method rolls at most 65,536 faces',
  ],
  [
    'faces the target cannot hold',
    async () => (await createDice()).fill(new Uint8Array(4), 256),
    'faces: this target holds rolls up to 255',
  ],
  [
    'a float target',
    async () => (await createDice()).fill(new Float64Array(4) as never),
    'target: must be a Uint8Array, Uint16Array or Uint32Array, not Float64Array',
  ],
  [
    'a plain array',
    async () => (await createDice()).fill([1, 2] as never),
    'target: must be a Uint8Array, Uint16Array or Uint32Array, not Array',
  ],
  [
    'words into bytes',
    async () => (await createDice()).words(new Uint8Array(4) as never),
    'target: must be a Uint32Array, not Uint8Array',
  ],
  [
    'words of the ring',
    async () => (await createDice('ring-buffer')).words(new Uint32Array(4)),
    'spec: ring-buffer deals dice, not words',
  ],
];

describe.each(misuse)('%s', (_name, call, message) => {
  test('throws one BoardsimError naming the argument', async () => {
    const error = await call().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BoardsimError);
    expect((error as Error).message).toContain(message);
  });
});

test('a Node Buffer is a Uint8Array target; a Uint8ClampedArray or Int32Array is not', async () => {
  const dice = await createDice('pcg32', { seed: 3 });
  const expected = (await createDice('pcg32', { seed: 3 })).fill(new Uint8Array(100));
  expect(Array.from(dice.fill(Buffer.alloc(100)))).toEqual(Array.from(expected));
  expect(() => dice.fill(new Uint8ClampedArray(4) as never)).toThrow('not Uint8ClampedArray');
  expect(() => dice.fill(new Int32Array(4) as never)).toThrow('not Int32Array');
});

test('every call after dispose() throws', async () => {
  const dice = await createDice('pcg32');
  dice.dispose();
  for (const call of [
    () => dice.fill(new Uint8Array(1)),
    () => dice.words(new Uint32Array(1)),
    () => dice.next(),
    () => dice.jump(),
  ]) {
    expect(call).toThrow(BoardsimError);
    expect(call).toThrow('dice: this die was disposed');
  }
});
