// Candy Land's design measures across the boundary: the board's table and deck as the simulation
// encodes them (candyland.ts), beside them each entry's race position, then chunks played by the
// analysis kernel (assembly/analyze-candyland.ts) and the sums read back.

import type { CandyBoard } from '../games/candyland/board.js';
import type { ChunkSpec } from '../run/task.js';
import {
  ANALYZE_MAX_MOVES,
  ANALYSIS_LOG_BYTES,
  type SnakesAnalysisRecord,
  type SnakesAnalysisSums,
  readAnalysisLog,
  snakesSumsLength,
} from './analyze-snakes.js';
import { type CandyLayout, candyTable, encodeCandy } from './candyland.js';
import type { Kernel } from './kernel.js';

const ROW_MASK = 0xffffff;
const WIN = 2 ** 31;

/** The race's finish position on a board: 0 is off the board, space i is at i + 1. */
export function candyFinish(board: CandyBoard): number {
  return board.last + 2;
}

interface Buffers {
  readonly deck: CandyLayout;
  readonly positions: number;
  readonly acc: number;
  readonly scratch: number;
}

function encode(kernel: Kernel, board: CandyBoard, players: number): Buffers {
  const table = candyTable(board);
  const finish = candyFinish(board);
  const sumsBytes = 8 * snakesSumsLength(finish);
  const recordBytes = 4 * ANALYZE_MAX_MOVES;
  const scratchBytes = recordBytes + 4 * (finish + 1);
  const deck = encodeCandy(kernel, { board, players, table });
  const positions = kernel.arena.alloc(4 * table.length, 16);
  const acc = kernel.arena.alloc(sumsBytes, 16);
  const scratch = kernel.arena.alloc(scratchBytes, 16);
  // a row is (position + 1) · kinds · 4 bytes from the table's start: the race's position
  const rowBytes = 4 * board.cards.length;
  kernel.u32(positions, table.length).set(table.map((e) => (e >= WIN ? finish : (e & ROW_MASK) / rowBytes)));
  kernel.bytes.fill(0, acc, acc + sumsBytes);
  // only the stamps need zeros: the kernel writes a record before it reads it
  kernel.bytes.fill(0, scratch + recordBytes, scratch + scratchBytes);
  return { deck, positions, acc, scratch };
}

function play(
  kernel: Kernel,
  board: CandyBoard,
  players: number,
  b: Buffers,
  seed: bigint,
  chunk: ChunkSpec,
  stampBase: number,
  log: number,
): void {
  const { deck } = b;
  const status = kernel.exports.analyzeCandy(
    deck.table,
    b.positions - deck.table,
    deck.startRow,
    deck.template,
    board.deck.length,
    deck.work,
    board.rules.deck === 'with-replacement' ? 1 : 0,
    deck.order,
    players,
    board.start + 1,
    candyFinish(board),
    ANALYZE_MAX_MOVES,
    seed,
    BigInt(chunk.index),
    chunk.games,
    stampBase,
    kernel.results,
    b.acc,
    b.scratch,
    log,
  );
  kernel.checkStatus(status);
}

function readSums(kernel: Kernel, board: CandyBoard, b: Buffers): Float64Array {
  return Float64Array.from(
    new Float64Array(kernel.bytes.buffer, b.acc, snakesSumsLength(candyFinish(board))),
  );
}

/** Plays the given chunks (the games `simulate candyland` plays) and returns their sums. */
export function analyzeCandyChunks(
  kernel: Kernel,
  board: CandyBoard,
  players: number,
  seed: bigint,
  chunks: readonly ChunkSpec[],
): SnakesAnalysisSums {
  const mark = kernel.arena.mark;
  try {
    const b = encode(kernel, board, players);
    kernel.resetResults(2);
    let stampBase = 0;
    for (const chunk of chunks) {
      play(kernel, board, players, b, seed, chunk, stampBase, 0);
      stampBase += chunk.games;
    }
    return { sums: readSums(kernel, board, b), totals: kernel.readResults(['winTurns', 'moves'], players) };
  } finally {
    kernel.arena.release(mark);
  }
}

/** One chunk's first `games` games, each game's measures (for the twin tests). */
export function candyAnalysisLog(
  kernel: Kernel,
  board: CandyBoard,
  players: number,
  seed: bigint,
  chunk: number,
  games: number,
): { records: SnakesAnalysisRecord[]; sums: Float64Array } {
  const mark = kernel.arena.mark;
  try {
    const b = encode(kernel, board, players);
    const log = kernel.arena.alloc(games * ANALYSIS_LOG_BYTES, 16);
    kernel.resetResults(2);
    play(kernel, board, players, b, seed, { index: chunk, games }, 0, log);
    return { records: readAnalysisLog(kernel, log, games), sums: readSums(kernel, board, b) };
  } finally {
    kernel.arena.release(mark);
  }
}
