// What Candy Land's workers play (registered in src/games/tasks.ts): the simulation's chunks, and
// the design measures' races.

import { raceAnalysisRunner } from '../../analyze/race-task.js';
import { chunksRunner } from '../../run/task.js';
import { analyzeCandyChunks } from './analysis-kernel.js';
import { runCandyChunks } from './kernel.js';

export const CANDY_TASKS = {
  candyland: chunksRunner(runCandyChunks),
  'candyland-analysis': raceAnalysisRunner(analyzeCandyChunks),
};
