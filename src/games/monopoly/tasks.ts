// What Monopoly's workers play (registered in src/games/tasks.ts): the simulation's chunks.

import { chunksRunner } from '../../run/task.js';
import { runMonopolyChunks } from './kernel.js';

export const MONOPOLY_TASKS = {
  monopoly: chunksRunner(runMonopolyChunks),
};
