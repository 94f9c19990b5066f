// Every game of peg solitaire from each asked start hole, counted exactly by the layer kernel.
// Equivalent start holes (one symmetry class) are counted once: the others' answers are the same
// with the end holes moved by the symmetry that takes one start to the other.

import { boardJumps, pegCount } from './rules.js';
import type { PegsBoard } from './schema.js';
import { type Permutation, boardSymmetries, holeClasses, stabilizer, symmetryTaking } from './symmetry.js';
import type { Kernel } from '../../wasm/kernel.js';
import { type PegsCountResult, type PegsKernelConfig, type PegsLayer, countPegGames } from './kernel.js';

export interface PegsStartCount {
  /** The start hole (index). */
  start: number;
  totalGames: bigint;
  /** gamesByPegsLeft[k] = games that end with k pegs (index 0 unused). */
  gamesByPegsLeft: bigint[];
  /** Games that end with one peg, by the hole it is in. */
  onePegEndHoles: bigint[];
  reachableStates: number;
  deadEndStates: number;
  /** With every legal jump equally likely at each step: probability of ending with k pegs. */
  randomPlayPegsLeft: number[];
  /** Random play: probability of ending with one peg in each hole. */
  randomPlayOnePegEndHoles: number[];
  /** How the count was made. */
  solvedFrom: number;
  startClass: number[];
  /** Symmetries of the board that fix the start (the count stores one state per class). */
  symmetriesUsed: number;
  storedStates: number;
  memoryBytes: number;
  countWords: number;
  elapsedMs: number;
  layers: PegsLayer[];
  /** Parts the count was split into (the partitioned count only). */
  parts?: number;
}

export interface PegsSolveOptions {
  /** Count with one state per symmetry class (default) or every state (for tests). */
  readonly useSymmetry?: boolean;
  readonly onLayer?: (start: number, layer: PegsLayer) => void;
}

/** Holes of a one-peg state's class under the symmetries that fix the start. */
function orbitOfHole(symmetries: readonly Permutation[], hole: number): number[] {
  return [...new Set(symmetries.map((perm) => perm[hole]!))];
}

/** The answer for one start hole from the layer count's result. */
function summarize(
  board: PegsBoard,
  start: number,
  symmetries: readonly Permutation[],
  result: PegsCountResult,
  elapsedMs: number,
): PegsStartCount {
  const holes = board.holes.length;
  const gamesByPegsLeft = new Array<bigint>(holes).fill(0n);
  const randomPlayPegsLeft = new Array<number>(holes).fill(0);
  for (const layer of result.layers) {
    gamesByPegsLeft[layer.pegs] = layer.games;
    randomPlayPegsLeft[layer.pegs] = layer.randomPlayProbability;
  }
  const onePegEndHoles = new Array<bigint>(holes).fill(0n);
  const randomPlayOnePegEndHoles = new Array<number>(holes).fill(0);
  for (const { state, games, probability } of result.onePeg) {
    if (pegCount(state) !== 1) throw new Error('a one-peg state with more pegs');
    const hole = state.toString(2).length - 1;
    // every member of a class has the same count: the class's total splits evenly
    const orbit = orbitOfHole(symmetries.length > 0 ? symmetries : [board.holes.map((_, i) => i)], hole);
    const size = BigInt(orbit.length);
    if (games % size !== 0n) throw new Error('a symmetry class whose count does not split evenly');
    for (const member of orbit) {
      onePegEndHoles[member] = games / size;
      randomPlayOnePegEndHoles[member] = probability / orbit.length;
    }
  }
  return {
    start,
    totalGames: gamesByPegsLeft.reduce((a, b) => a + b, 0n),
    gamesByPegsLeft,
    onePegEndHoles,
    reachableStates: result.layers.reduce((s, l) => s + l.states, 0),
    deadEndStates: result.layers.reduce((s, l) => s + l.deadEndStates, 0),
    randomPlayPegsLeft,
    randomPlayOnePegEndHoles,
    solvedFrom: start,
    startClass: [start],
    symmetriesUsed: Math.max(1, symmetries.length),
    storedStates: result.layers.reduce((s, l) => s + l.representatives, 0),
    memoryBytes: result.memoryBytes,
    countWords: result.countWords,
    elapsedMs,
    layers: result.layers,
    ...(result.parts !== undefined && { parts: result.parts }),
  };
}

/** The same answer for the start hole perm[start]: end holes move with the symmetry. */
function moved(count: PegsStartCount, perm: Permutation, startClass: number[]): PegsStartCount {
  const move = <T>(values: readonly T[]): T[] => {
    const out = values.slice();
    values.forEach((v, h) => (out[perm[h]!] = v));
    return out;
  };
  return {
    ...count,
    start: perm[count.start]!,
    onePegEndHoles: move(count.onePegEndHoles),
    randomPlayOnePegEndHoles: move(count.randomPlayOnePegEndHoles),
    startClass,
  };
}

/** One count to make: a start-hole class, counted from its first hole. */
interface ClassCount {
  readonly representative: number;
  readonly startClass: number[];
  /** The symmetries that fix the representative (empty: none used). */
  readonly fixing: Permutation[];
}

/** How many counts `starts` take: one per class of starts that the board's symmetries join. */
export function startClassCount(board: PegsBoard, starts: readonly number[]): number {
  return planStarts(board, starts, true).classes.length;
}

/** The classes of `starts` to count, and how to answer each start from its class's count. */
function planStarts(board: PegsBoard, starts: readonly number[], useSymmetry: boolean) {
  const symmetries = useSymmetry ? boardSymmetries(board) : [board.holes.map((_, i) => i)];
  const classes = holeClasses(symmetries, board.holes.length);
  const toCount = new Map<number, ClassCount>();
  for (const start of starts) {
    const startClass = classes.find((c) => c.includes(start))!;
    const representative = startClass[0]!;
    if (!toCount.has(representative))
      toCount.set(representative, {
        representative,
        startClass,
        fixing: useSymmetry ? stabilizer(symmetries, representative) : [],
      });
  }
  const answer = (solved: ReadonlyMap<number, PegsStartCount>) =>
    starts.map((start) => {
      const startClass = classes.find((c) => c.includes(start))!;
      const count = { ...solved.get(startClass[0]!)!, startClass };
      return start === count.start
        ? count
        : moved(count, symmetryTaking(symmetries, count.start, start), startClass);
    });
  return { classes: [...toCount.values()], answer };
}

function kernelConfig(board: PegsBoard, start: number) {
  return { holes: board.holes.length, jumps: boardJumps(board), start };
}

/** Counts every game from each start hole in `starts` (in that order), each class once, on this
 *  thread in one kernel instance. */
export function countPegsStarts(
  kernel: Kernel,
  board: PegsBoard,
  starts: readonly number[],
  options: PegsSolveOptions = {},
): PegsStartCount[] {
  const plan = planStarts(board, starts, options.useSymmetry ?? true);
  const solved = new Map<number, PegsStartCount>();
  for (const { representative, fixing } of plan.classes) {
    const started = performance.now();
    const result = countPegGames(kernel, kernelConfig(board, representative), {
      symmetries: fixing,
      ...(options.onLayer && { onLayer: (layer: PegsLayer) => options.onLayer!(representative, layer) }),
    });
    solved.set(representative, summarize(board, representative, fixing, result, performance.now() - started));
  }
  return plan.answer(solved);
}

/** Makes one count (on workers, in parts): the config and symmetries as countPegGames takes them. */
export type PegsCounter = (
  config: PegsKernelConfig,
  options: { readonly symmetries: readonly Permutation[]; readonly onLayer?: (layer: PegsLayer) => void },
) => Promise<PegsCountResult>;

/** countPegsStarts with each class counted by `counter`, up to `concurrency` classes at once. */
export async function countPegsStartsWith(
  counter: PegsCounter,
  board: PegsBoard,
  starts: readonly number[],
  options: PegsSolveOptions & { readonly concurrency?: number } = {},
): Promise<PegsStartCount[]> {
  const plan = planStarts(board, starts, options.useSymmetry ?? true);
  const solved = new Map<number, PegsStartCount>();
  const queue = [...plan.classes];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { representative, fixing } = next;
      const started = performance.now();
      const result = await counter(kernelConfig(board, representative), {
        symmetries: fixing,
        ...(options.onLayer && { onLayer: (layer: PegsLayer) => options.onLayer!(representative, layer) }),
      });
      solved.set(
        representative,
        summarize(board, representative, fixing, result, performance.now() - started),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, lane));
  return plan.answer(solved);
}
