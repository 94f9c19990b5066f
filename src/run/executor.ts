// Where tasks run: in this thread, or in a pool of workers (worker_threads in Node, Web Workers in
// the browser). The run does not depend on which: every chunk plays the same games anywhere.

import { CancelledError } from '../core/errors.js';
import type { Kernel } from '../wasm/kernel.js';
import type { KernelTask, TaskPlayer } from './task.js';
import type { RunTotals } from '../core/totals.js';

export interface TaskExecutor {
  /** How many tasks may run at once. */
  readonly concurrency: number;
  run(task: KernelTask, signal?: AbortSignal): Promise<RunTotals>;
  close(): Promise<void>;
}

/** Lets pending events (progress redraws, Ctrl-C) through between tasks run on this thread. */
export function yieldToEventLoop(): Promise<void> {
  if (typeof setImmediate === 'function') return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/** Runs tasks on this thread with one kernel instance, one at a time. */
export class LocalExecutor implements TaskExecutor {
  readonly concurrency = 1;
  constructor(
    private readonly kernel: Kernel,
    private readonly runTask: TaskPlayer,
  ) {}

  async run(task: KernelTask, signal?: AbortSignal): Promise<RunTotals> {
    await yieldToEventLoop();
    if (signal?.aborted) throw new CancelledError();
    return this.runTask(this.kernel, task);
  }

  async close(): Promise<void> {}
}
