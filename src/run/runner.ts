// Runs tasks on an executor, keeping it busy, adding up the totals as they come back (in any order:
// the sums do not care), reporting progress, and stopping on abort. Tasks are taken from an
// iterable as workers free up, so a huge run never lists them all.

import { CancelledError } from '../core/errors.js';
import type { TaskExecutor } from './executor.js';
import type { KernelTask } from './task.js';
import { type RunTotals, addTotals, emptyTotals } from '../core/totals.js';

/** What `onProgress` receives as a run's tasks finish: `gamesDone` reaches `games` once. */
export interface Progress {
  /** Games played so far (rolls, for the dice battery). */
  readonly gamesDone: number;
  /** Games in the whole run. */
  readonly games: number;
  /** A simulate run's exact answer (computed alongside the games), said after the games' last
   *  event: 'computing' while the run waits for it, then 'done'; absent before, and in runs that
   *  have none. */
  readonly exact?: 'computing' | 'done';
}

export interface RunOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: Progress) => void;
}

/** Runs every task of `tasks`, which play `games` games in all. */
export async function runTasks(
  executor: TaskExecutor,
  tasks: Iterable<KernelTask>,
  games: number,
  options: RunOptions = {},
): Promise<RunTotals> {
  const { signal, onProgress } = options;
  const pending = tasks[Symbol.iterator]();
  let totals = emptyTotals();
  let failure: unknown;
  onProgress?.({ gamesDone: 0, games });
  const worker = async () => {
    while (failure === undefined) {
      if (signal?.aborted) throw new CancelledError();
      const next = pending.next();
      if (next.done) return;
      const task = next.value;
      const result = await executor.run(task, signal);
      totals = addTotals(totals, result);
      onProgress?.({ gamesDone: totals.games, games });
    }
  };
  const lanes = Array.from({ length: executor.concurrency }, () =>
    worker().catch((error: unknown) => {
      failure ??= error;
    }),
  );
  await Promise.all(lanes);
  if (signal?.aborted) throw new CancelledError();
  if (failure !== undefined) throw failure;
  return totals;
}
