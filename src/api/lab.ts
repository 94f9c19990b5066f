// The dice lab's exact answers for the library: each checks its arguments, naming a bad one in a
// BoardsimError as the CLI's `rng` commands do, then asks src/lab/ (bias tables, the game-level
// test's horizon) or src/rng/dice.ts (a die's spelling).

import { BoardsimError } from '../core/errors.js';
import { describeValue, pick } from '../core/options.js';
import {
  type MethodBias,
  dieFaceProbabilities as exactFaceProbabilities,
  methodBias as exactMethodBias,
} from '../lab/bias.js';
import { horizonGames as exactHorizonGames } from '../lab/game.js';
import {
  type DiceSpec,
  type MethodName,
  METHODS,
  checkFaces,
  formatDice as formatDiceSpec,
  parseDice,
} from '../rng/dice.js';

/** The most values a bias table lists (it holds a count for each). */
const MAX_BIAS_VALUES = 2 ** 20;

/** A bias table's bound: a number (these functions take no text), from 1 to 2^20. */
function boundOf(n: unknown, path: string): number {
  if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_BIAS_VALUES) return n;
  throw new BoardsimError([
    {
      code: 'option/invalid',
      path,
      message: `must be a whole number from 1 to 2^20 (1,048,576), not ${describeValue(n)}`,
    },
  ]);
}

/** The exact distribution of a range method for bound `n` (1 to 2^20) from a uniform source of
 *  `bits`-bit words (16 to 52; default 32): the source words giving each value, the words
 *  rejected, each value's probability and the worst relative error. */
export function methodBias(method: MethodName, n: number, bits = 32): MethodBias {
  // required: null is named as the wrong value, as anything not a method is
  const checked = pick(method ?? null, 'method', METHODS, 'lemire');
  const bound = boundOf(n, 'n');
  if (!Number.isInteger(bits) || bits < 16 || bits > 52)
    throw new BoardsimError([
      {
        code: 'option/invalid',
        path: 'bits',
        message: `must be a whole number from 16 to 52, not ${describeValue(bits)}`,
      },
    ]);
  return exactMethodBias(checked, bound, bits);
}

/** The exact face probabilities of a die (a spec such as "pcg32:lemire", or a parsed one) with
 *  `n` faces (1 to 2^20, within its method's range): modelled for seed 003's xorshift128, the
 *  method's bias on uniform 32-bit words for every other generator. */
export function dieFaceProbabilities(spec: string | DiceSpec, n: number): number[] | undefined {
  const die = parseDice(spec ?? null, 'spec');
  // the bias table's limit (2^20), then the method's (the table method's is lower: 65,536)
  return exactFaceProbabilities(die, checkFaces(die, boundOf(n, 'n'), 'n'));
}

/** Games after which the turn test would see, about half the time, a die with these face
 *  probabilities (each from 0 to 1, summing to 1) on a Snakes and Ladders preset (default efi);
 *  Infinity for a fair die. */
export function horizonGames(faceProbabilities: readonly number[], preset = 'efi'): number {
  const p = faceProbabilities as unknown;
  const valid =
    Array.isArray(p) &&
    p.length >= 2 &&
    p.length <= 256 &&
    p.every((x) => typeof x === 'number' && Number.isFinite(x) && x >= 0) &&
    Math.abs((p as number[]).reduce((a, b) => a + b, 0) - 1) < 1e-9;
  if (!valid)
    throw new BoardsimError([
      {
        code: 'option/invalid',
        path: 'faceProbabilities',
        message: `must be a list of 2 to 256 probabilities from 0 to 1 that sum to 1, not ${describeValue(faceProbabilities)}`,
      },
    ]);
  return exactHorizonGames(p as number[], preset);
}

/** A die's canonical spelling (`pcg32:lemire`), from a spec string or a parsed spec; a bad one is
 *  a BoardsimError naming `spec`. */
export function formatDice(spec: string | DiceSpec): string {
  return formatDiceSpec(parseDice(spec ?? null, 'spec'));
}
