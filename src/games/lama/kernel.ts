// L.A.M.A. across the boundary: writes the rules and the table into the kernel's config block (see
// assembly/games/lama/kernel.ts for its words), runs chunks, and reads results and per-game logs back.

import type { LamaGameRecord } from './reference.js';
import { LAMA_MAX_ROUNDS, type LamaRules, topValue, valueCopies, valuePoints } from './rules.js';
import { PLAYOUT_POLICIES, type SeatStrategy, STRATEGIES, strategyLabel } from './strategies.js';
import type { ChunkSpec } from '../../core/chunks.js';
import type { RunTotals } from '../../core/totals.js';
import type { Kernel } from '../../wasm/kernel.js';

export interface LamaKernelConfig {
  readonly rules: LamaRules;
  readonly seats: readonly SeatStrategy[];
  /** Rounds per game; undefined plays each game to the target. */
  readonly rounds?: number | undefined;
}

/** Metric names by the kernel's metric index. */
export const LAMA_METRICS = [
  'choices',
  'decisions',
  'rounds',
  'wentOut',
  'roundScore',
  'finalScore',
  'leadChanges',
] as const;

const CONFIG_WORDS = 76;
/** Bytes of a search player's tree node (assembly/games/lama/search.ts NODE_BYTES). */
const NODE_BYTES = 40;
const LOG_WORDS = 16;
/** lamaPlay's and lamaAnalyze's status for a strategy's illegal choice. */
export const ILLEGAL_ACTION = 16;
const DRAW = 32;
const QUIT = 33;

/** Writes the config block (and allocates the search players' node pool); returns its address. */
export function encodeLamaConfig(kernel: Kernel, config: LamaKernelConfig): number {
  const { rules, seats } = config;
  const block = kernel.arena.alloc(CONFIG_WORDS * 4, 16);
  // the search players' node pool: a node per iteration and the root, used by the seats in turn
  // (allocated before the views below, since growing the memory detaches them)
  const nodes = Math.max(0, ...seats.map((seat) => (seat.search ? seat.param + 1 : 0)));
  const pool = nodes > 0 ? kernel.arena.alloc(nodes * NODE_BYTES, 16) : 0;
  const words = kernel.u32(block, CONFIG_WORDS);
  words.fill(0);
  words[0] = seats.length;
  words[1] = topValue(rules);
  words[2] = rules.handSize;
  words[3] = rules.target;
  words[4] = rules.returnLarge;
  words[5] = rules.returnSmall;
  words[6] = ['rotate', 'fixed', 'last'].indexOf(rules.starter);
  words[7] = rules.ties === 'shared' ? 0 : 1;
  words[8] = config.rounds ?? 0;
  words[9] = LAMA_MAX_ROUNDS;
  const exploration = new Float64Array(kernel.exports.memory.buffer, block + 64 * 4, 6);
  seats.forEach((seat, p) => {
    words[16 + p] = seat.id;
    words[24 + p] = seat.param;
    if (seat.search) {
      words[10 + p] = 1 + PLAYOUT_POLICIES.indexOf(seat.search.policy);
      exploration[p] = seat.search.exploration;
    }
  });
  words[22] = pool;
  words[23] = nodes;
  valueCopies(rules).forEach((n, v) => (words[32 + v] = n));
  valuePoints(rules).forEach((n, v) => (words[48 + v] = n));
  return block;
}

/** A strategy chose an action the rules forbid: a bug in that strategy. */
export class IllegalActionKernelError extends Error {
  constructor(kernel: Kernel, config: LamaKernelConfig) {
    const packed = kernel.exports.lamaIllegal();
    const seat = packed & 0xff;
    const action = packed >>> 8;
    const strategy = config.seats[seat];
    const name = strategy ? (strategy.name in STRATEGIES ? strategyLabel(strategy) : 'unknown') : 'unknown';
    const what = action === DRAW ? 'draw' : action === QUIT ? 'quit' : `play a ${action}`;
    super(`lama: seat ${seat + 1}'s strategy (${name}) chose an illegal action: ${what}`);
    this.name = 'IllegalActionKernelError';
  }
}

function play(
  kernel: Kernel,
  config: LamaKernelConfig,
  block: number,
  seed: bigint,
  chunk: ChunkSpec,
  log: number,
) {
  const status = kernel.exports.lamaPlay(block, seed, BigInt(chunk.index), chunk.games, kernel.results, log);
  if (status === ILLEGAL_ACTION) throw new IllegalActionKernelError(kernel, config);
  kernel.checkStatus(status);
}

/** Plays the given chunks and returns their totals. */
export function runLamaChunks(
  kernel: Kernel,
  config: LamaKernelConfig,
  seed: bigint,
  chunks: readonly ChunkSpec[],
): RunTotals {
  const mark = kernel.arena.mark;
  try {
    const block = encodeLamaConfig(kernel, config);
    kernel.resetResults(LAMA_METRICS.length);
    for (const chunk of chunks) play(kernel, config, block, seed, chunk, 0);
    return kernel.readResults([...LAMA_METRICS], config.seats.length);
  } finally {
    kernel.arena.release(mark);
  }
}

/** Plays one chunk's first `games` games and returns each game's record (for the twin tests). */
export function lamaGameLog(
  kernel: Kernel,
  config: LamaKernelConfig,
  seed: bigint,
  chunk: number,
  games: number,
): LamaGameRecord[] {
  const mark = kernel.arena.mark;
  try {
    const block = encodeLamaConfig(kernel, config);
    const log = kernel.arena.alloc(games * LOG_WORDS * 4, 16);
    kernel.resetResults(LAMA_METRICS.length);
    play(kernel, config, block, seed, { index: chunk, games }, log);
    const words = kernel.u32(log, games * LOG_WORDS);
    const players = config.seats.length;
    return Array.from({ length: games }, (_, g) => {
      const w = words.subarray(g * LOG_WORDS, (g + 1) * LOG_WORDS);
      return {
        rounds: w[0]!,
        choices: w[1]!,
        decisions: w[2]!,
        outs: w[3]!,
        leadChanges: w[4]!,
        draws: w[5]!,
        winners: w[6]!,
        penalties: w[7]!,
        scores: Array.from(w.subarray(8, 8 + players)),
      };
    });
  } finally {
    kernel.arena.release(mark);
  }
}
