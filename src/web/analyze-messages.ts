// The messages between the page and its analysis worker (analyze-worker.ts).

import type { AnalyzeOptions } from '../api/analyze.js';
import type { AnalyzeReport } from '../analyze/report.js';
import type { PegsLayerProgress } from './games/pegs/messages.js';
import type { WorkerReply } from './study-worker.js';

/** analyze's options, without the signal and the progress callbacks (which cannot cross to a
 *  worker: the worker is ended instead, and reports its progress in messages). */
export type AnalyzeWorkerRequest = AnalyzeOptions;

/** Progress is the games played so far, of all variants; for peg solitaire, whose analysis plays
 *  no games, the layer of the count just finished. */
export type AnalyzeProgress = { readonly done: number; readonly total: number } | PegsLayerProgress;

export type AnalyzeWorkerReply = WorkerReply<AnalyzeProgress, AnalyzeReport>;
