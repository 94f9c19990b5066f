// The TypeScript twins of the generators and range methods on their own, without the kernel (the
// kernel-against-twin files check that WebAssembly deals the same): every generator against its
// reference's known answers, every range method against its definition on arbitrary words
// (fast-check) and on the words at its rejection threshold, and the parsing of a die's name and
// seed. These run in a second, so Stryker runs them against every mutant of src/rng.

import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { xorshift128plus } from 'pure-rand/generator/xorshift128plus';
import seedrandom from 'seedrandom';
import { describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import {
  DEFAULT_DICE,
  DEFAULT_METHOD,
  type DiceSpec,
  GENERATORS,
  METHODS,
  METHOD_MAX_FACES,
  type MethodName,
  checkFaces,
  formatDice,
  isDefaultDice,
  isReproducible,
  parseDice,
  parseGenerator,
  parseMethod,
} from '../src/rng/dice.js';
import { diceDraws, optionDraws, ownSeedSource, sampleDraws, wordSource } from '../src/rng/dice-stream.js';
import {
  BufferedWords,
  GameRoller,
  type RecordedRoll,
  STREAM_WORDS,
  StreamDice,
} from '../src/rng/game-dice.js';
import {
  HostWords,
  JavaRandom,
  Pcg32,
  SplitMix64Words,
  Xorshift128,
  Xoshiro128ssWords,
  Xoshiro256ss,
  fillHostWords,
} from '../src/rng/generators.js';
import { Alea, Mt19937, XoroShiro128Plus } from '../src/rng/compared.js';
import { MethodDraws, javaNextInt, lemireDraw, multiplyWords } from '../src/rng/methods.js';
import { RecordingDraws } from '../src/rng/recorded.js';
import { RING_SIZE, RingDraws } from '../src/rng/ring.js';
import { hasOwnSeed, parseDiceSeed } from '../src/rng/seeds.js';
import { ChunkStream, type Draws, streamKey } from '../src/rng/stream.js';
import { SplitMix64, Xoshiro128ss, mix64 } from '../src/rng/xoshiro128.js';

import { cpython, java, lab, std, vectors } from './vector-files.js';

const TWO_32 = 2n ** 32n;
const words = (source: { nextWord(): number }, count: number) =>
  Array.from({ length: count }, () => source.nextWord());
/** A word source that deals `list` in order (then fails the test). */
const scripted = (list: readonly number[]) => {
  let i = 0;
  return {
    nextWord: () => {
      if (i >= list.length) throw new Error('scripted: out of words');
      return list[i++]!;
    },
    get used() {
      return i;
    },
  };
};
const word = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const bound = fc.oneof(
  fc.integer({ min: 1, max: 300 }),
  fc.integer({ min: 1, max: 2 ** 32 }),
  fc.constantFrom(1, 2, 3, 6, 65535, 65536, 65537, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 2 ** 32 - 1, 2 ** 32),
);

describe('generators against their references', () => {
  test.each(vectors.splitmix64)('SplitMix64 seed $seed', ({ seed, outputs }) => {
    const sm = new SplitMix64(BigInt(seed));
    expect(outputs.map(() => sm.next().toString())).toEqual(outputs);
  });

  test.each(vectors.xoshiro128ss)('xoshiro128** state $state', ({ state, outputs }) => {
    const g = new Xoshiro128ss(...state);
    expect(outputs.map(() => g.next())).toEqual(outputs);
    expect(() => new Xoshiro128ss(0, 0, 0, 0)).toThrow(/all zero/);
  });

  test("xoshiro128**'s state after a step, and the all-zero repair of its seeding", () => {
    const g = new Xoshiro128ss(1, 2, 3, 4);
    g.next();
    // the reference's step by hand: t = 2 << 9; s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3; s2 ^= t; s3 = rotl(s3, 11)
    expect(g.state()).toEqual([7, 0, 1026, 12288]);
    const high = new Xoshiro128ss(0x80000000, 0xffffffff, 1, 0x80000001);
    high.next();
    expect(high.state().every((w) => w >= 0 && w < 2 ** 32)).toBe(true);
    // a SplitMix64 whose first two outputs are 0 cannot be made, but the repair keeps a state valid
    const zero = { next: () => 0n } as unknown as SplitMix64;
    expect(Xoshiro128ss.fromSplitMix(zero).state()).toEqual([1, 0, 0, 0]);
    expect(mix64(0n)).toBe(0n);
    expect(mix64(2n ** 64n + 5n)).toBe(mix64(5n));
  });

  test.each(vectors.streams)('chunk stream seed $seed chunk $chunk', ({ seed, chunk, words: expected }) => {
    const stream = new ChunkStream(BigInt(seed), BigInt(chunk));
    expect(expected.map(() => stream.nextWord())).toEqual(expected);
  });

  test('a stream key is SplitMix64 output chunk + 1 from the seed', () => {
    for (const [seed, chunk] of [
      [0n, 0n],
      [42n, 7n],
      [2n ** 64n - 1n, 3n],
    ] as const) {
      const sm = new SplitMix64(seed);
      let out = 0n;
      for (let i = 0n; i <= chunk; i++) out = sm.next();
      expect(streamKey(seed, chunk)).toBe(out);
    }
  });

  test.each(java.random)(
    'java.util.Random seed $seed: next(32) and nextInt(bound)',
    ({ seed, nextInt, bounded }) => {
      const r = new JavaRandom(BigInt(seed));
      expect(nextInt.map(() => r.nextWord() | 0)).toEqual(nextInt);
      for (const [b, values] of Object.entries(bounded)) {
        const rb = new JavaRandom(BigInt(seed));
        expect(
          values.map(() => rb.nextInt(Number(b))),
          `bound ${b}`,
        ).toEqual(values);
        // the range method `java` is nextInt on the words' top 31 bits
        const rm = new JavaRandom(BigInt(seed));
        expect(
          values.map(() => javaNextInt(() => rm.nextWord() >>> 1, Number(b))),
          `bound ${b}`,
        ).toEqual(values);
      }
      for (const bad of [0, -1, 2 ** 31, 1.5]) expect(() => r.nextInt(bad)).toThrow(RangeError);
      expect(new JavaRandom(BigInt(seed)).nextInt(0x7fffffff)).toBe(bounded['2147483647']![0]);
    },
  );

  test('new Random(42).nextInt(6) + 1, 1000 times, through java-lcg', () => {
    const draws = sampleDraws(parseDice('java-lcg'), 42n);
    expect(java.seed42d6.map(() => draws.draw(6) + 1)).toEqual(java.seed42d6);
  });

  test.each(java.xorshift128)(
    'xorshift128 state $state: words, abs-mod and table',
    ({ state, words: w, absMod6, table6 }) => {
      const g = new Xorshift128(...state);
      expect(w.map(() => g.nextInt())).toEqual(w);
      const abs = new MethodDraws(new Xorshift128(...state), 'abs-mod');
      expect(absMod6.map(() => abs.draw(6) + 1)).toEqual(absMod6);
      const table = new MethodDraws(new Xorshift128(...state), 'table');
      expect(table6.map(() => table.draw(6) + 1)).toEqual(table6);
      expect(new Xorshift128(...state).nextWord()).toBe(w[0]! >>> 0);
    },
  );

  test('pcg32 is the PCG demo (pcg32_srandom_r(42, 54))', () => {
    expect(words(new Pcg32(42n, 54n), lab.pcg32Demo.length)).toEqual(lab.pcg32Demo);
  });

  test.each(lab.keyed)('splitmix64, xoshiro128**, xoshiro256**, pcg32, xorshift128 from key $key', (k) => {
    const key = BigInt(k.key);
    expect(words(new SplitMix64Words(key), 16)).toEqual(k.splitmix64);
    expect(words(new Xoshiro128ssWords(key), 16)).toEqual(k.xoshiro128ss);
    expect(words(Xoshiro256ss.fromKey(key), 16)).toEqual(k.xoshiro256ss);
    expect(words(Pcg32.fromKey(key), 16)).toEqual(k.pcg32);
    // the dice's word sources seed the same way
    expect(words(wordSource(parseDice('splitmix64'), key, 0n, 0n), 16)).toEqual(k.splitmix64);
    expect(words(wordSource(parseDice('xoshiro128ss'), key, 0n, 0n), 16)).toEqual(k.xoshiro128ss);
    expect(words(wordSource(parseDice('xoshiro256ss'), key, 0n, 0n), 16)).toEqual(k.xoshiro256ss);
    expect(words(wordSource(parseDice('pcg32'), key, 0n, 0n), 16)).toEqual(k.pcg32);
    // xorshift128 from a key: SplitMix64's two outputs as four Java ints, low word first
    const sm = new SplitMix64(key);
    const a = sm.next();
    const b = sm.next();
    const state = [a, a >> 32n, b, b >> 32n].map((v) => Number(BigInt.asIntN(32, v))) as [
      number,
      number,
      number,
      number,
    ];
    expect(words(Xorshift128.fromKey(key), 8)).toEqual(words(new Xorshift128(...state), 8));
    expect(words(wordSource(parseDice('xorshift128'), key, 0n, 0n), 8)).toEqual(
      words(new Xorshift128(...state), 8),
    );
  });

  test('the all-zero repairs of xoshiro256** and xorshift128', () => {
    const g = new Xoshiro256ss([1n, 0n, 0n, 0n]);
    const first = words(g, 4);
    expect(first).toEqual(words(new Xoshiro256ss([1n, 0n, 0n, 0n]), 4));
    expect(new Xorshift128(0, 0, 0, 1).nextInt()).not.toBe(0);
  });

  test.each(std)('mt19937 seed $seed is std::mt19937', ({ seed, words: w, word10000 }) => {
    const all = words(ownSeedSource(parseDice('mt19937'), BigInt(seed))!, 10_000);
    expect(all.slice(0, 16)).toEqual(w);
    expect(all[9999]).toBe(word10000);
  });

  test.each(cpython)('mt19937-python seed $seed is CPython random.seed', ({ seed, words: w, word1000 }) => {
    const all = words(ownSeedSource(parseDice('mt19937-python'), BigInt(seed))!, 1000);
    expect(all.slice(0, 16)).toEqual(w);
    expect(all[999]).toBe(word1000);
  });

  test.each([0, 1, 42, -1, -123456, 2 ** 31 - 1, 4_000_000_000])(
    "pure-rand's xoroshiro128+ and xorshift128+, seed %i",
    (seed) => {
      for (const [gen, make] of [
        ['xoroshiro128plus', xoroshiro128plus],
        ['xorshift128plus', xorshift128plus],
      ] as const) {
        const ref = make(seed);
        const expected = Array.from({ length: 300 }, () => ref.next() >>> 0);
        const spec = parseDice(gen);
        expect(words(ownSeedSource(spec, parseDiceSeed(spec, seed))!, 300), gen).toEqual(expected);
        // and pure-rand's own dice
        const refDice = make(seed);
        const dice = sampleDraws(parseDice(`${gen}:pure-rand`), parseDiceSeed(spec, seed));
        for (const faces of [2, 3, 6, 7, 100]) {
          const rolls = Array.from({ length: 50 }, () => uniformInt(refDice, 1, faces));
          expect(
            rolls.map(() => dice.draw(faces) + 1),
            `${gen} faces ${faces}`,
          ).toEqual(rolls);
        }
      }
    },
  );

  test.each([0n, 1n, 42n, 2n ** 64n - 1n])("alea seed %s is seedrandom's alea(String(seed))", (seed) => {
    const ref = seedrandom.alea(String(seed));
    expect(words(new Alea(seed), 500)).toEqual(Array.from({ length: 500 }, () => ref.int32() >>> 0));
    const refFloat = seedrandom.alea(String(seed));
    const dice = sampleDraws(parseDice('alea'), seed);
    expect(Array.from({ length: 200 }, () => dice.draw(6))).toEqual(
      Array.from({ length: 200 }, () => Math.floor(refFloat() * 6)),
    );
  });

  test('the generators seeded from a stream key, as diceDraws seeds them', () => {
    const key = streamKey(5n, 2n);
    const twisterKey = Mt19937.fromKey(key);
    expect(words(wordSource(parseDice('mt19937'), key, 5n, 2n), 700)).toEqual(words(twisterKey, 700));
    expect(words(wordSource(parseDice('java-lcg'), key, 5n, 2n), 8)).toEqual(words(new JavaRandom(key), 8));
    expect(words(wordSource(parseDice('alea'), key, 5n, 2n), 8)).toEqual(words(new Alea(key), 8));
    expect(words(wordSource(parseDice('xoshiro128x4'), key, 5n, 2n), 8)).toEqual(
      words(new ChunkStream(5n, 2n), 8),
    );
    expect(words(wordSource(parseDice('ring-buffer'), key, 5n, 2n), 8)).toEqual(
      words(new SplitMix64Words(key), 8),
    );
    // a die of a stream key draws through its method from that key's words
    const draws = diceDraws(parseDice('pcg32:modulo'), 5n, 2n);
    const pcg = Pcg32.fromKey(key);
    expect(Array.from({ length: 20 }, () => draws.draw(1000))).toEqual(
      Array.from({ length: 20 }, () => pcg.nextWord() % 1000),
    );
    expect(ownSeedSource(parseDice('pcg32'), 5n)).toBeUndefined();
  });

  test('xoroshiro128+ and xorshift128+ from a stream key: two SplitMix64 outputs, the word the low half of their sum', () => {
    for (const gen of ['xoroshiro128plus', 'xorshift128plus']) {
      const key = streamKey(6n, 1n);
      const sm = new SplitMix64(key);
      const s0 = sm.next();
      const s1 = sm.next();
      const source = wordSource(parseDice(gen), key, 6n, 1n);
      expect(source.nextWord(), gen).toBe(Number((s0 + s1) & 0xffffffffn));
      // and from then on as the generator steps (pinned by pure-rand's own-seed words above)
      expect(words(source, 3).every((w) => w >= 0 && w < 2 ** 32)).toBe(true);
    }
    const g = new XoroShiro128Plus({ key: 0n });
    const h = new XoroShiro128Plus({ key: 0n });
    expect(words(g, 5)).toEqual(words(h, 5));
  });

  test('the host generators deal words of 32 bits', () => {
    for (const kind of ['math-random', 'crypto'] as const) {
      const source = new HostWords(kind);
      const dealt = words(source, 2500);
      expect(dealt.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32)).toBe(true);
      expect(new Set(dealt).size).toBeGreaterThan(2400);
      const buffer = new Uint32Array(8);
      fillHostWords(kind, buffer);
      expect(buffer.some((w) => w !== 0)).toBe(true);
    }
  });
});

describe('range methods: their definitions on arbitrary words (property)', () => {
  test('multiplyWords is the exact 64-bit product', () => {
    fc.assert(
      fc.property(word, bound, (w, n) => {
        const product = BigInt(w) * BigInt(n);
        expect(multiplyWords(w, n)).toEqual({
          high: Number(product / TWO_32),
          low: Number(product % TWO_32),
        });
      }),
    );
  });

  /** Each method's definition with exact integers: the value it deals from the words dealt, or
   *  undefined to take another word. */
  const definition: Record<Exclude<MethodName, 'lemire16'>, (w: bigint, n: bigint) => bigint | undefined> = {
    modulo: (w, n) => w % n,
    float: (w, n) => BigInt(Math.floor(Number(w) * 2 ** -32 * Number(n))),
    lemire: (w, n) => ((w * n) % TWO_32 >= TWO_32 % n ? (w * n) / TWO_32 : undefined),
    rejection: (w, n) => (w < TWO_32 - (TWO_32 % n) ? w % n : undefined),
    table: (w, n) => (w & 0xffffn) % n,
    java: (w, n) => {
      // nextInt(bound) on next(31) = w >> 1
      const u = w >> 1n;
      if ((n & (n - 1n)) === 0n) return (n * u) >> 31n;
      const r = u % n;
      return u - r + (n - 1n) > 0x7fffffffn ? undefined : r;
    },
    'abs-mod': (w, n) => {
      const signed = BigInt.asIntN(32, w);
      const r = signed % n; // BigInt's % truncates toward zero, as Java's
      return r < 0n ? -r : r;
    },
    'pure-rand': (w, n) => {
      const d = w ^ 0x80000000n;
      const limit = n > 2n ? (TWO_32 / n) * n : TWO_32;
      return d < limit ? d % n : undefined;
    },
  };

  test.each(Object.keys(definition))('%s', (method) => {
    const define = definition[method as keyof typeof definition];
    const max = METHOD_MAX_FACES[method as MethodName];
    fc.assert(
      fc.property(fc.array(word, { minLength: 8, maxLength: 8 }), bound, (list, n) => {
        fc.pre(n <= max);
        let expected: bigint | undefined;
        let used = 0;
        while (expected === undefined && used < list.length)
          expected = define(BigInt(list[used++]!), BigInt(n));
        fc.pre(expected !== undefined);
        const source = scripted(list);
        const draws = new MethodDraws(source, method as MethodName);
        expect(draws.draw(n)).toBe(Number(expected));
        expect(source.used).toBe(used);
        expect(draws.drawn).toBe(1);
      }),
    );
  });

  test('lemire16: half-words, low first, Lemire on 16 bits; whole words of two halves above 65,536', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 6, maxLength: 6 }), bound, (list, n) => {
        const halves = list.flatMap((w) => [w & 0xffff, w >>> 16]).map(BigInt);
        let expected: bigint | undefined;
        let used = 0;
        const N = BigInt(n);
        if (n <= 65536) {
          while (expected === undefined && used < halves.length) {
            const m = halves[used++]! * N;
            if (m % 65536n >= 65536n % N) expected = m / 65536n;
          }
        } else {
          while (expected === undefined && used + 1 < halves.length) {
            const w = halves[used]! + halves[used + 1]! * 65536n;
            used += 2;
            if ((w * N) % TWO_32 >= TWO_32 % N) expected = (w * N) / TWO_32;
          }
        }
        fc.pre(expected !== undefined);
        const draws = new MethodDraws(scripted(list), 'lemire16');
        expect(draws.draw(n)).toBe(Number(expected));
        // the default die deals the same from the same words
        let i = 0;
        const stream = new ChunkStream(0n, 0n);
        stream.nextWord = () => list[i++]!;
        expect(stream.draw(n)).toBe(Number(expected));
        expect(stream.drawn).toBe(1);
      }),
    );
  });

  test('a second draw uses the half-word the first left', () => {
    // words 0x00020001: halves 1 then 2; with n = 65536 each half is its own roll
    const draws = new MethodDraws(scripted([0x00020001, 0x00040003]), 'lemire16');
    expect([draws.draw(65536), draws.draw(65536), draws.draw(65536), draws.draw(65536)]).toEqual([
      1, 2, 3, 4,
    ]);
    const stream = new ChunkStream(0n, 0n);
    const list = [0x00020001, 0x00040003];
    stream.nextWord = () => list.shift()!;
    expect([stream.nextHalf(), stream.nextHalf(), stream.nextHalf(), stream.nextHalf()]).toEqual([
      1, 2, 3, 4,
    ]);
  });

  test('the words at each threshold: the last accepted and the first rejected', () => {
    // lemire, n = 3: 2^32 mod 3 = 1; w = 0 gives low 0 (rejected), w = 1431655766 gives low 2 (accepted)
    expect(lemireDraw(scripted([0, 1431655766]).nextWord, 3)).toBe(1);
    expect(lemireDraw(scripted([1431655765]).nextWord, 3)).toBe(0);
    // rejection, n = 3: limit 2^32 − 1; the word 2^32 − 1 is rejected, 2^32 − 2 accepted
    expect(new MethodDraws(scripted([2 ** 32 - 1, 2 ** 32 - 2]), 'rejection').draw(3)).toBe(
      (2 ** 32 - 2) % 3,
    );
    expect(new MethodDraws(scripted([2 ** 32 - 2]), 'rejection').draw(3)).toBe((2 ** 32 - 2) % 3);
    // java, n = 3: next(31) = 2^31 − 1 gives u − r + m = 2^31 − 1 − 1 + 2 > 2^31 − 1: rejected
    expect(javaNextInt(scripted([2 ** 31 - 1, 5]).nextWord, 3)).toBe(2);
    // (2^31 − 2 starts that last partial block; 2^31 − 3 ends the last whole one)
    expect(javaNextInt(scripted([2 ** 31 - 2, 4]).nextWord, 3)).toBe(1);
    expect(javaNextInt(scripted([2 ** 31 - 3]).nextWord, 3)).toBe((2 ** 31 - 3) % 3);
    // pure-rand, n = 3: limit 4294967295; d = 2^32 − 1 (the word 0x7fffffff) is rejected
    expect(new MethodDraws(scripted([0x7fffffff, 0x80000004]), 'pure-rand').draw(3)).toBe(1);
    expect(new MethodDraws(scripted([0x7ffffffe]), 'pure-rand').draw(3)).toBe((2 ** 32 - 2) % 3);
    // pure-rand, n = 2: no rejection at all
    expect(new MethodDraws(scripted([0x7fffffff]), 'pure-rand').draw(2)).toBe(1);
    // lemire16, n = 3: 65536 mod 3 = 1; the half 0 is rejected, the half 21846 gives 65538 (accepted)
    expect(new MethodDraws(scripted([21846 * 65536]), 'lemire16').draw(3)).toBe(1);
    expect(new MethodDraws(scripted([21845]), 'lemire16').draw(3)).toBe(0);
    // the table method reads only the low 16 bits
    expect(new MethodDraws(scripted([0xffff0007]), 'table').draw(6)).toBe(1);
    // float at the top: the largest word never reaches n
    expect(new MethodDraws(scripted([2 ** 32 - 1]), 'float').draw(2 ** 32)).toBe(2 ** 32 - 1);
    expect(new MethodDraws(scripted([2 ** 32 - 1]), 'abs-mod').draw(7)).toBe(1);
  });

  test.each(METHODS.filter((m) => m !== 'lemire16' && m !== 'pure-rand'))(
    '%s against the reference C code',
    (method) => {
      for (const [b, values] of Object.entries(lab.methods[method]!)) {
        const draws = new MethodDraws(scripted(lab.methods.words), method);
        expect(
          values.map(() => draws.draw(Number(b))),
          `bound ${b}`,
        ).toEqual(values);
      }
    },
  );

  test('bounds out of each method’s range are refused', () => {
    for (const method of METHODS) {
      const draws = new MethodDraws(scripted([1, 2, 3, 4]), method);
      for (const n of [0, -1, 1.5, Number.NaN, METHOD_MAX_FACES[method] + 1]) {
        expect(() => draws.draw(n), `${method} ${n}`).toThrow(RangeError);
      }
      expect(draws.drawn).toBe(0);
      expect(() => draws.draw(METHOD_MAX_FACES[method])).not.toThrow();
    }
    const stream = new ChunkStream(1n, 1n);
    for (const n of [0, 1.5, 2 ** 32 + 1]) expect(() => stream.draw(n)).toThrow(RangeError);
    expect(stream.draw(2 ** 32)).toBeLessThan(2 ** 32);
    expect(stream.draw(1)).toBe(0);
  });

  test('skip(n, k) is k draws of n', () => {
    const a = new ChunkStream(9n, 4n);
    const b = new ChunkStream(9n, 4n);
    a.skip(6, 17);
    for (let i = 0; i < 17; i++) b.draw(6);
    expect(a.drawn).toBe(17);
    expect(a.draw(1000)).toBe(b.draw(1000));
    // the word-at-a-time path: any bound, from a fresh word or a waiting high half
    for (const n of [1, 2, 6, 7, 1000, 65535, 65536, 65537, 2 ** 32])
      for (const before of [0, 1, 2, 3])
        for (const count of [0, 1, 2, 3, 4, 5, 1001]) {
          const skipped = new ChunkStream(5n, BigInt(n));
          const drawn = new ChunkStream(5n, BigInt(n));
          for (let i = 0; i < before; i++) expect(skipped.draw(6)).toBe(drawn.draw(6));
          skipped.skip(n, count);
          for (let i = 0; i < count; i++) drawn.draw(n);
          expect(skipped.drawn).toBe(drawn.drawn);
          const next = (s: ChunkStream) => [s.draw(6), s.draw(3), s.draw(70000), s.nextWord()];
          expect(next(skipped)).toEqual(next(drawn));
        }
    expect(() => new ChunkStream(1n, 1n).skip(1.5, 3)).toThrow(RangeError);
  });
});

describe("a user's game's dice (src/rng/game-dice.ts)", () => {
  const filler = (seed: bigint, chunk: bigint) => {
    const stream = new ChunkStream(seed, chunk);
    return (out: Uint32Array) => {
      for (let i = 0; i < out.length; i++) out[i] = stream.nextWord();
    };
  };

  test('StreamDice deals what the chunk stream deals, roll for roll, across refills (property)', () => {
    fc.assert(
      fc.property(
        fc.array(bound, { minLength: 1, maxLength: 30 }),
        fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
        (bounds, seed) => {
          const twin = new ChunkStream(seed, 3n);
          const draws = new StreamDice(filler(seed, 3n));
          // enough rolls to pass a refill (2,048 half-words a buffer)
          for (let round = 0; round < 80; round++) {
            for (const n of bounds) expect(draws.draw(n)).toBe(twin.draw(n));
          }
        },
      ),
      { numRuns: 20 },
    );
  });

  test('bad bounds are a BoardsimError naming faces', () => {
    const draws = new StreamDice(filler(1n, 0n));
    for (const n of [0, -3, 2.5, 2 ** 32 + 1, Number.NaN]) {
      expect(() => draws.draw(n), String(n)).toThrow(BoardsimError);
    }
    try {
      draws.draw(0);
    } catch (e) {
      expect((e as BoardsimError).issues[0]!.path).toBe('faces');
    }
  });

  test("the game length limit: onLimit is called at the refill past a game's limit", () => {
    const draws = new StreamDice(filler(1n, 0n));
    let calls = 0;
    draws.onLimit = () => calls++;
    draws.limit = 2 * STREAM_WORDS; // one buffer of half-words
    draws.startGame();
    const start = draws.drawn;
    for (let i = 0; i < 2 * STREAM_WORDS; i++) draws.draw(65536);
    expect(draws.drawn - start).toBe(2 * STREAM_WORDS);
    expect(calls).toBe(0);
    for (let i = 0; i < 2 * STREAM_WORDS; i++) draws.draw(65536);
    expect(calls).toBe(0); // exactly at the limit
    draws.draw(65536); // the third buffer: past it
    expect(calls).toBe(1);
    draws.startGame();
    for (let i = 0; i < 4 * STREAM_WORDS - 1; i++) draws.draw(65536);
    expect(calls).toBe(1);
    expect(draws.drawn - start).toBe(8 * STREAM_WORDS);
  });

  test('BufferedWords deals the filler’s words in order', () => {
    const stream = new ChunkStream(2n, 0n);
    const buffered = new BufferedWords(filler(2n, 0n));
    expect(words(buffered, STREAM_WORDS * 2 + 3)).toEqual(words(stream, STREAM_WORDS * 2 + 3));
  });

  test('GameRoller: next, draw, pick, shuffle and fill on scripted draws', () => {
    const dealt: number[] = [];
    const script: Draws = {
      drawn: 0,
      draw(n: number) {
        dealt.push(n);
        return n - 1; // always the last face
      },
    };
    const rolls: RecordedRoll[] = [];
    const dice = new GameRoller(script, (r) => rolls.push(r));
    expect(dice.next()).toBe(6);
    expect(dice.next(20)).toBe(20);
    expect(dice.draw(10)).toBe(9);
    expect(dice.pick(['a', 'b', 'c'])).toBe('c');
    expect(() => dice.pick([])).toThrow(TypeError);
    expect(() => dice.pick('abc' as unknown as string[])).toThrow(TypeError);
    // always the last face: j = i, each item stays where it is
    expect(dice.shuffle([1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(dice.fill(new Uint8Array(3))).toEqual(new Uint8Array([6, 6, 6]));
    expect(dice.fill([0, 0], 4)).toEqual([4, 4]);
    expect(dealt).toEqual([6, 20, 10, 3, 4, 3, 2, 6, 6, 6, 4, 4]);
    expect(rolls.slice(0, 2)).toEqual([
      { faces: 6, roll: 6 },
      { faces: 20, roll: 20 },
    ]);
    // the first face each time: Fisher–Yates from the end swaps item i with item 0
    const first = new GameRoller({ drawn: 0, draw: () => 0 });
    expect(first.shuffle([1, 2, 3, 4])).toEqual([2, 3, 4, 1]);
    expect(first.next()).toBe(1);
  });
});

describe('the ring buffer (src/rng/ring.ts)', () => {
  // a lap of the ring is 2^19 rolls of splitmix64 (BigInt arithmetic): each test fills it twice or
  // three times, and compares whole laps with one expect (2^19 expects would take seconds)
  test('a writer that keeps up: the reader goes round the ring of splitmix64 rolls, refilled each lap', () => {
    const key = 77n;
    const ring = new RingDraws(key, 'java');
    const words64 = new SplitMix64Words(key);
    const start = words64.nextWord() & (RING_SIZE - 1);
    const filler = new MethodDraws(words64, 'java');
    const lap = Array.from({ length: RING_SIZE }, () => filler.draw(6));
    const first = ring.draw(6);
    expect(ring.position).toBe((start + 1) % RING_SIZE);
    const read = [first, ...Array.from({ length: RING_SIZE - 1 }, () => ring.draw(6))];
    const expected = Array.from({ length: RING_SIZE }, (_, i) => lap[(start + i) % RING_SIZE]!);
    expect(read.every((v, i) => v === expected[i])).toBe(true);
    expect(ring.position).toBe(start);
    // the next lap is a fresh fill, not the same rolls again
    const next = Array.from({ length: 64 }, () => ring.draw(6));
    expect(next).not.toEqual(expected.slice(0, 64));
    expect(ring.drawn).toBe(RING_SIZE + 64);
  });

  test('a slow writer: speed·64 fresh rolls written downwards from the end before each 64 reads', () => {
    const key = 78n;
    const ring = new RingDraws(key, 'java', 0.5);
    const words64 = new SplitMix64Words(key);
    const start = words64.nextWord() & (RING_SIZE - 1);
    const filler = new MethodDraws(words64, 'java');
    const model = Array.from({ length: RING_SIZE }, () => filler.draw(6));
    let write = RING_SIZE - 1;
    let read = start;
    const got: number[] = [];
    const want: number[] = [];
    for (let block = 0; block < 3; block++) {
      for (let i = 0; i < 32; i++) {
        model[write] = filler.draw(6);
        write = (write - 1 + RING_SIZE) % RING_SIZE;
      }
      for (let i = 0; i < 64; i++) {
        got.push(ring.draw(6));
        want.push(model[read]!);
        read = (read + 1) % RING_SIZE;
      }
    }
    expect(got).toEqual(want);
    // another bound bypasses the ring: the filler's next roll
    expect(ring.draw(1000)).toBe(filler.draw(1000));
  });

  test('ring-buffer@W through diceDraws: the stream key, and a large die straight from the filler', () => {
    const spec = parseDice('ring-buffer@0.25');
    expect(spec.ringWriter).toBe(0.25);
    const draws = diceDraws(spec, 3n, 1n);
    const words64 = new SplitMix64Words(streamKey(3n, 1n));
    words64.nextWord();
    const filler = new MethodDraws(words64, 'java');
    expect([draws.draw(1000), draws.draw(300)]).toEqual([filler.draw(1000), filler.draw(300)]);
  });
});

describe('recorded draws', () => {
  test('replay deals the same values, and no more', () => {
    const recording = new RecordingDraws(new ChunkStream(1n, 0n));
    const values = [6, 6, 20, 2].map((n) => recording.draw(n));
    expect(recording.drawn).toBe(4);
    const replay = recording.replay();
    expect(replay.drawn).toBe(0);
    expect([6, 6, 20, 2].map((n) => replay.draw(n))).toEqual(values);
    expect(replay.drawn).toBe(4);
    expect(() => replay.draw(6)).toThrow(/more than it recorded/);
  });
});

describe("a die's name and seed", () => {
  test('every GEN[:METHOD] parses and prints back to itself (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GENERATORS), fc.constantFrom(...METHODS), (generator, method) => {
        const text = `${generator}:${method}`;
        const spec = parseDice(text);
        expect(spec).toEqual({ generator, method });
        expect(formatDice(spec)).toBe(text);
        expect(parseDice(spec)).toEqual(spec);
        expect(parseDice(` ${text} `)).toEqual(spec);
        expect(parseDice(generator)).toEqual({ generator, method: DEFAULT_METHOD[generator] });
        expect(parseDice({ generator })).toEqual({ generator, method: DEFAULT_METHOD[generator] });
      }),
    );
  });

  test('the ring writer: W in (0, 1], to 1/65536, printed to 4 digits', () => {
    expect(parseDice('ring-buffer@.5:modulo')).toEqual({
      generator: 'ring-buffer',
      method: 'modulo',
      ringWriter: 0.5,
    });
    expect(parseDice('ring-buffer@1').ringWriter).toBe(1);
    expect(parseDice('ring-buffer@0.00001').ringWriter).toBe(1 / 65536);
    expect(formatDice(parseDice('ring-buffer@0.3'))).toBe('ring-buffer@0.3:java');
    expect(formatDice({ generator: 'ring-buffer', method: 'java', ringWriter: 1 / 3 })).toBe(
      'ring-buffer@0.3333:java',
    );
    for (const bad of [
      'ring-buffer@0',
      'ring-buffer@1.5',
      'ring-buffer@',
      'ring-buffer@x',
      'ring-buffer@ ',
      'ring-buffer@-0.5',
    ]) {
      expect(() => parseDice(bad), bad).toThrow(/0 < W <= 1/);
    }
    expect(() => parseDice('pcg32@0.5')).toThrow('only ring-buffer takes @W, not pcg32');
  });

  test('unknown names, extra parts and non-strings are refused, naming the path', () => {
    const cases: [unknown, RegExp][] = [
      ['nope', /no generator "nope" \(generators: xoshiro128x4, java-lcg/],
      ['pcg32:nope', /no range method "nope" \(methods: lemire16, modulo/],
      ['pcg32:lemire:x', /must be GEN\[:METHOD\], not "pcg32:lemire:x"/],
      [42, /must be GEN\[:METHOD\], not 42/],
      [{ a: 1 }, /must be GEN\[:METHOD\], not \{"a":1\}/],
      [null, /must be GEN\[:METHOD\], not null/],
      ['', /no generator ""/],
    ];
    for (const [value, message] of cases) {
      try {
        parseDice(value, 'options.dice');
        expect.unreachable(String(value));
      } catch (e) {
        expect(e).toBeInstanceOf(BoardsimError);
        expect((e as BoardsimError).issues[0]).toMatchObject({ code: 'dice/unknown', path: 'options.dice' });
        expect((e as BoardsimError).message).toMatch(message);
      }
    }
    expect(parseDice(undefined)).toBe(DEFAULT_DICE);
    expect(() => parseGenerator(3)).toThrow(/no generator "3"/);
    expect(() => parseMethod(undefined)).toThrow(/no range method "undefined"/);
    expect(() => parseGenerator('x')).toThrow(
      expect.objectContaining({ issues: [expect.objectContaining({ path: 'gen' })] }),
    );
    expect(() => parseMethod('x')).toThrow(
      expect.objectContaining({ issues: [expect.objectContaining({ path: 'method' })] }),
    );
  });

  test('faces: a whole number from 1 to its method’s maximum', () => {
    const spec = parseDice('java-lcg');
    expect(checkFaces(spec, 6)).toBe(6);
    expect(checkFaces(spec, 2 ** 31 - 1)).toBe(2 ** 31 - 1);
    expect(() => checkFaces(spec, 2 ** 31, 'sides')).toThrow(
      'the java method rolls at most 2,147,483,647 faces, not 2,147,483,648',
    );
    expect(() => checkFaces(spec, 2 ** 31)).toThrow(
      expect.objectContaining({ issues: [expect.objectContaining({ path: 'faces' })] }),
    );
    for (const bad of [0, 1.5, '6', 2 ** 32 + 1, Number.NaN]) {
      expect(() => checkFaces(DEFAULT_DICE, bad), String(bad)).toThrow(
        /must be a whole number from 1 to 2\^32/,
      );
    }
    expect(checkFaces(DEFAULT_DICE, 2 ** 32)).toBe(2 ** 32);
    expect(checkFaces(DEFAULT_DICE, 1)).toBe(1);
  });

  test('which dice are the default, which reproducible, which take their own seed', () => {
    expect(isDefaultDice(parseDice('xoshiro128x4'))).toBe(true);
    expect(isDefaultDice(parseDice('xoshiro128x4:lemire'))).toBe(false);
    expect(isDefaultDice(parseDice('pcg32:lemire16'))).toBe(false);
    expect(GENERATORS.filter((g) => !isReproducible(parseDice(g)))).toEqual(['math-random', 'crypto']);
    expect(GENERATORS.filter((g) => hasOwnSeed(parseDice(g)))).toEqual([
      'java-lcg',
      'mt19937',
      'mt19937-python',
      'xoroshiro128plus',
      'xorshift128plus',
      'alea',
    ]);
  });

  test("a die's own seed: its reference's range, as a 64-bit pattern", () => {
    const java = parseDice('java-lcg');
    expect(parseDiceSeed(java, -1)).toBe(2n ** 64n - 1n);
    expect(parseDiceSeed(java, '-9223372036854775808')).toBe(2n ** 63n);
    expect(parseDiceSeed(java, ' 0x10 ')).toBe(16n);
    expect(parseDiceSeed(java, 5n)).toBe(5n);
    expect(parseDiceSeed(java, '18446744073709551615')).toBe(2n ** 64n - 1n);
    const mt = parseDice('mt19937');
    expect(parseDiceSeed(mt, 2 ** 32 - 1)).toBe(2n ** 32n - 1n);
    expect(parseDiceSeed(mt, 0)).toBe(0n);
    const refused: [string, unknown, string][] = [
      ['mt19937', 2 ** 32, "mt19937 takes std::mt19937's seed, 0 to 2^32-1, not 4294967296"],
      ['mt19937', -1, 'not -1'],
      ['mt19937', 1.5, 'not 1.5'],
      ['mt19937', 2 ** 53, 'not 9007199254740992'],
      ['mt19937', '12x', 'not 12x'],
      ['mt19937', '0x', 'not 0x'],
      ['java-lcg', '-9223372036854775809', "Java's seed"],
      ['java-lcg', '18446744073709551616', "Java's seed"],
      ['xoroshiro128plus', -(2 ** 31) - 1, "pure-rand's seed"],
      ['alea', null, 'not null'],
    ];
    for (const [gen, seed, message] of refused) {
      expect(() => parseDiceSeed(parseDice(gen), seed, 'opts.seed'), `${gen} ${String(seed)}`).toThrow(
        message,
      );
      expect(() => parseDiceSeed(parseDice(gen), seed)).toThrow(
        expect.objectContaining({
          issues: [expect.objectContaining({ path: 'seed', code: 'option/invalid' })],
        }),
      );
    }
    expect(parseDiceSeed(parseDice('xoroshiro128plus'), -(2 ** 31))).toBe(2n ** 64n - 2n ** 31n);
    // a die without its own seed takes a run's seed
    expect(parseDiceSeed(parseDice('pcg32'), '7')).toBe(7n);
    expect(() => parseDiceSeed(parseDice('pcg32'), -1)).toThrow(BoardsimError);
  });

  test("optionDraws follows the options' die, the default when none", () => {
    const a = optionDraws({}, 4n, 1n);
    const b = new ChunkStream(4n, 1n);
    expect(Array.from({ length: 10 }, () => a.draw(6))).toEqual(Array.from({ length: 10 }, () => b.draw(6)));
    const c = optionDraws({ dice: 'pcg32:modulo' }, 4n, 1n);
    const pcg = Pcg32.fromKey(streamKey(4n, 1n));
    expect(c.draw(6)).toBe(pcg.nextWord() % 6);
    // rng sample: chunk 0's stream for a die without its own seed
    const s = sampleDraws(parseDice('pcg32:modulo'), 4n);
    const pcg0 = Pcg32.fromKey(streamKey(4n, 0n));
    expect(s.draw(6)).toBe(pcg0.nextWord() % 6);
    expect(isDefaultDice(DEFAULT_DICE)).toBe(true);
    const dflt = sampleDraws(DEFAULT_DICE, 4n);
    expect(dflt.draw(6)).toBe(new ChunkStream(4n, 0n).draw(6));
  });
});

export type { DiceSpec };

// Two mutants of src/rng/methods.ts that survived Stryker (issue 34).
test('lemire16 rejects a half-word whose low product is below the threshold; a bound out of range is named', () => {
  // n = 6: threshold 65,536 mod 6 = 4; 10,923 · 6 = 65,538, whose low 16 bits are 2: rejected;
  // then 0 (rejected), then 1: 6, accepted, 0
  const words = [10923, 1];
  const source = { nextWord: () => words.shift()! };
  expect(new MethodDraws(source, 'lemire16').draw(6)).toBe(0);
  expect(words).toEqual([]);
  expect(() => new MethodDraws(source, 'lemire16').draw(0)).toThrow('draw: bound 0 out of range');
});
