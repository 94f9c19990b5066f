// The optimal player's expected score: the value of the start state in the table (by backward
// induction over every state: Verhoeff's 254.5896).

import type { ExactReportBase } from '../types.js';
import { BoardsimError } from '../../core/errors.js';
import { RULES_VERSION } from './rules.js';
import { type YahtzeeOptions, yahtzeeSettings } from './settings.js';
import { yahtzeeTable } from './table-source.js';

export interface YahtzeeExactReport extends ExactReportBase {
  strategy: 'optimal';
  score: { mean: number };
  /** The published value it reproduces (Verhoeff 1999; Woodward 2003). */
  published: number;
  table: { file: string; sha256: string };
}

/** What Verhoeff's optimal player expects, to four places. */
export const PUBLISHED_OPTIMAL_MEAN = 254.5896;

export function exactYahtzeeReport(options: YahtzeeOptions): YahtzeeExactReport {
  const { preset, strategy, table } = yahtzeeSettings(options);
  if (strategy !== 'optimal')
    throw new BoardsimError([
      {
        code: 'exact/none',
        path: 'strategies',
        message: `boardsim has the exact expected score of the optimal player only, not of ${strategy}`,
      },
    ]);
  const values = yahtzeeTable(table);
  return {
    game: 'yahtzee',
    preset,
    players: 1,
    config: { rules: RULES_VERSION },
    strategy,
    score: { mean: values.values[0]! },
    published: PUBLISHED_OPTIMAL_MEAN,
    table: { file: values.file, sha256: values.checksum },
  };
}

export function formatYahtzeeExact(report: YahtzeeExactReport): string {
  return [
    `Yahtzee (${report.config && RULES_VERSION}), the optimal player`,
    `  expected score: ${report.score.mean.toFixed(6)} (published: ${report.published}, Verhoeff; Woodward 2003)`,
    `  table: ${report.table.file}`,
  ].join('\n');
}
