// Where the optimal player's table comes from: a source the platform installs (Node's keeps it in
// a file, table-file.ts; boardsim's page computes it in a Web Worker once per visit and keeps it in
// memory, src/web/games/yahtzee/table.ts). Elsewhere (a page that embeds the browser library)
// there is none, and the optimal player is refused: the table takes 10 s to a minute of a core to
// compute and 8 MiB to hold.

import { BoardsimError } from '../../core/errors.js';

/** A table and the checksum that names it. */
export interface YahtzeeTable {
  readonly values: Float64Array;
  readonly checksum: string;
  /** The file it was read from or written to. */
  readonly file: string;
}

/** Gives the table: read from `file` (or the default file), or computed and kept there. */
export interface YahtzeeTableSource {
  table(file?: string): YahtzeeTable;
}

let source: YahtzeeTableSource | undefined;

/** Sets the platform's source of tables (Node's entry does). */
export function installYahtzeeTables(tables: YahtzeeTableSource): void {
  source = tables;
}

/** The optimal player's table, or a clear error where the platform keeps none. */
export function yahtzeeTable(file?: string): YahtzeeTable {
  if (!source)
    throw new BoardsimError([
      {
        code: 'yahtzee/no-table',
        path: 'strategies',
        message:
          'the optimal player needs its table (8 MiB, about a minute to compute), which only Node keeps (in a file): use greedy here',
      },
    ]);
  return source.table(file);
}
