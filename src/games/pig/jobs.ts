// The exact jobs Pig's workers solve (registered in src/games/jobs.ts).

import { solvePigExactJob } from './exact-job.js';

export const PIG_JOBS = {
  pig: solvePigExactJob,
};
