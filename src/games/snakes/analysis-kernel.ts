// Snakes and Ladders' design measures across the boundary: encodes the one-roll table the analysis
// kernel reads (assembly/games/snakes/analyze.ts), runs chunks, and reads the sums back.

import { SnakesRules } from './rules.js';
import type { SnakesBoard } from './schema.js';
import type { ChunkSpec } from '../../core/chunks.js';
import { type RaceAnalysis, logRaceChunk, playRaceChunks, raceChunkArgs } from '../../wasm/analyze-chunks.js';
import type { Kernel } from '../../wasm/kernel.js';
import {
  ANALYZE_MAX_MOVES,
  ANALYZE_TURN_CAP,
  type RaceAnalysisRecord,
  type RaceAnalysisSums,
  raceSumsLength,
} from '../../wasm/race-sums.js';

/** A landing's flags in the kernel's table (assembly's WINS and ROLLS_AGAIN). */
const WINS = 0x4000;
const ROLLS_AGAIN = 0x8000;
/** Jump records the kernel's log holds beyond the moves (assembly's JUMP_SLACK). */
const JUMP_SLACK = 1024 + 16;

/** Bytes of the kernel's scratch (assembly/games/snakes/analyze.ts lays it out): the squares (a u16
 *  per move and the start, with room before and after) and the jump records, both for the longest
 *  game; the counters (a stamp, turns and jump uses per square, two u16 per move below the cap)
 *  and a stamp per player and square, which the kernel clears on its first call (stampBase 0). */
function scratchBytes(squares: number, players: number): number {
  const squaresLog = 2 * (ANALYZE_MAX_MOVES + JUMP_SLACK) + 64;
  const logs = squaresLog + 4 * (ANALYZE_MAX_MOVES + JUMP_SLACK);
  return logs + 16 * (squares + 1) + 4 * ANALYZE_TURN_CAP + 4 * players * (squares + 1);
}

/** The analysis of `board` set up in the kernel's memory: its table, sums and scratch. */
function setUp(
  kernel: Kernel,
  board: SnakesBoard,
  players: number,
  seed: bigint,
  maxMoves: number,
): RaceAnalysis {
  const rules = new SnakesRules(board);
  const faces = board.dieFaces;
  const squares = board.squares;
  const rowBytes = 8 * faces;
  // allocate first: growing the memory detaches earlier views of it
  const table = kernel.arena.alloc(rowBytes * squares, 16);
  const acc = kernel.arena.alloc(8 * raceSumsLength(squares), 16);
  const scratch = kernel.arena.alloc(scratchBytes(squares, players), 16);
  kernel.bytes.fill(0, acc, acc + 8 * raceSumsLength(squares));
  const words = kernel.u32(table, 2 * squares * faces);
  for (let square = 0; square < squares; square++) {
    for (let d = 0; d < faces; d++) {
      const landing = rules.land(square, d + 1);
      // a jump always moves the piece, so a roll with a climb or slide ended on a jump square
      const jumpSquare = landing.climb + landing.slide > 0 ? rules.reach(square, d + 1) : -1;
      const wins = landing.square === squares;
      const rollsAgain = board.rollAgainOnSix && d === 5 && !wins;
      const entry = 2 * (square * faces + d);
      words[entry] = table + landing.square * rowBytes;
      words[entry + 1] =
        landing.square | (wins ? WINS : 0) | (rollsAgain ? ROLLS_AGAIN : 0) | ((jumpSquare + 1) << 16);
    }
  }
  return {
    acc,
    sumsLength: raceSumsLength(squares),
    play(chunk, stampBase, log) {
      const status = kernel.exports.analyzeSnakes(
        table,
        board.start,
        squares,
        faces,
        players,
        maxMoves,
        ...raceChunkArgs(kernel, seed, chunk, stampBase, acc, scratch, log),
      );
      kernel.checkStatus(status);
    },
  };
}

/** Plays the given chunks (players taking turns) and returns their sums. */
export function analyzeSnakesChunks(
  kernel: Kernel,
  board: SnakesBoard,
  players: number,
  seed: bigint,
  chunks: readonly ChunkSpec[],
  maxMoves = ANALYZE_MAX_MOVES,
): RaceAnalysisSums {
  return playRaceChunks(kernel, players, () => setUp(kernel, board, players, seed, maxMoves), chunks);
}

/** One chunk's first `games` games, each game's measures (for the twin tests). */
export function snakesAnalysisLog(
  kernel: Kernel,
  board: SnakesBoard,
  players: number,
  seed: bigint,
  chunk: number,
  games: number,
): { records: RaceAnalysisRecord[]; sums: Float64Array } {
  return logRaceChunk(kernel, () => setUp(kernel, board, players, seed, ANALYZE_MAX_MOVES), chunk, games);
}
