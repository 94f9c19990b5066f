// A Web Worker hosting parts of the page's partitioned peg solitaire count (started by
// pegs-worker.ts, the same PartRunner as Node's worker threads): first the compiled module, then
// the coordinator's messages.

import { PartRunner } from '../exact/pegs-part-runner.js';
import type { FromPartHost, ToPartHost } from '../exact/pegs-part-messages.js';
import { Kernel } from '../wasm/kernel.js';

/** The worker's global scope, typed by hand: the project's lib is DOM, not WebWorker. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ module: WebAssembly.Module } | ToPartHost>) => void) | null;
  postMessage(message: FromPartHost, transfer: Transferable[]): void;
};

let runner: PartRunner | undefined;

scope.onmessage = ({ data }) => {
  if ('module' in data) {
    const { module } = data;
    runner = new PartRunner(
      () => Kernel.create(module),
      (message) =>
        scope.postMessage(
          message,
          message.type === 'batch' && message.records instanceof Uint8Array ? [message.records.buffer] : [],
        ),
    );
    return;
  }
  void runner?.handle(data);
};
