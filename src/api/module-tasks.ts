// What the workers (Node's worker threads, the browser's Web Workers) and Node's calling thread
// play: every kind of task (tasks.ts), and the games of a user's module, whose runner imports the
// module first (src/games/module-play.ts).

import { MODULE_TASKS, prepareModuleTask } from '../games/module-play.js';
import { WASM_TASKS } from '../games/module-wasm.js';
import { MODULE_ANALYSIS_TASKS } from '../games/module-analysis-task.js';
import type { RunTotals } from '../core/totals.js';
import { type KernelTask, taskPlayer } from '../run/task.js';
import type { Kernel } from '../wasm/kernel.js';
import { TASKS } from './tasks.js';

const runNodeTask = taskPlayer({ ...TASKS, ...MODULE_TASKS, ...WASM_TASKS, ...MODULE_ANALYSIS_TASKS });

/** Plays a task, after importing the game module it plays where this thread has not. */
export async function playTask(kernel: Kernel, task: KernelTask): Promise<RunTotals> {
  await prepareModuleTask(task);
  return runNodeTask(kernel, task);
}
