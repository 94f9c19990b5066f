// The race measures (assembly/analyze/race.ts defines them) of a game of two players or more,
// read from its squares log instead of replayed move by move. Players move in seat order and each
// turn logs one square (the mover's after the turn, a roll again or a lost turn included), so
// after move t the board is the log's last n entries: the square after move t - k is where player
// (t - 1 - k) mod n stands, k = 0 to n - 1, and before a player's first move the start (the log
// holds n copies of it up to move 0). foldField reads eight moves at a time, lane i being move
// m + i, from n loads each shifted by one move: the top square is their maximum, a sole leader the
// only load on it, the winner's rank code (analyze-race.ts) how many loads are below and level
// with the winner's square. The leader measures then follow as foldLeaders's replay has them:
//   - while there is a sole leader after a move and the move before, the replay's leader is that
//     player, so the lead changes there are the moves whose sole leader is not the one before
//     (counted eight at a time: the same player is one load further back, or the mover again);
//   - a move with several players level at the top, or right after one (about five a game with
//     four players on the classic board), is replayed one at a time from the block's lanes: the
//     leader stays until someone is strictly ahead of it, and only when it is passed into a level
//     top does the board need a scan for the first player on it;
//   - the drama's roots are added one move at a time in the replay's order, so that the sum is the
//     replay's bit for bit (adding the 0 of a move that does not trail changes nothing).

import { ANALYZE_TURN_CAP, DRAMA_ROOTS, RACE_MAX_PLAYERS, RACE_NO_LEADER, addLeaderOutcome } from './race';
import { laneSum, lanesOf } from './duel';

const NONE = RACE_NO_LEADER;
/** The lanes' stand-in for "no sole leader" in the leader's load index. */
const NO_INDEX: i16 = -2;
/** Bytes of one player's lane masks: 2 · RACE_MAX_PLAYERS v128. */
const MASKS_BYTES: usize = <usize>RACE_MAX_PLAYERS * 2 * 16;
// For winner w, at w · MASKS_BYTES + 16j: lane i is -1 where (j + i) mod n == w (the player whose
// square load k of a block whose first move is m holds in lane i, with j = (m - 1) mod n - k + n).
const WINNER_LANES: usize = memory.data(<i32>RACE_MAX_PLAYERS * <i32>MASKS_BYTES, 16);

/** SEATS[x] = x mod n, for x < SEATS_LENGTH (a lookup instead of a division). */
const SEATS_LENGTH: u32 = 2 * RACE_MAX_PLAYERS + 8;
const SEATS: usize = memory.data(<i32>SEATS_LENGTH, 16);
// A block's lanes kept for the replay of its moves with a level top: the sole leaders' load
// indices one move before each lane (at 0), after it (at 16), and the top squares (at 32).
const LEVEL_LANES: usize = memory.data(48, 16);
// The lanes of the block holding half time or the move before the last: the sole leaders' load
// indices (at 0) and the winner's rank codes (at 16).
const KEPT_LANES: usize = memory.data(32, 16);

let fieldPlayers: u32 = 0;
/** 8 mod n: how far the block's phase moves from one block to the next. */
let blockStep: u32 = 0;

/** Prepares the lane masks for `players` players (once per kernel call). */
export function prepareField(players: u32): void {
  fieldPlayers = players;
  blockStep = 8 % players;
  for (let x: u32 = 0; x < SEATS_LENGTH; x++) store<u8>(SEATS + x, x % players);
  for (let w: u32 = 0; w < players; w++) {
    for (let j: u32 = 0; j < 2 * players; j++) {
      const at = WINNER_LANES + <usize>w * MASKS_BYTES + (<usize>j << 4);
      for (let i: u32 = 0; i < 8; i++) store<i16>(at + (i << 1), (j + i) % players == w ? -1 : 0);
    }
  }
}

/** Starts a game's squares log at `squares` (move 0) and the `players` - 1 u16 before it: everyone
 *  on `start`. */
@inline
export function startFieldLog(squares: usize, start: u32, players: u32): void {
  for (let k: u32 = 0; k < players; k++) store<u16>(squares - (<usize>k << 1), <u16>start);
}

/** The square after move t (t - k may reach back to 1 - n: the start). */
@inline
function squareAt(squares: usize, move: i32): u32 {
  return <u32>load<u16>(squares + (<usize>move << 1));
}

/** x mod n, for x < SEATS_LENGTH. */
@inline
function seat(x: u32): u32 {
  return <u32>load<u8>(SEATS + x);
}

/** The first player in seat order on the top square after move t (the last n squares, the first
 *  load's player `mover`). Branch-free: it runs where the top is level. */
function firstOnTop(squares: usize, t: u32, mover: u32): u32 {
  const n = fieldPlayers;
  let q = mover;
  let top = squareAt(squares, <i32>t);
  let first = q;
  for (let k: u32 = 1; k < n; k++) {
    q = select(n - 1, q - 1, q == 0);
    const at = squareAt(squares, <i32>t - <i32>k);
    first = select(q, select(min(first, q), first, at == top), at > top);
    top = max(top, at);
  }
  return first;
}

/** The sole leader in lane i of the kept lanes (the block's phase: `phase`), or NONE. */
@inline
function keptLeader(i: u32, phase: u32): u32 {
  const index = load<i16>(KEPT_LANES + (<usize>i << 1));
  return index < 0 ? NONE : seat(phase + i + fieldPlayers - <u32>index);
}

/** `roots` plus the drama root of each lane's rank code, lane 0 first. */
@inline
function addRoots(roots: f64, codes: v128): f64 {
  roots += load<f64>(DRAMA_ROOTS + (<usize>i16x8.extract_lane_u(codes, 0) << 3));
  roots += load<f64>(DRAMA_ROOTS + (<usize>i16x8.extract_lane_u(codes, 1) << 3));
  roots += load<f64>(DRAMA_ROOTS + (<usize>i16x8.extract_lane_u(codes, 2) << 3));
  roots += load<f64>(DRAMA_ROOTS + (<usize>i16x8.extract_lane_u(codes, 3) << 3));
  roots += load<f64>(DRAMA_ROOTS + (<usize>i16x8.extract_lane_u(codes, 4) << 3));
  roots += load<f64>(DRAMA_ROOTS + (<usize>i16x8.extract_lane_u(codes, 5) << 3));
  roots += load<f64>(DRAMA_ROOTS + (<usize>i16x8.extract_lane_u(codes, 6) << 3));
  roots += load<f64>(DRAMA_ROOTS + (<usize>i16x8.extract_lane_u(codes, 7) << 3));
  return roots;
}

/**
 * Adds one finished game's leader measures to `acc` and its per-move counts to `counts` (see
 * assembly/analyze/counters.ts), as foldLeaders would from the same moves. `squares` holds the
 * square after each of its `moves` moves (u16, move 0 at `squares`, written with startFieldLog:
 * the players - 1 u16 before it must stay), movers in seat order (move m is player
 * (m - 1) mod n's turn), with 8 u16 of room after the last. prepareField(players) first (once
 * per kernel call), and flushCounters now and then as for foldDuel. Any race whose turns go round
 * the seats in order can log its positions this way and call it: Candy Land with its turns in seat
 * order would log the race position after each turn (a skipped turn logs the square the mover
 * stands on, as its move records do) as a u16 instead of a move record, and pass the log, the
 * counts, its moves and the winner; a game whose turn order is not seat order needs a record of
 * the movers and foldLeaders.
 */
export function foldField(squares: usize, counts: usize, moves: u32, winner: u32, acc: usize): void {
  const n = fieldPlayers;
  const threshold: u32 = 2 * n - 3;
  const half = moves >> 1;
  // the sole leader at half time and before the last move, and whether the winner was strictly
  // last at half time, read from their lanes (in a one-move game both are move 0's lane: no sole
  // leader there, and its rank code is set apart as not a move's)
  let halfLeader: u32 = NONE;
  let beforeLast: u32 = NONE;
  let isComeback = false;
  const masks = WINNER_LANES + <usize>winner * MASKS_BYTES;
  const lane = i16x8(0, 1, 2, 3, 4, 5, 6, 7);
  const firstLane = i16x8(-1, 0, 0, 0, 0, 0, 0, 0);
  const soleCode = i16x8.splat(<i16>(2 * n - 2));
  const quiet = i16x8.splat(<i16>threshold);
  const capped = moves < ANALYZE_TURN_CAP ? moves : ANALYZE_TURN_CAP;
  const tableEnd = i16x8.splat(<i16>capped);
  const wins = counts + (<usize>ANALYZE_TURN_CAP << 1);
  // a true lane is -1: subtracting it counts one
  let trails = i32x4.splat(0);
  let flips = i32x4.splat(0);
  let roots: f64 = 0;
  let changes: u32 = 0;
  // the replay's leader after move `replayed` (the last move replayed one at a time)
  let leader: u32 = NONE;
  let replayed: u32 = 0;
  let lastIndex = i16x8.splat(NO_INDEX);
  let lastSole = i16x8.splat(0);
  // (m - 1) mod n for the block's first move m
  let phase: u32 = n - 1;
  for (let m: u32 = 0; m <= moves; m += 8) {
    const p = squares + (<usize>m << 1);
    // the top square, and the winner's square, after each lane's move
    let top = v128.load(p);
    let mine = v128.and(top, v128.load(masks + ((<usize>(phase + n)) << 4)));
    for (let k: u32 = 1; k < n; k++) {
      const here = v128.load(p - (<usize>k << 1));
      top = i16x8.max_s(top, here);
      mine = v128.or(mine, v128.and(here, v128.load(masks + ((<usize>(phase + n - k)) << 4))));
    }
    // how many on the top (negated), the running count summed (for the sole leader: k - n), and
    // those below and those level with the winner or below (negated)
    let atTop = i16x8.splat(0);
    let index = i16x8.splat(0);
    let rank = i16x8.splat(0);
    for (let k: u32 = 0; k < n; k++) {
      const here = v128.load(p - (<usize>k << 1));
      atTop = i16x8.add(atTop, i16x8.eq(here, top));
      index = i16x8.add(index, atTop);
      rank = i16x8.add(rank, i16x8.add(i16x8.lt_s(here, mine), i16x8.le_s(here, mine)));
    }
    // lanes of moves 1 to `moves`
    const valid = v128.and(
      i16x8.gt_s(lane, i16x8.splat(<i16>(m == 0 ? 0 : -1))),
      i16x8.le_s(lane, i16x8.splat(<i16>(moves - m < 8 ? moves - m : 8))),
    );
    const sole = i16x8.eq(atTop, i16x8.splat(-1));
    // which load the sole leader is (the player who moved that many moves before)
    const leaderIndex = v128.bitselect(i16x8.add(index, i16x8.splat(<i16>n)), i16x8.splat(NO_INDEX), sole);
    // the same lanes one move before; before move 1, a sole leader who is its mover (so that a
    // sole leader after move 1 is no change and needs no scan: the replay takes it as its first)
    const opening = select<v128>(firstLane, i16x8.splat(0), m == 0);
    const soleLead = v128.or(sole, opening);
    const indexLead = v128.bitselect(i16x8.splat(<i16>(n - 1)), leaderIndex, opening);
    const indexBefore = i8x16.shuffle(lastIndex, indexLead, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29);
    const soleBefore = i8x16.shuffle(lastSole, soleLead, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29);
    lastIndex = indexLead;
    lastSole = soleLead;
    const codes = v128.bitselect(i16x8.sub(i16x8.splat(-1), rank), quiet, valid);
    const halfLane = half - m;
    if (halfLane < 8) {
      v128.store(KEPT_LANES, leaderIndex);
      v128.store(KEPT_LANES, codes, 16);
      halfLeader = keptLeader(halfLane, phase);
      isComeback = load<u16>(KEPT_LANES + (<usize>halfLane << 1), 16) == 0;
    }
    const lastLane = moves - 1 - m;
    if (lastLane < 8) {
      v128.store(KEPT_LANES, leaderIndex);
      beforeLast = keptLeader(lastLane, phase);
    }
    trails = i32x4.sub(trails, lanesOf(i16x8.lt_s(codes, quiet)));
    roots = addRoots(roots, codes);
    // a sole leader both before and after the move: the same player if one load on (the mover
    // was the leader, n loads back, and is again, 0 loads back)
    const bothSole = v128.and(v128.and(sole, soleBefore), valid);
    const stays = v128.or(
      i16x8.eq(leaderIndex, i16x8.add(indexBefore, i16x8.splat(1))),
      v128.and(i16x8.eq(leaderIndex, i16x8.splat(0)), i16x8.eq(indexBefore, i16x8.splat(<i16>(n - 1)))),
    );
    flips = i32x4.sub(flips, lanesOf(v128.andnot(bothSole, stays)));
    let levels = i16x8.bitmask(v128.andnot(valid, bothSole));
    if (levels != 0) {
      v128.store(LEVEL_LANES, indexBefore);
      v128.store(LEVEL_LANES, leaderIndex, 16);
      v128.store(LEVEL_LANES, top, 32);
    }
    while (levels != 0) {
      const i = ctz(levels);
      levels &= levels - 1;
      const t = m + i;
      // the replay's leader after move t - 1: if not replayed, the sole leader there (the load
      // index is of move t - 1, whose mover is phase + i - 1)
      const before =
        replayed == t - 1 ? leader : seat(phase + i - 1 + n - <u32>load<u16>(LEVEL_LANES + (<usize>i << 1)));
      const soleIndex = load<i16>(LEVEL_LANES + (<usize>i << 1), 16);
      const soleLeader = soleIndex < 0 ? NONE : seat(phase + i + n - <u32>soleIndex);
      replayed = t;
      if (before == NONE) {
        leader = soleLeader;
        continue;
      }
      // the leader stays until someone is strictly ahead of it, and is then the first player on
      // the top square
      const held = squareAt(squares, <i32>t - <i32>seat(phase + i + n - before));
      if (held < <u32>load<u16>(LEVEL_LANES + (<usize>i << 1), 32)) {
        if (soleLeader != NONE) leader = soleLeader;
        else leader = firstOnTop(squares, t, seat(phase + i));
        changes++;
      } else leader = before;
    }
    if (m < capped) {
      // the per-move counts for moves below min(moves, cap)
      const inTable = i16x8.lt_s(i16x8.add(lane, i16x8.splat(<i16>m)), tableEnd);
      const ledAt = counts + (<usize>m << 1);
      const wonAt = wins + (<usize>m << 1);
      v128.store(ledAt, i16x8.sub(v128.load(ledAt), v128.and(sole, inTable)));
      v128.store(wonAt, i16x8.sub(v128.load(wonAt), v128.and(i16x8.eq(codes, soleCode), inTable)));
    }
    phase += blockStep;
    phase -= select(n, 0, phase >= n);
  }
  // a comeback: the winner was strictly last at half time; decided in the last turn: the winner
  // was not the sole leader before it
  const flags = <u32>isComeback | (<u32>(beforeLast != winner) << 1);
  changes += laneSum(flips);
  const trailing = laneSum(trails);

  addLeaderOutcome(acc, changes, halfLeader, winner, flags, trailing, roots, moves);
}
