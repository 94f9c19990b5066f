// merge(): shard reports (from `--shard K/N` runs on any machines) combined into exactly the
// report of the whole run. Histograms and win counts are exact, so the sum is too.

import { BoardsimError, type ConfigIssue } from '../errors.js';
import { gameId, prepareRun } from '../games/index.js';
import { parseSeed } from '../options.js';
import { chunkCount } from '../run/plan.js';
import { type RunTotals, addTotals, emptyTotals } from '../run/totals.js';
import { HIST_BINS } from '../wasm/layout.js';
import { type SimulationReport, buildReport, reportTotals } from './simulation.js';
import { DEFAULT_DICE, formatDice, parseDice } from '../rng/dice.js';

/** Reports from before the lab have no run.dice: they used the default die. */
const DEFAULT_DICE_TEXT = formatDice(DEFAULT_DICE);

const SAME = ['game', 'preset', 'players', 'mode', 'seed'] as const;

export function mergeReports(
  reports: readonly SimulationReport[],
  sources: readonly string[] = [],
): SimulationReport {
  const name = (i: number) => sources[i] ?? `report ${i + 1}`;
  const first = reports[0];
  if (!first) throw new BoardsimError([{ code: 'merge/empty', path: '', message: 'nothing to merge' }]);
  const issues: ConfigIssue[] = [];
  reports.forEach((r, i) => {
    if (typeof r !== 'object' || r === null || !r.run || !r.metrics) {
      issues.push({
        code: 'merge/not-a-report',
        path: name(i),
        message: 'not a boardsim simulate --json report',
      });
      return;
    }
    for (const key of SAME) {
      if (r[key] !== first[key])
        issues.push({
          code: 'merge/mismatch',
          path: name(i),
          message: `${key} is ${JSON.stringify(r[key])}, not ${JSON.stringify(first[key])} as in ${name(0)}`,
        });
    }
    if (JSON.stringify(r.config) !== JSON.stringify(first.config))
      issues.push({
        code: 'merge/mismatch',
        path: name(i),
        message: `its configuration differs from ${name(0)}'s`,
      });
    if ((r.run.dice ?? DEFAULT_DICE_TEXT) !== (first.run.dice ?? DEFAULT_DICE_TEXT))
      issues.push({
        code: 'merge/mismatch',
        path: name(i),
        message: `run.dice is ${JSON.stringify(r.run.dice ?? DEFAULT_DICE_TEXT)}, not ${JSON.stringify(first.run.dice ?? DEFAULT_DICE_TEXT)}`,
      });
    for (const key of ['gamesPerChunk', 'stream', 'totalGames'] as const) {
      if (r.run[key] !== first.run[key])
        issues.push({
          code: 'merge/mismatch',
          path: name(i),
          message: `run.${key} is ${JSON.stringify(r.run[key])}, not ${JSON.stringify(first.run[key])}`,
        });
    }
  });
  if (issues.length > 0) throw new BoardsimError(issues);

  // every chunk of the run exactly once
  const total = chunkCount(first.run.totalGames);
  const owner = new Array<number>(total).fill(-1);
  reports.forEach((r, i) => {
    const [from, to] = r.run.shard?.chunks ?? [0, total - 1];
    for (let c = from; c <= to; c++) {
      if (owner[c]! >= 0)
        issues.push({
          code: 'merge/overlap',
          path: name(i),
          message: `chunk ${c} is also in ${name(owner[c]!)}`,
        });
      owner[c] = i;
    }
  });
  const missing = owner.flatMap((o, c) => (o < 0 ? [c] : []));
  if (missing.length > 0) {
    issues.push({
      code: 'merge/incomplete',
      path: '',
      message: `chunks ${missing[0]}..${missing.at(-1)} are missing (${missing.length} of ${total}): merge every shard of the run`,
    });
  }
  if (issues.length > 0) throw new BoardsimError(issues.slice(0, 10));

  let totals: RunTotals = emptyTotals();
  for (const r of reports) totals = addTotals(totals, reportTotals(r, HIST_BINS - 1));
  const dice = parseDice(first.run.dice ?? DEFAULT_DICE_TEXT, 'run.dice');
  const run = prepareRun(gameId(first.game), {
    board: first.config,
    players: first.players,
    ...(first.mode !== null && { mode: first.mode }),
    dice,
  });
  const merged = buildReport({ ...run, preset: first.preset }, totals, {
    seed: parseSeed(first.seed),
    threads: reports.reduce((s, r) => s + r.threads, 0),
    elapsedMs: reports.reduce((s, r) => s + r.elapsedMs, 0),
    totalGames: first.run.totalGames,
    dice,
  });
  return merged;
}
