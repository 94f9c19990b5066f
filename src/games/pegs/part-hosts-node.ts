// Worker threads hosting the parts of a partitioned count (Node). The compiled module and a port to
// every other worker (for their batches) are handed to each; a worker that stops (crash, exit, killed) is reported to the coordinator, which abandons
// the count with a clear message.

import { availableParallelism, freemem } from 'node:os';
import { type TransferListItem, Worker } from 'node:worker_threads';
import type { PegsPlatform } from './api.js';
import type { FromPartHost, ToPartHost } from './part-messages.js';
import type { PartHostLink, PartHosts } from './partitioned.js';
import { peerPorts } from './peer-channels.js';

export interface NodePartHosts extends PartHosts {
  /** The workers (tests stop one to see the count fail cleanly). */
  readonly workers: readonly Worker[];
}

export function workerThreadHosts(
  count: number,
  module: WebAssembly.Module,
  options: { exchangeDir?: string } = {},
): NodePartHosts {
  // run from src/ (tests, tsx) the worker is TypeScript and needs tsx's loader; the bundle carries
  // it beside the core as pegs-part-worker.js, and tsc's output keeps the source's names
  const here = import.meta.url;
  const fromSource = here.endsWith('.ts');
  const unbundled = /\/games\/pegs\/part-hosts-node\.[jt]s$/.test(here);
  let closing = false;
  const script = new URL(
    unbundled ? `./part-worker.${fromSource ? 'ts' : 'js'}` : './pegs-part-worker.js',
    here,
  );
  const ports = peerPorts(count);
  const workers = Array.from({ length: count }, (_, host) => {
    const start = {
      workerData: {
        module,
        host,
        hosts: count,
        peerPorts: ports[host],
        ...(options.exchangeDir !== undefined && { exchangeDir: options.exchangeDir }),
      },
      // Node's global MessageChannel is worker_threads' own
      transferList: ports[host]!.filter((port) => port !== null) as unknown as TransferListItem[],
    };
    return fromSource
      ? // the worker registers tsx's loader itself, then loads the TypeScript
        new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script.href)}); })`,
          { eval: true, ...start },
        )
      : new Worker(script, { ...start, name: 'boardsim pegs part' });
  });
  const links = workers.map((worker): PartHostLink => ({
    post: (message: ToPartHost) => worker.postMessage(message),
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
