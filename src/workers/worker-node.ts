// A worker thread of the Node pool (src/run/pool-node.ts starts it): instantiates the compiled module
// it was handed once, then plays the tasks it is sent. A worker started for an exact answer alone
// (runExactInWorker: a plain worker, not the pool's) has no module and needs none: it answers the
// job it was started with and ends.

import { parentPort, workerData } from 'node:worker_threads';
import type { RunTotals } from '../core/totals.js';
import { solveGameJob } from '../games/jobs.js';
import type { ExactJob, ExactMessage } from '../run/exact-job.js';
import type { KernelTask } from '../run/task.js';
import { postableError } from '../run/worker-errors.js';
import { playTask as runTask } from '../api/module-tasks.js';
import { Kernel } from '../wasm/kernel.js';

let kernel: Promise<Kernel> | undefined;
const solve = solveGameJob;

export default async function playTask(task: KernelTask): Promise<RunTotals> {
  kernel ??= Kernel.create((workerData as { module: WebAssembly.Module }).module);
  try {
    return await runTask(await kernel, task);
  } catch (error) {
    throw postableError(error);
  }
}

/** An exact job: the answer a simulate report compares against, or an analysis's exact values
 *  (piscina calls it by name when the workers run unbundled, see runExactInWorker). */
export function exactJob(job: ExactJob): unknown {
  try {
    return solve(job);
  } catch (error) {
    throw postableError(error);
  }
}

/** exactJob's answer, or its error, as the plain worker runExactInWorker starts posts it back. */
function exactMessage(job: ExactJob): ExactMessage {
  try {
    return { answer: exactJob(job) };
  } catch (error) {
    return { error };
  }
}

const started = workerData as { exactJob?: ExactJob } | null | undefined;
if (started?.exactJob !== undefined) parentPort!.postMessage(exactMessage(started.exactJob));
