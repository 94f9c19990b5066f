// What Pig's workers play, by task kind (registered in src/games/tasks.ts).

import { chunksRunner } from '../../run/task.js';
import { runPigChunks } from './kernel.js';

export const PIG_TASKS = {
  pig: chunksRunner(runPigChunks),
};
