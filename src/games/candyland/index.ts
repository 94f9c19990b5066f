// Candy Land on the shared machinery: runs, exact answer, trace, presets, ablations.

import { candyAnalysis } from './analysis-hook.js';
import { type CandyExact, candyExactUnavailable } from './chain.js';
import type { SimulationReport } from '../../report/simulation.js';
import { exactAnswer } from '../../run/exact-job.js';
import { type CandyExactAnswer, candyExactJob, solveCandyExactJob } from './exact-job.js';
import { chiSquareGof, reportedFit } from '../../stats/chisquare.js';
import { CANDY_METRICS, type CandyKernelConfig, candyTable } from './kernel.js';
import { resolveConfig } from '../config.js';
import type { GameDefinition, GameRun } from '../types.js';
import type { CandyBoard } from './board.js';
import { type CandyExactReport, exactCandyReport } from './exact.js';
import { CANDY_DEFAULT_PRESET, candyPresets } from './presets.js';
import { type CandyEditionJson, candyEditionToJson, parseCandyEdition } from './schema.js';
import { CANDY_OPTIONS, type CandyOptions, candyRunSettings } from './settings.js';
import { formatCandyExact } from './text.js';
import { type CandyTrace, traceCandy } from './trace.js';
import { candyWarnings } from './warnings.js';
import { formatIssue } from '../../core/errors.js';

export function prepareCandyRun(options: CandyOptions): GameRun {
  const { preset, edition, board, players } = candyRunSettings(options);
  const warnings = preset === 'custom' ? candyWarnings(edition) : [];
  const kernelConfig: CandyKernelConfig = { board, players, table: candyTable(board) };
  return {
    game: 'candyland',
    preset,
    config: candyEditionToJson(edition),
    players,
    mode: null,
    metrics: CANDY_METRICS.filter((m) => m !== 'moves' || players > 1),
    task: (seed, chunks) => ({ game: 'candyland', config: kernelConfig, seed, chunks }),
    ...(!candyExactUnavailable(board, players) && {
      exactJob: candyExactJob(board, players),
      solveExact: () => solveCandyExactJob(candyExactJob(board, players)),
    }),
    enrich: (report, _totals, _seed, exact) => {
      if (warnings.length > 0)
        report.notes = [...(report.notes ?? []), ...warnings.map((w) => `warning: ${formatIssue(w)}`)];
      const reason = candyExactUnavailable(board, players);
      if (reason) noExactNote(report, board, reason);
      else if (exact) compareWithExact(report, (exact as CandyExactAnswer).candy, players);
    },
  };
}

function histogramCounts(report: SimulationReport, metric: string): number[] {
  const counts: number[] = [];
  for (const [v, c] of report.metrics[metric]?.histogram ?? []) counts[v] = c;
  return Array.from(counts, (c) => c ?? 0);
}

/** Says why there is no exact answer to compare with. */
function noExactNote(report: SimulationReport, board: CandyBoard, reason: string): void {
  report.notes = [
    ...(report.notes ?? []),
    board.rules.deck === 'with-replacement'
      ? `no exact answer: ${reason}`
      : 'no exact answer for a deck dealt without replacement (no small Markov chain): the figures are simulation estimates with 95% confidence intervals; --deck with-replacement has an exact model (boardsim exact candyland)',
  ];
}

/** Adds the comparison of the run with the exact answer (with-replacement deck). */
function compareWithExact(report: SimulationReport, exact: CandyExact, players: number): void {
  report.exact = candyRunExact(report, exact, players);
}

/** A report's `exact` (a run with the with-replacement deck): the exact answer beside the run's. */
export type CandyRunExact = ReturnType<typeof candyRunExact>;

function candyRunExact(report: SimulationReport, exact: CandyExact, players: number) {
  const compare = (metric: 'turns' | 'moves', truth: { mean: number; pmf: number[] }) => {
    const m = report.metrics[metric]!;
    return {
      mean: truth.mean,
      z: (m.mean - truth.mean) / m.se,
      insideCi95: truth.mean >= m.ci95[0] && truth.mean <= m.ci95[1],
      chiSquare: reportedFit(chiSquareGof(histogramCounts(report, metric), truth.pmf)),
    };
  };
  return {
    turns: { ...compare('turns', exact.turns), sd: exact.turns.sd, median: exact.turns.median },
    ...(players > 1 && { moves: compare('moves', exact.moves) }),
    seats: exact.seats.map((s, i) => {
      const seat = report.seats[i]!;
      const se = Math.sqrt((s.winProbability * (1 - s.winProbability)) / report.games);
      return { winProbability: s.winProbability, z: se > 0 ? (seat.winRate - s.winProbability) / se : 0 };
    }),
  };
}

/** Candy Land's library types (GameTypes). */
export interface CandyTypes {
  readonly options: CandyOptions;
  readonly config: CandyEditionJson;
  readonly exact: CandyExactReport;
  readonly runExact: CandyRunExact | undefined;
  readonly trace: CandyTrace;
}

export const candyGame: GameDefinition<CandyTypes> = {
  analysis: candyAnalysis,
  title: 'Candy Land',
  defaultPreset: CANDY_DEFAULT_PRESET,
  presets: candyPresets,
  presetJson: (name) =>
    candyEditionToJson(
      resolveConfig('candyland', { preset: name }, candyPresets, CANDY_DEFAULT_PRESET, parseCandyEdition)
        .config,
    ),
  options: CANDY_OPTIONS,
  ablations: [
    { name: 'standard', label: 'Standard', options: {} },
    { name: 'no-licorice', label: 'No Licorice', feature: 'licorice', options: { without: 'licorice' } },
    { name: 'no-specials', label: 'No Specials', feature: 'picture cards', options: { without: 'pictures' } },
    { name: 'no-shortcuts', label: 'No Shortcuts', feature: 'shortcuts', options: { without: 'shortcuts' } },
  ],
  prepareRun: (options) => prepareCandyRun(options),
  exact: (options) => exactCandyReport(options),
  formatExact: (report) => formatCandyExact(report as CandyExactReport),
  exactPmf: (report) => {
    const settings = candyRunSettings({ board: report.config, players: report.players });
    if (candyExactUnavailable(settings.board, settings.players)) return undefined;
    const job = candyExactJob(settings.board, settings.players);
    return exactAnswer(job, () => solveCandyExactJob(job)).candy.turns.pmf;
  },
  trace: (options) => traceCandy(options),
  boardWarnings: (board) => {
    const { config } = resolveConfig(
      'candyland',
      { board },
      candyPresets,
      CANDY_DEFAULT_PRESET,
      parseCandyEdition,
    );
    return candyWarnings(config);
  },
};
