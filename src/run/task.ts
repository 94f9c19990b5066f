// What a worker is asked to do: play some chunks of a run. Plain data, so it crosses to worker
// threads and Web Workers unchanged.

import type { DiceSpec } from '../rng/dice.js';
import type { LamaKernelConfig } from '../games/lama/kernel.js';
import type { LamaAnalysisConfig } from '../games/lama/analysis-kernel.js';
import type { RaceAnalysisConfig } from '../games/race-task.js';
import type { PegsKernelConfig } from '../games/pegs/kernel.js';
import type { CandyKernelConfig } from '../games/candyland/kernel.js';
import type { SnakesKernelConfig } from '../games/snakes/kernel.js';

/** Games per chunk: the unit of reproducibility. Chunk c of a run always plays its games from the
 *  stream of (seed, c), so results do not depend on threads, shards or the platform. Also the
 *  size of one kernel call, large enough for V8's optimizing tier to take over after the first. */
export const GAMES_PER_CHUNK = 65536;

export interface ChunkSpec {
  readonly index: number;
  readonly games: number;
}

/** What every task carries whatever its game: the die its kernel draws from (`--dice`; the
 *  default xoshiro128x4:lemire16 when absent). runTask sets it before the game's kernel runs. */
export interface TaskCommon {
  readonly dice?: DiceSpec;
}

/** A game's task: its kernel config, and the chunks of the run to play. */
interface GameTask<G extends string, C> {
  readonly game: G;
  readonly config: C;
  readonly seed: bigint;
  readonly chunks: readonly ChunkSpec[];
}

export type KernelTask = TaskCommon &
  (
    | GameTask<'snakes', SnakesKernelConfig>
    | GameTask<'lama', LamaKernelConfig>
    | GameTask<'lama-analysis', LamaAnalysisConfig>
    | GameTask<'race-analysis', RaceAnalysisConfig>
    | GameTask<'pegs', PegsKernelConfig>
    | GameTask<'candyland', CandyKernelConfig>
    | {
        /** The lab's statistical battery: each chunk's `games` is its number of rolls. */
        readonly game: 'dice-battery';
        readonly faces: number;
        readonly seed: bigint;
        readonly chunks: readonly ChunkSpec[];
      }
  );
