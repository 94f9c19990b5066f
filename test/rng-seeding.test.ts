// The seeding of the generators' twins where their reference tests do not reach: a key whose
// SplitMix64 output is 0, or has a zero 32-bit half (made by inverting SplitMix64's output
// function), must seed the generator as it is, since only an all-zero state is repaired; the host
// generators (Math.random and crypto.getRandomValues, stubbed) fill whole buffers; a seed's
// text and a bound are refused with their words. Fast: Stryker runs it against src/rng.

import { afterEach, describe, expect, test, vi } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import { XoroShiro128Plus, XorShift128Plus } from '../src/rng/compared.js';
import { parseDice } from '../src/rng/dice.js';
import { HostWords, JavaRandom, Xorshift128, Xoshiro256ss, fillHostWords } from '../src/rng/generators.js';
import { parseDiceSeed } from '../src/rng/seeds.js';
import { GOLDEN, SplitMix64, Xoshiro128ss, mix64 } from '../src/rng/xoshiro128.js';

const MASK64 = (1n << 64n) - 1n;
/** The inverse of an odd number modulo 2^64 (Newton's iteration). */
const inverse = (m: bigint) => {
  let x = m;
  for (let i = 0; i < 6; i++) x = (x * (2n - m * x)) & MASK64;
  return x;
};
/** x ^ (x >> k) undone. */
const unshift = (y: bigint, k: bigint) => {
  let x = y;
  for (let s = k; s < 64n; s += k) x = y ^ (x >> k);
  return x;
};
/** The inverse of SplitMix64's output function. */
const unmix64 = (v: bigint) => {
  let z = unshift(v, 31n);
  z = unshift((z * inverse(0x94d049bb133111ebn)) & MASK64, 27n);
  return unshift((z * inverse(0xbf58476d1ce4e5b9n)) & MASK64, 30n);
};
/** A key whose SplitMix64 output number `n` (from 1) is `v`. */
const keyFor = (v: bigint, n: bigint) => (unmix64(v) - n * GOLDEN) & MASK64;
const words = (source: { nextWord(): number }, count: number) =>
  Array.from({ length: count }, () => source.nextWord());
const signed = (v: bigint) => Number(BigInt.asIntN(32, v));

describe('a zero in the seed is kept: only an all-zero state is repaired', () => {
  test('SplitMix64 outputs made to order', () => {
    for (const v of [0n, 1n, 0xffffffff00000000n, 0x123456789abcdefn]) {
      expect(mix64(unmix64(v))).toBe(v);
      const sm = new SplitMix64(keyFor(v, 2n));
      sm.next();
      expect(sm.next()).toBe(v);
    }
  });

  test('xoshiro128**: a first output whose low half is 0', () => {
    const sm = new SplitMix64(keyFor(0xabcdef1200000000n, 1n));
    const g = Xoshiro128ss.fromSplitMix(sm);
    const b = new SplitMix64(keyFor(0xabcdef1200000000n, 1n));
    b.next();
    const second = b.next();
    expect(g.state()).toEqual([0, 0xabcdef12, Number(second & 0xffffffffn), Number(second >> 32n)]);
  });

  test('xorshift128: a first output whose low half is 0', () => {
    const key = keyFor(0x7654321000000000n, 1n);
    const sm = new SplitMix64(key);
    const [a, b] = [sm.next(), sm.next()];
    const expected = new Xorshift128(0, signed(a >> 32n), signed(b), signed(b >> 32n));
    expect(words(Xorshift128.fromKey(key), 8)).toEqual(words(expected, 8));
  });

  test('xoshiro256**: a first output of 0', () => {
    const key = keyFor(0n, 1n);
    const sm = new SplitMix64(key);
    const state = [sm.next(), sm.next(), sm.next(), sm.next()];
    expect(state[0]).toBe(0n);
    expect(words(Xoshiro256ss.fromKey(key), 8)).toEqual(words(new Xoshiro256ss(state), 8));
  });

  test('xoroshiro128+ and xorshift128+ from a stream key: either output 0', () => {
    for (const Plus of [XoroShiro128Plus, XorShift128Plus]) {
      for (const n of [1n, 2n]) {
        const key = keyFor(0n, n);
        const sm = new SplitMix64(key);
        const sum = sm.next() + sm.next();
        // the first word is the low half of s0 + s1, one of them 0
        expect(new Plus({ key }).nextWord(), `${Plus.name} output ${n}`).toBe(Number(sum & 0xffffffffn));
      }
    }
  });
});

describe('the host generators, stubbed', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test('Math.random: floor(r · 2^32) into every word of the buffer, one call a word', () => {
    let calls = 0;
    vi.spyOn(Math, 'random').mockImplementation(() => (calls++ % 1000) / 1000);
    const getRandomValues = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const buffer = new Uint32Array(5);
    fillHostWords('math-random', buffer);
    expect([...buffer]).toEqual([0, 1, 2, 3, 4].map((i) => Math.floor((i / 1000) * 2 ** 32)));
    expect(calls).toBe(5);
    expect(getRandomValues).not.toHaveBeenCalled();
  });

  test('crypto: getRandomValues fills the buffer, Math.random is not called', () => {
    const random = vi.spyOn(Math, 'random');
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((a: ArrayBufferView) => {
      (a as Uint32Array).fill(7);
      return a;
    });
    const buffer = new Uint32Array(3);
    fillHostWords('crypto', buffer);
    expect([...buffer]).toEqual([7, 7, 7]);
    expect(random).not.toHaveBeenCalled();
  });

  test('HostWords deals its buffer of 1024 words in order, refilled when used up', () => {
    let calls = 0;
    vi.spyOn(Math, 'random').mockImplementation(() => calls++ / 2 ** 32);
    const host = new HostWords('math-random');
    expect(words(host, 1030)).toEqual(Array.from({ length: 1030 }, (_, i) => i));
    expect(calls).toBe(2048);
  });
});

describe('refusals, word for word', () => {
  test("java's nextInt bound, and a seed's text that only ends in digits", () => {
    expect(() => new JavaRandom(1n).nextInt(0)).toThrow(new RangeError('bound must be positive'));
    const java = parseDice('java-lcg');
    for (const text of ['x12', '1 2', '--5']) {
      expect(() => parseDiceSeed(java, text), text).toThrow(BoardsimError);
    }
    expect(parseDiceSeed(java, ' -5 ')).toBe(2n ** 64n - 5n);
  });
});
