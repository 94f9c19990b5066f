// The page's source of the optimal Yahtzee player's table: computed once per visit by the kernel in
// a Web Worker of its own (table-worker.ts, about 10–40 s), then held in memory for every run of
// the visit (no file, no cache across visits). Until it is computed, a run that needs it is refused.

import { BoardsimError } from '../../../core/errors.js';
import { type YahtzeeTable, installYahtzeeTables } from '../../../games/yahtzee/table-source.js';
import { runInWorker } from '../../study-worker.js';
import type { StudyHooks } from '../types.js';

/** The name a report's table has on the page (Node names the file). */
const IN_MEMORY = '(computed by this page)';

let held: YahtzeeTable | undefined;

installYahtzeeTables({
  table(file?: string): YahtzeeTable {
    if (file !== undefined)
      throw new BoardsimError([
        {
          code: 'yahtzee/table-file',
          path: 'tableFile',
          message: 'the page keeps no files: leave tableFile out',
        },
      ]);
    if (!held)
      throw new BoardsimError([
        {
          code: 'yahtzee/no-table',
          path: 'strategies',
          message: "the optimal player's table is not computed yet: run the optimal player on the page",
        },
      ]);
    return held;
  },
});

/** The status line while the table is computed. */
export const COMPUTING = "Computing the optimal player's table (about 10–40 s, once per visit)…";

/** Computes the table in a worker unless this visit has it (Cancel ends the worker). */
export async function ensureYahtzeeTable(hooks: StudyHooks, say: (text: string) => void): Promise<void> {
  if (held) return;
  say(COMPUTING);
  hooks.onProgress(0, 100, '% of the table');
  const { values, checksum } = await runInWorker<number, { values: Float64Array; checksum: string }>(
    new Worker(new URL('./table-worker.ts', import.meta.url), { type: 'module' }),
    undefined,
    'Yahtzee table',
    hooks.signal,
    (done) => hooks.onProgress(Math.round(done * 100), 100, '% of the table'),
  );
  held = { values, checksum, file: IN_MEMORY };
}
