// A race analysis's task (Snakes and Ladders, Candy Land), on whichever thread plays it: every chunk
// played on its own (its sums start at zero, its stamps at the chunk's start), so that each chunk's
// sums are the same bits on any thread, and the host adds them up in chunk order. Each race game
// registers a runner made here for its analysis kernel.

import type { ChunkSpec } from '../core/chunks.js';
import { type RunTotals, addTotals, emptyTotals } from '../core/totals.js';
import type { KernelTask, TaskRunner } from '../run/task.js';
import type { Kernel } from '../wasm/kernel.js';
import type { RaceAnalysisSums } from '../wasm/race-sums.js';

/** One variant of a race analysis: the task kind that plays its games (a race game's analysis
 *  task, such as `snakes-analysis`), its board and its players. */
export interface RaceVariant {
  readonly task: string;
  readonly board: unknown;
  readonly players: number;
}

/** What a race analysis's task plays: a variant's board and players, and which of the analysis's
 *  variants it is (its chunks' sums carry it back). */
export interface RaceAnalysisConfig<B = unknown> {
  readonly board: B;
  readonly players: number;
  readonly variant: number;
}

/** A game's analysis kernel: plays `chunks` of its board and returns their sums. */
export type RaceChunksPlayer<B> = (
  kernel: Kernel,
  board: B,
  players: number,
  seed: bigint,
  chunks: readonly ChunkSpec[],
) => RaceAnalysisSums;

/** The task runner of a race game's analysis: plays each chunk of the task on its own and returns
 *  their totals, with each chunk's sums apart (chunkSums). */
export function raceAnalysisRunner<B>(play: RaceChunksPlayer<B>): TaskRunner<RaceAnalysisConfig<B>> {
  return (kernel: Kernel, task: KernelTask<RaceAnalysisConfig<B>>): RunTotals => {
    const { board, players, variant } = task.config;
    let totals = emptyTotals();
    const chunkSums = task.chunks.map((chunk) => {
      const run = play(kernel, board, players, task.seed, [chunk]);
      totals = addTotals(totals, run.totals);
      return { variant, chunk: chunk.index, sums: run.sums };
    });
    return { ...totals, chunkSums };
  };
}
