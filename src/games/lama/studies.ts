// tournament() and fairness(): many tables of one game compared, for games with strategies
// (L.A.M.A.). Platform-independent, like simulate().

import { BoardsimError } from '../../core/errors.js';
import { type FairnessReport, lamaFairness } from './fairness.js';
import { type LadderOptions, type LadderReport, lamaLadder } from './ladder.js';
import type { LamaTablesOptions } from './tables.js';
import { type TournamentOptions, type TournamentReport, lamaTournament } from './tournament.js';
import { gameId } from '../index.js';
import { refuseUnknownOptions } from '../../core/options.js';
import type { Platform } from '../../run/platform.js';

/** What tournament() and fairness() take; ladder() takes `rounds` and `replicates` too. */
const TABLES_OPTIONS = [
  'game',
  'preset',
  'board',
  'boardSource',
  'players',
  'strategies',
  'games',
  'seed',
  'threads',
  'dice',
  'signal',
  'onProgress',
];

function strategyGame(game: unknown, what: string): 'lama' {
  const id = gameId(game);
  if (id !== 'lama')
    throw new BoardsimError([
      { code: `${what}/none`, path: 'game', message: `${id} has no strategies to compare` },
    ]);
  return id;
}

/** Every strategy against every other, seats rotated: a table of win rates with CIs. */
export async function tournamentOn(
  platform: Platform,
  options: TournamentOptions & { readonly game: string },
): Promise<TournamentReport> {
  refuseUnknownOptions('tournament', options, [...TABLES_OPTIONS, 'rounds']);
  strategyGame(options.game, 'tournament');
  const { game: _game, ...rest } = options;
  return lamaTournament(platform, rest);
}

/** The seat study: each seat's win rate against 1/n at tables of one strategy. */
export async function fairnessOn(
  platform: Platform,
  options: LamaTablesOptions & { readonly game: string },
): Promise<FairnessReport> {
  refuseUnknownOptions('fairness', options, TABLES_OPTIONS);
  strategyGame(options.game, 'fairness');
  const { game: _game, ...rest } = options;
  return lamaFairness(platform, rest);
}

/** Ratings with bootstrap intervals from every table of a tournament, fitted together. */
export async function ladderOn(
  platform: Platform,
  options: LadderOptions & { readonly game: string },
): Promise<LadderReport> {
  refuseUnknownOptions('ladder', options, [...TABLES_OPTIONS, 'rounds', 'replicates']);
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
