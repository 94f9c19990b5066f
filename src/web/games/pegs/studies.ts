// Peg solitaire's own study on the page, the exact count with a solution played back (`boardsim
// pegs --solution`), and what its analysis brings: the count runs in a worker of its own, in parts
// on Web Workers nested in it, all ended at once by Cancel, and shows its progress layer by layer.
// Both take only the board, the start hole and the workers, checked as the count checks them.

import type { SimulateOptions } from '../../../api/simulate.js';
import type { PegsReport } from '../../../games/pegs/report.js';
import type { PegsBoard } from '../../../games/pegs/schema.js';
import { pegsRunSettings, resolvePegsBoard } from '../../../games/pegs/settings.js';
import { duration } from '../../format.js';
import { runInWorker } from '../../study-worker.js';
import type { AnalysisWorker, StudyCheck, StudyHooks, StudyResult, WebStudy } from '../types.js';
import { renderPegs } from './board.js';
import type { PegsLayerProgress, PegsWorkerRequest } from './messages.js';

/** A count's progress: its layers done (a layer a number of pegs, from all but one down to one). */
function layerProgress(board: PegsBoard, hooks: StudyHooks): (layer: PegsLayerProgress) => void {
  const layers = board.holes.length - 1;
  hooks.onProgress(0, layers, 'layers of the count');
  return ({ pegs }) => hooks.onProgress(layers - pegs + 1, layers, 'layers of the count');
}

async function runCount(options: SimulateOptions, hooks: StudyHooks): Promise<StudyResult> {
  const { board } = resolvePegsBoard(options);
  const { game: _game, ...request } = options;
  const report = await runInWorker<PegsLayerProgress, PegsReport>(
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
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

/** The count, as the study named like the game. */
export const COUNT: WebStudy = {
  label: 'Count every game exactly, play back a solution',
  // an exact count has no games or seed; it counts in parts on the workers
  fields: ['preset', 'board', 'workers'],
  run: runCount,
};

/** The options of an exact count (the count's, or an analysis's): the board, the start and the
 *  workers. */
export function checkCount({ source, boardOk, onWorkers, own, collect }: StudyCheck) {
  const start = own(1);
  if (boardOk) collect(undefined, () => pegsRunSettings({ ...source, ...start }));
  return { ...source, ...start, ...onWorkers };
}

/** An analysis's worker: the page's, with the count's part workers nested in it. */
export function analysisWorker(options: SimulateOptions, hooks: StudyHooks): AnalysisWorker {
  const onLayer = layerProgress(resolvePegsBoard(options).board, hooks);
  return {
    worker: new Worker(new URL('./analyze-worker.ts', import.meta.url), { type: 'module' }),
    onProgress: (progress) => onLayer(progress as PegsLayerProgress),
  };
}
