// Every kind of task a worker plays: the games' (their registry, src/games/tasks.ts) and the dice
// lab's battery. The worker entries and this thread's executor play tasks with `runTask`.

import { GAME_TASKS } from '../games/tasks.js';
import { type TaskRunners, taskPlayer } from '../run/task.js';
import { BATTERY_TASKS } from '../wasm/dice.js';

export const TASKS: TaskRunners = { ...GAME_TASKS, ...BATTERY_TASKS };

/** Runs one task (some chunks of one run) on a kernel instance, with the task's die. */
export const runTask = taskPlayer(TASKS);
