// A worker thread of the Node pool: instantiates the compiled module it was handed once, then plays
// the tasks it is sent. A worker started for an exact answer alone (pool-node.ts) has no module and
// needs none.

import { workerData } from 'node:worker_threads';
import { Kernel, runTask } from '../wasm/index.js';
import { computeAnyExact } from './exact-compute.js';
import { postableError } from './worker-errors.js';
import type { AnyExactAnswer, AnyExactJob } from './exact-job.js';
import type { KernelTask } from './task.js';
import type { RunTotals } from '../core/totals.js';

let kernel: Promise<Kernel> | undefined;

export default async function playTask(task: KernelTask): Promise<RunTotals> {
  kernel ??= Kernel.create((workerData as { module: WebAssembly.Module }).module);
  try {
    return runTask(await kernel, task);
  } catch (error) {
    throw postableError(error);
  }
}

/** An exact job: the answer a simulate report compares against, or an analysis's exact values
 *  (piscina calls it by name). */
export function exactJob(job: AnyExactJob): AnyExactAnswer {
  try {
    return computeAnyExact(job);
  } catch (error) {
    throw postableError(error);
  }
}
