// A game written by a user in JavaScript (or TypeScript compiled to it): a module whose default
// export is a definition with a `play(dice, settings)` function. It runs through the same seam as
// the built-in games (a GameRun: chunked tasks, the shared report, shards, merge), its games played
// by module-play.ts from the run's chunk streams. Nothing here knows a game by name.

import { BoardsimError, type ConfigIssue } from '../core/errors.js';
import { describeValue } from '../core/options.js';
import type { GameDice } from '../rng/game-dice.js';
import type { ModuleInfo } from '../report/simulation.js';
import type { WasmInfo, WasmKernel } from './module-wasm.js';
import type { ChainDefinition } from '../exact/chain.js';

export type { GameDice } from '../rng/game-dice.js';

/** What `play` returns for one game. */
export interface GameResult {
  /** The winning seat (from 0), or the seats that share the win; absent or null: nobody won (a
   *  draw; in a game of one player, a loss). */
  readonly winner?: number | readonly number[] | null;
  /** Seats from first place to last (a list of seats for a tie): its first entry is the winner. */
  readonly ranking?: readonly (number | readonly number[])[];
  /** The game's figures by name: whole numbers from 0 (turns, rolls, points, cards left) or
   *  true/false (counted 1/0, so that the mean is a rate). Every game returns the same names. */
  readonly figures: Readonly<Record<string, number | boolean>>;
}

/** What `play` receives besides the dice: the config's settings, the players, and a trace. */
export interface GameContext {
  readonly players: number;
  /** True while `boardsim trace` replays the game: build trace lines only then. */
  readonly tracing: boolean;
  /** Adds a line to the trace (`boardsim trace`); does nothing in a run. */
  trace(...parts: unknown[]): void;
  /** Call after each player's turn with every seat's standing (a number: higher is further
   *  ahead, such as a score or a square) and the seat that just played (default: the seats in
   *  turn from 0): `boardsim analyze` reads the leader, lead changes and drama from it. Does
   *  nothing in a run. */
  turn(standings: ArrayLike<number>, mover?: number): void;
}

export type GameSettings<C> = Readonly<C> & GameContext;

/** A game: the default export of a module that `boardsim simulate ./game.js` runs. */
export interface GameModule<C extends object = Record<string, never>> {
  /** Names the game in reports (merge refuses shards of another name or content). */
  readonly name: string;
  readonly title?: string;
  /** How many players it takes (default: one player). */
  readonly players?: { readonly min: number; readonly max: number; readonly default?: number };
  /** The settings and their defaults (JSON values): `--config file.json` changes some of them. */
  readonly config?: C;
  /** Named sets of settings (`--preset NAME`). */
  readonly presets?: Readonly<Record<string, { readonly description?: string; readonly config: Partial<C> }>>;
  /** Refuses settings that do not make a game: a sentence, or several (none: they are fine). */
  check?(settings: GameSettings<C>): string | readonly string[] | undefined | void;
  /** A schema with zod's `safeParse` that the settings must pass. */
  readonly schema?: {
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
    };
  };
  /** The most rolls one game may make before it is refused as endless (default 1,000,000). */
  readonly maxRolls?: number;
  /** The figure that counts a game's length in turns (default `turns`): `analyze`'s duration, and
   *  the figure compared with `chain`'s length. */
  readonly length?: string;
  /** The game as a Markov chain of one player's game (solveChain's shape; its steps counted by the
   *  `length` figure): `simulate` reports its exact answer beside the run, with the test of one
   *  against the other, and `analyze` its exact seat and duration values. */
  readonly chain?: ChainDefinition;
  /** Called once on each thread before its first game (awaited): loads what play() needs, such
   *  as an optional library (the boardgame.io adapter's). */
  prepare?(): Promise<void> | void;
  /** Plays one game with these dice and returns its winner and figures. */
  play(dice: GameDice, settings: GameSettings<C>): GameResult;
}

/** Returns `game`: with TypeScript, types the settings `play` receives from `config`. */
export function defineGame<C extends object = Record<string, never>>(game: GameModule<C>): GameModule<C> {
  return game;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameModule<any>;

/** A game ready to run: its definition, what the report calls it, where workers import it. */
export interface LoadedGame {
  readonly definition: AnyGame;
  readonly module: ModuleInfo;
  /** The URL worker threads import (absent for a definition given as an object: it plays on the
   *  calling thread). */
  readonly url?: string;
  /** How the user named it (the path given), for the replay hints of errors. */
  readonly source: string;
  /** A game compiled to WebAssembly with boardsim's kit (a .wasm file: module-wasm.ts): its bytes
   *  (sent to the workers), this thread's instance and what it says of its game. */
  readonly wasm?: { readonly bytes: Uint8Array; readonly kernel: WasmKernel; readonly info: WasmInfo };
}

export const DEFAULT_MAX_ROLLS = 1_000_000;
export const MAX_MODULE_PLAYERS = 64;

/** The definitions this thread has, by the key tasks name them with (a URL, or object:HASH). */
const LOADED = new Map<string, AnyGame>();

/** Adds a definition this thread has (a game given as an object, under object:HASH). */
export function addDefinition(key: string, game: AnyGame): void {
  LOADED.set(key, game);
}

export function loadedDefinition(key: string): AnyGame | undefined {
  return LOADED.get(key);
}

export function issue(code: string, path: string, message: string): ConfigIssue {
  return { code, path, message };
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether `game` names a module (a path or a URL) rather than a built-in game. */
/** A user's game module as the library takes it by name: a path (with a slash, or ending in .js,
 *  .mjs, .ts, …) or a URL (isModuleSpec). A built-in game's name is not one. */
export type ModulePath =
  | `${string}/${string}`
  | `${string}\\${string}`
  | `${string}.${'js' | 'mjs' | 'cjs' | 'jsx' | 'ts' | 'mts' | 'cts' | 'tsx' | 'wasm'}`;

/** A user's game as the library takes it: the module's path or URL, its definition (which plays on
 *  the calling thread), or a game loadGame() loaded. */
export type UserGame = ModulePath | AnyGame | LoadedGame;

export function isModuleSpec(game: unknown): game is string {
  return typeof game === 'string' && (/[/\\]/.test(game) || /\.([cm]?[jt]sx?|wasm)$/.test(game));
}

/** Whether `game` is a game definition or a loaded game (not a built-in's name). */
export function isGameObject(game: unknown): game is AnyGame | LoadedGame {
  return isRecord(game) && (typeof game.play === 'function' || isRecord(game.definition));
}

function wholeIn(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Checks a module's export; throws a BoardsimError naming the field (and `source`). */
export function checkDefinition(value: unknown, source: string): AnyGame {
  const fail = (path: string, message: string): never => {
    throw new BoardsimError([issue('module/invalid', path, message)], source);
  };
  if (!isRecord(value))
    return fail(
      '',
      `exports no game: its default export must be a game (\`export default { name, play(dice, settings) { … } }\`), not ${describeValue(value)}`,
    );
  const game = value as Partial<AnyGame>;
  if (typeof game.play !== 'function')
    fail(
      'play',
      `must be a function (play(dice, settings) returns { winner, figures }), not ${describeValue(game.play)}`,
    );
  if (typeof game.name !== 'string' || !/^[\w .:+-]{1,64}$/u.test(game.name))
    fail(
      'name',
      `must be a name of 1 to 64 letters, digits, spaces or ._:+-, not ${describeValue(game.name)}`,
    );
  const players = game.players;
  if (players !== undefined) {
    if (!isRecord(players)) fail('players', 'must be { min, max, default }');
    const { min, max } = players!;
    const initial = players!.default ?? min;
    if (!wholeIn(min, 1, MAX_MODULE_PLAYERS) || !wholeIn(max, min as number, MAX_MODULE_PLAYERS))
      fail('players', `min and max must be whole numbers with 1 <= min <= max <= ${MAX_MODULE_PLAYERS}`);
    if (!wholeIn(initial, min as number, max as number))
      fail('players.default', `must be from ${min} to ${max}`);
  }
  if (game.config !== undefined) {
    if (!isRecord(game.config)) fail('config', 'must be an object of settings and their defaults');
    for (const key of ['players', 'tracing', 'trace', 'turn'])
      if (Object.hasOwn(game.config!, key))
        fail(`config.${key}`, 'is a name play() receives from boardsim: rename it');
  }
  if (game.presets !== undefined) {
    if (!isRecord(game.presets)) fail('presets', 'must be an object of { description, config } by name');
    for (const [name, preset] of Object.entries(game.presets!))
      if (!isRecord(preset) || !isRecord(preset.config))
        fail(`presets.${name}`, 'must be { description, config }');
  }
  for (const key of ['check', 'prepare'] as const)
    if (game[key] !== undefined && typeof game[key] !== 'function') fail(key, 'must be a function');
  if (game.schema !== undefined && typeof game.schema?.safeParse !== 'function')
    fail('schema', 'must have a safeParse function (a zod schema)');
  if (game.maxRolls !== undefined && !wholeIn(game.maxRolls, 1, Number.MAX_SAFE_INTEGER))
    fail('maxRolls', `must be a positive whole number, not ${describeValue(game.maxRolls)}`);
  if (game.length !== undefined && (typeof game.length !== 'string' || game.length === ''))
    fail('length', `must name one of the game's figures, not ${describeValue(game.length)}`);
  if (game.chain !== undefined) checkChainShape(game.chain, 'chain', source);
  return game as AnyGame;
}

/** Checks that `chain` has a chain's shape (solveChain checks the rest when it explores it). */
export function checkChainShape(chain: unknown, path: string, source?: string): ChainDefinition {
  const fail = (field: string, message: string): never => {
    throw new BoardsimError([issue('module/invalid', field ? `${path}.${field}` : path, message)], source);
  };
  if (!isRecord(chain))
    return fail('', `must be a chain ({ name, start, next, done }), not ${describeValue(chain)}`);
  for (const f of ['next', 'done'] as const)
    if (typeof chain[f] !== 'function')
      fail(f, `must be a function of a state, not ${describeValue(chain[f])}`);
  if (chain.start === undefined) fail('start', 'the chain needs a start state');
  return chain as unknown as ChainDefinition;
}

/** How this thread imports a module by its URL: import() itself, except in the CommonJS core the
 *  CLI and the Node library share (scripts/bundle-node.mjs), where import() becomes require(): its
 *  ES module entries hand it theirs. */
let importer: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url);

export function setModuleImporter(importModule: (url: string) => Promise<unknown>): void {
  importer = importModule;
}

/** Imports a module by its specifier as this thread imports game modules (an optional library). */
export function importModule(specifier: string): Promise<unknown> {
  return importer(specifier);
}

/** Runs a definition's prepare() (once per thread: it keeps what it loaded). */
export async function prepareDefinition(game: AnyGame, source: string): Promise<void> {
  if (!game.prepare) return;
  try {
    await game.prepare();
  } catch (error) {
    if (error instanceof BoardsimError) throw error;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new BoardsimError([issue('module/prepare', 'prepare', `threw ${message.split('\n')[0]}`)], source);
  }
}

/** The exports of a user's module (a game, a chain) at `url`, imported as this thread imports
 *  game modules; a BoardsimError naming `source` when it cannot be. */
export async function importExports(url: string, source = url): Promise<Record<string, unknown>> {
  try {
    return (await importer(url)) as Record<string, unknown>;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const hint =
      code === 'ERR_UNKNOWN_FILE_EXTENSION'
        ? ': this Node cannot import TypeScript; compile it to JavaScript (tsc, esbuild) and give the .js file'
        : '';
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new BoardsimError(
      [issue('module/import', '', `cannot import it (${message.split('\n')[0]})${hint}`)],
      source,
    );
  }
}

/** The definition a module at `url` exports (imported once per thread): given its exports when
 *  they were imported already. */
export async function importDefinition(
  url: string,
  source = url,
  exports?: Record<string, unknown>,
): Promise<AnyGame> {
  const known = LOADED.get(url);
  if (known) return known;
  const imported = exports ?? (await importExports(url, source));
  const definition = checkDefinition(imported.default ?? imported.game, source);
  await prepareDefinition(definition, source);
  LOADED.set(url, definition);
  return definition;
}

/** The settings play() gets in a run: the config, the players, no trace. */
export function runSettings(config: Record<string, unknown>, players: number): GameContext {
  return Object.freeze({ ...config, players, tracing: false, trace: () => {}, turn: () => {} });
}

/** The task kind that plays a module game's chunks (module-play.ts). */
export const MODULE_TASK = 'module';

/** The task kind that plays a module game's chunks for `analyze` (module-analysis-task.ts). */
export const MODULE_ANALYSIS_TASK = 'module-analysis';

/** The task kind that plays a .wasm game's chunks for `analyze` (module-analysis-task.ts). */
export const WASM_ANALYSIS_TASK = 'module-wasm-analysis';

/** What a worker needs to play a module game's chunks: plain data. */
export interface ModuleTaskConfig {
  /** The definition's key: the URL a worker imports, or object:HASH on the calling thread. */
  readonly key: string;
  readonly figures: readonly string[];
  readonly players: number;
  readonly config: Record<string, unknown>;
  readonly maxRolls: number;
  /** The trace command that replays a game, but for its --game and --seed (for errors). */
  readonly replay: string;
}
