// What the page runs for each study of its own, with the library function the CLI's command of that
// name uses, and how its finished report is drawn: `simulate`, `ablate` (ablateWith on the page's
// simulate, as the CLI does on its own), `analyze` in a Web Worker of its own, and the dice lab's
// `rng test` (diceBattery); and a game's own studies (WebGame.ownStudies: L.A.M.A.'s tournament,
// peg solitaire's count), by name.

import { type AblationReport, ablateWith } from '../api/ablate.js';
import type { AnalyzeReport } from '../analyze/report.js';
import { GAMES, type GameId, diceBattery, simulate } from '../browser.js';
import type { SimulateOptions } from '../api/simulate.js';
import { renderAblation } from './ablation.js';
import type { AnalyzeProgress, AnalyzeWorkerRequest } from './analyze-messages.js';
import { renderAnalysis } from './analyze.js';
import { variantNames } from './compare-boards.js';
import { renderDiceBattery } from './dice-lab.js';
import { FORMATS, duration, rate, webWorkers } from './format.js';
import {
  type PageGameId,
  type PageStudy,
  type StudyName,
  type WebStudy,
  isPageStudy,
  ownStudy,
  webGame,
} from './games.js';
import type { StudyHooks, StudyResult } from './games/types.js';
import { renderResults } from './results.js';
import { runInWorker } from './study-worker.js';

async function runSimulation(options: SimulateOptions, hooks: StudyHooks): Promise<StudyResult> {
  const report = await simulate({
    ...options,
    signal: hooks.signal,
    onProgress: (p) => hooks.onProgress(p.gamesDone, p.games, 'games'),
  });
  const exactPmf = GAMES[report.game as GameId]?.exactPmf?.(report);
  return {
    view: (width) => renderResults(report, width, exactPmf),
    summary: `Done: ${FORMATS.int(report.games)} games in ${duration(report.elapsedMs)} on ${webWorkers(report.threads)} (${rate(report.gamesPerSecond)} games/s).`,
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
    summary: `Done: ${report.variants.length} variants of ${FORMATS.int(report.games)} games in ${duration(report.elapsedMs)} on ${webWorkers(report.threads)}.`,
  };
}

/** The analysis runs in a worker of its own (its games play on the thread that runs it; a game may
 *  bring its own worker: WebGame.analysisWorker), ended at once by Cancel. */
async function runAnalysis(options: SimulateOptions, hooks: StudyHooks): Promise<StudyResult> {
  const own = webGame(options.game as PageGameId)?.analysisWorker?.(options, hooks);
  const report = await runInWorker<AnalyzeProgress, AnalyzeReport>(
    own?.worker ?? new Worker(new URL('./analyze-worker.ts', import.meta.url), { type: 'module' }),
    options as AnalyzeWorkerRequest,
    'analysis',
    hooks.signal,
    (progress) =>
      'own' in progress
        ? own?.onProgress(progress.own)
        : hooks.onProgress(progress.done, progress.total, 'games'),
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

/** A study as the form and a run see it: its label, and what it runs. */
export type Study = Pick<WebStudy, 'label' | 'run'>;

/** What each study of the page's own runs and how it is labelled (its fields: STUDY_FIELDS). */
const STUDIES: Readonly<Record<PageStudy, Study>> = {
  simulate: { label: 'Simulate games', run: runSimulation },
  ablate: { label: 'Ablation: the game without each feature', run: runAblation },
  analyze: { label: 'Analyze: every design measure, with its 95% interval', run: runAnalysis },
  'rng-test': { label: 'Test a die’s rolls (three chi-square tests)', run: runDiceBattery },
};

/** Study `name` of `game`: the game's own of that name, or the page's (undefined for neither). */
export function studyOf(game: PageGameId, name: StudyName): Study | undefined {
  return ownStudy(game, name) ?? (isPageStudy(name) ? STUDIES[name] : undefined);
}
