// trace(): one game step by step, for any game that has a tracer.

import { BoardsimError } from '../core/errors.js';
import { GAMES, checkOptions, gameId } from '../games/index.js';
import { ownOptions, requireOptions } from '../core/options.js';
import type { GameOptions, TraceReport } from '../games/types.js';

export type TraceOptions = GameOptions & {
  readonly game: string;
  readonly seed?: unknown;
  readonly gameIndex?: unknown;
};

/** The game number `gameIndex` (default 0) of a run with this seed, played step by step. */
export function trace(given: TraceOptions): TraceReport {
  requireOptions('trace', given);
  const options = ownOptions(given);
  const game = gameId(options.game);
  checkOptions('trace', game, options);
  const { game: _game, ...rest } = options;
  const definition = GAMES[game];
  if (!definition.trace)
    throw new BoardsimError([{ code: 'trace/none', path: 'game', message: `boardsim cannot trace ${game}` }]);
  return definition.trace(rest);
}
