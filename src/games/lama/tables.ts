// Many L.A.M.A. tables played on one executor at once: what `tournament` and `fairness` are made
// of. Each table is an ordinary seeded run (the same games `simulate` plays with its options), so
// every cell can be reproduced on its own.

import { BoardsimError, CancelledError, type ConfigIssue } from '../../core/errors.js';
import { parseGames, parseSeed } from '../../core/options.js';
import { type DiceSpec, isDefaultDice, parseDice } from '../../rng/dice.js';
import { cappedThreads, groupTasks, planChunks } from '../../run/plan.js';
import type { Progress } from '../../run/runner.js';
import { type RunTotals, addTotals, emptyTotals } from '../../core/totals.js';
import type { Platform } from '../../run/platform.js';
import type { ConfigSource } from '../types.js';
import { prepareLamaRun } from './run.js';
import { parseStrategy, strategyLabel } from './strategies.js';
import { grouped } from '../../core/digits.js';

/** Options shared by `tournament` and `fairness`. */
export interface LamaTablesOptions extends ConfigSource {
  /** "2..6", "4" or "2,4,6". */
  readonly players?: string | number;
  readonly strategies?: string | readonly string[];
  /** Games per cell of the table. */
  readonly games?: number | string;
  readonly seed?: bigint | number | string;
  readonly threads?: number | string;
  /** The die every table's kernel draws from, as simulate's `dice` (default the foundation's). */
  readonly dice?: string | DiceSpec;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: Progress) => void;
}

/** One table to play: the strategies seat by seat and the rounds per game. */
export interface TableSpec {
  readonly strategies: readonly string[];
  readonly rounds?: number | undefined;
  readonly games: number;
}

/** "2..6", "2-6", "4" or "2,4,6" as a sorted list of player counts: the one reading of --players
 *  for every command that plays several table sizes (tournament, fairness, ladder, analyze lama). */
export function parsePlayerRange(value: unknown, fallback: string): number[] {
  const text = String(value ?? fallback).trim();
  const refuse = (message: string): never => {
    throw new BoardsimError([{ code: 'option/invalid', path: 'players', message }]);
  };
  const range = /^(\d+)\s*(?:\.\.|-)\s*(\d+)$/.exec(text);
  let counts: number[] = [];
  if (range) {
    const from = Number(range[1]);
    const to = Number(range[2]);
    // "6..2" would be no table at all: say so rather than play nothing
    if (from > to)
      refuse(
        `the range ${JSON.stringify(text)} runs backwards, so it holds no player count; write ${to}..${from}`,
      );
    counts = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  } else if (/^\d+(\s*,\s*\d+)*$/.test(text)) {
    counts = [...new Set(text.split(',').map(Number))].sort((a, b) => a - b);
  }
  if (counts.length === 0 || counts.some((n) => n < 2 || n > 6)) {
    refuse(`must be player counts from 2 to 6 such as 2..6, 4 or 3,5, not ${JSON.stringify(text)}`);
  }
  return counts;
}

/** The most strategies a tournament, a ladder or a fairness study compares: a tournament plays
 *  every ordered pair at every table size with the rotating seat in every seat, so 32 strategies
 *  at 2..6 players are already 4,960 cells of 19,840 tables (2,000 strategies were 80 million
 *  tables: 3.9 GB in 90 s before a game was played). */
export const MAX_STRATEGIES = 32;

/** The strategy list of a tournament or study, as canonical labels (greedy:10): at least `min`
 *  and at most MAX_STRATEGIES different strategies, each name checked. */
export function parseStrategyList(value: unknown, fallback: string, min: number): string[] {
  const specs = Array.isArray(value) ? value.map(String) : String(value ?? fallback).split(',');
  if (specs.length > MAX_STRATEGIES)
    throw new BoardsimError([
      {
        code: 'strategy/count',
        path: 'strategies',
        message: `${grouped(specs.length)} strategies; at most ${MAX_STRATEGIES} are compared (every pair at every table size is a cell)`,
      },
    ]);
  const issues: ConfigIssue[] = [];
  const list: string[] = [];
  for (const spec of specs) {
    const seat = parseStrategy(spec, 'strategies');
    if ('code' in seat) issues.push(seat);
    else list.push(strategyLabel(seat));
  }
  if (issues.length > 0) throw new BoardsimError(issues);
  if (new Set(list).size !== list.length || list.length < min) {
    throw new BoardsimError([
      {
        code: 'strategy/count',
        path: 'strategies',
        message: `give at least ${min} different strategies, separated by commas (got ${JSON.stringify(list.join(','))})`,
      },
    ]);
  }
  return list;
}

/** Plays every table (validating all of them first) and returns their totals in order. */
export async function playTables(
  platform: Platform,
  source: ConfigSource,
  specs: readonly TableSpec[],
  options: Pick<LamaTablesOptions, 'seed' | 'threads' | 'dice' | 'signal' | 'onProgress'>,
): Promise<{ totals: RunTotals[]; threads: number; elapsedMs: number }> {
  const seed = parseSeed(options.seed);
  const threads = cappedThreads(options.threads, platform.availableThreads());
  const dice = parseDice(options.dice);
  const runs = specs.map((spec) => {
    const run = prepareLamaRun({
      ...source,
      players: spec.strategies.length,
      strategies: spec.strategies,
      ...(spec.rounds !== undefined && { rounds: spec.rounds }),
    });
    const tasks = [...groupTasks(planChunks(parseGames(spec.games)), threads)].map((group) => ({
      ...run.task(seed, group),
      ...(!isDefaultDice(dice) && { dice }),
    }));
    return { tasks, games: parseGames(spec.games), slow: run.slowTasks === true };
  });
  const games = runs.reduce((sum, r) => sum + r.games, 0);
  // one queue of every table's tasks, kept busy on all threads; totals added up per table
  const queue = runs.flatMap((run, table) => run.tasks.map((task) => ({ table, task })));
  const totals = runs.map(() => emptyTotals());
  let gamesDone = 0;
  let next = 0;
  let failure: unknown;
  const started = performance.now();
  const executor = await platform.createExecutor(threads, { offThread: runs.some((run) => run.slow) });
  try {
    options.onProgress?.({ gamesDone: 0, games });
    const lane = async () => {
      while (next < queue.length && failure === undefined) {
        if (options.signal?.aborted) throw new CancelledError();
        const { table, task } = queue[next++]!;
        const result = await executor.run(task, options.signal);
        totals[table] = addTotals(totals[table]!, result);
        gamesDone += result.games;
        options.onProgress?.({ gamesDone, games });
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(executor.concurrency, queue.length) }, () =>
        lane().catch((error: unknown) => {
          failure ??= error;
        }),
      ),
    );
    if (options.signal?.aborted) throw new CancelledError();
    if (failure !== undefined) throw failure;
    return { totals, threads, elapsedMs: performance.now() - started };
  } finally {
    await executor.close();
  }
}
