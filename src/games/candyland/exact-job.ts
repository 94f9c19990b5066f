// Candy Land's exact answer as a job (src/run/exact-job.ts): what simulate compares against.

import type { CandyBoard } from './board.js';
import { type CandyExact, exactCandy } from './chain.js';

/** The exact answer a Candy Land run compares against. */
export interface CandyExactJob {
  readonly game: 'candyland';
  readonly board: CandyBoard;
  readonly players: number;
}

/** What a worker posts back for it. */
export interface CandyExactAnswer {
  readonly game: 'candyland';
  readonly candy: CandyExact;
}

export function candyExactJob(board: CandyBoard, players: number): CandyExactJob {
  return { game: 'candyland', board, players };
}

/** Computes the job on this thread. */
export function solveCandyExactJob(job: CandyExactJob): CandyExactAnswer {
  return { game: 'candyland', candy: exactCandy(job.board, job.players) };
}
