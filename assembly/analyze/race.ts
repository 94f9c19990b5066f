// The design measures of a race (Snakes and Ladders, Candy Land: every piece heads for the same
// finish, the furthest along leads). A game kernel keeps its hot loop as plain as the simulation's
// and writes each move's record (a u32: the mover's position after the move in bits 0-15, the mover
// in bits 16-31); once the game is over, foldLeaders replays the record with the winner known and
// adds the game's leader measures to the sums. Snakes and Ladders needs no replay: its kernel logs
// a square per move and reads the measures from it (assembly/analyze/duel.ts for two players,
// assembly/analyze/field.ts for more).
//
// Sums (f64 at acc + 8·i, see src/games/snakes/analysis-kernel.ts for their names): the scalars, then per move
// t < ANALYZE_TURN_CAP the games with a sole leader after t moves and how many of those it won, then
// per position the turns that ended there, then per position the (player, game) pairs that used the
// jump there at least once (Snakes and Ladders).

import { WIN_UNITS, histAdd, winAdd } from '../results';

export const ANALYZE_TURN_CAP: u32 = 512;
export const ANALYZE_SCALARS: u32 = 16;
export const ANALYZE_LOG_BYTES: u32 = 40;
export const RACE_MAX_PLAYERS: u32 = 16;
/** The offset of the per-position turn counts in the sums. */
export const VISITS_BASE: u32 = ANALYZE_SCALARS + 2 * ANALYZE_TURN_CAP;
/** "No sole leader" (everyone level at the top). */
export const RACE_NO_LEADER: u32 = 255;
const NONE = RACE_NO_LEADER;

export const LEAD_CHANGES: u32 = 0;
export const HALF_LEADER_GAMES: u32 = 2;
export const HALF_LEADER_WINS: u32 = 3;
export const COMEBACKS: u32 = 4;
export const DECIDED_LAST_TURN: u32 = 5;
export const DRAMA: u32 = 6;
export const TRAILED_GAMES: u32 = 8;
export const DRAMA_WHEN_TRAILED: u32 = 9;
export const SECURITY: u32 = 11;
export const COVERAGE: u32 = 13;

// Every player's position during the replay, and at index NONE a position above any other, so
// that "the leader was passed" reads false, without a branch, while there is no leader yet.
const POSITIONS: usize = memory.data(<i32>(NONE + 1) * 4, 16);
/** √(threshold − code · unit) for each rank code below CardStock's drama threshold, 0 from it on
 *  (f64 at 8 · code). */
export const DRAMA_ROOTS: usize = memory.data(<i32>RACE_MAX_PLAYERS * 2 * 8, 16);

// The last game's leader measures, as the fold that computed them left them (for the log):
// u32 lead changes, u32 sole leader at half time, u32 flags (1: comeback, 2: decided in the last
// turn), u32 moves the winner trailed, f64 drama.
const OUTCOME: usize = memory.data(24, 16);

/** Adds x to the sum at slot i. */
@inline
export function addAt(acc: usize, i: u32, x: f64): void {
  const p = acc + (<usize>i << 3);
  store<f64>(p, load<f64>(p) + x);
}

/** Adds x to the sum at slot i and x² to the slot after it. */
@inline
export function addMoments(acc: usize, i: u32, x: f64): void {
  addAt(acc, i, x);
  addAt(acc, i + 1, x * x);
}

/** Prepares the drama table for `players` players (once per kernel call). */
export function prepareRace(players: u32): void {
  store<u32>(POSITIONS + (<usize>NONE << 2), U32.MAX_VALUE);
  if (players < 2) return;
  // CardStock's threshold (1 + (n-2)/(n-1))/2, in the rank codes' unit of 1/(2(n-1))
  const threshold: u32 = 2 * players - 3;
  const codeUnit: f64 = 1.0 / <f64>(2 * (players - 1));
  for (let code: u32 = 0; code < 2 * RACE_MAX_PLAYERS; code++) {
    store<f64>(DRAMA_ROOTS + (<usize>code << 3), code < threshold ? Math.sqrt(<f64>(threshold - code) * codeUnit) : 0);
  }
}

/** Keeps the last game's leader measures for the log. */
export function keepOutcome(changes: u32, halfLeader: u32, flags: u32, trailing: u32, drama: f64): void {
  store<u32>(OUTCOME, changes);
  store<u32>(OUTCOME, halfLeader, 4);
  store<u32>(OUTCOME, flags, 8);
  store<u32>(OUTCOME, trailing, 12);
  store<f64>(OUTCOME, drama, 16);
}

/**
 * Adds a game's leader measures to the sums at `acc` and keeps them for the log: `changes` lead
 * changes, the sole leader at half time (NONE: none), `flags` (bit 0: a comeback, bit 1: decided
 * in the last turn), the `trailing` moves after which the winner trailed and `roots` (the drama's
 * roots summed over them) of a game of `moves` moves. Every fold ends here, so that they add alike.
 */
@inline
export function addLeaderOutcome(
  acc: usize,
  changes: u32,
  halfLeader: u32,
  winner: u32,
  flags: u32,
  trailing: u32,
  roots: f64,
  moves: u32,
): void {
  addMoments(acc, LEAD_CHANGES, <f64>changes);
  // adding 0 leaves a sum as it was: no branch
  addAt(acc, HALF_LEADER_GAMES, <f64>(halfLeader != NONE));
  addAt(acc, HALF_LEADER_WINS, <f64>(halfLeader == winner));
  addAt(acc, COMEBACKS, <f64>(flags & 1));
  addAt(acc, DECIDED_LAST_TURN, <f64>(flags >> 1));
  let drama: f64 = 0;
  if (trailing > 0) {
    drama = roots / <f64>trailing;
    addAt(acc, TRAILED_GAMES, 1);
    addMoments(acc, DRAMA_WHEN_TRAILED, drama);
  }
  addMoments(acc, DRAMA, drama);
  addMoments(acc, SECURITY, 1 - <f64>trailing / <f64>moves);
  keepOutcome(changes, halfLeader, flags, trailing, drama);
}

/** Adds the measures both one game and the whole race have: the winner's turns (metric 0), the
 *  moves (metric 1), the win, and the share of the board's positions some turn ended on. */
export function addRaceResult(
  res: usize,
  acc: usize,
  winner: u32,
  winTurns: u32,
  moves: u32,
  covered: u32,
  finish: u32,
): void {
  histAdd(res, 0, winTurns);
  histAdd(res, 1, moves);
  winAdd(res, winner, WIN_UNITS);
  addMoments(acc, COVERAGE, <f64>covered / <f64>finish);
}

/** Writes the last game's record (its outcome as the fold kept it) to log + ANALYZE_LOG_BYTES·g. */
export function logRaceGame(log: usize, g: u32, winTurns: u32, moves: u32, winner: u32, covered: u32): void {
  const r = log + <usize>g * ANALYZE_LOG_BYTES;
  store<u32>(r, winTurns);
  store<u32>(r, moves, 4);
  store<u32>(r, winner, 8);
  store<u32>(r, load<u32>(OUTCOME), 12);
  store<u32>(r, load<u32>(OUTCOME, 4), 16);
  store<u32>(r, load<u32>(OUTCOME, 8), 20);
  store<u32>(r, load<u32>(OUTCOME, 12), 24);
  store<u32>(r, covered, 28);
  store<f64>(r, load<f64>(OUTCOME, 16), 32);
}

/**
 * Adds one finished game to the result block and its measures to `acc`. `history` holds the
 * game's `moves` move records; `cover` has a u32 stamp per position (`stamp` marks this game, so
 * nothing is cleared between games). With `log` not 0, the game's record goes to the log.
 */
export function foldRaceGame(
  history: usize,
  moves: u32,
  players: u32,
  start: u32,
  finish: u32,
  winner: u32,
  winTurns: u32,
  stamp: u32,
  cover: usize,
  res: usize,
  acc: usize,
  log: usize,
  g: u32,
): void {
  // the heat map and coverage; position 0 (off the board) is stamped first so that it never counts
  store<u32>(cover, stamp);
  const visits = acc + (<usize>VISITS_BASE << 3);
  let covered: u32 = 0;
  for (let t: u32 = 0; t < moves; t++) {
    const at = <usize>(load<u32>(history + (<usize>t << 2)) & 0xffff);
    const v = visits + (at << 3);
    store<f64>(v, load<f64>(v) + 1);
    const c = cover + (at << 2);
    covered += <u32>(load<u32>(c) != stamp);
    store<u32>(c, stamp);
  }
  addRaceResult(res, acc, winner, winTurns, moves, covered, finish);
  if (players > 1) foldLeaders(history, moves, players, start, winner, acc);
  else keepOutcome(0, NONE, 0, 0, 0);
  if (log != 0) logRaceGame(log, g, winTurns, moves, winner, covered);
}

/**
 * Replays one finished game of two players or more from its `moves` move records at `history`
 * and adds its leader measures to `acc`.
 */
export function foldLeaders(history: usize, moves: u32, players: u32, start: u32, winner: u32, acc: usize): void {
  let changes: u32 = 0;
  let halfLeader: u32 = NONE;
  let flags: u32 = 0;
  let trailing: u32 = 0;
  for (let q: u32 = 0; q < players; q++) store<u32>(POSITIONS + (q << 2), start);
  const threshold: u32 = 2 * players - 3;
  const half = moves >> 1;
  const aheadGames = acc + (<usize>ANALYZE_SCALARS << 3);
  const aheadWins = aheadGames + (<usize>ANALYZE_TURN_CAP << 3);
  const capped = moves < ANALYZE_TURN_CAP ? moves : ANALYZE_TURN_CAP;
  let leader: u32 = NONE;
  let beforeLast: u32 = NONE;
  let roots: f64 = 0;
  for (let t: u32 = 0; t < moves; t++) {
    const record = load<u32>(history + (<usize>t << 2));
    const at = record & 0xffff;
    const mover = record >>> 16;
    store<u32>(POSITIONS + (mover << 2), at);
    // the sole leader (first: the first player on the top position; atTop: how many are there),
    // and the winner's rank code: twice the opponents strictly behind plus those level
    // (CardStock's rank estimate in units of 1/(2(n-1))), counting the winner itself as level
    const mine = load<u32>(POSITIONS + (winner << 2));
    let top = load<u32>(POSITIONS);
    let atTop: u32 = 1;
    let first: u32 = 0;
    let code: u32 = (<u32>(top < mine) << 1) + <u32>(top == mine);
    for (let q: u32 = 1; q < players; q++) {
      const other = load<u32>(POSITIONS + (q << 2));
      code += (<u32>(other < mine) << 1) + <u32>(other == mine);
      const above = other > top;
      first = select(q, first, above);
      atTop = select(1, atTop + <u32>(other == top), above);
      top = select(other, top, above);
    }
    code--;
    const sole = select(first, NONE, atTop == 1);
    // the leader stays until someone is strictly ahead of them (a shared lead changes nothing)
    const passed = load<u32>(POSITIONS + (leader << 2)) < top;
    changes += <u32>passed;
    leader = leader == NONE ? sole : select(select(mover, first, at == top), leader, passed);
    const m = t + 1;
    if (m < capped) {
      const slot = <usize>m << 3;
      store<f64>(aheadGames + slot, load<f64>(aheadGames + slot) + <f64>(sole != NONE));
      store<f64>(aheadWins + slot, load<f64>(aheadWins + slot) + <f64>(sole == winner));
    }
    if (m == half) {
      halfLeader = sole;
      // a comeback: the winner was strictly last at half time
      flags |= <u32>(code == 0);
    }
    if (m + 1 == moves) beforeLast = sole;
    trailing += <u32>(code < threshold);
    roots += load<f64>(DRAMA_ROOTS + (<usize>code << 3));
  }
  // decided in the last turn: the winner was not the sole leader before it
  flags |= <u32>(beforeLast != winner) << 1;
  addLeaderOutcome(acc, changes, halfLeader, winner, flags, trailing, roots, moves);
}
