// Integer counters a race's analysis kernel keeps while it plays, added into the f64 sums
// (assembly/analyze/race.ts) now and then instead of at every move: integer additions cost less
// than f64 ones, and counts summed either way are exact, so the sums are the same.
//
// Counters (scratch, zero when the kernel first sees them, zero again after each flush):
//   per position (finish + 1), CELL_BYTES: a u32 stamp (the game that last ended a turn there, for
//     coverage: nothing is cleared between games), a u32 count of the turns that ended there, a
//     u32 count of the (player, game) pairs that used the jump there (Snakes and Ladders);
//   per move m < ANALYZE_TURN_CAP: u16 games with a sole leader after m moves, then u16 games
//     that leader won (assembly/analyze/duel.ts fills these).

import { ANALYZE_SCALARS, ANALYZE_TURN_CAP, VISITS_BASE } from './race';

/** A flush before any u16 per-move count can pass 65535. */
const FLUSH_GAMES: u32 = 65535;
/** A flush before any u32 per-position count can wrap: a game adds at most 2^31 more. */
const FLUSH_MOVES: u32 = 0x80000000;

/** Bytes per position: stamp, turns, jump uses, and a word of padding. */
const CELL_SHIFT: u32 = 4;

let gamesSinceFlush: u32 = 0;
let movesSinceFlush: u32 = 0;

/** Bytes of the counters for a race whose finish is position `finish`. */
export function raceCounterBytes(finish: u32): usize {
  return ((<usize>finish + 1) << CELL_SHIFT) + ((<usize>ANALYZE_TURN_CAP) << 2);
}

/** The per-move counts' address (games with a sole leader; the games it won follow, CAP · 2 bytes on). */
export function leaderCounts(counters: usize, finish: u32): usize {
  return counters + ((<usize>finish + 1) << CELL_SHIFT);
}

/** Counts one turn ending on `at` and returns 1 if it is the game's first there (coverage). */
@inline
function visitPosition(counters: usize, at: u32, stamp: u32): u32 {
  const c = counters + (<usize>at << CELL_SHIFT);
  const cell = load<u64>(c);
  // one store for both: the count (high word) plus one, the stamp (low word) replaced
  store<u64>(c, (cell | 0xffffffff) + 1 + <u64>stamp);
  return <u32>(<u32>cell != stamp);
}

/** Counts the turns of a game's `moves` moves (the u16 squares at squares + 2m, m = 1 to moves)
 *  and returns how many distinct positions they ended on. */
export function visitSquares(counters: usize, squares: usize, moves: u32, stamp: u32): u32 {
  let covered: u32 = 0;
  for (let m: u32 = 1; m <= moves; m++) {
    covered += visitPosition(counters, <u32>load<u16>(squares + (<usize>m << 1)), stamp);
  }
  return covered;
}

/** Counts one (player, game) pair's first use of the jump on `at`. */
@inline
export function countJumpUse(counters: usize, at: u32, isFirst: u32): void {
  const c = counters + (<usize>at << CELL_SHIFT);
  store<u32>(c, load<u32>(c, 8) + isFirst, 8);
}

/** Starts a kernel call's counting. */
export function startCounting(): void {
  gamesSinceFlush = 0;
  movesSinceFlush = 0;
}

/** Notes a game of `moves` moves, and flushes before the next game could overflow a count. */
export function countedGame(moves: u32, counters: usize, finish: u32, acc: usize): void {
  gamesSinceFlush++;
  movesSinceFlush += moves;
  if (gamesSinceFlush == FLUSH_GAMES || movesSinceFlush >= FLUSH_MOVES) flushCounters(counters, finish, acc);
}

/** Adds the counts to the sums and zeroes them (the stamps stay). */
export function flushCounters(counters: usize, finish: u32, acc: usize): void {
  const visits = acc + (<usize>VISITS_BASE << 3);
  const uses = visits + ((<usize>finish + 1) << 3);
  for (let at: u32 = 0; at <= finish; at++) {
    const c = counters + (<usize>at << CELL_SHIFT);
    const v = visits + (<usize>at << 3);
    const u = uses + (<usize>at << 3);
    store<f64>(v, load<f64>(v) + <f64>load<u32>(c, 4));
    store<f64>(u, load<f64>(u) + <f64>load<u32>(c, 8));
    store<u32>(c, 0, 4);
    store<u32>(c, 0, 8);
  }
  const counts = leaderCounts(counters, finish);
  const sums = acc + (<usize>ANALYZE_SCALARS << 3);
  for (let i: u32 = 0; i < 2 * ANALYZE_TURN_CAP; i++) {
    const c = counts + (<usize>i << 1);
    const s = sums + (<usize>i << 3);
    store<f64>(s, load<f64>(s) + <f64>load<u16>(c));
    store<u16>(c, 0);
  }
  gamesSinceFlush = 0;
  movesSinceFlush = 0;
}
