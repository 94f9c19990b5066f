// Every kind of task a worker plays: the games' (their registry, src/games/tasks.ts) and the dice
// lab's battery. The worker entries and this thread's executor play tasks with `runTask`.

import { GAME_TASKS } from '../games/tasks.js';
import { prepareModuleTask } from '../games/module-play.js';
import type { RunTotals } from '../core/totals.js';
import { type KernelTask, type TaskRunners, taskPlayer } from '../run/task.js';
import type { Kernel } from '../wasm/kernel.js';
import { BATTERY_TASKS } from '../wasm/dice.js';

export const TASKS: TaskRunners = { ...GAME_TASKS, ...BATTERY_TASKS };

/** Runs one task (some chunks of one run) on a kernel instance, with the task's die. */
export const runTask = taskPlayer(TASKS);

/** runTask, after importing the game module a task plays where this thread has not (a user's game
 *  in a worker's first task): what the worker entries and this thread's executor play. */
export async function playTask(kernel: Kernel, task: KernelTask): Promise<RunTotals> {
  await prepareModuleTask(task);
  return runTask(kernel, task);
}
