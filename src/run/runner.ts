// Runs tasks on an executor, keeping it busy, adding up the totals as they come back (in any order:
// the sums do not care), reporting progress, and stopping on abort. Tasks are taken from an
// iterable as workers free up, so a huge run never lists them all.
//
// A run that fails names the failure of the earliest task that fails (tasks come in stream order,
// and a task plays its chunks in order and stops at its first bad game), whatever the threads and
// whichever failure comes back first: after a failure no task is handed out, the tasks after it
// are stopped, and the run waits for the tasks before it, which may fail earlier in the stream.

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

/** Runs every task of `tasks`, which play `games` games in all. On failure, throws the error of
 *  the earliest task (in the order of `tasks`) that failed. */
export async function runTasks(
  executor: TaskExecutor,
  tasks: Iterable<KernelTask>,
  games: number,
  options: RunOptions = {},
): Promise<RunTotals> {
  const { signal, onProgress } = options;
  const pending = tasks[Symbol.iterator]();
  let totals = emptyTotals();
  let handedOut = 0;
  // the failure of the earliest task that failed so far, by its place in `tasks`
  let failure: { readonly order: number; readonly error: unknown } | undefined;
  // the tasks in flight, each stopped by its own signal: by `signal`, or by an earlier task's failure
  const running = new Map<number, AbortController>();
  const onAbort = () => running.forEach((controller) => controller.abort());
  signal?.addEventListener('abort', onAbort, { once: true });
  /** Whether a task before the `order`-th has failed. */
  const failedBefore = (order: number) => failure !== undefined && failure.order < order;
  const fail = (order: number, error: unknown) => {
    if (failedBefore(order)) return;
    failure = { order, error };
    running.forEach((controller, other) => {
      if (other > order) controller.abort();
    });
  };
  onProgress?.({ gamesDone: 0, games });
  const lane = async () => {
    while (failure === undefined) {
      if (signal?.aborted) return;
      let next: IteratorResult<KernelTask>;
      try {
        next = pending.next();
      } catch (error) {
        fail(handedOut, error);
        return;
      }
      if (next.done) return;
      const order = handedOut++;
      const controller = new AbortController();
      running.set(order, controller);
      try {
        const result = await executor.run(next.value, controller.signal);
        // a task after a failure that finished anyway: its games are not the run's
        if (failedBefore(order)) return;
        totals = addTotals(totals, result);
        onProgress?.({ gamesDone: totals.games, games });
      } catch (error) {
        // stopped because of signal: said once the lanes are done
        if (!signal?.aborted) fail(order, error);
      } finally {
        running.delete(order);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: executor.concurrency }, lane));
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  if (signal?.aborted) throw new CancelledError();
  if (failure !== undefined) throw failure.error;
  return totals;
}
