// What every game promises, as data in its definition: the shared contract test
// (test/contract.test.ts) runs the same checks on every registered game from these option sets, so
// a new game gets the checks by being registered, and its own cases travel with it.

import type { GameOptions } from './types.js';

/** Option sets a game's contract plays, and the checks' run sizes where its games are slow. */
export interface GameContract {
  /** Option sets the kernel-against-twin check plays besides every preset: rule options,
   *  hand-made boards, several players, each kernel path. */
  readonly cases: readonly ContractCase[];
  /** Option sets `simulate` must refuse, each with the field its error must name. */
  readonly invalid: readonly InvalidCase[];
  /** Run sizes for this game when the shared ones would be too slow or too few. */
  readonly games?: ContractSizes;
  /** The run compared with the exact answer, when the default preset has none (Candy Land's
   *  default deck is dealt without replacement, which has no small chain). */
  readonly exactOptions?: GameOptions;
}

/** One option set the kernel and the twin must play alike, named in the test's output. */
export interface ContractCase {
  readonly name: string;
  readonly options: GameOptions;
  /** Games per stream for this case alone (a table of search players is slow). */
  readonly games?: number;
}

/** One option set that must be refused: its BoardsimError names `path` among its issues. */
export interface InvalidCase {
  readonly name: string;
  readonly options: GameOptions;
  readonly path: string;
}

/** How many games each check plays, where the shared sizes do not suit the game. */
export interface ContractSizes {
  /** Games per stream in the kernel-against-twin check. */
  readonly twin?: number;
  /** Games of the runs compared across threads and shards and with the exact answer. */
  readonly run?: number;
}
