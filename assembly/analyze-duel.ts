// The race measures of a two-player game (assembly/analyze-race.ts defines them), accumulated while
// the game is played instead of replayed from a record. With two players everything follows from
// the sole leader after each move: the winner's rank code is 2 when it leads, 1 when level and 0
// when the loser leads, so the winner trails exactly on the moves the loser leads, and a comeback
// is the loser leading at half time. The kernel keeps, per move, only that leader (a u8) and the
// lead changes; the per-move tables and the trailing moves are then counted sixteen moves at a time.

import {
  ANALYZE_TURN_CAP,
  COMEBACKS,
  DECIDED_LAST_TURN,
  DRAMA,
  DRAMA_WHEN_TRAILED,
  HALF_LEADER_GAMES,
  HALF_LEADER_WINS,
  LEAD_CHANGES,
  RACE_NO_LEADER,
  SECURITY,
  TRAILED_GAMES,
  addAt,
  addMoments,
  keepOutcome,
} from './analyze-race';

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

/** The sole leader after `mover` reached `at` while the other player is on `other`. */
@inline
export function duelLeader(mover: u32, at: u32, other: u32): u32 {
  return select(mover, select(mover ^ 1, RACE_NO_LEADER, at < other), at > other);
}

/** Sixteen i8 lanes added in fours into four i32 lanes. */
@inline
function lanesOf(bytes: v128): v128 {
  return i32x4.extadd_pairwise_i16x8_s(i16x8.extadd_pairwise_i8x16_s(bytes));
}

/**
 * Adds one finished game's leader measures to `acc` and its per-move counts to `counts` (see
 * assembly/analyze-counters.ts): `leads` holds the sole leader after each of its `moves` moves
 * (leads[0], before any move, is RACE_NO_LEADER), `changes` its lead changes.
 */
export function foldDuel(
  leads: usize,
  counts: usize,
  moves: u32,
  winner: u32,
  changes: u32,
  acc: usize,
): void {
  const halfLeader = <u32>load<u8>(leads + (moves >> 1));
  // a comeback: the winner was strictly last at half time; decided in the last turn: the winner
  // was not the sole leader before it
  const flags = <u32>(halfLeader == (winner ^ 1)) | (<u32>(<u32>load<u8>(leads + moves - 1) != winner) << 1);
  // the per-move counts for 1 <= m < min(moves, cap), and the moves the winner trailed (the loser
  // led): from `moves` on the log reads no leader
  const none = i8x16.splat(-1);
  v128.store(leads + moves, none);
  const capped = moves < ANALYZE_TURN_CAP ? moves : ANALYZE_TURN_CAP;
  const mine = i8x16.splat(<i8>winner);
  const theirs = i8x16.splat(<i8>(winner ^ 1));
  const wins = counts + (<usize>ANALYZE_TURN_CAP << 1);
  // a true lane is -1: subtracting it counts one
  let trails = i32x4.splat(0);
  let m: u32 = 0;
  for (; m < capped; m += 16) {
    const leaders = v128.load(leads + m);
    const isLed = v128.not(i8x16.eq(leaders, none));
    const isWon = i8x16.eq(leaders, mine);
    const led = counts + (<usize>m << 1);
    const won = wins + (<usize>m << 1);
    v128.store(led, i16x8.sub(v128.load(led), i16x8.extend_low_i8x16_s(isLed)));
    v128.store(led, i16x8.sub(v128.load(led, 16), i16x8.extend_high_i8x16_s(isLed)), 16);
    v128.store(won, i16x8.sub(v128.load(won), i16x8.extend_low_i8x16_s(isWon)));
    v128.store(won, i16x8.sub(v128.load(won, 16), i16x8.extend_high_i8x16_s(isWon)), 16);
    trails = i32x4.sub(trails, lanesOf(i8x16.eq(leaders, theirs)));
  }
  for (; m < moves; m += 16) trails = i32x4.sub(trails, lanesOf(i8x16.eq(v128.load(leads + m), theirs)));
  const trailing = <u32>(
    i32x4.extract_lane(trails, 0) +
    i32x4.extract_lane(trails, 1) +
    i32x4.extract_lane(trails, 2) +
    i32x4.extract_lane(trails, 3)
  );

  addMoments(acc, LEAD_CHANGES, <f64>changes);
  // adding 0 leaves a sum as it was: no branch
  addAt(acc, HALF_LEADER_GAMES, <f64>(halfLeader != RACE_NO_LEADER));
  addAt(acc, HALF_LEADER_WINS, <f64>(halfLeader == winner));
  addAt(acc, COMEBACKS, <f64>(flags & 1));
  addAt(acc, DECIDED_LAST_TURN, <f64>(flags >> 1));
  let drama: f64 = 0;
  if (trailing > 0) {
    drama = rootSum(trailing) / <f64>trailing;
    addAt(acc, TRAILED_GAMES, 1);
    addMoments(acc, DRAMA_WHEN_TRAILED, drama);
  }
  addMoments(acc, DRAMA, drama);
  addMoments(acc, SECURITY, 1 - <f64>trailing / <f64>moves);
  keepOutcome(changes, halfLeader, flags, trailing, drama);
}
