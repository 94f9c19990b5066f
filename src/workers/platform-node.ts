// Node's platform: this thread for one thread (unless tasks are slow, when a pool of one keeps
// this thread free for Ctrl-C), a piscina pool of worker_threads otherwise; a worker thread of its
// own for the exact answer a run compares against.

import { availableParallelism } from 'node:os';
import { runTask } from '../api/tasks.js';
import { LocalExecutor } from '../run/executor.js';
import type { Platform } from '../run/platform.js';
import { createNodePool, runExactInWorker } from '../run/pool-node.js';
import { Kernel } from '../wasm/kernel.js';
import { compileKernelModule } from '../wasm/load-node.js';

export const nodePlatform: Platform = {
  availableThreads: () => availableParallelism(),
  async createExecutor(threads, options = {}) {
    if (threads === 1 && !options.offThread)
      return new LocalExecutor(await Kernel.create(await compileKernelModule()), runTask);
    return createNodePool(threads);
  },
  runExact: runExactInWorker,
};
