// Reports for people: the summary printed by `simulate` and `exact` without --json.

import { plot } from 'simple-ascii-chart';
import type { MetricReport, SimulationReport } from './simulation.js';
import { DEFAULT_DICE, formatDice } from '../rng/dice.js';
import { grouped } from '../core/digits.js';

const DEFAULT_DICE_TEXT = formatDice(DEFAULT_DICE);

/** " · dice GEN:METHOD" for a header line, or nothing for the default die. */
export function diceNote(dice: string | undefined): string {
  return dice && dice !== DEFAULT_DICE_TEXT ? ` · dice ${dice}` : '';
}

/** How a report compares a simulated mean with the exact one (report.exact[metric]). */
export interface ExactComparison {
  mean: number;
  z: number;
  insideCi95: boolean;
  chiSquare?: { statistic: number; degreesOfFreedom: number; pValue: number | null };
}

export const int = (n: number) => grouped(n);
export const fixed = (n: number, digits = 4) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
export const pct = (p: number, digits = 2) => `${(100 * p).toFixed(digits)}%`;

/** The turn counts after which `exact` and `simulate` give the probability that a game is still
 *  running: the published analyses quote such tails (Rusin: one game in 200 after 150 turns). */
export const STILL_RUNNING_AFTER = [10, 25, 50, 100, 150] as const;

/** A probability as a percentage with three significant digits (0.4644% reads better than 0.46%). */
const share = (p: number) => (p > 0 ? `${Number((100 * p).toPrecision(3))}%` : '0%');

/** "still running after 10 turns 95.8%  25 turns …" for the counts where `after(n)` is known. */
function stillRunning(after: (n: number) => number | undefined): string {
  const parts = STILL_RUNNING_AFTER.flatMap((n) => {
    const p = after(n);
    return p === undefined ? [] : [`${n} turns ${share(p)}`];
  });
  return parts.length > 0 ? `still running after ${parts.join('  ')}` : '';
}

/** The most likely value of a pmf (the smallest on a tie). */
export function pmfMode(pmf: readonly number[]): number {
  let mode = 0;
  pmf.forEach((p, v) => {
    if (p > pmf[mode]!) mode = v;
  });
  return mode;
}

/** The exact distribution of turns, as `boardsim exact` prints it for every game. The mean has 12
 *  decimals: an exact answer is compared with published ones to every printed digit. */
export function exactTurnLines(t: {
  mean: number;
  sd: number;
  median: number;
  percentiles: Record<string, number>;
  pmf: readonly number[];
  tailMass: number;
  shortest: { turns: number; probability: number };
}): string[] {
  const indent = ' '.repeat(9);
  const mode = pmfMode(t.pmf);
  // summed from the far end: P(T > n) of a long tail keeps its digits
  const beyond = new Array<number>(t.pmf.length + 1).fill(t.tailMass);
  for (let n = t.pmf.length - 1; n >= 0; n--) beyond[n] = beyond[n + 1]! + (t.pmf[n + 1] ?? 0);
  return [
    `turns    mean ${fixed(t.mean, 12)}  sd ${fixed(t.sd, 4)}  median ${t.median}  mode ${mode} (${share(t.pmf[mode]!)})`,
    `${indent}${Object.entries(t.percentiles)
      .map(([k, v]) => `${k} ${v}`)
      .join('  ')}`,
    `${indent}shortest game ${t.shortest.turns} turn${t.shortest.turns > 1 ? 's' : ''}, probability ${t.shortest.probability.toPrecision(4)}`,
    `${indent}${stillRunning((n) => beyond[Math.min(n, beyond.length - 1)])}`,
  ];
}

/** Each seat's exact win probability, a line each. */
export function exactSeatLines(seats: readonly { winProbability: number }[]): string[] {
  return seats.map((s, i) => `seat ${i + 1}   wins with probability ${pct(s.winProbability, 4)}`);
}

export function duration(ms: number): string {
  return ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function rate(perSecond: number): string {
  return perSecond >= 1e6
    ? `${(perSecond / 1e6).toFixed(2)} M`
    : perSecond >= 1e3
      ? `${(perSecond / 1e3).toFixed(1)} k`
      : String(perSecond);
}

function metricLine(name: string, m: MetricReport, width: number): string {
  return [
    name.padEnd(width),
    `mean ${fixed(m.mean)}`,
    `95% CI [${fixed(m.ci95[0])}, ${fixed(m.ci95[1])}]`,
    `sd ${fixed(m.sd, 2)}`,
    `median ${m.median}`,
    `min ${m.min}`,
    `max ${m.max}`,
  ].join('  ');
}

function percentileLine(m: MetricReport, width: number): string {
  return `${' '.repeat(width + 2)}${Object.entries(m.percentiles)
    .map(([k, v]) => `${k} ${v}`)
    .join('  ')}`;
}

/** The simulated mode and, for turns, the share of games still running after each of
 *  STILL_RUNNING_AFTER (only below the overflow bin, where the histogram holds every value). */
function shapeLine(name: string, m: MetricReport, width: number): string {
  const total = m.histogram.reduce((sum, [, c]) => sum + c, 0);
  if (total === 0) return '';
  let [mode, most] = m.histogram[0]!;
  for (const [v, c] of m.histogram) if (c > most) [mode, most] = [v, c];
  const exactUpTo = m.overflow ? m.overflow.from - 1 : Infinity;
  const after = (n: number) =>
    n < exactUpTo && n < m.max
      ? m.histogram.reduce((sum, [v, c]) => (v > n ? sum + c : sum), 0) / total
      : undefined;
  const tail = name === 'turns' ? stillRunning(after) : '';
  return `${' '.repeat(width + 2)}mode ${mode} (${share(most / total)})${tail ? `  ${tail}` : ''}`;
}

/** The histogram of a metric as a terminal bar chart, with the exact distribution as dots. */
export function histogramChart(m: MetricReport, title: string, exactPmf?: readonly number[]): string {
  const total = m.histogram.reduce((s, [, c]) => s + c, 0);
  // show the bulk of the distribution: up to the 99.5th percentile (the tail is in the numbers above)
  let seen = 0;
  let cut = m.max;
  for (const [v, c] of m.histogram) {
    seen += c;
    if (seen >= 0.995 * total) {
      cut = v;
      break;
    }
  }
  const bars = m.histogram
    .filter(([v]) => v <= cut)
    .map(([v, c]) => [v, (100 * c) / total] as [number, number]);
  const points = exactPmf
    ?.map((p, v) => [v, 100 * p] as [number, number])
    .filter(([v, p]) => v >= m.min && v <= cut && p > 0);
  const top = Math.max(...bars.map(([, y]) => y), ...(points ?? []).map(([, y]) => y));
  const step = niceStep(top / 4);
  const xStep = niceStep((cut - m.min) / 8);
  const chart = plot(bars, {
    mode: 'bar',
    width: Math.min(100, Math.max(20, bars.length)),
    height: 12,
    title,
    customYAxisTicks: Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step),
    customXAxisTicks: Array.from({ length: Math.floor(cut / xStep) + 1 }, (_, i) => i * xStep).filter(
      (x) => x >= m.min,
    ),
    xLabel: exactPmf ? 'bars: simulated   dots: exact' : undefined,
    formatter: (value: number, { axis }: { axis: 'x' | 'y' }) =>
      axis === 'x' ? Math.round(value) : `${value.toFixed(1)}%`,
    ...(points && points.length > 0 && { points: points.map(([x, y]) => ({ x, y })) }),
  });
  return chart;
}

/** 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((f) => f * power >= raw) ?? 10) * power;
}

/** The summary of a report; `extraLines` (a game's own findings) come after the seats. */
export function formatSimulation(
  report: SimulationReport,
  exactPmf?: readonly number[],
  extraLines: readonly string[] = [],
): string {
  const out: string[] = [];
  const who =
    report.players === 1
      ? '1 player'
      : `${report.players} players${report.mode !== null ? `, ${report.mode}` : ''}`;
  out.push(`boardsim ${report.game} · preset ${report.preset} · ${who}`);
  const dice = diceNote(report.run.dice);
  const shard = report.run.shard ? ` · shard ${report.run.shard.index}/${report.run.shard.count}` : '';
  out.push(
    `${int(report.games)} game${report.games === 1 ? '' : 's'} · ${report.run.reproducible === false ? 'not reproducible' : `seed ${report.seed}`}${dice} · ${report.threads} thread${report.threads > 1 ? 's' : ''}${shard} · ${duration(report.elapsedMs)} (${rate(report.gamesPerSecond)} games/s)`,
  );
  out.push('');
  const width = Math.max(7, ...Object.keys(report.metrics).map((name) => name.length));
  for (const [name, m] of Object.entries(report.metrics)) {
    out.push(metricLine(name, m, width));
    if (name === Object.keys(report.metrics)[0]) {
      out.push(percentileLine(m, width));
      const shape = shapeLine(name, m, width);
      if (shape) out.push(shape);
    }
  }
  if (report.players > 1) {
    out.push('');
    report.seats.forEach((s, i) => {
      out.push(`seat ${i + 1}   wins ${pct(s.winRate)}  95% CI [${pct(s.ci95[0])}, ${pct(s.ci95[1])}]`);
    });
  }
  out.push(...extraLines);
  // report.exact holds, per metric, { mean, z, insideCi95, chiSquare? } (and other findings)
  const comparisons = Object.entries(report.exact ?? {}).filter(
    (entry): entry is [string, ExactComparison] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'z' in entry[1] && 'insideCi95' in entry[1],
  );
  if (comparisons.length > 0) out.push('');
  comparisons.forEach(([name, c], i) => {
    const lead = i === 0 ? 'exact    ' : '         ';
    out.push(
      `${lead}mean ${name} ${fixed(c.mean, 6)}: ${c.insideCi95 ? 'inside' : 'OUTSIDE'} the 95% CI (simulation − exact = ${c.z >= 0 ? '+' : ''}${fixed(c.z, 2)} standard errors)`,
    );
    if (c.chiSquare) {
      const fit = c.chiSquare;
      out.push(
        fit.pValue === null
          ? `         ${name} distribution vs exact: too few games for the chi-square test`
          : `         ${name} distribution vs exact: chi-square ${fixed(fit.statistic, 1)}, ${fit.degreesOfFreedom} df, p = ${fit.pValue.toPrecision(3)}`,
      );
    }
  });
  const seats = (report.exact as { seats?: { winProbability: number }[] } | undefined)?.seats;
  if (report.players > 1 && seats)
    out.push(`         seat win probabilities ${seats.map((s) => pct(s.winProbability, 3)).join(' / ')}`);
  if (report.shortestGame) {
    const g = report.shortestGame;
    out.push('');
    out.push(
      `shortest game: ${g.turns} turn${g.turns > 1 ? 's' : ''} (chunk ${g.chunk}, game ${g.index})${g.rolls ? `, rolls ${g.rolls.join(' ')}` : ''}`,
    );
  }
  const main = Object.entries(report.metrics)[0];
  if (main) {
    out.push('');
    out.push(histogramChart(main[1], `${main[0]} per game (% of games)`, exactPmf));
  }
  for (const note of report.notes ?? []) out.push(`note: ${note}`);
  return out.join('\n');
}

/** "1 turn", "2 turns". */
export function plural(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}
