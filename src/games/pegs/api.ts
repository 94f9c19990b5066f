// pegs(): every game of peg solitaire from a start hole (or from each), counted exactly; the
// library function behind `boardsim pegs`. Each library entry binds it to its way of loading the
// kernel (Node reads the file, browsers fetch it) and, where it has workers, to its way of starting
// them: then one start is counted in parts on every core (src/games/pegs/partitioned.ts) and
// `start: 'all'` counts several start classes at once; on one thread a large board is counted by one
// worker, so that the caller's event loop stays free (Ctrl-C, AbortSignal). Only a small board
// (with none of parts and budget asked for) is counted on the calling thread, in one instance.

import { BoardsimError } from '../../core/errors.js';
import {
  type PegsCounter,
  type PegsSolveOptions,
  type PegsStartCount,
  countPegsStarts,
  countPegsStartsWith,
  startClassCount,
} from './count.js';
import { type MemoryBudget, memoryLimit, parseMemorySize } from './memory.js';
import { type PartHosts, countPegGamesPartitioned, widestLayerBound } from './partitioned.js';
import { pegsReport, type PegsReport } from './report.js';
import type { PegsBoard } from './schema.js';
import { type PegsOptions as PegsBoardOptions, holeIndex, resolvePegsBoard } from './settings.js';
import { findSolution } from './solution.js';
import { parseCount, parseFlag, parsePlayers, refuseUnknownOptions } from '../../core/options.js';
import { cappedThreads } from '../../run/plan.js';
import { Kernel } from '../../wasm/index.js';
import { grouped } from '../../core/digits.js';

/** Where and how a count runs (pegs() and analyze() take the same). */
export interface PegsCountSettings {
  readonly onLayer?: PegsSolveOptions['onLayer'];
  /** Worker threads (default: every core). */
  readonly threads?: number | string;
  /** Parts each layer is split into (default: one per thread for one start, 1 per class for all). */
  readonly parts?: number | string;
  /** The memory the count may use, as bytes or a size such as "8G" (default: the free memory). */
  readonly maxMemory?: number | string;
  /** Stops a count on workers (a small board's count on the calling thread takes under a second). */
  readonly signal?: AbortSignal;
}

export type PegsOptions = PegsBoardOptions &
  PegsCountSettings & {
    /** A hole name, or "all" for every hole (the board's default start when left out). */
    readonly start?: string;
    /** Also find one game that ends with one peg. */
    readonly solution?: boolean;
  };

/** The exact count from one start hole, or (start "all") from every hole in board order. */
export interface PegsFunction {
  (options: PegsOptions & { readonly start: 'all' }): Promise<PegsReport[]>;
  (options: PegsOptions): Promise<PegsReport>;
}

/** Where a platform runs the parts of a count. */
export interface PegsPlatform {
  availableThreads(): number;
  /** The machine's free memory, when the platform can tell. */
  freeMemoryBytes?(): number;
  createHosts(count: number, module: WebAssembly.Module): PartHosts;
}

/** pegs() with the kernel compiled by `compileKernelModule`, and workers from `platform`. */
export function pegsWith(
  compileKernelModule: () => Promise<WebAssembly.Module>,
  platform?: PegsPlatform,
): PegsFunction {
  return ((options: PegsOptions) => countPegs(compileKernelModule, platform, options)) as PegsFunction;
}

/** What pegs() takes. */
const PEGS_OPTIONS = [
  'preset',
  'board',
  'boardSource',
  'players',
  'start',
  'solution',
  'threads',
  'parts',
  'maxMemory',
  'onLayer',
  'signal',
];

/** Boards this small count in a fraction of a second on one thread (side 6, 21 holes: 0.3 s):
 *  unless threads, parts or a budget are asked for, starting workers would cost more than it saves. */
const SMALL_BOARD_HOLES = 25;

/** Each part is a WebAssembly instance: a few MiB even when empty. */
const MAX_PARTS = 4096;

/** Parts must be a whole number and no more than a layer can ever hold. */
function parseParts(value: unknown, board: PegsBoard): number {
  const parts = parseCount(value, 'parts', Number.MAX_SAFE_INTEGER);
  const widest = widestLayerBound(board.holes.length);
  if (parts > widest) {
    throw new BoardsimError([
      {
        code: 'pegs/too-many-parts',
        path: 'parts',
        message: `${parts} parts but no layer of ${board.name} can have more than ${grouped(widest)} positions: some parts would always be empty`,
      },
    ]);
  }
  return parseCount(parts, 'parts', MAX_PARTS);
}

async function countPegs(
  compileKernelModule: () => Promise<WebAssembly.Module>,
  platform: PegsPlatform | undefined,
  options: PegsOptions,
): Promise<PegsReport | PegsReport[]> {
  refuseUnknownOptions('pegs', options, PEGS_OPTIONS);
  // peg solitaire is a one-player game, as simulate says
  parsePlayers(options.players, 1, 1);
  const withSolution = parseFlag(options.solution, 'solution', false);
  const { board } = resolvePegsBoard(options);
  const all = options.start === 'all';
  const starts = all
    ? board.holes.map((_, i) => i)
    : [options.start === undefined ? board.start : holeIndex(board, options.start)];
  const counts = await countPegsOn(compileKernelModule, platform, board, starts, all, options);
  const reports = counts.map((count) => {
    const solvable = (count.gamesByPegsLeft[1] ?? 0n) > 0n;
    const solution = withSolution
      ? solvable
        ? (findSolution(board, count.start) ?? null)
        : null
      : undefined;
    return pegsReport(board, count, solution);
  });
  return all ? reports : reports[0]!;
}

/** Counts every game from each of `starts`: on the calling thread in one instance for a small board
 *  (unless threads, parts or a budget are asked for), else in parts on the platform's workers,
 *  `all` (every start) counting several classes at once. The settings are checked first. */
export async function countPegsOn(
  compileKernelModule: () => Promise<WebAssembly.Module>,
  platform: PegsPlatform | undefined,
  board: PegsBoard,
  starts: readonly number[],
  all: boolean,
  settings: PegsCountSettings,
): Promise<PegsStartCount[]> {
  const threads = cappedThreads(settings.threads, platform?.availableThreads() ?? 1);
  const parts = settings.parts === undefined ? undefined : parseParts(settings.parts, board);
  const maxMemory = settings.maxMemory === undefined ? undefined : parseMemorySize(settings.maxMemory);
  const module = await compileKernelModule();
  const onLayer = settings.onLayer && { onLayer: settings.onLayer };
  const asked = settings.threads !== undefined || parts !== undefined || maxMemory !== undefined;
  const small = board.holes.length <= SMALL_BOARD_HOLES;
  const oneThread = threads === 1 && parts === undefined && maxMemory === undefined;
  if (!platform || (small && (!asked || oneThread))) {
    // a fresh instance: its memory grows with the count and WebAssembly memory never shrinks
    return countPegsStarts(await Kernel.create(module), board, starts, { ...onLayer });
  }
  const free = platform.freeMemoryBytes?.();
  // the classes counted at once, each held to its share of the budget: one per thread, and never
  // more than the board has
  const classes = all ? Math.min(threads, startClassCount(board, starts)) : 1;
  const budget: MemoryBudget = {
    maxBytes: memoryLimit(maxMemory, free) / classes,
    isGiven: maxMemory !== undefined,
    sharedBy: classes,
    ...(free !== undefined && { freeBytes: free }),
  };
  const partsPerCount = parts ?? (all ? 1 : threads);
  const counter: PegsCounter = async (config, { symmetries, onLayer: onCountLayer }) => {
    const hosts = platform.createHosts(Math.min(partsPerCount, threads), module);
    try {
      return await countPegGamesPartitioned(hosts, config, {
        parts: partsPerCount,
        symmetries,
        budget,
        ...(onCountLayer && { onLayer: onCountLayer }),
        ...(settings.signal && { signal: settings.signal }),
      });
    } finally {
      await hosts.close();
    }
  };
  return countPegsStartsWith(counter, board, starts, { ...onLayer, concurrency: classes });
}
