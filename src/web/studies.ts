// What the page runs for each study, with the library function the CLI's command of that name
// uses, and how its finished report is drawn: `simulate`, `ablate` (ablateWith on the page's
// simulate, as the CLI does on its own), `tournament`, `fairness`, `ladder`, `analyze` and `pegs
// --solution` each in a Web Worker of its own, and the dice lab's `rng test` (diceBattery).

import { type AblationReport, ablateWith } from '../api/ablate.js';
import type { AnalyzeReport } from '../analyze/report.js';
import { GAMES, type GameId, diceBattery, fairness, ladder, simulate, tournament } from '../browser.js';
import type { PegsReport } from '../games/pegs/report.js';
import type { PegsBoard } from '../games/pegs/schema.js';
import { resolvePegsBoard } from '../games/pegs/settings.js';
import type { SimulateOptions } from '../api/simulate.js';
import { renderAblation } from './ablation.js';
import type { AnalyzeProgress, AnalyzeWorkerRequest } from './analyze-messages.js';
import { renderAnalysis } from './analyze.js';
import { variantNames } from './compare-boards.js';
import { renderDiceBattery } from './dice-lab.js';
import { FORMATS, duration, rate } from './format.js';
import type { StudyName } from './games.js';
import { renderLadder } from './games/lama/ladder.js';
import type { PegsLayerProgress, PegsWorkerRequest } from './games/pegs/messages.js';
import { renderPegs } from './games/pegs/board.js';
import { renderResults } from './results.js';
import { renderFairness } from './games/lama/fairness.js';
import { runInWorker } from './study-worker.js';
import { renderTournament } from './games/lama/tournament.js';

export interface StudyHooks {
  readonly signal: AbortSignal;
  /** `done` of `total` units (games; layers of the count for pegs). */
  onProgress(done: number, total: number, unit: string): void;
}

/** A finished study: its results drawn at once, and a line for the status. */
export interface StudyResult {
  view(width: number): HTMLElement;
  readonly summary: string;
}

const workers = (n: number) => `${n} Web Worker${n > 1 ? 's' : ''}`;

async function runSimulation(options: SimulateOptions, hooks: StudyHooks): Promise<StudyResult> {
  const report = await simulate({
    ...options,
    signal: hooks.signal,
    onProgress: (p) => hooks.onProgress(p.gamesDone, p.games, 'games'),
  });
  const exactPmf = GAMES[report.game as GameId]?.exactPmf?.(report);
  return {
    view: (width) => renderResults(report, width, exactPmf),
    summary: `Done: ${FORMATS.int(report.games)} games in ${duration(report.elapsedMs)} on ${workers(report.threads)} (${rate(report.gamesPerSecond)} games/s).`,
  };
}

async function runAblation(options: SimulateOptions, hooks: StudyHooks): Promise<StudyResult> {
  const variants = GAMES[options.game as GameId].ablations?.length ?? 1;
  let variant = -1;
  const report: AblationReport = await ablateWith((variantOptions) => {
    const before = ++variant;
    return simulate({
      ...variantOptions,
      signal: hooks.signal,
      onProgress: (p) => hooks.onProgress(before * p.games + p.gamesDone, variants * p.games, 'games'),
    });
  }, options);
  return {
    view: () => renderAblation(report),
    summary: `Done: ${report.variants.length} variants of ${FORMATS.int(report.games)} games in ${duration(report.elapsedMs)} on ${workers(report.threads)}.`,
  };
}

/** A L.A.M.A. study of many tables (tournament or fairness) on the page's Web Worker pool. */
function tablesStudy<R>(
  play: (options: SimulateOptions) => Promise<R>,
  render: (report: R, width: number) => HTMLElement,
  what: (report: R) => string,
  /** The tournament's part of the report: its time and workers. */
  timed: (report: R) => { elapsedMs: number; threads: number },
): (options: SimulateOptions, hooks: StudyHooks) => Promise<StudyResult> {
  return async (options, hooks) => {
    const report = await play({
      ...options,
      signal: hooks.signal,
      onProgress: (p) => hooks.onProgress(p.gamesDone, p.games, 'games'),
    });
    return {
      view: (width) => render(report, width),
      summary: `Done: ${what(report)} in ${duration(timed(report).elapsedMs)} on ${workers(timed(report).threads)}.`,
    };
  };
}

const runTournament = tablesStudy(
  (options) => tournament(options),
  renderTournament,
  (r) => `${FORMATS.int(r.cells.length)} cells of ${FORMATS.int(r.gamesPerCell)} games`,
  (r) => r,
);

const runFairness = tablesStudy(
  (options) => fairness(options),
  renderFairness,
  (r) => `${FORMATS.int(r.rows.length)} tables of ${FORMATS.int(r.gamesPerTable)} games`,
  (r) => r,
);

const runLadder = tablesStudy(
  (options) => ladder(options),
  renderLadder,
  (r) =>
    `${r.ratings.length} strategies rated from ${FORMATS.int(r.tournament.cells.length)} cells of ${FORMATS.int(r.tournament.gamesPerCell)} games`,
  (r) => r.tournament,
);

/** A count's progress: its layers done (a layer a number of pegs, from all but one down to one). */
function layerProgress(board: PegsBoard, hooks: StudyHooks): (layer: PegsLayerProgress) => void {
  const layers = board.holes.length - 1;
  hooks.onProgress(0, layers, 'layers of the count');
  return ({ pegs }) => hooks.onProgress(layers - pegs + 1, layers, 'layers of the count');
}

/** The count runs in a worker of its own, in parts on Web Workers nested in it, all ended at once
 *  by Cancel. */
async function runPegs(options: SimulateOptions, hooks: StudyHooks): Promise<StudyResult> {
  const { board } = resolvePegsBoard(options);
  const { game: _game, ...request } = options;
  const report = await runInWorker<PegsLayerProgress, PegsReport>(
    new Worker(new URL('./games/pegs/worker.ts', import.meta.url), { type: 'module' }),
    request as PegsWorkerRequest,
    'peg solitaire',
    hooks.signal,
    layerProgress(board, hooks),
  );
  return {
    view: () => renderPegs(report, board),
    summary: `Done: ${BigInt(report.totalGames).toLocaleString('en-US')} games counted exactly in ${duration(report.stats.elapsedMs)}${report.stats.parts === undefined ? '' : `, in ${report.stats.parts} parts`}.`,
  };
}

/** The analysis runs in a worker of its own (its games play on the thread that runs it; peg
 *  solitaire's count in parts on Web Workers nested in it), ended at once by Cancel. */
async function runAnalysis(options: SimulateOptions, hooks: StudyHooks): Promise<StudyResult> {
  const onLayer = options.game === 'pegs' ? layerProgress(resolvePegsBoard(options).board, hooks) : undefined;
  const report = await runInWorker<AnalyzeProgress, AnalyzeReport>(
    new Worker(new URL('./analyze-worker.ts', import.meta.url), { type: 'module' }),
    options as AnalyzeWorkerRequest,
    'analysis',
    hooks.signal,
    (progress) =>
      'pegs' in progress ? onLayer?.(progress) : hooks.onProgress(progress.done, progress.total, 'games'),
  );
  const played = report.variants.some((v) => v.games > 0);
  return {
    view: () => renderAnalysis(report, variantNames(report, options)),
    summary: played
      ? `Done: ${report.variants.length} variant${report.variants.length > 1 ? 's' : ''} of ${FORMATS.int(report.games)} games analysed in ${duration(report.elapsedMs)}.`
      : `Done: every measure counted exactly in ${duration(report.elapsedMs)}.`,
  };
}

/** The dice lab's battery on one die (faces, pairs, run lengths), on the page's Web Worker pool. */
async function runDiceBattery(options: SimulateOptions, hooks: StudyHooks): Promise<StudyResult> {
  const { game: _game, ...battery } = options;
  const report = await diceBattery({
    ...battery,
    signal: hooks.signal,
    onProgress: (p) => hooks.onProgress(p.gamesDone, p.games, 'rolls'),
  });
  return {
    view: (width) => renderDiceBattery(report, width),
    summary: `Done: ${FORMATS.int(report.rolls)} rolls of ${report.dice} in ${duration(report.elapsedMs)}.`,
  };
}

/** What each study runs and how it is labelled. */
export const STUDIES: Readonly<
  Record<
    StudyName,
    { readonly label: string; run(options: SimulateOptions, hooks: StudyHooks): Promise<StudyResult> }
  >
> = {
  simulate: { label: 'Simulate games', run: runSimulation },
  ablate: { label: 'Ablation: the game without each feature', run: runAblation },
  tournament: { label: 'Tournament: every strategy against every other', run: runTournament },
  fairness: { label: 'Fairness: each seat at tables of one strategy', run: runFairness },
  ladder: { label: 'Ladder: a rating for every strategy', run: runLadder },
  analyze: { label: 'Analyze: every design measure, with its 95% interval', run: runAnalysis },
  pegs: { label: 'Count every game exactly, play back a solution', run: runPegs },
  'rng-test': { label: 'Test a die’s rolls (three chi-square tests)', run: runDiceBattery },
};
