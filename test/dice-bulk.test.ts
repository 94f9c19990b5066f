// createDice's bulk consumers: rolls() (a view of WebAssembly memory, no copy), sum() and counts()
// (the rolls reduced in WebAssembly). Each gives the die's stream roll for roll, as fill() and
// next() do: checked against the twins in a mix with fill and next, and against fill() over
// several staging batches; the view's lifetime and every refusal.

import { describe, expect, test } from 'vitest';
import { BoardsimError, createDice } from '../src/index.js';
import { parseDice } from '../src/rng/dice.js';
import { sampleDraws } from '../src/rng/dice-stream.js';
import { parseDiceSeed } from '../src/rng/seeds.js';

const specs = ['xoshiro128x4', 'pcg32', 'xoroshiro128plus:pure-rand', 'alea:float', 'ring-buffer'];

/** A mix of calls, each [how, count, faces]: the counts cross the SIMD blocks (255·16 bytes) and
 *  their tails; the faces every width and both ways of counting (up to 16 faces, more). */
const script: ['rolls' | 'sum' | 'counts' | 'fill' | 'next', number, number][] = [
  ['rolls', 37, 6],
  ['sum', 1000, 6],
  ['next', 1, 6],
  ['counts', 5000, 6],
  ['rolls', 0, 6],
  ['sum', 4081, 1],
  ['counts', 9000, 16],
  ['fill', 100, 6],
  ['counts', 3001, 17],
  ['sum', 700, 255],
  ['rolls', 20000, 255],
  ['counts', 15, 6],
  ['sum', 300, 1000],
  ['counts', 300, 1000],
  ['sum', 200, 70_000],
  ['counts', 100, 65_536],
  ['rolls', 5, 2],
  ['counts', 8191, 2],
  ['sum', 12_345, 6],
];

function tally(rolls: number[], faces: number): number[] {
  const counts = new Array<number>(faces).fill(0);
  for (const r of rolls) counts[r - 1]!++;
  return counts;
}

describe.each(specs)('%s', (text) => {
  test('rolls, sum and counts give the twin’s draws, in order, mixed with fill and next', async () => {
    const spec = parseDice(text);
    const dice = await createDice(text, { seed: 42 });
    const twin = sampleDraws(spec, parseDiceSeed(spec, 42));
    const expected = (count: number, faces: number) =>
      Array.from({ length: count }, () => twin.draw(faces) + 1);
    for (const [how, count, faces] of script) {
      if (how === 'next') expect(dice.next(faces)).toBe(expected(1, faces)[0]);
      if (how === 'fill')
        expect(Array.from(dice.fill(new Uint8Array(count), faces))).toEqual(expected(count, faces));
      if (how === 'rolls') expect(Array.from(dice.rolls(count, faces))).toEqual(expected(count, faces));
      if (how === 'sum')
        expect(dice.sum(count, faces)).toBe(expected(count, faces).reduce((a, b) => a + b, 0));
      if (how === 'counts') expect(dice.counts(count, faces)).toEqual(tally(expected(count, faces), faces));
    }
  });
});

/** The same bytes, compared without a deep-equality walk of millions of elements. */
const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && Buffer.compare(a, b) === 0;

test('over several staging batches: rolls, sum and counts equal fill() of the same rolls', async () => {
  const count = 2_200_001;
  const filled = (await createDice('xoshiro128x4', { seed: 5 })).fill(new Uint8Array(count + 500), 6);
  const head = filled.subarray(0, count);
  const dice = await createDice('xoshiro128x4', { seed: 5 });
  expect(dice.sum(count, 6)).toBe(head.reduce((a, b) => a + b, 0));
  const again = await createDice('xoshiro128x4', { seed: 5 });
  expect(again.counts(count, 6)).toEqual(tally(Array.from(head), 6));
  // the next rolls after each: the stream moved on by exactly `count`
  expect(same(dice.rolls(500, 6), filled.subarray(count))).toBe(true);
  expect(same(again.fill(new Uint8Array(500), 6), filled.subarray(count))).toBe(true);
  // rolls() in batches of its largest size
  const viewed = await createDice('xoshiro128x4', { seed: 5 });
  expect(same(viewed.rolls(1 << 20, 6), filled.subarray(0, 1 << 20))).toBe(true);
  expect(same(viewed.rolls(1 << 20, 6), filled.subarray(1 << 20, 2 << 20))).toBe(true);
  expect(same(viewed.rolls(1 << 20, 6), filled.subarray(1 << 20, 2 << 20))).toBe(false);
});

test('wide sums over batches: 16- and 32-bit rolls', async () => {
  for (const faces of [1000, 100_000]) {
    const count = 600_001;
    const filled = (await createDice('pcg32', { seed: 8 })).fill(new Uint32Array(count), faces);
    const dice = await createDice('pcg32', { seed: 8 });
    expect(dice.sum(count, faces)).toBe(filled.reduce((a, b) => a + b, 0));
  }
  const filled = (await createDice('pcg32', { seed: 8 })).fill(new Uint16Array(400_000), 40_000);
  expect((await createDice('pcg32', { seed: 8 })).counts(400_000, 40_000)).toEqual(
    tally(Array.from(filled), 40_000),
  );
});

test('rolls() is a view of the die’s WebAssembly memory, overwritten by its next call', async () => {
  const dice = await createDice('xoshiro128x4', { seed: 3 });
  const twin = sampleDraws(parseDice('xoshiro128x4'), parseDiceSeed(parseDice('xoshiro128x4'), 3));
  const view = dice.rolls(64, 6);
  const first = Array.from(view);
  // not a copy: the staging buffer inside the die's memory, not an array of its own
  expect(view.buffer.byteLength).toBeGreaterThan(view.length);
  expect(view.byteOffset).toBeGreaterThan(0);
  expect(first).toEqual(Array.from({ length: 64 }, () => twin.draw(6) + 1));
  const second = dice.rolls(64, 6);
  expect(second).toBe(view); // the same array, refilled
  expect(Array.from(view)).toEqual(Array.from({ length: 64 }, () => twin.draw(6) + 1));
  expect(Array.from(view)).not.toEqual(first);
  dice.sum(10, 6);
  for (let i = 0; i < 10; i++) twin.draw(6);
  expect(Array.from(dice.rolls(3, 6))).toEqual(Array.from({ length: 3 }, () => twin.draw(6) + 1));
});

test('each misuse is one BoardsimError naming the argument', async () => {
  const dice = await createDice('xoshiro128x4', { seed: 1 });
  const refused = (call: () => unknown, message: string) => {
    let error: unknown;
    try {
      call();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BoardsimError);
    expect((error as Error).message).toContain(message);
  };
  refused(() => dice.rolls(2 ** 20 + 1), 'count: must be a whole number from 0 to 1,048,576, not 1048577');
  refused(() => dice.rolls(1.5), 'count: must be a whole number from 0 to 1,048,576, not 1.5');
  refused(
    () => dice.rolls(10, 256),
    'faces: rolls() holds rolls up to 255, not 256: fill() a wider typed array',
  );
  refused(() => dice.sum(-1), 'count: must be a whole number from 0 to 2^53-1, not -1');
  refused(
    () => dice.sum(2 ** 50, 2 ** 20),
    'count: 1125899906842624 rolls of 1048576 faces may add up to more than 2^53',
  );
  refused(() => dice.sum(10, 2 ** 32), 'faces: sum() adds rolls of up to 2^32-1 faces, not 4294967296');
  refused(() => dice.counts(10, 2 ** 16 + 1), 'faces: counts() counts up to 65536 faces, not 65537');
  refused(() => dice.counts(10, 0), 'faces: must be a whole number from 1 to 2^32, not 0');
  refused(() => dice.counts('10' as unknown as number), 'count: must be a whole number');
  dice.dispose();
  refused(() => dice.rolls(10), 'dice: this die was disposed');
  refused(() => dice.sum(10), 'dice: this die was disposed');
  refused(() => dice.counts(10), 'dice: this die was disposed');
});
