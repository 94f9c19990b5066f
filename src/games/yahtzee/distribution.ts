// The final score's distribution from a run's histogram: percentiles, the share of games above
// some scores (with Wilson intervals) and a coarse histogram, for the report's details and notes.

import type { MetricTotals } from '../../core/totals.js';
import { wilson95 } from '../../stats/proportion.js';

const PERCENTILES = [1, 5, 10, 25, 50, 75, 90, 95, 99];
const THRESHOLDS = [200, 250, 300, 400, 500];
const BIN = 25;

export interface ScoreDistribution {
  percentiles: Record<string, number>;
  above: { score: number; share: number; ci95: [number, number] }[];
  histogram: { from: number; to: number; games: number }[];
  lowest: number;
  highest: number;
}

export function scoreDistribution(score: MetricTotals, games: number): ScoreDistribution {
  const counts = score.counts;
  const cumulative: number[] = [];
  let sum = 0;
  for (const c of counts) cumulative.push((sum += c));
  const valueAt = (rank: number) => cumulative.findIndex((c) => c >= rank);
  const percentiles = Object.fromEntries(
    PERCENTILES.map((p) => [`p${p}`, valueAt(Math.max(1, Math.ceil((p / 100) * games)))]),
  );
  const above = THRESHOLDS.map((threshold) => {
    const count = games - (cumulative[Math.min(threshold, cumulative.length - 1)] ?? 0);
    return { score: threshold, share: count / games, ci95: wilson95(count, games) };
  });
  const histogram: ScoreDistribution['histogram'] = [];
  counts.forEach((c, v) => {
    if (c === 0) return;
    const from = Math.floor(v / BIN) * BIN;
    const last = histogram.at(-1);
    if (last && last.from === from) last.games += c;
    else histogram.push({ from, to: from + BIN - 1, games: c });
  });
  return {
    percentiles,
    above,
    histogram,
    lowest: counts.findIndex((c) => c > 0),
    highest: counts.length - 1 - [...counts].reverse().findIndex((c) => c > 0),
  };
}

/** The distribution as the text summary's lines. */
export function distributionLines(d: ScoreDistribution): string[] {
  const p = d.percentiles;
  return [
    `score percentiles: 1% ${p.p1}, 10% ${p.p10}, 25% ${p.p25}, median ${p.p50}, 75% ${p.p75}, 90% ${p.p90}, 99% ${p.p99} (lowest ${d.lowest}, highest ${d.highest})`,
    ...d.above.map(
      (a) =>
        `P(score > ${a.score}) = ${(100 * a.share).toFixed(3)}% (95% CI ${(100 * a.ci95[0]).toFixed(3)}–${(100 * a.ci95[1]).toFixed(3)}%)`,
    ),
  ];
}
