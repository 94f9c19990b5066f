// Peg solitaire on the shared machinery: random play (`simulate pegs`: every legal jump equally
// likely), its exact distribution, and a traced game. The exact count of every game is its own
// command (`boardsim pegs`, src/games/pegs/api.ts).

import { pegsAnalysis } from './analysis-hook.js';
import { BoardsimError } from '../../core/errors.js';
import { RANDOM_PLAY_STATE_LIMIT } from './random-play.js';
import type { SimulationReport } from '../../report/simulation.js';
import { exactAnswer } from '../../run/exact-job.js';
import { type PegsExactAnswer, pegsExactJob, solvePegsExactJob } from './exact-job.js';
import type { RunTotals } from '../../core/totals.js';
import { chiSquareGof, reportedFit } from '../../stats/chisquare.js';
import { wilson95 } from '../../stats/proportion.js';
import { PEGS_METRICS, type PegsKernelConfig } from './kernel.js';
import { resolveConfig } from '../config.js';
import type { ExactReportBase, GameDefinition, GameRun, TraceReport } from '../types.js';
import { pegsBoards } from './boards.js';
import { boardJumps } from './rules.js';
import { type PegsBoard, type PegsBoardJson, parsePegsBoard, pegsBoardToJson } from './schema.js';
import { DEFAULT_PEGS_BOARD, type PegsOptions, pegsRunSettings } from './settings.js';
import { tracePegs } from './trace.js';
import { grouped } from '../../core/digits.js';

export interface PegsExactReport extends ExactReportBase {
  start: string;
  /** Random play: pmf[k] = probability of ending with k pegs. */
  pegsLeft: { mean: number; pmf: number[] };
}

/** A report's `exact` (random play): the distribution of pegs left beside the run's, and the exact
 *  mean where the board is small enough to solve. */
export type PegsRunExact = {
  pegsLeft?: {
    mean: number;
    z: number;
    insideCi95: boolean;
    chiSquare: ReturnType<typeof reportedFit>;
    pmf: number[];
  };
  distribution: {
    pegs: number;
    games: number;
    share: number;
    ci95: ReturnType<typeof wilson95>;
    exact?: number;
    z?: number;
  }[];
};

/** Peg solitaire's library types (GameTypes). */
export interface PegsTypes {
  readonly options: PegsOptions;
  readonly config: PegsBoardJson;
  readonly exact: PegsExactReport;
  readonly runExact: PegsRunExact | undefined;
  readonly trace: TraceReport;
}

export function pegsKernelConfig(board: PegsBoard, start: number): PegsKernelConfig {
  return { holes: board.holes.length, jumps: boardJumps(board), start };
}

/** The random-play distribution: a recent run's, else computed here. */
function randomPlayPmf(board: PegsBoard, start: number): number[] | undefined {
  const job = pegsExactJob(board, start);
  return exactAnswer(job, () => solvePegsExactJob(job)).pegsLeft;
}

function exactPegs(options: PegsOptions): PegsExactReport | undefined {
  const { preset, board, start } = pegsRunSettings(options);
  const pmf = randomPlayPmf(board, start);
  if (!pmf) return undefined;
  return {
    game: 'pegs',
    preset,
    players: 1,
    start: board.holes[start]!.name,
    pegsLeft: { mean: pmf.reduce((s, p, k) => s + p * k, 0), pmf },
    config: pegsBoardToJson(board),
  };
}

/** The exact random-play distribution as text (`boardsim exact pegs`). */
function formatPegsExact(report: PegsExactReport): string {
  const lines = report.pegsLeft.pmf.flatMap((p, pegs) =>
    p > 0 ? [`  ${String(pegs).padStart(3)}  ${(100 * p).toFixed(6).padStart(11)}%`] : [],
  );
  return [
    `boardsim exact pegs · board ${report.preset} · start ${report.start}`,
    'random play: every legal jump equally likely at each step',
    '',
    '  pegs left  probability',
    ...lines,
    '',
    `  mean pegs left ${report.pegsLeft.mean.toFixed(6)}`,
    '',
    `every game counted, not weighted by chance: boardsim pegs --board ${Object.hasOwn(pegsBoards, report.preset) ? report.preset : 'FILE'} --start ${report.start}`,
    '',
  ].join('\n');
}

function tooLargeForExact(board: PegsBoard): string {
  return `${board.name} has too many states for the exact random-play distribution in simulate; \`boardsim pegs\` gives it (randomPlay)`;
}

/** `exact pegs` on a board whose layers outgrow the in-memory pass: refused, with where to look. */
function refuseTooLarge(board: PegsBoard, start: number): never {
  const named = Object.hasOwn(pegsBoards, board.name) ? board.name : 'FILE';
  throw new BoardsimError([
    {
      code: 'exact/too-large',
      path: 'board',
      message: `${board.name} has too many positions for exact's random-play distribution: one layer holds more than ${grouped(RANDOM_PLAY_STATE_LIMIT)}, past what its in-memory pass keeps; \`boardsim pegs --board ${named} --start ${board.holes[start]!.name}\` counts every game and gives it (randomPlay)`,
    },
  ]);
}

/** Adds each value's share with its 95% interval and, when `exact` was computed, the exact
 *  distribution and the comparison. */
function enrichPegs(
  report: SimulationReport,
  totals: RunTotals,
  board: PegsBoard,
  exact?: PegsExactAnswer,
): void {
  const observed = totals.metrics.pegsLeft;
  const metric = report.metrics.pegsLeft;
  if (!observed || !metric) return;
  const pmf = exact?.pegsLeft;
  const distribution = observed.counts
    .map((count, pegs) => ({ pegs, count }))
    .filter(({ pegs, count }) => count > 0 || (pmf?.[pegs] ?? 0) > 0)
    .map(({ pegs, count }) => {
      const share = count / report.games;
      const exact = pmf?.[pegs];
      const se = exact === undefined ? Number.NaN : Math.sqrt((exact * (1 - exact)) / report.games);
      return {
        pegs,
        games: count,
        share,
        ci95: wilson95(count, report.games),
        ...(exact !== undefined && { exact, z: se > 0 ? (share - exact) / se : 0 }),
      };
    });
  report.notes = [
    ...(report.notes ?? []),
    ...distribution.map(
      (d) =>
        `${String(d.pegs).padStart(2)} pegs left: ${(100 * d.share).toFixed(4)}% (95% CI ${(100 * d.ci95[0]).toFixed(4)}–${(100 * d.ci95[1]).toFixed(4)}%)${d.exact !== undefined ? `, exact ${(100 * d.exact).toFixed(4)}%, z ${d.z!.toFixed(2)}` : ''}`,
    ),
  ];
  if (exact === undefined) return;
  if (!pmf) {
    report.exact = { distribution } satisfies PegsRunExact;
    report.notes.push(tooLargeForExact(board));
    return;
  }
  const mean = pmf.reduce((s, p, k) => s + p * k, 0);
  report.exact = {
    pegsLeft: {
      mean,
      z: (metric.mean - mean) / metric.se,
      insideCi95: mean >= metric.ci95[0] && mean <= metric.ci95[1],
      chiSquare: reportedFit(chiSquareGof(observed.counts, pmf)),
      pmf,
    },
    distribution,
  } satisfies PegsRunExact;
}

export function preparePegsRun(options: PegsOptions): GameRun {
  const { preset, board, start } = pegsRunSettings(options);
  const config = pegsKernelConfig(board, start);
  return {
    game: 'pegs',
    preset,
    config: { ...pegsBoardToJson(board), start: board.holes[start]!.name },
    players: 1,
    mode: null,
    metrics: PEGS_METRICS,
    // played alone, with no winner
    seatless: true,
    task: (seed, chunks) => ({ game: 'pegs', config, seed, chunks }),
    exactJob: pegsExactJob(board, start),
    solveExact: () => solvePegsExactJob(pegsExactJob(board, start)),
    enrich: (report, totals, _seed, exact) =>
      enrichPegs(report, totals, board, exact as PegsExactAnswer | undefined),
  };
}

export const pegsGame: GameDefinition<PegsTypes> = {
  analysis: pegsAnalysis,
  title: 'Peg solitaire',
  defaultPreset: DEFAULT_PEGS_BOARD,
  presets: pegsBoards,
  boardNamesArePresets: true,
  presetJson: (name) =>
    pegsBoardToJson(
      resolveConfig('pegs', { preset: name }, pegsBoards, DEFAULT_PEGS_BOARD, parsePegsBoard).config,
    ),
  options: ['start'],
  prepareRun: (options) => preparePegsRun(options),
  exact: (options) => {
    const report = exactPegs(options);
    if (report) return report;
    const { board, start } = pegsRunSettings(options);
    return refuseTooLarge(board, start);
  },
  formatExact: (report) => formatPegsExact(report as PegsExactReport),
  exactPmf: (report) => {
    const config = report.config as { start?: string };
    return exactPegs({ board: report.config, start: config.start })?.pegsLeft.pmf;
  },
  trace: (options) => tracePegs(options),
};
