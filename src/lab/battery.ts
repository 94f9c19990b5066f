// The built-in statistical battery: many rolls of one die, counted in WebAssembly chunk by chunk
// on every core (assembly/lab/battery.ts), then three chi-square tests with p-values from the
// upper tail of the chi-square distribution (src/stats/chisquare.ts, R's pchisq):
// - faces: each face's frequency against 1/n (n - 1 degrees of freedom);
// - pairs: non-overlapping consecutive pairs against 1/n² (n² - 1);
// - runs: lengths of runs of one face against the geometric law P(L = k) = (1 - 1/n)(1/n)^(k-1).
// Chunk c of a battery uses the stream of (seed, c), as a game's chunk does, so the result does
// not depend on the number of threads.

import type { Platform } from '../run/platform.js';
import { type DiceSpec, formatDice, parseDice } from '../rng/dice.js';
import { parseCount, parseSeed, refuseUnknownOptions } from '../core/options.js';
import { cappedThreads } from '../run/plan.js';
import { type Progress, runTasks } from '../run/runner.js';
import type { ChunkSpec } from '../core/chunks.js';
import type { KernelTask } from '../run/task.js';
import type { RunTotals } from '../core/totals.js';
import { type ChiSquareResult, chiSquareGof } from '../stats/chisquare.js';
import { BATTERY_MAX_FACES, RUN_BINS } from '../wasm/dice.js';
import { BoardsimError } from '../core/errors.js';
import { powInt } from '../exact/markov.js';

/** Rolls per chunk of a battery (a chunk is one kernel call). */
export const ROLLS_PER_CHUNK = 1 << 24;
export const MAX_ROLLS = 1e13;

export interface BatteryOptions {
  readonly dice?: string | DiceSpec;
  readonly faces?: number | string;
  readonly rolls?: number | string;
  readonly seed?: bigint | number | string;
  readonly threads?: number | string;
  readonly signal?: AbortSignal;
  /** Rolls done so far (as `games`), after each task. */
  readonly onProgress?: (progress: Progress) => void;
}

/** A battery's settings, checked: what runBattery runs, and what the page checks as you type. */
export interface BatterySettings {
  readonly dice: DiceSpec;
  readonly faces: number;
  readonly rolls: number;
  readonly seed: bigint;
  readonly threads: number;
}

export interface BatteryReport {
  dice: string;
  faces: number;
  rolls: number;
  seed: string;
  tests: { faces: ChiSquareResult; pairs: ChiSquareResult; runs: ChiSquareResult };
  /** The smallest of the three p-values. */
  worstPValue: number;
  counts: { faces: number[]; pairs: number[]; runs: number[] };
  elapsedMs: number;
}

/** The three tests on a battery's counts. */
export function batteryTests(totals: RunTotals, faces: number): BatteryReport['tests'] {
  const counts = (name: string) => totals.metrics[name]?.counts ?? [];
  const p = 1 / faces;
  // powInt, not **: pow rounds differently in another JavaScript engine, and a browser's battery
  // must give the CLI's numbers
  const runLaw = Array.from({ length: RUN_BINS }, (_, k) =>
    k < RUN_BINS - 1 ? (1 - p) * powInt(p, k) : powInt(p, RUN_BINS - 1),
  );
  return {
    faces: chiSquareGof(counts('faces'), new Array<number>(faces).fill(p)),
    pairs: chiSquareGof(counts('pairs'), new Array<number>(faces * faces).fill(p * p)),
    runs: chiSquareGof(counts('runs'), runLaw),
  };
}

export function parseFaces(value: unknown, max = 256): number {
  const faces = parseCount(value ?? 6, 'faces', Number.MAX_SAFE_INTEGER);
  if (faces < 2 || faces > max) {
    throw new BoardsimError([{ code: 'option/invalid', path: 'faces', message: `must be from 2 to ${max}` }]);
  }
  return faces;
}

/** Checks a battery's options (each problem names its option: dice, faces, rolls, seed, threads). */
export function batterySettings(options: BatteryOptions, availableThreads: number): BatterySettings {
  return {
    dice: parseDice(options.dice),
    faces: parseFaces(options.faces, BATTERY_MAX_FACES),
    rolls: parseCount(options.rolls ?? 1e7, 'rolls', MAX_ROLLS),
    seed: parseSeed(options.seed),
    threads: cappedThreads(options.threads, availableThreads),
  };
}

/** Rolls a die `rolls` times in parallel and tests the rolls. */
export async function runBattery(platform: Platform, options: BatteryOptions): Promise<BatteryReport> {
  refuseUnknownOptions('diceBattery', options, [
    'dice',
    'faces',
    'rolls',
    'seed',
    'threads',
    'signal',
    'onProgress',
  ]);
  const { dice, faces, rolls, seed, threads } = batterySettings(options, platform.availableThreads());
  const chunks: ChunkSpec[] = [];
  for (let index = 0; index * ROLLS_PER_CHUNK < rolls; index++) {
    chunks.push({ index, games: Math.min(ROLLS_PER_CHUNK, rolls - index * ROLLS_PER_CHUNK) });
  }
  const perTask = Math.max(1, Math.min(4, Math.ceil(chunks.length / (threads * 4))));
  const tasks: KernelTask[] = [];
  for (let i = 0; i < chunks.length; i += perTask) {
    tasks.push({ game: 'dice-battery', config: { faces }, seed, chunks: chunks.slice(i, i + perTask), dice });
  }
  const started = performance.now();
  const executor = await platform.createExecutor(Math.max(1, Math.min(threads, tasks.length)));
  let totals: RunTotals;
  try {
    totals = await runTasks(executor, tasks, rolls, {
      ...(options.signal && { signal: options.signal }),
      ...(options.onProgress && { onProgress: options.onProgress }),
    });
  } finally {
    await executor.close();
  }
  const tests = batteryTests(totals, faces);
  const counts = (name: string) => totals.metrics[name]?.counts ?? [];
  return {
    dice: formatDice(dice),
    faces,
    rolls,
    seed: seed.toString(),
    tests,
    worstPValue: Math.min(tests.faces.pValue, tests.pairs.pValue, tests.runs.pValue),
    counts: { faces: counts('faces'), pairs: counts('pairs'), runs: counts('runs') },
    elapsedMs: Math.round(performance.now() - started),
  };
}
