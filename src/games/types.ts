// What a game hands the shared simulation machinery: how to make its kernel tasks, what it
// measures, and what it adds to a report once the run is done.

import type { ConfigIssue } from '../core/errors.js';
import type { Kernel } from '../wasm/kernel.js';
import type { GameContract } from './contract.js';
import type { ExactAnswer, ExactJob } from '../run/exact-job.js';
import type { RunTotals } from '../core/totals.js';
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
  /** A chunk takes seconds or more (Monte Carlo players): tasks then run off the calling thread
   *  even with one thread, so that Ctrl-C and cancelling act at once. */
  readonly slowTasks?: boolean;
  /** The exact answer the report compares against, computed alongside the games (off the calling
   *  thread where the platform has workers); left out with `exact: false`. */
  readonly exactJob?: ExactJob;
  /** Adds game-specific findings (the comparison with `exact`, when it was computed; the shortest
   *  game replayed) to a finished report. */
  enrich?(report: SimulationReport, totals: RunTotals, seed: bigint, exact?: ExactAnswer): void;

  // --- the contract (test/contract.test.ts) ---
  // @internal: the tests' hooks, left out of the package's declarations (tsconfig.build.json)
  /** @internal The first `games` games of chunk `chunk` of `seed` as the kernel plays them (the
   *  default die), one JSON-comparable record per game: what `twinGames` must give game by game. */
  kernelGames?(kernel: Kernel, seed: bigint, chunk: number, games: number): readonly unknown[];
  /** @internal The same games as the plain-TypeScript twin plays them, from the same stream. */
  twinGames?(seed: bigint, chunk: number, games: number): readonly unknown[];
}

/** Where a configuration comes from: a named preset, or a board the user wrote. */
export interface ConfigSource {
  readonly preset?: string;
  /** A board as parsed JSON (an object) or as JSON text. */
  readonly board?: unknown;
  /** Names the board in error messages (a file name). */
  readonly boardSource?: string;
}

/** Options as the CLI and the library pass them to a game: shared ones plus the game's own. */
export type GameOptions = ConfigSource & {
  readonly players?: number | string;
  readonly [option: string]: unknown;
};

/** The common part of every exact answer (games add their own fields). */
export interface ExactReportBase {
  game: string;
  preset: string;
  players: number;
  config: unknown;
}

/** One game played step by step: `lines` for people, the rest is the `--json` form. */
export interface TraceReport {
  game: string;
  preset: string;
  seed: number | string;
  gameIndex: number;
  lines: string[];
  [field: string]: unknown;
}

/** A game boardsim plays: everything the shared machinery and the CLI need from it. */
export interface GameDefinition {
  readonly title: string;
  readonly defaultPreset: string;
  /** Named configurations, each with a one-line description (`boardsim presets`). */
  readonly presets: Readonly<Record<string, { readonly description: string }>>;
  /** A preset's configuration in the JSON form users write (`boardsim presets --show`). */
  presetJson(name: string): unknown;
  /** `--board NAME` names one of the presets (a board, not a config file) when NAME is one. */
  readonly boardNamesArePresets?: boolean;
  /** The options this game takes besides each function's own (FUNCTION_OPTIONS in index.ts); any
   *  other option given to it is an error. */
  readonly options: readonly string[];
  /** Options only its runs take (simulate, ablate), not its exact answer or its traces. */
  readonly runOptions?: readonly string[];
  prepareRun(options: GameOptions): GameRun;
  exact?(options: GameOptions): ExactReportBase;
  formatExact?(report: ExactReportBase): string;
  /** The chart overlay: the exact distribution of the report's main metric, if there is one. */
  exactPmf?(report: SimulationReport): number[] | undefined;
  /** Warnings about a board the user wrote that is legal but suspicious (none if it is invalid:
   *  its errors come when it is used). */
  boardWarnings?(board: unknown): ConfigIssue[];
  trace?(options: GameOptions & { readonly seed?: unknown; readonly gameIndex?: unknown }): TraceReport;
  /** Lines the text summary adds after the seats (the game's own findings). */
  summaryLines?(report: SimulationReport): string[];
  /** Variants for `boardsim ablate`: the first is the game as configured, each other one leaves a
   *  feature out (its options are added to the user's); effects are measured against the first. */
  readonly ablations?: readonly Ablation[];

  // --- the contract (test/contract.test.ts) ---
  /** @internal The cases the shared contract test plays for this game (required: a new game
   *  brings its own). */
  readonly contract: GameContract;
}

/** One line of `boardsim ablate`. */
export interface Ablation {
  readonly name: string;
  readonly label: string;
  /** The feature this variant leaves out (absent for the standard game). */
  readonly feature?: string;
  readonly options: Readonly<Record<string, unknown>>;
}
