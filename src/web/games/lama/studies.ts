// L.A.M.A.'s own studies on the page: the tournament, fairness and ladder, each on the page's Web
// Worker pool with the library function the CLI's command of that name uses, and how each checks
// its fields (and an analysis its: a table size or a range of them, and the search player).

import type { SimulateOptions } from '../../../api/simulate.js';
import { fairness, ladder, tournament } from '../../../browser.js';
import { prepareRun } from '../../../games/index.js';
import { parsePlayerRange, parseStrategyList } from '../../../games/lama/tables.js';
import { FORMATS, duration, webWorkers } from '../../format.js';
import type { StudyCheck, StudyHooks, StudyResult, WebStudy } from '../types.js';
import { SHARED_FIELDS } from '../fields.js';
import { renderFairness } from './fairness.js';
import { renderLadder } from './ladder.js';
import { renderTournament } from './tournament.js';

/** The strategies the page's ladder rates when none are named: quick ones, so that it finishes in
 *  seconds (the CLI's default includes searches of 1,000 iterations a decision). */
export const PAGE_LADDER_STRATEGIES = 'random,greedy,cautious,ismcts:30';

/** A study of many tables (tournament or fairness) on the page's Web Worker pool. */
function tablesStudy<R>(
  label: string,
  play: (options: SimulateOptions) => Promise<R>,
  render: (report: R, width: number) => HTMLElement,
  what: (report: R) => string,
  /** The tournament's part of the report: its time and workers. */
  timed: (report: R) => { elapsedMs: number; threads: number },
): WebStudy {
  const run = async (options: SimulateOptions, hooks: StudyHooks): Promise<StudyResult> => {
    const report = await play({
      ...options,
      signal: hooks.signal,
      onProgress: (p) => hooks.onProgress(p.gamesDone, p.games, 'games'),
    });
    return {
      view: (width) => render(report, width),
      summary: `Done: ${what(report)} in ${duration(timed(report).elapsedMs)} on ${webWorkers(timed(report).threads)}.`,
    };
  };
  // every shared field: the board, players, games, seed, workers and die
  return { label, fields: SHARED_FIELDS, run };
}

/** The tournament, fairness and ladder, by name. */
export const LAMA_STUDIES: Readonly<Record<string, WebStudy>> = {
  tournament: tablesStudy(
    'Tournament: every strategy against every other',
    (options) => tournament(options),
    renderTournament,
    (r) => `${FORMATS.int(r.cells.length)} cells of ${FORMATS.int(r.gamesPerCell)} games`,
    (r) => r,
  ),
  fairness: tablesStudy(
    'Fairness: each seat at tables of one strategy',
    (options) => fairness(options),
    renderFairness,
    (r) => `${FORMATS.int(r.rows.length)} tables of ${FORMATS.int(r.gamesPerTable)} games`,
    (r) => r,
  ),
  ladder: tablesStudy(
    'Ladder: a rating for every strategy',
    (options) => ladder(options),
    renderLadder,
    (r) =>
      `${r.ratings.length} strategies rated from ${FORMATS.int(r.tournament.cells.length)} cells of ${FORMATS.int(r.tournament.gamesPerCell)} games`,
    (r) => r.tournament,
  ),
};

/** The options of a study of tables: the CLI's options, player counts as a range or list;
 *  strategies to compare (two or more) or to seat at tables of their own (one or more); the page's
 *  ladder rates quick ones by default. */
export function checkTables({ study, state, source, run, own: ownFields, collect }: StudyCheck) {
  collect('players', () => parsePlayerRange(state.players, '2..6'));
  const own = ownFields(2);
  if (study === 'ladder') own.strategies ??= PAGE_LADDER_STRATEGIES;
  if (own.rounds !== undefined)
    collect(undefined, () => prepareRun('lama', { ...source, players: 2, rounds: own.rounds }));
  const fewest = study === 'fairness' ? 1 : 2;
  collect(undefined, () => parseStrategyList(own.strategies, 'random,greedy', fewest));
  return { ...source, players: state.players, ...own, ...run };
}

/** The options of an analysis: a table size or a range of them ("2..6"), and the search player;
 *  analyze checks both when it starts, and its problems show next to their fields. */
export function checkAnalysis({ state, source, run, own }: StudyCheck) {
  return { ...source, players: state.players, ...own(2), ...run };
}
