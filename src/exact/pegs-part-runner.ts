// The host side of a partitioned count: runs the parts it is given (each in its own kernel
// instance) as the coordinator's messages say. The same code runs in this thread, in a Node worker
// thread and in a Web Worker; only how messages and batches travel differs.

import { BoardsimError } from '../errors.js';
import { yieldToEventLoop } from '../run/executor.js';
import type { Kernel } from '../wasm/kernel.js';
import { PegsPart } from '../wasm/pegs-part.js';
import type { BatchRecords, FromPartHost, PartHostError, ToPartHost } from './pegs-part-messages.js';

/** States expanded between two looks at the inbox: merges of other parts' batches run in between,
 *  so batches do not pile up while a part expands. */
const SLICE_ENTRIES = 16384;

/** Where batches go when parts exchange through files (or any store): put returns what names the
 *  batch in a message, take reads it back (once). */
export interface BatchStore {
  put(name: string, bytes: Uint8Array): BatchRecords;
  take(records: BatchRecords): Uint8Array;
}

export function asPartHostError(error: unknown): PartHostError {
  if (error instanceof BoardsimError)
    return { name: error.name, message: error.message, issues: error.issues };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

export class PartRunner {
  private readonly parts = new Map<number, PegsPart>();
  private batches = 0;

  constructor(
    private readonly createKernel: () => Promise<Kernel>,
    private readonly post: (message: FromPartHost) => void,
    private readonly store?: BatchStore,
  ) {}

  /** Handles one message; a failure is posted, never thrown. */
  async handle(message: ToPartHost): Promise<void> {
    try {
      await this.dispatch(message);
    } catch (error) {
      this.post({ type: 'failed', error: asPartHostError(error) });
    }
  }

  private async dispatch(message: ToPartHost): Promise<void> {
    switch (message.type) {
      case 'setup':
        for (const id of message.parts) {
          // one instance per part: its memory is the part's alone and can grow to 4 GiB
          const part = new PegsPart(await this.createKernel(), message.setup, id);
          this.parts.set(id, part);
          this.post({ type: 'ready', part: id, baseBytes: part.baseBytes, count: part.entries });
        }
        return;
      case 'begin':
        for (const [id, part] of this.parts) {
          part.begin(message.limbs, message.bits[id]!);
          this.post({ type: 'begun', part: id, memoryBytes: part.memoryBytes });
        }
        return;
      case 'expand':
        for (const [id, part] of this.parts) {
          while (!part.expand(SLICE_ENTRIES, (to, records, count) => this.send(id, to, records, count)))
            await yieldToEventLoop();
          this.post({ type: 'expanded', part: id, overflowed: part.hasOverflowed });
        }
        return;
      case 'merge': {
        const records = this.store ? this.store.take(message.records) : (message.records as Uint8Array);
        const part = this.partNumbered(message.part);
        part.merge(records, message.count);
        this.post({ type: 'merged', part: message.part, overflowed: part.hasOverflowed });
        return;
      }
      case 'end':
        for (const [id, part] of this.parts) this.post({ type: 'ended', part: id, ...part.end() });
        return;
    }
  }

  private partNumbered(id: number): PegsPart {
    const part = this.parts.get(id);
    if (!part) throw new Error(`part ${id} is not on this host`);
    return part;
  }

  private send(from: number, to: number, records: Uint8Array, count: number): void {
    const batch = this.store ? this.store.put(`${from}-${to}-${this.batches++}.bin`, records) : records;
    this.post({ type: 'batch', from, to, records: batch, count });
  }
}
