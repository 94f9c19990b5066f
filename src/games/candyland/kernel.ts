// Candy Land across the boundary: folds a played board into the kernel's transition table (see
// assembly/games/candyland/kernel.ts for the layout), lays out the deck, runs chunks, and reads results back.

import type { CandyBoard } from './board.js';
import type { CandyGameRecord } from './reference.js';
import { CANDY_MAX_MOVES, candyMove } from './rules.js';
import type { ChunkSpec } from '../../core/chunks.js';
import type { RunTotals } from '../../core/totals.js';
import { loggedGames } from '../../wasm/game-log.js';
import type { Kernel } from '../../wasm/kernel.js';

export interface CandyKernelConfig {
  readonly board: CandyBoard;
  readonly players: number;
  /** The transition table (candyTable(board)), worked out once per run rather than once per task;
   *  computed here when left out. */
  readonly table?: Uint32Array;
  /** Lowers the per-game turn limit (tests of the endless-game guard). */
  readonly maxMoves?: number;
}

/** Metric names by the kernel's metric index. */
export const CANDY_METRICS = ['turns', 'moves', 'lostTurns', 'shortcuts', 'backward'] as const;
const LOG_WORDS = 8;
const FLAG = { stuck: 1 << 24, skip: 1 << 25, shortcut: 1 << 26, backward: 1 << 27, win: 2 ** 31 };

/** Where a board's table and deck lie in the kernel's memory. */
export interface CandyLayout {
  readonly table: number;
  readonly startRow: number;
  readonly template: number;
  readonly work: number;
  readonly order: number;
}

/** Byte offset of position `pos`'s row (-1 is off the board). */
function rowOf(board: CandyBoard, pos: number): number {
  return (pos + 1) * board.cards.length * 4;
}

/** The kernel's transition table for a board: entry [pos + 1][kind] is the next row's byte offset
 *  (relative to the table) with the flags of assembly/games/candyland/kernel.ts. */
export function candyTable(board: CandyBoard): Uint32Array {
  const kinds = board.cards.length;
  const table = new Uint32Array((board.spaces.length + 1) * kinds);
  for (let pos = -1; pos <= board.last; pos++) {
    for (let kind = 0; kind < kinds; kind++) {
      const m = candyMove(board, pos, kind);
      table[(pos + 1) * kinds + kind] =
        (m.win ? 0 : rowOf(board, m.to)) +
        (m.stuck ? FLAG.stuck : 0) +
        (m.skipNext ? FLAG.skip : 0) +
        (m.shortcut ? FLAG.shortcut : 0) +
        (m.backward ? FLAG.backward : 0) +
        (m.win ? FLAG.win : 0);
    }
  }
  return table;
}

/** Lays out a board's table and deck in the kernel's memory (in the arena). */
export function encodeCandy(kernel: Kernel, config: CandyKernelConfig): CandyLayout {
  const { board, players } = config;
  const entries = config.table ?? candyTable(board);
  const deckSize = board.deck.length;
  // allocate first: growing the memory detaches earlier views of it
  const table = kernel.arena.alloc(entries.length * 4, 16);
  // padded to a multiple of 16 bytes: the kernel copies the deck 16 bytes at a time
  const padded = Math.ceil(deckSize / 16) * 16;
  const template = kernel.arena.alloc(padded, 16);
  const work = kernel.arena.alloc(padded, 16);
  const deckCount = players > 1 && board.rules.turnOrder === 'deck-count';
  const order = deckCount ? kernel.arena.alloc(deckSize + 1, 16) : 0;
  kernel.u32(table, entries.length).set(entries);
  const bytes = kernel.bytes;
  board.deck.forEach((kind, i) => (bytes[template + i] = kind * 4));
  if (deckCount) for (let left = 0; left <= deckSize; left++) bytes[order + left] = left % players;
  return { table, startRow: rowOf(board, board.start), template, work, order };
}

function play(
  kernel: Kernel,
  config: CandyKernelConfig,
  t: CandyLayout,
  seed: bigint,
  chunk: ChunkSpec,
  log: number,
): void {
  const { board, players } = config;
  const replacement = board.rules.deck === 'with-replacement' ? 1 : 0;
  const maxMoves = Math.min(config.maxMoves ?? CANDY_MAX_MOVES, CANDY_MAX_MOVES);
  const deck = [t.table, t.startRow, t.template, board.deck.length, t.work, replacement] as const;
  const chunkArgs = [seed, BigInt(chunk.index), chunk.games, kernel.results, log] as const;
  const status =
    players === 1
      ? kernel.exports.candySolo(...deck, maxMoves, ...chunkArgs)
      : kernel.exports.candyMulti(...deck, t.order, players, maxMoves, ...chunkArgs);
  kernel.checkStatus(status);
}

function metricNames(players: number): (string | undefined)[] {
  return CANDY_METRICS.map((name) => (name === 'moves' && players === 1 ? undefined : name));
}

/** Plays the given chunks and returns their totals. */
export function runCandyChunks(
  kernel: Kernel,
  config: CandyKernelConfig,
  seed: bigint,
  chunks: readonly ChunkSpec[],
): RunTotals {
  const mark = kernel.arena.mark;
  try {
    const layout = encodeCandy(kernel, config);
    kernel.resetResults(CANDY_METRICS.length);
    for (const chunk of chunks) play(kernel, config, layout, seed, chunk, 0);
    return kernel.readResults(metricNames(config.players), config.players);
  } finally {
    kernel.arena.release(mark);
  }
}

/** Plays one chunk's first `games` games and returns each game's record (for the twin tests). */
export function candyGameLog(
  kernel: Kernel,
  config: CandyKernelConfig,
  seed: bigint,
  chunk: number,
  games: number,
): CandyGameRecord[] {
  return loggedGames(
    kernel,
    games,
    LOG_WORDS,
    (log) => {
      const layout = encodeCandy(kernel, config);
      kernel.resetResults(CANDY_METRICS.length);
      play(kernel, config, layout, seed, { index: chunk, games }, log);
    },
    (w) => ({
      turns: w[0]!,
      moves: w[1]!,
      lostTurns: w[2]!,
      shortcuts: w[3]!,
      backward: w[4]!,
      winner: w[5]!,
      position: w[6]!,
    }),
  );
}

/** The encoded table read back, entry by entry (for the round-trip test): [position + 1][kind]. */
export function readCandyTable(
  kernel: Kernel,
  config: CandyKernelConfig,
): { to: number; win: boolean; stuck: boolean; skipNext: boolean; shortcut: boolean; backward: boolean }[][] {
  const mark = kernel.arena.mark;
  try {
    const t = encodeCandy(kernel, config);
    const { board } = config;
    const kinds = board.cards.length;
    const view = kernel.view();
    return Array.from({ length: board.spaces.length + 1 }, (_, row) =>
      Array.from({ length: kinds }, (_, kind) => {
        const e = view.getUint32(t.table + (row * kinds + kind) * 4, true);
        const win = (e & FLAG.win) !== 0;
        return {
          to: win ? -1 : (e & 0xffffff) / (kinds * 4) - 1,
          win,
          stuck: (e & FLAG.stuck) !== 0,
          skipNext: (e & FLAG.skip) !== 0,
          shortcut: (e & FLAG.shortcut) !== 0,
          backward: (e & FLAG.backward) !== 0,
        };
      }),
    );
  } finally {
    kernel.arena.release(mark);
  }
}
