// The boundary's public face: everything else in boardsim reaches WebAssembly through here.

import type { KernelTask } from '../run/task.js';
import type { RunTotals } from '../core/totals.js';
import { DEFAULT_DICE } from '../rng/dice.js';
import { runBatteryChunks, setDice } from './dice.js';
import { Kernel } from './kernel.js';
import { runLamaChunks } from '../games/lama/kernel.js';
import { analyzeLamaChunks } from '../games/lama/analysis-kernel.js';
import { analyzeRaceChunks } from '../games/race-task.js';
import { runPegsChunks } from '../games/pegs/kernel.js';
import { runSnakesChunks } from '../games/snakes/kernel.js';
import { runCandyChunks } from '../games/candyland/kernel.js';

export { Kernel, KernelStatusError } from './kernel.js';
export { WIN_UNITS, HIST_BINS } from './layout.js';
export {
  IllegalActionKernelError,
  LAMA_METRICS,
  lamaGameLog,
  type LamaKernelConfig,
} from '../games/lama/kernel.js';
export { countPegGames, pegsGameLog, type PegsKernelConfig } from '../games/pegs/kernel.js';
export { candyGameLog, readCandyTable, type CandyKernelConfig } from '../games/candyland/kernel.js';
export {
  readSnakesTables,
  snakesGameLog,
  snakesPath,
  type SnakesKernelConfig,
} from '../games/snakes/kernel.js';

export * from './dice.js';
export { KernelDice, type RollTarget } from './dice-roller.js';

/** Runs one task (some chunks of one game's run) on a kernel instance, with the task's die. */
export function runTask(kernel: Kernel, task: KernelTask): RunTotals {
  setDice(kernel, task.dice ?? DEFAULT_DICE);
  switch (task.game) {
    case 'snakes':
      return runSnakesChunks(kernel, task.config, task.seed, task.chunks);
    case 'lama':
      return runLamaChunks(kernel, task.config, task.seed, task.chunks);
    case 'lama-analysis': {
      const chunkSums = analyzeLamaChunks(kernel, task.config, task.seed, task.chunks);
      const games = task.chunks.reduce((sum, chunk) => sum + chunk.games, 0);
      return { games, metrics: {}, winUnits: [], chunkSums };
    }
    case 'race-analysis':
      return analyzeRaceChunks(kernel, task.config, task.seed, task.chunks);
    case 'pegs':
      return runPegsChunks(kernel, task.config, task.seed, task.chunks);
    case 'candyland':
      return runCandyChunks(kernel, task.config, task.seed, task.chunks);
    case 'dice-battery':
      return runBatteryChunks(kernel, task.dice ?? DEFAULT_DICE, task.faces, task.seed, task.chunks);
  }
}

/** Reads `count` words of chunk `chunk`'s stream (for known-answer tests). */
export function streamWords(kernel: Kernel, seed: bigint, chunk: bigint, count: number): number[] {
  setDice(kernel, DEFAULT_DICE);
  kernel.exports.seedStream(seed, chunk);
  return Array.from({ length: count }, () => kernel.exports.nextWord() >>> 0);
}

/** `count` draws of bound n from chunk `chunk`'s stream. */
export function streamDraws(kernel: Kernel, seed: bigint, chunk: bigint, n: number, count: number): number[] {
  setDice(kernel, DEFAULT_DICE);
  kernel.exports.seedStream(seed, chunk);
  return Array.from({ length: count }, () => kernel.exports.draw(n));
}

/** `count` dice of `faces` faces through the SIMD dice buffer (must equal streamDraws). */
export function streamDice(
  kernel: Kernel,
  seed: bigint,
  chunk: bigint,
  faces: number,
  count: number,
): number[] {
  const mark = kernel.arena.mark;
  try {
    const buffer = kernel.arena.alloc(count + 16, 16);
    setDice(kernel, DEFAULT_DICE);
    kernel.exports.seedStream(seed, chunk);
    const written = kernel.exports.fillDice(buffer, faces, count);
    return Array.from(kernel.bytes.subarray(buffer, buffer + Math.min(written, count)));
  } finally {
    kernel.arena.release(mark);
  }
}
