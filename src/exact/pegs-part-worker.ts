// A worker thread hosting parts of a partitioned peg solitaire count (see pegs-part-hosts-node.ts).

import { parentPort, workerData } from 'node:worker_threads';
import { Kernel } from '../wasm/kernel.js';
import { fileBatchStore } from './pegs-batch-files.js';
import type { FromPartHost, ToPartHost } from './pegs-part-messages.js';
import { PartRunner } from './pegs-part-runner.js';

const { module, exchangeDir } = workerData as { module: WebAssembly.Module; exchangeDir?: string };
const port = parentPort!;
const runner = new PartRunner(
  () => Kernel.create(module),
  (message: FromPartHost) =>
    // a batch's bytes move to the coordinator without a copy
    port.postMessage(
      message,
      message.type === 'batch' && message.records instanceof Uint8Array
        ? [message.records.buffer as ArrayBuffer]
        : [],
    ),
  exchangeDir === undefined ? undefined : fileBatchStore(exchangeDir),
);
port.on('message', (message: ToPartHost) => void runner.handle(message));
