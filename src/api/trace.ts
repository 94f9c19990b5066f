// trace(): one game step by step, for any game that has a tracer.

import { BoardsimError } from '../core/errors.js';
import { GAMES, type GameId, checkOptions, gameId } from '../games/index.js';
import type { GameTraceOptions, NameAtRunTime, TraceReportOf } from './typed.js';
import { ownOptions, requireOptions } from '../core/options.js';
import type { GameOptions, TraceReport } from '../games/types.js';
import { type GameModule, type LoadedGame, isGameObject, isModuleSpec } from '../games/module.js';
import { moduleGames } from './module-games.js';

export type TraceOptions = GameOptions & {
  /** A built-in game's name, or a user's game: its definition or a game loadGame() loaded. */
  readonly game: string | GameModule<never> | LoadedGame;
  readonly seed?: unknown;
  readonly gameIndex?: unknown;
  /** A .wasm game's JavaScript twin (its definition, or loadGame's): replays the kernel's game
   *  step by step, its figures and winner compared with the kernel's. */
  readonly twin?: GameModule<never> | LoadedGame;
};

/** The game number `gameIndex` (default 0) of a run with this seed, played step by step. */
export function trace<G extends GameId>(given: GameTraceOptions<G>): TraceReportOf<G>;
/** A user's game: its definition, or a game loadGame() loaded. */
export function trace(given: TraceOptions & { readonly game: GameModule<never> | LoadedGame }): TraceReport;
/** A game named at run time: checked when it runs. */
export function trace<P extends string>(
  given: TraceOptions & { readonly game: NameAtRunTime<P> },
): TraceReport;
export function trace(given: TraceOptions): TraceReport {
  requireOptions('trace', given);
  const options = ownOptions(given);
  if (isGameObject(options.game)) {
    const games = moduleGames();
    return games.trace(games.gameOfObject(options.game), options);
  }
  if (isModuleSpec(options.game))
    throw new BoardsimError([
      {
        code: 'module/not-loaded',
        path: 'game',
        message: "trace plays a module's game once loaded: trace({ game: await loadGame(path) })",
      },
    ]);
  const game = gameId(options.game);
  checkOptions('trace', game, options);
  const { game: _game, ...rest } = options;
  const definition = GAMES[game];
  if (!definition.trace)
    throw new BoardsimError([{ code: 'trace/none', path: 'game', message: `boardsim cannot trace ${game}` }]);
  return definition.trace(rest);
}
