// The messages between the page and its peg solitaire worker (pegs-worker.ts).

import type { PegsReport } from '../games/pegs/report.js';
import type { WorkerReply } from './study-worker.js';

/** The board (a preset's name or a config's JSON) and the start hole. */
export interface PegsWorkerRequest {
  readonly preset?: string;
  readonly board?: string;
  readonly boardSource?: string;
  readonly start?: string;
}

/** Progress is the layer of the count just finished: its number of pegs, and its positions. */
export type PegsWorkerReply = WorkerReply<{ readonly pegs: number; readonly states: number }, PegsReport>;
