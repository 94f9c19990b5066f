// The registry of what the games' workers play: every game's task runners by task kind. With the
// games' definitions (index.ts) and their exact jobs (jobs.ts), one of the three lists a game is
// added to (the lists are apart so that each bundle carries only its own code: the exact solvers
// of analyze stay in the workers).

import type { TaskRunners } from '../run/task.js';
import { CANDY_TASKS } from './candyland/tasks.js';
import { LAMA_TASKS } from './lama/tasks.js';
import { PEGS_TASKS } from './pegs/tasks.js';
import { SNAKES_TASKS } from './snakes/tasks.js';
import { PIG_TASKS } from './pig/tasks.js';
import { MONOPOLY_TASKS } from './monopoly/tasks.js';
import { YAHTZEE_TASKS } from './yahtzee/tasks.js';

export const GAME_TASKS: TaskRunners = {
  ...SNAKES_TASKS,
  ...LAMA_TASKS,
  ...PEGS_TASKS,
  ...CANDY_TASKS,
  ...PIG_TASKS,
  ...MONOPOLY_TASKS,
  ...YAHTZEE_TASKS,
};
