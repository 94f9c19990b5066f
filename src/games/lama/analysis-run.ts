// `analyze lama` on a platform's workers: every table (a preset or board at a player count) is cut
// into the run's chunks, and every chunk of every table is played by the analysis kernel
// (assembly/games/lama/analyze.ts) on one pool, as many at once as there are threads. Each chunk's sums
// come back apart and are added in chunk order, so the report has the same bits on any number of
// threads (and the same as the twin's, analyzeLamaChunk, which the tests compare game by game).

import { BoardsimError } from '../../core/errors.js';
import { parseThreads } from '../../core/options.js';
import { ESTIMATE_PLAYOUTS } from './rank-estimates.js';
import { lamaRunSettings } from './settings.js';
import type { ConfigSource } from '../types.js';
import { ChunkOrderSums } from '../../run/chunk-order.js';
import { groupTasks, planChunks } from '../../run/plan.js';
import { runTasks } from '../../run/runner.js';
import type { KernelTask } from '../../run/task.js';
import type { ChunkSums } from '../../core/totals.js';
import type { Platform } from '../../run/platform.js';
import { DEFAULT_ORDER_PLAYER, lamaVariant } from './analysis.js';
import { dramaThreshold } from './analysis-estimates.js';
import type { VariantReport } from '../../analyze/report.js';

/** One table to analyse: rules from a preset or a board, and its number of players. */
export interface LamaTableSource extends ConfigSource {
  readonly players: number;
}

export interface LamaAnalysisOptions {
  /** The search player whose win share gives `order` (default pipmc: CardStock's PIPMC player,
   *  the all-AI batch's player, with the same playouts, as CardStock measures order). */
  readonly strategies?: unknown;
  readonly threads?: unknown;
  readonly signal?: AbortSignal | undefined;
  readonly onProgress?: ((progress: { done: number; total: number }) => void) | undefined;
}

/** Adds each variant's chunk sums in chunk order (the order the twin adds them in). */
export function addChunkSums(chunkSums: readonly ChunkSums[], variants: number): Float64Array[] {
  const ordered = Array.from({ length: variants }, () => new ChunkOrderSums(0));
  for (const { variant, chunk, sums } of chunkSums) ordered[variant]!.add(chunk, sums);
  return ordered.map((sums) => sums.sums());
}

/** The order batch's search player: one player spec, by default CardStock's PIPMC player. */
function orderPlayer(strategies: unknown): string {
  if (strategies === undefined) return DEFAULT_ORDER_PLAYER;
  if (typeof strategies === 'string') return strategies;
  throw new BoardsimError([
    {
      code: 'analyze/strategies',
      path: 'strategies',
      message: `give the search player whose wins make order as one spec, such as "pipmc" or "montecarlo:20" (got ${JSON.stringify(strategies)})`,
    },
  ]);
}

/** Plays `games` games of every table and reports each. */
export async function analyzeLamaOn(
  platform: Platform,
  tables: readonly LamaTableSource[],
  seed: bigint,
  games: number,
  options: LamaAnalysisOptions,
): Promise<VariantReport[]> {
  const search = orderPlayer(options.strategies);
  const threads = parseThreads(options.threads, platform.availableThreads());
  const settings = tables.map((table) =>
    lamaRunSettings({
      ...table,
      strategies: [search, ...new Array<string>(table.players - 1).fill('random')],
      rounds: 1,
    }),
  );
  const plan = planChunks(games);
  const tasks: KernelTask[] = settings.flatMap(({ rules, seats }, variant) =>
    [...groupTasks(plan, threads)].map((chunks) => ({
      game: 'lama-analysis' as const,
      config: {
        rules,
        players: seats.length,
        search: seats[0]!,
        playouts: ESTIMATE_PLAYOUTS,
        dramaThreshold: dramaThreshold(seats.length),
        variant,
      },
      seed,
      chunks,
    })),
  );
  // chunks of PIPMC games take seconds or more: off the calling thread even with one thread, so
  // that progress and Ctrl-C act at once
  const workers = Math.max(1, Math.min(threads, tasks.length));
  const executor = await platform.createExecutor(workers, { offThread: true });
  try {
    const total = games * tables.length;
    const totals = await runTasks(executor, tasks, total, {
      ...(options.signal && { signal: options.signal }),
      onProgress: ({ gamesDone }) => options.onProgress?.({ done: gamesDone, total }),
    });
    const sums = addChunkSums(totals.chunkSums ?? [], tables.length);
    return settings.map(({ preset, rules, seats }, variant) =>
      lamaVariant(preset, rules, seats.length, seats[0]!, sums[variant]!),
    );
  } finally {
    await executor.close();
  }
}
