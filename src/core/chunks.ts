// The unit of reproducibility, shared by the kernels' boundary, the runs and the reports.

/** Games per chunk: the unit of reproducibility. Chunk c of a run always plays its games from the
 *  stream of (seed, c), so results do not depend on threads, shards or the platform. Also the
 *  size of one kernel call, large enough for V8's optimizing tier to take over after the first. */
export const GAMES_PER_CHUNK = 65536;

/** One chunk of a run to play: its index (which stream) and how many of its games. */
export interface ChunkSpec {
  readonly index: number;
  readonly games: number;
}

/** Part K of N of a run's chunks (`--shard K/N`). */
export interface Shard {
  /** 1-based: shard K of N. */
  readonly index: number;
  readonly count: number;
}
