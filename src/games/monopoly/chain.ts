// Monopoly's exact answer: a Markov chain of one piece, with the cards drawn with replacement.
//
// Within a turn the piece moves by throws; a throw's state is (square, doubles thrown so far this
// turn: 0, 1 or 2), or a jail state (long stay: 0, 1 or 2 failed throws for doubles; short stay:
// one state). From (s, d) each of the 36 throws moves on (or, the third doubles, to jail), the
// square landed on is followed (a card square draws each of its 16 cards with probability 1/16;
// Go To Jail sends to jail) and the throw ends the turn unless it was doubles. The turn chain is
// this throw chain seen at the end of each turn: its states are the squares a turn can end on and
// the jail states, and its rows are the throw chain's paths through one turn (at most three
// throws), so the doubles are counted, never estimated. Its stationary distribution is the
// long-run share of turns ending on each square; the same rows, stepped from Go, give the expected
// count of a finite game's turns on each square.

import { solveDense } from '../../exact/markov.js';
import {
  BOARD_SQUARES,
  CARDS_PER_DECK,
  GO,
  GO_TO_JAIL,
  IN_JAIL,
  JAIL_SQUARE,
  SQUARES,
  UTILITIES,
} from './board.js';
import { type JailPolicy, cardDestination, deckOf, isNearestCard } from './rules.js';

/** One way a landing can end: where (a square or IN_JAIL), with what probability, every square
 *  landed on along the way, and whether the last move was a "nearest" card's. */
interface LandingOutcome {
  readonly p: number;
  readonly end: number;
  readonly landed: readonly number[];
  readonly byNearestCard: boolean;
}

/** The ways a piece that lands on `square` ends up, each card drawn with probability 1/16. */
export function landingOutcomes(square: number): LandingOutcome[] {
  if (square === GO_TO_JAIL) return [{ p: 1, end: IN_JAIL, landed: [square], byNearestCard: false }];
  if (!deckOf(square)) return [{ p: 1, end: square, landed: [square], byNearestCard: false }];
  const outcomes: LandingOutcome[] = [];
  for (let card = 0; card < CARDS_PER_DECK; card++) {
    const p = 1 / CARDS_PER_DECK;
    const to = cardDestination(square, card);
    if (to === IN_JAIL || to === square) {
      outcomes.push({ p, end: to, landed: [square], byNearestCard: false });
      continue;
    }
    const nearest = isNearestCard(square, card);
    for (const next of landingOutcomes(to))
      outcomes.push({
        p: p * next.p,
        end: next.end,
        landed: [square, ...next.landed],
        byNearestCard: next.landed.length === 1 ? nearest : next.byNearestCard,
      });
  }
  return outcomes;
}

const POSITIONS = IN_JAIL + 1;
const IS_UTILITY = Array.from({ length: BOARD_SQUARES }, (_, s) =>
  (UTILITIES as readonly number[]).includes(s),
);

/** The turn chain of a jail policy: its states, its rows and what a turn from each state lands on. */
export interface MonopolyChain {
  readonly policy: JailPolicy;
  /** Each state's position: a square (a turn ended there) or IN_JAIL (with its failed throws). */
  readonly states: readonly { readonly position: number; readonly tries: number }[];
  /** Row-major turn transition matrix. */
  readonly turn: Float64Array;
  /** Per state, the expected landings on each square during one turn from it (40 per state). */
  readonly landings: Float64Array;
  /** Per state, the expected landings on each railroad or utility by a "nearest" card. */
  readonly nearestLandings: Float64Array;
  /** Per state, the expected sum over one turn of the throw's total on each landing on a utility
   *  by a throw (its rent is a multiple of that throw). */
  readonly utilityThrowSums: Float64Array;
  /** Per state, the expected number of throws in one turn from it. */
  readonly throws: Float64Array;
  /** Per state, the expected number of its turn's throws that end on each position (41 per state:
   *  the squares after any card's move, and jail). */
  readonly throwEnds: Float64Array;
  /** The state of a piece just sent to jail, and the state of a turn that starts on Go. */
  readonly jailState: number;
  readonly goState: number;
}

/** Builds the turn chain of `policy` from the throw chain. */
export function monopolyChain(policy: JailPolicy): MonopolyChain {
  const states: { position: number; tries: number }[] = [];
  const squareState = new Array<number>(BOARD_SQUARES).fill(-1);
  for (let s = 0; s < BOARD_SQUARES; s++) {
    if (s === GO_TO_JAIL) continue;
    squareState[s] = states.length;
    states.push({ position: s, tries: 0 });
  }
  const jailStates = policy === 'long' ? 3 : 1;
  const jailState = states.length;
  for (let k = 0; k < jailStates; k++) states.push({ position: IN_JAIL, tries: k });
  const n = states.length;
  const turn = new Float64Array(n * n);
  const landings = new Float64Array(n * BOARD_SQUARES);
  const nearestLandings = new Float64Array(n * BOARD_SQUARES);
  const utilityThrowSums = new Float64Array(n * BOARD_SQUARES);
  const throwCounts = new Float64Array(n);
  const throwEnds = new Float64Array(n * POSITIONS);
  const endThrow = (from: number, end: number, q: number) => (throwEnds[from * POSITIONS + end]! += q);
  const outcomesOf = Array.from({ length: BOARD_SQUARES }, (_, s) => landingOutcomes(s));

  /** Adds a throw of d1 + d2 from `square` with probability p to row `from`'s landings, and
   *  calls `then` with each way it ends. */
  const land = (
    from: number,
    p: number,
    square: number,
    total: number,
    then: (end: number, q: number) => void,
  ) => {
    const to = (square + total) % BOARD_SQUARES;
    for (const o of outcomesOf[to]!) {
      const q = p * o.p;
      o.landed.forEach((u, i) => {
        landings[from * BOARD_SQUARES + u]! += q;
        if (i === o.landed.length - 1 && o.byNearestCard) nearestLandings[from * BOARD_SQUARES + u]! += q;
        if (i === 0 && IS_UTILITY[u]) utilityThrowSums[from * BOARD_SQUARES + u]! += q * total;
      });
      then(o.end, q);
    }
  };
  const endOn = (from: number, end: number, q: number) => {
    turn[from * n + (end === IN_JAIL ? jailState : squareState[end]!)]! += q;
  };
  /** The throws of a turn out of jail from `square`: level by level (doubles thrown so far), the
   *  probability of standing on each square before the next throw. */
  const throws = (from: number, square: number): void => {
    let level = new Float64Array(BOARD_SQUARES);
    level[square] = 1;
    for (let doubles = 0; doubles < 3; doubles++) {
      const next = new Float64Array(BOARD_SQUARES);
      level.forEach((p, at) => {
        if (p === 0) return;
        for (let d1 = 1; d1 <= 6; d1++)
          for (let d2 = 1; d2 <= 6; d2++) {
            const q = p / 36;
            throwCounts[from]! += q;
            if (d1 === d2 && doubles === 2) {
              turn[from * n + jailState]! += q;
              endThrow(from, IN_JAIL, q);
              continue;
            }
            land(from, q, at, d1 + d2, (end, r) => {
              endThrow(from, end, r);
              if (end !== IN_JAIL && d1 === d2) next[end]! += r;
              else endOn(from, end, r);
            });
          }
      });
      level = next;
    }
  };

  states.forEach(({ position, tries }, from) => {
    if (position !== IN_JAIL) return throws(from, position);
    // short stay: pay, then a turn like any other from the jail square
    if (policy === 'short') return throws(from, JAIL_SQUARE);
    for (let d1 = 1; d1 <= 6; d1++)
      for (let d2 = 1; d2 <= 6; d2++) {
        throwCounts[from]! += 1 / 36;
        if (d1 !== d2 && tries < 2) {
          turn[from * n + jailState + tries + 1]! += 1 / 36;
          endThrow(from, IN_JAIL, 1 / 36);
          continue;
        }
        // out by doubles or after the third failed throw: move by it, and the turn ends
        land(from, 1 / 36, JAIL_SQUARE, d1 + d2, (end, r) => {
          endThrow(from, end, r);
          endOn(from, end, r);
        });
      }
  });
  return {
    policy,
    states,
    turn,
    landings,
    nearestLandings,
    utilityThrowSums,
    throws: throwCounts,
    throwEnds,
    jailState,
    goState: squareState[GO]!,
  };
}

/** The stationary distribution of the turn chain: π P = π, Σ π = 1 (one equation replaced by the
 *  sum; the chain is irreducible on its states and aperiodic, so the solution is unique). */
export function stationary(chain: MonopolyChain): Float64Array {
  const n = chain.states.length;
  const a = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) a[j * n + i] = chain.turn[i * n + j]! - (i === j ? 1 : 0);
  for (let i = 0; i < n; i++) a[(n - 1) * n + i] = 1;
  const b = new Float64Array(n);
  b[n - 1] = 1;
  return solveDense(a, b);
}

/** The expected number of turns of a game ending in each state: from Go, `warmup` turns played
 *  and not counted, then `turns` counted. */
export function gameCounts(chain: MonopolyChain, warmup: number, turns: number): Float64Array {
  const n = chain.states.length;
  let mu = new Float64Array(n);
  mu[chain.goState] = 1;
  const counts = new Float64Array(n);
  for (let t = 1; t <= warmup + turns; t++) {
    const next = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const m = mu[i]!;
      if (m === 0) continue;
      for (let j = 0; j < n; j++) next[j]! += m * chain.turn[i * n + j]!;
    }
    mu = next;
    if (t > warmup) for (let j = 0; j < n; j++) counts[j]! += mu[j]!;
  }
  return counts;
}

/** The most work (turns × counted turns × states²) the distribution of a game's turns in jail
 *  may take: about a second; past it the report has the means only. */
export const MAX_PMF_WORK = 2e8;

/** pmf[k]: the probability that a game (from Go, `warmup` turns, then `turns` counted) has k of
 *  its counted turns end in jail; undefined past MAX_PMF_WORK. */
export function jailCountPmf(chain: MonopolyChain, warmup: number, turns: number): number[] | undefined {
  const n = chain.states.length;
  if ((warmup + turns) * (turns + 1) * n * n > MAX_PMF_WORK) return undefined;
  const isJail = chain.states.map((s) => s.position === IN_JAIL);
  // before counting: the distribution over states after the warm-up
  let mu = new Float64Array(n);
  mu[chain.goState] = 1;
  for (let t = 0; t < warmup; t++) {
    const next = new Float64Array(n);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) next[j]! += mu[i]! * chain.turn[i * n + j]!;
    mu = next;
  }
  // then jointly the state and the count so far: g[state · (turns + 1) + count]
  const width = turns + 1;
  let g = new Float64Array(n * width);
  for (let i = 0; i < n; i++) g[i * width] = mu[i]!;
  for (let t = 0; t < turns; t++) {
    const next = new Float64Array(n * width);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const p = chain.turn[i * n + j]!;
        if (p === 0) continue;
        const shift = isJail[j] ? 1 : 0;
        for (let c = 0; c <= t; c++) next[j * width + c + shift]! += g[i * width + c]! * p;
      }
    g = next;
  }
  const pmf = new Array<number>(width).fill(0);
  for (let i = 0; i < n; i++) for (let c = 0; c < width; c++) pmf[c]! += g[i * width + c]!;
  return pmf;
}

/** A per-state vector summed into positions: 0-39 the squares, 40 in jail (its states added). */
export function byPosition(chain: MonopolyChain, perState: Float64Array): number[] {
  const out = new Array<number>(IN_JAIL + 1).fill(0);
  chain.states.forEach(({ position }, i) => (out[position]! += perState[i]!));
  return out;
}

/** Expected landings per turn, weighted by `weights` (a distribution over states). */
export function perTurn(chain: MonopolyChain, perStateSquare: Float64Array, weights: Float64Array): number[] {
  const out = new Array<number>(BOARD_SQUARES).fill(0);
  weights.forEach((w, i) => {
    for (let u = 0; u < BOARD_SQUARES; u++) out[u]! += w * perStateSquare[i * BOARD_SQUARES + u]!;
  });
  return out;
}

export { SQUARES };
