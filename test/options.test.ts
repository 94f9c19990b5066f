// Options checked by the library (the CLI passes them through): counts, seeds, shards, and
// options that do not belong to the game.

import { describe, expect, test } from 'vitest';
import { BoardsimError, GAMES, exact, simulate, trace } from '../src/index.js';
import { parseCount, parseSeed, parseShard } from '../src/core/options.js';

describe('parsing', () => {
  test.each([
    ['10000000', 10_000_000],
    ['10_000_000', 10_000_000],
    ['10,000,000', 10_000_000],
    ['1e7', 10_000_000],
    [42, 42],
  ])('count %s', (text, n) => expect(parseCount(text, 'games', 1e13)).toBe(n));
  test.each(['0', '-1', '1.5', 'ten', '', '1e-3', Number.NaN])('count %s is refused', (text) => {
    expect(() => parseCount(text, 'games', 1e13)).toThrow(BoardsimError);
  });
  test.each(['3,5', '1,0,0,0', '10000,000', ',1000', '10_', '1__0', '_10'])(
    'count %s is refused: commas only between groups of three digits, _ only between digits',
    (text) => {
      expect(() => parseCount(text, 'players', 1e13)).toThrow(
        `players: must be a positive whole number, not ${text}`,
      );
    },
  );
  test('an empty count shows as "" in the message', () => {
    expect(() => parseCount('', 'games', 1e13)).toThrow('games: must be a positive whole number, not ""');
  });
  test('seeds: decimal, hex, BigInt, up to 2^64 - 1', () => {
    expect(parseSeed('1_000')).toBe(1000n);
    expect(() => parseSeed('1__0')).toThrow(BoardsimError);
    expect(parseSeed('42')).toBe(42n);
    expect(parseSeed('0xff')).toBe(255n);
    expect(parseSeed(2n ** 64n - 1n)).toBe(2n ** 64n - 1n);
    expect(() => parseSeed(2n ** 64n)).toThrow(/2\^64-1/);
    expect(() => parseSeed(-1)).toThrow(/from 0 to 2\^64-1/);
    expect(() => parseSeed(0.5)).toThrow(/whole number/);
  });
  test('shards', () => {
    expect(parseShard('2/8')).toEqual({ index: 2, count: 8 });
    expect(parseShard({ index: 1, count: 1 })).toEqual({ index: 1, count: 1 });
    expect(() => parseShard('0/2')).toThrow(/1 <= K <= N/);
    expect(() => parseShard('two of three')).toThrow(/K\/N/);
  });
});

describe('options that do not apply to the game', () => {
  test('simulate, exact and trace refuse them, naming each', async () => {
    // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
    await expect(simulate({ game: 'snakes', games: 10, strategies: 'random' })).rejects.toThrow(
      /strategies: does not apply to snakes/,
    );
    // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
    expect(() => exact({ game: 'snakes', deck: 'x' })).toThrow(/deck: does not apply to snakes/);
    // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
    expect(() => trace({ game: 'snakes', rounds: 1 })).toThrow(/rounds: does not apply to snakes/);
  });
  test('unknown games are named', async () => {
    // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
    await expect(simulate({ game: 'chess' })).rejects.toThrow(
      `no game "chess" (games: ${Object.keys(GAMES).join(', ')})`,
    );
  });
});
