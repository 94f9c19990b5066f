// The optimal Yahtzee player's table, computed off the page's thread: the kernel export Node's
// table file uses (solveYahtzeeTable), its progress as a share done, then the values (moved, not
// copied) and their SHA-256 as Node names them (table-file.ts). The page keeps them (table.ts).

import { failureReply, type WorkerReply } from '../../study-worker.js';
import { Kernel } from '../../../wasm/kernel.js';
import { compileKernelModule } from '../../../wasm/load-browser.js';
import { solveYahtzeeTable } from '../../../games/yahtzee/kernel.js';

/** What the worker posts back: the share of the table done, then the table. */
export type TableReply = WorkerReply<number, { values: Float64Array; checksum: string }>;

const scope = globalThis as unknown as {
  onmessage: (() => void) | null;
  postMessage(message: TableReply, transfer?: Transferable[]): void;
};

scope.onmessage = () => {
  void (async () => {
    try {
      const kernel = await Kernel.create(await compileKernelModule());
      const values = solveYahtzeeTable(kernel, (done) =>
        scope.postMessage({ kind: 'progress', progress: done }),
      );
      const digest = new Uint8Array(
        await crypto.subtle.digest('SHA-256', values as Float64Array<ArrayBuffer>),
      );
      const checksum = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
      scope.postMessage({ kind: 'report', report: { values, checksum } }, [values.buffer]);
    } catch (error) {
      scope.postMessage(failureReply(error));
    }
  })();
};
