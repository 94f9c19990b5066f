// A worker thread hosting parts of a partitioned peg solitaire count (see pegs-part-hosts-node.ts):
// the coordinator's messages come through the parent port, the other hosts' batches through one
// message port per other host.

import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { Kernel } from '../../wasm/kernel.js';
import { fileBatchStore } from './batch-files.js';
import { type PeerMessage, type ToPartHost, peerTransfer } from './part-messages.js';
import { PartRunner } from './part-runner.js';

const { module, host, hosts, peerPorts, exchangeDir } = workerData as {
  module: WebAssembly.Module;
  host: number;
  hosts: number;
  /** The port to each other host, by host number (none to this one). */
  peerPorts: (MessagePort | null)[];
  exchangeDir?: string;
};
const port = parentPort!;
const runner = new PartRunner(
  () => Kernel.create(module),
  (message) => port.postMessage(message),
  {
    host,
    hosts,
    post: (to: number, message: PeerMessage) => peerPorts[to]!.postMessage(message, peerTransfer(message)),
  },
  exchangeDir === undefined ? undefined : fileBatchStore(exchangeDir),
);
port.on('message', (message: ToPartHost) => void runner.handle(message));
for (const peer of peerPorts) peer?.on('message', (message: PeerMessage) => runner.handlePeer(message));
