// What peg solitaire's workers play (registered in src/games/tasks.ts): random games. Its exact
// count runs in parts on workers of its own (part-worker.ts).

import { chunksRunner } from '../../run/task.js';
import { runPegsChunks } from './kernel.js';

export const PEGS_TASKS = {
  pegs: chunksRunner(runPegsChunks),
};
