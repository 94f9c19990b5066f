// The games boardsim knows, by the names the CLI and the library use. A game is added here and
// nowhere else in the shared code.

import { BoardsimError } from '../errors.js';
import { describeValue } from '../options.js';
import { lamaGame } from './lama/index.js';
import { pegsGame } from './pegs/index.js';
import { candyGame } from './candyland/index.js';
import { snakesGame } from './snakes/index.js';
import type { GameDefinition, GameOptions, GameRun } from './types.js';

export const GAMES = {
  snakes: snakesGame,
  lama: lamaGame,
  pegs: pegsGame,
  candyland: candyGame,
} as const satisfies Record<string, GameDefinition>;

export type GameId = keyof typeof GAMES;

/** Options every game takes (the rest are each game's own). */
export const SHARED_OPTIONS = [
  'game',
  'preset',
  'board',
  'boardSource',
  'players',
  'games',
  'seed',
  'threads',
  'shard',
  'signal',
  'onProgress',
  'gameIndex',
  'dice',
];

export function gameId(name: unknown): GameId {
  if (typeof name === 'string' && Object.hasOwn(GAMES, name)) return name as GameId;
  throw new BoardsimError([
    {
      code: 'game/unknown',
      path: 'game',
      message: `no game ${describeValue(name)} (games: ${Object.keys(GAMES).join(', ')})`,
    },
  ]);
}

export function gameDefinition(game: GameId): GameDefinition {
  return GAMES[game];
}

/** Refuses options that the game does not take (say, --strategies for snakes). */
export function checkOptions(game: GameId, options: object): void {
  const accepted = new Set([...SHARED_OPTIONS, ...GAMES[game].options]);
  const stray = Object.entries(options).filter(([key, value]) => value !== undefined && !accepted.has(key));
  if (stray.length > 0) {
    throw new BoardsimError(
      stray.map(([key]) => ({
        code: 'option/not-for-game',
        path: key,
        message: `does not apply to ${game}`,
      })),
    );
  }
}

export function prepareRun(game: GameId, options: GameOptions): GameRun {
  checkOptions(game, options);
  return GAMES[game].prepareRun(options);
}

export interface PresetInfo {
  game: GameId;
  name: string;
  description: string;
}

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
