// Peg solitaire's count and solution off the page's thread: the larger boards take seconds, and
// the page must keep drawing. The same library function as `boardsim pegs --solution`, with the
// count split into parts on Web Workers of its own (nested in this one, so Cancel, which ends this
// worker, ends them too).

import type { FromPartHost, ToPartHost } from '../exact/pegs-part-messages.js';
import type { PartHostLink, PartHosts } from '../exact/pegs-partitioned.js';
import { peerPorts } from '../exact/pegs-peer-channels.js';
import { type PegsPlatform, pegsWith } from '../pegs.js';
import { compileKernelModule } from '../wasm/load-browser.js';
import type { PegsWorkerReply, PegsWorkerRequest } from './pegs-messages.js';
import type { PartWorkerStart } from './pegs-part-worker.js';
import { failureReply } from './study-worker.js';

function partWorkerHosts(count: number, module: WebAssembly.Module): PartHosts {
  const ports = peerPorts(count);
  const workers = Array.from({ length: count }, (_, host) => {
    const worker = new Worker(new URL('./pegs-part-worker.ts', import.meta.url), { type: 'module' });
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
  return { links, close: async () => workers.forEach((worker) => worker.terminate()) };
}

const platform: PegsPlatform = {
  availableThreads: () => globalThis.navigator?.hardwareConcurrency || 1,
  createHosts: partWorkerHosts,
};
const pegs = pegsWith(() => compileKernelModule(), platform);
const reply = (message: PegsWorkerReply) => postMessage(message);

self.onmessage = async ({ data }: MessageEvent<PegsWorkerRequest>) => {
  try {
    const report = await pegs({
      ...data,
      solution: true,
      onLayer: (_start, layer) =>
        reply({ kind: 'progress', progress: { pegs: layer.pegs, states: layer.states } }),
    });
    reply({ kind: 'report', report });
  } catch (error) {
    reply(failureReply(error));
  }
};
