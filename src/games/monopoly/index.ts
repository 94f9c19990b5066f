// Monopoly's movement on the shared machinery: runs, exact answer, trace, presets.

import { exactAnswer } from '../../run/exact-job.js';
import { chiSquareGof, reportedFit } from '../../stats/chisquare.js';
import type { MetricReport, SimulationReport } from '../../report/simulation.js';
import type { RunTotals } from '../../core/totals.js';
import { resolveConfig } from '../config.js';
import type { GameDefinition, GameRun, TraceReport } from '../types.js';
import { monopolyAnalysis } from './analysis.js';
import { IN_JAIL } from './board.js';
import { comparePositions, comparisonLines } from './compare.js';
import { type MonopolyExactReport, exactMonopolyReport } from './exact-report.js';
import { type MonopolyExactAnswer, monopolyExactJob, solveMonopolyExactJob } from './exact-job.js';
import { MONOPOLY_METRICS, type MonopolyKernelConfig } from './kernel.js';
import { MONOPOLY_DEFAULT_PRESET, monopolyPresets } from './presets.js';
import type { MonopolyGame } from './reference.js';
import { type MonopolyConfigJson, monopolyConfigToJson, parseMonopolyConfig } from './schema.js';
import { MONOPOLY_OPTIONS, type MonopolyOptions, monopolySettings } from './settings.js';
import { formatMonopolyExact } from './text.js';
import { traceMonopoly } from './trace.js';

export { MONOPOLY_OPTIONS, type MonopolyOptions } from './settings.js';

function answerOf(game: MonopolyGame) {
  const job = monopolyExactJob(game.jail, game.warmup, game.turns);
  return exactAnswer(job, () => solveMonopolyExactJob(job)).monopoly;
}

export function prepareMonopolyRun(options: MonopolyOptions): GameRun {
  const { preset, game } = monopolySettings(options);
  const config: MonopolyKernelConfig = game;
  const job = monopolyExactJob(game.jail, game.warmup, game.turns);
  return {
    game: 'monopoly',
    preset,
    config: monopolyConfigToJson(game),
    players: 1,
    mode: null,
    metrics: MONOPOLY_METRICS,
    // one piece, no winner
    seatless: true,
    task: (seed, chunks) => ({ game: 'monopoly', config, seed, chunks }),
    exactJob: job,
    solveExact: () => solveMonopolyExactJob(job),
    enrich: (report, totals, _seed, exact) => {
      if (!exact) return;
      const e = (exact as MonopolyExactAnswer).monopoly;
      const jail = report.metrics.jail;
      if (!jail) return;
      report.exact = monopolyRunExact(report, totals, game, e, jail);
    },
  };
}

/** A report's `exact`: the chain (cards drawn with replacement) beside the run, square by square. */
export type MonopolyRunExact = ReturnType<typeof monopolyRunExact>;

function monopolyRunExact(
  report: SimulationReport,
  totals: RunTotals,
  game: MonopolyGame,
  e: MonopolyExactAnswer['monopoly'],
  jail: MetricReport,
) {
  const mean = e.gameMeans[IN_JAIL]!;
  return {
    jail: {
      mean,
      z: jail.se > 0 ? (jail.mean - mean) / jail.se : 0,
      insideCi95: mean >= jail.ci95[0] && mean <= jail.ci95[1],
      ...(e.jailPmf &&
        totals.metrics.jail && {
          chiSquare: reportedFit(chiSquareGof(totals.metrics.jail.counts, e.jailPmf)),
        }),
    },
    deck: 'with-replacement' as const,
    positions: comparePositions(report, game, e),
  };
}

/** The summary's table of shares, beside the chain's when the run compared with it. */
function summaryLines(report: SimulationReport): string[] {
  const game = monopolySettings({ board: report.config }).game;
  const exact = report.exact === undefined ? undefined : answerOf(game);
  return comparisonLines(comparePositions(report, game, exact), game.deck);
}

/** Monopoly's library types (GameTypes). */
export interface MonopolyTypes {
  readonly options: MonopolyOptions;
  readonly config: MonopolyConfigJson;
  readonly exact: MonopolyExactReport;
  readonly runExact: MonopolyRunExact | undefined;
  readonly trace: TraceReport;
}

export const monopolyGame: GameDefinition<MonopolyTypes> = {
  title: 'Monopoly (where the pieces go)',
  defaultPreset: MONOPOLY_DEFAULT_PRESET,
  presets: monopolyPresets,
  presetJson: (name) =>
    monopolyConfigToJson(
      resolveConfig(
        'monopoly',
        { preset: name },
        monopolyPresets,
        MONOPOLY_DEFAULT_PRESET,
        parseMonopolyConfig,
      ).config,
    ),
  options: [...MONOPOLY_OPTIONS],
  prepareRun: (options) => prepareMonopolyRun(options),
  exact: (options) => exactMonopolyReport(options),
  formatExact: (report) => formatMonopolyExact(report as ReturnType<typeof exactMonopolyReport>),
  exactPmf: (report) => answerOf(monopolySettings({ board: report.config }).game).jailPmf,
  trace: (options) => traceMonopoly(options),
  summaryLines,
  analysis: monopolyAnalysis,
};
