// Raw totals of a run or of part of it: exact integer counts that add up across chunks, workers,
// shards and machines in any order, and from which every reported statistic is computed.

/** One metric's distribution over games: counts by value, plus exact sums of values too large for the histogram. */
export interface MetricTotals {
  /** counts[v] = number of games whose value is v (the last entry may hold overflowed values). */
  counts: number[];
  /** Values >= overflowFrom were counted in counts[overflowFrom] and recorded exactly here. */
  overflowFrom: number;
  overflowCount: number;
  overflowSum: bigint;
  overflowSumOfSquares: bigint;
  overflowMax: number;
}

/** The shortest game seen, located so that it can be replayed from its stream. */
export interface BestGame {
  value: number;
  chunk: number;
  /** Index of the game in its chunk (for several independent players: match * players + seat). */
  index: number;
  /** Number of draws in the chunk's stream before the game's first one. */
  position: number;
}

export interface RunTotals {
  games: number;
  metrics: Record<string, MetricTotals>;
  /** Wins per seat in units of 1/winUnits of a game, so that shared wins stay exact. */
  winUnits: number[];
  best?: BestGame;
  /** An analysis's floating-point sums (L.A.M.A.'s), chunk by chunk and variant by variant: kept
   *  apart here, since their bits depend on the order of addition; the analysis adds them up in
   *  chunk order. */
  chunkSums?: ChunkSums[];
}

/** One chunk's floating-point sums, of variant `variant` of an analysis. */
export interface ChunkSums {
  readonly variant: number;
  readonly chunk: number;
  readonly sums: Float64Array;
}

export function emptyMetric(overflowFrom: number): MetricTotals {
  return {
    counts: [],
    overflowFrom,
    overflowCount: 0,
    overflowSum: 0n,
    overflowSumOfSquares: 0n,
    overflowMax: 0,
  };
}

/** Adds `b` into `a` (commutative and associative, so any order of chunks gives the same totals). */
export function addTotals(a: RunTotals, b: RunTotals): RunTotals {
  const metrics: Record<string, MetricTotals> = { ...a.metrics };
  for (const [name, mb] of Object.entries(b.metrics)) {
    const ma = metrics[name];
    metrics[name] = ma ? addMetric(ma, mb) : mb;
  }
  const seats = Math.max(a.winUnits.length, b.winUnits.length);
  const winUnits = Array.from({ length: seats }, (_, i) => (a.winUnits[i] ?? 0) + (b.winUnits[i] ?? 0));
  const chunkSums = a.chunkSums || b.chunkSums ? [...(a.chunkSums ?? []), ...(b.chunkSums ?? [])] : undefined;
  return {
    games: a.games + b.games,
    metrics,
    winUnits,
    best: betterGame(a.best, b.best),
    ...(chunkSums && { chunkSums }),
  };
}

function addMetric(a: MetricTotals, b: MetricTotals): MetricTotals {
  if (a.overflowFrom !== b.overflowFrom) throw new Error('cannot add metrics with different histogram sizes');
  const [longer, shorter] = a.counts.length >= b.counts.length ? [a.counts, b.counts] : [b.counts, a.counts];
  const counts = longer.slice();
  for (let v = 0; v < shorter.length; v++) counts[v] = (counts[v] ?? 0) + (shorter[v] ?? 0);
  return {
    counts,
    overflowFrom: a.overflowFrom,
    overflowCount: a.overflowCount + b.overflowCount,
    overflowSum: a.overflowSum + b.overflowSum,
    overflowSumOfSquares: a.overflowSumOfSquares + b.overflowSumOfSquares,
    overflowMax: Math.max(a.overflowMax, b.overflowMax),
  };
}

/** The smaller game; on a tie the one from the earlier chunk, then the earlier index. */
export function betterGame(a?: BestGame, b?: BestGame): BestGame | undefined {
  if (!a) return b;
  if (!b) return a;
  if (a.value !== b.value) return a.value < b.value ? a : b;
  if (a.chunk !== b.chunk) return a.chunk < b.chunk ? a : b;
  return a.index <= b.index ? a : b;
}

export function emptyTotals(): RunTotals {
  return { games: 0, metrics: {}, winUnits: [] };
}
