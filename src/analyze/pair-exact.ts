// A race of two players taking turns, exactly: a Markov chain on pairs of one-player states (about
// 10^4 on a 100-square board) stepped move by move, with a small state machine on the side for
// what a measure needs to remember (the current leader, who has trailed). Each player's turn is a
// step of the one-player turn chain, since the pieces never interact (Snakes and Ladders, Candy
// Land with the with-replacement deck); who leads is decided by the states' positions on the board.

import type { SnakesBoard } from '../games/snakes/schema.js';
import type { AbsorbingChain } from '../exact/markov.js';
import { snakesTurnChain } from '../exact/snakes.js';

/** Mass left unplayed when the stepping stops. */
const TAIL_MASS = 1e-9;
const MAX_MOVES = 200_000;

export interface PairExact {
  /** P(the first seat wins). */
  readonly firstSeatWins: number;
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
}

/** survival[s][t] = P(one player from square s needs more than t turns), for t ≤ horizon. */
function survivalTable(chain: AbsorbingChain, horizon: number): Float64Array[] {
  const n = chain.size;
  // done[t][s] = P(finished within t turns from s), by the backward recurrence on t
  let done = new Float64Array(n);
  const byTime: Float64Array[] = [done];
  for (let t = 1; t <= horizon; t++) {
    const next = new Float64Array(n);
    for (let s = 0; s < n; s++) {
      const row = chain.rows[s]!;
      let p = chain.exit[s]!;
      for (let k = 0; k < row.to.length; k++) p += row.p[k]! * done[row.to[k]!]!;
      next[s] = p;
    }
    byTime.push(next);
    done = next;
  }
  return Array.from({ length: n }, (_, s) => Float64Array.from(byTime, (d) => 1 - d[s]!));
}

/** The number of turns after which no square has more than TAIL_MASS of its games left. */
function horizonOf(chain: AbsorbingChain): number {
  let v = new Float64Array(chain.size).fill(1);
  for (let t = 1; t <= MAX_MOVES; t++) {
    const next = new Float64Array(chain.size);
    let worst = 0;
    for (let s = 0; s < chain.size; s++) {
      const row = chain.rows[s]!;
      let p = 0;
      for (let k = 0; k < row.to.length; k++) p += row.p[k]! * v[row.to[k]!]!;
      next[s] = p;
      worst = Math.max(worst, p);
    }
    v = next;
    if (worst < TAIL_MASS) return t;
  }
  return MAX_MOVES;
}

/** P(seat 0 wins) from squares (a, b) when seat 0 moves next (`afterA` false) or seat 1 does. */
function winTables(chain: AbsorbingChain): { aToMove: Float64Array; bToMove: Float64Array } {
  const n = chain.size;
  const horizon = horizonOf(chain);
  const s = survivalTable(chain, horizon);
  const aToMove = new Float64Array(n * n);
  const bToMove = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    const sa = s[a]!;
    for (let b = 0; b < n; b++) {
      const sb = s[b]!;
      let first = 0;
      let second = 0;
      for (let t = 1; t <= horizon; t++) {
        const pa = sa[t - 1]! - sa[t]!; // P(seat 0 needs exactly t turns)
        // seat 0 to move: its t-th turn comes before seat 1's, so it wins when seat 1 needs ≥ t
        first += pa * sb[t - 1]!;
        // seat 1 to move: seat 0 wins when seat 1 needs more than t
        second += pa * sb[t]!;
      }
      aToMove[a * n + b] = first;
      bToMove[a * n + b] = second;
    }
  }
  return { aToMove, bToMove };
}

// The side machines, run in separate passes (the cost is the number of side states). Leader: 0 none
// yet, 1 seat 0, 2 seat 1. Trailed: bit 0 seat 0 has been strictly behind after some move, bit 1
// seat 1 has. Each depends only on the order of the squares after a move (cmp: -1 seat 0 behind,
// 0 level, 1 seat 0 ahead), and is looked up by 3·state + cmp + 1 in the hot loop.
interface SideMachine {
  readonly states: number;
  readonly next: Int32Array;
  /** 1 where the move changes the leader. */
  readonly changed: Uint8Array;
}

function machine(states: number, step: (state: number, cmp: number) => [number, boolean]): SideMachine {
  const next = new Int32Array(states * 3);
  const changed = new Uint8Array(states * 3);
  for (let e = 0; e < states; e++) {
    for (let cmp = -1; cmp <= 1; cmp++) {
      const [to, change] = step(e, cmp);
      next[3 * e + cmp + 1] = to;
      changed[3 * e + cmp + 1] = change ? 1 : 0;
    }
  }
  return { states, next, changed };
}

/** The leader stays until the other is strictly ahead. */
const LEADER = machine(3, (leader, cmp) => {
  if (leader === 0) return [cmp > 0 ? 1 : cmp < 0 ? 2 : 0, false];
  const behind = (leader === 1 && cmp < 0) || (leader === 2 && cmp > 0);
  return behind ? [cmp > 0 ? 1 : 2, true] : [leader, false];
});
const TRAILED = machine(4, (flags, cmp) => [flags | (cmp < 0 ? 1 : cmp > 0 ? 2 : 0), false]);

interface PassSums {
  firstSeatWins: number;
  leadChanges: number;
  decidedInLastTurn: number;
  /** With TRAILED: P(the winner had trailed). */
  winnerTrailed: number;
  aheadAfterMove: { probability: number; leaderWins: number }[];
}

/** Steps the pair chain with a side machine, move by move, until TAIL_MASS is left. */
function forwardPass(
  chain: AbsorbingChain,
  start: number,
  position: Int32Array,
  side: SideMachine,
  wins: { aToMove: Float64Array; bToMove: Float64Array },
  turnCap: number,
): PassSums {
  const n = chain.size;
  const extras = side.states;
  let dist = new Float64Array(n * n * extras);
  let next = new Float64Array(dist.length);
  dist[(start * n + start) * extras] = 1;
  const aheadAfterMove = [{ probability: 0, leaderWins: 0 }];
  // the rows flattened (CSR) and the sums in locals: the loop below is the whole cost
  const rowStart = new Int32Array(n + 1);
  chain.rows.forEach((row, q) => (rowStart[q + 1] = rowStart[q]! + row.to.length));
  const rowTo = new Int32Array(rowStart[n]!);
  const rowP = new Float64Array(rowStart[n]!);
  chain.rows.forEach((row, q) => {
    rowTo.set(row.to, rowStart[q]!);
    rowP.set(row.p, rowStart[q]!);
  });
  const { changed, next: sideNext } = side;
  let firstSeatWins = 0;
  let leadChanges = 0;
  let decidedInLastTurn = 0;
  let winnerTrailed = 0;
  let remaining = 1;
  for (let move = 0; move < MAX_MOVES && remaining > TAIL_MASS; move++) {
    const mover = move % 2;
    // the mover reaching the finish is strictly ahead
    const finishCmp = mover === 0 ? 2 : 0;
    next.fill(0);
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) {
        const cell = (a * n + b) * extras;
        const from = mover === 0 ? a : b;
        const exit = chain.exit[from]!;
        const soleBefore = position[a]! > position[b]! ? 0 : position[b]! > position[a]! ? 1 : -1;
        const first = rowStart[from]!;
        const last = rowStart[from + 1]!;
        for (let e = 0; e < extras; e++) {
          const mass = dist[cell + e]!;
          if (mass === 0) continue;
          if (exit > 0) {
            const w = mass * exit;
            if (changed[3 * e + finishCmp]) leadChanges += w;
            if (mover === 0) firstSeatWins += w;
            if (soleBefore !== mover) decidedInLastTurn += w;
            if ((e >> mover) & 1) winnerTrailed += w;
          }
          for (let k = first; k < last; k++) {
            const to = rowTo[k]!;
            const w = mass * rowP[k]!;
            const na = mover === 0 ? to : a;
            const nb = mover === 0 ? b : to;
            const pa = position[na]!;
            const pb = position[nb]!;
            const code = 3 * e + (pa > pb ? 2 : pa === pb ? 1 : 0);
            if (changed[code]) leadChanges += w;
            next[(na * n + nb) * extras + sideNext[code]!]! += w;
          }
        }
      }
    }
    [dist, next] = [next, dist];
    remaining = 0;
    let ahead = 0;
    let leaderWins = 0;
    const table = mover === 0 ? wins.bToMove : wins.aToMove;
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) {
        const cell = (a * n + b) * extras;
        let mass = 0;
        for (let e = 0; e < extras; e++) mass += dist[cell + e]!;
        remaining += mass;
        if (position[a] === position[b] || mass === 0) continue;
        const seat0Wins = table[a * n + b]!;
        ahead += mass;
        leaderWins += mass * (position[a]! > position[b]! ? seat0Wins : 1 - seat0Wins);
      }
    }
    if (move + 1 < turnCap)
      aheadAfterMove.push({ probability: ahead, leaderWins: ahead > 0 ? leaderWins / ahead : 0 });
  }
  return { firstSeatWins, leadChanges, decidedInLastTurn, winnerTrailed, aheadAfterMove };
}

/** The exact measures for two players taking turns in a race whose one-player turns are `chain`
 *  from state `start`; `position[s]` orders the states (per-move figures below turnCap). */
export function pairExact(
  chain: AbsorbingChain,
  start: number,
  position: Int32Array,
  turnCap: number,
): PairExact {
  const wins = winTables(chain);
  const lead = forwardPass(chain, start, position, LEADER, wins, turnCap);
  const trailed = forwardPass(chain, start, position, TRAILED, wins, 0).winnerTrailed;
  return {
    firstSeatWins: lead.firstSeatWins,
    leadChanges: lead.leadChanges,
    decidedInLastTurn: lead.decidedInLastTurn,
    winnerTrailed: trailed,
    drama: Math.SQRT1_2 * trailed,
    aheadAfterMove: lead.aheadAfterMove,
  };
}

/** Snakes and Ladders: the states are the squares. */
export function snakesPairExact(board: SnakesBoard, turnCap: number): PairExact {
  const chain = snakesTurnChain(board);
  return pairExact(
    chain,
    board.start,
    Int32Array.from({ length: chain.size }, (_, s) => s),
    turnCap,
  );
}
