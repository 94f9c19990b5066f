// Snakes and Ladders' exact answer as a job (src/run/exact-job.ts): what simulate compares against.

import type { SnakesMode } from './reference.js';
import type { SnakesBoard } from './schema.js';
import { type SnakesExact, exactSnakes } from './chain.js';

/** The exact answer a Snakes and Ladders run compares against. */
export interface SnakesExactJob {
  readonly game: 'snakes';
  readonly board: SnakesBoard;
  readonly players: number;
  readonly mode: SnakesMode;
}

/** What a worker posts back for it. */
export interface SnakesExactAnswer {
  readonly game: 'snakes';
  readonly snakes: SnakesExact;
}

export function snakesExactJob(board: SnakesBoard, players: number, mode: SnakesMode): SnakesExactJob {
  return { game: 'snakes', board, players, mode };
}

/** Computes the job on this thread. */
export function solveSnakesExactJob(job: SnakesExactJob): SnakesExactAnswer {
  return { game: 'snakes', snakes: exactSnakes(job.board, job.players, job.mode) };
}
