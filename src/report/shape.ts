// The shape a simulate report must have before merge reads it: every field merge uses is of the
// right type and within bounds (histogram values inside the histogram, counts whole and safe,
// chunk ranges inside the run and equal to the shard's plan). A file from elsewhere is untrusted:
// without these checks, one edited number could cost gigabytes of memory or a silently wrong mean.

import type { ConfigIssue } from '../core/errors.js';
import { type ChunkPlan, chunkCount, planChunks, plannedGames } from '../run/plan.js';
import { GAMES_PER_CHUNK } from '../core/chunks.js';
import { HIST_BINS } from '../wasm/layout.js';
import { VERSION } from '../core/version.js';
import type { SimulationReport } from './simulation.js';

type Issues = ConfigIssue[];

/** The largest run a report may describe (the CLI's own limit on --games is lower). */
const MAX_TOTAL_GAMES = Number.MAX_SAFE_INTEGER;
const MAX_SEATS = 64;

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isCount(value: unknown, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max;
}

function isDecimal(value: unknown): value is string {
  return typeof value === 'string' && /^\d{1,80}$/.test(value);
}

function bad(issues: Issues, path: string, message: string): void {
  issues.push({ code: 'merge/bad-report', path, message });
}

/** The chunks a report covers: its shard's plan, or the whole run. */
export function reportPlan(report: SimulationReport): ChunkPlan {
  return planChunks(report.run.totalGames, report.run.shard);
}

/** Checks the fields merge reads; returns issues (paths are JSON paths in the report). */
export function checkReportShape(value: unknown, metricNames?: readonly string[]): Issues {
  const issues: Issues = [];
  if (!isRecord(value) || !isRecord(value.run) || !('metrics' in value))
    return [{ code: 'merge/not-a-report', path: '', message: 'not a boardsim simulate --json report' }];
  for (const key of ['game', 'preset'] as const)
    if (typeof value[key] !== 'string') bad(issues, key, 'must be a string');
  if (!isCount(value.players, MAX_SEATS) || value.players < 1)
    bad(issues, 'players', `must be a whole number from 1 to ${MAX_SEATS}`);
  if (value.mode !== null && typeof value.mode !== 'string') bad(issues, 'mode', 'must be a string or null');
  if (!isCount(value.seed) && !isDecimal(value.seed)) bad(issues, 'seed', 'must be a whole number');
  if (!isCount(value.threads)) bad(issues, 'threads', 'must be a whole number');
  if (typeof value.elapsedMs !== 'number' || !(value.elapsedMs >= 0))
    bad(issues, 'elapsedMs', 'must be a number of milliseconds');
  const run = value.run;
  checkVersion(run.boardsim, issues);
  if (run.module !== undefined) {
    const m = run.module;
    if (
      !isRecord(m) ||
      typeof m.name !== 'string' ||
      typeof m.hash !== 'string' ||
      !/^[0-9a-f]{32}$/.test(m.hash)
    )
      bad(issues, 'run.module', 'must name the game module: { name, hash (32 hex digits), file }');
  }
  if (run.gamesPerChunk !== GAMES_PER_CHUNK)
    bad(issues, 'run.gamesPerChunk', `must be ${GAMES_PER_CHUNK}, as in the runs of this boardsim`);
  if (typeof run.stream !== 'string') bad(issues, 'run.stream', 'must be a string');
  if (run.dice !== undefined && typeof run.dice !== 'string') bad(issues, 'run.dice', 'must be a string');
  if (typeof run.digest !== 'string')
    bad(
      issues,
      'run.digest',
      'is missing: this report was not made by `boardsim simulate` (or by an older version): run it again',
    );
  if (!isCount(run.totalGames, MAX_TOTAL_GAMES) || run.totalGames < 1)
    bad(issues, 'run.totalGames', 'must be a whole number of games, at least 1');
  else checkShard(run.shard, run.totalGames, issues);
  if (issues.length > 0) return issues;
  const report = value as unknown as SimulationReport;
  const plan = reportPlan(report);
  const games = plannedGames(plan);
  if (report.games !== games)
    bad(issues, 'games', `is ${JSON.stringify(report.games)}, but ${planText(report)} plays ${games} games`);
  checkMetrics(value.metrics, metricNames, issues);
  checkSeats(value.seats, games, issues);
  if (value.shortestGame !== undefined) checkShortest(value.shortestGame, plan, issues);
  return issues;
}

/** A version's major, minor and patch numbers (a pre-release or build suffix is allowed). */
function versionNumbers(version: unknown): number[] | undefined {
  const match =
    typeof version === 'string' &&
    /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})(?:[-+][0-9A-Za-z.+-]{1,64})?$/.exec(version);
  return match ? match.slice(1, 4).map(Number) : undefined;
}

/** The report was made by this boardsim or an earlier one: a later one may count, or mean,
 *  something this one does not know. */
function checkVersion(version: unknown, issues: Issues): void {
  const numbers = versionNumbers(version);
  if (!numbers)
    return bad(
      issues,
      'run.boardsim',
      'must be the version of boardsim that made the report (such as 0.1.0)',
    );
  const ours = versionNumbers(VERSION)!;
  const later = numbers.findIndex((n, i) => n !== ours[i]);
  if (later >= 0 && numbers[later]! > ours[later]!)
    bad(
      issues,
      'run.boardsim',
      `is ${version as string}, later than this boardsim (${VERSION}): merge it with boardsim ${version as string} or later`,
    );
}

function planText(report: SimulationReport): string {
  const shard = report.run.shard;
  const run = `a run of ${report.run.totalGames} games`;
  return shard ? `shard ${shard.index}/${shard.count} of ${run}` : run;
}

function checkShard(shard: unknown, totalGames: number, issues: Issues): void {
  if (shard === undefined) return;
  if (!isRecord(shard)) return bad(issues, 'run.shard', 'must be an object');
  const { index, count, chunks } = shard;
  if (!isCount(count) || count < 1 || !isCount(index, count) || index < 1)
    return bad(issues, 'run.shard', 'index and count must be whole numbers with 1 <= index <= count');
  const plan = planChunks(totalGames, { index, count });
  const expected = plan.to > plan.from ? [plan.from, plan.to - 1] : [];
  if (!Array.isArray(chunks) || JSON.stringify(chunks) !== JSON.stringify(expected)) {
    const shown = typeof chunks === 'string' ? chunks.slice(0, 40) : JSON.stringify(chunks)?.slice(0, 40);
    bad(
      issues,
      'run.shard.chunks',
      `is ${shown ?? 'missing'}, but shard ${index}/${count} of a run of ${totalGames} games (${chunkCount(totalGames)} chunks) plays ${expected.length ? `chunks ${expected[0]}..${expected[1]}` : 'no chunk'}`,
    );
  }
}

function checkMetrics(metrics: unknown, names: readonly string[] | undefined, issues: Issues): void {
  if (!isRecord(metrics)) return bad(issues, 'metrics', 'must be an object');
  for (const [name, metric] of Object.entries(metrics)) {
    const path = `metrics.${name}`;
    if (names && !names.includes(name)) {
      bad(issues, path, `is not a metric of this game (its metrics: ${names.join(', ')})`);
      continue;
    }
    if (!isRecord(metric)) {
      bad(issues, path, 'must be an object');
      continue;
    }
    checkHistogram(metric.histogram, `${path}.histogram`, issues);
    if (metric.overflow !== undefined)
      checkOverflow(metric.overflow, metric.histogram, `${path}.overflow`, issues);
  }
}

function checkHistogram(histogram: unknown, path: string, issues: Issues): void {
  if (!Array.isArray(histogram)) return bad(issues, path, 'must be a list of [value, count] pairs');
  let previous = -1;
  for (let i = 0; i < histogram.length; i++) {
    const entry: unknown = histogram[i];
    const [value, count] = Array.isArray(entry) && entry.length === 2 ? (entry as unknown[]) : [];
    if (!isCount(value, HIST_BINS - 1))
      return bad(
        issues,
        `${path}[${i}]`,
        `must be [value, count] with a whole value from 0 to ${HIST_BINS - 1}`,
      );
    if (!isCount(count) || count < 1)
      return bad(issues, `${path}[${i}]`, 'must be [value, count] with a whole count of at least 1');
    if (value <= previous)
      return bad(issues, `${path}[${i}]`, 'values must be in increasing order, each once');
    previous = value;
  }
}

function checkOverflow(overflow: unknown, histogram: unknown, path: string, issues: Issues): void {
  if (!isRecord(overflow)) return bad(issues, path, 'must be an object');
  const { from, count, sum, sumOfSquares, max } = overflow;
  if (from !== HIST_BINS - 1) return bad(issues, `${path}.from`, `must be ${HIST_BINS - 1}, the last bin`);
  const lastBin = (histogram as [number, number][]).at(-1);
  const inLastBin = lastBin?.[0] === from ? lastBin[1] : 0;
  if (!isCount(count) || count < 1 || count > inLastBin)
    bad(issues, `${path}.count`, `must be a whole number from 1 to the ${inLastBin} values in the last bin`);
  if (!isDecimal(sum)) bad(issues, `${path}.sum`, 'must be a whole number written as a string');
  if (!isDecimal(sumOfSquares))
    bad(issues, `${path}.sumOfSquares`, 'must be a whole number written as a string');
  if (!isCount(max) || max < from) bad(issues, `${path}.max`, `must be a whole number of at least ${from}`);
}

function checkSeats(seats: unknown, games: number, issues: Issues): void {
  if (!Array.isArray(seats) || seats.length > MAX_SEATS)
    return bad(issues, 'seats', `must be a list of at most ${MAX_SEATS} seats`);
  seats.forEach((seat: unknown, i) => {
    const wins = isRecord(seat) ? seat.wins : undefined;
    if (typeof wins !== 'number' || !(wins >= 0 && wins <= games))
      bad(issues, `seats[${i}].wins`, `must be a number from 0 to the ${games} games`);
  });
}

function checkShortest(best: unknown, plan: ChunkPlan, issues: Issues): void {
  if (!isRecord(best)) return bad(issues, 'shortestGame', 'must be an object');
  for (const key of ['turns', 'index', 'position'] as const)
    if (!isCount(best[key])) bad(issues, `shortestGame.${key}`, 'must be a whole number');
  if (!isCount(best.chunk) || best.chunk < plan.from || best.chunk >= plan.to)
    bad(
      issues,
      'shortestGame.chunk',
      `must be one of the chunks the report covers (${plan.from}..${plan.to - 1})`,
    );
}
