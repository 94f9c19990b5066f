// Memory for the partitioned count: the --max-memory budget as a size, and the estimate of what a
// layer will take, checked before the layer is counted so that a count too large for the machine
// stops with the numbers instead of dying midway.

import { BoardsimError } from '../../core/errors.js';

const UNITS: Readonly<Record<string, number>> = {
  '': 1,
  B: 1,
  K: 2 ** 10,
  M: 2 ** 20,
  G: 2 ** 30,
  T: 2 ** 40,
};
const SIZE = /^(\d+(?:\.\d+)?)\s*([KMGT]?)(?:I?B)?$/;

/** Bytes of a size such as 8G, 512M, 1.5GiB, 300000 (units of 1024). */
export function parseMemorySize(raw: unknown, path = 'max-memory'): number {
  const text =
    typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  const match = SIZE.exec(text);
  const bytes = match ? Math.floor(Number(match[1]) * UNITS[match[2]!]!) : Number.NaN;
  if (!Number.isFinite(bytes) || bytes <= 0) {
    throw new BoardsimError([
      {
        code: 'pegs/bad-memory-size',
        path,
        message: `${JSON.stringify(raw)} is not a size: give a number of bytes with K, M, G or T (units of 1024), such as 8G or 512M`,
      },
    ]);
  }
  return bytes;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 2 ** 30) return `${(bytes / 2 ** 30).toFixed(1)} GiB`;
  if (bytes >= 2 ** 20) return `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  return `${(bytes / 2 ** 10).toFixed(1)} KiB`;
}

/** The budget of a count without --max-memory (less when the machine has less free): every preset
 *  but the 37-hole European board counts in a few hundred MiB, while a hostile board of 64 holes
 *  would take all the free memory, minutes and gigabytes, before a layer's estimate passed it. */
export const DEFAULT_MAX_MEMORY = 2 ** 30;

/** The whole budget: --max-memory when given, else DEFAULT_MAX_MEMORY or the free memory if less. */
export function memoryLimit(maxMemory: number | undefined, freeBytes: number | undefined): number {
  return maxMemory ?? Math.min(DEFAULT_MAX_MEMORY, freeBytes ?? DEFAULT_MAX_MEMORY);
}

/** What the count may use, and what the machine had free when it started (when known). */
export interface MemoryBudget {
  /** What this count may use: its share of the whole budget. */
  readonly maxBytes: number;
  /** Given with --max-memory (else the default: DEFAULT_MAX_MEMORY, or the free memory if less). */
  readonly isGiven: boolean;
  readonly freeBytes?: number;
  /** Counts run at once that split the budget equally (pegs --start all: one start class per
   *  thread); 1 when left out. */
  readonly sharedBy?: number;
}

/** Refuses a layer whose estimate passes the budget. */
export function checkLayerMemory(
  budget: MemoryBudget,
  estimateBytes: number,
  pegs: number,
  first: boolean,
): void {
  if (estimateBytes <= budget.maxBytes) return;
  const free =
    budget.freeBytes === undefined ? '' : `; the machine has ${formatBytes(budget.freeBytes)} free`;
  const shares = budget.sharedBy ?? 1;
  const whole = budget.isGiven
    ? `the budget --max-memory ${formatBytes(budget.maxBytes * shares)}`
    : `the default budget of ${formatBytes(budget.maxBytes * shares)} (give --max-memory to allow more)`;
  const limit =
    shares > 1
      ? `${formatBytes(budget.maxBytes)}, its share of ${whole} (split between the ${shares} start classes counted at once, one per thread)`
      : whole;
  throw new BoardsimError([
    first
      ? {
          code: 'pegs/max-memory-too-small',
          path: 'max-memory',
          message: `the first layer of the count needs about ${formatBytes(estimateBytes)}, more than ${limit}${free}`,
        }
      : {
          code: 'pegs/out-of-memory',
          path: 'max-memory',
          message: `the layer of ${pegs} pegs would need about ${formatBytes(estimateBytes)} (estimate, before counting it), more than ${limit}${free}: the count stops here, no result`,
        },
  ]);
}
