// The games of users' modules (installed by src/workers/api-node.ts and api-browser.ts as
// module-games.ts's hooks): a module's path or URL read by the platform (Node: a file; a browser:
// fetched), imported and hashed; a definition object.

import { BoardsimError } from '../core/errors.js';
import type { LoadedGame } from '../games/module.js';
import { isGameObject, prepareDefinition } from '../games/module.js';
import {
  gameOfObject,
  gameOfModule,
  moduleRunOfReport,
  prepareModuleRun,
  traceModule,
} from '../games/module-run.js';
import { importUserModule } from '../games/module-import.js';
import { isWasmPath, prepareWasmRun, wasmGame } from '../games/module-wasm-run.js';
import { traceWasm } from '../games/module-wasm-trace.js';
import type { Platform } from '../run/platform.js';
import { analyzeModule } from '../games/module-analysis.js';
import type { ModuleGames } from './module-games.js';

async function resolve(platform: Platform, game: unknown): Promise<LoadedGame | undefined> {
  if (isGameObject(game)) {
    const loaded = gameOfObject(game);
    await prepareDefinition(loaded.definition, loaded.source);
    return loaded;
  }
  if (typeof game !== 'string') return undefined;
  if (isWasmPath(game) && platform.readModuleBytes)
    return wasmGame(await platform.readModuleBytes(game), game);
  return gameOfModule(await importUserModule(platform, game), game);
}

export const MODULE_GAMES: ModuleGames = {
  resolve,
  gameOfObject,
  prepareRun: (loaded, options, seed) =>
    loaded.wasm ? prepareWasmRun(loaded, options, seed) : prepareModuleRun(loaded, options, seed),
  trace: (loaded, options) => {
    if (loaded.wasm) return traceWasm(loaded, options);
    if ((options as { twin?: unknown }).twin !== undefined)
      throw new BoardsimError([
        {
          code: 'option/not-for-game',
          path: 'twin',
          message:
            "is a .wasm game's JavaScript twin: this game is JavaScript, and its trace shows its steps",
        },
      ]);
    return traceModule(loaded, options);
  },
  runOfReport: moduleRunOfReport,
  analyze: (platform, loaded, options) => analyzeModule(platform, loaded, options as Record<string, unknown>),
};
