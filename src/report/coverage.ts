// Which chunks of a run the merged reports cover, kept as one range per report (never one entry
// per chunk: a run of 10^13 games has 150 million chunks), and what is missing or given twice.

import type { ConfigIssue } from '../core/errors.js';

interface Covered {
  /** First chunk, and one past the last. */
  readonly from: number;
  readonly to: number;
  readonly source: string;
}

/** At most this many missing ranges are named; the rest are counted. */
const NAMED_RANGES = 5;

function rangeText(from: number, to: number): string {
  return to - from === 1 ? `chunk ${from}` : `chunks ${from}..${to - 1}`;
}

export class ChunkCoverage {
  private readonly ranges: Covered[] = [];

  constructor(private readonly total: number) {}

  /** Records that `source` covers chunks from..to-1 (nothing when from === to). */
  add(from: number, to: number, source: string): void {
    if (to > from) this.ranges.push({ from, to, source });
  }

  /** The chunks covered twice and the chunks not covered, as issues (none when each is covered once). */
  problems(): ConfigIssue[] {
    const issues: ConfigIssue[] = [];
    const missing: [number, number][] = [];
    const sorted = [...this.ranges].sort((a, b) => a.from - b.from || a.to - b.to);
    let end = 0;
    let last: Covered | undefined;
    for (const range of sorted) {
      if (range.from > end) missing.push([end, range.from]);
      if (last && range.from < end) {
        const [from, to] = [range.from, Math.min(range.to, end)];
        issues.push({
          code: 'merge/overlap',
          path: range.source,
          message: `${rangeText(from, to)} ${to - from === 1 ? 'is' : 'are'} also in ${last.source}`,
        });
      }
      if (range.to > end) {
        end = range.to;
        last = range;
      }
    }
    if (end < this.total) missing.push([end, this.total]);
    if (missing.length > 0) issues.push(missingIssue(missing, this.total));
    return issues;
  }
}

function missingIssue(missing: readonly [number, number][], total: number): ConfigIssue {
  const count = missing.reduce((sum, [from, to]) => sum + to - from, 0);
  const named = missing.slice(0, NAMED_RANGES).map(([from, to]) => `${from}..${to - 1}`);
  const more = missing.length - named.length;
  const list =
    more > 0
      ? `${named.join(', ')} and ${more} more range${more > 1 ? 's' : ''}`
      : named.length > 1
        ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`
        : named[0];
  const single = missing.length === 1 && missing[0]![1] - missing[0]![0] === 1;
  return {
    code: 'merge/incomplete',
    path: '',
    message: `${single ? `chunk ${missing[0]![0]} is` : `chunks ${list} are`} missing (${count} of ${total}): merge every shard of the run`,
  };
}
