// Peg solitaire's exact answer for simulate as a job (src/run/exact-job.ts): random play's
// distribution of the pegs left.

import { randomPlayPegsLeft } from './random-play.js';
import type { PegsBoard } from './schema.js';

/** Random play's exact distribution from `start`, which a peg solitaire run compares against. */
export interface PegsExactJob {
  readonly game: 'pegs';
  readonly board: PegsBoard;
  readonly start: number;
}

/** pegsLeft[k]: the chance that random play ends with k pegs; undefined when the board is too large. */
export interface PegsExactAnswer {
  readonly game: 'pegs';
  readonly pegsLeft: number[] | undefined;
}

export function pegsExactJob(board: PegsBoard, start: number): PegsExactJob {
  return { game: 'pegs', board, start };
}

/** Computes the job on this thread. */
export function solvePegsExactJob(job: PegsExactJob): PegsExactAnswer {
  return { game: 'pegs', pegsLeft: randomPlayPegsLeft(job.board, job.start) };
}
