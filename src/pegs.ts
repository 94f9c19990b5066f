// pegs(): every game of peg solitaire from a start hole (or from each), counted exactly; the
// library function behind `boardsim pegs`. Each library entry binds it to its way of loading the
// kernel (Node reads the file, browsers fetch it); the count runs on the calling thread.

import { type PegsSolveOptions, countPegsStarts } from './exact/pegs.js';
import { pegsReport, type PegsReport } from './games/pegs/report.js';
import { type PegsOptions as PegsBoardOptions, holeIndex, resolvePegsBoard } from './games/pegs/settings.js';
import { findSolution } from './games/pegs/solution.js';
import { Kernel } from './wasm/index.js';

export type PegsOptions = PegsBoardOptions & {
  /** A hole name, or "all" for every hole (the board's default start when left out). */
  readonly start?: string;
  /** Also find one game that ends with one peg. */
  readonly solution?: boolean;
  readonly onLayer?: PegsSolveOptions['onLayer'];
};

/** The exact count from one start hole, or (start "all") from every hole in board order. */
export interface PegsFunction {
  (options: PegsOptions & { readonly start: 'all' }): Promise<PegsReport[]>;
  (options: PegsOptions): Promise<PegsReport>;
}

/** pegs() with the kernel compiled by `compileKernelModule`. */
export function pegsWith(compileKernelModule: () => Promise<WebAssembly.Module>): PegsFunction {
  return ((options: PegsOptions) => countPegs(compileKernelModule, options)) as PegsFunction;
}

async function countPegs(
  compileKernelModule: () => Promise<WebAssembly.Module>,
  options: PegsOptions,
): Promise<PegsReport | PegsReport[]> {
  const { board } = resolvePegsBoard(options);
  const all = options.start === 'all';
  const starts = all
    ? board.holes.map((_, i) => i)
    : [options.start === undefined ? board.start : holeIndex(board, options.start)];
  // a fresh instance: its memory grows with the count and WebAssembly memory never shrinks
  const kernel = await Kernel.create(await compileKernelModule());
  const counts = countPegsStarts(kernel, board, starts, {
    ...(options.onLayer && { onLayer: options.onLayer }),
  });
  const reports = counts.map((count) => {
    const solvable = (count.gamesByPegsLeft[1] ?? 0n) > 0n;
    const solution = options.solution
      ? solvable
        ? (findSolution(board, count.start) ?? null)
        : null
      : undefined;
    return pegsReport(board, count, solution);
  });
  return all ? reports : reports[0]!;
}
