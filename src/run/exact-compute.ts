// What a worker computes for an exact job: simulate's answers (exact-job.ts) and analyze's exact
// values. Those are computed here only, so that their code (the pair chain above all) ships in
// the workers and not in the bundles that start them.

import { candyAnalysisExact } from '../games/candyland/analysis-exact.js';
import { snakesAnalysisExact } from '../games/snakes/analysis-exact.js';
import { type AnyExactAnswer, type AnyExactJob, computeExact } from './exact-job.js';

/** Computes `job` on this thread. */
export function computeAnyExact(job: AnyExactJob): AnyExactAnswer {
  switch (job.game) {
    case 'snakes-analysis':
      return { game: job.game, analysis: snakesAnalysisExact(job.board, job.players, job.turnCap) };
    case 'candyland-analysis':
      return { game: job.game, analysis: candyAnalysisExact(job.board, job.players, job.turnCap) };
    default:
      return computeExact(job);
  }
}
