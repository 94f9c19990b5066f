// A race of two players taking turns, exactly. The pieces never interact (Snakes and Ladders,
// Candy Land with the with-replacement deck), so each turn is a step of the one-player turn chain
// and the game is a Markov chain on pairs of one-player states and whose turn it is (about 2·10^4
// states on a 100-square board). Every measure is an expected sum of rewards over the moves, so it
// is the value at the start of a linear system V = r + P V on the pairs: solved by Gauss-Seidel
// sweeps that visit the pairs from the finish backwards, which a race moving mostly forward
// settles in a few dozen sweeps (stepping the games forward move by move needs hundreds of moves
// for the last 10^-9 of them). The error of every value is bounded from the residual left.

import { type AbsorbingChain, expectedSteps, stepDistribution } from './markov.js';

/** Sweeps stop when no value moves by more than this share of the largest value of its kind (the
 *  error bound is computed after). */
const SETTLED = 1e-14;
/** Moves looked at (pairs × moves from each, per sweep) before the sweeps give up: about 10 s. A
 *  race that slow sends its pieces back so often that the error shrinks by less than 0.1% a sweep
 *  even after extrapolation; the error bound then says how far the values are. */
const MAX_SWEEP_WORK = 5e8;
/** Extrapolate only a rate below this (the factor ρ/(1 − ρ) stays below 1000). */
const MAX_RATE = 0.999;
/** Extrapolate once the rate of a slot's change moves by less than this share between sweeps. */
const STEADY = 0.01;

export interface PairExact {
  /** P(the first seat wins). */
  readonly firstSeatWins: number;
  /** E[turns of the winner]. */
  readonly winnerTurns: number;
  /** E[changes of the leader] (the leader stays until someone is strictly ahead of them). */
  readonly leadChanges: number;
  /** P(the winner was not the sole leader before the winning turn). */
  readonly decidedInLastTurn: number;
  /** P(the winner was strictly behind after some move); CardStock's drama with rank estimates is
   *  √½ times this, since a trailing 2-player rank estimate is 0 against a threshold of ½. */
  readonly winnerTrailed: number;
  readonly drama: number;
  /** Per move t ≥ 1 (index t): P(a sole leader after t moves, game still on) and P(that leader wins
   *  | there is one). */
  readonly aheadAfterMove: { probability: number; leaderWins: number }[];
  /** A bound on the error of every value above (from the solve; the one-player distributions
   *  behind aheadAfterMove stop below 10^-15). */
  readonly errorBound: number;
  readonly sweeps: number;
}

/** Values whose error bound is larger are left out of a report (the solve gave up first). */
const PAIR_MAX_ERROR = 1e-9;

/** Why `pair`'s values cannot be reported, or undefined when they can: a solve that gave up
 *  before settling (pieces sent back so often that the sweeps crawl) bounds its error loosely, or
 *  not at all (NaN) where the extrapolation overshot on some pairs. */
export function unsettledPairNote(pair: PairExact): string | undefined {
  if (pair.errorBound <= PAIR_MAX_ERROR) return undefined;
  const bound = Number.isFinite(pair.errorBound) ? pair.errorBound.toExponential(1) : 'unbounded';
  return `the pair chain did not settle in ${pair.sweeps} sweeps (error bound ${bound}), so its values are left out`;
}

/** The one-player chain with its states renumbered in the order of their positions, flattened. */
interface OrderedChain {
  readonly n: number;
  readonly position: Int32Array;
  readonly exit: Float64Array;
  readonly rowStart: Int32Array;
  readonly rowTo: Int32Array;
  readonly rowP: Float64Array;
  readonly start: number;
  /** rank[s]: the new number of the chain's state s. */
  readonly rank: Int32Array;
}

function ordered(chain: AbsorbingChain, start: number, position: Int32Array): OrderedChain {
  const n = chain.size;
  const order = Array.from({ length: n }, (_, s) => s).sort((s, t) => position[s]! - position[t]!);
  const rank = new Int32Array(n);
  order.forEach((s, i) => (rank[s] = i));
  const rowStart = new Int32Array(n + 1);
  order.forEach((s, i) => (rowStart[i + 1] = rowStart[i]! + chain.rows[s]!.to.length));
  const rowTo = new Int32Array(rowStart[n]!);
  const rowP = new Float64Array(rowStart[n]!);
  order.forEach((s, i) => {
    const row = chain.rows[s]!;
    row.to.forEach((t, k) => (rowTo[rowStart[i]! + k] = rank[t]!));
    rowP.set(row.p, rowStart[i]!);
  });
  return {
    n,
    position: Int32Array.from(order, (s) => position[s]!),
    exit: Float64Array.from(order, (s) => chain.exit[s]!),
    rowStart,
    rowTo,
    rowP,
    start: rank[start]!,
    rank,
  };
}

// What each pair holds, per mover: a slot per value. Leaders: 0 none yet (everyone level since
// the start), 1 seat 0, 2 seat 1; off the diagonal of equal positions the leader is whoever is
// ahead, on it whoever was last strictly ahead, so the lead-change value there has one slot each.
const WINS = 0; // P(seat 0 wins)
const MOVES = 1; // E[moves left, the winning one included]
const LAST_TURN = 2; // P(the winner is not the sole leader before the winning move)
const UNTRAILED = 3; // +s: P(seat s wins, never strictly behind after a move from now); 0 if behind
const CHANGES = 5; // +leader: E[changes of the leader from now]
const SLOTS = 8;

/** The values by pair (a·n + b: seat 0 in state a, seat 1 in b), mover (seat to move), slot: a
 *  move reads one pair's slots together. */
function valueIndex(cell: number, mover: number, slot: number): number {
  return (cell * 2 + mover) * SLOTS + slot;
}

/**
 * The sums for seat `mover` moving from pair (a, b): each slot's reward plus the values it moves
 * to (into `acc`), except a move that stays on the same pair, whose probability is returned (its
 * value is the other mover's on this very pair, solved for in `sweep`).
 */
function gather(
  c: OrderedChain,
  v: Float64Array,
  mover: number,
  a: number,
  b: number,
  acc: Float64Array,
): number {
  const { n, position, exit, rowStart, rowTo, rowP } = c;
  const posA = position[a]!;
  const posB = position[b]!;
  const from = mover === 0 ? a : b;
  const finish = exit[from]!;
  // the values after the move are the other seat's to move, at (to, b) or (a, to)
  const base = valueIndex(mover === 0 ? b : a * n, 1 - mover, 0);
  const stride = (mover === 0 ? n : 1) * 2 * SLOTS;
  const level = posA === posB;
  const leader = level ? 0 : posA > posB ? 1 : 2;
  // the mover reaching the finish is strictly ahead: a change if the other seat led
  const other = 2 - mover;
  let wins = mover === 0 ? finish : 0;
  let moves = 1;
  // the winner reaches the finish from a pair where it was not strictly ahead
  let lastTurn = leader === 1 + mover ? 0 : finish;
  let untrailed0 = mover === 0 ? finish : 0;
  let untrailed1 = mover === 1 ? finish : 0;
  let changes = leader === other ? finish : 0;
  let stay = 0;
  const first = rowStart[from]!;
  const last = rowStart[from + 1]!;
  for (let k = first; k < last; k++) {
    const to = rowTo[k]!;
    const p = rowP[k]!;
    if (to === from) {
      stay += p;
      continue;
    }
    const t = base + to * stride;
    wins += p * v[t + WINS]!;
    moves += p * v[t + MOVES]!;
    lastTurn += p * v[t + LAST_TURN]!;
    // a pair where that seat is behind holds 0: the move ends its untrailed games
    untrailed0 += p * v[t + UNTRAILED]!;
    untrailed1 += p * v[t + UNTRAILED + 1]!;
    if (level) continue;
    const posTo = position[to]!;
    const toA = mover === 0 ? posTo : posA;
    const toB = mover === 0 ? posB : posTo;
    const next = toA > toB ? 1 : toA < toB ? 2 : leader;
    changes += (next !== leader ? p : 0) + p * v[t + CHANGES + next]!;
  }
  acc[WINS] = wins;
  acc[MOVES] = moves;
  acc[LAST_TURN] = lastTurn;
  acc[UNTRAILED] = untrailed0;
  acc[UNTRAILED + 1] = untrailed1;
  acc[CHANGES] = 0;
  acc[CHANGES + 1] = 0;
  acc[CHANGES + 2] = 0;
  if (!level) acc[CHANGES + leader] = changes;
  // on a level pair, one value per leader so far (none yet, seat 0, seat 1)
  else {
    for (let was = 0; was < 3; was++) {
      let sum = was === other ? finish : 0;
      for (let k = first; k < last; k++) {
        const to = rowTo[k]!;
        if (to === from) continue;
        const p = rowP[k]!;
        const posTo = position[to]!;
        const isSeat0Ahead = mover === 0 ? posTo > posA : posTo < posA;
        const next = posTo === posA ? was : isSeat0Ahead ? 1 : 2;
        sum += (was !== 0 && next !== was ? p : 0) + p * v[base + to * stride + CHANGES + next]!;
      }
      acc[CHANGES + was] = sum;
    }
  }
  return stay;
}

/** The largest |new − old| of any value over one pass, by slot. */
type Change = Float64Array;

/**
 * One Gauss-Seidel sweep over every pair, from the last positions to the first (a race moves
 * mostly forward, so most values read are already this sweep's). A move that stays put (stuck on
 * licorice, an overshoot that stays) links a pair's two movers only: those two are solved exactly.
 * With `update` false it writes nothing and measures the residual of the values as they are.
 */
function sweep(c: OrderedChain, v: Float64Array, update: boolean): Change {
  const { n, position } = c;
  const change = new Float64Array(SLOTS);
  const acc0 = new Float64Array(SLOTS);
  const acc1 = new Float64Array(SLOTS);
  for (let a = n - 1; a >= 0; a--) {
    for (let b = n - 1; b >= 0; b--) {
      // seat 1 first: its moves lead to (a, b'), mostly b' > b, whose seat-0 values are this sweep's
      const stay1 = gather(c, v, 1, a, b, acc1);
      const stay0 = gather(c, v, 0, a, b, acc0);
      const posA = position[a]!;
      const posB = position[b]!;
      const i0 = valueIndex(a * n + b, 0, 0);
      const i1 = valueIndex(a * n + b, 1, 0);
      for (let slot = 0; slot < SLOTS; slot++) {
        // the slots this pair holds: untrailed values only where that seat is not behind, and off
        // the level pairs only the change value of the seat ahead
        if (slot === UNTRAILED ? posA < posB : slot === UNTRAILED + 1 ? posB < posA : false) continue;
        if (slot >= CHANGES && posA !== posB && slot - CHANGES !== (posA > posB ? 1 : 2)) continue;
        // V1 = acc1 + stay1·V0 and V0 = acc0 + stay0·V1
        const v1 = (acc1[slot]! + stay1 * acc0[slot]!) / (1 - stay0 * stay1);
        const v0 = acc0[slot]! + stay0 * v1;
        change[slot] = Math.max(change[slot]!, Math.abs(v0 - v[i0 + slot]!), Math.abs(v1 - v[i1 + slot]!));
        if (update) {
          v[i0 + slot] = v0;
          v[i1 + slot] = v1;
        }
      }
    }
  }
  return change;
}

/** The largest |value| of each slot, at least 1, in one pass. */
function largest(v: Float64Array): Float64Array {
  const max = new Float64Array(SLOTS).fill(1);
  for (let i = 0; i < v.length; i += SLOTS) {
    for (let slot = 0; slot < SLOTS; slot++) {
      const x = Math.abs(v[i + slot]!);
      if (x > max[slot]!) max[slot] = x;
    }
  }
  return max;
}

/**
 * Sweeps until no value moves by more than SETTLED times the largest of its slot (or MAX_SWEEP_WORK is spent), returning the
 * number of sweeps. The sweeps'
 * error falls geometrically at a steady rate ρ (the slowest mode: pieces sent back): once a slot's
 * rate holds still, its values are moved on by the rest of the series, change · ρ/(1 − ρ)
 * (Aitken's extrapolation, slot by slot). The error bound, computed afterwards from the residual,
 * does not rely on it.
 */
function solve(c: OrderedChain, v: Float64Array): number {
  const previous = new Float64Array(v.length);
  let before: Change = new Float64Array(SLOTS);
  let rates: Change = new Float64Array(SLOTS);
  const maxSweeps = Math.max(1, Math.floor(MAX_SWEEP_WORK / (2 * c.n * c.rowTo.length)));
  for (let sweeps = 1; sweeps <= maxSweeps; sweeps++) {
    previous.set(v);
    const change = sweep(c, v, true);
    // relative to the slot's largest value: expected moves run to hundreds, whose rounding alone
    // moves them by more than 10^-13
    const max = largest(v);
    const isSettled = change.map((d, slot) => (d < SETTLED * max[slot]! ? 1 : 0));
    if (isSettled.every((settled) => settled === 1)) return sweeps;
    const nextRates = change.map((d, slot) => d / before[slot]!);
    for (let slot = 0; slot < SLOTS; slot++) {
      const rate = nextRates[slot]!;
      const isSteady = rate < MAX_RATE && Math.abs(rate - rates[slot]!) < STEADY * rate;
      if (!isSteady || isSettled[slot] === 1) continue;
      const factor = rate / (1 - rate);
      for (let i = slot; i < v.length; i += SLOTS) v[i]! += factor * (v[i]! - previous[i]!);
      // the next rate is measured afresh
      nextRates[slot] = 0;
    }
    before = change;
    rates = nextRates;
  }
  return maxSweeps;
}

/**
 * Per move t ≥ 1 below turnCap: P(a sole leader, game on) and P(that leader wins | one). After t
 * moves seat 0 has had ⌈t/2⌉ turns and seat 1 ⌊t/2⌋, independently, so the pairs' distribution is
 * the product of one player's distributions; the solved P(seat 0 wins) says who wins from each.
 */
function aheadAfterMove(
  c: OrderedChain,
  chain: AbsorbingChain,
  start: number,
  v: Float64Array,
  turnCap: number,
): PairExact['aheadAfterMove'] {
  const { n, position, rank } = c;
  // one player's unfinished games after k turns, in the pairs' numbering
  const { before } = stepDistribution(chain, start, {
    keepStates: true,
    maxSteps: Math.ceil(turnCap / 2) + 1,
  });
  const afterTurns = before!.map((dist) => {
    const out = new Float64Array(n);
    dist.forEach((p, s) => (out[rank[s]!] = p));
    return out;
  });
  // states are in the order of positions: those behind a position, and level with it, are runs
  const behind = Int32Array.from(position, (pos) => position.findIndex((q) => q >= pos));
  const level = Int32Array.from(position, (pos, a) => behind[a]! + position.filter((q) => q === pos).length);
  const result = [{ probability: 0, leaderWins: 0 }];
  for (let t = 1; t < turnCap; t++) {
    const distA = afterTurns[Math.ceil(t / 2)];
    const distB = afterTurns[Math.floor(t / 2)];
    // after seat 0's move (t odd) seat 1 moves next
    const mover = t % 2;
    let ahead = 0;
    let leaderWins = 0;
    for (let a = 0; a < n && distA && distB; a++) {
      const pa = distA[a]!;
      if (pa === 0) continue;
      const wins = valueIndex(a * n, mover, WINS);
      const pairStride = 2 * SLOTS;
      for (let b = 0; b < behind[a]!; b++) {
        ahead += pa * distB[b]!;
        leaderWins += pa * distB[b]! * v[wins + b * pairStride]!;
      }
      for (let b = level[a]!; b < n; b++) {
        ahead += pa * distB[b]!;
        leaderWins += pa * distB[b]! * (1 - v[wins + b * pairStride]!);
      }
    }
    result.push({ probability: ahead, leaderWins: ahead > 0 ? leaderWins / ahead : 0 });
  }
  return result;
}

/**
 * The bound on the error of every value pairExact reports, from the residual left in each slot (the
 * largest |change| one more sweep would make, `residual[slot]`) and one player's expected turns
 * from each state. Every value is E[Σ rewards] over a chain that ends within the moves left, so its
 * error e solves e = P e + residual: |e| ≤ max |residual| · max E[moves left] ≤ max |residual| ·
 * (2 max E[turns] + 1). The winner's turns are (moves + P(seat 0 wins)) / 2 and P(the winner
 * trailed) is 1 minus the two untrailed values, so their bounds add up. Exported for its tests.
 */
export function pairErrorBound(residual: ArrayLike<number>, expectedTurns: ArrayLike<number>): number {
  const longest = 2 * Math.max(...Array.from(expectedTurns)) + 1;
  const r = (slot: number) => residual[slot]! * longest;
  return Math.max(
    r(WINS),
    (r(MOVES) + r(WINS)) / 2,
    r(LAST_TURN),
    r(UNTRAILED) + r(UNTRAILED + 1),
    r(CHANGES),
    r(CHANGES + 1),
    r(CHANGES + 2),
  );
}

/** The exact measures for two players taking turns in a race whose one-player turns are `chain`
 *  from state `start`; `position[s]` orders the states (per-move figures below turnCap). */
export function pairExact(
  chain: AbsorbingChain,
  start: number,
  position: Int32Array,
  turnCap: number,
): PairExact {
  const c = ordered(chain, start, position);
  const v = new Float64Array(c.n * c.n * 2 * SLOTS);
  const sweeps = solve(c, v);
  const at = (slot: number) => v[valueIndex(c.start * c.n + c.start, 0, slot)]!;
  const firstSeatWins = at(WINS);
  const winnerTrailed = 1 - at(UNTRAILED) - at(UNTRAILED + 1);
  return {
    firstSeatWins,
    // seat 0 wins on an odd number of moves, seat 1 on an even one
    winnerTurns: (at(MOVES) + firstSeatWins) / 2,
    leadChanges: at(CHANGES),
    decidedInLastTurn: at(LAST_TURN),
    winnerTrailed,
    drama: Math.SQRT1_2 * winnerTrailed,
    aheadAfterMove: aheadAfterMove(c, chain, start, v, turnCap),
    errorBound: pairErrorBound(sweep(c, v, false), expectedSteps(chain)),
    sweeps,
  };
}
