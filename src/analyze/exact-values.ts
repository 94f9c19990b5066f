// The exact values of one variant of a race's analysis (Snakes and Ladders, Candy Land), as plain
// data: computed as an exact job (src/run/exact-job.ts), off the calling thread while the games
// play, and read by the variant's report.

import type { RaceExact } from './race-report.js';

export interface AnalysisExact {
  /** What the race's measures are compared with: seats, mean duration, the pair chain. */
  readonly race: RaceExact;
  /** One player: the expected turns ending on each square or space (the heat map). */
  readonly heatMap?: readonly number[];
  /** One player: P(ever using) each snake and ladder, or each shortcut and licorice space, in the
   *  report's order. */
  readonly use?: readonly number[];
  /** Why some exact values are left out (the pair chain did not settle, or has no meaning). */
  readonly note?: string;
  /** The time the values took to compute, on the thread that computed them. */
  readonly computeMs: number;
}

/** `compute`'s values with the time they took. */
export function timedExact(compute: () => Omit<AnalysisExact, 'computeMs'>): AnalysisExact {
  const started = performance.now();
  const values = compute();
  return { ...values, computeMs: performance.now() - started };
}
