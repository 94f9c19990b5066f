// The exact answer of a Candy Land configuration with the with-replacement deck, as `boardsim
// exact` reports it; for the real deck, a clear refusal.

import { BoardsimError } from '../../core/errors.js';
import { type CandyExact, candyExactUnavailable, exactCandy } from './chain.js';
import type { ExactReportBase } from '../types.js';
import { candyEditionToJson } from './schema.js';
import { type CandyOptions, candyRunSettings } from './settings.js';

export interface CandyExactReport extends ExactReportBase {
  deck: 'with-replacement';
  turnOrder: string;
  turns: CandyExact['turns'];
  moves?: CandyExact['moves'];
  seats: CandyExact['seats'];
}

export function exactCandyReport(options: CandyOptions): CandyExactReport {
  const { preset, edition, board, players } = candyRunSettings(options);
  const reason = candyExactUnavailable(board, players);
  if (reason) throw new BoardsimError([{ code: 'exact/no-chain', path: 'deck', message: reason }]);
  const e = exactCandy(board, players);
  return {
    game: 'candyland',
    preset,
    players,
    deck: 'with-replacement',
    turnOrder: board.rules.turnOrder,
    turns: e.turns,
    ...(players > 1 && { moves: e.moves }),
    seats: e.seats,
    config: candyEditionToJson(edition),
  };
}
