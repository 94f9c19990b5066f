// The messages of a partitioned count: between its coordinator (pegs-partitioned.ts) and the hosts
// that run its parts (pegs-part-runner.ts: in this thread, in worker threads, in Web Workers), and
// between the hosts themselves, which send each other their batches directly (the coordinator only
// counts them at the end of each layer). Plain data only. A batch's entries travel as bytes in the
// message, or, when parts exchange through files, as the name of the file that holds them.
//
// At a layer's end a host whose parts have expanded all their states takes unexpanded ones from
// the others (work stealing: the parts seldom finish together, and the first would wait): it asks
// a host ('steal'), which gives part of its most loaded part's remaining states ('taken', entries
// as a batch's) or has none left worth the trip ('none').

import type { PegsFinalState } from './kernel.js';
import type { PegsPartFigures, PegsPartSetup } from './part-kernel.js';

/** A batch's entries: the bytes, or where a store put them. */
export type BatchRecords = Uint8Array | { readonly file: string };

export type ToPartHost =
  | { readonly type: 'setup'; readonly parts: readonly number[]; readonly setup: PegsPartSetup }
  | { readonly type: 'begin'; readonly limbs: number; readonly bits: readonly number[] }
  | { readonly type: 'expand' }
  /** Every part, once it has merged `expected[part]` batches this layer, says whether a count of
   *  the layer outgrew its words. */
  | { readonly type: 'drain'; readonly expected: readonly number[] }
  | { readonly type: 'end' };

export type FromPartHost =
  | { readonly type: 'ready'; readonly part: number; readonly baseBytes: number; readonly count: number }
  | { readonly type: 'begun'; readonly part: number; readonly memoryBytes: number }
  /** `sent[p]`: the batches this part sent to part p during the expansion; `taken`: the states of
   *  other parts it expanded. */
  | {
      readonly type: 'expanded';
      readonly part: number;
      readonly sent: readonly number[];
      readonly taken: number;
    }
  | { readonly type: 'drained'; readonly part: number; readonly overflowed: boolean }
  | {
      readonly type: 'ended';
      readonly part: number;
      readonly figures: PegsPartFigures;
      readonly onePeg?: PegsFinalState[];
    }
  | { readonly type: 'failed'; readonly error: PartHostError };

/** Between hosts: a batch for one of the receiver's parts, and (bytes only) its buffer handed back
 *  to the sending host once merged, for its next batch; a request for unexpanded states, and its
 *  answer: some states (`count` entries) or none. */
export type PeerMessage =
  | {
      readonly type: 'batch';
      readonly fromHost: number;
      readonly to: number;
      readonly records: BatchRecords;
      readonly count: number;
    }
  | { readonly type: 'returned'; readonly buffer: ArrayBuffer }
  | { readonly type: 'steal'; readonly fromHost: number }
  | {
      readonly type: 'taken';
      readonly fromHost: number;
      readonly records: BatchRecords;
      readonly count: number;
    }
  | { readonly type: 'none'; readonly fromHost: number };

/** The buffers a peer message moves to its receiver instead of copying. */
export function peerTransfer(message: PeerMessage): ArrayBuffer[] {
  if (message.type === 'returned') return [message.buffer];
  if (message.type !== 'batch' && message.type !== 'taken') return [];
  return message.records instanceof Uint8Array ? [message.records.buffer as ArrayBuffer] : [];
}

/** An error thrown on a host, as data (a BoardsimError keeps its issues). */
export interface PartHostError {
  readonly name: string;
  readonly message: string;
  readonly issues?: readonly { code: string; path: string; message: string }[];
}
