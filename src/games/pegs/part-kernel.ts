// One part of a partitioned peg solitaire count (src/games/pegs/partitioned.ts) in its own kernel
// instance: the stored states of each layer that this part owns (kernel: ownerOf), the table the
// part's share of the next layer is built in, and one outbox per other part for the successors
// they own.
//
// Memory, above the board block: the current layer (dense entries), then the outboxes, then the
// table. The table grows in place when it fills up (rehashed into a doubled table, moved down);
// outboxes are sent as batches whenever they fill. A count that outgrows its words marks the part
// overflowed; the coordinator then has every part count the layer again, a word wider (the current
// layer is only read while a layer is counted, so it is intact).

import { BoardsimError } from '../../core/errors.js';
import type { Kernel } from '../../wasm/kernel.js';
import {
  INSTANCE_MEMORY_LIMIT,
  LAYER_BYTES,
  MAX_LOAD,
  PEGS_COUNT_OVERFLOW,
  type PegsFinalState,
  type PegsKernelConfig,
  type PegsLayer,
  encodeBoard,
  readEntries,
  readLayer,
  startBits,
} from './kernel.js';

/** What every part of a count is given. Plain data: it crosses to workers. */
export interface PegsPartSetup {
  readonly config: PegsKernelConfig;
  /** Symmetries that fix the start state (hole permutations; the identity first). */
  readonly symmetries: readonly (readonly number[])[];
  readonly parts: number;
  /** The start state's count (default 1); its width in words is the first layer's. */
  readonly initialCount?: bigint;
  /** Which part owns a state (part-owner.ts; the same for every part): absent or 0n for the hash. */
  readonly ownerMask?: bigint;
}

/** One part's share of a finished layer. */
export interface PegsPartFigures extends PegsLayer {
  /** The part's share of the next layer. */
  nextCount: number;
  memoryBytes: number;
}

/** Entries in all of a part's outboxes together (12 MiB with one-word counts). */
const OUTBOX_BUDGET = 2 ** 19;

/** Entries per outbox: a batch. Large enough to make messages few (each costs a hop through the
 *  coordinator), small enough to keep a part's outboxes within OUTBOX_BUDGET; never less than two
 *  states' worth of successors. */
export function outboxEntries(jumps: number, parts: number): number {
  return Math.max(2 * jumps, Math.min(32768, Math.floor(OUTBOX_BUDGET / parts)));
}

export function entryBytesFor(limbs: number): number {
  return 16 + 8 * limbs;
}

/** The part that owns the start state. */
export function startOwner(
  kernel: Kernel,
  config: PegsKernelConfig,
  parts: number,
  ownerMask: bigint,
): number {
  return kernel.exports.pegsOwner(startBits(config), parts, ownerMask);
}

function instanceFull(pegs: number, bytes: number, parts: number): BoardsimError {
  return new BoardsimError([
    {
      code: 'pegs/too-large',
      path: 'parts',
      message: `the layer of ${pegs} pegs needs ${(bytes / 2 ** 30).toFixed(1)} GiB in one part, and one WebAssembly instance has at most 4 GiB: use more parts (now ${parts}; --parts)`,
    },
  ]);
}

const align = (n: number) => Math.ceil(n / 64) * 64;

export class PegsPart {
  private readonly board: number;
  private readonly out: number;
  private readonly fills: number;
  /** Where the region of layers starts: the current layer's dense entries. */
  private readonly base: number;
  private readonly capacity: number;
  private readonly jumps: number;
  /** Which part owns a state (part-owner.ts): 0n for the hash. */
  readonly ownerMask: bigint;
  private pegs: number;
  private count = 0;
  private limbs: number;
  private outboxes = 0;
  private table = 0;
  private bits = 0;
  private expanded = 0;
  /** This part expands its own states up to here; the ones after were given to other parts. */
  private stop = 0;
  /** States this part gave to other parts, and took from them, this layer. */
  private given = 0;
  private taken = 0;
  /** A count of this layer needed more words than it has: the layer is counted again, wider. */
  private overflowed = false;

  constructor(
    private readonly kernel: Kernel,
    private readonly setup: PegsPartSetup,
    readonly part: number,
  ) {
    const { arena } = kernel;
    const { config, parts } = setup;
    this.jumps = config.jumps.length;
    this.capacity = outboxEntries(this.jumps, setup.parts);
    this.board = encodeBoard(kernel, config, setup.symmetries);
    this.ownerMask = setup.ownerMask ?? 0n;
    this.out = arena.alloc(LAYER_BYTES, 16);
    this.fills = arena.alloc(4 * parts, 16);
    this.base = arena.alloc(64, 64);
    this.pegs = config.holes - 1;
    const initial = setup.initialCount ?? 1n;
    this.limbs = Math.max(1, Math.ceil(initial.toString(2).length / 64));
    if (startOwner(kernel, config, parts, this.ownerMask) === part) {
      this.reserve(this.base + entryBytesFor(this.limbs));
      const view = kernel.view();
      view.setBigUint64(this.base, startBits(config), true);
      view.setFloat64(this.base + 8, 1, true);
      for (let i = 0; i < this.limbs; i++)
        view.setBigUint64(this.base + 16 + 8 * i, (initial >> BigInt(64 * i)) & ((1n << 64n) - 1n), true);
      this.count = 1;
    }
  }

  /** Bytes below the layers (board block, figures): what a part needs before any layer. */
  get baseBytes(): number {
    return this.base;
  }

  /** Stored states of the current layer in this part. */
  get entries(): number {
    return this.count;
  }

  get memoryBytes(): number {
    return this.kernel.exports.memory.buffer.byteLength;
  }

  /** Makes the memory reach `end`: the arena's top moves there. */
  private reserve(end: number): void {
    if (end > INSTANCE_MEMORY_LIMIT) throw instanceFull(this.pegs - 1, end, this.setup.parts);
    const { arena } = this.kernel;
    arena.release(this.base);
    try {
      arena.alloc(end - this.base, 64);
    } catch (error) {
      if (error instanceof RangeError) throw instanceFull(this.pegs - 1, end, this.setup.parts);
      throw error;
    }
  }

  /** Prepares the next layer's table (2^bits entries) with counts of `limbs` words. */
  begin(limbs: number, bits: number): void {
    if (limbs > this.limbs) {
      this.reserve(this.base + this.count * entryBytesFor(limbs));
      this.kernel.exports.pegsWiden(this.base, this.count, this.limbs, limbs);
      this.limbs = limbs;
    }
    const entryBytes = entryBytesFor(this.limbs);
    this.outboxes = align(this.base + this.count * entryBytes);
    this.table = align(this.outboxes + this.setup.parts * this.capacity * entryBytes);
    this.bits = bits;
    this.reserve(this.table + 2 ** bits * entryBytes);
    const bytes = this.kernel.bytes;
    bytes.fill(0, this.table, this.table + 2 ** bits * entryBytes);
    bytes.fill(0, this.out, this.out + LAYER_BYTES);
    bytes.fill(0, this.fills, this.fills + 4 * this.setup.parts);
    this.expanded = 0;
    this.stop = this.count;
    this.given = 0;
    this.taken = 0;
    this.overflowed = false;
  }

  /** Whether a count of this layer outgrew its words (the table is then worthless: the
   *  coordinator has every part count the layer again with a word more). */
  get hasOverflowed(): boolean {
    return this.overflowed;
  }

  /** Entries of the largest batch (a full outbox). */
  get batchEntries(): number {
    return this.capacity;
  }

  /** Bytes of the largest batch this layer (a full outbox). */
  get batchBytes(): number {
    return this.capacity * entryBytesFor(this.limbs);
  }

  /** Expands up to `entries` more states of the layer, handing each full outbox to `send` as a view
   *  of this part's memory, valid during the call only; returns true when the whole layer has been
   *  expanded and every outbox sent. */
  expand(entries: number, send: (to: number, records: Uint8Array, count: number) => void): boolean {
    if (this.overflowed) return true;
    this.expanded = this.expandRange(
      this.base,
      this.expanded,
      Math.min(this.stop, this.expanded + entries),
      send,
    );
    if (this.overflowed) return true;
    if (this.expanded < this.stop) return false;
    this.sendOutboxes(send, 1);
    return true;
  }

  /** States of other parts this part has expanded this layer. */
  get takenStates(): number {
    return this.taken;
  }

  /** States this part has yet to expand (that another part could take). */
  get remaining(): number {
    return this.overflowed ? 0 : this.stop - this.expanded;
  }

  /** Gives the last `count` of the states yet to expand to another part: a view of this part's
   *  memory (entries as a batch's), valid during the call only. */
  giveAway(count: number): Uint8Array {
    if (count > this.remaining || count > this.capacity)
      throw new Error('a part gave away states it does not have');
    this.stop -= count;
    this.given += count;
    const entryBytes = entryBytesFor(this.limbs);
    const start = this.base + this.stop * entryBytes;
    return this.kernel.bytes.subarray(start, start + count * entryBytes);
  }

  /** Expands states another part gave away as if they were this part's own: their successors go
   *  to the parts that own them, this one included, and their figures into this part's. */
  expandTaken(
    records: Uint8Array,
    count: number,
    send: (to: number, records: Uint8Array, count: number) => void,
  ): void {
    if (this.overflowed) return;
    // this part's own outbox is never used by expand: the states land there (merges of batches,
    // which use it too, run only between calls)
    const at = this.landBatch(records, count);
    this.expandRange(at, 0, count, send);
    this.taken += count;
    if (!this.overflowed) this.sendOutboxes(send, 1);
  }

  /** Expands entries `from` … `to`-1 of the dense entries at `entries`, sending full outboxes and
   *  growing the table as needed; returns where it stopped (`to`, or earlier on an overflow). */
  private expandRange(
    entries: number,
    from: number,
    to: number,
    send: (to: number, records: Uint8Array, count: number) => void,
  ): number {
    const { exports } = this.kernel;
    let done = from;
    while (done < to) {
      const reached = exports.pegsExpand(
        this.board,
        entries,
        done,
        to,
        this.table,
        this.bits,
        this.limit,
        this.limbs,
        this.part,
        this.setup.parts,
        this.outboxes,
        this.capacity,
        this.fills,
        this.out,
        this.ownerMask,
      );
      if (reached === -PEGS_COUNT_OVERFLOW) {
        this.overflowed = true;
        return done;
      }
      if (reached < 0) throw new Error(`pegsExpand failed with status ${-reached}`);
      done = reached;
      if (done < to) {
        this.sendOutboxes(send, this.capacity / 2);
        if (this.filled + this.jumps > this.limit) this.grow();
      }
    }
    return done;
  }

  private get limit(): number {
    return Math.floor(2 ** this.bits * MAX_LOAD);
  }

  private get filled(): number {
    return Number(this.kernel.view().getBigUint64(this.out + 32, true));
  }

  private sendOutboxes(
    send: (to: number, records: Uint8Array, count: number) => void,
    atLeast: number,
  ): void {
    const entryBytes = entryBytesFor(this.limbs);
    const fills = this.kernel.u32(this.fills, this.setup.parts);
    for (let to = 0; to < this.setup.parts; to++) {
      const count = fills[to]!;
      if (count < atLeast || count === 0) continue;
      const start = this.outboxes + to * this.capacity * entryBytes;
      send(to, this.kernel.bytes.subarray(start, start + count * entryBytes), count);
      this.kernel.u32(this.fills, this.setup.parts)[to] = 0;
    }
  }

  /** Adds a batch of another part's outbox into the table. */
  merge(records: Uint8Array, count: number): void {
    if (this.overflowed) return;
    const entryBytes = entryBytesFor(this.limbs);
    const at = this.landBatch(records, count);
    let done = 0;
    while (done < count) {
      const added = this.kernel.exports.pegsMerge(
        this.table,
        this.bits,
        this.limit,
        this.limbs,
        at + done * entryBytes,
        count - done,
        this.out,
      );
      if (added === -PEGS_COUNT_OVERFLOW) {
        this.overflowed = true;
        return;
      }
      if (added < 0) throw new Error(`pegsMerge failed with status ${-added}`);
      done += added;
      if (done < count) this.grow();
    }
  }

  /** Copies entries from another part into this part's own outbox (never used by expand): where
   *  they are merged or expanded. */
  private landBatch(records: Uint8Array, count: number): number {
    const entryBytes = entryBytesFor(this.limbs);
    if (records.length !== count * entryBytes || count > this.capacity)
      throw new Error('a batch of the wrong size for this layer');
    const at = this.outboxes + this.part * this.capacity * entryBytes;
    this.kernel.bytes.set(records, at);
    return at;
  }

  /** Doubles the table: rehashed into a new one above it, which then moves down. */
  private grow(): void {
    const entryBytes = entryBytesFor(this.limbs);
    const oldCapacity = 2 ** this.bits;
    if (this.bits >= 31) throw instanceFull(this.pegs - 1, INSTANCE_MEMORY_LIMIT + 1, this.setup.parts);
    const bigger = align(this.table + oldCapacity * entryBytes);
    this.reserve(bigger + 2 * oldCapacity * entryBytes);
    this.kernel.exports.pegsRehash(this.table, oldCapacity, bigger, this.bits + 1, entryBytes);
    this.bits++;
    this.kernel.bytes.copyWithin(this.table, bigger, bigger + 2 ** this.bits * entryBytes);
  }

  /** Ends the layer: the table becomes the next layer's dense entries. Returns this part's figures
   *  and, when the next layer is the one-peg layer, its stored states. */
  end(): { figures: PegsPartFigures; onePeg?: PegsFinalState[] } {
    const { exports } = this.kernel;
    const entryBytes = entryBytesFor(this.limbs);
    const view = this.kernel.view();
    const nextCount = this.filled;
    const figures: PegsPartFigures = {
      ...readLayer(view, this.out, this.pegs),
      nextCount,
      memoryBytes: this.memoryBytes,
    };
    if (figures.representatives !== this.count - this.given + this.taken)
      throw new Error('a part ended a layer it had not expanded');
    const compacted = exports.pegsCompact(this.table, 2 ** this.bits, entryBytes) >>> 0;
    if (compacted !== nextCount) throw new Error('pegsCompact lost entries');
    this.kernel.bytes.copyWithin(this.base, this.table, this.table + compacted * entryBytes);
    this.count = compacted;
    this.pegs--;
    this.kernel.arena.release(this.base);
    this.kernel.arena.alloc(compacted * entryBytes, 64);
    if (this.pegs !== 1) return { figures };
    return { figures, onePeg: readEntries(this.kernel.view(), this.base, this.count, this.limbs) };
  }
}
