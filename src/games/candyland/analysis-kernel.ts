// Candy Land's design measures across the boundary: the board's table and deck as the simulation
// encodes them (candyland.ts), beside them each entry's race position, then chunks played by the
// analysis kernel (assembly/games/candyland/analyze.ts) and the sums read back: the measures, the heat map
// and each shortcut's and licorice space's use.

import type { CandyBoard } from './board.js';
import { RecentMap } from '../../core/recent.js';
import type { ChunkSpec } from '../../core/chunks.js';
import { type RaceAnalysis, logRaceChunk, playRaceChunks, raceChunkArgs } from '../../wasm/analyze-chunks.js';
import {
  ANALYZE_MAX_MOVES,
  ANALYZE_TURN_CAP,
  type RaceAnalysisRecord,
  type RaceAnalysisSums,
  raceSumsLength,
} from '../../wasm/race-sums.js';
import { candyMove, spacesUsed } from './rules.js';
import { candyTable, encodeCandy } from './kernel.js';
import type { Kernel } from '../../wasm/kernel.js';

const ROW_MASK = 0xffffff;
/** assembly/games/candyland/kernel.ts's SKIP (landed on licorice: the next turn is lost) and WIN flags. */
const SKIP = 1 << 25;
const WIN = 2 ** 31;
/** assembly/games/candyland/analyze.ts's USES: the entry's move uses a shortcut or a licorice space. */
const USES = 1 << 28;
/** assembly/games/candyland/analyze.ts's SQUARES: the squares log's start, after room for the start
 *  written once per other player (16 players at most). */
const SQUARES = 32;

/** The race's finish position on a board: 0 is off the board, space i is at i + 1. */
export function candyFinish(board: CandyBoard): number {
  return board.last + 2;
}

/** Each table entry's special spaces used (assembly/games/candyland/analyze.ts's uses): up to two race
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

/** The analysis's tables for a board: candyMulti's table with the USES flags, each entry's race
 *  position and uses. */
interface CandyAnalysisTables {
  readonly table: Uint32Array;
  readonly positions: Uint32Array;
  readonly uses: Uint32Array;
}

/** Worked out once per board rather than once per chunk: they cost more than a chunk's games.
 *  Kept by the board's content, since a board reaches a worker as a new copy with every task. */
const tablesOf = new RecentMap<string, CandyAnalysisTables>(8);

function analysisTables(board: CandyBoard): CandyAnalysisTables {
  return tablesOf.getOrSet(JSON.stringify(board), () => {
    const table = candyTable(board);
    const finish = candyFinish(board);
    const uses = candyUses(board);
    // a row is (position + 1) · kinds · 4 bytes from the table's start: the race's position
    const rowBytes = 4 * board.cards.length;
    return {
      // the analysis kernel reads an entry's uses only when its USES flag is set
      table: table.map((e, i) => (uses[i] ? e | USES : e)),
      positions: table.map((e) => (e >= WIN ? finish : (e & ROW_MASK) / rowBytes)),
      uses,
    };
  });
}

/** Whether two players' turns alternate from the first seat, as in the rotation: seed 000's
 *  deck-count order (the seat is the cards left modulo 2, before the draw) does when every turn
 *  deals a card (no licorice skips one) and the deck has an even number of cards, so that the
 *  count stays even across a reshuffle (assembly/games/candyland/analyze.ts's two-player path). With n
 *  players the same conditions (n dividing the deck) make it go round the seats backwards (0,
 *  n - 1, ..., 1: the count goes down), not the rotation the kernel's fold for three players or
 *  more reads, whose tie-break (the first seat on a level top) a relabelling would not keep: those
 *  orders keep the replay. */
function alternates(board: CandyBoard, table: Uint32Array): boolean {
  return (
    board.rules.turnOrder === 'rotation' ||
    (board.deck.length % 2 === 0 && table.every((e) => (e & SKIP) === 0))
  );
}

/** Bytes of the kernel's scratch (assembly/games/candyland/analyze.ts lays it out): the squares log and
 *  the move records for the longest game, then the part the kernel needs zero on its first call. */
function scratchLayout(finish: number, players: number): { zeroFrom: number; bytes: number } {
  const squaresLog = SQUARES + ((2 * (ANALYZE_MAX_MOVES + 1) + 31) & ~15);
  const zeroFrom = squaresLog + 4 * ANALYZE_MAX_MOVES;
  const counters = 16 * (finish + 1) + 4 * ANALYZE_TURN_CAP;
  return { zeroFrom, bytes: zeroFrom + counters + 4 * (finish + 1) * (1 + players) };
}

/** Candy Land's analysis set up in the kernel's memory: the deal and table, each entry's race
 *  position, the sums and the scratch. */
function setUp(kernel: Kernel, board: CandyBoard, players: number, seed: bigint): RaceAnalysis {
  const { table, positions: positionOf, uses: usesOf } = analysisTables(board);
  const finish = candyFinish(board);
  const sumsLength = raceSumsLength(finish);
  const scratchSize = scratchLayout(finish, players);
  const deck = encodeCandy(kernel, { board, players, table });
  const positions = kernel.arena.alloc(4 * table.length, 16);
  const uses = kernel.arena.alloc(4 * table.length, 16);
  const acc = kernel.arena.alloc(8 * sumsLength, 16);
  const scratch = kernel.arena.alloc(scratchSize.bytes, 16);
  kernel.u32(positions, table.length).set(positionOf);
  kernel.u32(uses, table.length).set(usesOf);
  kernel.bytes.fill(0, acc, acc + 8 * sumsLength);
  // only the counters and stamps need zeros: the kernel writes a log entry before it reads it
  kernel.bytes.fill(0, scratch + scratchSize.zeroFrom, scratch + scratchSize.bytes);
  // the rotation (order 0) takes the kernel's squares-log paths: so do two players whose turns
  // alternate by the deck count
  const order = players === 2 && alternates(board, table) ? 0 : deck.order;
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
        order,
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
): RaceAnalysisSums {
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
): { records: RaceAnalysisRecord[]; sums: Float64Array } {
  return logRaceChunk(kernel, () => setUp(kernel, board, players, seed), chunk, games);
}
