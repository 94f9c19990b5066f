// The messages between the page and its analysis worker (analyze-serve.ts).

import type { AnalyzeOptions } from '../api/analyze.js';
import type { AnalyzeReport } from '../analyze/report.js';
import type { WorkerReply } from './study-worker.js';

/** analyze's options, without the signal and the progress callbacks (which cannot cross to a
 *  worker: the worker is ended instead, and reports its progress in messages). */
export type AnalyzeWorkerRequest = AnalyzeOptions;

/** The games played so far, of all variants. */
export interface GamesPlayed {
  readonly done: number;
  readonly total: number;
}

/** Progress is the games played so far, or progress of the game's own (peg solitaire's analysis
 *  plays no games: the layer of its count just finished), which its WebGame.analysisWorker shows. */
export type AnalyzeProgress = GamesPlayed | { readonly own: unknown };

export type AnalyzeWorkerReply = WorkerReply<AnalyzeProgress, AnalyzeReport>;
