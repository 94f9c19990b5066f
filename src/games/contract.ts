// What every game promises, as data beside its definition: the shared contract test
// (test/contract.test.ts) runs the same checks on every registered game, from the contract each
// game's folder exports as `contract` (src/games/<game>/contract.ts; the test fails for a game
// without one). It ships in no bundle: it is for the tests, and the twin check's code with it.

import type { Kernel } from '../wasm/kernel.js';
import type { GameOptions, GameRun } from './types.js';

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
  /** The games of chunk `chunk` of `seed` one by one, one record per game, as the kernel plays them
   *  for these options (the run's kernel config, its kernel path included). */
  kernelGames(
    kernel: Kernel,
    options: GameOptions,
    seed: bigint,
    chunk: number,
    games: number,
  ): readonly unknown[];
  /** The same games as the plain-TypeScript twin plays them, in the same records. */
  twinGames(options: GameOptions, seed: bigint, chunk: number, games: number): readonly unknown[];
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
  /** Games of the runs compared across threads and shards and with the exact answer: over one
   *  chunk (GAMES_PER_CHUNK), so that two threads share it; the shards are as many as its chunks,
   *  up to three. */
  readonly run?: number;
  /** Games of the run compared with the exact answer, where it need not be `run`'s. */
  readonly exact?: number;
  /** How long a check that waits for those runs may take, where the game's default run takes
   *  longer than the suite's test timeout (Yahtzee's optimal player: over two chunks of games). */
  readonly runTimeoutMs?: number;
}

/** The kernel config a run's tasks carry: what its kernel plays for the run's options. */
export function kernelConfig<C>(run: GameRun): C {
  return run.task(0n, []).config as C;
}
