// What a game hands the shared simulation machinery: how to make its kernel tasks, what it
// measures, and what it adds to a report once the run is done.

import type { ConfigIssue } from '../core/errors.js';
import type { RaceVariant } from '../analyze/race-task.js';
import type { VariantReport } from '../analyze/report.js';
import type { ExactJob } from '../run/exact-job.js';
import type { Platform } from '../run/platform.js';
import type { RaceAnalysisSums } from '../wasm/race-sums.js';
import type { SimulationReport } from '../report/simulation.js';
import type { GameRun } from '../report/game-run.js';

export type { GameRun } from '../report/game-run.js';

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

/** The types a game's library functions take and give: the library's typed API reads them off the
 *  registry (src/api/typed.ts), so that a misspelt option or a missing field is a compile error.
 *  Type-level only: no definition sets `types` at run time. */
export interface GameTypes {
  /** Its own options (what `options` and `runOptions` name), with `players`. */
  readonly options: object;
  /** A configuration as users write it (`board`, and what `presetConfig` returns). */
  readonly config: object;
  /** What `exact` returns. */
  readonly exact: ExactReportBase;
  /** A simulation report's `exact` (undefined in the union where a run may have none). */
  readonly runExact: object | undefined;
  /** What `trace` returns. */
  readonly trace: TraceReport;
}

/** A game boardsim plays: everything the shared machinery and the CLI need from it. */
export interface GameDefinition<T extends GameTypes = GameTypes> {
  /** Never set: carries the game's library types (GameTypes). */
  readonly types?: T;
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
  /** What `boardsim analyze` plays and measures for this game (none: analyze refuses it). */
  readonly analysis?: GameAnalysis;
}

/** One line of `boardsim ablate`. */
export interface Ablation {
  readonly name: string;
  readonly label: string;
  /** The feature this variant leaves out (absent for the standard game). */
  readonly feature?: string;
  readonly options: Readonly<Record<string, unknown>>;
}

/** analyze()'s options as a game's analysis reads them (checked by name before it is called). */
export interface AnalysisOptions {
  readonly players?: number | string;
  readonly threads?: unknown;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: { done: number; total: number }) => void;
  readonly [option: string]: unknown;
}

/** Where an analysis runs: the platform's workers, the kernel, and the workers a game brings for
 *  its own work, by game name (peg solitaire's count in parts). */
export interface AnalysisContext {
  readonly platform: Platform;
  readonly compileKernelModule: () => Promise<WebAssembly.Module>;
  readonly gameHosts?: Readonly<Record<string, unknown>>;
  /** Compute exact values where the maths allows. */
  readonly exact: boolean;
}

/** One variant ready to play: a race's games (played on the platform's workers), or none (every
 *  value exact), and its report from their sums. */
export interface VariantAnalyzer {
  readonly race?: RaceVariant;
  /** Its exact values, computed off the calling thread while the games play. */
  readonly exactJob?: ExactJob;
  /** The report, once the games have played (their sums, for a race) and the exact job (if any)
   *  has answered. */
  report(run: RaceAnalysisSums | undefined, exact: unknown): VariantReport | Promise<VariantReport>;
}

/** What `analyze` needs from a game: its options, and either each variant's analyzer (`variants`)
 *  or the whole analysis of every variant (`analyzeAll`, for a game whose variants share runs). */
export interface GameAnalysis {
  /** Games per variant when none are given (a game that plays none has no default). */
  readonly defaultGames?: number;
  /** The options it takes besides every analysis's (the game, its presets and boards, the seed,
   *  exact, signal, onProgress and threads). */
  readonly options: readonly string[];
  /** Options of the command's synopsis it has no use for, each with why: named in the report
   *  (`ignoredOptions`) rather than refused, so that one command line runs over every game. */
  readonly ignores?: Readonly<Record<string, string>>;
  /** An ignored option given with a value that is no news (peg solitaire's one player). */
  isNoNews?(option: string, value: unknown): boolean;
  variants?(source: ConfigSource, options: AnalysisOptions, context: AnalysisContext): VariantAnalyzer[];
  analyzeAll?(
    sources: readonly ConfigSource[],
    seed: bigint,
    games: number,
    options: AnalysisOptions,
    context: AnalysisContext,
  ): Promise<VariantReport[]>;
}

/** A named configuration of a game: its description and its config. */
export interface Preset<T> {
  readonly description: string;
  readonly config: T;
}
