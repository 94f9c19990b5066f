// The result block every kernel fills: flat, host-allocated, mirrored by src/wasm/layout.ts.
//
//   +0    u64  games played
//   +8    u32  status (Status below)
//   +16   best game: u32 value, u32 pad, u64 chunk, u64 index in chunk, u64 stream position
//   +48   seat wins: MAX_SEATS × u64, in units of 1/WIN_UNITS of a win (so shared wins stay exact)
//   +176  overflow: MAX_METRICS × { u64 sum, u64 sum of squares, u32 count, u32 max, u64 pad } of the
//         values too large for the histogram, so that sums stay exact
//   +432  histograms: MAX_METRICS × HIST_STRIDE u32 (HIST_BINS used); value v counts in bin v, or
//         in the last bin when v >= HIST_BINS - 1 (and then also in the overflow record)

export const OFFSET_GAMES: usize = 0;
export const OFFSET_STATUS: usize = 8;
export const OFFSET_BEST: usize = 16;
export const OFFSET_WINS: usize = 48;
export const OFFSET_OVERFLOW: usize = 176;
export const OFFSET_HISTOGRAMS: usize = 432;
export const MAX_SEATS: u32 = 16;
export const MAX_METRICS: u32 = 8;
export const OVERFLOW_BYTES: usize = 32;
export const HIST_BINS: u32 = 65536;
/** Histograms are HIST_STRIDE words apart, not a multiple of 4 KiB: bins of different metrics at
 *  addresses equal modulo 4096 make the CPU stall on false store-to-load dependencies (4K
 *  aliasing), which cost about 20 ns a game here. */
export const HIST_STRIDE: u32 = HIST_BINS + 272;
/** A whole win; a tie shared by k players gives WIN_UNITS / k to each (60 = lcm(1..6)). */
export const WIN_UNITS: u64 = 60;

export const enum Status {
  OK = 0,
  /** A game passed the host's limit on its length: the board makes games (almost) endless. */
  GAME_TOO_LONG = 1,
  /** An argument the host passed is out of range. */
  BAD_ARGUMENT = 2,
}

/** Adds one observation of a metric: a histogram count, plus an exact record if it overflows. */
@inline
export function histAdd(res: usize, metric: u32, value: u32): void {
  if (value < HIST_BINS - 1) {
    const p = res + OFFSET_HISTOGRAMS + ((<usize>metric * HIST_STRIDE + value) << 2);
    store<u32>(p, load<u32>(p) + 1);
  } else {
    histOverflow(res, metric, value);
  }
}

function histOverflow(res: usize, metric: u32, value: u32): void {
  const p = res + OFFSET_HISTOGRAMS + ((<usize>metric * HIST_STRIDE + HIST_BINS - 1) << 2);
  store<u32>(p, load<u32>(p) + 1);
  const o = res + OFFSET_OVERFLOW + <usize>metric * OVERFLOW_BYTES;
  store<u64>(o, load<u64>(o) + value);
  store<u64>(o, load<u64>(o, 8) + <u64>value * value, 8);
  store<u32>(o, load<u32>(o, 16) + 1, 16);
  if (value > load<u32>(o, 20)) store<u32>(o, value, 20);
}

/** Adds `units` of a win to a seat. */
@inline
export function winAdd(res: usize, seat: u32, units: u64): void {
  const p = res + OFFSET_WINS + (<usize>seat << 3);
  store<u64>(p, load<u64>(p) + units);
}

/** Keeps the chunk's best (smallest) game if it beats the block's; a tie keeps the earlier chunk
 *  whatever order the chunks were played in (the host's betterGame applies the same rule). */
export function bestOffer(res: usize, value: u32, chunk: u64, index: u64, position: u64): void {
  const p = res + OFFSET_BEST;
  const kept = load<u32>(p);
  if (value < kept || (value == kept && chunk < load<u64>(p, 8))) {
    store<u32>(p, value);
    store<u64>(p, chunk, 8);
    store<u64>(p, index, 16);
    store<u64>(p, position, 24);
  }
}

export function addGames(res: usize, games: u64): void {
  store<u64>(res + OFFSET_GAMES, load<u64>(res + OFFSET_GAMES) + games);
}

export function setStatus(res: usize, status: Status): i32 {
  store<u32>(res + OFFSET_STATUS, status);
  return status;
}
