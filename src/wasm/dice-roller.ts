// The library's dice (createDice) across the boundary: one kernel instance per dice object, a
// staging buffer in its memory that rollInto and diceWordsExact fill in batches, copied out into
// the caller's typed array.

import type { DiceSpec } from '../rng/dice.js';
import { streamKey } from '../rng/stream.js';
import { setDice, seedForSample } from './dice.js';
import { Kernel } from './kernel.js';

/** Bytes of WebAssembly memory filled per call before the copy out. */
const STAGING_BYTES = 1 << 20;

export type RollTarget = Uint8Array | Uint16Array | Uint32Array;

/** The most rolls rollsInPlace() holds: the staging buffer's bytes. */
export const ROLLS_IN_PLACE = STAGING_BYTES;

/** Bytes a roll of 1..faces takes in sum's and counts' batches. */
const widthOf = (faces: number) => (faces <= 0xff ? 1 : faces <= 0xffff ? 2 : 4);

/** One die with its own kernel instance: its state is nobody else's. */
export class KernelDice {
  private readonly staging: number;
  // called once a roll (next, shuffle, pick): straight to WebAssembly, past the loader's wrapper
  private readonly drawUpTo: Kernel['exports']['drawUpTo'];
  private readonly diceBelow: Kernel['exports']['diceBelow'];
  private readonly rollInto: Kernel['exports']['rollInto'];
  /** rolls()'s last view, handed out again for the same count while the memory is the same. */
  private view: Uint8Array | undefined;

  private constructor(private readonly kernel: Kernel) {
    this.staging = kernel.arena.alloc(STAGING_BYTES, 16);
    this.drawUpTo = kernel.direct('drawUpTo');
    this.diceBelow = kernel.direct('diceBelow');
    this.rollInto = kernel.direct('rollInto');
  }

  static async create(module: WebAssembly.Module, spec: DiceSpec): Promise<KernelDice> {
    const kernel = await Kernel.create(module);
    setDice(kernel, spec);
    return new KernelDice(kernel);
  }

  /** `rng sample`'s seeding: the reference's own seed, or chunk 0's stream of the seed. */
  seedAsSample(spec: DiceSpec, seed: bigint): void {
    this.kernel.exports.seedDiceSource(streamKey(seed, 0n));
    seedForSample(this.kernel, spec, seed);
  }

  /** Chunk `stream`'s stream of the seed: what a game's chunk plays. (seedDiceSource also empties
   *  the lab's word buffers, which the default die's seedStream leaves alone.) */
  seedAsStream(seed: bigint, stream: bigint): void {
    this.kernel.exports.seedStream(seed, stream);
    this.kernel.exports.seedDiceSource(streamKey(seed, stream));
  }

  /** target.length rolls 1..faces (1 <= faces < 2^32, fitting the target's elements). */
  roll(target: RollTarget, faces: number): void {
    const width = target.BYTES_PER_ELEMENT;
    const out = new Uint8Array(target.buffer, target.byteOffset, target.byteLength);
    const perBatch = STAGING_BYTES / width;
    for (let done = 0; done < target.length; done += perBatch) {
      const count = Math.min(perBatch, target.length - done);
      this.kernel.exports.rollInto(this.staging, faces, count, width);
      out.set(this.kernel.bytes.subarray(this.staging, this.staging + count * width), done * width);
    }
  }

  /** `count` rolls 1..faces (faces <= 255, count <= ROLLS_IN_PLACE) written in the staging
   *  buffer, and a view of them there: no copy; the next call that uses the staging buffer (any
   *  but next, below and advance) overwrites them. */
  rollsInPlace(faces: number, count: number): Uint8Array {
    this.rollInto(this.staging, faces, count, 1);
    const buffer = this.kernel.exports.memory.buffer;
    let view = this.view;
    if (view?.length !== count || view.buffer !== buffer) {
      view = this.view = new Uint8Array(buffer, this.staging, count);
    }
    return view;
  }

  /** The sum of `count` rolls 1..faces (faces < 2^32; exact while count·faces <= 2^53): the rolls
   *  fill would give, added up in WebAssembly a batch at a time. */
  sum(faces: number, count: number): number {
    const width = widthOf(faces);
    const perBatch = STAGING_BYTES / width;
    let total = 0;
    for (let done = 0; done < count; done += perBatch) {
      total += this.kernel.exports.rollSum(this.staging, faces, Math.min(perBatch, count - done), width);
    }
    return total;
  }

  /** How many of `count` rolls 1..faces (faces <= 2^16) came up each face: counts[f - 1] for f.
   *  The rolls fill would give, counted in WebAssembly a batch at a time. */
  counts(faces: number, count: number): number[] {
    const width = widthOf(faces);
    // the rolls, then the batch's counts (u32s) after them in the staging buffer
    const perBatch = Math.floor((STAGING_BYTES - faces * 4) / width / 16) * 16;
    const table = this.staging + perBatch * width;
    const counts = new Array<number>(faces).fill(0);
    for (let done = 0; done < count; done += perBatch) {
      this.kernel.bytes.fill(0, table, table + faces * 4);
      this.kernel.exports.rollCounts(this.staging, faces, Math.min(perBatch, count - done), width, table);
      const batch = this.kernel.u32(table, faces);
      for (let f = 0; f < faces; f++) counts[f] = counts[f]! + batch[f]!;
    }
    return counts;
  }

  /** `count` byte rolls left in the staging buffer: the kernel's own rate, for `rng bench`. */
  rollInKernel(faces: number, count: number): void {
    for (let done = 0; done < count; done += STAGING_BYTES) {
      this.kernel.exports.rollInto(this.staging, faces, Math.min(STAGING_BYTES, count - done), 1);
    }
  }

  /** target.length raw 32-bit words of the generator, or doubles made of two words each. */
  words(target: Uint32Array | Float64Array): void {
    const size = target.BYTES_PER_ELEMENT;
    const out = new Uint8Array(target.buffer, target.byteOffset, target.byteLength);
    const perBatch = STAGING_BYTES / 8;
    for (let done = 0; done < target.length; done += perBatch) {
      const count = Math.min(perBatch, target.length - done);
      this.kernel.exports[size === 8 ? 'diceFloats' : 'diceWordsExact'](this.staging, count);
      out.set(this.kernel.bytes.subarray(this.staging, this.staging + count * size), done * size);
    }
  }

  /** Skips n words (0 <= n < 2^128); false for a generator with no closed-form skip. */
  advance(n: bigint): boolean {
    return this.kernel.exports.diceAdvance(BigInt.asUintN(64, n), n >> 64n) !== 0;
  }

  /** An unbiased index in [0, n), 1 <= n <= 2^32. */
  below(n: number): number {
    return this.diceBelow(BigInt(n)) >>> 0;
  }

  /** The die's state with the host's seed and stream (assembly/lab/source.ts labState), or
   *  undefined for a die that has none. */
  saveState(seed: bigint, stream?: bigint): Uint8Array | undefined {
    const size = this.kernel.exports.diceState(
      this.staging,
      0,
      1,
      seed,
      stream ?? 0n,
      stream === undefined ? 0 : 1,
    );
    return size ? this.kernel.bytes.slice(this.staging, this.staging + size) : undefined;
  }

  /** Restores saveState's bytes: their length, or labState's refusal (-1 to -4). */
  loadState(bytes: Uint8Array): number {
    this.kernel.bytes.set(bytes.subarray(0, STAGING_BYTES), this.staging);
    return this.kernel.exports.diceState(this.staging, bytes.length, 0, 0n, 0n, 0);
  }

  /** One roll 1..faces (1 <= faces <= 2^32): one call into WebAssembly. */
  next(faces: number): number {
    return (this.drawUpTo(faces - 1) >>> 0) + 1;
  }
}
