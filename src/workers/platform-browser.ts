// The browser's platform: a pool of Web Workers, as many as navigator.hardwareConcurrency unless the
// run's `threads` says otherwise. Even one worker runs off the page's thread, so the page stays
// responsive however long the run.

import { createWebPool, runExactInWebWorker } from './pool-web.js';
import type { Platform } from '../run/platform.js';
import { compileKernelModule } from '../wasm/load-browser.js';

export const browserPlatform: Platform = {
  availableThreads: () => globalThis.navigator?.hardwareConcurrency || 1,
  async createExecutor(threads) {
    return createWebPool(threads, await compileKernelModule());
  },
  runExact: runExactInWebWorker,
};
