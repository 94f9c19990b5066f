// Confidence intervals for proportions (win rates).

import { Z95 } from './summary.js';

/** Wilson's score interval at 95% for `successes` out of `n` (successes may be fractional for shared wins). */
export function wilson95(successes: number, n: number): [number, number] {
  if (n === 0) return [Number.NaN, Number.NaN];
  const z = Z95;
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // the bounds are exactly 0 and 1 when every game or no game was won (not 1 - 1e-16)
  return [successes <= 0 ? 0 : Math.max(0, centre - half), successes >= n ? 1 : Math.min(1, centre + half)];
}
