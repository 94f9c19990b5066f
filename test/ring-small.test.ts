// The ring buffer's logic (src/rng/ring.ts) on a ring of 256 dice instead of the kernel's 2^19:
// laps, refills, a writer that falls behind with its carry, the first die's bound choosing the
// ring's. test/rng-twins.test.ts plays the full-size ring; these run in milliseconds, which is what
// Stryker needs (each mutant of the ring runs every test that reaches it).

import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { SplitMix64Words } from '../src/rng/generators.js';
import { MethodDraws } from '../src/rng/methods.js';
import { RingDraws } from '../src/rng/ring.js';

const SIZE = 256;

/** The ring as the kernel's header describes it: filled with `bound`'s dice from the position the
 *  key's first word gives; a writer of speed W writes round(W·65536)·64/65536 fresh dice (the rest
 *  carried) downwards from the end before each block of 64 reads; a writer that keeps up refills
 *  the whole ring each lap. */
function model(key: bigint, bound: number, speed: number | undefined, before: number[] = []) {
  const words = new SplitMix64Words(key);
  let read = Number(BigInt(words.nextWord()) & BigInt(SIZE - 1));
  const filler = new MethodDraws(words, 'java');
  // dice of other bounds rolled before the first of `bound`, straight from the filler
  const rolledBefore = before.map((n) => filler.draw(n));
  const ring = Array.from({ length: SIZE }, () => filler.draw(bound));
  const perRead = speed === undefined ? 0 : Math.round(speed * 65536);
  let write = SIZE - 1;
  let carry = 0;
  let left = perRead === 0 ? SIZE : 0;
  return {
    filler,
    rolledBefore,
    next(): number {
      if (left === 0) {
        if (perRead === 0) {
          for (let i = 0; i < SIZE; i++) ring[i] = filler.draw(bound);
          left = SIZE;
        } else {
          carry += 64 * perRead;
          const k = Math.floor(carry / 65536);
          carry %= 65536;
          for (let i = 0; i < k; i++) {
            ring[write] = filler.draw(bound);
            write = (write - 1 + SIZE) % SIZE;
          }
          left = 64;
        }
      }
      left--;
      const v = ring[read]!;
      read = (read + 1) % SIZE;
      return v;
    },
  };
}

describe('a ring of 256 dice', () => {
  test('a writer that keeps up: laps of the ring, each a fresh fill', () => {
    const ring = new RingDraws(5n, 'java', undefined, SIZE);
    const want = model(5n, 6, undefined);
    const got = Array.from({ length: 3 * SIZE + 10 }, () => ring.draw(6));
    expect(got).toEqual(Array.from({ length: 3 * SIZE + 10 }, () => want.next()));
    expect(ring.drawn).toBe(3 * SIZE + 10);
    // the second lap is not the first again
    expect(got.slice(SIZE, 2 * SIZE)).not.toEqual(got.slice(0, SIZE));
  });

  test('the reader starts where the first word says and goes round', () => {
    const words = new SplitMix64Words(9n);
    const start = Number(BigInt(words.nextWord()) & BigInt(SIZE - 1));
    const ring = new RingDraws(9n, 'java', undefined, SIZE);
    expect(ring.position).toBe(start);
    ring.draw(6);
    expect(ring.position).toBe((start + 1) % SIZE);
    for (let i = 1; i < SIZE; i++) ring.draw(6);
    expect(ring.position).toBe(start);
  });

  test('a writer of any speed: its carry, and the dice it writes downwards from the end (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
        fc.integer({ min: 1, max: 65536 }).map((k) => k / 65536),
        fc.constantFrom(2, 6, 256),
        fc.integer({ min: 1, max: 9 * 64 }),
        (key, speed, bound, reads) => {
          const ring = new RingDraws(key, 'java', speed, SIZE);
          const want = model(key, bound, speed);
          const got = Array.from({ length: reads }, () => ring.draw(bound));
          expect(got).toEqual(Array.from({ length: reads }, () => want.next()));
          // another bound bypasses the ring: the filler's next roll
          expect(ring.draw(1000)).toBe(want.filler.draw(1000));
          expect(ring.drawn).toBe(reads + 1);
        },
      ),
      { numRuns: 30 },
    );
  });

  test('a speed that is not a whole number of 1/65536: rounded, the rest carried', () => {
    for (const speed of [0.3, 1 / 3, 0.999, 0.00001]) {
      const ring = new RingDraws(11n, 'java', speed, SIZE);
      const want = model(11n, 6, speed);
      const got = Array.from({ length: 20 * 64 }, () => ring.draw(6));
      expect(got, String(speed)).toEqual(Array.from({ length: 20 * 64 }, () => want.next()));
    }
  });

  test("the first die's bound is the ring's: a die of up to 256 faces; a larger one straight from the filler", () => {
    // a first die of 257 faces does not start the ring: the next die, of 6, does
    const ring = new RingDraws(3n, 'java', undefined, SIZE);
    const want = model(3n, 6, undefined, [257]);
    expect(ring.draw(257)).toBe(want.rolledBefore[0]);
    expect(Array.from({ length: 300 }, () => ring.draw(6))).toEqual(
      Array.from({ length: 300 }, () => want.next()),
    );
    // a first die of 256 faces starts the ring with that bound
    const wide = new RingDraws(4n, 'java', undefined, SIZE);
    const wideModel = model(4n, 256, undefined);
    expect(Array.from({ length: 300 }, () => wide.draw(256))).toEqual(
      Array.from({ length: 300 }, () => wideModel.next()),
    );
    // and a die of 6 after it comes from the filler
    const after = new RingDraws(4n, 'java', undefined, SIZE);
    after.draw(256);
    const afterModel = model(4n, 256, undefined);
    afterModel.next();
    expect(after.draw(6)).toBe(afterModel.filler.draw(6));
  });
});
