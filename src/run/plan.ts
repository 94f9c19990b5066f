// Cutting a run into chunks (the unit of reproducibility), shards (parts run on different
// machines) and tasks (what one worker does at a time). Plans are ranges, and tasks are made on
// demand: a run of 10^13 games has 150 million chunks, too many to list before the first one plays.

import { parseThreads } from '../core/options.js';
import { type ChunkSpec, GAMES_PER_CHUNK, type Shard } from '../core/chunks.js';

export type { Shard } from '../core/chunks.js';

/** The chunks `from` to `to - 1` of a run of `totalGames` games. */
export interface ChunkPlan {
  readonly totalGames: number;
  readonly from: number;
  readonly to: number;
}

/** Number of chunks of a run of `games` games. */
export function chunkCount(games: number): number {
  return Math.ceil(games / GAMES_PER_CHUNK);
}

/** The chunks a run (or shard K/N of it: the K-th of N equal runs of consecutive chunks) plays. */
export function planChunks(games: number, shard?: Shard): ChunkPlan {
  const total = chunkCount(games);
  const from = shard ? Math.floor(((shard.index - 1) * total) / shard.count) : 0;
  const to = shard ? Math.floor((shard.index * total) / shard.count) : total;
  return { totalGames: games, from, to };
}

/** Chunk `index` of the run: full, or the last one's remainder. */
export function chunkAt(plan: ChunkPlan, index: number): ChunkSpec {
  return { index, games: Math.min(GAMES_PER_CHUNK, plan.totalGames - index * GAMES_PER_CHUNK) };
}

/** Games the plan plays. */
export function plannedGames(plan: ChunkPlan): number {
  if (plan.to <= plan.from) return 0;
  return (plan.to - 1 - plan.from) * GAMES_PER_CHUNK + chunkAt(plan, plan.to - 1).games;
}

/** Chunks per task: a few tasks per worker thread at least, for balance and progress, and at
 *  most 8 chunks each. */
function chunksPerTask(plan: ChunkPlan, workers: number): number {
  return Math.min(8, Math.max(1, Math.ceil((plan.to - plan.from) / (workers * 6))));
}

/** Groups the chunks into tasks, made as they are asked for. */
export function* groupTasks(plan: ChunkPlan, workers: number): Generator<ChunkSpec[], void, undefined> {
  const size = chunksPerTask(plan, workers);
  for (let first = plan.from; first < plan.to; first += size) {
    const last = Math.min(first + size, plan.to);
    yield Array.from({ length: last - first }, (_, i) => chunkAt(plan, first + i));
  }
}

/** How many tasks groupTasks makes (without making them). */
export function taskCount(plan: ChunkPlan, workers: number): number {
  return Math.ceil((plan.to - plan.from) / chunksPerTask(plan, workers));
}

/** More worker threads than this many per core only cost memory (each holds a kernel): the
 *  kernels are CPU-bound, so two per core already keep every core busy. */
const THREADS_PER_CORE = 2;

/** The most worker threads worth starting on `cores` cores. */
export function coreThreadCap(cores: number): number {
  return Math.max(1, cores) * THREADS_PER_CORE;
}

/** The `threads` option (checked as parseThreads does), capped at coreThreadCap: for the runs whose
 *  results do not depend on their threads and that say nothing of the cap (simulate says it in a
 *  note, through workerThreads). */
export function cappedThreads(value: unknown, cores: number): number {
  return Math.min(parseThreads(value, cores), coreThreadCap(cores));
}

/** The worker threads a run starts: the threads asked for, but no more than it has tasks, nor
 *  far more than the cores; `note` says why when fewer than asked for were started. */
export function workerThreads(
  requested: number,
  plan: ChunkPlan,
  cores: number,
): { workers: number; note?: string } {
  const tasks = taskCount(plan, requested);
  const coreCap = coreThreadCap(cores);
  const workers = Math.max(1, Math.min(requested, tasks, coreCap));
  if (workers === requested) return { workers };
  const why =
    workers === coreCap && coreCap < tasks
      ? `${THREADS_PER_CORE} per core on ${cores} core${cores > 1 ? 's' : ''}: more only cost memory`
      : `the run has ${tasks} task${tasks > 1 ? 's' : ''}`;
  return { workers, note: `--threads ${requested}: ran ${workers} thread${workers > 1 ? 's' : ''} (${why})` };
}
