// Monopoly's exact figures: the long-run share of turns ending on each square and in jail, the
// landings per turn, the rents, and the expected count of a game's turns on each position (what
// `simulate` compares against). The workers solve this; the report of `boardsim exact` is
// exact-report.ts.

import { IN_JAIL } from './board.js';
import { byPosition, gameCounts, jailCountPmf, monopolyChain, perTurn, stationary } from './chain.js';
import { type GroupRent, groupRents } from './rents.js';
import type { JailPolicy } from './rules.js';

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
