// The games of users' modules as the shared API functions reach them: through hooks the Node entry
// installs (src/workers/api-node.ts, api-browser.ts); where none are installed each function says
// that only the built-in games play.

import { BoardsimError } from '../core/errors.js';
import { type LoadedGame, isGameObject, isModuleSpec } from '../games/module.js';
import type { GameRun } from '../report/game-run.js';
import type { SimulationReport } from '../report/simulation.js';
import type { Platform } from '../run/platform.js';
import type { TraceReport } from '../games/types.js';
import type { AnalyzeReport } from '../analyze/report.js';

export interface ModuleGames {
  resolve(platform: Platform, game: unknown): Promise<LoadedGame | undefined>;
  gameOfObject(game: unknown): LoadedGame;
  prepareRun(loaded: LoadedGame, options: object, seed: bigint): GameRun;
  trace(loaded: LoadedGame, options: object): TraceReport;
  runOfReport(report: SimulationReport): GameRun;
  analyze(platform: Platform, loaded: LoadedGame, options: object): Promise<AnalyzeReport>;
}

let installed: ModuleGames | undefined;

export function installModuleGames(games: ModuleGames): void {
  installed = games;
}

/** The hooks, or a BoardsimError where there are none (in a browser). */
export function moduleGames(): ModuleGames {
  if (installed) return installed;
  throw new BoardsimError([
    {
      code: 'module/unsupported',
      path: 'game',
      message: "here boardsim plays its built-in games only: run a game module with Node's boardsim",
    },
  ]);
}

/** The user's game `game` names (a module's path or URL, a definition, a loaded game), or
 *  undefined for a built-in game's name. */
export function resolveGame(platform: Platform, game: unknown): Promise<LoadedGame | undefined> {
  if (!isGameObject(game) && !isModuleSpec(game)) return Promise.resolve(undefined);
  return moduleGames().resolve(platform, game);
}
