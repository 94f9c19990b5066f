// What the page runs for each study, with the library function the CLI's command of that name
// uses, and how its finished report is drawn: `simulate`, `ablate` (ablateWith on the page's
// simulate, as the CLI does on its own), `tournament`, `fairness`, `pegs --solution` in a Web
// Worker, and the dice lab's `rng test` (diceBattery).

import { type AblationReport, ablateWith } from '../ablate.js';
import {
  BoardsimError,
  CancelledError,
  GAMES,
  type GameId,
  diceBattery,
  fairness,
  simulate,
  tournament,
} from '../browser.js';
import { resolvePegsBoard } from '../games/pegs/settings.js';
import type { SimulateOptions } from '../simulate.js';
import { renderAblation } from './ablation.js';
import { renderDiceBattery } from './dice-lab.js';
import { FORMATS, duration, rate } from './format.js';
import type { StudyName } from './games.js';
import type { PegsWorkerReply, PegsWorkerRequest } from './pegs-messages.js';
import { renderPegs } from './pegs-board.js';
import { renderResults } from './results.js';
import { renderFairness } from './fairness.js';
import { renderTournament } from './tournament.js';

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
function tablesStudy<R extends { elapsedMs: number; threads: number }>(
  play: (options: SimulateOptions) => Promise<R>,
  render: (report: R) => HTMLElement,
  what: (report: R) => string,
): (options: SimulateOptions, hooks: StudyHooks) => Promise<StudyResult> {
  return async (options, hooks) => {
    const report = await play({
      ...options,
      signal: hooks.signal,
      onProgress: (p) => hooks.onProgress(p.gamesDone, p.games, 'games'),
    });
    return {
      view: () => render(report),
      summary: `Done: ${what(report)} in ${duration(report.elapsedMs)} on ${workers(report.threads)}.`,
    };
  };
}

const runTournament = tablesStudy(
  (options) => tournament(options),
  renderTournament,
  (r) => `${FORMATS.int(r.cells.length)} cells of ${FORMATS.int(r.gamesPerCell)} games`,
);

const runFairness = tablesStudy(
  (options) => fairness(options),
  renderFairness,
  (r) => `${FORMATS.int(r.rows.length)} tables of ${FORMATS.int(r.gamesPerTable)} games`,
);

/** The count runs in a worker of its own, ended at once by Cancel. */
function runPegs(options: SimulateOptions, hooks: StudyHooks): Promise<StudyResult> {
  const { board } = resolvePegsBoard(options);
  const { game: _game, ...request } = options;
  const worker = new Worker(new URL('./pegs-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<StudyResult>((resolve, reject) => {
    const end = (settle: () => void) => {
      worker.terminate();
      hooks.signal.removeEventListener('abort', cancel);
      settle();
    };
    const cancel = () => end(() => reject(new CancelledError()));
    hooks.signal.addEventListener('abort', cancel);
    const layers = board.holes.length - 1;
    hooks.onProgress(0, layers, 'layers of the count');
    worker.onerror = (event) => {
      event.preventDefault();
      end(() => reject(new Error('the peg solitaire worker stopped: its script did not load')));
    };
    worker.onmessage = ({ data }: MessageEvent<PegsWorkerReply>) => {
      if (data.kind === 'layer') hooks.onProgress(layers - data.pegs + 1, layers, 'layers of the count');
      else if (data.kind === 'invalid') end(() => reject(new BoardsimError(data.issues, data.source)));
      else if (data.kind === 'failed') end(() => reject(new Error(data.message)));
      else {
        const { report } = data;
        end(() =>
          resolve({
            view: () => renderPegs(report, board),
            summary: `Done: ${BigInt(report.totalGames).toLocaleString('en-US')} games counted exactly in ${duration(report.stats.elapsedMs)}.`,
          }),
        );
      }
    };
    worker.postMessage(request as PegsWorkerRequest);
  });
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
  pegs: { label: 'Count every game exactly, play back a solution', run: runPegs },
  'rng-test': { label: 'Test a die’s rolls (three chi-square tests)', run: runDiceBattery },
};
