// The library's types for the built-in games, read off the registry (each definition's GameTypes):
// a game's own options, its configuration as users write it, its exact answer and a report's
// `exact`. So a misspelt option (`gmaes`), a game that is not one (`'snake'`) or a report field a
// game does not have is a compile error, and `report.exact.turns.mean` needs no cast. A new game
// is typed by its definition; nothing here names one. The run-time checks stay: JavaScript and
// values computed at run time reach them.
//
// These are the types the library exports (src/api.ts); the shared code inside takes the looser
// GameOptions and checks every value at run time, as it must for JavaScript callers.

import { type GAMES, type GameId, presetConfig as presetJson } from '../games/index.js';
import type { GameTypes } from '../games/types.js';
import type { AnyGame, GameModule, LoadedGame, ModulePath } from '../games/module.js';
import type { SimulationReport } from '../report/simulation.js';
import type { ModuleSimulateOptions, RunOptions } from './simulate.js';
import type { AnalyzeBaseOptions, AnalyzeOptions, ModuleAnalyzeOptions } from './analyze.js';
import type { AnalyzeReport } from '../analyze/report.js';

type TypesOf<G extends GameId> = NonNullable<(typeof GAMES)[G]['types']> & GameTypes;

/** A built-in game's own options (Snakes' `mode`, L.A.M.A.'s `strategies`, …). */
export type GameOptionsOf<G extends GameId> = TypesOf<G>['options'];
/** A built-in game's configuration as users write it: `board`, and what `presetConfig` returns. */
export type GameConfigOf<G extends GameId> = TypesOf<G>['config'];
/** What `exact` returns for a built-in game. */
export type ExactReportOf<G extends GameId> = TypesOf<G>['exact'];
/** What `trace` returns for a built-in game. */
export type TraceReportOf<G extends GameId> = TypesOf<G>['trace'];

/** What chooses a built-in game, its configuration and its players: every function takes these. */
export interface GameSetup<G extends GameId> {
  readonly game: G;
  /** One of the game's presets (`presets()`). */
  readonly preset?: string;
  /** A configuration as the game's page describes it (`presetConfig` gives a preset's), or its JSON
   *  text (peg solitaire: also a board's name). */
  readonly board?: GameConfigOf<G> | string;
  /** Names `board` in error messages (its file). */
  readonly boardSource?: string;
  readonly players?: number | string;
}

/** simulate()'s options for the built-in game G. */
export type GameSimulateOptions<G extends GameId> = GameSetup<G> & RunOptions & GameOptionsOf<G>;

/** simulate()'s options for any built-in game (a union by `game`). */
export type SimulateOptions = { [G in GameId]: GameSimulateOptions<G> }[GameId];

/** ablate()'s options: simulate's, but an ablation is run whole (no `shard`). */
export type GameAblateOptions<G extends GameId> = Omit<GameSimulateOptions<G>, 'shard'>;

/** exact()'s options for the built-in game G: its configuration and players (the answer is of a
 *  fair die). */
export type GameExactOptions<G extends GameId> = GameSetup<G> & GameOptionsOf<G>;

/** trace()'s options for the built-in game G. */
export type GameTraceOptions<G extends GameId> = GameSetup<G> &
  GameOptionsOf<G> & {
    readonly seed?: bigint | number | string;
    /** Which game of the run, from 0. */
    readonly gameIndex?: number | string;
    readonly dice?: RunOptions['dice'];
  };

/** The report of a run of the built-in game G. With `Sure`, `exact` is there (a run that compared
 *  itself with the exact answer); its type says where a game may still have none (Candy Land's deck
 *  dealt without replacement, a peg board too large to solve). */
export type SimulationReportOf<G extends GameId, Sure extends boolean = true> = Omit<
  SimulationReport,
  'exact'
> &
  (Sure extends true ? { exact: TypesOf<G>['runExact'] } : { exact?: TypesOf<G>['runExact'] });

/** A game named by text: a built-in game's name is typed by the overloads before; other text
 *  written in place must look like a module's path (so `'snake'` is an error), while text known only
 *  at run time (a `string`: a path from `join`, an argument) is checked when it runs. */
type GameText<P extends string> = P & (string extends P ? unknown : ModulePath);

/** A game's name known only at run time (a `string`, not text written in place: that is typed by
 *  the overloads for the built-in games), checked when it runs. */
export type NameAtRunTime<P extends string> = P & (string extends P ? unknown : never);

/** simulate()'s options for a user's game given as its definition (defineGame): `config` is
 *  typed by the game's. */
export type GameModuleSimulateOptions<C extends object> = Omit<ModuleSimulateOptions, 'game' | 'config'> & {
  readonly game: GameModule<C>;
  /** The settings to change (the rest keep the game's `config`), or a config file's JSON text. */
  readonly config?: Partial<C> | string;
};

/** simulate(), typed by the game it plays. */
export interface TypedSimulate {
  <G extends GameId>(
    options: GameSimulateOptions<G> & { readonly exact?: true },
  ): Promise<SimulationReportOf<G>>;
  <G extends GameId>(options: GameSimulateOptions<G>): Promise<SimulationReportOf<G, false>>;
  <C extends object>(options: GameModuleSimulateOptions<C>): Promise<SimulationReport>;
  <P extends string>(
    options: Omit<ModuleSimulateOptions, 'game'> & { readonly game: GameText<P> },
  ): Promise<SimulationReport>;
  (options: ModuleSimulateOptions): Promise<SimulationReport>;
}

/** A preset's configuration, as the object `board` takes (edit it and play it). */
export function presetConfig<G extends GameId>(game: G, name: string): GameConfigOf<G> {
  return presetJson(game, name) as GameConfigOf<G>;
}

/** analyze()'s options for the built-in game G: every analysis's, and the game's own. */
export type GameAnalyzeOptions<G extends GameId> = Omit<AnalyzeBaseOptions, 'game' | 'board'> & {
  readonly game: G;
  readonly board?: GameConfigOf<G> | string;
} & GameOptionsOf<G>;

/** analyze(), typed by the game it analyses (a game named at run time is checked when it runs). */
export interface TypedAnalyze {
  <G extends GameId>(options: GameAnalyzeOptions<G>): Promise<AnalyzeReport>;
  (options: ModuleAnalyzeOptions & { readonly game: AnyGame | LoadedGame }): Promise<AnalyzeReport>;
  <P extends string>(
    options: Omit<ModuleAnalyzeOptions, 'game'> & { readonly game: P & ModulePath },
  ): Promise<AnalyzeReport>;
  <P extends string>(options: AnalyzeOptions & { readonly game: NameAtRunTime<P> }): Promise<AnalyzeReport>;
}
