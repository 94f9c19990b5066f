// The parsing of a die's name (src/rng/dice.ts) at its edges: the ring writer's speed written in
// any other number syntax, the refusals' codes and default paths, and a value that JSON cannot
// show. Fast: Stryker runs it against every mutant of the file.

import { describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import { DEFAULT_DICE, checkFaces, parseDice } from '../src/rng/dice.js';

const issue = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(BoardsimError);
    return (e as BoardsimError).issues[0]!;
  }
  throw new Error('no error');
};

describe("a die's name at its edges", () => {
  test('the ring writer speed is a plain decimal: other number syntax is refused', () => {
    for (const bad of ['1e-1', '0x1', '.5x', 'x.5', '0.5 1', '+0.5', '5e-1 ']) {
      expect(() => parseDice(`ring-buffer@${bad}`), bad).toThrow(/0 < W <= 1/);
    }
    expect(parseDice('ring-buffer@ 0.5 ').ringWriter).toBe(0.5);
  });

  test('refusals: their codes, and the paths they name by default', () => {
    expect(issue(() => parseDice('nope'))).toMatchObject({ code: 'dice/unknown', path: 'dice' });
    expect(issue(() => checkFaces(DEFAULT_DICE, 0))).toMatchObject({ code: 'option/invalid', path: 'faces' });
  });

  test('a value JSON cannot show is named by its type', () => {
    expect(issue(() => parseDice(() => 1)).message).toBe('must be GEN[:METHOD], not a function');
    expect(issue(() => parseDice(true)).message).toBe('must be GEN[:METHOD], not true');
  });
});
