// The Node worker pool (piscina): one kernel instance per worker thread, the module compiled once
// here and handed to every worker.

import { getMaxListeners, setMaxListeners } from 'node:events';
import { CancelledError } from '../core/errors.js';
import { compileKernelModule } from '../wasm/load-node.js';
import type { AnyExactAnswer, AnyExactJob } from './exact-job.js';
import type { TaskExecutor } from './executor.js';
import { receivedError } from './worker-errors.js';
import type { KernelTask } from './task.js';
import type { RunTotals } from '../core/totals.js';

/** Where the pool's workers start: run from src/ (tests, tsx) the worker is TypeScript and needs
 *  tsx's loader. */
function workerScript(): { filename: string; execArgv?: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return {
    filename: new URL(fromSource ? './worker.ts' : './worker.js', import.meta.url).href,
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
 *  once, however long the computation. */
export async function runExactInWorker(job: AnyExactJob, signal?: AbortSignal): Promise<AnyExactAnswer> {
  const { Piscina } = await import('piscina');
  const pool = new Piscina({ ...workerScript(), minThreads: 1, maxThreads: 1 });
  try {
    return (await pool.run(job, { name: 'exactJob', ...(signal && { signal }) })) as AnyExactAnswer;
  } catch (error) {
    if (signal?.aborted) throw new CancelledError();
    throw receivedError(error);
  } finally {
    await pool.destroy();
  }
}
