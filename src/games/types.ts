// What a game hands the shared simulation machinery: how to make its kernel tasks, what it
// measures, and what it adds to a report once the run is done.

import type { RunTotals } from '../run/totals.js';
import type { ChunkSpec, KernelTask } from '../run/task.js';
import type { SimulationReport } from '../report/simulation.js';

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
  task(seed: bigint, chunks: readonly ChunkSpec[]): KernelTask;
  /** Adds game-specific findings (exact comparison, shortest game replayed) to a finished report. */
  enrich?(report: SimulationReport, totals: RunTotals, seed: bigint): void;
}

/** Where a configuration comes from: a named preset, or a board the user wrote. */
export interface ConfigSource {
  readonly preset?: string;
  /** A board as parsed JSON (an object) or as JSON text. */
  readonly board?: unknown;
  /** Names the board in error messages (a file name). */
  readonly boardSource?: string;
}
