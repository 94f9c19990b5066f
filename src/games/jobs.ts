// The registry of the exact jobs the games' workers solve, by job kind: simulate's answers and
// analyze's exact values. Imported by the worker entries only (src/workers/), so that the code of
// analyze's solvers ships in the workers and not in the bundles that start them.

import { type ExactSolvers, jobSolver } from '../run/exact-job.js';
import { CANDY_JOBS } from './candyland/jobs.js';
import { PEGS_JOBS } from './pegs/jobs.js';
import { SNAKES_JOBS } from './snakes/jobs.js';
import { PIG_JOBS } from './pig/jobs.js';
import { MONOPOLY_JOBS } from './monopoly/jobs.js';
import { YAHTZEE_JOBS } from './yahtzee/jobs.js';

export const GAME_JOBS: ExactSolvers = {
  ...SNAKES_JOBS,
  ...PEGS_JOBS,
  ...CANDY_JOBS,
  ...PIG_JOBS,
  ...MONOPOLY_JOBS,
  ...YAHTZEE_JOBS,
};

/** Solves any of the games' exact jobs on this thread (what a worker runs). */
export const solveGameJob = jobSolver(GAME_JOBS);
