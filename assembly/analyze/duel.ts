// The race measures of a two-player game (assembly/analyze/race.ts defines them), read from the
// game's positions instead of replayed move by move. With two players everything follows from
// the sole leader after each move: the winner's rank code is 2 when it leads, 1 when level and 0
// when the loser leads, so the winner trails exactly on the moves the loser leads, and a comeback
// is the loser leading at half time. The sole leader after move m compares the mover's square
// (after the move) with the other's (after move m - 1): the play loop keeps only each move's
// square (a u16), and once the game is over foldDuel reads the leaders eight moves at a time.

import { ANALYZE_TURN_CAP, RACE_NO_LEADER, addLeaderOutcome } from './race';

const KSUM_LENGTH: u32 = 1024;
// KSUM[k]: k copies of √(threshold − 0) added one at a time, as the replay adds them, so that a
// game's drama is bit for bit the replay's.
const KSUM: usize = memory.data(<i32>KSUM_LENGTH * 8, 16);

/** Prepares the drama table (once per kernel call). */
export function prepareDuel(): void {
  // two players: threshold 1, unit 1/2, so only rank code 0 trails, by √(1/2)
  const root = Math.sqrt(0.5);
  let sum: f64 = 0;
  for (let k: u32 = 0; k < KSUM_LENGTH; k++) {
    store<f64>(KSUM + (<usize>k << 3), sum);
    sum += root;
  }
}

/** k copies of √(1/2) summed one by one. */
function rootSum(k: u32): f64 {
  if (k < KSUM_LENGTH) return load<f64>(KSUM + (<usize>k << 3));
  let sum = load<f64>(KSUM + (<usize>(KSUM_LENGTH - 1) << 3));
  for (let i = KSUM_LENGTH - 1; i < k; i++) sum += Math.sqrt(0.5);
  return sum;
}

/** Starts a game's squares log at `squares` (move 0) and the two u16 before it, so that the fold
 *  can read the two moves before each move it looks at: both players on `start`. */
@inline
export function startDuelLog(squares: usize, start: u32): void {
  store<u16>(squares, <u16>start);
  store<u16>(squares - 2, <u16>start);
  store<u16>(squares - 4, <u16>start);
}

/** The sole leader after move m (the mover of move m is (m - 1) & 1; move 0 has no leader). */
function soleAfter(squares: usize, m: u32): u32 {
  const at = <u32>load<u16>(squares + (<usize>m << 1));
  const other = <u32>load<u16>(squares + (<usize>m << 1) - 2);
  const mover = (m - 1) & 1;
  return select(mover, select(mover ^ 1, RACE_NO_LEADER, at < other), at > other);
}

/** Eight i16 lanes (0 or -1) added in pairs into four i32 lanes. */
@inline
export function lanesOf(lanes: v128): v128 {
  return i32x4.extadd_pairwise_i16x8_s(lanes);
}

/** The sum of four i32 lanes. */
@inline
export function laneSum(lanes: v128): u32 {
  return <u32>(
    i32x4.extract_lane(lanes, 0) +
    i32x4.extract_lane(lanes, 1) +
    i32x4.extract_lane(lanes, 2) +
    i32x4.extract_lane(lanes, 3)
  );
}

/**
 * Lead changes whose two leaders have moves without a sole leader between them (the direct ones
 * are counted eight at a time): for each move in `bridges` (bit i: move m + i) that starts a lead
 * right after a move without one, 1 if the last sole leader before it was the other player.
 */
function bridgedChanges(squares: usize, m: u32, bridges: u32): u32 {
  let changes: u32 = 0;
  while (bridges != 0) {
    const at = m + ctz(bridges);
    bridges &= bridges - 1;
    let before = at - 2;
    while (<i32>before > 0 && soleAfter(squares, before) == RACE_NO_LEADER) before--;
    changes += <u32>(<i32>before > 0 && soleAfter(squares, before) != soleAfter(squares, at));
  }
  return changes;
}

/**
 * Adds one finished game's leader measures to `acc` and its per-move counts to `counts` (see
 * assembly/analyze/counters.ts). `squares` holds the square after each of its `moves` moves
 * (squares[0] and the DUEL_LOG_LEAD before it: the start), with 8 u16 of room after the last.
 */
export function foldDuel(squares: usize, counts: usize, moves: u32, winner: u32, acc: usize): void {
  const halfLeader = soleAfter(squares, moves >> 1);
  // a comeback: the winner was strictly last at half time; decided in the last turn: the winner
  // was not the sole leader before it
  const flags = <u32>(halfLeader == (winner ^ 1)) | (<u32>(soleAfter(squares, moves - 1) != winner) << 1);
  // past the last move nobody moves: no lanes lead there
  v128.store(squares + ((<usize>moves + 1) << 1), i16x8.splat(load<u16>(squares + (<usize>moves << 1))));
  // lane i is move m + i (m a multiple of 8): the first player moves on the odd moves, so the
  // winner on these lanes
  const winnerMoves = v128.xor(i16x8(0, -1, 0, -1, 0, -1, 0, -1), i16x8.splat(-(<i16>winner)));
  const capped = moves < ANALYZE_TURN_CAP ? moves : ANALYZE_TURN_CAP;
  const tableEnd = i16x8.splat(<i16>capped);
  const wins = counts + (<usize>ANALYZE_TURN_CAP << 1);
  let lanes = i16x8(0, 1, 2, 3, 4, 5, 6, 7);
  // who leads after each lane's move, and the lanes before (move 0: nobody)
  let winnerLed = i16x8.splat(0);
  let loserLed = i16x8.splat(0);
  // a true lane is -1: subtracting it counts one
  let trails = i32x4.splat(0);
  let flips = i32x4.splat(0);
  let changes: u32 = 0;
  for (let m: u32 = 0; m <= moves; m += 8) {
    const p = squares + (<usize>m << 1);
    const here = v128.load(p);
    const before = v128.load(p - 2);
    // the mover ahead of the other player, or behind: the winner leads when the mover is the
    // winner and ahead, or the loser and behind
    const ahead = i16x8.gt_s(here, before);
    const behind = i16x8.lt_s(here, before);
    const winnerLeads = v128.bitselect(ahead, behind, winnerMoves);
    const loserLeads = v128.bitselect(behind, ahead, winnerMoves);
    // the same after the move before each lane's (lane 7 of the last block, then lanes 0 to 6)
    const winnerBefore = i8x16.shuffle(winnerLed, winnerLeads, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29);
    const loserBefore = i8x16.shuffle(loserLed, loserLeads, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29);
    winnerLed = winnerLeads;
    loserLed = loserLeads;
    const led = v128.or(winnerLeads, loserLeads);
    trails = i32x4.sub(trails, lanesOf(loserLeads));
    flips = i32x4.sub(flips, lanesOf(v128.or(v128.and(winnerLeads, loserBefore), v128.and(loserLeads, winnerBefore))));
    const bridges = i16x8.bitmask(v128.andnot(led, v128.or(winnerBefore, loserBefore)));
    if (bridges != 0) changes += bridgedChanges(squares, m, bridges);
    if (m < capped) {
      // the per-move counts for moves below min(moves, cap)
      const inTable = i16x8.lt_s(lanes, tableEnd);
      const ledAt = counts + (<usize>m << 1);
      const wonAt = wins + (<usize>m << 1);
      v128.store(ledAt, i16x8.sub(v128.load(ledAt), v128.and(led, inTable)));
      v128.store(wonAt, i16x8.sub(v128.load(wonAt), v128.and(winnerLeads, inTable)));
    }
    lanes = i16x8.add(lanes, i16x8.splat(8));
  }
  changes += laneSum(flips);
  const trailing = laneSum(trails);

  addLeaderOutcome(acc, changes, halfLeader, winner, flags, trailing, rootSum(trailing), moves);
}
