// L.A.M.A.'s one-round analysis across the boundary: the config block with the search player in
// every seat (the kernel seats it game by game), chunks played by assembly/games/lama/analyze.ts, and
// each chunk's sums read back. The sums stay apart chunk by chunk: they are floating-point, so the
// host adds them in chunk order to get the same bits on any number of threads.

import type { LamaRules } from './rules.js';
import type { SeatStrategy } from './strategies.js';
import type { ChunkSpec } from '../../core/chunks.js';
import type { ChunkSums } from '../../core/totals.js';
import type { Kernel } from '../../wasm/kernel.js';
import {
  ILLEGAL_ACTION,
  IllegalActionKernelError,
  type LamaKernelConfig,
  encodeLamaConfig,
} from './kernel.js';

/** f64 slots of a chunk's sums (src/games/lama/analysis.ts LAMA_SUMS, then the PIPMC batch's). */
export const LAMA_ANALYSIS_SUMS = 36;
const LOG_SLOTS = LAMA_ANALYSIS_SUMS + 1;

export interface LamaAnalysisConfig {
  readonly rules: LamaRules;
  readonly players: number;
  /** The player whose win share is `order`, one seat of every second game's table. */
  readonly search: SeatStrategy;
  /** Playouts CardStock's PIPMC player gives each option (its NUMTESTS). */
  readonly playouts: number;
  /** CardStock's drama threshold at this table size. */
  readonly dramaThreshold: number;
  /** Which of the analysis's variants this table is (its sums carry it back). */
  readonly variant: number;
}

/** What one game leaves in the log: the chunk's sums after it, and the draws taken so far. */
export interface LamaAnalysisLogEntry {
  readonly sums: Float64Array;
  readonly draws: number;
}

function tableConfig(config: LamaAnalysisConfig): LamaKernelConfig {
  return { rules: config.rules, seats: new Array<SeatStrategy>(config.players).fill(config.search) };
}

function play(
  kernel: Kernel,
  config: LamaAnalysisConfig,
  block: number,
  seed: bigint,
  chunk: ChunkSpec,
  out: number,
  log: number,
): void {
  // the twin seats game g's search player at (chunk index · games in the chunk + ⌊g/3⌋) mod n
  const searchOffset = (chunk.index * chunk.games) % config.players;
  const status = kernel.exports.lamaAnalyze(
    block,
    config.playouts,
    config.dramaThreshold,
    seed,
    BigInt(chunk.index),
    chunk.games,
    searchOffset,
    out,
    log,
  );
  if (status === ILLEGAL_ACTION) throw new IllegalActionKernelError(kernel, tableConfig(config));
  kernel.checkStatus(status);
}

/** Plays the given chunks and returns each one's sums. */
export function analyzeLamaChunks(
  kernel: Kernel,
  config: LamaAnalysisConfig,
  seed: bigint,
  chunks: readonly ChunkSpec[],
): ChunkSums[] {
  const mark = kernel.arena.mark;
  try {
    const block = encodeLamaConfig(kernel, tableConfig(config));
    const out = kernel.arena.alloc(8 * LAMA_ANALYSIS_SUMS, 16);
    return chunks.map((chunk) => {
      play(kernel, config, block, seed, chunk, out, 0);
      return {
        variant: config.variant,
        chunk: chunk.index,
        sums: new Float64Array(kernel.exports.memory.buffer, out, LAMA_ANALYSIS_SUMS).slice(),
      };
    });
  } finally {
    kernel.arena.release(mark);
  }
}

/** Plays chunk `chunk` and returns, game by game, the sums so far and the draws taken (for the
 *  twin tests). */
export function lamaAnalysisLog(
  kernel: Kernel,
  config: LamaAnalysisConfig,
  seed: bigint,
  chunk: ChunkSpec,
): LamaAnalysisLogEntry[] {
  const mark = kernel.arena.mark;
  try {
    const block = encodeLamaConfig(kernel, tableConfig(config));
    const out = kernel.arena.alloc(8 * LAMA_ANALYSIS_SUMS, 16);
    const log = kernel.arena.alloc(8 * LOG_SLOTS * chunk.games, 16);
    play(kernel, config, block, seed, chunk, out, log);
    const slots = new Float64Array(kernel.exports.memory.buffer, log, LOG_SLOTS * chunk.games);
    return Array.from({ length: chunk.games }, (_, g) => ({
      sums: slots.slice(g * LOG_SLOTS, g * LOG_SLOTS + LAMA_ANALYSIS_SUMS),
      draws: slots[g * LOG_SLOTS + LAMA_ANALYSIS_SUMS]!,
    }));
  } finally {
    kernel.arena.release(mark);
  }
}
