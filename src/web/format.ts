// How the page writes numbers: the CLI's formats (report/text.ts), by name, so that every number
// shown can be checked against the report it came from (each cell carries its key and format).

import { signed } from '../report/ablation.js';
import { fixed, int, pct } from '../report/text.js';
import { formatPValue } from '../stats/chisquare.js';

export { duration, rate } from '../report/text.js';

export const FORMATS = {
  int,
  fixed1: (n: number) => fixed(n, 1),
  fixed2: (n: number) => fixed(n, 2),
  fixed4: (n: number) => fixed(n, 4),
  fixed6: (n: number) => fixed(n, 6),
  signed2: (n: number) => signed(n, 2),
  pct1: (n: number) => pct(n, 1),
  pct2: (n: number) => pct(n, 2),
  pct3: (n: number) => pct(n, 3),
  /** A probability to 4 significant digits, as `boardsim pegs` prints it. */
  share4: (n: number) => `${(100 * n).toPrecision(4)}%`,
  /** A p-value to 3 digits; null (a report's fit with no test: too few games) in words. */
  p3: (n: number | null) => (n === null ? 'too few games for the test' : n.toPrecision(3)),
  /** A design measure as `boardsim analyze` prints it: 4 decimals, 1 from 100 up. */
  measure: (n: number) => fixed(n, Math.abs(n) >= 100 ? 1 : 4),
  /** A difference of two measures, signed. */
  signedMeasure: (n: number) => `${n >= 0 ? '+' : ''}${fixed(n, Math.abs(n) >= 100 ? 1 : 4)}`,
  /** A p-value as `boardsim rng test` prints it: "p = 0.455", "p < 1e-300" when it underflowed. */
  pValue: (p: number) => `p ${formatPValue(p)}`,
  /** Exact counts, which the reports give as decimal strings (past 2^53). */
  count: (value: string) => BigInt(value).toLocaleString('en-US'),
  text: (value: unknown) => String(value),
} as const satisfies Record<string, (value: never) => string>;

export type FormatName = keyof typeof FORMATS;

/** Formats a value by format name (used by the page and by the tests that read it). */
export function formatValue(format: FormatName, value: unknown): string {
  return (FORMATS[format] as (v: unknown) => string)(value);
}

/** Time left for people, from seconds to days: "12 s", "4 min", "3.5 h", "34 days". */
export function timeLeft(ms: number): string {
  if (ms < 60_000) return `${Math.max(1, Math.round(ms / 1000))} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  if (ms < 86_400_000) return `${(ms / 3_600_000).toFixed(1)} h`;
  return `${Math.round(ms / 86_400_000).toLocaleString('en-US')} days`;
}

/** The Web Workers a run used, in words: "1 Web Worker", "4 Web Workers". */
export function webWorkers(n: number): string {
  return `${n} Web Worker${n > 1 ? 's' : ''}`;
}
