// A Web Worker hosting parts of the page's partitioned peg solitaire count (started by
// part-hosts.ts, in worker.ts or analyze-worker.ts; the same PartRunner as Node's worker threads):
// first the compiled module, its host number and a port to every other host (for their batches),
// then the coordinator's messages.

import {
  type PeerMessage,
  type ToPartHost,
  type FromPartHost,
  peerTransfer,
} from '../../../games/pegs/part-messages.js';
import { PartRunner } from '../../../games/pegs/part-runner.js';
import { Kernel } from '../../../wasm/kernel.js';

/** What the worker is given first. */
export interface PartWorkerStart {
  readonly module: WebAssembly.Module;
  readonly host: number;
  readonly hosts: number;
  /** The port to each other host, by host number (null for this one). */
  readonly peerPorts: readonly (MessagePort | null)[];
}

/** The worker's global scope, typed by hand: the project's lib is DOM, not WebWorker. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PartWorkerStart | ToPartHost>) => void) | null;
  postMessage(message: FromPartHost): void;
};

let runner: PartRunner | undefined;

scope.onmessage = ({ data }) => {
  if ('module' in data) {
    const { module, host, hosts, peerPorts } = data;
    const started = new PartRunner(
      () => Kernel.create(module),
      (message) => scope.postMessage(message),
      {
        host,
        hosts,
        post: (to, message) => peerPorts[to]!.postMessage(message, peerTransfer(message)),
      },
    );
    for (const port of peerPorts)
      if (port)
        port.onmessage = ({ data: message }: MessageEvent<PeerMessage>) => started.handlePeer(message);
    runner = started;
    return;
  }
  void runner?.handle(data);
};
