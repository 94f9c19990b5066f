// A user's chain (src/exact/chain.ts) case by case, where the mutation run found no test (issue 34):
// each way of writing a probability, read exactly or refused word for word; each refusal of a
// chain's parts, with its code, field and words; the limits at their boundaries; floating-point
// probabilities; states reached only with probability 0; what a short distribution leaves
// undecided.

import { describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import {
  type ChainDefinition,
  type ChainSettings,
  type Probability,
  solveUserChain,
} from '../src/exact/chain.js';

const settings: ChainSettings = { players: 1, maxStates: 100, exactStates: 100, tolerance: 1e-12 };

/** From 0: stay with `p`, else the end (1); the exit written as `q`. */
const stay = (p: unknown, q: unknown): ChainDefinition => ({
  name: 'stay',
  start: 0,
  // any value, so that the refusals can be tried
  next: () =>
    [
      [0, p],
      [1, q],
    ] as [number, Probability][],
  done: (s) => s === 1,
});

/** "code path: message" of the refusal of `chain`. */
function refusal(chain: unknown, s: ChainSettings = settings): string {
  try {
    solveUserChain(chain as ChainDefinition, s);
  } catch (error) {
    expect(error).toBeInstanceOf(BoardsimError);
    const i = (error as BoardsimError).issues[0]!;
    return `${i.code} ${i.path}: ${i.message}`;
  }
  return 'solved';
}

describe('probabilities', () => {
  test('each exact way of writing one: the mean 1/(1 − p) as a fraction', () => {
    const cases: [unknown, unknown, string][] = [
      ['1/2', '1/2', '2'],
      [' 1 / 2 ', '1/2 ', '2'],
      ['12/24', '12/24', '2'],
      ['0.25', '0.75', '4/3'],
      ['1.5/3', '0.5', '2'],
      [[1n, 4n], [3n, 4n], '4/3'],
      [[1, 4], [3, 4], '4/3'],
      [0.25, 0.75, '4/3'],
      ['3/16', '13/16', '16/13'],
    ];
    for (const [p, q, mean] of cases) {
      const r = solveUserChain(stay(p, q), settings);
      expect(
        [r.exact, r.meanFraction, r.floatReason],
        JSON.stringify([p, q, mean], (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)),
      ).toEqual([true, mean, null]);
    }
    // a state reached with certainty, written '1'
    const line: ChainDefinition = {
      name: 'line',
      start: 0,
      next: (s) => [[(s as number) + 1, '1']],
      done: (s) => s === 2,
    };
    expect(solveUserChain(line, settings).meanFraction).toBe('2');
  });

  test('probabilities that are not: refused, shown as given', () => {
    const message = (shown: string) =>
      `chain/probability next: a probability of state 0 is ${shown}: give a number from 0 to 1, [numerator, denominator] or 'n/d'`;
    expect(refusal(stay('x1/2', '1/2'))).toBe(message('"x1/2"'));
    expect(refusal(stay('1/2x', '1/2'))).toBe(message('"1/2x"'));
    expect(refusal(stay('1/0', '1/2'))).toBe(message('"1/0"'));
    expect(refusal(stay([1, 2, 3], '1/2'))).toBe(message('[1, 2, 3]'));
    expect(refusal(stay([1, 0], '1/2'))).toBe(message('[1, 0]'));
    expect(refusal(stay([0.5, 1], '1/2'))).toBe(message('[0.5, 1]'));
    expect(refusal(stay(2, '1/2'))).toBe(message('2'));
    expect(refusal(stay(-0.5, '1/2'))).toBe(message('-0.5'));
    // 0 is a probability
    expect(refusal(stay(0, 1))).toBe('solved');
  });

  test('floating-point probabilities: the answer in floating point, and the first reason', () => {
    const r = solveUserChain(stay(0.1, 0.9), settings);
    expect(r.exact).toBe(false);
    expect(r.floatReason).toBe(
      "probabilities given as floating-point numbers (0.1 for state 0): give them as fractions ([1, 6] or '1/6') for the exact answer",
    );
    expect(r.mean).toBeCloseTo(1 / 0.9, 12);
    expect(refusal(stay(0.1, 0.8))).toBe('chain/sum next: the probabilities of state 0 sum to 0.9, not 1');
  });
});

describe("a chain's parts, each refusal", () => {
  const ok = stay('1/2', '1/2');
  test('words, codes and fields', () => {
    expect(refusal(null)).toBe(
      'chain/none : not a chain: expected { name, start, next, done } (see defineChain)',
    );
    expect(refusal({ ...ok, name: '' })).toBe('chain/name name: the chain needs a name (a non-empty string)');
    expect(refusal({ ...ok, name: 3 })).toBe('chain/name name: the chain needs a name (a non-empty string)');
    expect(refusal({ ...ok, next: 1 })).toBe('chain/next next: next must be a function of a state');
    expect(refusal({ ...ok, done: 1 })).toBe('chain/done done: done must be a function of a state');
    expect(refusal({ ...ok, key: 1 })).toBe('chain/key key: key must be a function of a state');
    expect(refusal({ ...ok, start: undefined })).toBe('chain/start start: the chain needs a start state');
    expect(refusal({ ...ok, next: () => undefined })).toBe(
      'chain/next next: next(0) must give a list of [state, probability] pairs',
    );
    expect(refusal({ ...ok, next: () => [[0]] })).toBe(
      'chain/next next: next(0) must give [state, probability] pairs',
    );
    expect(refusal({ ...ok, key: () => 5 })).toBe('chain/key key: key(state) must give a string, not number');
  });

  test('a state that is not JSON is named by its text when its key throws', () => {
    const big = {
      ...ok,
      start: 1n,
      key: () => {
        throw new Error('boom');
      },
    };
    expect(refusal(big)).toBe('chain/threw key: key(1) threw: boom');
  });

  test('the limits at their boundaries', () => {
    // the start and the end: two states
    expect(refusal(ok, { ...settings, maxStates: 2 })).toBe('solved');
    expect(refusal(ok, { ...settings, maxStates: 1 })).toMatch(
      /^chain\/too-many-states maxStates: more than 1 states/,
    );
    expect(solveUserChain(ok, { ...settings, exactStates: 1 }).exact).toBe(true);
  });

  test('a start that cannot reach the end is named', () => {
    const stuck: ChainDefinition = { name: 'stuck', start: 0, next: () => [[0, '1']], done: () => false };
    expect(refusal(stuck)).toBe('chain/no-end done: the end cannot be reached from state 0');
  });

  test('an end met before a state: the states keep their own names', () => {
    // 0 → the end (9) or 1; 1's probabilities are wrong
    const c: ChainDefinition = {
      name: 'c',
      start: 0,
      next: (s) =>
        s === 0
          ? [
              [9, '1/2'],
              [1, '1/2'],
            ]
          : [[9, '1/3']],
      done: (s) => s === 9,
    };
    expect(refusal(c)).toBe('chain/sum next: the probabilities of state 1 sum to 1/3, not 1');
  });

  test('a state reached only with probability 0 is not explored', () => {
    const c: ChainDefinition = {
      name: 'c',
      start: 0,
      next: (s) =>
        s === 0
          ? [
              [0, '1/2'],
              [5, 0],
              [9, '1/2'],
            ]
          : [[9, '1']],
      done: (s) => s === 9,
    };
    expect(solveUserChain(c, settings)).toMatchObject({ states: 1, endStates: 1 });
  });

  test('what the distribution leaves undecided', () => {
    const r = solveUserChain(ok, { ...settings, players: 2, tolerance: 0.3 });
    expect(r.remainder).toBe(0.25);
    expect(r.unresolved).toBeGreaterThan(0);
    expect(r.unresolved).toBeCloseTo(1 - r.seats[0]! - r.seats[1]!, 15);
  });
});
