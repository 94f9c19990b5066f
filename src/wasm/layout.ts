// The memory layout shared with the kernels: the result block of assembly/results.ts. Written once
// here; only src/wasm/ reads or writes WebAssembly memory.

export const RESULT = {
  games: 0,
  status: 8,
  best: 16,
  wins: 48,
  overflow: 176,
  histograms: 432,
} as const;
export const MAX_SEATS = 16;
export const MAX_METRICS = 8;
export const OVERFLOW_BYTES = 32;
export const HIST_BINS = 65536;
/** Words between two metrics' histograms: not a multiple of 4 KiB (see assembly/results.ts). */
export const HIST_STRIDE = HIST_BINS + 272;
/** A whole win in the block's win counters; a tie shared by k players gives WIN_UNITS / k each. */
export const WIN_UNITS = 60;
export const RESULT_BYTES = RESULT.histograms + MAX_METRICS * HIST_STRIDE * 4;

/** Status codes returned by kernels (assembly/results.ts Status). */
export const enum KernelStatus {
  Ok = 0,
  GameTooLong = 1,
  BadArgument = 2,
}
