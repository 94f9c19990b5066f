// The exact jobs Candy Land's workers solve (registered in src/games/jobs.ts): simulate's answer,
// and the exact values of an analysis (their code ships in the workers only).

import type { CandyBoard } from './board.js';
import { candyAnalysisExact } from './analysis-exact.js';
import { solveCandyExactJob } from './exact-job.js';

/** `analyze`'s exact values of one variant (per-move figures below turnCap). */
export interface CandyAnalysisJob {
  readonly game: 'candyland-analysis';
  readonly board: CandyBoard;
  readonly players: number;
  readonly turnCap: number;
}

export const CANDY_JOBS = {
  candyland: solveCandyExactJob,
  'candyland-analysis': (job: CandyAnalysisJob) => ({
    game: job.game,
    analysis: candyAnalysisExact(job.board, job.players, job.turnCap),
  }),
};
