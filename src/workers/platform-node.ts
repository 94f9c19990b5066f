// Node's platform: this thread for one thread (unless tasks are slow, when a pool of one keeps
// this thread free for Ctrl-C), a piscina pool of worker_threads otherwise; a worker thread of its
// own for the exact answer a run compares against.

import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BoardsimError } from '../core/errors.js';
import { playTask } from '../api/module-tasks.js';
import { LocalExecutor } from '../run/executor.js';
import type { Platform } from '../run/platform.js';
import { createNodePool, runExactInWorker } from '../run/pool-node.js';
import { Kernel } from '../wasm/kernel.js';
import { compileKernelModule } from '../wasm/load-node.js';

export const nodePlatform: Platform = {
  availableThreads: () => availableParallelism(),
  async createExecutor(threads, options = {}) {
    if ((threads === 1 && !options.offThread) || options.onCallingThread)
      return new LocalExecutor(await Kernel.create(await compileKernelModule()), playTask);
    return createNodePool(threads);
  },
  runExact: runExactInWorker,
  async readModule(spec) {
    const url = spec.startsWith('file:') ? new URL(spec) : pathToFileURL(resolve(spec));
    const path = fileURLToPath(url);
    try {
      return { url: url.href, text: await readFile(path, 'utf8'), file: basename(path) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const message = code === 'ENOENT' ? 'no such file' : `cannot read it (${code ?? String(error)})`;
      throw new BoardsimError([{ code: 'module/unreadable', path: '', message }], spec);
    }
  },
  async readModuleBytes(spec) {
    const path = spec.startsWith('file:') ? fileURLToPath(spec) : resolve(spec);
    try {
      return { bytes: new Uint8Array(await readFile(path)), file: basename(path) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const message = code === 'ENOENT' ? 'no such file' : `cannot read it (${code ?? String(error)})`;
      throw new BoardsimError([{ code: 'module/unreadable', path: '', message }], spec);
    }
  },
};
