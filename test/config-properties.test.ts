// Option and config checks as properties (fast-check) and one example per refusal: a board that
// parses prints back to itself; every way of writing a count, a seed or a shard reads back the
// number written; anything else is a BoardsimError naming the option, never a TypeError.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import {
  DEFAULT_SEED,
  MAX_GAMES,
  checkTypedOptions,
  combine,
  describeValue,
  ownOptions,
  parseCount,
  parseFlag,
  parseGameIndex,
  parseGames,
  parsePlayers,
  parseSeed,
  parseShard,
  parseThreads,
  pick,
  refuseUnknownOptions,
  requireOptions,
  unknownOption,
} from '../src/core/options.js';
import { resolveConfig } from '../src/games/config.js';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { parseSnakesBoard, snakesBoardToJson } from '../src/games/snakes/schema.js';

/** The issue a call throws: its path, code and message (or 'no error'). */
function issueOf(f: () => unknown): { path: string; code: string; message: string } | 'no error' {
  try {
    f();
    return 'no error';
  } catch (error) {
    expect(error).toBeInstanceOf(BoardsimError);
    const { path, code, message } = (error as BoardsimError).issues[0]!;
    return { path, code, message };
  }
}

const snakes = (source: Parameters<typeof resolveConfig>[1]) =>
  resolveConfig('snakes', source, snakesPresets, 'efi', parseSnakesBoard);

/** A valid Snakes and Ladders board as JSON, with jumps anywhere. */
const boardJson = fc
  .record({
    squares: fc.integer({ min: 12, max: 200 }),
    jumpSeeds: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 12 }),
    start: fc.nat(),
    overshoot: fc.constantFrom('bounce', 'stay', 'finish'),
    dieFaces: fc.integer({ min: 2, max: 12 }),
    rollAgainOnSix: fc.boolean(),
    name: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
  })
  .map(({ squares, jumpSeeds, start, overshoot, dieFaces, rollAgainOnSix, name }) => {
    const jumps: Record<string, number> = {};
    for (const [a, b] of jumpSeeds) {
      const from = 1 + (a % (squares - 1));
      const to = b % (squares + 1);
      if (to !== from) jumps[String(from)] = to;
    }
    return {
      ...(name !== undefined && { name }),
      squares,
      start: start % squares,
      jumps,
      overshoot,
      dieFaces,
      rollAgainOnSix: rollAgainOnSix && dieFaces >= 6,
    };
  });

describe('a board that parses prints back to itself (property)', () => {
  test('as text or as an object, the canonical form is a fixed point', () => {
    fc.assert(
      fc.property(boardJson, (json) => {
        const first = snakes({ board: JSON.stringify(json) });
        expect(first.preset).toBe('custom');
        const printed = snakesBoardToJson(first.config);
        expect(printed).toEqual(json);
        const again = snakes({ board: printed });
        expect(again.config).toEqual(first.config);
        expect(JSON.stringify(snakesBoardToJson(again.config))).toBe(JSON.stringify(printed));
      }),
    );
  });

  test('every preset prints back to itself', () => {
    for (const name of Object.keys(snakesPresets)) {
      const { preset, config } = snakes({ preset: name });
      expect(preset).toBe(name);
      expect(snakes({ board: JSON.stringify(snakesBoardToJson(config)) }).config).toEqual(config);
    }
    expect(snakes({}).preset).toBe('efi');
  });
});

describe('resolveConfig refuses, naming the field and the source', () => {
  test('a preset and a board at once', () => {
    expect(issueOf(() => snakes({ preset: 'efi', board: '{}' }))).toEqual({
      path: 'board',
      code: 'option/conflict',
      message: 'give a preset or a board, not both',
    });
  });

  test('an unknown preset, or a name of Object.prototype', () => {
    for (const name of ['nope', 'constructor', '__proto__', 'toString']) {
      const found = issueOf(() => snakes({ preset: name }));
      expect(found).toMatchObject({ path: 'preset', code: 'preset/unknown' });
      expect((found as { message: string }).message).toBe(
        `no snakes preset "${name}" (presets: ${Object.keys(snakesPresets).join(', ')})`,
      );
    }
    expect(issueOf(() => snakes({ preset: 3 as never }))).toMatchObject({
      message: expect.stringMatching(/^no snakes preset 3 \(/),
    });
  });

  test('bad JSON text, named by its source', () => {
    try {
      snakes({ board: '{"squares": ', boardSource: 'my.json' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(BoardsimError);
      expect((error as BoardsimError).source).toBe('my.json');
    }
    try {
      snakes({ board: '{"squares": 1}' });
      expect.unreachable();
    } catch (error) {
      expect((error as BoardsimError).source).toBe('board');
    }
  });

  test('a Map, a Date or a RegExp is not a board; an object through the JSON gate', () => {
    expect(issueOf(() => snakes({ board: new Map() }))).toEqual({
      path: '',
      code: 'board/not-an-object',
      message: 'a board is a JSON object (or its text), not a Map',
    });
    expect(issueOf(() => snakes({ board: new Date(0) }))).toMatchObject({
      message: expect.stringMatching(/not a Date$/),
    });
    expect(issueOf(() => snakes({ board: /x/ }))).toMatchObject({
      message: expect.stringMatching(/not a RegExp$/),
    });
    // "an" before a vowel
    expect(issueOf(() => snakes({ board: new Int8Array(1) }))).toMatchObject({
      message: expect.stringMatching(/not an Int8Array$/),
    });
    // a list or a number goes to the game's own check
    expect(issueOf(() => snakes({ board: [] }))).toMatchObject({ code: 'board/not-an-object' });
    const cyclic: Record<string, unknown> = { squares: 100 };
    cyclic.self = cyclic;
    expect(issueOf(() => snakes({ board: cyclic }))).not.toBe('no error');
    expect(snakes({ board: { squares: 30 } }).config.squares).toBe(30);
    expect(
      snakes({ board: Object.create(null, { squares: { value: 30, enumerable: true } }) as object }).config
        .squares,
    ).toBe(30);
  });
});

describe('counts, seeds and shards read back what was written (property)', () => {
  test('a count written with _ or thousands commas or an exponent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_GAMES }), (n) => {
        const digits = String(n);
        expect(parseCount(n, 'games', MAX_GAMES)).toBe(n);
        expect(parseCount(digits, 'games', MAX_GAMES)).toBe(n);
        expect(parseCount(` ${n.toLocaleString('en-US')} `, 'games', MAX_GAMES)).toBe(n);
        expect(parseCount(digits.replace(/(\d)(?=(\d{2})+$)/g, '$1_'), 'games', MAX_GAMES)).toBe(n);
        const [mantissa, exponent] = n.toExponential().split('e+');
        expect(parseCount(`${mantissa}e${exponent}`, 'games', MAX_GAMES)).toBe(n);
        expect(parseGames(digits)).toBe(n);
      }),
    );
  });

  test('anything else is a BoardsimError naming the option', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.anything()), (value) => {
        let n: number;
        try {
          n = parseCount(value, 'games', 1000);
        } catch (error) {
          expect(error).toBeInstanceOf(BoardsimError);
          expect((error as BoardsimError).issues[0]!.path).toBe('games');
          return;
        }
        expect(Number.isInteger(n) && n >= 1 && n <= 1000).toBe(true);
      }),
    );
  });

  test('a seed as a number, a bigint, decimal, hex or scientific text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), (seed) => {
        expect(parseSeed(seed)).toBe(seed);
        expect(parseSeed(` ${seed} `)).toBe(seed);
        expect(parseSeed(`0x${seed.toString(16)}`)).toBe(seed);
        if (seed <= BigInt(Number.MAX_SAFE_INTEGER)) expect(parseSeed(Number(seed))).toBe(seed);
        const digits = seed.toString();
        // d.ddd…e+k, exactly
        const scientific = `${digits[0]}${digits.length > 1 ? `.${digits.slice(1)}` : ''}e${digits.length - 1}`;
        expect(parseSeed(scientific)).toBe(seed);
      }),
    );
  });

  test('a shard K/N, as text or as an object', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 0, max: 1e6 }), (index, more) => {
        const count = index + more;
        expect(parseShard(`${index}/${count}`)).toEqual({ index, count });
        expect(parseShard(` ${index} / ${count} `)).toEqual({ index, count });
        expect(parseShard({ index, count })).toEqual({ index, count });
      }),
    );
  });
});

describe('each refusal, word for word', () => {
  test('counts', () => {
    expect(issueOf(() => parseCount(0, 'games', 10))).toEqual({
      path: 'games',
      code: 'option/invalid',
      message: 'must be a positive whole number, not 0',
    });
    expect(issueOf(() => parseCount(11, 'games', 10))).toMatchObject({ message: 'at most 10' });
    expect(issueOf(() => parseCount(10_001, 'games', 10_000))).toMatchObject({ message: 'at most 10,000' });
    expect(parseCount(10, 'games', 10)).toBe(10);
    expect(parseCount(1, 'games', 10)).toBe(1);
    expect(issueOf(() => parseCount('3,5', 'games', 10))).toMatchObject({
      message: 'must be a positive whole number, not 3,5',
    });
    expect(issueOf(() => parseCount('1.5', 'games', 10))).toMatchObject({
      message: 'must be a positive whole number, not 1.5',
    });
    expect(issueOf(() => parseCount('  ', 'games', 10))).toMatchObject({
      message: 'must be a positive whole number, not "  "',
    });
    expect(issueOf(() => parseCount(true, 'games', 10))).toMatchObject({
      message: 'must be a positive whole number, not true',
    });
    expect(issueOf(() => parseCount('1e', 'games', 10))).not.toBe('no error');
    expect(issueOf(() => parseCount('_1', 'games', 10))).not.toBe('no error');
    expect(issueOf(() => parseCount('1__0', 'games', 10))).not.toBe('no error');
    expect(issueOf(() => parseCount('1,0000', 'games', 1e9))).not.toBe('no error');
    expect(issueOf(() => parseCount('1e-3', 'games', 10))).not.toBe('no error');
    expect(parseCount('1e+1', 'games', 10)).toBe(10);
    expect(parseCount('1.5E1', 'games', 100)).toBe(15);
    expect(parseGames()).toBe(1_000_000);
    expect(issueOf(() => parseGames(MAX_GAMES + 1))).toMatchObject({ message: 'at most 10,000,000,000,000' });
  });

  test('game index', () => {
    expect(parseGameIndex(undefined)).toBe(0);
    expect(parseGameIndex(' 0 ')).toBe(0);
    expect(parseGameIndex(0)).toBe(0);
    expect(parseGameIndex('1_000')).toBe(1000);
    expect(parseGameIndex(9_999_999_999_999)).toBe(9_999_999_999_999);
    expect(issueOf(() => parseGameIndex(1e13))).toEqual({
      path: 'gameIndex',
      code: 'option/invalid',
      message: 'at most 9,999,999,999,999',
    });
    expect(issueOf(() => parseGameIndex(-1))).toMatchObject({
      message: 'must be a whole number from 0 (the first game), not -1',
    });
    expect(issueOf(() => parseGameIndex('x'))).toMatchObject({ message: expect.stringMatching(/not x$/) });
    expect(issueOf(() => parseGameIndex(null))).toMatchObject({
      message: expect.stringMatching(/not null$/),
    });
  });

  test('seeds', () => {
    expect(parseSeed()).toBe(DEFAULT_SEED);
    expect(parseSeed(2n ** 64n - 1n)).toBe(2n ** 64n - 1n);
    expect(issueOf(() => parseSeed(2n ** 64n))).toEqual({
      path: 'seed',
      code: 'option/invalid',
      message: 'must be from 0 to 2^64-1 (18446744073709551615)',
    });
    expect(issueOf(() => parseSeed(-1n))).toMatchObject({
      message: 'must be from 0 to 2^64-1 (18446744073709551615)',
    });
    expect(issueOf(() => parseSeed(2 ** 53))).toMatchObject({
      message: expect.stringMatching(
        /^a number above 2\^53-1 \(9007199254740991\) is not exact: .* not 9007199254740992$/,
      ),
    });
    expect(issueOf(() => parseSeed(-5))).toMatchObject({
      message: 'must be from 0 to 2^64-1 (18446744073709551615)',
    });
    expect(issueOf(() => parseSeed(1.5))).toMatchObject({
      message: 'must be a whole number from 0 to 2^64-1, not 1.5',
    });
    expect(issueOf(() => parseSeed(-(2 ** 60)))).toMatchObject({
      message: 'must be a whole number from 0 to 2^64-1, not -1152921504606847000',
    });
    expect(issueOf(() => parseSeed('1.5e0'))).not.toBe('no error');
    expect(issueOf(() => parseSeed('-1'))).not.toBe('no error');
    expect(issueOf(() => parseSeed('0x'))).not.toBe('no error');
    expect(parseSeed('1.5e1')).toBe(15n);
    expect(parseSeed('1.50e1')).toBe(15n);
    expect(parseSeed('1_000')).toBe(1000n);
    expect(parseSeed('2e3')).toBe(2000n);
    expect(parseSeed('25e-0'.replace('-', '+'))).toBe(25n);
    expect(issueOf(() => parseSeed('1.25e1'))).not.toBe('no error');
    expect(issueOf(() => parseSeed('1e1000'))).not.toBe('no error');
    expect(issueOf(() => parseSeed(' 0X1F '))).not.toBe('no error');
    expect(parseSeed(' 0x1F ')).toBe(31n);
  });

  test('threads, players, switches, choices', () => {
    expect(parseThreads(undefined, 4)).toBe(4);
    expect(parseThreads(undefined, 0)).toBe(1);
    expect(parseThreads(undefined, 1000)).toBe(256);
    expect(parseThreads('3', 4)).toBe(3);
    expect(issueOf(() => parseThreads(257, 4))).toMatchObject({ path: 'threads', message: 'at most 256' });
    expect(parsePlayers(undefined, 1, 4)).toBe(1);
    expect(parsePlayers(4, 1, 4)).toBe(4);
    expect(parsePlayers(2, 2, 4)).toBe(2);
    expect(issueOf(() => parsePlayers(5, 1, 4))).toEqual({
      path: 'players',
      code: 'option/invalid',
      message: 'must be from 1 to 4',
    });
    expect(issueOf(() => parsePlayers(1, 2, 4))).toMatchObject({ message: 'must be from 2 to 4' });
    expect(parseFlag(undefined, 'exact', true)).toBe(true);
    expect(parseFlag(false, 'exact', true)).toBe(false);
    expect(issueOf(() => parseFlag('true', 'exact', true))).toEqual({
      path: 'exact',
      code: 'option/invalid',
      message: 'true or false, not "true"',
    });
    expect(pick(undefined, 'mode', ['a', 'b'], 'b')).toBe('b');
    expect(pick('a', 'mode', ['a', 'b'], 'b')).toBe('a');
    expect(issueOf(() => pick('c', 'mode', ['a', 'b'], 'b'))).toEqual({
      path: 'mode',
      code: 'option/invalid',
      message: 'must be one of "a", "b", not "c"',
    });
  });

  test('shards', () => {
    expect(parseShard(undefined)).toBeUndefined();
    expect(issueOf(() => parseShard('0/3'))).toEqual({
      path: 'shard',
      code: 'option/invalid',
      message: 'K/N needs 1 <= K <= N, got 0/3',
    });
    expect(issueOf(() => parseShard('4/3'))).toMatchObject({ message: 'K/N needs 1 <= K <= N, got 4/3' });
    expect(issueOf(() => parseShard('1/0'))).toMatchObject({ message: 'K/N needs 1 <= K <= N, got 1/0' });
    expect(parseShard('3/3')).toEqual({ index: 3, count: 3 });
    expect(issueOf(() => parseShard('1/2/3'))).toMatchObject({
      message: 'must look like K/N (for example 2/8), not "1/2/3"',
    });
    expect(issueOf(() => parseShard(2))).toMatchObject({
      message: 'must look like K/N (for example 2/8), not 2',
    });
    expect(issueOf(() => parseShard(`1/${'9'.repeat(30)}`))).toMatchObject({
      message:
        'K and N must be whole numbers up to 9,007,199,254,740,991 (2^53 - 1), got 1/a number of 30 digits',
    });
    expect(issueOf(() => parseShard('1/90071992547409919'))).toMatchObject({
      message:
        'K and N must be whole numbers up to 9,007,199,254,740,991 (2^53 - 1), got 1/90071992547409919',
    });
    expect(issueOf(() => parseShard({ index: { a: 1 }, count: 2 }))).toMatchObject({
      message: 'must look like K/N (for example 2/8), not "an object/2"',
    });
    expect(issueOf(() => parseShard({ index: 1 }))).toMatchObject({ path: 'shard' });
  });

  test('describeValue shows a value by its type', () => {
    expect(describeValue('x'.repeat(81))).toBe(JSON.stringify(`${'x'.repeat(80)}…`));
    expect(describeValue('x'.repeat(80))).toBe(JSON.stringify('x'.repeat(80)));
    expect(describeValue(5n)).toBe('5n');
    expect(describeValue([1])).toBe('a list');
    expect(describeValue(() => 1)).toBe('a function');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue({})).toBe('an object');
    expect(describeValue(Symbol('s'))).toBe('Symbol(s)');
  });

  test('typed and unknown options, options that are not an object', () => {
    expect(() => combine([])).not.toThrow();
    expect(issueOf(() => combine([{ code: 'c', path: 'p', message: 'm' }]))).toEqual({
      code: 'c',
      path: 'p',
      message: 'm',
    });
    expect(() =>
      checkTypedOptions({
        signal: new AbortController().signal,
        onProgress: () => {},
        exact: true,
        other: 1,
      }),
    ).not.toThrow();
    expect(() => checkTypedOptions({ signal: undefined })).not.toThrow();
    expect(issueOf(() => checkTypedOptions({ signal: {} }))).toEqual({
      code: 'option/invalid',
      path: 'signal',
      message: 'must be an AbortSignal, not an object',
    });
    expect(
      issueOf(() => checkTypedOptions({ signal: { aborted: false, addEventListener() {} } })),
    ).toMatchObject({ path: 'signal' });
    expect(
      issueOf(() =>
        checkTypedOptions({ signal: { aborted: 0, addEventListener() {}, removeEventListener() {} } }),
      ),
    ).toMatchObject({
      path: 'signal',
    });
    expect(issueOf(() => checkTypedOptions({ signal: null }))).toMatchObject({
      message: 'must be an AbortSignal, not null',
    });
    expect(issueOf(() => checkTypedOptions({ onLayer: 1 }))).toMatchObject({
      path: 'onLayer',
      message: 'must be a function, not 1',
    });
    expect(issueOf(() => checkTypedOptions({ onProgress: 'f' }))).toMatchObject({ path: 'onProgress' });
    expect(issueOf(() => checkTypedOptions({ exact: 'yes' }))).toMatchObject({
      message: 'true or false, not "yes"',
    });
    expect(() => checkTypedOptions({ toString: 1, constructor: 2 })).not.toThrow();
    expect(
      issueOf(() =>
        refuseUnknownOptions('simulate', { strat: 1, games: 2, other: undefined }, ['games', 'seed']),
      ),
    ).toEqual(unknownOption('simulate', 'strat', ['games', 'seed']));
    expect(unknownOption('simulate', 'strat', ['games', 'seed'])).toEqual({
      code: 'option/unknown',
      path: 'strat',
      message: 'is not an option of simulate (options: games, seed)',
    });
    try {
      refuseUnknownOptions('f', { a: 1, b: 2 }, []);
    } catch (error) {
      expect((error as BoardsimError).issues.map((i) => i.path)).toEqual(['a', 'b']);
    }
    expect(issueOf(() => refuseUnknownOptions('f', { exact: 1 }, ['exact']))).toMatchObject({
      path: 'exact',
    });
    expect(() => refuseUnknownOptions('f', { exact: true }, ['exact'])).not.toThrow();
    expect(() => requireOptions('simulate', {})).not.toThrow();
    for (const bad of [null, [], 'x', undefined]) {
      expect(issueOf(() => requireOptions('simulate', bad))).toMatchObject({
        code: 'option/not-an-object',
        path: 'options',
        message: `simulate takes an object of options, such as simulate({ game: 'snakes' }), not ${describeValue(bad)}`,
      });
    }
    expect(issueOf(() => requireOptions('pegs', 1, 'pegs({})'))).toMatchObject({
      message: 'pegs takes an object of options, such as pegs({}), not 1',
    });
  });

  test("ownOptions: own properties read once; a prototype's names shadowed", () => {
    let reads = 0;
    const options = {
      get games() {
        reads++;
        return 5;
      },
    };
    const own = ownOptions(options);
    expect(own.games).toBe(5);
    expect(own.games).toBe(5);
    expect(reads).toBe(1);
    class Base {
      seed = 1;
    }
    const proto = { inherited: 3 };
    const derived = Object.create(proto) as Record<string, unknown>;
    derived.games = 2;
    const copied = ownOptions(derived) as Record<string, unknown>;
    expect(copied).toEqual({ games: 2, inherited: undefined });
    expect(Object.hasOwn(copied, 'inherited')).toBe(true);
    expect(Object.hasOwn(copied, 'toString')).toBe(false);
    expect(ownOptions(new Base())).toEqual({ seed: 1 });
    // a name set on Object.prototype (by another library, or an attack) is never read
    (Object.prototype as Record<string, unknown>).polluted = 1;
    try {
      const clean = ownOptions({ games: 1 }) as Record<string, unknown>;
      expect(Object.hasOwn(clean, 'polluted')).toBe(true);
      expect(clean.polluted).toBeUndefined();
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
  });
});

describe('the edges Stryker found unchecked', () => {
  test("resolveConfig: what goes to the game's own check, and the JSON gate for objects", () => {
    const gameMessage = 'a board is a JSON object such as {"squares": 100}';
    for (const board of [5, null, [], true]) {
      expect(
        issueOf(() => snakes({ board })),
        JSON.stringify(board),
      ).toEqual({
        path: '',
        code: 'board/not-an-object',
        message: gameMessage,
      });
    }
    // an object with its own "__proto__" key is refused by the gate, which names it
    const proto = issueOf(() => snakes({ board: JSON.parse('{"squares": 30, "__proto__": {}}') as object }));
    expect(proto).toMatchObject({ path: '__proto__' });
    expect((proto as { code: string }).code).toMatch(/^json\//);
    // JSON text that does not parse is the gate's error, not the game's
    expect((issueOf(() => snakes({ board: '{"squares": ' })) as { code: string }).code).toMatch(/^json\//);
  });

  test('options: paths, and values of the wrong type', () => {
    expect(issueOf(() => parseGameIndex(-1))).toMatchObject({ path: 'gameIndex' });
    expect(parseGameIndex('0.0')).toBe(0);
    expect(parseGameIndex('0e5')).toBe(0);
    expect(issueOf(() => parseGameIndex(''))).toMatchObject({ path: 'gameIndex' });
    expect(issueOf(() => parseGameIndex('  '))).toMatchObject({ path: 'gameIndex' });
    expect(issueOf(() => parseGames('x'))).toMatchObject({ path: 'games' });
    expect(issueOf(() => parseSeed(2 ** 53))).toMatchObject({ path: 'seed' });
    expect(issueOf(() => parseSeed(1.5))).toMatchObject({ path: 'seed' });
    expect(issueOf(() => parsePlayers('x', 1, 4))).toMatchObject({ path: 'players' });
    expect(issueOf(() => parseShard(`1/${'9'.repeat(30)}`))).toMatchObject({ path: 'shard' });
    for (const value of [[12], [15], true, 'abc', '12x']) {
      expect(
        issueOf(() => parseSeed(value)),
        JSON.stringify(value),
      ).toMatchObject({ path: 'seed', code: 'option/invalid' });
    }
    expect(parseShard({ index: '1', count: '2' })).toEqual({ index: 1, count: 2 });
    expect(issueOf(() => parseShard({ index: 1 }))).toMatchObject({
      message: 'must look like K/N (for example 2/8), not an object',
    });
    expect(issueOf(() => parseShard(['1/2']))).toMatchObject({
      message: 'must look like K/N (for example 2/8), not a list',
    });
    // 20 digits are shown as written, more as a count
    expect(issueOf(() => parseShard(`1/${'9'.repeat(20)}`))).toMatchObject({
      message: `K and N must be whole numbers up to 9,007,199,254,740,991 (2^53 - 1), got 1/${'9'.repeat(20)}`,
    });
  });

  test('typed options: each part of an AbortSignal, a function where one is asked', () => {
    expect(() => checkTypedOptions({ onLayer: () => {} })).not.toThrow();
    const methods = { addEventListener() {}, removeEventListener() {} };
    const fn = Object.assign(() => {}, { aborted: false }, methods);
    expect(issueOf(() => checkTypedOptions({ signal: fn }))).toMatchObject({ path: 'signal' });
    expect(
      issueOf(() => checkTypedOptions({ signal: { aborted: false, removeEventListener() {} } })),
    ).toMatchObject({ path: 'signal' });
    expect(() => checkTypedOptions({ signal: { aborted: false, ...methods } })).not.toThrow();
    try {
      refuseUnknownOptions('simulate', { strat: 1, games: 2, other: undefined }, ['games']);
      expect.unreachable();
    } catch (error) {
      expect((error as BoardsimError).issues.map((i) => i.path)).toEqual(['strat']);
    }
  });

  test('ownOptions of an object without a prototype', () => {
    const bare = Object.assign(Object.create(null) as object, { games: 3 });
    expect(ownOptions(bare)).toEqual({ games: 3 });
  });
});
