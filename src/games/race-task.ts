// A race analysis's task (Snakes and Ladders, Candy Land), on whichever thread plays it: every chunk
// played on its own (its sums start at zero, its stamps at the chunk's start), so that each chunk's
// sums are the same bits on any thread, and the host adds them up in chunk order.

import type { CandyBoard } from './candyland/board.js';
import type { SnakesBoard } from './snakes/schema.js';
import type { ChunkSpec } from '../run/task.js';
import { type RunTotals, addTotals, emptyTotals } from '../core/totals.js';
import { analyzeCandyChunks } from './candyland/analysis-kernel.js';
import { analyzeSnakesChunks } from './snakes/analysis-kernel.js';
import type { Kernel } from '../wasm/kernel.js';

/** One variant of a race analysis: its game, board and players. */
export type RaceVariant = (
  | { readonly game: 'snakes'; readonly board: SnakesBoard }
  | { readonly game: 'candyland'; readonly board: CandyBoard }
) & { readonly players: number };

/** What a race analysis's task plays: a variant, and which of the analysis's it is (its chunks'
 *  sums carry it back). */
export type RaceAnalysisConfig = RaceVariant & { readonly variant: number };

/** Plays `chunks` of the race and returns their totals, with each chunk's sums apart (chunkSums). */
export function analyzeRaceChunks(
  kernel: Kernel,
  config: RaceAnalysisConfig,
  seed: bigint,
  chunks: readonly ChunkSpec[],
): RunTotals {
  const { players, variant } = config;
  const playChunk =
    config.game === 'snakes'
      ? (chunk: ChunkSpec) => analyzeSnakesChunks(kernel, config.board, players, seed, [chunk])
      : (chunk: ChunkSpec) => analyzeCandyChunks(kernel, config.board, players, seed, [chunk]);
  let totals = emptyTotals();
  const chunkSums = chunks.map((chunk) => {
    const run = playChunk(chunk);
    totals = addTotals(totals, run.totals);
    return { variant, chunk: chunk.index, sums: run.sums };
  });
  return { ...totals, chunkSums };
}
