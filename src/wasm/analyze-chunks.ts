// The chunk marshalling both race analysis kernels share (Snakes and Ladders, Candy Land): one
// arena frame for a run's buffers, its chunks played with stamps that go on from game to game, the
// sums copied out before the frame is released, and the per-game log the twin tests compare.

import type { ChunkSpec } from '../core/chunks.js';
import type { Kernel } from './kernel.js';
import type { RaceAnalysisRecord, RaceAnalysisSums } from './race-sums.js';

/** Bytes per game of the analysis kernels' log (assembly's ANALYZE_LOG_BYTES). */
export const ANALYSIS_LOG_BYTES = 40;

/** A race's analysis set up in the kernel's memory: its sums block, and how to play one chunk
 *  into it (a kernel's stamps start at `stampBase` + 1; `log` 0 keeps no per-game log). */
export interface RaceAnalysis {
  readonly acc: number;
  readonly sumsLength: number;
  play(chunk: ChunkSpec, stampBase: number, log: number): void;
}

/** The arguments every race analysis kernel ends with: the chunk's stream and games, the stamps'
 *  base, the result block, the sums, the scratch and the log. */
export function raceChunkArgs(
  kernel: Kernel,
  seed: bigint,
  chunk: ChunkSpec,
  stampBase: number,
  acc: number,
  scratch: number,
  log: number,
): [bigint, bigint, number, number, number, number, number, number] {
  return [seed, BigInt(chunk.index), chunk.games, stampBase, kernel.results, acc, scratch, log];
}

function readSums(kernel: Kernel, run: RaceAnalysis): Float64Array {
  return Float64Array.from(new Float64Array(kernel.bytes.buffer, run.acc, run.sumsLength));
}

/** Sets a run up with `setUp`, plays the chunks and returns their sums. */
export function playRaceChunks(
  kernel: Kernel,
  players: number,
  setUp: () => RaceAnalysis,
  chunks: readonly ChunkSpec[],
): RaceAnalysisSums {
  const mark = kernel.arena.mark;
  try {
    const run = setUp();
    kernel.resetResults(2);
    let stampBase = 0;
    for (const chunk of chunks) {
      run.play(chunk, stampBase, 0);
      stampBase += chunk.games;
    }
    return { sums: readSums(kernel, run), totals: kernel.readResults(['winTurns', 'moves'], players) };
  } finally {
    kernel.arena.release(mark);
  }
}

/** Sets a run up and plays chunk `chunk`'s first `games` games: each game's record, and the sums. */
export function logRaceChunk(
  kernel: Kernel,
  setUp: () => RaceAnalysis,
  chunk: number,
  games: number,
): { records: RaceAnalysisRecord[]; sums: Float64Array } {
  const mark = kernel.arena.mark;
  try {
    const run = setUp();
    const log = kernel.arena.alloc(games * ANALYSIS_LOG_BYTES, 16);
    kernel.resetResults(2);
    run.play({ index: chunk, games }, 0, log);
    return { records: readAnalysisLog(kernel, log, games), sums: readSums(kernel, run) };
  } finally {
    kernel.arena.release(mark);
  }
}

/** The records an analysis kernel logged for `games` games at `log`. */
function readAnalysisLog(kernel: Kernel, log: number, games: number): RaceAnalysisRecord[] {
  const view = kernel.view();
  return Array.from({ length: games }, (_, g) => {
    const r = log + g * ANALYSIS_LOG_BYTES;
    const word = (i: number) => view.getUint32(r + 4 * i, true);
    return {
      winTurns: word(0),
      moves: word(1),
      winner: word(2),
      leadChanges: word(3),
      halfLeader: word(4),
      comeback: (word(5) & 1) !== 0,
      decidedLastTurn: (word(5) & 2) !== 0,
      trailing: word(6),
      covered: word(7),
      drama: view.getFloat64(r + 32, true),
    };
  });
}
