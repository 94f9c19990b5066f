// Monopoly across the boundary: writes the board's tables into the kernel's memory (see
// assembly/games/monopoly/kernel.ts for their layout), plays chunks, and reads each position's
// histogram back as a metric.

import type { ChunkSpec } from '../../core/chunks.js';
import type { MetricTotals, RunTotals } from '../../core/totals.js';
import { loggedGames } from '../../wasm/game-log.js';
import type { Kernel } from '../../wasm/kernel.js';
import { HIST_BINS } from '../../wasm/layout.js';
import { BOARD_SQUARES, IN_JAIL, SQUARES } from './board.js';
import type { MonopolyGame, MonopolyRecord } from './reference.js';
import { KIND_CODES, cardTable } from './rules.js';

/** What a task carries to the kernel: the game's rules and length. */
export type MonopolyKernelConfig = MonopolyGame;

/** The kernel's export (declared here, beside its one caller). */
interface MonopolyExports {
  monopolyPlay(
    kinds: number,
    cards: number,
    longJail: number,
    withReplacement: number,
    warmup: number,
    turns: number,
    seed: bigint,
    chunk: bigint,
    games: number,
    res: number,
    hist: number,
    log: number,
  ): number;
}

const POSITIONS = IN_JAIL + 1;
const LOG_WORDS = POSITIONS + 1;

/** The metric of each position (0-39, 40 in jail): its key, none for Go To Jail (no turn ends
 *  there). */
export const POSITION_METRICS: readonly (string | undefined)[] = [
  ...SQUARES.map((s) => (s.kind === 'go-to-jail' ? undefined : s.key)),
  'jail',
];

/** Metric names in report order: the turns in jail first (the game's headline figure), then the
 *  squares from Go. */
export const MONOPOLY_METRICS: readonly string[] = [
  'jail',
  ...POSITION_METRICS.slice(0, BOARD_SQUARES).flatMap((k) => (k ? [k] : [])),
];

interface Tables {
  readonly kinds: number;
  readonly cards: number;
  readonly hist: number;
}

function encode(kernel: Kernel, config: MonopolyKernelConfig): Tables {
  const histBytes = POSITIONS * (config.turns + 1) * 4;
  // allocate first: growing the memory detaches earlier views of it
  const kinds = kernel.arena.alloc(BOARD_SQUARES, 16);
  const cards = kernel.arena.alloc(BOARD_SQUARES * 16, 16);
  const hist = kernel.arena.alloc(histBytes, 16);
  const bytes = kernel.bytes;
  SQUARES.forEach((s, i) => (bytes[kinds + i] = KIND_CODES[s.kind]));
  bytes.set(cardTable(), cards);
  bytes.fill(0, hist, hist + histBytes);
  return { kinds, cards, hist };
}

function play(
  kernel: Kernel,
  config: MonopolyKernelConfig,
  t: Tables,
  seed: bigint,
  chunk: ChunkSpec,
  log: number,
) {
  const exports = kernel.exports as unknown as MonopolyExports;
  const status = exports.monopolyPlay(
    t.kinds,
    t.cards,
    config.jail === 'long' ? 1 : 0,
    config.deck === 'with-replacement' ? 1 : 0,
    config.warmup,
    config.turns,
    seed,
    BigInt(chunk.index),
    chunk.games,
    kernel.results,
    t.hist,
    log,
  );
  kernel.checkStatus(status);
}

/** One position's histogram as mergeable totals (no value reaches the overflow bin: turns are
 *  capped below it). */
function metricTotals(bins: Uint32Array): MetricTotals {
  let last = bins.length - 1;
  while (last >= 0 && bins[last] === 0) last--;
  return {
    counts: Array.from(bins.subarray(0, last + 1)),
    overflowFrom: HIST_BINS - 1,
    overflowCount: 0,
    overflowSum: 0n,
    overflowSumOfSquares: 0n,
    overflowMax: 0,
  };
}

/** Plays the given chunks and returns their totals: one metric per position. */
export function runMonopolyChunks(
  kernel: Kernel,
  config: MonopolyKernelConfig,
  seed: bigint,
  chunks: readonly ChunkSpec[],
): RunTotals {
  const mark = kernel.arena.mark;
  try {
    const tables = encode(kernel, config);
    kernel.resetResults(0);
    for (const chunk of chunks) play(kernel, config, tables, seed, chunk, 0);
    const totals = kernel.readResults([], 0);
    const bins = config.turns + 1;
    const hist = kernel.u32(tables.hist, POSITIONS * bins);
    POSITION_METRICS.forEach((name, m) => {
      if (name !== undefined) totals.metrics[name] = metricTotals(hist.subarray(m * bins, (m + 1) * bins));
    });
    return totals;
  } finally {
    kernel.arena.release(mark);
  }
}

/** Plays one chunk's first `games` games and returns each game's record (for the twin tests). */
export function monopolyGameLog(
  kernel: Kernel,
  config: MonopolyKernelConfig,
  seed: bigint,
  chunk: number,
  games: number,
): MonopolyRecord[] {
  return loggedGames(
    kernel,
    games,
    LOG_WORDS,
    (log) => {
      const tables = encode(kernel, config);
      kernel.resetResults(0);
      play(kernel, config, tables, seed, { index: chunk, games }, log);
    },
    (w) => ({ counts: Array.from(w.subarray(0, POSITIONS)), position: w[POSITIONS]! }),
  );
}
