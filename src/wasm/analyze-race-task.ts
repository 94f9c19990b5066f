// A race analysis's task (Snakes and Ladders, Candy Land), on whichever thread plays it: every chunk
// played on its own (its sums start at zero, its stamps at the chunk's start), so that each chunk's
// sums are the same bits on any thread, and the host adds them up in chunk order.

import type { CandyBoard } from '../games/candyland/board.js';
import type { SnakesBoard } from '../games/snakes/schema.js';
import { RecentMap } from '../recent.js';
import type { ChunkSpec } from '../run/task.js';
import { type RunTotals, addTotals, emptyTotals } from '../run/totals.js';
import { analyzeCandyChunks } from './analyze-candyland.js';
import { analyzeSnakesChunks } from './analyze-snakes.js';
import type { Kernel } from './kernel.js';

/** One variant of a race analysis: its game, board and players. */
export type RaceVariant = (
  | { readonly game: 'snakes'; readonly board: SnakesBoard }
  | { readonly game: 'candyland'; readonly board: CandyBoard }
) & { readonly players: number };

/** What a race analysis's task plays: a variant, and which of the analysis's it is (its chunks'
 *  sums carry it back). */
export type RaceAnalysisConfig = RaceVariant & { readonly variant: number };

/** Candy Land boards seen by this thread, by content: a board crosses to a worker as a new copy
 *  with every task, and the analysis works its tables out once per board object (they cost about
 *  half a chunk's games), so each copy is swapped for the first one of its content. */
const candyBoards = new RecentMap<string, CandyBoard>(8);

function sameCandyBoard(board: CandyBoard): CandyBoard {
  return candyBoards.getOrSet(JSON.stringify(board), () => board);
}

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
      : (
          (board) => (chunk: ChunkSpec) =>
            analyzeCandyChunks(kernel, board, players, seed, [chunk])
        )(sameCandyBoard(config.board));
  let totals = emptyTotals();
  const chunkSums = chunks.map((chunk) => {
    const run = playChunk(chunk);
    totals = addTotals(totals, run.totals);
    return { variant, chunk: chunk.index, sums: run.sums };
  });
  return { ...totals, chunkSums };
}
