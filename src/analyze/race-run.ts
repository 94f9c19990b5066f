// `analyze snakes` and `analyze candyland` on a platform's workers: every variant's run is cut into
// the run's chunks, and each chunk is a task of the analysis kernel (src/analyze/race-task.ts),
// played as many at once as there are threads (on the calling thread with one, in Node). A chunk's
// sums come back apart and are added in chunk order as they arrive, so the report has the same
// bits on any number of threads; the integer totals add up in any order.

import type { TaskExecutor } from '../run/executor.js';
import { ChunkOrderSums } from '../run/chunk-order.js';
import { chunkAt, coreThreadCap, planChunks } from '../run/plan.js';
import { runTasks } from '../run/runner.js';
import type { KernelTask } from '../run/task.js';
import { type RunTotals, addTotals, emptyTotals } from '../core/totals.js';
import type { Platform } from '../run/platform.js';
import type { RaceAnalysisConfig, RaceVariant } from './race-task.js';
import type { RaceAnalysisSums } from '../wasm/race-sums.js';

export interface RaceRunOptions {
  /** Worker threads (parsed: parseThreads). */
  readonly threads: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: { done: number; total: number }) => void;
}

/** Every chunk of every variant, one task each, made as they are asked for: a chunk is the unit
 *  progress and cancelling act on, as when the chunks played one by one on the calling thread. */
function* chunkTasks(variants: readonly RaceVariant[], seed: bigint, games: number): Generator<KernelTask> {
  const plan = planChunks(games);
  for (const [variant, race] of variants.entries())
    for (let c = plan.from; c < plan.to; c++)
      yield {
        game: race.task,
        config: { board: race.board, players: race.players, variant } satisfies RaceAnalysisConfig,
        seed,
        chunks: [chunkAt(plan, c)],
      };
}

/** Plays `games` games of every variant and returns each one's sums. */
export async function playRacesOn(
  platform: Platform,
  variants: readonly RaceVariant[],
  seed: bigint,
  games: number,
  options: RaceRunOptions,
): Promise<RaceAnalysisSums[]> {
  const plan = planChunks(games);
  const sums = variants.map(() => new ChunkOrderSums(plan.from));
  const totals = variants.map(() => emptyTotals());
  const tasks = variants.length * (plan.to - plan.from);
  // as simulate's: no more threads than tasks, nor than are worth starting on the cores
  const cap = coreThreadCap(platform.availableThreads());
  const executor = await platform.createExecutor(Math.max(1, Math.min(options.threads, tasks, cap)));
  // files each task's sums and totals under its variant as it comes back; runTasks counts the games
  const filing: TaskExecutor = {
    concurrency: executor.concurrency,
    async run(task, signal): Promise<RunTotals> {
      const { chunkSums, ...taskTotals } = await executor.run(task, signal);
      const { variant } = task.config as RaceAnalysisConfig;
      for (const { chunk, sums: chunkSum } of chunkSums ?? []) sums[variant]!.add(chunk, chunkSum);
      totals[variant] = addTotals(totals[variant]!, taskTotals);
      return { games: taskTotals.games, metrics: {}, winUnits: [] };
    },
    close: () => executor.close(),
  };
  try {
    const total = games * variants.length;
    await runTasks(filing, chunkTasks(variants, seed, games), total, {
      ...(options.signal && { signal: options.signal }),
      onProgress: ({ gamesDone }) => options.onProgress?.({ done: gamesDone, total }),
    });
  } finally {
    await executor.close();
  }
  return variants.map((_, v) => ({ sums: sums[v]!.sums(), totals: totals[v]! }));
}
