// Solitaire Yahtzee across the boundary: the optimal strategy's table computed by the kernel
// (assembly/games/yahtzee/kernel.ts), and games played by the optimal player from that table or by
// the greedy one.
//
// The table is 2^20 f64 (8 MiB): the value of every state, index mask·128 + upper·2 + flag. A
// kernel instance keeps the last table it was given (by checksum) above everything else in its
// memory, so that the tasks of a run copy it in once.

import type { ChunkSpec } from '../../core/chunks.js';
import type { RunTotals } from '../../core/totals.js';
import type { Kernel } from '../../wasm/kernel.js';
import { STATES } from './widget.js';

/** What the kernel plays: the greedy player, or the optimal one with its table (and the table's
 *  checksum, which names it). Plain data, so it crosses to worker threads. */
export interface YahtzeeKernelConfig {
  readonly policy: 'optimal' | 'greedy';
  readonly table?: Float64Array;
  readonly tableChecksum?: string;
}

/** The metrics, in the kernel's order: the final score, the upper bonus earned (0/1), the Yahtzee
 *  box holding 50 (0/1), the Yahtzee bonuses (100 each). */
export const YAHTZEE_METRICS = ['score', 'upperBonus', 'yahtzee', 'yahtzeeBonuses'] as const;

/** One game as the kernel logs it (and the twin plays it). */
export interface YahtzeeGameRecord {
  readonly score: number;
  readonly upperBonus: number;
  readonly yahtzeeBonuses: number;
  /** The categories in the order the rounds used them. */
  readonly order: number[];
}

const TABLE_BYTES = STATES * 8;
const LOG_BYTES = 16;
const loaded = new WeakMap<Kernel, { checksum: string; ptr: number }>();

/** The table's address in the kernel's memory, copied in unless this instance holds it already. */
function tablePointer(kernel: Kernel, config: YahtzeeKernelConfig): number {
  if (config.policy === 'greedy') return 0;
  if (!config.table || config.table.length !== STATES) throw new Error('the optimal player needs its table');
  let held = loaded.get(kernel);
  if (!held) {
    held = { checksum: '', ptr: kernel.arena.alloc(TABLE_BYTES, 16) };
    loaded.set(kernel, held);
  }
  if (held.checksum !== config.tableChecksum || config.tableChecksum === undefined) {
    new Float64Array(kernel.exports.memory.buffer, held.ptr, STATES).set(config.table);
    held.checksum = config.tableChecksum ?? '';
  }
  return held.ptr;
}

/** Computes every state's value (the optimal strategy's table) on this kernel instance, masks from
 *  the last down, calling `onProgress` with the share done. */
export function solveYahtzeeTable(kernel: Kernel, onProgress?: (done: number) => void): Float64Array {
  const mark = kernel.arena.mark;
  try {
    const ptr = kernel.arena.alloc(TABLE_BYTES, 16);
    new Float64Array(kernel.exports.memory.buffer, ptr, STATES).fill(0);
    const last = (1 << 13) - 2;
    const slice = 256;
    for (let high = last; high >= 0; high -= slice) {
      kernel.checkStatus(kernel.exports.yahtzeeSolve(ptr, high, Math.max(0, high - slice + 1)));
      onProgress?.((last - high + slice) / (last + 1));
    }
    return new Float64Array(kernel.exports.memory.buffer, ptr, STATES).slice();
  } finally {
    kernel.arena.release(mark);
  }
}

export function runYahtzeeChunks(
  kernel: Kernel,
  config: YahtzeeKernelConfig,
  seed: bigint,
  chunks: readonly ChunkSpec[],
): RunTotals {
  const table = tablePointer(kernel, config);
  kernel.resetResults(YAHTZEE_METRICS.length);
  for (const chunk of chunks) {
    const status = kernel.exports.yahtzeePlay(
      table,
      seed,
      BigInt(chunk.index),
      chunk.games,
      kernel.results,
      0,
    );
    kernel.checkStatus(status);
  }
  return kernel.readResults([...YAHTZEE_METRICS], 0);
}

/** Each of chunk `chunk`'s first `games` games (for the twin tests). */
export function yahtzeeGameLog(
  kernel: Kernel,
  config: YahtzeeKernelConfig,
  seed: bigint,
  chunk: number,
  games: number,
): YahtzeeGameRecord[] {
  const table = tablePointer(kernel, config);
  const mark = kernel.arena.mark;
  try {
    const log = kernel.arena.alloc(games * LOG_BYTES, 16);
    kernel.resetResults(YAHTZEE_METRICS.length);
    kernel.checkStatus(kernel.exports.yahtzeePlay(table, seed, BigInt(chunk), games, kernel.results, log));
    const view = kernel.view();
    return Array.from({ length: games }, (_, g) => {
      const at = log + LOG_BYTES * g;
      const bonuses = view.getUint32(at + 4, true);
      const order = view.getBigUint64(at + 8, true);
      return {
        score: view.getUint32(at, true),
        upperBonus: bonuses & 1,
        yahtzeeBonuses: bonuses >>> 8,
        order: Array.from({ length: 13 }, (_, i) => Number((order >> BigInt(4 * i)) & 15n)),
      };
    });
  } finally {
    kernel.arena.release(mark);
  }
}
