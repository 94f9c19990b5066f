// Snakes and Ladders on the shared machinery: runs, exact answer, trace, presets.

import { snakesAnalysis } from './analysis-hook.js';
import type { SnakesExact } from './chain.js';
import type { SimulationReport } from '../../report/simulation.js';
import { type DiceSpec, isReproducible, parseDice } from '../../rng/dice.js';
import { diceDraws } from '../../rng/dice-stream.js';
import { ChunkStream } from '../../rng/stream.js';
import { exactAnswer } from '../../run/exact-job.js';
import { type SnakesExactAnswer, snakesExactJob, solveSnakesExactJob } from './exact-job.js';
import type { RunTotals } from '../../core/totals.js';
import { chiSquareGof, reportedFit } from '../../stats/chisquare.js';
import { BoardsimError } from '../../core/errors.js';
import { pick } from '../../core/options.js';
import {
  SNAKES_KERNEL_PATHS,
  SNAKES_METRICS,
  type SnakesKernelConfig,
  type SnakesKernelPath,
  pairKernelLimit,
} from './kernel.js';
import { resolveConfig } from '../config.js';
import type { GameDefinition, GameRun } from '../types.js';
import { type SnakesExactReport, exactSnakesReport } from './exact.js';
import { formatSnakesExact } from './text.js';
import { snakesPresets } from './presets.js';
import { playReferenceMatch } from './reference.js';
import { type SnakesBoard, type SnakesBoardJson, parseSnakesBoard, snakesBoardToJson } from './schema.js';
import { type SnakesOptions, snakesRunSettings } from './settings.js';
import { type SnakesTrace, traceSnakes } from './trace.js';

export {
  SNAKES_MAX_PLAYERS,
  SNAKES_MODES,
  type SnakesOptions,
  resolveSnakesBoard,
  snakesRunSettings,
} from './settings.js';

/** The kernel `kernelPath` forces (benchmarks compare them; the CLI's hidden --kernel), checked:
 *  the pair kernel plays only some games, and would play others wrongly. */
function kernelPathOf(options: SnakesOptions, config: SnakesKernelConfig): { path?: SnakesKernelPath } {
  if (options.kernelPath === undefined) return {};
  const path = pick(options.kernelPath, 'kernelPath', SNAKES_KERNEL_PATHS, 'single');
  const limit = path === 'pairs' ? pairKernelLimit(config) : undefined;
  if (limit !== undefined)
    throw new BoardsimError([
      {
        code: 'option/conflict',
        path: 'kernelPath',
        message: `the pair kernel cannot play these games: ${limit}`,
      },
    ]);
  return { path };
}

export function prepareSnakesRun(options: SnakesOptions): GameRun {
  const { preset, board, players, mode } = snakesRunSettings(options);
  const dice = parseDice(options.dice);
  const kernelConfig: SnakesKernelConfig = {
    board,
    players,
    mode,
    ...kernelPathOf(options, { board, players, mode }),
  };
  return {
    game: 'snakes',
    preset,
    config: snakesBoardToJson(board),
    players,
    mode: players > 1 ? mode : null,
    metrics: SNAKES_METRICS.filter((m) => m !== 'moves' || players > 1),
    task: (seed, chunks) => ({ game: 'snakes', config: kernelConfig, seed, chunks }),
    exactJob: snakesExactJob(board, players, mode),
    solveExact: () => solveSnakesExactJob(snakesExactJob(board, players, mode)),
    enrich: (report, totals, seed, exact) => {
      if (exact) compareWithExact(report, totals, (exact as SnakesExactAnswer).snakes, players);
      replayShortest(report, seed, board, dice);
    },
  };
}

/** Adds the comparison of the run with the exact answer. */
function compareWithExact(
  report: SimulationReport,
  totals: RunTotals,
  exact: SnakesExact,
  players: number,
): void {
  const compared = snakesRunExact(report, totals, exact, players);
  if (compared) report.exact = compared;
}

/** A report's `exact`: the exact answer beside the run's figures. */
export type SnakesRunExact = NonNullable<ReturnType<typeof snakesRunExact>>;

function snakesRunExact(report: SimulationReport, totals: RunTotals, exact: SnakesExact, players: number) {
  const turns = report.metrics.turns;
  const observed = totals.metrics.turns;
  if (!turns || !observed) return undefined;
  const z = (turns.mean - exact.turns.mean) / turns.se;
  const fit = reportedFit(chiSquareGof(observed.counts, exact.turns.pmf));
  return {
    turns: {
      mean: exact.turns.mean,
      sd: exact.turns.sd,
      median: exact.turns.median,
      z,
      insideCi95: exact.turns.mean >= turns.ci95[0] && exact.turns.mean <= turns.ci95[1],
      chiSquare: fit,
      shortest: exact.turns.shortest,
    },
    rolls: exact.rolls,
    ...(players > 1 && { moves: exact.moves }),
    climbs: exact.climbs,
    slides: exact.slides,
    seats: exact.seats.map((s, i) => {
      const seat = report.seats[i]!;
      const se = Math.sqrt((s.winProbability * (1 - s.winProbability)) / report.games);
      return { winProbability: s.winProbability, z: se > 0 ? (seat.winRate - s.winProbability) / se : 0 };
    }),
  };
}

/** Replays the shortest game to list its rolls (a die that cannot be seeded cannot replay it). */
function replayShortest(report: SimulationReport, seed: bigint, board: SnakesBoard, dice: DiceSpec): void {
  const best = report.shortestGame;
  if (best && isReproducible(dice)) best.rolls = replayRolls(board, seed, best.chunk, best.position, dice);
}

/** The rolls of the one-player game that starts `position` draws into chunk `chunk`'s stream. */
export function replayRolls(
  board: SnakesBoard,
  seed: bigint,
  chunk: number,
  position: number,
  dice?: DiceSpec,
): number[] {
  const stream = diceDraws(dice ?? parseDice(undefined), seed, BigInt(chunk));
  if (stream instanceof ChunkStream) stream.skip(board.dieFaces, position);
  else for (let i = 0; i < position; i++) stream.draw(board.dieFaces);
  const rolls: number[] = [];
  playReferenceMatch(board, stream, 1, 'independent', { roll: (_p, roll) => rolls.push(roll) });
  return rolls;
}

/** Snakes and Ladders' library types (GameTypes). */
export interface SnakesTypes {
  readonly options: SnakesOptions;
  readonly config: SnakesBoardJson;
  readonly exact: SnakesExactReport;
  readonly runExact: SnakesRunExact;
  readonly trace: SnakesTrace;
}

export const snakesGame: GameDefinition<SnakesTypes> = {
  analysis: snakesAnalysis,
  title: 'Snakes and Ladders',
  defaultPreset: 'efi',
  presets: snakesPresets,
  presetJson: (name) =>
    snakesBoardToJson(
      resolveConfig('snakes', { preset: name }, snakesPresets, 'efi', parseSnakesBoard).config,
    ),
  options: ['mode'],
  // forces a kernel: a run's choice, nothing to an exact answer or a trace
  runOptions: ['kernelPath'],
  prepareRun: (options) => prepareSnakesRun(options),
  exact: (options) => exactSnakesReport(options),
  formatExact: (report) => formatSnakesExact(report as ReturnType<typeof exactSnakesReport>),
  exactPmf: (report) => {
    const { board, players, mode } = snakesRunSettings({
      board: report.config,
      players: report.players,
      ...(report.mode !== null && { mode: report.mode }),
    });
    const job = snakesExactJob(board, players, mode);
    return exactAnswer(job, () => solveSnakesExactJob(job)).snakes.turns.pmf;
  },
  trace: (options) => traceSnakes(options),
};
