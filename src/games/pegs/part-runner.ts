// The host side of a partitioned count: runs the parts it is given (each in its own kernel
// instance) as the coordinator's messages say, and exchanges batches with the other hosts directly.
// The same code runs in this thread, in a Node worker thread and in a Web Worker; only how messages
// and batches travel differs.
//
// A batch is copied once out of its sender's memory and once into its owner's: into a buffer of
// this host's pool, moved (not copied) to the owner's host, merged there and moved back to the pool.
// A batch for a part on the same host is merged straight from the sender's memory.

import { BoardsimError } from '../../core/errors.js';
import { yieldToEventLoop } from '../../run/executor.js';
import type { Kernel } from '../../wasm/kernel.js';
import { PegsPart } from './part-kernel.js';
import type { BatchRecords, FromPartHost, PartHostError, PeerMessage, ToPartHost } from './part-messages.js';

/** How a host paces its work. */
export interface PartRunnerTuning {
  /** States expanded between two looks at the inbox: merges of other parts' batches (and other
   *  hosts' requests for states) are handled in between, so batches do not pile up. */
  readonly sliceEntries: number;
  /** A host gives states to another only when one of its parts has at least this many left to
   *  expand (fewer cost less to expand than to send), and then half of them. */
  readonly stealAtLeast: number;
}

export const defaultTuning: PartRunnerTuning = { sliceEntries: 16384, stealAtLeast: 2048 };

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
  /** Batches each of this host's parts has sent to each part this layer. */
  private readonly sent = new Map<number, number[]>();
  /** Once this host's parts have expanded their own states: the other hosts still to ask for
   *  theirs, the one being asked first. The layer's expansion ends here when none is left. */
  private victims: number[] = [];
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
    private readonly tuning: PartRunnerTuning = defaultTuning,
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
      switch (message.type) {
        case 'returned':
          this.free.push(message.buffer);
          return;
        case 'batch':
          this.receive(message);
          return;
        case 'steal':
          this.giveStates(message.fromHost);
          return;
        case 'taken':
          this.expandTaken(message);
          return;
        case 'none':
          if (message.fromHost !== this.victims.shift()) throw new Error('an answer from a host not asked');
          this.askForStates();
          return;
      }
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
          this.sent.set(id, new Array<number>(this.partCount).fill(0));
          this.post({ type: 'begun', part: id, memoryBytes: part.memoryBytes });
        }
        return;
      case 'expand':
        for (const [id, part] of this.parts)
          while (!part.expand(this.tuning.sliceEntries, this.sender(id))) await yieldToEventLoop();
        // then the other hosts' states, while they have some: host h asks h+1, h+2, … in turn
        this.victims = Array.from(
          { length: this.peers.hosts - 1 },
          (_, i) => (this.peers.host + 1 + i) % this.peers.hosts,
        );
        this.askForStates();
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

  /** How part `id` sends its batches, each counted. */
  private sender(id: number) {
    const sent = this.sent.get(id)!;
    return (to: number, records: Uint8Array, count: number) => {
      this.send(id, to, records, count);
      sent[to]!++;
    };
  }

  /** Sends a batch of part `from` (a view of its memory, valid during this call) to part `to`. */
  private send(from: number, to: number, records: Uint8Array, count: number): void {
    const host = to % this.peers.hosts;
    if (host === this.peers.host && !this.store) {
      this.mergeBatch(to, records, count);
      return;
    }
    const message = {
      type: 'batch',
      fromHost: this.peers.host,
      to,
      records: this.outgoing(from, `${from}-${to}-${this.batches++}.bin`, records),
      count,
    } as const;
    if (host === this.peers.host) this.receive(message);
    else this.peers.post(host, message);
  }

  /** Entries of part `from` (a view of its memory, valid during this call) as they leave this
   *  host: a file of the store, or a copy in a buffer of the pool. */
  private outgoing(from: number, name: string, records: Uint8Array): BatchRecords {
    if (this.store) return this.store.put(name, records);
    const bytes = this.partNumbered(from).batchBytes;
    let buffer = this.free.pop();
    // a buffer for narrower counts than this layer's is dropped
    while (buffer && buffer.byteLength < bytes) buffer = this.free.pop();
    const copy = new Uint8Array(buffer ?? new ArrayBuffer(bytes), 0, records.length);
    copy.set(records);
    return copy;
  }

  /** Entries that came from another host, and then (bytes) their buffer back to it. */
  private arrived(fromHost: number, records: BatchRecords, use: (bytes: Uint8Array) => void): void {
    if (this.store) {
      use(this.store.take(records));
      return;
    }
    if (!(records instanceof Uint8Array))
      throw new Error('entries named by a file where bytes were expected');
    use(records);
    this.peers.post(fromHost, { type: 'returned', buffer: records.buffer as ArrayBuffer });
  }

  private receive(message: Extract<PeerMessage, { type: 'batch' }>): void {
    this.arrived(message.fromHost, message.records, (bytes) =>
      this.mergeBatch(message.to, bytes, message.count),
    );
  }

  /** Asks the next host for states, or, when every other host has said it has none left, ends
   *  this host's expansion of the layer. */
  private askForStates(): void {
    const victim = this.victims[0];
    if (victim !== undefined) {
      this.peers.post(victim, { type: 'steal', fromHost: this.peers.host });
      return;
    }
    for (const [id, part] of this.parts)
      this.post({ type: 'expanded', part: id, sent: this.sent.get(id)!, taken: part.takenStates });
  }

  /** Another host asks for states: half of what the part with the most left has, if that is
   *  enough to be worth the trip. */
  private giveStates(host: number): void {
    let most: PegsPart | undefined;
    for (const part of this.parts.values()) if (!most || part.remaining > most.remaining) most = part;
    if (!most || most.remaining < this.tuning.stealAtLeast) {
      this.peers.post(host, { type: 'none', fromHost: this.peers.host });
      return;
    }
    const count = Math.min(Math.floor(most.remaining / 2), most.batchEntries);
    const records = this.outgoing(
      most.part,
      `states-${most.part}-${this.batches++}.bin`,
      most.giveAway(count),
    );
    this.peers.post(host, { type: 'taken', fromHost: this.peers.host, records, count });
  }

  /** States taken from another host's part: expanded by this host's first part, then ask again. */
  private expandTaken(message: Extract<PeerMessage, { type: 'taken' }>): void {
    const [id, part] = this.parts.entries().next().value!;
    this.arrived(message.fromHost, message.records, (bytes) =>
      part.expandTaken(bytes, message.count, this.sender(id)),
    );
    this.askForStates();
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
