// Solitaire Yahtzee on the shared machinery: runs of the optimal or the greedy player, the optimal
// player's exact expected score, traces.

import type { GameDefinition, GameRun, TraceReport } from '../types.js';
import { yahtzeeAnalysis } from './analysis.js';
import { YAHTZEE_METRICS, type YahtzeeKernelConfig } from './kernel.js';
import { distributionLines, scoreDistribution } from './distribution.js';
import { exactYahtzeeReport, formatYahtzeeExact, type YahtzeeExactReport } from './exact.js';
import { RULES_VERSION } from './rules.js';
import { type YahtzeeOptions, yahtzeePresets, yahtzeeSettings } from './settings.js';
import { yahtzeeTable } from './table-source.js';
import { traceYahtzee } from './trace.js';
import type { YahtzeeExactAnswer } from './jobs.js';

export function prepareYahtzeeRun(options: YahtzeeOptions): GameRun {
  const { preset, strategy, table } = yahtzeeSettings(options);
  const values = strategy === 'optimal' ? yahtzeeTable(table) : undefined;
  const config: YahtzeeKernelConfig = {
    policy: strategy,
    ...(values && { table: values.values, tableChecksum: values.checksum }),
  };
  const answer: YahtzeeExactAnswer | undefined = values && { game: 'yahtzee', mean: values.values[0]! };
  return {
    game: 'yahtzee',
    preset,
    config: { rules: RULES_VERSION, strategies: strategy },
    players: 1,
    mode: null,
    metrics: YAHTZEE_METRICS,
    // played alone, with no winner
    seatless: true,
    task: (seed, chunks) => ({ game: 'yahtzee', config, seed, chunks }),
    ...(answer && { exactJob: answer, solveExact: () => answer }),
    enrich: (report, totals, _seed, exact) => {
      const score = totals.metrics.score;
      if (!score || report.games === 0) return;
      const distribution = scoreDistribution(score, report.games);
      report.details = { ...report.details, scoreDistribution: distribution };
      report.notes = [...(report.notes ?? []), ...distributionLines(distribution)];
      const metric = report.metrics.score;
      const mean = (exact as YahtzeeExactAnswer | undefined)?.mean;
      if (metric && mean !== undefined)
        report.exact = {
          score: {
            mean,
            z: (metric.mean - mean) / metric.se,
            insideCi95: mean >= metric.ci95[0] && mean <= metric.ci95[1],
          },
        } satisfies YahtzeeRunExact;
    },
  };
}

/** A report's `exact` (the optimal player): the exact expected score beside the run's. */
export type YahtzeeRunExact = { score: { mean: number; z: number; insideCi95: boolean } };

/** The config a report names, and `board` takes: the rules' version and the player. */
export interface YahtzeeConfigJson {
  rules?: string;
  strategies?: string;
}

/** Yahtzee's library types (GameTypes): a run has its exact answer with the optimal player. */
export interface YahtzeeTypes {
  readonly options: YahtzeeOptions;
  readonly config: YahtzeeConfigJson;
  readonly exact: YahtzeeExactReport;
  readonly runExact: YahtzeeRunExact | undefined;
  readonly trace: TraceReport;
}

export const yahtzeeGame: GameDefinition<YahtzeeTypes> = {
  title: 'Yahtzee',
  defaultPreset: 'official',
  presets: yahtzeePresets,
  presetJson: (name) => {
    yahtzeeSettings({ preset: name });
    return { rules: RULES_VERSION };
  },
  options: ['strategies', 'tableFile'],
  prepareRun: (options) => prepareYahtzeeRun(options),
  exact: (options) => exactYahtzeeReport(options),
  formatExact: (report) => formatYahtzeeExact(report as YahtzeeExactReport),
  trace: (options) => traceYahtzee(options),
  analysis: yahtzeeAnalysis((options) => prepareYahtzeeRun(options)),
};
