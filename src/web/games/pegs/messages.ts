// The messages between the page and its peg solitaire worker (worker.ts), and the progress of a
// count (its analysis worker, analyze-worker.ts, posts it too).

import type { PegsReport } from '../../../games/pegs/report.js';
import type { WorkerReply } from '../../study-worker.js';

/** The board (a preset's name or a config's JSON), the start hole and the Web Workers to count on. */
export interface PegsWorkerRequest {
  readonly preset?: string;
  readonly board?: string;
  readonly boardSource?: string;
  readonly start?: string;
  readonly threads?: string;
}

/** The layer of a count just finished: its number of pegs, and its positions. */
export interface PegsLayerProgress {
  readonly pegs: number;
  readonly states: number;
}

export type PegsWorkerReply = WorkerReply<PegsLayerProgress, PegsReport>;
