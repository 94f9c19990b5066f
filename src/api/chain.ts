// solveChain(): the exact answer of a game the user describes as a Markov chain.

import { parseCount, parsePlayers } from '../core/options.js';
import { BoardsimError } from '../core/errors.js';
import { type ChainDefinition, type ChainReport, solveUserChain } from '../exact/chain.js';

export interface ChainOptions {
  /** Independent players taking turns in seat order, for the seats' win probabilities (default 1). */
  readonly players?: number | string;
  /** The most states explored (default 100,000). */
  readonly maxStates?: number | string;
  /** The most states solved with exact fractions (default 2,000). */
  readonly exactStates?: number | string;
  /** The distribution of the length stops when less than this is left (default 1e-12). */
  readonly tolerance?: number;
}

/** Types a chain (returns it as it is). */
export function defineChain<State>(chain: ChainDefinition<State>): ChainDefinition<State> {
  return chain;
}

/** Explores the chain from its start and solves it: the expected length, its variance (as exact
 *  fractions where the chain is small and its probabilities exact), distribution and percentiles,
 *  and each seat's win probability in a race of independent players. */
export function solveChain<State>(chain: ChainDefinition<State>, options: ChainOptions = {}): ChainReport {
  const tolerance = options.tolerance ?? 1e-12;
  if (!(tolerance > 0 && tolerance < 1))
    throw new BoardsimError([
      { code: 'option/invalid', path: 'tolerance', message: 'must be a number between 0 and 1' },
    ]);
  return solveUserChain(chain as ChainDefinition, {
    players: parsePlayers(options.players, 1, 100),
    maxStates: parseCount(options.maxStates ?? 100_000, 'maxStates', 1e7),
    exactStates: parseCount(options.exactStates ?? 2000, 'exactStates', 1e5),
    tolerance,
  });
}
