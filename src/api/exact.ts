// exact(): the exact answer of a game where one exists, as a JSON-ready report.

import { BoardsimError } from '../core/errors.js';
import { GAMES, checkOptions, gameId } from '../games/index.js';
import { requireOptions } from '../core/options.js';
import type { CandyExactReport } from '../games/candyland/exact.js';
import type { SnakesExactReport } from '../games/snakes/exact.js';
import type { PigExactReport } from '../games/pig/exact.js';
import type { ExactReportBase, GameOptions } from '../games/types.js';

export type ExactOptions = GameOptions & { readonly game: string };

/** The exact answer (each game's report type by its name). */
export function exact(options: ExactOptions & { readonly game: 'snakes' }): SnakesExactReport;
export function exact(options: ExactOptions & { readonly game: 'candyland' }): CandyExactReport;
export function exact(options: ExactOptions & { readonly game: 'pig' }): PigExactReport;
export function exact(options: ExactOptions): ExactReportBase;
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
