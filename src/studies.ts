// tournament() and fairness(): many tables of one game compared, for games with strategies
// (L.A.M.A.). Platform-independent, like simulate().

import { BoardsimError } from './errors.js';
import { type FairnessReport, lamaFairness } from './games/lama/fairness.js';
import { type LadderOptions, type LadderReport, lamaLadder } from './games/lama/ladder.js';
import type { LamaTablesOptions } from './games/lama/tables.js';
import { type TournamentOptions, type TournamentReport, lamaTournament } from './games/lama/tournament.js';
import { gameId } from './games/index.js';
import type { Platform } from './simulate.js';

function strategyGame(game: unknown, what: string): 'lama' {
  const id = gameId(game);
  if (id !== 'lama')
    throw new BoardsimError([
      { code: `${what}/none`, path: 'game', message: `${id} has no strategies to compare` },
    ]);
  return id;
}

/** Every strategy against every other, seats rotated: a table of win rates with CIs. */
export function tournamentOn(
  platform: Platform,
  options: TournamentOptions & { readonly game: string },
): Promise<TournamentReport> {
  strategyGame(options.game, 'tournament');
  const { game: _game, ...rest } = options;
  return lamaTournament(platform, rest);
}

/** The seat study: each seat's win rate against 1/n at tables of one strategy. */
export function fairnessOn(
  platform: Platform,
  options: LamaTablesOptions & { readonly game: string },
): Promise<FairnessReport> {
  strategyGame(options.game, 'fairness');
  const { game: _game, ...rest } = options;
  return lamaFairness(platform, rest);
}

/** Ratings with bootstrap intervals from every table of a tournament, fitted together. */
export function ladderOn(
  platform: Platform,
  options: LadderOptions & { readonly game: string },
): Promise<LadderReport> {
  strategyGame(options.game, 'ladder');
  const { game: _game, ...rest } = options;
  return lamaLadder(platform, rest);
}

export type {
  LadderOptions,
  LadderReport,
  FairnessReport,
  TournamentOptions,
  TournamentReport,
  LamaTablesOptions,
};
