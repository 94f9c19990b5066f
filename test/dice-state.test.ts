// createDice with what people reach for in pure-rand and seedrandom (issue 36 §2): text seeds,
// the state as bytes (getState, { state }, clone), floats, shuffle and pick, and advance(n), each
// against its reference: seedrandom, CPython, pure-rand's jump, Vigna's xoshiro128** jump, and
// stepping word by word.

import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { xorshift128plus } from 'pure-rand/generator/xorshift128plus';
import seedrandom from 'seedrandom';
import { describe, expect, test } from 'vitest';
import { BoardsimError, createDice, type Dice } from '../src/index.js';

const words = (dice: Dice, n: number) => Array.from(dice.words(new Uint32Array(n)));

function fnv1a(text: string): bigint {
  let h = 0xcbf29ce484222325n;
  for (const b of Buffer.from(text, 'utf8')) h = ((h ^ BigInt(b)) * 0x100000001b3n) & (2n ** 64n - 1n);
  return h;
}

async function refusal(call: () => unknown): Promise<Error> {
  try {
    await call();
  } catch (e) {
    expect(e).toBeInstanceOf(BoardsimError);
    return e as Error;
  }
  throw new Error('no error');
}

describe('text seeds', () => {
  test.each(['hello', 'boardgame.io 7f3k', 'é ☃ 🎲', ''])(
    "alea: seedrandom's alea(%j), word for word",
    async (text) => {
      const prng = seedrandom.alea(text);
      const dice = await createDice('alea', { seed: text });
      expect(words(dice, 2000)).toEqual(Array.from({ length: 2000 }, () => prng.int32() >>> 0));
      const bgio = seedrandom.alea(text);
      const rolls = (await createDice('alea:float', { seed: text })).fill(new Uint8Array(500), 6);
      expect(Array.from(rolls)).toEqual(Array.from({ length: 500 }, () => Math.floor(bgio() * 6) + 1));
    },
  );

  test('every other die: FNV-1a 64 of the UTF-8 bytes (low 32 bits for 32-bit seeds)', async () => {
    expect(fnv1a('hello')).toBe(0xa430d84680aabd0bn);
    for (const [spec, text] of [
      ['pcg32', 'hello'],
      ['xoshiro128x4', 'é ☃ 🎲'],
      ['java-lcg', 'x'],
      ['mt19937', 'hello'],
      ['xoroshiro128plus', 'game-42'],
    ] as const) {
      const narrow = spec === 'mt19937' || spec === 'xoroshiro128plus';
      const seed = narrow ? fnv1a(text) & 0xffffffffn : fnv1a(text);
      const a = await createDice(spec, { seed: text });
      expect(a.seed, spec).toBe(seed);
      expect(words(a, 100), spec).toEqual(words(await createDice(spec, { seed }), 100));
    }
    // the same rule with a stream: alea's text seeds a run too
    const chunk = await createDice('alea', { seed: 'hello', stream: 2 });
    expect(words(chunk, 50)).toEqual(
      words(await createDice('alea', { seed: fnv1a('hello'), stream: 2 }), 50),
    );
  });

  test('a string that is a number keeps its meaning', async () => {
    for (const [spec, text, seed] of [
      ['pcg32', '42', 42n],
      ['pcg32', '0x2a', 42n],
      ['alea', '7', 7n],
      ['xoroshiro128plus', '-3', -3n],
    ] as const) {
      expect(words(await createDice(spec, { seed: text }), 20)).toEqual(
        words(await createDice(spec, { seed }), 20),
      );
    }
  });
});

/** Calls that leave buffered half-words, pending halves and split 64-bit outputs behind. */
function play(dice: Dice): number[] {
  const out: number[] = [];
  out.push(dice.next(6), dice.next(1000));
  out.push(...dice.fill(new Uint8Array(37), 6));
  out.push(...dice.words(new Uint32Array(3)));
  out.push(dice.next(2 ** 32), dice.next(70_000));
  out.push(...dice.fill(new Uint16Array(9), 60_000), ...dice.fill(new Uint8Array(5000), 20));
  out.push(dice.float());
  return out;
}

const SAVED = [
  'xoshiro128x4',
  'xoshiro128x4:modulo',
  'pcg32',
  'java-lcg:lemire',
  'xorshift128:lemire16',
  'splitmix64:lemire16',
  'xoshiro128ss:rejection',
  'xoshiro256ss',
  'mt19937',
  'mt19937-python:float',
  'xoroshiro128plus:pure-rand',
  'xorshift128plus',
  'alea:float',
];

describe.each(SAVED)('state of %s', (spec) => {
  test('getState then createDice({ state }) and clone() give the same rolls as the original', async () => {
    const dice = await createDice(spec, { seed: 11 });
    play(dice);
    const state = dice.getState();
    const copy = await dice.clone();
    const expected = play(dice);
    expect(play(await createDice(spec, { state }))).toEqual(expected);
    expect(play(await createDice(undefined, { state }))).toEqual(expected);
    expect(play(copy)).toEqual(expected);
    // the bytes are a copy: the die goes on without them
    expect(Array.from(dice.getState())).not.toEqual(Array.from(state));
  });

  test('the seed and stream come back: jump() after a restore', async () => {
    const dice = await createDice(spec, { seed: 5, stream: 3 });
    play(dice);
    const restored = await createDice(spec, { state: dice.getState() });
    expect(restored.seed).toBe(5n);
    expect(restored.stream).toBe(3n);
    dice.jump();
    restored.jump();
    expect(play(restored)).toEqual(play(dice));
  });
});

describe('refused states', () => {
  test('wrong die, length, version, type; both state and seed; dice with no state', async () => {
    const state = (await createDice('pcg32', { seed: 1 })).getState();
    expect((await refusal(() => createDice('pcg32:modulo', { state }))).message).toContain(
      'state: the state of a pcg32:lemire die, not of pcg32:modulo',
    );
    expect((await refusal(() => createDice('xoroshiro128plus', { state }))).message).toContain(
      'state: the state of a pcg32:lemire die',
    );
    expect((await refusal(() => createDice('pcg32', { state: state.subarray(0, 40) }))).message).toContain(
      'state: 40 bytes do not hold a pcg32:lemire state',
    );
    const v2 = state.slice();
    v2[2] = 2;
    expect((await refusal(() => createDice('pcg32', { state: v2 }))).message).toContain(
      'state: version 2: this boardsim reads version 1',
    );
    expect((await refusal(() => createDice('pcg32', { state: [1, 2] as never }))).message).toContain(
      'state: must be a Uint8Array from getState(), not Array',
    );
    expect((await refusal(() => createDice('pcg32', { state: new Uint8Array(30) }))).message).toContain(
      'state: not a die state from getState()',
    );
    expect((await refusal(() => createDice('pcg32', { state, seed: 3 }))).message).toContain(
      'state: give a state or a seed, not both',
    );
    const buffered = await createDice('xoshiro128x4', { seed: 1 });
    buffered.next();
    const odd = buffered.getState();
    expect(
      (await refusal(() => createDice('xoshiro128x4', { state: odd.subarray(0, -2) }))).message,
    ).toContain('do not hold a xoshiro128x4:lemire16 state');
    for (const spec of ['math-random', 'crypto', 'ring-buffer']) {
      const dice = await createDice(spec);
      expect((await refusal(() => dice.getState())).message).toContain(`state: ${spec} has no state to save`);
    }
  });
});

describe('floats, shuffle and pick', () => {
  test("float() is genrand_res53 on two words: CPython's random.random()", async () => {
    // python3 -c "import random; random.seed(3); print([random.random() for _ in range(3)])"
    const python = await createDice('mt19937-python', { seed: 3 });
    expect([python.float(), python.float(), python.float()]).toEqual([
      0.23796462709189137, 0.5442292252959519, 0.36995516654807925,
    ]);
    const big = await createDice('mt19937-python', { seed: 2n ** 40n + 5n });
    expect(Array.from(big.fillFloat64(new Float64Array(2)))).toEqual([
      0.5043802970418443, 0.2686044399723282,
    ]);
  });

  test('fillFloat64 is float() again and again, in [0, 1), from the words', async () => {
    const a = await createDice('pcg32', { seed: 8 });
    const b = await createDice('pcg32', { seed: 8 });
    const floats = a.fillFloat64(new Float64Array(70_001));
    const w = b.words(new Uint32Array(2 * 70_001));
    const expected = Array.from(
      { length: floats.length },
      (_, i) => ((w[2 * i]! >>> 5) * 2 ** 26 + (w[2 * i + 1]! >>> 6)) / 2 ** 53,
    );
    expect(Array.from(floats)).toEqual(expected);
    expect(Math.min(...floats)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...floats)).toBeLessThan(1);
    expect(a.float()).toBe(b.float());
    expect(() => a.fillFloat64(new Float32Array(2) as never)).toThrow('target: must be a Float64Array');
  });

  test("shuffle is Fisher–Yates with Lemire's unbiased method on words; pick too", async () => {
    const lemire = (next: () => number, n: number) => {
      const t = (2n ** 32n - BigInt(n)) % BigInt(n);
      for (;;) {
        const m = BigInt(next()) * BigInt(n);
        if ((m & 0xffffffffn) >= t) return Number(m >> 32n);
      }
    };
    const dice = await createDice('xoroshiro128plus', { seed: 4 });
    const twin = await createDice('xoroshiro128plus', { seed: 4 });
    const next = () => twin.words(new Uint32Array(1))[0]!;
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const expected = deck.slice();
    for (let i = expected.length - 1; i > 0; i--) {
      const j = lemire(next, i + 1);
      [expected[i], expected[j]] = [expected[j]!, expected[i]!];
    }
    expect(dice.shuffle(deck)).toBe(deck);
    expect(deck).toEqual(expected);
    const typed = dice.shuffle(Uint16Array.from({ length: 300 }, (_, i) => i));
    const typedExpected = Array.from({ length: 300 }, (_, i) => i);
    for (let i = 299; i > 0; i--) {
      const j = lemire(next, i + 1);
      [typedExpected[i], typedExpected[j]] = [typedExpected[j]!, typedExpected[i]!];
    }
    expect(Array.from(typed)).toEqual(typedExpected);
    const items = ['a', 'b', 'c', 'd', 'e'];
    const big = { length: 3 * 2 ** 30 } as unknown as ArrayLike<number>;
    for (let k = 0; k < 50; k++) expect(dice.pick(items)).toBe(items[lemire(next, 5)]);
    // an index above 2^21 takes exact 64-bit arithmetic: index 3·2^30-1 is as likely as any
    for (let k = 0; k < 20; k++) {
      const j = lemire(next, 3 * 2 ** 30);
      expect(dice.pick(new Proxy(big, { get: (t, p) => (p === 'length' ? 3 * 2 ** 30 : Number(p)) }))).toBe(
        j,
      );
    }
    expect(() => dice.pick([])).toThrow('array: is empty');
    expect(() => dice.shuffle('abc' as never)).toThrow(
      'array: must be an array or a typed array, not String',
    );
  });

  test('shuffle is unbiased: all 6 orders of 3 equally often (chi-square)', async () => {
    const dice = await createDice('pcg32:modulo', { seed: 2 });
    const counts = new Map<string, number>();
    const n = 60_000;
    for (let k = 0; k < n; k++) {
      const key = dice.shuffle([0, 1, 2]).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    const chi = [...counts.values()].reduce((s, c) => s + (c - n / 6) ** 2 / (n / 6), 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });
});

describe('advance(n)', () => {
  const ADVANCE = [
    'xoshiro128x4',
    'xoshiro128x4:modulo',
    'pcg32',
    'java-lcg',
    'splitmix64',
    'xoroshiro128plus',
    'xorshift128plus',
    'xorshift128',
    'xoshiro128ss',
    'xoshiro256ss',
  ];

  test.each(ADVANCE)('%s: advance(n) skips n words, as words(n) does', async (spec) => {
    for (const n of [0, 1, 2, 7, 1000, 100_003]) {
      const a = await createDice(spec, { seed: 6 });
      const b = await createDice(spec, { seed: 6 });
      a.words(new Uint32Array(3)); // a 64-bit generator's high half waits
      b.words(new Uint32Array(3));
      a.advance(n);
      b.words(new Uint32Array(n));
      expect(words(a, 9), `${spec} ${n}`).toEqual(words(b, 9));
    }
  });

  test("xoroshiro128plus and xorshift128plus: advance(2^64) is pure-rand's jump()", async () => {
    for (const [spec, make] of [
      ['xoroshiro128plus', xoroshiro128plus],
      ['xorshift128plus', xorshift128plus],
    ] as const) {
      for (const seed of [42, -7]) {
        const reference = make(seed);
        reference.jump!();
        reference.jump!();
        const dice = await createDice(spec, { seed });
        dice.advance(2n ** 65n);
        expect(words(dice, 20), `${spec} ${seed}`).toEqual(
          Array.from({ length: 20 }, () => reference.next() >>> 0),
        );
      }
    }
  });

  test("xoshiro128ss: advance(2^64) is Vigna's jump(); pcg32 goes round its period", async () => {
    const dice = await createDice('xoshiro128ss', { seed: 3 });
    const view = new DataView(dice.getState().buffer);
    const s = [0, 1, 2, 3].map((i) => view.getUint32(32 + 4 * i, true));
    const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;
    const next = () => {
      const result = Math.imul(rotl(Math.imul(s[1]!, 5) >>> 0, 7), 9) >>> 0;
      const t = (s[1]! << 9) >>> 0;
      s[2]! ^= s[0]!;
      s[3]! ^= s[1]!;
      s[1]! ^= s[2]!;
      s[0]! ^= s[3]!;
      s[2]! ^= t;
      s[3] = rotl(s[3]!, 11);
      return result;
    };
    // xoshiro128starstar.c's jump()
    const jumped = [0, 0, 0, 0];
    for (const j of [0x8764000b, 0xf542d2d3, 0x6fa035c3, 0x77f2db5b]) {
      for (let b = 0; b < 32; b++) {
        if ((j >>> b) & 1) for (let i = 0; i < 4; i++) jumped[i] = jumped[i]! ^ s[i]!;
        next();
      }
    }
    s.splice(0, 4, ...jumped.map((x) => x >>> 0));
    dice.advance(2n ** 64n);
    expect(words(dice, 20)).toEqual(Array.from({ length: 20 }, next));

    const pcg = await createDice('pcg32', { seed: 9 });
    const first = words(await createDice('pcg32', { seed: 9 }), 10);
    pcg.advance(2n ** 64n - 3n);
    pcg.advance(3);
    expect(words(pcg, 10)).toEqual(first);
  });

  test('dice with no closed-form skip say so; n is checked', async () => {
    for (const spec of ['mt19937', 'alea', 'ring-buffer', 'math-random']) {
      const dice = await createDice(spec);
      expect((await refusal(() => dice.advance(5))).message).toContain(
        `spec: ${spec} has no closed-form skip or jump polynomial`,
      );
    }
    const pcg = await createDice('pcg32');
    expect((await refusal(() => pcg.advance(-1))).message).toContain(
      'n: must be a whole number from 0 to 2^128-1',
    );
    expect((await refusal(() => pcg.advance(1.5))).message).toContain('n: must be a whole number');
  });
});
