// Cutting a run into chunks (the unit of reproducibility), shards (parts run on different
// machines) and tasks (what one worker does at a time).

import { type ChunkSpec, GAMES_PER_CHUNK } from './task.js';

export interface Shard {
  /** 1-based: shard K of N. */
  readonly index: number;
  readonly count: number;
}

/** Number of chunks of a run of `games` games. */
export function chunkCount(games: number): number {
  return Math.ceil(games / GAMES_PER_CHUNK);
}

/** The chunks a run (or shard K/N of it: the K-th of N equal runs of consecutive chunks) plays. */
export function planChunks(games: number, shard?: Shard): ChunkSpec[] {
  const total = chunkCount(games);
  const from = shard ? Math.floor(((shard.index - 1) * total) / shard.count) : 0;
  const to = shard ? Math.floor((shard.index * total) / shard.count) : total;
  return Array.from({ length: to - from }, (_, i) => {
    const index = from + i;
    return { index, games: Math.min(GAMES_PER_CHUNK, games - index * GAMES_PER_CHUNK) };
  });
}

/** Groups chunks into tasks: a few per worker thread at least, for balance and progress. */
export function groupTasks(chunks: readonly ChunkSpec[], workers: number): ChunkSpec[][] {
  const size = Math.min(8, Math.max(1, Math.ceil(chunks.length / (workers * 6))));
  const tasks: ChunkSpec[][] = [];
  for (let i = 0; i < chunks.length; i += size) tasks.push(chunks.slice(i, i + size));
  return tasks;
}
