// merge(): shard reports (from `--shard K/N` runs on any machines) combined into exactly the
// report of the whole run. Histograms and win counts are exact, so the sum is too. Reports are
// added one at a time (a ShardMerger), so memory grows with the histograms and the number of
// shards, not with the run: chunk coverage is one range per report.

import { BoardsimError, CancelledError, type ConfigIssue } from '../core/errors.js';
import { gameId, prepareRun } from '../games/index.js';
import { moduleGames } from './module-games.js';
import { type GameRun, withExactAnswer } from '../report/game-run.js';
import { describeValue, ownOptions, parseSeed, refuseUnknownOptions } from '../core/options.js';
import { type ExactJob, type ExactRunner, exactAnswer, exactAnswerOffThread } from '../run/exact-job.js';
import { yieldToEventLoop } from '../run/executor.js';
import { chunkCount } from '../run/plan.js';
import { type RunTotals, addTotals, emptyTotals } from '../core/totals.js';
import { HIST_BINS } from '../wasm/layout.js';
import { DEFAULT_DICE, formatDice, parseDice } from '../rng/dice.js';
import { checkReportConsistency } from '../report/consistency.js';
import { ChunkCoverage } from '../report/coverage.js';
import { reportDigest, sortedJson } from '../report/digest.js';
import { checkReportShape, reportPlan } from '../report/shape.js';
import { type SimulationReport, buildReport, reportTotals } from '../report/simulation.js';

/** Reports from before the lab have no run.dice: they used the default die. */
const DEFAULT_DICE_TEXT = formatDice(DEFAULT_DICE);

const SAME = ['game', 'preset', 'players', 'mode', 'seed'] as const;

/** How many reports are added between two turns of the event loop (so that an abort is heard and
 *  acts). */
const REPORTS_PER_TURN = 64;

function mismatch(message: string): ConfigIssue {
  return { code: 'merge/mismatch', path: '', message };
}

/** Adds shard reports one by one; `result()` checks that every chunk came exactly once. */
export class ShardMerger {
  private first?: { report: SimulationReport; source: string; run: GameRun };
  private coverage?: ChunkCoverage;
  private totals: RunTotals = emptyTotals();
  private threads = 0;
  private elapsedMs = 0;
  private count = 0;
  /** Whether the shards were compared with the exact answer: a shard that played no games (a run
   *  of fewer chunks than shards) has no comparison to show whatever its run asked. */
  private withExact = false;
  /** Which file each shard (K/N) came from: a shard given twice is refused even when it is empty. */
  private readonly shardSources = new Map<number, string>();

  /** Checks `value` (a parsed report, untrusted) and adds it; throws a BoardsimError naming `source`. */
  add(value: unknown, source = `report ${this.count + 1}`): void {
    // a user's game's figures are named by its reports: an empty shard names none, so the next
    // shard with games fixes them
    const unnamed = this.first?.run.module !== undefined && this.first.report.games === 0;
    const known = unnamed ? undefined : this.first;
    const shapeIssues = checkReportShape(value, known?.run.metrics);
    if (shapeIssues.length > 0) throw new BoardsimError(shapeIssues, source);
    const report = value as SimulationReport;
    const first = known ?? this.firstOf(report, source);
    if (reportDigest(report) !== report.run.digest)
      throw new BoardsimError(
        [
          {
            code: 'merge/digest',
            path: 'run.digest',
            message:
              'does not match the content: the report was edited or damaged after its run (run that shard again)',
          },
        ],
        source,
      );
    const issues = this.compare(report, (this.first ?? first).report, (this.first ?? first).source);
    if (issues.length > 0) throw new BoardsimError(issues, source);
    const totals = reportTotals(report, HIST_BINS - 1);
    const inconsistent = checkReportConsistency(report, first.run, totals);
    if (inconsistent.length > 0) throw new BoardsimError(inconsistent, source);
    const shard = report.run.shard;
    const twice = shard && this.shardSources.get(shard.index);
    if (twice !== undefined)
      throw new BoardsimError(
        [
          {
            code: 'merge/overlap',
            path: '',
            message: `shard ${shard!.index}/${shard!.count} is also in ${twice}`,
          },
        ],
        source,
      );
    if (shard) this.shardSources.set(shard.index, source);
    this.first = first;
    this.coverage ??= new ChunkCoverage(chunkCount(report.run.totalGames));
    const plan = reportPlan(report);
    this.coverage.add(plan.from, plan.to, source);
    this.totals = addTotals(this.totals, totals);
    this.threads += report.threads;
    this.elapsedMs += report.elapsedMs;
    this.count++;
    this.withExact ||= report.exact !== undefined;
  }

  /** Adds the reports `entries` gives (a value and where it came from), asking for each only when
   *  it is its turn, so that a generator that reads them holds one at a time. Between batches the
   *  event loop has a turn, and `signal` stops it. */
  async addAll(
    entries: Iterable<readonly [value: unknown, source: string]>,
    signal?: AbortSignal,
  ): Promise<void> {
    const iterator = entries[Symbol.iterator]();
    for (let i = 1; ; i++) {
      if (i % REPORTS_PER_TURN === 0) await yieldToEventLoop();
      if (signal?.aborted) throw new CancelledError();
      const next = iterator.next();
      if (next.done) return;
      this.add(...next.value);
    }
  }

  /** The report of the whole run; throws when chunks are missing or given twice. The exact answer
   *  it compares against is computed on this thread. */
  result(): SimulationReport {
    const job = this.exactJob();
    const solve = this.first?.run.solveExact;
    return this.build(job && solve && exactAnswer(job, solve));
  }

  /** result(), with the exact answer computed by `runExact` off this thread (without one, on this
   *  thread after a turn of the event loop): `signal` stops it at once, however long it takes. */
  async resultOffThread(runExact: ExactRunner | undefined, signal?: AbortSignal): Promise<SimulationReport> {
    const job = this.exactJob();
    return this.build(job && (await exactAnswerOffThread(runExact, job, this.first?.run.solveExact, signal)));
  }

  /** The exact answer the merged report compares against: the shards' (none when they had none);
   *  throws when chunks are missing or given twice. */
  private exactJob(): ExactJob | undefined {
    const first = this.first;
    if (!first) throw new BoardsimError([{ code: 'merge/empty', path: '', message: 'nothing to merge' }]);
    const problems = this.coverage!.problems();
    if (problems.length > 0) throw new BoardsimError(problems.slice(0, 10));
    return this.withExact ? first.run.exactJob : undefined;
  }

  private build(exact: unknown): SimulationReport {
    const first = this.first!;
    const report = first.report;
    const dice = parseDice(report.run.dice ?? DEFAULT_DICE_TEXT, 'run.dice');
    const run = withExactAnswer(first.run, exact);
    return buildReport({ ...run, preset: report.preset }, this.totals, {
      seed: parseSeed(report.seed),
      threads: this.threads,
      elapsedMs: this.elapsedMs,
      totalGames: report.run.totalGames,
      dice,
    });
  }

  /** The first report fixes the run: its game and board (validated again) and its metrics. */
  private firstOf(report: SimulationReport, source: string): NonNullable<ShardMerger['first']> {
    let run: GameRun;
    try {
      // a user's game is known by its report alone (its module is not needed to add shards up)
      if (report.run.module !== undefined) return { report, source, run: moduleGames().runOfReport(report) };
      run = prepareRun(gameId(report.game), {
        board: report.config,
        players: report.players,
        ...(report.mode !== null && { mode: report.mode }),
        dice: parseDice(report.run.dice ?? DEFAULT_DICE_TEXT, 'run.dice'),
      });
    } catch (error) {
      if (error instanceof BoardsimError) throw new BoardsimError(error.issues, source);
      throw error;
    }
    const unknown = Object.keys(report.metrics).find((name) => !run.metrics.includes(name));
    if (unknown !== undefined)
      throw new BoardsimError(
        [
          {
            code: 'merge/bad-report',
            path: `metrics.${unknown}`,
            message: `is not a metric of ${report.game} (its metrics: ${run.metrics.join(', ')})`,
          },
        ],
        source,
      );
    return { report, source, run };
  }

  private compare(r: SimulationReport, first: SimulationReport, firstSource: string): ConfigIssue[] {
    if (r === first) return [];
    const issues: ConfigIssue[] = [];
    for (const key of SAME) {
      if (r[key] !== first[key])
        issues.push(
          mismatch(
            `${key} is ${JSON.stringify(r[key])}, not ${JSON.stringify(first[key])} as in ${firstSource}`,
          ),
        );
    }
    // keys in any order: a shard rewritten by `jq -S` is the same run
    if (sortedJson(r.config) !== sortedJson(first.config))
      issues.push(mismatch(`its configuration differs from ${firstSource}'s`));
    const module = r.run.module;
    const firstModule = first.run.module;
    if (module?.name !== firstModule?.name || module?.hash !== firstModule?.hash) {
      const shown = (m: typeof module) => (m ? `${m.name} ${m.hash}` : `the built-in ${first.game}`);
      issues.push(
        mismatch(
          `its game module is ${module ? `${module.name} ${module.hash}` : 'none (a built-in game)'}, not ${shown(firstModule)} as in ${firstSource}: shards of different games, or of different versions of one game, do not add up`,
        ),
      );
    }
    const dice = r.run.dice ?? DEFAULT_DICE_TEXT;
    const firstDice = first.run.dice ?? DEFAULT_DICE_TEXT;
    if (dice !== firstDice)
      issues.push(mismatch(`run.dice is ${JSON.stringify(dice)}, not ${JSON.stringify(firstDice)}`));
    for (const key of ['stream', 'totalGames'] as const) {
      if (r.run[key] !== first.run[key])
        issues.push(
          mismatch(`run.${key} is ${JSON.stringify(r.run[key])}, not ${JSON.stringify(first.run[key])}`),
        );
    }
    const count = r.run.shard?.count;
    const firstCount = first.run.shard?.count;
    if (count !== undefined && firstCount !== undefined && count !== firstCount)
      issues.push(
        mismatch(
          `run.shard.count is ${count}, not ${firstCount} as in ${firstSource}: shards of runs split ${firstCount} ways and ${count} ways do not add up (merge the shards of one split)`,
        ),
      );
    return issues;
  }
}

/** Where each report came from, for the errors: the given name, else its place in the list. */
function named(reports: readonly unknown[], sources: readonly string[]): [unknown, string][] {
  if (!Array.isArray(reports))
    throw new BoardsimError([
      {
        code: 'merge/not-a-list',
        path: 'reports',
        message: `must be a list of reports (the JSON of simulate or its shards), not ${describeValue(reports)}`,
      },
    ]);
  if (!Array.isArray(sources) || sources.some((source) => typeof source !== 'string'))
    throw new BoardsimError([
      {
        code: 'merge/bad-sources',
        path: 'sources',
        message: `must be a list of names, one for each report (a file name), not ${describeValue(sources)}`,
      },
    ]);
  return reports.map((report, i) => [report, sources[i] ?? `report ${i + 1}`]);
}

/** Merges shard reports given all at once (the library's `merge`), the exact answer computed on the
 *  calling thread. */
export function mergeReports(reports: readonly unknown[], sources: readonly string[] = []): SimulationReport {
  const merger = new ShardMerger();
  for (const [report, source] of named(reports, sources)) merger.add(report, source);
  return merger.result();
}

export interface MergeOptions {
  /** Where each report came from (a file name), for the errors; by default "report 1", … */
  readonly sources?: readonly string[];
  /** Stops the merge between reports and during the exact answer (a CancelledError). */
  readonly signal?: AbortSignal;
}

/** The library's `mergeAsync`: mergeReports, with the exact answer computed by `runExact` off the
 *  calling thread and the merge stopped by `options.signal`. */
export async function mergeReportsOffThread(
  runExact: ExactRunner | undefined,
  reports: readonly unknown[],
  given: MergeOptions = {},
): Promise<SimulationReport> {
  const options = ownOptions(given);
  refuseUnknownOptions('mergeAsync', options, ['sources', 'signal']);
  const merger = new ShardMerger();
  await merger.addAll(named(reports, options.sources ?? []), options.signal);
  return merger.resultOffThread(runExact, options.signal);
}
