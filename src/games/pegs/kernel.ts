// Peg solitaire across the boundary: encodes a board (jump masks, symmetry tables) for
// assembly/games/pegs/kernel.ts, drives its layer-by-layer count, and plays random games.
//
// Memory during a count (above the board block): the current layer as a dense array of entries,
// then the hash table the next layer is built in. After each layer the table is compacted in place
// and moved down to the front, so the instance needs (current layer) + (next table) bytes at its
// peak; the memory grows as needed and WebAssembly caps it at 4 GiB per instance.

import { BoardsimError } from '../../core/errors.js';
import type { ChunkSpec } from '../../core/chunks.js';
import type { RunTotals } from '../../core/totals.js';
import type { Kernel } from '../../wasm/kernel.js';
import { KernelStatus } from '../../wasm/layout.js';

/** What the kernel needs of a board: plain data, so it crosses to worker threads. */
export interface PegsKernelConfig {
  readonly holes: number;
  /** Jumps in the board's order (hole indices). */
  readonly jumps: readonly { readonly from: number; readonly over: number; readonly to: number }[];
  /** The empty hole at the start. */
  readonly start: number;
}

/** Mirrors assembly/games/pegs/kernel.ts. */
const PEGS_TABLE_FULL = 3;
export const PEGS_COUNT_OVERFLOW = 4;
export const PEGS_MAX_LIMBS = 4;
export const PEGS_SUM_LIMBS = PEGS_MAX_LIMBS + 1;
const PEGS_MAX_SYMMETRIES = 16;
/** The layer block's fields (mirrors assembly/games/pegs/kernel.ts). */
const LAYER_SUM = 56;
const LAYER_STATE_JUMPS = LAYER_SUM + PEGS_SUM_LIMBS * 8;
const LAYER_RANDOM_PLAY_JUMPS = LAYER_STATE_JUMPS + 8;
export const LAYER_BYTES = LAYER_RANDOM_PLAY_JUMPS + 8;
/** The hash table is enlarged before it is more than this full (linear probing slows past it). */
export const MAX_LOAD = 0.7;
/** WebAssembly's limit for one instance's memory (65536 pages of 64 KiB). */
export const INSTANCE_MEMORY_LIMIT = 2 ** 32;

export const PEGS_METRICS = ['pegsLeft'] as const;

/** One layer of the count: the states with `pegs` pegs. */
export interface PegsLayer {
  pegs: number;
  /** Distinct states reachable with this many pegs (each symmetry class counted in full). */
  states: number;
  /** Stored states: one per symmetry class. */
  representatives: number;
  deadEndStates: number;
  /** Games that end in this layer (the number of distinct jump sequences leading to its dead ends). */
  games: bigint;
  /** With every legal jump equally likely, the probability that a game ends in this layer. */
  randomPlayProbability: number;
  /** Jumps out of the stored states. */
  jumps: number;
  /** Jumps out of every state (each symmetry class counted in full): the branching factor is
   *  stateJumps / states. */
  stateJumps: number;
  /** With every legal jump equally likely, the expected number of legal jumps at this move
   *  (0 for a game that has ended): divided by the probability of still playing, the branching
   *  factor random play meets. */
  randomPlayJumps: number;
}

export interface PegsFinalState {
  state: bigint;
  /** Paths to the whole symmetry class of `state` (each member gets an equal share). */
  games: bigint;
  probability: number;
}

export interface PegsCountResult {
  layers: PegsLayer[];
  /** The one-peg layer's stored states (empty when no game ends with one peg). */
  onePeg: PegsFinalState[];
  /** The instance's memory at the end: its peak, since WebAssembly memory never shrinks. */
  memoryBytes: number;
  /** Largest number of 64-bit words a count needed. */
  countWords: number;
  /** Parts the layers were split into (the partitioned count only). */
  parts?: number;
}

export interface PegsCountOptions {
  /** Symmetries that fix the start state (hole permutations; the identity first). */
  readonly symmetries: readonly (readonly number[])[];
  /** The start state's count (default 1; every count is multiplied by it): tests use a huge one
   *  to make the counts overflow and widen. */
  readonly initialCount?: bigint;
  /** Called after each layer. */
  readonly onLayer?: (layer: PegsLayer) => void;
}

function mask(...holes: number[]): bigint {
  return holes.reduce((m, h) => m | (1n << BigInt(h)), 0n);
}

/** Bytes of one jump shape in the board block (assembly/games/pegs/kernel.ts: SHAPE_BYTES). */
const SHAPE_BYTES = 40 + 64 * 2;

interface JumpShape {
  /** Holes between `from` and `over`, and between `from` and `to`, in index order. */
  readonly overOffset: number;
  readonly toOffset: number;
  /** The jump (index in the board's order) from each hole that has one of this shape. */
  readonly jumpFrom: Map<number, number>;
}

/** The jumps grouped by shape (see assembly/games/pegs/kernel.ts), in order of first appearance. Two jumps of
 *  one shape from one hole (a board that lists a line twice) go to two shapes: every jump is kept. */
export function jumpShapes(config: PegsKernelConfig): JumpShape[] {
  const shapes: JumpShape[] = [];
  config.jumps.forEach((jump, index) => {
    const overOffset = jump.over - jump.from;
    const toOffset = jump.to - jump.from;
    let shape = shapes.find(
      (s) => s.overOffset === overOffset && s.toOffset === toOffset && !s.jumpFrom.has(jump.from),
    );
    if (!shape) shapes.push((shape = { overOffset, toOffset, jumpFrom: new Map() }));
    shape.jumpFrom.set(jump.from, index);
  });
  return shapes;
}

/** Writes one shape at `at`: the shifts that move the hole `offset` holes past each `from` onto it. */
function writeShape(view: DataView, at: number, shape: JumpShape): void {
  const froms = [...shape.jumpFrom.keys()].reduce((m, from) => m | (1n << BigInt(from)), 0n);
  view.setBigUint64(at, froms, true);
  [shape.overOffset, shape.toOffset].forEach((offset, i) => {
    view.setBigUint64(at + 8 + 16 * i, BigInt(Math.max(0, offset)), true);
    view.setBigUint64(at + 16 + 16 * i, BigInt(Math.max(0, -offset)), true);
  });
  for (const [from, jump] of shape.jumpFrom) view.setUint16(at + 40 + 2 * from, jump, true);
}

/** Writes the board block (see assembly/games/pegs/kernel.ts) and returns its address. */
export function encodeBoard(
  kernel: Kernel,
  config: PegsKernelConfig,
  symmetries: readonly (readonly number[])[],
): number {
  const jumps = config.jumps.length;
  const syms = Math.max(1, symmetries.length);
  if (syms > PEGS_MAX_SYMMETRIES) throw new Error('too many symmetries');
  const bytes = Math.ceil(config.holes / 8);
  const tablesAt = 16 + 16 * jumps + 8 * syms * jumps;
  const shapes = jumpShapes(config);
  const shapesAt = tablesAt + syms * bytes * 256 * 8;
  const size = shapesAt + shapes.length * SHAPE_BYTES;
  const ptr = kernel.arena.alloc(size, 16);
  kernel.bytes.fill(0, ptr, ptr + size);
  const view = kernel.view();
  view.setUint32(ptr, jumps, true);
  view.setUint32(ptr + 4, syms, true);
  view.setUint32(ptr + 8, bytes, true);
  view.setUint32(ptr + 12, shapes.length, true);
  shapes.forEach((shape, k) => writeShape(view, ptr + shapesAt + k * SHAPE_BYTES, shape));
  const masks = config.jumps.map((j) => mask(j.from, j.over, j.to));
  config.jumps.forEach((j, i) => {
    view.setBigUint64(ptr + 16 + 16 * i, masks[i]!, true);
    view.setBigUint64(ptr + 24 + 16 * i, mask(j.from, j.over), true);
  });
  // images as two 32-bit halves (plain numbers: BigInt arithmetic made this the slowest part of
  // counting a small board)
  const identity = Array.from({ length: config.holes }, (_, h) => h);
  for (let g = 0; g < syms; g++) {
    const perm = symmetries[g] ?? identity;
    const low = (h: number) => (perm[h]! < 32 ? 2 ** perm[h]! : 0);
    const high = (h: number) => (perm[h]! >= 32 ? 2 ** (perm[h]! - 32) : 0);
    config.jumps.forEach((j, i) => {
      const at = ptr + 16 + 16 * jumps + 8 * (g * jumps + i);
      view.setUint32(at, low(j.from) + low(j.over) + low(j.to), true);
      view.setUint32(at + 4, high(j.from) + high(j.over) + high(j.to), true);
    });
    for (let b = 0; b < bytes; b++) {
      const row = ptr + tablesAt + 8 * (g * bytes + b) * 256;
      // the image of v is the image of v without its lowest bit, plus that bit's image
      for (let v = 1; v < 256; v++) {
        const bit = 31 - Math.clz32(v & -v);
        const hole = 8 * b + bit;
        const rest = row + 8 * (v & (v - 1));
        const addLow = hole < config.holes ? low(hole) : 0;
        const addHigh = hole < config.holes ? high(hole) : 0;
        view.setUint32(row + 8 * v, (view.getUint32(rest, true) + addLow) >>> 0, true);
        view.setUint32(row + 8 * v + 4, (view.getUint32(rest + 4, true) + addHigh) >>> 0, true);
      }
    }
  }
  return ptr;
}

/** The layer of `pegs` pegs from the kernel's layer block at `out`. */
export function readLayer(view: DataView, out: number, pegs: number): PegsLayer {
  return {
    pegs,
    representatives: Number(view.getBigUint64(out, true)),
    states: Number(view.getBigUint64(out + 8, true)),
    deadEndStates: Number(view.getBigUint64(out + 24, true)),
    jumps: Number(view.getBigUint64(out + 40, true)),
    randomPlayProbability: view.getFloat64(out + 48, true),
    games: readWide(view, out + LAYER_SUM, PEGS_SUM_LIMBS),
    stateJumps: Number(view.getBigUint64(out + LAYER_STATE_JUMPS, true)),
    randomPlayJumps: view.getFloat64(out + LAYER_RANDOM_PLAY_JUMPS, true),
  };
}

function tooLarge(pegs: number, detail: string): BoardsimError {
  return new BoardsimError([
    {
      code: 'pegs/too-large',
      path: 'board',
      message: `too large for the counting method: the layer of ${pegs} pegs ${detail}; one WebAssembly instance has at most 4 GiB of memory`,
    },
  ]);
}

/** Reads `words` little-endian 64-bit words as one number. */
export function readWide(view: DataView, at: number, words: number): bigint {
  let value = 0n;
  for (let i = words - 1; i >= 0; i--) value = (value << 64n) | view.getBigUint64(at + 8 * i, true);
  return value;
}

/**
 * Counts every game from the config's start: layer by layer, one hash-table pass per layer, with
 * counts widened whenever they outgrow their words.
 */
export function countPegGames(
  kernel: Kernel,
  config: PegsKernelConfig,
  options: PegsCountOptions,
): PegsCountResult {
  const { exports, arena } = kernel;
  const mark = arena.mark;
  try {
    const board = encodeBoard(kernel, config, options.symmetries);
    const out = arena.alloc(LAYER_BYTES, 16);
    const base = arena.alloc(64, 64);
    /** Makes [base, base + bytes) usable: the arena's top moves there, the memory grows. */
    const reserve = (bytes: number, pegs: number) => {
      if (base + bytes > INSTANCE_MEMORY_LIMIT)
        throw tooLarge(pegs, `needs ${(bytes / 2 ** 30).toFixed(1)} GiB`);
      arena.release(base);
      try {
        arena.alloc(bytes, 64);
      } catch (error) {
        if (error instanceof RangeError) throw tooLarge(pegs, `needs ${(bytes / 2 ** 30).toFixed(1)} GiB`);
        throw error;
      }
    };

    const initialCount = options.initialCount ?? 1n;
    if (initialCount < 1n || initialCount >= 1n << BigInt(64 * PEGS_MAX_LIMBS))
      throw new RangeError('initialCount out of range');
    let limbs = Math.max(1, Math.ceil(initialCount.toString(2).length / 64));
    let entryBytes = 16 + 8 * limbs;
    const view = () => kernel.view();
    reserve(entryBytes, config.holes - 1);
    view().setBigUint64(base, startBits(config), true);
    view().setFloat64(base + 8, 1, true);
    for (let i = 0; i < limbs; i++)
      view().setBigUint64(base + 16 + 8 * i, (initialCount >> BigInt(64 * i)) & ((1n << 64n) - 1n), true);

    const layers: PegsLayer[] = [];
    let onePeg: PegsFinalState[] = [];
    let count = 1;
    let pegs = config.holes - 1;
    let growth = 4;
    for (;;) {
      if (pegs === 1) onePeg = readEntries(view(), base, count, limbs);
      let bits = Math.max(10, Math.ceil(Math.log2((count * growth * 1.25) / MAX_LOAD)));
      let status: number;
      let next: number;
      for (;;) {
        next = base + Math.ceil((count * entryBytes) / 64) * 64;
        const capacity = 2 ** bits;
        if (bits > 31) throw tooLarge(pegs - 1, `has more than ${2 ** 31} states`);
        reserve(next - base + capacity * entryBytes, pegs - 1);
        status = exports.pegsLayer(
          board,
          base,
          count,
          next,
          bits,
          Math.floor(capacity * MAX_LOAD),
          limbs,
          out,
        );
        if (status === PEGS_TABLE_FULL) {
          bits++;
        } else if (status === PEGS_COUNT_OVERFLOW) {
          if (limbs === PEGS_MAX_LIMBS) throw tooLarge(pegs - 1, `has a count past 2^${64 * PEGS_MAX_LIMBS}`);
          reserve(count * (entryBytes + 8), pegs);
          exports.pegsWiden(base, count, limbs, limbs + 1);
          limbs++;
          entryBytes += 8;
        } else {
          break;
        }
      }
      if (status !== KernelStatus.Ok) throw new Error(`pegsLayer failed with status ${status}`);
      const v = view();
      const layer = readLayer(v, out, pegs);
      layers.push(layer);
      options.onLayer?.(layer);
      const nextCount = Number(v.getBigUint64(out + 32, true));
      if (nextCount === 0) break;
      const compacted = exports.pegsCompact(next, 2 ** bits, entryBytes) >>> 0;
      if (compacted !== nextCount) throw new Error('pegsCompact lost entries');
      kernel.bytes.copyWithin(base, next, next + compacted * entryBytes);
      growth = compacted / count;
      count = compacted;
      pegs--;
    }
    return { layers, onePeg, memoryBytes: exports.memory.buffer.byteLength, countWords: limbs };
  } finally {
    arena.release(mark);
  }
}

export function readEntries(view: DataView, at: number, count: number, limbs: number): PegsFinalState[] {
  const entryBytes = 16 + 8 * limbs;
  return Array.from({ length: count }, (_, i) => {
    const e = at + i * entryBytes;
    return {
      state: view.getBigUint64(e, true),
      probability: view.getFloat64(e + 8, true),
      games: readWide(view, e + 16, limbs),
    };
  });
}

export function startBits(config: PegsKernelConfig): bigint {
  return ((1n << BigInt(config.holes)) - 1n) ^ (1n << BigInt(config.start));
}

/** Plays the given chunks of random games and returns their totals (metric pegsLeft). */
export function runPegsChunks(
  kernel: Kernel,
  config: PegsKernelConfig,
  seed: bigint,
  chunks: readonly ChunkSpec[],
): RunTotals {
  const mark = kernel.arena.mark;
  try {
    const board = encodeBoard(kernel, config, []);
    kernel.resetResults(PEGS_METRICS.length);
    for (const chunk of chunks) {
      const status = kernel.exports.pegsPlay(
        board,
        startBits(config),
        seed,
        BigInt(chunk.index),
        chunk.games,
        kernel.results,
        0,
      );
      kernel.checkStatus(status);
    }
    return kernel.readResults([...PEGS_METRICS], 0);
  } finally {
    kernel.arena.release(mark);
  }
}

/** The final state of each of chunk `chunk`'s first `games` games (for the twin tests). */
export function pegsGameLog(
  kernel: Kernel,
  config: PegsKernelConfig,
  seed: bigint,
  chunk: number,
  games: number,
): bigint[] {
  const mark = kernel.arena.mark;
  try {
    const board = encodeBoard(kernel, config, []);
    const log = kernel.arena.alloc(games * 8, 16);
    kernel.resetResults(PEGS_METRICS.length);
    kernel.checkStatus(
      kernel.exports.pegsPlay(board, startBits(config), seed, BigInt(chunk), games, kernel.results, log),
    );
    const view = kernel.view();
    return Array.from({ length: games }, (_, g) => view.getBigUint64(log + 8 * g, true));
  } finally {
    kernel.arena.release(mark);
  }
}
