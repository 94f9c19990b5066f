// The percentiles every report gives, in their own module: the exact solvers run in workers that
// must not load the statistics library (lib-r-math.js reads Node's `process` when a development
// server loads it whole, and a worker has none).

/** The percentiles of a metric's report: p1 … p99. */
export const PERCENTILES = [1, 5, 10, 25, 50, 75, 90, 95, 99] as const;
