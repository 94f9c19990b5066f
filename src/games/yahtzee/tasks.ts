// What Yahtzee's workers play (registered in src/games/tasks.ts).

import { chunksRunner } from '../../run/task.js';
import { runYahtzeeChunks } from './kernel.js';

export const YAHTZEE_TASKS = {
  yahtzee: chunksRunner(runYahtzeeChunks),
};
