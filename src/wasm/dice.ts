// The dice lab across the boundary: choosing a kernel's die, and reading its draws, dice, raw
// words and battery counts out of WebAssembly memory.

import { type DiceSpec, DEFAULT_DICE, GENERATORS, METHODS } from '../rng/dice.js';
import type { ChunkSpec } from '../core/chunks.js';
import type { RunTotals } from '../core/totals.js';
import type { Kernel } from './kernel.js';

/** Run-length bins of the battery kernel (assembly/lab/battery.ts RUN_BINS). */
export const RUN_BINS = 32;
/** Largest die the battery counts (its pair table has faces² cells). */
export const BATTERY_MAX_FACES = 16;

/** Makes `spec` the die of the kernel's following streams. */
export function setDice(kernel: Kernel, spec: DiceSpec = DEFAULT_DICE): void {
  const generator = GENERATORS.indexOf(spec.generator);
  const method = METHODS.indexOf(spec.method);
  const writer = spec.ringWriter === undefined ? 0 : Math.max(1, Math.round(spec.ringWriter * 65536));
  if (!kernel.exports.setDiceSource(generator, method, writer)) {
    throw new Error(`the kernel does not know the die ${spec.generator}:${spec.method}`);
  }
}

/** Runs `body` with `spec` as the kernel's die, and puts the default back afterwards. */
export function withDice<T>(kernel: Kernel, spec: DiceSpec, body: () => T): T {
  setDice(kernel, spec);
  try {
    return body();
  } finally {
    setDice(kernel, DEFAULT_DICE);
  }
}

/** Seeds as `rng sample` and `rng dump` do: the generators people compare against (and java-lcg)
 *  take their reference's own seed; every other die uses chunk 0's stream of the seed (what
 *  `simulate --dice` plays first). */
export function seedForSample(kernel: Kernel, spec: DiceSpec, seed: bigint): void {
  kernel.exports.seedStream(seed, 0n);
  kernel.exports.seedDiceOwn(seed);
}

/** `count` draws of bound n (1 to 2^32), one call each, seeded as `rng sample` seeds. */
export function sampleDraws(
  kernel: Kernel,
  spec: DiceSpec,
  seed: bigint,
  n: number,
  count: number,
): number[] {
  return withDice(kernel, spec, () => {
    seedForSample(kernel, spec, seed);
    return Array.from({ length: count }, () => kernel.exports.drawUpTo(n - 1) >>> 0);
  });
}

/** The first `count` raw words of a die's generator seeded straight from `key` (known answers). */
export function keyedWords(kernel: Kernel, spec: DiceSpec, key: bigint, count: number): number[] {
  const mark = kernel.arena.mark;
  const buffer = kernel.arena.alloc(count * 4 + 8, 16);
  try {
    return withDice(kernel, spec, () => {
      kernel.exports.seedDiceSource(key);
      kernel.exports.diceWords(buffer, count + (count % 2));
      return Array.from(kernel.u32(buffer, count));
    });
  } finally {
    kernel.arena.release(mark);
  }
}

/** `count` draws of bound n (1 to 2^32) from chunk `chunk`'s stream, one call each. */
export function chunkDraws(
  kernel: Kernel,
  spec: DiceSpec,
  seed: bigint,
  chunk: bigint,
  n: number,
  count: number,
): number[] {
  return withDice(kernel, spec, () => {
    kernel.exports.seedStream(seed, chunk);
    return Array.from({ length: count }, () => kernel.exports.drawUpTo(n - 1) >>> 0);
  });
}

/** `count` dice through fillDice (the games' buffered path), in calls of at most `batch`. */
export function chunkDice(
  kernel: Kernel,
  spec: DiceSpec,
  seed: bigint,
  chunk: bigint,
  faces: number,
  count: number,
  batch = 1024,
): number[] {
  const mark = kernel.arena.mark;
  try {
    const buffer = kernel.arena.alloc(batch + 32, 16);
    return withDice(kernel, spec, () => {
      kernel.exports.seedStream(seed, chunk);
      const dice: number[] = [];
      while (dice.length < count) {
        const written = kernel.exports.fillDice(buffer, faces, batch);
        dice.push(...kernel.bytes.subarray(buffer, buffer + written));
      }
      return dice.slice(0, count);
    });
  } finally {
    kernel.arena.release(mark);
  }
}

/** A die's raw 32-bit words, seeded as `rng sample` seeds; read them `count` (even) at a time.
 *  The kernel keeps this die until `close`. */
export function openWordStream(
  kernel: Kernel,
  spec: DiceSpec,
  seed: bigint,
  count: number,
): { next(): Uint32Array; close(): void } {
  if (count % 2 !== 0) throw new Error('words are read an even number at a time');
  const mark = kernel.arena.mark;
  const buffer = kernel.arena.alloc(count * 4, 16);
  setDice(kernel, spec);
  seedForSample(kernel, spec, seed);
  return {
    next() {
      kernel.exports.diceWords(buffer, count);
      return kernel.u32(buffer, count).slice();
    },
    close() {
      setDice(kernel, DEFAULT_DICE);
      kernel.arena.release(mark);
    },
  };
}

/** Rolls `count` dice of the current die from chunk `chunk` of `seed` into a scratch buffer,
 *  `batch` a call, and returns how many were rolled: the timed loop of `rng report` and the
 *  benchmark. */
export function rollDice(
  kernel: Kernel,
  seed: bigint,
  chunk: bigint,
  faces: number,
  count: number,
  batch = 1024,
): number {
  const mark = kernel.arena.mark;
  try {
    kernel.exports.seedStream(seed, chunk);
    const buffer = kernel.arena.alloc(batch + 32, 16);
    let rolled = 0;
    while (rolled < count) rolled += kernel.exports.fillDice(buffer, faces, batch);
    return rolled;
  } finally {
    kernel.arena.release(mark);
  }
}

/** The battery's counts for some chunks: metrics faces, pairs and runs (see assembly/lab/battery.ts). */
export function runBatteryChunks(
  kernel: Kernel,
  spec: DiceSpec,
  faces: number,
  seed: bigint,
  chunks: readonly ChunkSpec[],
): RunTotals {
  const cells = faces + faces * faces + RUN_BINS;
  const mark = kernel.arena.mark;
  try {
    const counts = kernel.arena.alloc(cells * 4, 16);
    const sums = new Array<number>(cells).fill(0);
    let rolls = 0;
    withDice(kernel, spec, () => {
      for (const chunk of chunks) {
        kernel.bytes.fill(0, counts, counts + cells * 4);
        kernel.exports.seedStream(seed, BigInt(chunk.index));
        kernel.checkStatus(kernel.exports.diceCount(faces, chunk.games, counts));
        kernel.u32(counts, cells).forEach((c, i) => (sums[i]! += c));
        rolls += chunk.games;
      }
    });
    const metric = (from: number, to: number) => ({
      counts: sums.slice(from, to),
      overflowFrom: to - from,
      overflowCount: 0,
      overflowSum: 0n,
      overflowSumOfSquares: 0n,
      overflowMax: 0,
    });
    return {
      games: rolls,
      metrics: {
        faces: metric(0, faces),
        pairs: metric(faces, faces + faces * faces),
        runs: metric(faces + faces * faces, cells),
      },
      winUnits: [],
    };
  } finally {
    kernel.arena.release(mark);
  }
}

/** The dice lab's battery as a task: each chunk's `games` is its number of rolls. */
export const BATTERY_TASKS = {
  'dice-battery': (
    kernel: Kernel,
    task: { config: { faces: number }; seed: bigint; chunks: readonly ChunkSpec[]; dice?: DiceSpec },
  ) => runBatteryChunks(kernel, task.dice ?? DEFAULT_DICE, task.config.faces, task.seed, task.chunks),
};
