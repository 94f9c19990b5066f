// The exact jobs Snakes and Ladders' workers solve (registered in src/games/jobs.ts): simulate's
// answer, and the exact values of an analysis (their code ships in the workers only).

import type { SnakesBoard } from './schema.js';
import { snakesAnalysisExact } from './analysis-exact.js';
import { solveSnakesExactJob } from './exact-job.js';

/** `analyze`'s exact values of one variant (per-move figures below turnCap). */
export interface SnakesAnalysisJob {
  readonly game: 'snakes-analysis';
  readonly board: SnakesBoard;
  readonly players: number;
  readonly turnCap: number;
}

export const SNAKES_JOBS = {
  snakes: solveSnakesExactJob,
  'snakes-analysis': (job: SnakesAnalysisJob) => ({
    game: job.game,
    analysis: snakesAnalysisExact(job.board, job.players, job.turnCap),
  }),
};
