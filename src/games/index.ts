// The games boardsim knows, by the names the CLI and the library use. A game is added here and
// nowhere else in the shared code.

import { BoardsimError } from '../core/errors.js';
import { checkTypedOptions, describeValue, didYouMean, unknownOption } from '../core/options.js';
import { lamaGame } from './lama/index.js';
import { pegsGame } from './pegs/index.js';
import { candyGame } from './candyland/index.js';
import { snakesGame } from './snakes/index.js';
import { pigGame } from './pig/index.js';
import { monopolyGame } from './monopoly/index.js';
import { yahtzeeGame } from './yahtzee/index.js';
import type { GameDefinition, GameOptions, GameRun } from './types.js';

/** Every game boardsim plays, by the name the CLI and the library take (`game: 'snakes'`). */
export const GAMES = {
  snakes: snakesGame,
  lama: lamaGame,
  pegs: pegsGame,
  candyland: candyGame,
  pig: pigGame,
  monopoly: monopolyGame,
  yahtzee: yahtzeeGame,
} as const satisfies Record<string, GameDefinition>;

export type GameId = keyof typeof GAMES;

/** What chooses the game, its board and its players: every function of a game takes these. */
const SETUP_OPTIONS = ['game', 'preset', 'board', 'boardSource', 'players'];

/** The options each function of a game takes besides the game's own (GameDefinition.options). */
export const FUNCTION_OPTIONS = {
  simulate: [...SETUP_OPTIONS, 'dice', 'games', 'seed', 'threads', 'shard', 'signal', 'onProgress', 'exact'],
  // a shard would play part of each variant and report it as the whole ablation, with no way to
  // merge the parts: an ablation is run whole
  ablate: [...SETUP_OPTIONS, 'dice', 'games', 'seed', 'threads', 'signal', 'onProgress', 'exact'],
  trace: [...SETUP_OPTIONS, 'dice', 'seed', 'gameIndex'],
  // the exact answer is of a fair die, and is computed at once on the calling thread
  exact: SETUP_OPTIONS,
} as const satisfies Record<string, readonly string[]>;

export type GameFunction = keyof typeof FUNCTION_OPTIONS;

export function gameId(name: unknown): GameId {
  if (typeof name === 'string' && Object.hasOwn(GAMES, name)) return name as GameId;
  throw new BoardsimError([
    {
      code: 'game/unknown',
      path: 'game',
      message: `no game ${describeValue(name)}${typeof name === 'string' ? didYouMean(name, Object.keys(GAMES)) : ''} (games: ${Object.keys(GAMES).join(', ')})`,
    },
  ]);
}

export function gameDefinition(game: GameId): GameDefinition {
  return GAMES[game];
}

/** Refuses options that `what` does not take for this game: another game's option (say,
 *  `strategies` for snakes) does not apply to it; any other is not an option of `what`. Then the
 *  typed options of the wrong type (checkTypedOptions). */
export function checkOptions(what: GameFunction, game: GameId, options: object): void {
  const isRun = what === 'simulate' || what === 'ablate';
  const gameOptions = (g: GameDefinition) => [...g.options, ...((isRun && g.runOptions) || [])];
  const takes = [...FUNCTION_OPTIONS[what], ...gameOptions(GAMES[game])];
  const known = new Set<string>(takes);
  const othersGames = new Set<string>(Object.values(GAMES).flatMap(gameOptions));
  const stray = Object.entries(options).filter(([key, value]) => value !== undefined && !known.has(key));
  if (stray.length > 0) {
    throw new BoardsimError(
      stray.map(([key]) =>
        othersGames.has(key)
          ? { code: 'option/not-for-game', path: key, message: `does not apply to ${game}` }
          : unknownOption(what, key, takes),
      ),
    );
  }
  checkTypedOptions(options);
}

/** The run simulate() plays, from options it takes. */
export function prepareRun(game: GameId, options: GameOptions): GameRun {
  checkOptions('simulate', game, options);
  return GAMES[game].prepareRun(options);
}

/** One preset as `presets()` lists it. */
export interface PresetInfo {
  game: GameId;
  name: string;
  description: string;
}

/** Every named configuration of every game, with its one-line description (`boardsim presets`). */
export function listPresets(): PresetInfo[] {
  return Object.entries(GAMES).flatMap(([game, g]) =>
    Object.entries(g.presets).map(([name, p]) => ({
      game: game as GameId,
      name,
      description: p.description,
    })),
  );
}

/** A preset's configuration in the JSON form users write. */
export function presetConfig(game: GameId, name: string): unknown {
  return GAMES[gameId(game)].presetJson(name);
}

export type { GameOptions } from './types.js';
