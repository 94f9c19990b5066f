// CardStock's search player (PIPMC: pure Monte Carlo on deals of the hidden cards) read as a source
// of estimates, on the kernel's table (assembly/games/lama/kernel.ts). The twin is
// src/games/lama/rank-estimates.ts; both take their random numbers in the same order and do the
// same f64 arithmetic in the same order, so they give the same bits.
//
// At a choice, each option of the seed engine's list (one per fitting card, so two fitting 3s are
// two options; draw when legal; quit; a seat that has quit has one option, to pass) gets `playouts`
// random playouts of the rest of the round, each on a new deal of the cards the choosing seat
// cannot see. A playout ranks every player by their total after the round: rank = the number of
// players with a strictly lower total. A player's rank estimate is ((n − 1) − mean rank) / (n − 1).
// The seat takes the option with its own best estimate (the first on ties): that choice is the
// `pipmc` strategy (assembly/games/lama/kernel.ts choose); every player's estimate after that option is the
// choice's lead view. Nothing is allocated: the playouts use
// the SIM table and the sums below.

import {
  DRAW,
  MAX_PLAYERS,
  PLAYOUT_RANDOM,
  QUIT,
  S_QUIT,
  S_TOP,
  SCORES,
  SIM,
  apply,
  canDraw,
  count,
  determinize,
  nextValue,
  players,
  playoutScore,
  runTurns,
  u32At,
} from './kernel';

/** The one option of a seat that has quit: it passes (no card has value 0). */
export const PASS: u32 = 0;

// What the last estimateChoice found.
/** Options at the choice. */
export let optionCount: u32 = 0;
/** The best option's action (PASS for a seat that has quit). */
export let bestAction: u32 = PASS;
/** The choosing seat's estimate after its best and its worst option (the first on ties), and the
 *  sample variance of one playout's estimate for each. */
export let bestOwn: f64 = 0;
export let bestVariance: f64 = 0;
export let worstOwn: f64 = 0;
export let worstVariance: f64 = 0;
/** Every player's rank estimate after the best option (f64 a seat): the choice's lead view. */
export const LEAD: usize = memory.data(<i32>MAX_PLAYERS * 8, 16);

/** Rank sums over the current option's playouts, and over the best option's (u32 a seat). */
const RANK_SUMS: usize = memory.data(<i32>MAX_PLAYERS * 4, 16);
const BEST_RANK_SUMS: usize = memory.data(<i32>MAX_PLAYERS * 4, 16);
/** Each player's total after a playout's round (i64 a seat). */
const TOTALS: usize = memory.data(<i32>MAX_PLAYERS * 8, 16);

/** Option o of seat p at table s: the fitting cards (top value's copies, then the next value's),
 *  then draw when legal, then quit. */
@inline
function optionAction(s: usize, p: u32, o: u32): u32 {
  const top = load<u32>(s + S_TOP);
  const same = count(s, p, top);
  const higher = count(s, p, nextValue(top));
  if (o < same) return top;
  if (o < same + higher) return nextValue(top);
  return o == same + higher && canDraw(s) ? DRAW : QUIT;
}

/** One playout of `action` (or a pass) by seat p from table s: adds every player's rank to
 *  RANK_SUMS and returns p's. */
function playout(s: usize, p: u32, action: u32): u32 {
  determinize(s, p);
  const ended = action != PASS && apply(SIM, p, action);
  if (!ended) runTurns(SIM, p + 1 == players ? 0 : p + 1, PLAYOUT_RANDOM);
  for (let q: u32 = 0; q < players; q++) {
    const total = <i64>load<u32>(SCORES + (<usize>q << 2)) + playoutScore(SIM, q);
    store<i64>(TOTALS + (<usize>q << 3), total);
  }
  let own: u32 = 0;
  for (let q: u32 = 0; q < players; q++) {
    const total = load<i64>(TOTALS + (<usize>q << 3));
    let rank: u32 = 0;
    for (let r: u32 = 0; r < players; r++) if (load<i64>(TOTALS + (<usize>r << 3)) < total) rank++;
    const at = RANK_SUMS + (<usize>q << 2);
    store<u32>(at, load<u32>(at) + rank);
    if (q == p) own = rank;
  }
  return own;
}

/** The playouts of every option of seat p's choice at table s (the game's totals so far in
 *  SCORES); the results are in the exports above. */
export function estimateChoice(s: usize, p: u32, playouts: u32): void {
  const top = load<u32>(s + S_TOP);
  const hasQuit = u32At(s, S_QUIT, p) != 0;
  optionCount = hasQuit
    ? 1
    : count(s, p, top) + count(s, p, nextValue(top)) + (canDraw(s) ? 1 : 0) + 1;
  const last = <f64>(players - 1);
  const n = <f64>playouts;
  for (let o: u32 = 0; o < optionCount; o++) {
    const action = hasQuit ? PASS : optionAction(s, p, o);
    memory.fill(RANK_SUMS, 0, <usize>MAX_PLAYERS << 2);
    let sum: f64 = 0;
    let sumOfSquares: f64 = 0;
    for (let i: u32 = 0; i < playouts; i++) {
      const estimate = (last - <f64>playout(s, p, action)) / last;
      sum += estimate;
      sumOfSquares += estimate * estimate;
    }
    const own = sum / n;
    const variance = playouts > 1 ? max<f64>(0, (sumOfSquares - (sum * sum) / n) / (n - 1)) : 0;
    if (o == 0 || own > bestOwn) {
      bestOwn = own;
      bestVariance = variance;
      bestAction = action;
      memory.copy(BEST_RANK_SUMS, RANK_SUMS, <usize>MAX_PLAYERS << 2);
    }
    if (o == 0 || own < worstOwn) {
      worstOwn = own;
      worstVariance = variance;
    }
  }
  for (let q: u32 = 0; q < players; q++) {
    const rankSum = <f64>load<u32>(BEST_RANK_SUMS + (<usize>q << 2));
    store<f64>(LEAD + (<usize>q << 3), (last - rankSum / n) / last);
  }
}
