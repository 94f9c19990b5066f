// The messages between the page and its peg solitaire worker (pegs-worker.ts).

import type { ConfigIssue } from '../errors.js';
import type { PegsReport } from '../games/pegs/report.js';

/** The board (a preset's name or a config's JSON) and the start hole. */
export interface PegsWorkerRequest {
  readonly preset?: string;
  readonly board?: string;
  readonly boardSource?: string;
  readonly start?: string;
}

export type PegsWorkerReply =
  | { readonly kind: 'layer'; readonly pegs: number; readonly states: number }
  | { readonly kind: 'report'; readonly report: PegsReport }
  | {
      readonly kind: 'invalid';
      readonly issues: readonly ConfigIssue[];
      readonly source?: string | undefined;
    }
  | { readonly kind: 'failed'; readonly message: string };
