// What L.A.M.A.'s workers play (registered in src/games/tasks.ts): the simulation's chunks, and the
// design measures' games (each chunk's sums apart, added up by the host in chunk order).

import type { RunTotals } from '../../core/totals.js';
import { type KernelTask, chunksRunner } from '../../run/task.js';
import type { Kernel } from '../../wasm/kernel.js';
import { type LamaAnalysisConfig, analyzeLamaChunks } from './analysis-kernel.js';
import { runLamaChunks } from './kernel.js';

export const LAMA_TASKS = {
  lama: chunksRunner(runLamaChunks),
  'lama-analysis': (kernel: Kernel, task: KernelTask<LamaAnalysisConfig>): RunTotals => {
    const chunkSums = analyzeLamaChunks(kernel, task.config, task.seed, task.chunks);
    const games = task.chunks.reduce((sum, chunk) => sum + chunk.games, 0);
    return { games, metrics: {}, winUnits: [], chunkSums };
  },
};
