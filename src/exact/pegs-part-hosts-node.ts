// Worker threads hosting the parts of a partitioned count (Node). The compiled module is handed to
// each; a worker that stops (crash, exit, killed) is reported to the coordinator, which abandons
// the count with a clear message.

import { availableParallelism, freemem } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PegsPlatform } from '../pegs.js';
import type { FromPartHost, ToPartHost } from './pegs-part-messages.js';
import type { PartHostLink, PartHosts } from './pegs-partitioned.js';

export interface NodePartHosts extends PartHosts {
  /** The workers (tests stop one to see the count fail cleanly). */
  readonly workers: readonly Worker[];
}

export function workerThreadHosts(
  count: number,
  module: WebAssembly.Module,
  options: { exchangeDir?: string } = {},
): NodePartHosts {
  // run from src/ (tests, tsx) the worker is TypeScript and needs tsx's loader
  const fromSource = import.meta.url.endsWith('.ts');
  let closing = false;
  const script = new URL(fromSource ? './pegs-part-worker.ts' : './pegs-part-worker.js', import.meta.url);
  const workerData = {
    module,
    ...(options.exchangeDir !== undefined && { exchangeDir: options.exchangeDir }),
  };
  const workers = Array.from({ length: count }, () =>
    fromSource
      ? // the worker registers tsx's loader itself, then loads the TypeScript
        new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script.href)}); })`,
          { eval: true, workerData },
        )
      : new Worker(script, { workerData, name: 'boardsim pegs part' }),
  );
  const links = workers.map((worker): PartHostLink => ({
    post: (message: ToPartHost) =>
      worker.postMessage(
        message,
        message.type === 'merge' && message.records instanceof Uint8Array
          ? [message.records.buffer as ArrayBuffer]
          : [],
      ),
    listen(onMessage: (message: FromPartHost) => void, onFailure: (detail: string) => void) {
      worker.on('message', onMessage);
      worker.on('error', (error) => onFailure(error.message));
      worker.on('exit', (code) => {
        if (!closing) onFailure(`it exited with code ${code}`);
      });
    },
  }));
  return {
    links,
    workers,
    async close() {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/** Node's way to run a count's parts: worker threads, and the free memory as the default budget. */
export const nodePegsPlatform: PegsPlatform = {
  availableThreads: () => availableParallelism(),
  freeMemoryBytes: () => freemem(),
  createHosts: (count, module) => workerThreadHosts(count, module),
};
