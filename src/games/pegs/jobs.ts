// The exact jobs peg solitaire's workers solve (registered in src/games/jobs.ts).

import { solvePegsExactJob } from './exact-job.js';

export const PEGS_JOBS = {
  pegs: solvePegsExactJob,
};
