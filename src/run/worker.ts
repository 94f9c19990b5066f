// A worker thread of the Node pool: instantiates the compiled module it was handed once, then plays
// the tasks it is sent.

import { workerData } from 'node:worker_threads';
import { Kernel, runTask } from '../wasm/index.js';
import type { KernelTask } from './task.js';
import type { RunTotals } from './totals.js';

const kernel: Promise<Kernel> = Kernel.create((workerData as { module: WebAssembly.Module }).module);

export default async function playTask(task: KernelTask): Promise<RunTotals> {
  return runTask(await kernel, task);
}
