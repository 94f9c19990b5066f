// Bad chains: each a BoardsimError with a stable code, the field it is about, and the state named.

import { describe, expect, test } from 'vitest';
import { BoardsimError, type ChainDefinition, type ChainOptions, solveChain } from '../src/index.js';

/** The one issue solveChain throws for `chain`. */
function issueOf(
  chain: unknown,
  options: ChainOptions = {},
): { code: string; path: string; message: string } {
  try {
    solveChain(chain as ChainDefinition, options);
  } catch (error) {
    expect(error).toBeInstanceOf(BoardsimError);
    const { issues } = error as BoardsimError;
    expect(issues).toHaveLength(1);
    return issues[0]!;
  }
  throw new Error('no error');
}

/** From 0: to `a` and `b` with probabilities p and q; 2 is the end. */
const fork = (p: unknown, q: unknown, a = 1, b = 2): ChainDefinition<number> => ({
  name: 'fork',
  start: 0,
  next: (s) =>
    s === 0
      ? ([
          [a, p],
          [b, q],
        ] as never)
      : [[2, 1]],
  done: (s) => s === 2,
});

describe('bad chains', () => {
  test('not a chain at all, or one without its parts', () => {
    expect(issueOf(undefined)).toMatchObject({
      code: 'chain/none',
      message: expect.stringMatching(/not a chain/),
    });
    expect(issueOf({ start: 0 })).toMatchObject({ code: 'chain/name', path: 'name' });
    expect(issueOf({ name: 'x', start: 0, done: () => false })).toMatchObject({
      code: 'chain/next',
      path: 'next',
    });
    expect(issueOf({ name: 'x', next: () => [], done: () => false })).toMatchObject({ code: 'chain/start' });
  });

  test('probabilities that do not sum to 1 name the state (by its key), exactly or in floating point', () => {
    const named = { ...fork('1/7', '5/7'), key: (s: number) => `square ${s}` };
    expect(issueOf(named)).toEqual({
      code: 'chain/sum',
      path: 'next',
      message: 'the probabilities of state square 0 sum to 6/7, not 1',
    });
    expect(issueOf(fork(0.5, 0.4)).message).toBe('the probabilities of state 0 sum to 0.9, not 1');
    // a state with no successors sums to 0
    expect(issueOf({ ...fork(1, 0), next: () => [] }).message).toMatch(/state 0 sum to 0, not 1/);
  });

  test('negative, NaN, too large or unreadable probabilities', () => {
    for (const p of [-0.5, Number.NaN, Infinity, '3/2', [1, 0], [-1, 2], 'half', '1/0', null, [0.5, 1]]) {
      const issue = issueOf(fork(p, 0.5));
      expect(issue.code, String(p)).toBe('chain/probability');
      expect(issue.message).toMatch(/^a probability of state 0 is .+: give a number from 0 to 1/);
    }
  });

  test('a start state that is already done', () => {
    expect(issueOf({ ...fork(1, 0), start: 2 })).toEqual({
      code: 'chain/start-done',
      path: 'start',
      message: 'the start state 2 is already done',
    });
  });

  test('a reachable state from which the end cannot be reached', () => {
    const trap: ChainDefinition<number> = {
      ...fork('1/2', '1/2'),
      next: (s) =>
        s === 0
          ? [
              [1, '1/2'],
              [2, '1/2'],
            ]
          : s === 1
            ? [[3, 1]]
            : [[3, 1]],
    };
    expect(issueOf(trap)).toEqual({
      code: 'chain/no-end',
      path: 'done',
      message: 'the end cannot be reached from state 1',
    });
  });

  test('too many states: the limit and how to raise it', () => {
    const endless: ChainDefinition<number> = {
      name: 'endless',
      start: 0,
      next: (s) => [
        [s + 1, '1/2'],
        [-1, '1/2'],
      ],
      done: (s) => s < 0,
    };
    expect(issueOf(endless, { maxStates: 1000 })).toEqual({
      code: 'chain/too-many-states',
      path: 'maxStates',
      message: 'more than 1,000 states, the limit: raise it if the chain is finite',
    });
    // the same chain cut at 2,000 squares is solved
    const cut = {
      ...endless,
      next: (s: number) => [[s + 1 < 2000 ? s + 1 : -1, '1/2'] as const, [-1, '1/2'] as const],
    };
    expect(solveChain(cut, { maxStates: 3000 }).mean).toBeCloseTo(2, 12);
  });

  test('next, done or key throwing, next giving no pairs, a key that is not a string', () => {
    const throws = { ...fork(1, 0), next: () => { throw new Error('boom'); } }; // prettier-ignore
    expect(issueOf(throws)).toEqual({ code: 'chain/threw', path: 'next', message: 'next(0) threw: boom' });
    expect(issueOf({ ...fork(1, 0), next: () => 5 })).toMatchObject({ code: 'chain/next' });
    expect(issueOf({ ...fork(1, 0), next: () => [[1]] })).toMatchObject({ code: 'chain/next' });
    expect(issueOf({ ...fork(1, 0), key: () => 7 })).toMatchObject({ code: 'chain/key', path: 'key' });
    // a state JSON cannot name (a bigint, undefined) needs a key
    const big = { ...fork(1, 0), start: 0n, next: () => [[1n, 1]], done: () => false };
    expect(issueOf(big)).toEqual({
      code: 'chain/key',
      path: 'key',
      message: 'the state 0 is not JSON: give the chain a key(state)',
    });
  });

  test('bad options', () => {
    const chain = fork(1, 0);
    expect(issueOf(chain, { players: 0 })).toMatchObject({ path: 'players' });
    expect(issueOf(chain, { players: 101 })).toMatchObject({ path: 'players' });
    expect(issueOf(chain, { maxStates: 'lots' })).toMatchObject({ path: 'maxStates' });
    expect(issueOf(chain, { tolerance: 0 })).toMatchObject({ path: 'tolerance' });
  });
});
