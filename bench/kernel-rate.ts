// Timing one kernel task, the same code in Node and in the browser (bench/browser.ts runs it in both).

import type { SimulateOptions } from '../src/api/simulate.js';
import { prepareRun } from '../src/games/index.js';
import type { KernelTask } from '../src/run/task.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { type Kernel } from '../src/wasm/index.js';
import { runTask } from '../src/api/tasks.js';

/** The kernel cases: one per kernel path, 8 full chunks each (one task of a large run). */
export const KERNEL_CASES: Record<string, Omit<SimulateOptions, 'game'>> = {
  'efi, 1 player (pair kernel)': { preset: 'efi' },
  'classic, 2 alternating (single kernel)': { preset: 'classic', players: 2 },
};

export function kernelTask(options: Omit<SimulateOptions, 'game'>): KernelTask {
  const chunks = Array.from({ length: 8 }, (_, index) => ({ index, games: GAMES_PER_CHUNK }));
  return prepareRun('snakes', options).task(7n, chunks);
}

/** Games per second of `repeats` runs of the task on `kernel`, after `warmups` untimed ones. */
export function kernelGamesPerSecond(
  kernel: Kernel,
  task: KernelTask,
  repeats: number,
  warmups = 2,
): number[] {
  const games = task.chunks.reduce((sum, c) => sum + c.games, 0);
  for (let i = 0; i < warmups; i++) runTask(kernel, task);
  return Array.from({ length: repeats }, () => {
    const started = performance.now();
    runTask(kernel, task);
    return games / ((performance.now() - started) / 1000);
  });
}
