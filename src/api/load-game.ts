// A user's game as simulate and trace take it: a module's path or URL (read by the platform,
// imported, hashed), a definition object, or a game loadGame() already loaded.

import { BoardsimError } from '../core/errors.js';
import { type LoadedGame, isGameObject, isModuleSpec } from '../games/module.js';
import { gameOfObject, importGame } from '../games/module-run.js';
import type { Platform } from '../run/platform.js';

/** The user's game `game` names, or undefined for a built-in game's name. */
export async function resolveGame(platform: Platform, game: unknown): Promise<LoadedGame | undefined> {
  if (isGameObject(game)) return gameOfObject(game);
  if (!isModuleSpec(game)) return undefined;
  if (!platform.readModule)
    throw new BoardsimError([
      {
        code: 'module/unsupported',
        path: 'game',
        message: 'here a game module cannot be read by its path: import it and give its definition',
      },
    ]);
  return importGame(await platform.readModule(game), game);
}

/** loadGame for a platform: a game module by its path or URL, checked and ready for simulate and
 *  trace (`game: await loadGame('./my-game.js')`). */
export function loadGameWith(platform: Platform): (game: string | object) => Promise<LoadedGame> {
  return async (game) => {
    const loaded = await resolveGame(platform, game);
    if (loaded) return loaded;
    throw new BoardsimError([
      {
        code: 'module/not-a-module',
        path: 'game',
        message: `must be a game module's path (./my-game.js) or URL, or a game definition, not ${JSON.stringify(game)}`,
      },
    ]);
  };
}
