// Where the page counts peg solitaire in parts: one Web Worker a part host (part-worker.ts),
// each given the compiled module and a port to every other host, so that their batches go worker
// to worker. Both the page's count (worker.ts) and its analysis (analyze-worker.ts) start
// their hosts here, nested in their own worker: Cancel, which ends that worker, ends these too.

import type { FromPartHost, ToPartHost } from '../../../games/pegs/part-messages.js';
import type { PartHostLink, PartHosts } from '../../../games/pegs/partitioned.js';
import { peerPorts } from '../../../games/pegs/peer-channels.js';
import type { PegsPlatform } from '../../../games/pegs/api.js';
import type { PartWorkerStart } from './part-worker.js';

function partWorkerHosts(count: number, module: WebAssembly.Module): PartHosts {
  const ports = peerPorts(count);
  const workers = Array.from({ length: count }, (_, host) => {
    const worker = new Worker(new URL('./part-worker.ts', import.meta.url), { type: 'module' });
    const start: PartWorkerStart = { module, host, hosts: count, peerPorts: ports[host]! };
    worker.postMessage(
      start,
      ports[host]!.filter((port) => port !== null),
    );
    return worker;
  });
  const links = workers.map((worker): PartHostLink => ({
    post: (message: ToPartHost) => worker.postMessage(message),
    listen(onMessage: (message: FromPartHost) => void, onFailure: (detail: string) => void) {
      worker.onmessage = ({ data }: MessageEvent<FromPartHost>) => onMessage(data);
      worker.onerror = (event) => {
        event.preventDefault();
        onFailure(event.message || 'its script did not load');
      };
    },
  }));
  return {
    links,
    async close() {
      workers.forEach((worker) => worker.terminate());
      // the worker that started these is ended by the page as soon as it posts its report; ended
      // while they were still ending, it stayed open to DevTools (Playwright saw no close) in most
      // runs: give their ending a moment first
      await new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS));
    },
  };
}

/** How long a count waits for its part workers to end (a count takes far longer). */
const CLOSE_GRACE_MS = 50;

/** The page's way to run a count's parts: nested Web Workers, one per core unless the run's
 *  threads say otherwise (a browser does not tell the free memory: no default budget). */
export const webPegsPlatform: PegsPlatform = {
  availableThreads: () => globalThis.navigator?.hardwareConcurrency || 1,
  createHosts: partWorkerHosts,
};
