// What a worker is asked to do: play some chunks of a run. Plain data, so it crosses to worker
// threads and Web Workers unchanged. Which code plays a task is looked up by its kind in a table of
// task runners that the entry handing out work builds from the games' registry (src/api/tasks.ts):
// nothing here knows a game.

import type { ChunkSpec } from '../core/chunks.js';
import type { RunTotals } from '../core/totals.js';
import { DEFAULT_DICE, type DiceSpec } from '../rng/dice.js';
import { setDice } from '../wasm/dice.js';
import type { Kernel } from '../wasm/kernel.js';

/** A task: which runner plays it (`game`: a game's name, or another of its task kinds such as
 *  `lama-analysis`), the runner's config, and the chunks of the run to play. */
export interface KernelTask<C = unknown> {
  readonly game: string;
  readonly config: C;
  readonly seed: bigint;
  readonly chunks: readonly ChunkSpec[];
  /** The die its kernel draws from (`--dice`; the default xoshiro128x4:lemire16 when absent):
   *  set before the runner is called. */
  readonly dice?: DiceSpec;
}

/** Plays one task on a kernel instance whose die is already set. */
export type TaskRunner<C = never> = (kernel: Kernel, task: KernelTask<C>) => RunTotals;

/** Plays any task: a table's runners (taskPlayer), or, where a task may first import a module (a
 *  user's game), a promise of its totals. */
export type TaskPlayer = (kernel: Kernel, task: KernelTask) => RunTotals | Promise<RunTotals>;

/** Task runners by task kind. */
export type TaskRunners = Readonly<Record<string, TaskRunner<never>>>;

/** Plays tasks of the kinds in `runners`: sets the task's die, then calls its runner. */
export function taskPlayer(runners: TaskRunners): (kernel: Kernel, task: KernelTask) => RunTotals {
  return (kernel, task) => {
    if (!Object.hasOwn(runners, task.game)) throw new Error(`no task runner for ${task.game}`);
    setDice(kernel, task.dice ?? DEFAULT_DICE);
    return (runners[task.game] as TaskRunner<unknown>)(kernel, task);
  };
}

/** The runner of a kernel that plays a task's chunks from its config and returns their totals. */
export function chunksRunner<C>(
  play: (kernel: Kernel, config: C, seed: bigint, chunks: readonly ChunkSpec[]) => RunTotals,
): TaskRunner<C> {
  return (kernel, task) => play(kernel, task.config, task.seed, task.chunks);
}
