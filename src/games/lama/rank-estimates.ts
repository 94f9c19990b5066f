// CardStock's search player (PIPMC: pure Monte Carlo on deals of the hidden cards) read as a source
// of estimates, for the measures that need them (spread, meaningful moves, drama, security). At a
// choice, each option of the seed engine's list (a seat that has quit has one: to pass) gets
// `playouts` random playouts of the rest of the round, each on a new deal of the cards the deciding
// seat cannot see; every playout ranks every player by their total after the round (ties share the
// better rank, as CardStock's ProcessScore does). A player's rank estimate is ((n − 1) − mean rank)
// / (n − 1): 1 when first in every playout, 0 when last. The player takes the option with its own
// best estimate (the first on ties): that is the `pipmc` strategy (choosePipmc), and the analysis's
// all-AI batch reads the estimates themselves.

import type { Draws } from '../../rng/stream.js';
import { type LamaAction, type LamaTable, playTurns, refund } from './reference.js';
import { chooseRandom, determinize, optionList } from './reference-strategies.js';
import { STRATEGIES } from './strategies.js';

/** An option at a choice: an action, or the pass of a seat that has quit. */
export type LamaOption = LamaAction | { kind: 'pass' };
const PASS: LamaOption = { kind: 'pass' };

/** CardStock's NUMTESTS: the playouts its PIPMC player gives each option (`pipmc`'s default N). */
export const ESTIMATE_PLAYOUTS = STRATEGIES.pipmc.param.default;

/** What one decision's playouts estimate. */
export interface DecisionEstimates {
  /** The seed engine's options (one per fitting card, then draw when legal, then quit; or a pass). */
  readonly options: readonly LamaOption[];
  /** Per option, the deciding seat's rank estimate. */
  readonly own: readonly number[];
  /** Per option, the sample variance of the deciding seat's estimate from one playout. */
  readonly ownVariance: readonly number[];
  /** The option with the best own estimate (the first on ties). */
  readonly best: number;
  /** Every player's rank estimate after the best option: CardStock's lead view of this decision. */
  readonly lead: readonly number[];
}

/** Each player's total once the round on `table` has ended (one seat may have gone out). */
function totalsAfterRound(table: LamaTable, totals: readonly number[]): number[] {
  return totals.map((total, seat) =>
    table.handSizes[seat] === 0 ? total - refund(table.rules, total) : total + table.penalty(seat),
  );
}

/** Each player's rank (0 first): how many players have a strictly lower total. */
export function ranks(finalTotals: readonly number[]): number[] {
  return finalTotals.map((t) => finalTotals.filter((other) => other < t).length);
}

/** The playouts of every option of `seat`'s choice at `table`, the game's totals so far being `totals`. */
export function estimateDecision(
  table: LamaTable,
  seat: number,
  totals: readonly number[],
  playouts: number,
  draws: Draws,
): DecisionEstimates {
  const n = table.players;
  const options: LamaOption[] = table.hasQuit[seat] ? [PASS] : optionList(table, seat);
  const rankSums = options.map(() => new Array<number>(n).fill(0));
  const own: number[] = [];
  const ownVariance: number[] = [];
  const randomly = (t: LamaTable, s: number) => chooseRandom(t, s, draws);
  options.forEach((action, o) => {
    let sum = 0;
    let sumOfSquares = 0;
    for (let i = 0; i < playouts; i++) {
      const sim = determinize(table, seat, draws);
      const ended = action.kind !== 'pass' && sim.apply(seat, action, draws);
      if (!ended) playTurns(sim, (seat + 1) % n, randomly, draws);
      const r = ranks(totalsAfterRound(sim, totals));
      r.forEach((rank, p) => (rankSums[o]![p]! += rank));
      const estimate = (n - 1 - r[seat]!) / (n - 1);
      sum += estimate;
      sumOfSquares += estimate * estimate;
    }
    own.push(sum / playouts);
    ownVariance.push(
      playouts > 1 ? Math.max(0, (sumOfSquares - (sum * sum) / playouts) / (playouts - 1)) : 0,
    );
  });
  let best = 0;
  own.forEach((e, o) => {
    if (e > own[best]!) best = o;
  });
  const lead = rankSums[best]!.map((sum) => (n - 1 - sum / playouts) / (n - 1));
  return { options, own, ownVariance, best, lead };
}

/** CardStock's PIPMC player as a strategy: the option with the best own estimate. */
export function choosePipmc(
  table: LamaTable,
  seat: number,
  totals: readonly number[],
  playouts: number,
  draws: Draws,
): LamaAction {
  const e = estimateDecision(table, seat, totals, playouts, draws);
  // a seat that chooses has not quit, so its options are actions, not a pass
  return e.options[e.best] as LamaAction;
}
