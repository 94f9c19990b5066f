// Monopoly's exact answer as `boardsim exact` reports it: the long-run share of turns ending on
// each square and in jail, the landings per turn, the rents, and the expected count of a game's
// turns on each position (what `simulate` compares against).

import type { ExactReportBase } from '../types.js';
import { BOARD_SQUARES, IN_JAIL, JAIL_SQUARE, SQUARES } from './board.js';
import { byPosition, gameCounts, jailCountPmf, monopolyChain, perTurn, stationary } from './chain.js';
import { type GroupRent, groupRents } from './rents.js';
import type { JailPolicy } from './rules.js';
import { monopolyConfigToJson } from './schema.js';
import { type MonopolyOptions, monopolySettings } from './settings.js';

/** The chain's figures for one jail policy and one game length. */
export interface MonopolyExact {
  /** Long-run share of turns ending on each position (0-39, 40 in jail). */
  readonly shares: number[];
  /** Long-run share of throws ending on each position (a chain of throws, as Collins's, counts
   *  these; a turn of doubles has several). */
  readonly throwShares: number[];
  readonly throwsPerTurn: number;
  /** Expected landings on each square per turn. */
  readonly landingsPerTurn: number[];
  /** Expected turns of one game (warmup then turns, from Go) counted on each position. */
  readonly gameMeans: number[];
  /** The distribution of a game's counted turns in jail (none for games too long to compute it). */
  readonly jailPmf?: number[];
  readonly rents: GroupRent[];
}

/** Solves the chain of `jail` and steps it through a game of `warmup` + `turns` turns from Go. */
export function exactMonopoly(jail: JailPolicy, warmup: number, turns: number): MonopolyExact {
  const chain = monopolyChain(jail);
  const pi = stationary(chain);
  const shares = byPosition(chain, pi);
  const throwsPerTurn = pi.reduce((sum, p, i) => sum + p * chain.throws[i]!, 0);
  const throwShares = new Array<number>(IN_JAIL + 1).fill(0);
  pi.forEach((p, i) => {
    for (let k = 0; k <= IN_JAIL; k++)
      throwShares[k]! += (p * chain.throwEnds[i * (IN_JAIL + 1) + k]!) / throwsPerTurn;
  });
  const landingsPerTurn = perTurn(chain, chain.landings, pi);
  const pmf = jailCountPmf(chain, warmup, turns);
  return {
    shares,
    throwShares,
    throwsPerTurn,
    landingsPerTurn,
    gameMeans: byPosition(chain, gameCounts(chain, warmup, turns)),
    ...(pmf && { jailPmf: pmf }),
    rents: groupRents({
      landings: landingsPerTurn,
      nearest: perTurn(chain, chain.nearestLandings, pi),
      utilityThrowSums: perTurn(chain, chain.utilityThrowSums, pi),
    }),
  };
}

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
