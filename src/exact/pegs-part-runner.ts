// The host side of a partitioned count: runs the parts it is given (each in its own kernel
// instance) as the coordinator's messages say, and exchanges batches with the other hosts directly.
// The same code runs in this thread, in a Node worker thread and in a Web Worker; only how messages
// and batches travel differs.
//
// A batch is copied once out of its sender's memory and once into its owner's: into a buffer of
// this host's pool, moved (not copied) to the owner's host, merged there and moved back to the pool.
// A batch for a part on the same host is merged straight from the sender's memory.

import { BoardsimError } from '../errors.js';
import { yieldToEventLoop } from '../run/executor.js';
import type { Kernel } from '../wasm/kernel.js';
import { PegsPart } from '../wasm/pegs-part.js';
import type {
  BatchRecords,
  FromPartHost,
  PartHostError,
  PeerMessage,
  ToPartHost,
} from './pegs-part-messages.js';

/** States expanded between two looks at the inbox: merges of other parts' batches run in between,
 *  so batches do not pile up while a part expands. */
const SLICE_ENTRIES = 16384;

/** Where batches go when parts exchange through files (or any store): put returns what names the
 *  batch in a message, take reads it back (once). */
export interface BatchStore {
  put(name: string, bytes: Uint8Array): BatchRecords;
  take(records: BatchRecords): Uint8Array;
}

/** This host's links to the others: part p runs on host p mod hosts. */
export interface PeerLinks {
  readonly host: number;
  readonly hosts: number;
  /** Sends to another host (never this one). */
  post(host: number, message: PeerMessage): void;
}

export function asPartHostError(error: unknown): PartHostError {
  if (error instanceof BoardsimError)
    return { name: error.name, message: error.message, issues: error.issues };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

export class PartRunner {
  private readonly parts = new Map<number, PegsPart>();
  private partCount = 0;
  private batches = 0;
  /** Batches each of this host's parts has merged during this layer's expansion. */
  private readonly merged = new Map<number, number>();
  /** Once the coordinator has asked: the parts that have not yet merged all their batches, and how
   *  many each must merge. */
  private readonly draining = new Map<number, number>();
  /** Batch buffers handed back by the hosts that merged them. */
  private readonly free: ArrayBuffer[] = [];

  constructor(
    private readonly createKernel: () => Promise<Kernel>,
    private readonly post: (message: FromPartHost) => void,
    private readonly peers: PeerLinks,
    private readonly store?: BatchStore,
  ) {}

  /** Handles one of the coordinator's messages; a failure is posted, never thrown. */
  async handle(message: ToPartHost): Promise<void> {
    try {
      await this.dispatch(message);
    } catch (error) {
      this.post({ type: 'failed', error: asPartHostError(error) });
    }
  }

  /** Handles another host's message; a failure is posted, never thrown. */
  handlePeer(message: PeerMessage): void {
    try {
      if (message.type === 'returned') this.free.push(message.buffer);
      else this.receive(message);
    } catch (error) {
      this.post({ type: 'failed', error: asPartHostError(error) });
    }
  }

  private async dispatch(message: ToPartHost): Promise<void> {
    switch (message.type) {
      case 'setup':
        this.partCount = message.setup.parts;
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
          this.merged.set(id, 0);
          this.post({ type: 'begun', part: id, memoryBytes: part.memoryBytes });
        }
        return;
      case 'expand':
        for (const [id, part] of this.parts) {
          const sent = new Array<number>(this.partCount).fill(0);
          const send = (to: number, records: Uint8Array, count: number) => {
            this.send(id, to, records, count);
            sent[to]!++;
          };
          while (!part.expand(SLICE_ENTRIES, send)) await yieldToEventLoop();
          this.post({ type: 'expanded', part: id, sent });
        }
        return;
      case 'drain':
        for (const id of this.parts.keys()) this.draining.set(id, message.expected[id]!);
        this.reportDrained();
        return;
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

  /** Sends a batch of part `from` (a view of its memory, valid during this call) to part `to`. */
  private send(from: number, to: number, records: Uint8Array, count: number): void {
    const host = to % this.peers.hosts;
    if (this.store) {
      const file = this.store.put(`${from}-${to}-${this.batches++}.bin`, records);
      const message = { type: 'batch', fromHost: this.peers.host, to, records: file, count } as const;
      if (host === this.peers.host) this.receive(message);
      else this.peers.post(host, message);
    } else if (host === this.peers.host) {
      this.mergeBatch(to, records, count);
    } else {
      const bytes = this.partNumbered(from).batchBytes;
      let buffer = this.free.pop();
      // a buffer for narrower counts than this layer's is dropped
      while (buffer && buffer.byteLength < bytes) buffer = this.free.pop();
      const copy = new Uint8Array(buffer ?? new ArrayBuffer(bytes), 0, records.length);
      copy.set(records);
      this.peers.post(host, { type: 'batch', fromHost: this.peers.host, to, records: copy, count });
    }
  }

  private receive(message: Extract<PeerMessage, { type: 'batch' }>): void {
    const { records } = message;
    if (this.store) {
      this.mergeBatch(message.to, this.store.take(records), message.count);
      return;
    }
    if (!(records instanceof Uint8Array))
      throw new Error('a batch named by a file where bytes were expected');
    this.mergeBatch(message.to, records, message.count);
    this.peers.post(message.fromHost, { type: 'returned', buffer: records.buffer as ArrayBuffer });
  }

  private mergeBatch(to: number, records: Uint8Array, count: number): void {
    this.partNumbered(to).merge(records, count);
    this.merged.set(to, this.merged.get(to)! + 1);
    this.reportDrained();
  }

  /** Tells the coordinator which parts being drained have merged every batch sent to them. */
  private reportDrained(): void {
    for (const [id, expected] of this.draining) {
      const merged = this.merged.get(id)!;
      if (merged > expected) throw new Error(`part ${id} merged ${merged} batches, ${expected} were sent`);
      if (merged < expected) continue;
      this.draining.delete(id);
      this.post({ type: 'drained', part: id, overflowed: this.parts.get(id)!.hasOverflowed });
    }
  }
}
