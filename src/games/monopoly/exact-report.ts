// Monopoly's exact answer as `boardsim exact` reports it (its figures: exact.ts).

import type { ExactReportBase } from '../types.js';
import { BOARD_SQUARES, IN_JAIL, JAIL_SQUARE, SQUARES } from './board.js';
import { exactMonopoly } from './exact.js';
import type { GroupRent } from './rents.js';
import { monopolyConfigToJson } from './schema.js';
import { type MonopolyOptions, monopolySettings } from './settings.js';

/** One square's row of the exact report. */
export interface MonopolySquareExact {
  square: number;
  key: string;
  name: string;
  /** Long-run share of turns ending there (square 10: just visiting). */
  share: number;
  /** Long-run share of throws ending there. */
  throwShare: number;
  landingsPerTurn: number;
  /** Expected turns of one game of the config ending there. */
  mean: number;
}

export interface MonopolyExactReport extends ExactReportBase {
  /** Turns of a game in jail: `mean` per game of the config, `share` in the long run. */
  jail: { mean: number; share: number; perThrow: number };
  justVisiting: { share: number };
  throwsPerTurn: number;
  squares: MonopolySquareExact[];
  rents: GroupRent[];
  /** What the chain assumes that the config may not. */
  notes: string[];
}

export function exactMonopolyReport(options: MonopolyOptions): MonopolyExactReport {
  const { preset, game } = monopolySettings(options);
  const e = exactMonopoly(game.jail, game.warmup, game.turns);
  return {
    game: 'monopoly',
    preset,
    players: 1,
    config: monopolyConfigToJson(game),
    jail: { mean: e.gameMeans[IN_JAIL]!, share: e.shares[IN_JAIL]!, perThrow: e.throwShares[IN_JAIL]! },
    justVisiting: { share: e.shares[JAIL_SQUARE]! },
    throwsPerTurn: e.throwsPerTurn,
    squares: SQUARES.slice(0, BOARD_SQUARES).map((s, i) => ({
      square: i,
      key: s.key,
      name: s.name,
      share: e.shares[i]!,
      throwShare: e.throwShares[i]!,
      landingsPerTurn: e.landingsPerTurn[i]!,
      mean: e.gameMeans[i]!,
    })),
    rents: e.rents,
    notes:
      game.deck === 'with-replacement'
        ? []
        : [
            'the chain draws every card with replacement; simulate plays the shuffled decks and shows the difference',
          ],
  };
}
