// A user's game's dice (src/rng/game-dice.ts) against the chunk stream they stand for: every method
// of StreamDice (next, draw, pick, shuffle, fill) deals what the twin's draws deal, roll for roll,
// and Lemire's rule is checked on scripted words at its threshold. Fast: Stryker runs it against
// every mutant of the file.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import { type GameDice, GameRoller, STREAM_WORDS, StreamDice, twinWordFiller } from '../src/rng/game-dice.js';
import { ChunkStream } from '../src/rng/stream.js';

const filler = (seed: bigint, chunk: bigint) => twinWordFiller(new ChunkStream(seed, chunk));

/** A filler that deals `words` in order, then zeros. */
const scripted = (words: readonly number[]) => {
  let at = 0;
  return (out: Uint32Array) => {
    for (let i = 0; i < out.length; i++) out[i] = at < words.length ? words[at++]! : 0;
  };
};

/** A word of two half-words, low first. */
const word = (low: number, high: number) => (low + high * 65536) >>> 0;

const faces = fc.oneof(
  fc.integer({ min: 1, max: 70 }),
  fc.integer({ min: 1, max: 2 ** 32 }),
  fc.constantFrom(1, 2, 6, 40000, 65535, 65536, 65537, 2 ** 32 - 1, 2 ** 32),
);

type Op =
  | { kind: 'next'; faces?: number }
  | { kind: 'draw'; n: number }
  | { kind: 'pick'; size: number }
  | { kind: 'shuffle'; size: number }
  | { kind: 'fill'; size: number; faces?: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('next' as const), faces: fc.option(faces, { nil: undefined }) }),
  fc.record({ kind: fc.constant('draw' as const), n: faces }),
  fc.record({ kind: fc.constant('pick' as const), size: fc.integer({ min: 1, max: 9 }) }),
  fc.record({ kind: fc.constant('shuffle' as const), size: fc.integer({ min: 0, max: 9 }) }),
  fc.record({
    kind: fc.constant('fill' as const),
    size: fc.integer({ min: 0, max: 5 }),
    faces: fc.option(faces, { nil: undefined }),
  }),
);

/** What `op` gives, worked out from the twin's draws as the docs of GameDice say. */
function expected(twin: ChunkStream, o: Op): unknown {
  switch (o.kind) {
    case 'next':
      return twin.draw(o.faces ?? 6) + 1;
    case 'draw':
      return twin.draw(o.n);
    case 'pick':
      return twin.draw(o.size);
    case 'shuffle': {
      const items = Array.from({ length: o.size }, (_, i) => i);
      for (let i = items.length - 1; i > 0; i--) {
        const j = twin.draw(i + 1);
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    }
    case 'fill':
      return Array.from({ length: o.size }, () => twin.draw(o.faces ?? 6) + 1);
  }
}

function played(dice: GameDice, o: Op): unknown {
  switch (o.kind) {
    case 'next':
      return o.faces === undefined ? dice.next() : dice.next(o.faces);
    case 'draw':
      return dice.draw(o.n);
    case 'pick':
      return dice.pick(Array.from({ length: o.size }, (_, i) => i));
    case 'shuffle': {
      const items = Array.from({ length: o.size }, (_, i) => i);
      const out = dice.shuffle(items);
      expect(out).toBe(items); // in place
      return out;
    }
    case 'fill': {
      const target = new Array<number>(o.size).fill(0);
      const out = o.faces === undefined ? dice.fill(target) : dice.fill(target, o.faces);
      expect(out).toBe(target);
      return out;
    }
  }
}

describe('StreamDice (src/rng/game-dice.ts)', () => {
  test('every method deals what the chunk stream deals, roll for roll, in range (property)', () => {
    fc.assert(
      fc.property(
        fc.array(op, { minLength: 1, maxLength: 40 }),
        fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
        (ops, seed) => {
          const twin = new ChunkStream(seed, 5n);
          const dice = new StreamDice(filler(seed, 5n));
          for (const o of ops) {
            const got = played(dice, o);
            expect(got).toEqual(expected(twin, o));
            if (o.kind === 'next') {
              expect(got).toBeGreaterThanOrEqual(1);
              expect(got).toBeLessThanOrEqual(o.faces ?? 6);
            }
          }
          // the same place in the stream afterwards
          expect(dice.draw(65536)).toBe(twin.draw(65536));
        },
      ),
      { numRuns: 60 },
    );
  });

  test('drawn counts half-words: one a roll of a small die, two of a wide one, across refills', () => {
    const dice = new StreamDice(scripted([]));
    // before the first roll, the empty buffer counts as used: drawn is a difference
    expect(dice.drawn).toBe(2 * STREAM_WORDS);
    const start = dice.drawn;
    dice.next(65536);
    expect(dice.drawn - start).toBe(1);
    dice.next(2 ** 32);
    expect(dice.drawn - start).toBe(3);
    for (let i = 0; i < 2 * STREAM_WORDS; i++) dice.next(2);
    expect(dice.drawn - start).toBe(3 + 2 * STREAM_WORDS);
  });

  test("Lemire's rule at its threshold: a low half equal to 65536 mod n is kept, one below is not", () => {
    // n = 40001: threshold 25535; half-word h gives h·n, kept when its low 16 bits are >= 25535
    // (n odd: every low half is some h's)
    const n = 40001;
    const t = 65536 % n;
    // the half-words whose product's low half is exactly t and t - 1 (searched, then checked)
    const at = (low: number) => {
      for (let h = 0; h < 65536; h++) if (((h * n) & 0xffff) === low) return h;
      throw new Error(`no half-word gives ${low}`);
    };
    const keep = at(t);
    const reject = at(t - 1);
    const small = at(5); // low half 5 < n and < t: rejected
    const dice = new StreamDice(scripted([word(keep, reject), word(small, keep)]));
    // reject, then small, both rejected; then keep
    const start = dice.drawn;
    expect(dice.draw(n)).toBe((keep * n) >>> 16);
    expect(dice.drawn - start).toBe(1);
    expect(dice.draw(n)).toBe((keep * n) >>> 16);
    expect(dice.drawn - start).toBe(4);
  });

  test('a product whose low half is below n but not below 65536 mod n is kept', () => {
    const n = 40001;
    let h = 0;
    while (((h * n) & 0xffff) !== 30000) h++; // 25535 <= 30000 < 40001
    const dice = new StreamDice(scripted([word(h, 0)]));
    const start = dice.drawn;
    expect(dice.draw(n)).toBe((h * n) >>> 16);
    expect(dice.drawn - start).toBe(1);
  });

  test('the widest die, 2^32 faces: a whole word, two half-words low first', () => {
    const dice = new StreamDice(scripted([word(0x1234, 0xabcd), word(0xffff, 0xffff)]));
    expect(dice.next(2 ** 32)).toBe(0xabcd1234 + 1);
    expect(dice.next(2 ** 32)).toBe(2 ** 32);
    expect(dice.drawn).toBe(2048 + 4);
  });

  test('a die of one face rolls 1 and uses one half-word', () => {
    const dice = new StreamDice(scripted([word(7, 9)]));
    expect(dice.next(1)).toBe(1);
    expect(dice.drawn).toBe(2048 + 1);
  });

  test('bad faces are a BoardsimError on faces, with the value in its words', () => {
    const dice = new StreamDice(scripted([]));
    for (const n of [0, -1, 0.5, 65536.5, 2 ** 32 + 1, Number.NaN, Infinity]) {
      let error: unknown;
      try {
        dice.next(n);
      } catch (e) {
        error = e;
      }
      expect(error, String(n)).toBeInstanceOf(BoardsimError);
      const issue = (error as BoardsimError).issues[0]!;
      expect(issue.code).toBe('dice/bad-faces');
      expect(issue.path).toBe('faces');
      expect(issue.message).toContain('a die has a whole number of faces from 1 to 2^32, not ');
    }
    expect(dice.drawn).toBe(2048);
  });

  test('pick refuses an empty list or a non-list, naming it', () => {
    const dice = new StreamDice(scripted([]));
    expect(() => dice.pick([])).toThrow(/dice\.pick needs a list of at least one item, not /);
    expect(() => dice.pick('ab' as unknown as string[])).toThrow(TypeError);
    expect(dice.drawn).toBe(2048);
  });

  test('the limit is checked at a refill only, against the half-words since startGame', () => {
    const dice = new StreamDice(scripted([]));
    let calls = 0;
    dice.onLimit = () => calls++;
    dice.next(2); // the first refill, before any limit
    dice.limit = 10;
    for (let i = 1; i < 2 * STREAM_WORDS; i++) dice.next(2);
    expect(calls).toBe(0);
    dice.startGame();
    dice.next(2); // a refill, 0 half-words into the game
    expect(calls).toBe(0);
    for (let i = 1; i < 2 * STREAM_WORDS; i++) dice.next(2);
    dice.next(2); // 2,048 into the game: past 10
    expect(calls).toBe(1);
    // the default onLimit does nothing
    const quiet = new StreamDice(scripted([]));
    quiet.limit = 0;
    for (let i = 0; i < 2 * STREAM_WORDS + 1; i++) quiet.next(2);
    expect(quiet.drawn).toBe(4 * STREAM_WORDS + 1);
  });

  test('twinWordFiller fills the whole buffer from the stream, in order', () => {
    const stream = new ChunkStream(9n, 1n);
    const fill = twinWordFiller(new ChunkStream(9n, 1n));
    const out = new Uint32Array(5);
    fill(out);
    expect([...out]).toEqual(Array.from({ length: 5 }, () => stream.nextWord()));
    // the next fill goes on where the last one stopped: no word taken and dropped
    fill(out);
    expect([...out]).toEqual(Array.from({ length: 5 }, () => stream.nextWord()));
  });

  test('GameRoller over the chunk stream deals as StreamDice does (property)', () => {
    fc.assert(
      fc.property(
        fc.array(op, { minLength: 1, maxLength: 20 }),
        fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
        (ops, seed) => {
          const twin = new ChunkStream(seed, 2n);
          const roller = new GameRoller(new ChunkStream(seed, 2n));
          for (const o of ops) {
            const got = played(roller, o);
            expect(got).toEqual(expected(twin, o));
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
