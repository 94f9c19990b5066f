// Whether a simulate report agrees with itself and with the run it claims, beyond its shape (see
// shape.ts) and its digest (which anyone can recompute after an edit): every metric the game
// counts is there, each histogram holds as many values as the report's games give, the overflow
// record can be the values of the last bin, the statistics are those of the histograms, and the
// seats are the game's, their wins adding up to the games. A report that disagrees is refused:
// merged, it would make a report whose numbers contradict each other (200,000 games over a
// histogram of 68,928, a mean of neither).

import type { ConfigIssue } from '../core/errors.js';
import type { MetricTotals, RunTotals } from '../core/totals.js';
import type { GameRun, MetricUnit } from './game-run.js';
import { wilson95 } from '../stats/proportion.js';
import { PERCENTILES } from '../stats/percentiles.js';
import { metricSums, moments } from '../stats/summary.js';
import { WIN_UNITS } from '../wasm/layout.js';
import type { MetricReport, SimulationReport } from './simulation.js';
import { grouped } from '../core/digits.js';

type Issues = ConfigIssue[];

/** Two values agree when equal to 9 significant digits (a JSON tool may print a number back
 *  rounded); not-a-number, which JSON writes as null, agrees with null. */
function agrees(reported: unknown, computed: number): boolean {
  if (Number.isNaN(computed)) return reported === null || Number.isNaN(reported);
  if (typeof reported !== 'number') return false;
  return reported === computed || Math.abs(reported - computed) <= 1e-9 * Math.abs(computed);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'null' : String(value);
  const json = JSON.stringify(value);
  return json === undefined ? 'missing' : json.length > 40 ? `${json.slice(0, 40)}…` : json;
}

function count(n: bigint): string {
  return grouped(n);
}

function bad(issues: Issues, path: string, message: string): void {
  issues.push({ code: 'merge/inconsistent', path, message });
}

/** Checks a report whose shape checkReportShape accepted against `run` (its game as the report's
 *  config and options prepare it) and `totals` (what reportTotals reads from it); returns issues. */
export function checkReportConsistency(report: SimulationReport, run: GameRun, totals: RunTotals): Issues {
  const issues: Issues = [];
  if (report.games === 0) {
    // a shard of no chunk: nothing counted, nothing won
    for (const name of Object.keys(report.metrics))
      bad(issues, `metrics.${name}`, 'is given, but the report plays no games');
    if (report.seats.length > 0) bad(issues, 'seats', 'are given, but the report plays no games');
    return issues;
  }
  const missing = run.metrics.filter((name) => !Object.hasOwn(report.metrics, name));
  for (const name of missing)
    bad(issues, `metrics.${name}`, `is missing: a ${report.game} report counts ${run.metrics.join(', ')}`);
  if (missing.length > 0) return issues;
  const units = run.metricUnits ?? {};
  const games = BigInt(report.games);
  const players = BigInt(report.players);
  const roundsTotals = totals.metrics.rounds;
  const rounds = roundsTotals ? metricSums(roundsTotals).sum : games;
  for (const name of run.metrics) {
    const path = `metrics.${name}`;
    const m = totals.metrics[name]!;
    const unit: MetricUnit = units[name] ?? 'game';
    const expected = { game: games, seat: games * players, round: rounds, 'seat-round': rounds * players }[
      unit
    ];
    const held = valuesIn(report.metrics[name]!.histogram);
    if (held !== expected) {
      const what = {
        game: `one a game, ${count(games)}`,
        seat: `one a seat a game, ${count(players)} × ${count(games)}`,
        round: `one a round, the ${count(rounds)} rounds metrics.rounds adds up to`,
        'seat-round': `one a seat a round, ${count(players)} × the ${count(rounds)} rounds metrics.rounds adds up to`,
      }[unit];
      bad(issues, `${path}.histogram`, `holds ${count(held)} values, but it counts ${what}`);
      continue;
    }
    if (checkOverflow(m, path, issues)) checkSummary(report.metrics[name]!, m, path, issues);
  }
  checkSeats(report, run, totals, issues);
  return issues;
}

/** The overflow record is the values counted in the last bin: as many, and sums that values from
 *  `from` to `max` can have. */
function checkOverflow(m: MetricTotals, path: string, issues: Issues): boolean {
  const inLastBin = BigInt(m.counts[m.overflowFrom] ?? 0);
  const n = BigInt(m.overflowCount);
  if (n !== inLastBin) {
    bad(
      issues,
      `${path}.overflow`,
      n === 0n
        ? `is missing, but the histogram's last bin (${m.overflowFrom}) holds ${count(inLastBin)} values`
        : `counts ${count(n)} values, but the histogram's last bin holds ${count(inLastBin)}`,
    );
    return false;
  }
  if (n === 0n) return true;
  const from = BigInt(m.overflowFrom);
  const max = BigInt(m.overflowMax);
  const sum = m.overflowSum;
  const squares = m.overflowSumOfSquares;
  // one value is the largest, the others at least `from`; the squares likewise, and by
  // Cauchy–Schwarz sum² <= n · squares
  if (sum < max + (n - 1n) * from || sum > n * max) {
    bad(
      issues,
      `${path}.overflow.sum`,
      `is ${sum}, but ${count(n)} values from ${from} to ${max} add up to ${max + (n - 1n) * from}..${n * max}`,
    );
    return false;
  }
  if (squares < max * max + (n - 1n) * from * from || squares > n * max * max || sum * sum > n * squares) {
    bad(
      issues,
      `${path}.overflow.sumOfSquares`,
      `is ${squares}, which ${count(n)} values from ${from} to ${max} adding up to ${sum} cannot have`,
    );
    return false;
  }
  return true;
}

/** The values a histogram holds: added as doubles while that is exact (always, but in a run of
 *  more than 2^53 games), else as BigInts. */
function valuesIn(histogram: readonly (readonly [number, number])[]): bigint {
  let held = 0;
  for (let i = 0; i < histogram.length; i++) held += histogram[i]![1];
  if (held <= Number.MAX_SAFE_INTEGER) return BigInt(held);
  return histogram.reduce((sum, [, c]) => sum + BigInt(c), 0n);
}

/** The statistics summarize() gives of `metric`'s histogram (and overflow record), read straight
 *  off its [value, count] pairs: the same formulas (the moments from exact sums, the percentiles
 *  by nearest rank), at a tenth of the cost of building the dense counts again, which checking
 *  every metric of 10,000 shards would have paid. */
function histogramSummary(metric: MetricReport, m: MetricTotals): Record<string, number> {
  const pairs = metric.histogram;
  let n = 0;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < pairs.length; i++) {
    const [value, count] = pairs[i]!;
    if (value >= m.overflowFrom) continue;
    n += count;
    sum += count * value;
    squares += count * value * value;
  }
  // every partial sum is at most the last, so all were exact when the last is
  const exact = n <= Number.MAX_SAFE_INTEGER && squares <= Number.MAX_SAFE_INTEGER;
  const sums = exact
    ? {
        n: BigInt(n) + BigInt(m.overflowCount),
        sum: BigInt(sum) + m.overflowSum,
        sumSq: BigInt(squares) + m.overflowSumOfSquares,
      }
    : metricSums(m);
  const total = Number(sums.n);
  const { mean, sd, se, ci95 } = moments(sums.n, sums.sum, sums.sumSq);
  // the k-th smallest values, for ranks in increasing order, in one pass over the pairs
  const ranks = [
    Math.floor((total - 1) / 2),
    Math.floor(total / 2),
    ...PERCENTILES.map((p) => Math.max(0, Math.ceil((p / 100) * total) - 1)),
  ];
  const order = ranks.map((_, i) => i).sort((a, b) => ranks[a]! - ranks[b]!);
  const values: number[] = ranks.map(() => Number.NaN);
  let seen = 0;
  let next = 0;
  for (let i = 0; i < pairs.length && next < order.length; i++) {
    seen += pairs[i]![1];
    while (next < order.length && seen > ranks[order[next]!]!) values[order[next++]!] = pairs[i]![0];
  }
  const summary: Record<string, number> = {
    mean,
    sd,
    se,
    'ci95[0]': ci95[0],
    'ci95[1]': ci95[1],
    min: pairs[0]?.[0] ?? Number.NaN,
    max: m.overflowCount > 0 ? m.overflowMax : (pairs.at(-1)?.[0] ?? Number.NaN),
    median: (values[0]! + values[1]!) / 2,
  };
  PERCENTILES.forEach((p, i) => (summary[`percentiles.p${p}`] = values[i + 2]!));
  return summary;
}

/** The statistics the report gives are those of its histogram (to 9 significant digits). */
function checkSummary(metric: MetricReport, m: MetricTotals, path: string, issues: Issues): void {
  const given = metric as unknown as Record<string, unknown>;
  const ci95 = Array.isArray(given.ci95) ? (given.ci95 as unknown[]) : [];
  const percentiles = isObject(given.percentiles) ? given.percentiles : {};
  for (const [field, expected] of Object.entries(histogramSummary(metric, m))) {
    const value = field.startsWith('percentiles.')
      ? percentiles[field.slice('percentiles.'.length)]
      : field.startsWith('ci95[')
        ? ci95[Number(field[5])]
        : given[field];
    if (!agrees(value, expected))
      return bad(issues, `${path}.${field}`, `is ${text(value)}, but its histogram gives ${text(expected)}`);
  }
}

/** One seat a player (none in a game without seats), their wins whole shares of a game adding up
 *  to the games, and each win rate and interval those of its wins. */
function checkSeats(report: SimulationReport, run: GameRun, totals: RunTotals, issues: Issues): void {
  const seats = run.seatless ? 0 : report.players;
  if (report.seats.length !== seats) {
    const players = `${report.players} player${report.players === 1 ? '' : 's'}`;
    return bad(
      issues,
      'seats',
      `are ${report.seats.length}, but a ${report.game} report of ${players} has ${seats}`,
    );
  }
  if (seats === 0) return;
  const games = report.games;
  let units = 0n;
  for (let i = 0; i < seats; i++) {
    const seat = report.seats[i]!;
    const path = `seats[${i}]`;
    if (Math.abs(seat.wins * WIN_UNITS - totals.winUnits[i]!) > 1e-6 * Math.max(1, seat.wins))
      return bad(issues, `${path}.wins`, `is ${seat.wins}, not a whole number of shares of a game`);
    units += BigInt(totals.winUnits[i]!);
    if (!agrees(seat.winRate, seat.wins / games))
      return bad(
        issues,
        `${path}.winRate`,
        `is ${text(seat.winRate)}, but ${seat.wins} of ${games} is ${seat.wins / games}`,
      );
    const [low, high] = wilson95(seat.wins, games);
    const ci95 = Array.isArray(seat.ci95) ? (seat.ci95 as unknown[]) : [];
    if (!agrees(ci95[0], low) || !agrees(ci95[1], high))
      return bad(
        issues,
        `${path}.ci95`,
        `is ${text(seat.ci95)}, but ${seat.wins} of ${games} gives [${low}, ${high}]`,
      );
  }
  const all = BigInt(games) * BigInt(WIN_UNITS);
  if (units !== all && !(run.drawsAllowed && units < all))
    bad(issues, 'seats', `win ${Number(units) / WIN_UNITS} games in all, but the report plays ${games}`);
}
