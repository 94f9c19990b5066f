// simulate(): the one entry point for every game's runs, on any platform. The platform supplies
// the executor (this thread, worker_threads, Web Workers) and nothing else.

import { type GameOptions, gameId, prepareRun } from './games/index.js';
import { isDefaultDice, parseDice } from './rng/dice.js';
import { parseGames, parseSeed, parseShard, parseThreads } from './options.js';
import { type SimulationReport, buildReport } from './report/simulation.js';
import type { DiceSpec } from './rng/dice.js';
import type { TaskExecutor } from './run/executor.js';
import { groupTasks, planChunks, plannedGames, workerThreads } from './run/plan.js';
import { type Progress, runTasks } from './run/runner.js';

export type SimulateOptions = GameOptions & {
  readonly game: string;
  readonly games?: number | string;
  readonly seed?: bigint | number | string;
  /** Workers: worker threads in Node, Web Workers in a browser (default: one per core). In Node,
   *  1 runs on the calling thread. */
  readonly threads?: number | string;
  /** Run only part K of N of the run's chunks ("K/N"); merge the parts with merge(). */
  readonly shard?: string | { index: number; count: number };
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: Progress) => void;
  /** The die every kernel of the run draws from: GEN[:METHOD] (see src/rng/dice.ts); default
   *  the foundation's xoshiro128x4:lemire16. */
  readonly dice?: string | DiceSpec;
};

export interface ExecutorOptions {
  /** Never run tasks on the calling thread (they are slow: see GameRun.slowTasks). */
  readonly offThread?: boolean;
}

export interface Platform {
  availableThreads(): number;
  createExecutor(threads: number, options?: ExecutorOptions): Promise<TaskExecutor>;
}

export async function simulateOn(platform: Platform, options: SimulateOptions): Promise<SimulationReport> {
  const game = gameId(options.game);
  const games = parseGames(options.games);
  const seed = parseSeed(options.seed);
  const shard = parseShard(options.shard);
  const threads = parseThreads(options.threads, platform.availableThreads());
  const dice = parseDice(options.dice);
  const run = prepareRun(game, options);
  const plan = planChunks(games, shard);
  // every game's tasks carry the die; runTask sets it before the game's kernel runs
  const tasks = (function* () {
    for (const group of groupTasks(plan, threads))
      yield { ...run.task(seed, group), ...(!isDefaultDice(dice) && { dice }) };
  })();
  const { workers, note } = workerThreads(threads, plan, platform.availableThreads());
  const started = performance.now();
  const executor = await platform.createExecutor(workers, { offThread: run.slowTasks === true });
  try {
    const totals = await runTasks(executor, tasks, plannedGames(plan), {
      ...(options.signal && { signal: options.signal }),
      ...(options.onProgress && { onProgress: options.onProgress }),
    });
    const elapsedMs = performance.now() - started;
    const chunkRange: [number, number] | [] = plan.to > plan.from ? [plan.from, plan.to - 1] : [];
    const report = buildReport(run, totals, {
      seed,
      threads: workers,
      elapsedMs,
      totalGames: games,
      dice,
      ...(shard && { shard, chunkRange }),
    });
    // said only when the threads were asked for: the default (every core) is capped silently
    if (note !== undefined && options.threads !== undefined) (report.notes ??= []).push(note);
    return report;
  } finally {
    await executor.close();
  }
}
