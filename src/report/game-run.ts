// What a game hands the shared simulation machinery for one run: how to make its kernel tasks, what
// it measures, and what it adds to a report once the run is done (GameDefinition.prepareRun).

import type { ChunkSpec } from '../core/chunks.js';
import type { RunTotals } from '../core/totals.js';
import type { ExactJob } from '../run/exact-job.js';
import type { KernelTask } from '../run/task.js';
import type { ModuleInfo, SimulationReport } from './simulation.js';

/** What one value of a metric's histogram stands for (GameRun.metricUnits). */
export type MetricUnit = 'game' | 'seat' | 'round' | 'seat-round';

/** One run of a game as prepared from its options (GameDefinition.prepareRun). */
export interface GameRun {
  readonly game: string;
  /** The preset's name, or "custom" for a board given by the user. */
  readonly preset: string;
  /** The resolved configuration in its JSON form (goes into the report). */
  readonly config: unknown;
  readonly players: number;
  readonly mode: string | null;
  /** Metric names in report order; the first is the game's main one. */
  readonly metrics: readonly string[];
  /** What a metric's histogram counts when it is not one value a game (merge checks each
   *  histogram's count by it): a seat of a game, a round (the values of the `rounds` metric added
   *  up) or a seat of a round. */
  readonly metricUnits?: Readonly<Record<string, MetricUnit>>;
  /** A game played alone with no winner: its reports have no seats. */
  readonly seatless?: boolean;
  task(seed: bigint, chunks: readonly ChunkSpec[]): KernelTask;
  /** A chunk takes seconds or more (Monte Carlo players): tasks then run off the calling thread
   *  even with one thread, so that Ctrl-C and cancelling act at once. */
  readonly slowTasks?: boolean;
  /** The exact answer the report compares against, computed alongside the games (off the calling
   *  thread where the platform has workers); left out with `exact: false`. */
  readonly exactJob?: ExactJob;
  /** Computes `exactJob` on this thread: where the platform has no workers, and for `merge`. */
  solveExact?(): unknown;
  /** A game from a user's module: which one (its name and content hash), in the report's run. */
  readonly module?: ModuleInfo;
  /** Games may end with no winner (a draw; in a game of one player, a loss): the seats' wins may
   *  add up to fewer than the games. */
  readonly drawsAllowed?: boolean;
  /** Adds game-specific findings (the comparison with `exact`, when it was computed; the shortest
   *  game replayed) to a finished report. */
  enrich?(report: SimulationReport, totals: RunTotals, seed: bigint, exact?: unknown): void;
}

/** `run` with its enrich step given `exact` (buildReport calls enrich without it). */
export function withExactAnswer(run: GameRun, exact: unknown): GameRun {
  const { enrich } = run;
  if (!enrich) return run;
  return { ...run, enrich: (report, totals, seed) => enrich(report, totals, seed, exact) };
}
