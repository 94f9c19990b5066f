// A Web Worker of the browser pool: instantiates the compiled module it is handed once, then plays
// the tasks it is sent (the same playTask as Node's worker threads: a user's game module is imported
// by its URL before its first task), or computes the exact answer a run compares against.

import { playTask } from '../api/module-tasks.js';
import { solveGameJob } from '../games/jobs.js';
import type { FromWorker, ToWorker, WorkerError } from '../run/web-messages.js';
import { postedIssues } from '../run/worker-errors.js';
import { Kernel, KernelStatusError } from '../wasm/kernel.js';

/** The worker's global scope, typed by hand: the project's lib is DOM, not WebWorker. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

let kernel: Kernel | undefined;
const solve = solveGameJob;

function asWorkerError(error: unknown): WorkerError {
  const posted = postedIssues(error);
  if (posted) return { name: 'BoardsimError', message: (error as Error).message, posted };
  if (error instanceof KernelStatusError)
    return { name: error.name, message: error.message, status: error.status };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'init') {
    Kernel.create(message.module).then(
      (created) => {
        kernel = created;
        scope.postMessage({ type: 'ready' });
      },
      (error: unknown) => scope.postMessage({ type: 'failed', error: asWorkerError(error) }),
    );
    return;
  }
  if (message.type === 'exact') {
    try {
      scope.postMessage({ type: 'exact-done', answer: solve(message.job) });
    } catch (error) {
      scope.postMessage({ type: 'failed', error: asWorkerError(error) });
    }
    return;
  }
  const { id, task } = message;
  // one task at a time: the pool sends the next once this one has answered
  (async () => {
    if (!kernel) throw new Error('the worker was sent a task before its kernel was ready');
    scope.postMessage({ type: 'done', id, totals: await playTask(kernel, task) });
  })().catch((error: unknown) => scope.postMessage({ type: 'failed', id, error: asWorkerError(error) }));
};
