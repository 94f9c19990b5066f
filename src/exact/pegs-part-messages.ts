// The messages between a partitioned count's coordinator (pegs-partitioned.ts) and the hosts that
// run its parts (pegs-part-runner.ts: in this thread, in worker threads, in Web Workers). Plain
// data only. A batch of entries travels as bytes in the message, or, when parts exchange through
// files, as the name of the file that holds it.

import type { PegsFinalState } from '../wasm/pegs.js';
import type { PegsPartFigures, PegsPartSetup } from '../wasm/pegs-part.js';

/** A batch's entries: the bytes, or where a store put them. */
export type BatchRecords = Uint8Array | { readonly file: string };

export type ToPartHost =
  | { readonly type: 'setup'; readonly parts: readonly number[]; readonly setup: PegsPartSetup }
  | { readonly type: 'begin'; readonly limbs: number; readonly bits: readonly number[] }
  | { readonly type: 'expand' }
  | { readonly type: 'merge'; readonly part: number; readonly records: BatchRecords; readonly count: number }
  | { readonly type: 'end' };

export type FromPartHost =
  | { readonly type: 'ready'; readonly part: number; readonly baseBytes: number; readonly count: number }
  | { readonly type: 'begun'; readonly part: number; readonly memoryBytes: number }
  | {
      readonly type: 'batch';
      readonly from: number;
      readonly to: number;
      readonly records: BatchRecords;
      readonly count: number;
    }
  | { readonly type: 'merged'; readonly part: number; readonly overflowed: boolean }
  | { readonly type: 'expanded'; readonly part: number; readonly overflowed: boolean }
  | {
      readonly type: 'ended';
      readonly part: number;
      readonly figures: PegsPartFigures;
      readonly onePeg?: PegsFinalState[];
    }
  | { readonly type: 'failed'; readonly error: PartHostError };

/** An error thrown on a host, as data (a BoardsimError keeps its issues). */
export interface PartHostError {
  readonly name: string;
  readonly message: string;
  readonly issues?: readonly { code: string; path: string; message: string }[];
}
