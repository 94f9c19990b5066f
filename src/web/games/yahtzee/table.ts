// The page's source of the optimal Yahtzee player's table: computed once per visit by the kernel in
// a Web Worker of its own (table-worker.ts, about 10–40 s), then held in memory for every run of
// the visit (no file, no cache across visits). The source is installed once the table is computed
// (importing the page's views installs nothing).

import { BoardsimError } from '../../../core/errors.js';
import {
  type YahtzeeTable,
  type YahtzeeTableSource,
  installYahtzeeTables,
} from '../../../games/yahtzee/table-source.js';
import { runInWorker } from '../../study-worker.js';
import type { StudyHooks } from '../types.js';

/** The name a report's table has on the page (Node names the file). */
const IN_MEMORY = '(computed by this page)';

let held: YahtzeeTable | undefined;

/** The page's source: the table this visit computed (installed once it is). */
function pageTables(table: YahtzeeTable): YahtzeeTableSource {
  return {
    table(file?: string): YahtzeeTable {
      if (file !== undefined)
        throw new BoardsimError([
          {
            code: 'yahtzee/table-file',
            path: 'tableFile',
            message: 'the page keeps no files: leave tableFile out',
          },
        ]);
      return table;
    },
  };
}

/** The status line while the table is computed. */
export const COMPUTING = "Computing the optimal player's table (about 10–40 s, once per visit)…";

/** Computes the table in a worker unless this visit has it (Cancel ends the worker), its progress
 *  in the sets of scored categories (the table's layers, solved from the last down). */
export async function ensureYahtzeeTable(hooks: StudyHooks, say: (text: string) => void): Promise<void> {
  if (held) return;
  say(COMPUTING);
  const sets = 1 << 13;
  const unit = 'sets of scored categories';
  hooks.onProgress(0, sets, unit);
  const { values, checksum } = await runInWorker<number, { values: Float64Array; checksum: string }>(
    new Worker(new URL('./table-worker.ts', import.meta.url), { type: 'module' }),
    undefined,
    'Yahtzee table',
    hooks.signal,
    (done) => hooks.onProgress(Math.round(done * sets), sets, unit),
  );
  held = { values, checksum, file: IN_MEMORY };
  installYahtzeeTables(pageTables(held));
}
