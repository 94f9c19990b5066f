// The exact jobs Monopoly's workers solve (registered in src/games/jobs.ts): simulate's answer.

import { solveMonopolyExactJob } from './exact-job.js';

export const MONOPOLY_JOBS = {
  monopoly: solveMonopolyExactJob,
};
