// Confidence intervals for proportions (win rates).

import { Z95 } from './summary.js';

/** The standard error of `successes` / `n` that Wilson's interval is ±Z95 of:
 *  √(p(1−p)/n + z²/4n²) / (1 + z²/n), the usual √(p(1−p)/n) to within about 1/n, but above 0 when
 *  every game or none counted (so 0 of 20,000 against an exact 1% is far off, not "z 0"). */
export function wilsonStandardError(successes: number, n: number): number {
  if (n === 0) return Number.NaN;
  const p = successes / n;
  const z2 = Z95 * Z95;
  return Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n)) / (1 + z2 / n);
}

/** Wilson's score interval at 95% for `successes` out of `n` (successes may be fractional for shared wins). */
export function wilson95(successes: number, n: number): [number, number] {
  if (n === 0) return [Number.NaN, Number.NaN];
  const p = successes / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = Z95 * wilsonStandardError(successes, n);
  // the bounds are exactly 0 and 1 when every game or no game was won (not 1 - 1e-16)
  return [successes <= 0 ? 0 : Math.max(0, centre - half), successes >= n ? 1 : Math.min(1, centre + half)];
}
