// Runs a list of tasks on an executor, keeping it busy, adding up the totals as they come back (in
// any order: the sums do not care), reporting progress, and stopping on abort.

import { CancelledError } from '../errors.js';
import type { TaskExecutor } from './executor.js';
import type { KernelTask } from './task.js';
import { type RunTotals, addTotals, emptyTotals } from './totals.js';

export interface Progress {
  readonly gamesDone: number;
  readonly games: number;
}

export interface RunOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: Progress) => void;
}

export async function runTasks(
  executor: TaskExecutor,
  tasks: readonly KernelTask[],
  options: RunOptions = {},
): Promise<RunTotals> {
  const { signal, onProgress } = options;
  const games = tasks.reduce((sum, t) => sum + t.chunks.reduce((s, c) => s + c.games, 0), 0);
  let totals = emptyTotals();
  let next = 0;
  let failure: unknown;
  onProgress?.({ gamesDone: 0, games });
  const worker = async () => {
    while (next < tasks.length && failure === undefined) {
      if (signal?.aborted) throw new CancelledError();
      const task = tasks[next++]!;
      const result = await executor.run(task, signal);
      totals = addTotals(totals, result);
      onProgress?.({ gamesDone: totals.games, games });
    }
  };
  const lanes = Array.from({ length: Math.min(executor.concurrency, tasks.length) }, () =>
    worker().catch((error: unknown) => {
      failure ??= error;
    }),
  );
  await Promise.all(lanes);
  if (signal?.aborted) throw new CancelledError();
  if (failure !== undefined) throw failure;
  return totals;
}
