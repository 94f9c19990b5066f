// The games boardsim knows, by the names the CLI and the library use.

import { BoardsimError } from '../errors.js';
import { type SnakesOptions, prepareSnakesRun } from './snakes/index.js';
import { snakesPresets } from './snakes/presets.js';
import { snakesBoardToJson } from './snakes/schema.js';
import type { GameRun } from './types.js';

export const GAMES = {
  snakes: { title: 'Snakes and Ladders', presets: snakesPresets, toJson: snakesBoardToJson },
} as const;

export type GameId = keyof typeof GAMES;

export function gameId(name: unknown): GameId {
  if (typeof name === 'string' && Object.hasOwn(GAMES, name)) return name as GameId;
  throw new BoardsimError([
    {
      code: 'game/unknown',
      path: 'game',
      message: `no game "${String(name)}" (games: ${Object.keys(GAMES).join(', ')})`,
    },
  ]);
}

export type GameOptions = SnakesOptions;

export function prepareRun(game: GameId, options: GameOptions): GameRun {
  switch (game) {
    case 'snakes':
      return prepareSnakesRun(options);
  }
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
  const g = GAMES[game];
  const preset = Object.hasOwn(g.presets, name) ? g.presets[name as keyof typeof g.presets] : undefined;
  if (!preset) {
    throw new BoardsimError([
      {
        code: 'preset/unknown',
        path: 'preset',
        message: `no ${game} preset "${name}" (presets: ${Object.keys(g.presets).join(', ')})`,
      },
    ]);
  }
  return g.toJson(preset.config);
}
