// Pig across the boundary: copies the seats' hold tables into the kernel's memory, plays chunks
// (assembly/games/pig/kernel.ts) and reads the totals, or each game's record, back.

import type { ChunkSpec } from '../../core/chunks.js';
import type { RunTotals } from '../../core/totals.js';
import { loggedGames } from '../../wasm/game-log.js';
import type { Kernel } from '../../wasm/kernel.js';
import type { PigGameRecord } from './reference.js';
import type { HoldTable } from './solve.js';

/** What a worker needs to play a run: the rules, the players and their tables. */
export interface PigKernelConfig {
  readonly goal: number;
  readonly dieFaces: number;
  readonly players: number;
  readonly tables: readonly HoldTable[];
  /** Seat s plays tables[seatTables[s]]. */
  readonly seatTables: readonly number[];
}

/** Metric names by the kernel's metric index. */
export const PIG_METRICS = ['turns', 'rolls', 'margin'] as const;
const LOG_WORDS = 8;
/** Far beyond any game a valid policy plays (a race to 300 takes a few hundred rolls). */
const MAX_ROLLS = 1 << 24;

/** Writes the tables and the seats' addresses; returns the seats' address list. */
function encode(kernel: Kernel, config: PigKernelConfig): number {
  const addresses = config.tables.map((table) => {
    const at = kernel.arena.alloc(table.length, 16);
    kernel.bytes.set(table, at);
    return at;
  });
  const seats = kernel.arena.alloc(4 * config.players, 16);
  const view = kernel.view();
  config.seatTables.forEach((t, seat) => view.setUint32(seats + 4 * seat, addresses[t]!, true));
  return seats;
}

function play(
  kernel: Kernel,
  config: PigKernelConfig,
  seats: number,
  seed: bigint,
  chunk: ChunkSpec,
  log: number,
) {
  kernel.checkStatus(
    kernel.exports.pigPlay(
      seats,
      config.goal,
      config.dieFaces,
      config.players,
      MAX_ROLLS,
      seed,
      BigInt(chunk.index),
      chunk.games,
      kernel.results,
      log,
    ),
  );
}

/** Plays the given chunks and returns their totals. */
export function runPigChunks(
  kernel: Kernel,
  config: PigKernelConfig,
  seed: bigint,
  chunks: readonly ChunkSpec[],
): RunTotals {
  const mark = kernel.arena.mark;
  try {
    const seats = encode(kernel, config);
    kernel.resetResults(PIG_METRICS.length);
    for (const chunk of chunks) play(kernel, config, seats, seed, chunk, 0);
    return kernel.readResults(PIG_METRICS, config.players);
  } finally {
    kernel.arena.release(mark);
  }
}

/** Plays one chunk's first `games` games and returns each game's record (for the twin tests). */
export function pigGameLog(
  kernel: Kernel,
  config: PigKernelConfig,
  seed: bigint,
  chunk: number,
  games: number,
): PigGameRecord[] {
  return loggedGames(
    kernel,
    games,
    LOG_WORDS,
    (log) => {
      const seats = encode(kernel, config);
      kernel.resetResults(PIG_METRICS.length);
      play(kernel, config, seats, seed, { index: chunk, games }, log);
    },
    (w) => ({
      turns: w[0]!,
      rolls: w[1]!,
      winner: w[2]!,
      margin: w[3]!,
      firstScore: w[4]!,
      secondScore: w[5]!,
      position: w[6]!,
    }),
  );
}
