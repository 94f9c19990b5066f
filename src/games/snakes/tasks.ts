// What Snakes and Ladders' workers play (registered in src/games/tasks.ts): the simulation's
// chunks, and the design measures' races.

import { raceAnalysisRunner } from '../../analyze/race-task.js';
import { chunksRunner } from '../../run/task.js';
import { analyzeSnakesChunks } from './analysis-kernel.js';
import { runSnakesChunks } from './kernel.js';

export const SNAKES_TASKS = {
  snakes: chunksRunner(runSnakesChunks),
  'snakes-analysis': raceAnalysisRunner(analyzeSnakesChunks),
};
