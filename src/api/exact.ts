// exact(): the exact answer of a game where one exists, as a JSON-ready report.

import { BoardsimError } from '../core/errors.js';
import { GAMES, checkOptions, gameId } from '../games/index.js';
import { requireOptions } from '../core/options.js';
import type { GameId } from '../games/index.js';
import type { ExactReportBase, GameOptions } from '../games/types.js';
import type { ExactReportOf, GameExactOptions, NameAtRunTime } from './typed.js';

export type ExactOptions = GameOptions & { readonly game: string };

/** The exact answer (each game's report type by its name). */
export function exact<G extends GameId>(options: GameExactOptions<G>): ExactReportOf<G>;
/** A game named at run time: checked when it runs. */
export function exact<P extends string>(
  options: GameOptions & { readonly game: NameAtRunTime<P> },
): ExactReportBase;
export function exact(options: ExactOptions): ExactReportBase {
  requireOptions('exact', options);
  const game = gameId(options.game);
  checkOptions('exact', game, options);
  const { game: _game, ...rest } = options;
  const definition = GAMES[game];
  if (!definition.exact) {
    throw new BoardsimError([
      { code: 'exact/none', path: 'game', message: `boardsim has no exact solver for ${game}` },
    ]);
  }
  return definition.exact(rest);
}
