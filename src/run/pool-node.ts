// The Node worker pool (piscina): one kernel instance per worker thread, the module compiled once
// here and handed to every worker.

import { getMaxListeners, setMaxListeners } from 'node:events';
import { Worker } from 'node:worker_threads';
import { CancelledError } from '../core/errors.js';
import { compileKernelModule } from '../wasm/load-node.js';
import type { ExactJob, ExactMessage } from './exact-job.js';
import type { TaskExecutor } from './executor.js';
import { receivedError } from './worker-errors.js';
import type { KernelTask } from './task.js';
import type { RunTotals } from '../core/totals.js';

/** Where the pool's workers start: the worker entry src/workers/worker-node.ts, which the bundle
 *  carries beside the core as dist/lib/worker.js; run unbundled from src/ (tests, tsx) it is
 *  TypeScript and needs tsx's loader, and tsc's output keeps the source's folders. */
function workerScript(): { filename: string; execArgv?: string[] } {
  const here = import.meta.url;
  const fromSource = here.endsWith('.ts');
  const unbundled = /\/run\/pool-node\.[jt]s$/.test(here);
  const script = unbundled ? `../workers/worker-node.${fromSource ? 'ts' : 'js'}` : './worker.js';
  return {
    filename: new URL(script, here).href,
    ...(fromSource && { execArgv: ['--import', 'tsx'] }),
  };
}

export async function createNodePool(
  threads: number,
  options: { debug?: boolean } = {},
): Promise<TaskExecutor> {
  // loaded here, not at the top: a one-thread run never needs it (saves 25 ms of start-up)
  const { Piscina } = await import('piscina');
  const module = await compileKernelModule(options);
  const pool = new Piscina({
    ...workerScript(),
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    workerData: { module },
  });
  return {
    concurrency: threads,
    async run(task: KernelTask, signal?: AbortSignal): Promise<RunTotals> {
      // piscina listens to the signal once per task in flight: one per thread, legitimately more
      // than the 10 after which Node warns of a leak (MaxListenersExceededWarning)
      if (signal && getMaxListeners(signal) < threads + 10) setMaxListeners(threads + 10, signal);
      try {
        return (await pool.run(task, signal ? { signal } : {})) as RunTotals;
      } catch (error) {
        if (signal?.aborted) throw new CancelledError();
        throw receivedError(error);
      }
    },
    close: () => pool.destroy(),
  };
}

/** Computes `job` in a worker thread of its own, beside the run's: `signal` ends that thread at
 *  once, however long the computation. A plain worker, not a pool of one: piscina, loaded on this
 *  thread and in the worker for one job, cost a one-thread run about 10 ms here and 50 ms of CPU
 *  there (the worker answers the job it was started with: src/workers/worker-node.ts). */
export async function runExactInWorker(job: ExactJob, signal?: AbortSignal): Promise<unknown> {
  if (signal?.aborted) throw new CancelledError();
  const { filename, execArgv } = workerScript();
  // TypeScript run unbundled (tests, tsx): tsx's loader reaches what piscina's worker imports, not
  // a worker's own entry
  if (execArgv) return runExactInPool(job, signal);
  const worker = new Worker(new URL(filename), { workerData: { exactJob: job } });
  let onAbort: (() => void) | undefined;
  try {
    return await new Promise<unknown>((resolve, reject) => {
      onAbort = () => reject(new CancelledError());
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.once('message', (message: ExactMessage) =>
        'error' in message ? reject(receivedError(message.error)) : resolve(message.answer),
      );
      worker.once('error', (error) => reject(receivedError(error)));
      worker.once('exit', (code) =>
        reject(new Error(`the exact answer's worker stopped (exit code ${code})`)),
      );
    });
  } finally {
    if (onAbort) signal?.removeEventListener('abort', onAbort);
    await worker.terminate();
  }
}

/** runExactInWorker's job in a piscina pool of one thread (see workerScript). */
async function runExactInPool(job: ExactJob, signal?: AbortSignal): Promise<unknown> {
  const { Piscina } = await import('piscina');
  const pool = new Piscina({ ...workerScript(), minThreads: 1, maxThreads: 1 });
  try {
    return await pool.run(job, { name: 'exactJob', ...(signal && { signal }) });
  } catch (error) {
    if (signal?.aborted) throw new CancelledError();
    throw receivedError(error);
  } finally {
    await pool.destroy();
  }
}
