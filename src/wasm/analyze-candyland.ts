// Candy Land's design measures across the boundary: the board's table and deck as the simulation
// encodes them (candyland.ts), beside them each entry's race position, then chunks played by the
// analysis kernel (assembly/analyze-candyland.ts) and the sums read back: the measures, the heat map
// and each shortcut's and licorice space's use.

import type { CandyBoard } from '../games/candyland/board.js';
import type { ChunkSpec } from '../run/task.js';
import { type RaceAnalysis, logRaceChunk, playRaceChunks, raceChunkArgs } from './analyze-chunks.js';
import {
  ANALYZE_MAX_MOVES,
  type SnakesAnalysisRecord,
  type SnakesAnalysisSums,
  snakesSumsLength,
} from './analyze-snakes.js';
import { candyMove, spacesUsed } from '../games/candyland/rules.js';
import { candyTable, encodeCandy } from './candyland.js';
import type { Kernel } from './kernel.js';

const ROW_MASK = 0xffffff;
const WIN = 2 ** 31;
/** assembly/analyze-candyland.ts's USES: the entry's move uses a shortcut or a licorice space. */
const USES = 1 << 28;

/** The race's finish position on a board: 0 is off the board, space i is at i + 1. */
export function candyFinish(board: CandyBoard): number {
  return board.last + 2;
}

/** Each table entry's special spaces used (assembly/analyze-candyland.ts's uses): up to two race
 *  positions plus one, in the low and high 16 bits. */
export function candyUses(board: CandyBoard): Uint32Array {
  const kinds = board.cards.length;
  const uses = new Uint32Array((board.spaces.length + 1) * kinds);
  for (let pos = -1; pos <= board.last; pos++) {
    for (let kind = 0; kind < kinds; kind++) {
      const [first, second] = spacesUsed(board, candyMove(board, pos, kind));
      // a space's race position is its index + 1: the code is the index + 2
      uses[(pos + 1) * kinds + kind] =
        (first === undefined ? 0 : first + 2) | (second === undefined ? 0 : (second + 2) << 16);
    }
  }
  return uses;
}

/** Candy Land's analysis set up in the kernel's memory: the deal and table, each entry's race
 *  position, the sums and the scratch. */
function setUp(kernel: Kernel, board: CandyBoard, players: number, seed: bigint): RaceAnalysis {
  const table = candyTable(board);
  const finish = candyFinish(board);
  const sumsLength = snakesSumsLength(finish);
  const recordBytes = 4 * ANALYZE_MAX_MOVES;
  const scratchBytes = recordBytes + 4 * (finish + 1) * (1 + players);
  const used = candyUses(board);
  // the analysis kernel reads an entry's uses only when its USES flag is set
  const flagged = table.map((e, i) => (used[i] ? e | USES : e));
  const deck = encodeCandy(kernel, { board, players, table: flagged });
  const positions = kernel.arena.alloc(4 * table.length, 16);
  const uses = kernel.arena.alloc(4 * table.length, 16);
  const acc = kernel.arena.alloc(8 * sumsLength, 16);
  const scratch = kernel.arena.alloc(scratchBytes, 16);
  // a row is (position + 1) · kinds · 4 bytes from the table's start: the race's position
  const rowBytes = 4 * board.cards.length;
  kernel.u32(positions, table.length).set(table.map((e) => (e >= WIN ? finish : (e & ROW_MASK) / rowBytes)));
  kernel.u32(uses, table.length).set(used);
  kernel.bytes.fill(0, acc, acc + 8 * sumsLength);
  // only the stamps (coverage, first uses) need zeros: the kernel writes a record before it reads it
  kernel.bytes.fill(0, scratch + recordBytes, scratch + scratchBytes);
  return {
    acc,
    sumsLength,
    play(chunk, stampBase, log) {
      const status = kernel.exports.analyzeCandy(
        deck.table,
        positions - deck.table,
        uses - deck.table,
        deck.startRow,
        deck.template,
        board.deck.length,
        deck.work,
        board.rules.deck === 'with-replacement' ? 1 : 0,
        deck.order,
        players,
        board.start + 1,
        finish,
        ANALYZE_MAX_MOVES,
        ...raceChunkArgs(kernel, seed, chunk, stampBase, acc, scratch, log),
      );
      kernel.checkStatus(status);
    },
  };
}

/** Plays the given chunks (the games `simulate candyland` plays) and returns their sums. */
export function analyzeCandyChunks(
  kernel: Kernel,
  board: CandyBoard,
  players: number,
  seed: bigint,
  chunks: readonly ChunkSpec[],
): SnakesAnalysisSums {
  return playRaceChunks(kernel, players, () => setUp(kernel, board, players, seed), chunks);
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
  return logRaceChunk(kernel, () => setUp(kernel, board, players, seed), chunk, games);
}
