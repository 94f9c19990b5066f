// The sums every race analysis kernel fills (Snakes and Ladders, Candy Land: assembly/analyze/race.ts
// defines them), their layout, and one game's measures as the twin tests compare them.

import type { RunTotals } from '../core/totals.js';

/** Per-move leader statistics are kept for moves below this (assembly's ANALYZE_TURN_CAP). */
export const ANALYZE_TURN_CAP = 512;
const SCALARS = 16;
/** The per-game scratch holds this many moves; a longer game is reported as endless. */
export const ANALYZE_MAX_MOVES = 1 << 20;
/** The kernel's "no sole leader". */
export const NO_LEADER = 255;

/** The scalar sums' slots (moments take two: the sum and the sum of squares). */
export const RACE_SUMS = {
  leadChanges: 0,
  halfLeaderGames: 2,
  halfLeaderWins: 3,
  comebacks: 4,
  decidedLastTurn: 5,
  drama: 6,
  trailedGames: 8,
  dramaWhenTrailed: 9,
  security: 11,
  coverage: 13,
} as const;

/** What the analysis of some games adds up to (the kernel's and the twin's, in the same layout). */
export interface RaceAnalysisSums {
  /** Scalars by RACE_SUMS, then per move t: games with a sole leader after t moves, those it won,
   *  then turns ended per square, then (player, game) pairs that used the jump on each square. */
  readonly sums: Float64Array;
  readonly totals: RunTotals;
}

/** One game's measures (the log the twin tests compare). */
export interface RaceAnalysisRecord {
  winTurns: number;
  moves: number;
  winner: number;
  leadChanges: number;
  /** The sole leader after half the game's moves (rounded down), or NO_LEADER. */
  halfLeader: number;
  comeback: boolean;
  decidedLastTurn: boolean;
  /** Moves after which the winner's rank estimate was below the drama threshold. */
  trailing: number;
  /** Distinct squares (1 to the last) on which some turn of the game ended. */
  covered: number;
  drama: number;
}

/** Length of the sums block for a board of `squares` squares. */
export function raceSumsLength(squares: number): number {
  return SCALARS + 2 * ANALYZE_TURN_CAP + 2 * (squares + 1);
}

/** Offsets of the sums block's arrays. */
export function raceSumsLayout(squares: number): {
  aheadGames: number;
  aheadWins: number;
  visits: number;
  jumpUsed: number;
} {
  const visits = SCALARS + 2 * ANALYZE_TURN_CAP;
  return {
    aheadGames: SCALARS,
    aheadWins: SCALARS + ANALYZE_TURN_CAP,
    visits,
    jumpUsed: visits + squares + 1,
  };
}
