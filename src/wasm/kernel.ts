// THE boundary: the one place that instantiates the WebAssembly module and reads or writes its
// memory. Everything outside src/wasm/ passes typed objects. No Node built-ins here: the browser
// uses this module as it is (only the bytes are fetched differently, see load-node.ts).

import { instantiateSync } from '@assemblyscript/loader';
import {
  HIST_BINS,
  HIST_STRIDE,
  KernelStatus,
  MAX_METRICS,
  MAX_SEATS,
  OVERFLOW_BYTES,
  RESULT,
  RESULT_BYTES,
  WIN_UNITS,
} from './layout.js';
import type { MetricTotals, RunTotals } from '../core/totals.js';
import { GameTooLongError } from '../core/errors.js';
import { GENERATORS } from '../rng/dice.js';
import { fillHostWords } from '../rng/generators.js';

/** The module's exports, as assembly/index.ts declares them (u64 parameters are BigInt). */
export interface KernelExports {
  readonly memory: WebAssembly.Memory;
  heapBase(): number;
  seedStream(seed: bigint, chunk: bigint): void;
  draw(n: number): number;
  /** A draw in [0, max] for any max below 2^32 (so 2^32 faces): a u32, read with `>>> 0`. */
  drawUpTo(max: number): number;
  nextWord(): number;
  /** The default die's next `count` words (a multiple of 4) at dst, as nextWord deals them after
   *  seedStream. */
  streamWords(dst: number, count: number): void;
  fillDice(dst: number, faces: number, target: number): number;
  /** Exactly `count` rolls 1..faces at dst, `width` bytes each (the library's fill). */
  rollInto(dst: number, faces: number, count: number, width: number): void;
  /** rollInto's `count` rolls at dst, then their sum (the library's sum). */
  rollSum(dst: number, faces: number, count: number, width: number): number;
  /** rollInto's `count` rolls at dst, then counted into the u32s at `counts` (counts[r - 1]). */
  rollCounts(dst: number, faces: number, count: number, width: number, counts: number): void;
  /** Test-only: draw(n) fed two chosen half-words (test/rejection-boundaries.test.ts). */
  drawFromHalves(n: number, first: number, second: number): number;
  /** Test-only: fillDice's step on four chosen words; returns how many dice it wrote at dst. */
  diceFromWords(dst: number, n: number, w0: number, w1: number, w2: number, w3: number): number;
  pegsLayer(
    board: number,
    cur: number,
    count: number,
    next: number,
    bits: number,
    limit: number,
    limbs: number,
    out: number,
  ): number;
  pegsExpand(
    board: number,
    cur: number,
    first: number,
    count: number,
    table: number,
    bits: number,
    limit: number,
    limbs: number,
    part: number,
    parts: number,
    outboxes: number,
    capacity: number,
    fills: number,
    out: number,
    ownerMask: bigint,
  ): number;
  pegsMerge(
    table: number,
    bits: number,
    limit: number,
    limbs: number,
    records: number,
    count: number,
    out: number,
  ): number;
  pegsRehash(old: number, oldCapacity: number, table: number, bits: number, entryBytes: number): void;
  pegsOwner(key: bigint, parts: number, ownerMask: bigint): number;
  pegsCompact(table: number, capacity: number, entryBytes: number): number;
  pegsWiden(dense: number, count: number, from: number, to: number): void;
  pegsPlay(
    board: number,
    start: bigint,
    seed: bigint,
    chunk: bigint,
    games: number,
    res: number,
    log: number,
  ): number;
  /** The die of the following streams (ids: src/wasm/dice.ts); 0 for an unknown id. */
  setDiceSource(generator: number, method: number, ringWriter: number): number;
  /** Seeds the chosen die's generator from a key (rng sample/dump with java-lcg's own seed). */
  seedDiceSource(key: bigint): void;
  /** Seeds the chosen die's generator with its reference's own seed; 0 when it has none. */
  seedDiceOwn(seed: bigint): number;
  diceWords(dst: number, count: number): void;
  /** Exactly `count` raw words, any count (the library's words). */
  diceWordsExact(dst: number, count: number): void;
  /** The die's state as bytes at p (save: 1) or from `length` bytes at p (0): assembly/lab/source.ts. */
  diceState(p: number, length: number, save: number, seed: bigint, stream: bigint, flags: number): number;
  /** Skips lo + hi·2^64 words; 0 for a generator with no closed-form skip. */
  diceAdvance(lo: bigint, hi: bigint): number;
  /** `count` doubles in [0, 1), two words each. */
  diceFloats(dst: number, count: number): void;
  /** An index in [0, n) by Lemire's method on words. */
  diceBelow(n: bigint): number;
  diceCount(faces: number, count: number, counts: number): number;
  snakesSolo(
    pairs: number,
    start: number,
    finish: number,
    faces: number,
    maxRolls: number,
    seed: bigint,
    chunk: bigint,
    games: number,
    res: number,
    log: number,
  ): number;
  snakesPairs(
    pairs: number,
    start: number,
    finish: number,
    faces: number,
    players: number,
    maxRolls: number,
    seed: bigint,
    chunk: bigint,
    games: number,
    res: number,
    log: number,
  ): number;
  snakesSingle(
    single: number,
    start: number,
    finish: number,
    faces: number,
    six: number,
    players: number,
    alternating: number,
    maxRolls: number,
    seed: bigint,
    chunk: bigint,
    games: number,
    res: number,
    log: number,
  ): number;
  analyzeSnakes(
    table: number,
    start: number,
    finish: number,
    faces: number,
    players: number,
    maxMoves: number,
    seed: bigint,
    chunk: bigint,
    games: number,
    stampBase: number,
    res: number,
    acc: number,
    scratch: number,
    log: number,
  ): number;
  analyzeCandy(
    table: number,
    toPositions: number,
    toUses: number,
    startRow: number,
    template: number,
    deckSize: number,
    work: number,
    replacement: number,
    order: number,
    players: number,
    start: number,
    finish: number,
    maxMoves: number,
    seed: bigint,
    chunk: bigint,
    games: number,
    stampBase: number,
    res: number,
    acc: number,
    scratch: number,
    log: number,
  ): number;
  /** Yahtzee: fills the table's states of masks high down to low (assembly/games/yahtzee/kernel.ts). */
  yahtzeeSolve(table: number, high: number, low: number): number;
  /** Yahtzee: games of the optimal player (table) or the greedy one (table 0). */
  yahtzeePlay(table: number, seed: bigint, chunk: bigint, games: number, res: number, log: number): number;
  lamaPlay(config: number, seed: bigint, chunk: bigint, games: number, res: number, log: number): number;
  /** The seat (low byte) and action (next byte) of the last illegal choice. */
  lamaIllegal(): number;
  lamaAnalyze(
    config: number,
    playouts: number,
    threshold: number,
    seed: bigint,
    chunk: bigint,
    games: number,
    searchOffset: number,
    out: number,
    log: number,
  ): number;
  candySolo(
    table: number,
    startRow: number,
    template: number,
    deckSize: number,
    work: number,
    replacement: number,
    maxMoves: number,
    seed: bigint,
    chunk: bigint,
    games: number,
    res: number,
    log: number,
  ): number;
  candyMulti(
    table: number,
    startRow: number,
    template: number,
    deckSize: number,
    work: number,
    replacement: number,
    order: number,
    players: number,
    maxMoves: number,
    seed: bigint,
    chunk: bigint,
    games: number,
    res: number,
    log: number,
  ): number;
  pigPlay(
    seatTables: number,
    goal: number,
    faces: number,
    players: number,
    maxRolls: number,
    seed: bigint,
    chunk: bigint,
    games: number,
    res: number,
    log: number,
  ): number;
}

/** The kernel's id of crypto.getRandomValues among the dice generators. */
const HOST_CRYPTO = GENERATORS.indexOf('crypto');

/** A kernel rejected an argument (a bug in the host: the user's input was checked before). */
export class KernelStatusError extends Error {
  constructor(readonly status: number) {
    super(`the kernel rejected its arguments (status ${status})`);
    this.name = 'KernelStatusError';
  }
}

/** The error a kernel's status stands for: a game too long is the user's board, any other a bug. */
export function kernelStatusError(status: number): Error {
  return status === KernelStatus.GameTooLong ? new GameTooLongError() : new KernelStatusError(status);
}

/** A bump allocator over the module's memory above its static data. */
class Arena {
  private top: number;
  constructor(
    private readonly memory: WebAssembly.Memory,
    private readonly base: number,
  ) {
    this.top = base;
  }
  alloc(bytes: number, align = 16): number {
    const start = Math.ceil(this.top / align) * align;
    const end = start + bytes;
    const have = this.memory.buffer.byteLength;
    if (end > have) this.memory.grow(Math.ceil((end - have) / 65536));
    this.top = end;
    return start;
  }
  /** Frees everything allocated since `mark` (a value `top` had). */
  release(mark: number): void {
    this.top = Math.max(this.base, mark);
  }
  get mark(): number {
    return this.top;
  }
}

/** One instance of the module: its exports, its memory, and typed access to both. */
export class Kernel {
  readonly arena: Arena;
  /** Result block, allocated once and reused by every call. */
  readonly results: number;

  private constructor(readonly exports: KernelExports) {
    this.arena = new Arena(exports.memory, exports.heapBase());
    this.results = this.arena.alloc(RESULT_BYTES, 16);
  }

  /** Instantiates a compiled module (compile once, instantiate in each worker). Synchronous: the
   *  loader's async path probes for fetch's Response, which costs Node 10 ms to load. */
  static create(module: WebAssembly.Module): Promise<Kernel> {
    return new Promise((resolve) => resolve(Kernel.createSync(module)));
  }

  /** `create` on this thread at once (a computation that must answer synchronously). */
  static createSync(module: WebAssembly.Module): Kernel {
    // the lab's host generators (math-random, crypto) fill a word buffer the kernel names; the
    // memory is known once the module is instantiated
    const instance: { memory?: WebAssembly.Memory } = {};
    const hostWords = (kind: number, dst: number, count: number) =>
      fillHostWords(
        kind === HOST_CRYPTO ? 'crypto' : 'math-random',
        new Uint32Array(instance.memory!.buffer, dst, count),
      );
    const imports = { env: { hostWords } } as unknown as Parameters<typeof instantiateSync>[1];
    const { exports } = instantiateSync<Record<string, unknown>>(module, imports);
    instance.memory = (exports as unknown as KernelExports).memory;
    return new Kernel(exports as unknown as KernelExports);
  }

  /** An export without the loader's wrapper, which passes every call through a rest parameter to
   *  set the argument count (about 25 ns a call in Node 20): for calls made once a roll, of
   *  functions with no optional parameters. */
  direct<K extends keyof KernelExports>(name: K): KernelExports[K] {
    const wrapped = this.exports[name] as KernelExports[K] & { original?: KernelExports[K] };
    return wrapped.original ?? wrapped;
  }

  get bytes(): Uint8Array {
    return new Uint8Array(this.exports.memory.buffer);
  }
  u32(ptr: number, length: number): Uint32Array {
    return new Uint32Array(this.exports.memory.buffer, ptr, length);
  }
  view(): DataView {
    return new DataView(this.exports.memory.buffer);
  }

  /** Zeroes the result block for metrics 0..metricCount-1 and primes the minimum trackers. */
  resetResults(metricCount: number): void {
    const bytes = this.bytes;
    bytes.fill(0, this.results, this.results + RESULT.histograms);
    bytes.fill(
      0,
      this.results + RESULT.histograms,
      this.results + RESULT.histograms + metricCount * HIST_STRIDE * 4,
    );
    this.view().setUint32(this.results + RESULT.best, 0xffffffff, true);
  }

  /** Throws if the last kernel call reported a problem. */
  checkStatus(status: number): void {
    if (status !== KernelStatus.Ok) throw kernelStatusError(status);
  }

  /** Reads the result block into mergeable totals; `metrics[i]` names metric index i. */
  readResults(metrics: readonly (string | undefined)[], seats: number): RunTotals {
    if (metrics.length > MAX_METRICS || seats > MAX_SEATS) throw new Error('result block too small');
    const view = this.view();
    const base = this.results;
    const totals: RunTotals = {
      games: Number(view.getBigUint64(base + RESULT.games, true)),
      metrics: {},
      winUnits: Array.from({ length: seats }, (_, s) =>
        Number(view.getBigUint64(base + RESULT.wins + 8 * s, true)),
      ),
    };
    const bestValue = view.getUint32(base + RESULT.best, true);
    if (bestValue !== 0xffffffff) {
      totals.best = {
        value: bestValue,
        chunk: Number(view.getBigUint64(base + RESULT.best + 8, true)),
        index: Number(view.getBigUint64(base + RESULT.best + 16, true)),
        position: Number(view.getBigUint64(base + RESULT.best + 24, true)),
      };
    }
    metrics.forEach((name, m) => {
      if (name !== undefined) totals.metrics[name] = this.readMetric(m);
    });
    return totals;
  }

  private readMetric(m: number): MetricTotals {
    const view = this.view();
    const hist = this.u32(this.results + RESULT.histograms + m * HIST_STRIDE * 4, HIST_BINS);
    let last = HIST_BINS - 1;
    while (last >= 0 && hist[last] === 0) last--;
    const o = this.results + RESULT.overflow + m * OVERFLOW_BYTES;
    return {
      counts: Array.from(hist.subarray(0, last + 1)),
      overflowFrom: HIST_BINS - 1,
      overflowSum: view.getBigUint64(o, true),
      overflowSumOfSquares: view.getBigUint64(o + 8, true),
      overflowCount: view.getUint32(o + 16, true),
      overflowMax: view.getUint32(o + 20, true),
    };
  }
}

export { WIN_UNITS };
