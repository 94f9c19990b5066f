// Snakes and Ladders kernels. The host (src/games/snakes/kernel.ts) folds the board and its rules (die,
// overshoot, one jump per landing, roll again on a six) into transition tables, so a kernel only
// looks things up. Squares are rows; a piece's state is the absolute address of its square's row.
//
// Single table (one roll): the u32 at row(p) + 4d is the row address after rolling d + 1 from p
//   (finishRow when the roll wins, one past the last row); the u64 at finishRow + 2·(entry - single)
//   holds that roll's climb (bits 0-31) and slide (bits 32-63).
// Pair table (two rolls): 8-byte entries at pairs + row + 8(d1·faces + d2), where a row is an
//   offset from the table's start: four u16, the row after both rolls (finishRow when the first
//   roll wins, finishRow + 8 when the second does), then the climb, the slide and the turns ended
//   (each roll that is not a six ends a turn, and so does a winning six). Small enough (28.8 KB
//   for 100 squares and a d6) to stay in the L1 cache; the sums widen into an i32x4 accumulator.
//
// Metrics (result block indices): 0 turns (of the winner), 1 rolls, 2 moves (turns of all players),
// 3 climbs, 4 slides. With `log` not 0, each game also writes LOG_WORDS u32 at log + 32·g: turns,
// rolls, moves, climbs, slides, winner seat, stream position of the game's first die (low 32 bits).

import { DICE, DICE_TARGET, fillDice, seedStream } from '../../rng';
import { Status, WIN_UNITS, addGames, bestOffer, histAdd, setStatus, winAdd } from '../../results';

export const LOG_WORDS: u32 = 8;
const METRIC_TURNS: u32 = 0;
const METRIC_ROLLS: u32 = 1;
const METRIC_MOVES: u32 = 2;
const METRIC_CLIMBS: u32 = 3;
const METRIC_SLIDES: u32 = 4;
const MAX_PLAYERS: u32 = 16;

// The dice cursor. Hot loops copy it into locals (a global is a memory access in V8).
let diceNext: u32 = 0;
let diceAvail: u32 = 0;
/** Stream position of DICE[0]: dice drawn before the buffer's first die. */
let diceBase: u64 = 0;

function startStream(seed: u64, chunk: u64): void {
  seedStream(seed, chunk);
  diceNext = 0;
  diceAvail = 0;
  diceBase = 0;
}

/** Moves the unread dice (at most one) to the front, refills after them, and returns the new
 *  fill level; the reader's cursor becomes 0. */
function refillDice(faces: u32, next: u32, avail: u32): u32 {
  const left = avail - next;
  if (left == 1) store<u8>(DICE, load<u8>(DICE + next));
  diceBase += next;
  return left + fillDice(DICE + left, faces, DICE_TARGET);
}

// One player's game played a roll at a time (outputs in these globals).
let gameTurns: u32 = 0;
let gameRolls: u32 = 0;
let gameClimbs: u32 = 0;
let gameSlides: u32 = 0;

/** Plays one player's game from `startRow` with the single table. Returns false if it passes `maxRolls`. */
function rollToFinish(single: usize, accBase: usize, startRow: u32, finishRow: u32, faces: u32, six: u32, maxRolls: u32): bool {
  let next = diceNext;
  let avail = diceAvail;
  let e = startRow;
  let endedTurns: u32 = 0;
  let rolls: u32 = 0;
  let climbs: u32 = 0;
  let slides: u32 = 0;
  let d: u32 = 0;
  while (e < finishRow) {
    if (next >= avail) {
      avail = refillDice(faces, next, avail);
      next = 0;
    }
    d = <u32>load<u8>(DICE + next);
    next++;
    const entry = e + (d << 2);
    e = load<u32>(entry);
    const jump = load<u64>(accBase + (<usize>entry << 1));
    climbs += <u32>jump;
    slides += <u32>(jump >> 32);
    if (d != six) endedTurns++;
    if (++rolls > maxRolls) return false;
  }
  diceNext = next;
  diceAvail = avail;
  // a turn ends on each roll that is not a six, and on the winning roll even if it is a six
  gameTurns = endedTurns + <u32>(d == six);
  gameRolls = rolls;
  gameClimbs = climbs;
  gameSlides = slides;
  return true;
}

/** Adds one finished game (match) to the result block and, when asked, to the per-game log. */
@inline
function recordGame(
  res: usize,
  log: usize,
  g: u32,
  players: u32,
  winTurns: u32,
  winner: u32,
  rolls: u32,
  moves: u32,
  climbs: u32,
  slides: u32,
  firstPosition: u64,
): void {
  histAdd(res, METRIC_TURNS, winTurns);
  histAdd(res, METRIC_ROLLS, rolls);
  if (players > 1) histAdd(res, METRIC_MOVES, moves);
  histAdd(res, METRIC_CLIMBS, climbs);
  histAdd(res, METRIC_SLIDES, slides);
  winAdd(res, winner, WIN_UNITS);
  if (log != 0) logGame(log, g, winTurns, rolls, moves, climbs, slides, winner, firstPosition);
}

function logGame(
  log: usize,
  g: u32,
  turns: u32,
  rolls: u32,
  moves: u32,
  climbs: u32,
  slides: u32,
  winner: u32,
  position: u64,
): void {
  const r = log + ((<usize>g * LOG_WORDS) << 2);
  store<u32>(r, turns);
  store<u32>(r, rolls, 4);
  store<u32>(r, moves, 8);
  store<u32>(r, climbs, 12);
  store<u32>(r, slides, 16);
  store<u32>(r, winner, 20);
  store<u32>(r, <u32>position, 24);
  store<u32>(r, 0, 28);
}

/** Unpacks a pair-table game's i32x4 sums (lanes: junk, climbs, slides, turns ended). */
@inline
function gameFromPairs(sums: v128, position: u64): void {
  gameTurns = <u32>i32x4.extract_lane(sums, 3);
  gameRolls = <u32>(diceBase + diceNext - position);
  gameClimbs = <u32>i32x4.extract_lane(sums, 1);
  gameSlides = <u32>i32x4.extract_lane(sums, 2);
}

// Where playPairs left off (the pair kernels for several players).
let pairRowReached: u32 = 0;

/**
 * Plays one player's game two rolls per lookup and returns its i32x4 sums. Lives in a small
 * function of its own because V8 spills the hot loop's variables in a big one; exported only so
 * that Binaryen does not inline it back into its one caller.
 */
export function playPairs(pairs: usize, startRow: u32, finishRow: u32, faces: u32, maxRolls: u32): v128 {
  let next = diceNext;
  let avail = diceAvail;
  const position = diceBase + next;
  let e = startRow;
  let sums = i32x4.splat(0);
  while (e < finishRow) {
    if (next + 1 >= avail) {
      if (<u32>(diceBase + next - position) > maxRolls) break;
      avail = refillDice(faces, next, avail);
      next = 0;
    }
    const entry = pairs + ((<u32>load<u8>(DICE + next) * faces + <u32>load<u8>(DICE + next + 1)) << 3) + e;
    next += 2;
    e = load<u16>(entry);
    sums = i32x4.add(sums, i32x4.extend_low_i16x8_u(v128.load64_zero(entry)));
  }
  // won on the first roll of the pair: its second die is the next game's first
  if (e == finishRow) next--;
  diceNext = next;
  diceAvail = avail;
  pairRowReached = e;
  return sums;
}

/**
 * One player's games, two rolls per lookup: the hot path (the main job). The pair loop is written
 * out here rather than calling playPairs, because V8 allocates registers well only when it sits in
 * a small function. A game longer than
 * `maxRolls` (checked at each refill of the dice buffer) makes the kernel return GAME_TOO_LONG.
 */
export function snakesSolo(
  pairs: usize,
  start: u32,
  finish: u32,
  faces: u32,
  maxRolls: u32,
  seed: u64,
  chunk: u64,
  games: u32,
  res: usize,
  log: usize,
): i32 {
  if (faces < 2 || faces > 256) return setStatus(res, Status.BAD_ARGUMENT);
  startStream(seed, chunk);
  const pairRow = faces * faces * 8;
  const startRow = start * pairRow;
  const finishRow = finish * pairRow;
  let next: u32 = 0;
  let avail: u32 = 0;
  let bestTurns: u32 = U32.MAX_VALUE;
  let bestIndex: u64 = 0;
  let bestPosition: u64 = 0;
  for (let g: u32 = 0; g < games; g++) {
    const position = diceBase + next;
    let e = startRow;
    let sums = i32x4.splat(0);
    while (e < finishRow) {
      if (next + 1 >= avail) {
        if (<u32>(diceBase + next - position) > maxRolls) return setStatus(res, Status.GAME_TOO_LONG);
        avail = refillDice(faces, next, avail);
        next = 0;
      }
      const entry = pairs + ((<u32>load<u8>(DICE + next) * faces + <u32>load<u8>(DICE + next + 1)) << 3) + e;
      next += 2;
      e = load<u16>(entry);
      sums = i32x4.add(sums, i32x4.extend_low_i16x8_u(v128.load64_zero(entry)));
    }
    // won on the first roll of the pair: its second die is the next game's first
    if (e == finishRow) next--;
    const turns = <u32>i32x4.extract_lane(sums, 3);
    const rolls = <u32>(diceBase + next - position);
    const climbs = <u32>i32x4.extract_lane(sums, 1);
    const slides = <u32>i32x4.extract_lane(sums, 2);
    histAdd(res, METRIC_TURNS, turns);
    histAdd(res, METRIC_ROLLS, rolls);
    histAdd(res, METRIC_CLIMBS, climbs);
    histAdd(res, METRIC_SLIDES, slides);
    if (turns < bestTurns) {
      bestTurns = turns;
      bestIndex = g;
      bestPosition = position;
    }
    if (log != 0) logGame(log, g, turns, rolls, turns, climbs, slides, 0, position);
  }
  winAdd(res, 0, WIN_UNITS * games);
  addGames(res, games);
  if (games > 0) bestOffer(res, bestTurns, chunk, bestIndex, bestPosition);
  return Status.OK;
}

/**
 * Plays `games` games of chunk `chunk` for several players, two rolls per lookup; each player
 * plays a whole game alone, one after another (the seed's "independent" mode).
 */
export function snakesPairs(
  pairs: usize,
  start: u32,
  finish: u32,
  faces: u32,
  players: u32,
  maxRolls: u32,
  seed: u64,
  chunk: u64,
  games: u32,
  res: usize,
  log: usize,
): i32 {
  if (players < 1 || players > MAX_PLAYERS || faces < 2 || faces > 256) return setStatus(res, Status.BAD_ARGUMENT);
  startStream(seed, chunk);
  const pairRow = faces * faces * 8;
  const startRow = start * pairRow;
  const finishRow = finish * pairRow;
  let bestTurns: u32 = U32.MAX_VALUE;
  let bestIndex: u64 = 0;
  let bestPosition: u64 = 0;

  for (let g: u32 = 0; g < games; g++) {
    let winTurns: u32 = U32.MAX_VALUE;
    let winner: u32 = 0;
    let matchRolls: u32 = 0;
    let matchMoves: u32 = 0;
    let matchClimbs: u32 = 0;
    let matchSlides: u32 = 0;
    const firstPosition = diceBase + diceNext;
    for (let p: u32 = 0; p < players; p++) {
      const position = diceBase + diceNext;
      const sums = playPairs(pairs, startRow, finishRow, faces, maxRolls);
      if (pairRowReached < finishRow) return setStatus(res, Status.GAME_TOO_LONG);
      gameFromPairs(sums, position);
      const turns = gameTurns;
      const rolls = gameRolls;
      const climbs = gameClimbs;
      const slides = gameSlides;
      if (turns < winTurns) {
        winTurns = turns;
        winner = p;
      }
      if (turns < bestTurns) {
        bestTurns = turns;
        bestIndex = <u64>g * players + p;
        bestPosition = position;
      }
      matchRolls += rolls;
      matchMoves += turns;
      matchClimbs += climbs;
      matchSlides += slides;
    }
    recordGame(res, log, g, players, winTurns, winner, matchRolls, matchMoves, matchClimbs, matchSlides, firstPosition);
  }
  addGames(res, games);
  if (games > 0) bestOffer(res, bestTurns, chunk, bestIndex, bestPosition);
  return Status.OK;
}

const POSITIONS: usize = memory.data(<i32>MAX_PLAYERS * 4, 16);

// Where playTurns stands: the next die, the player to move, and the game's sums so far.
let turnNext: u32 = 0;
let turnPlayer: u32 = 0;
let turnMoves: u32 = 0;
let turnRolls: u32 = 0;
let turnClimbs: u32 = 0;
let turnSlides: u32 = 0;

/** Where playTurns stopped, for its next call and its caller. */
@inline
function keepTurns(next: u32, p: u32, moves: u32, rolls: u32, climbs: u32, slides: u32): void {
  turnNext = next;
  turnPlayer = p;
  turnMoves = moves;
  turnRolls = rolls;
  turnClimbs = climbs;
  turnSlides = slides;
}

/**
 * Plays the real game on from where playTurns stands (each player's row in POSITIONS), a turn at a
 * time, until it is won (returns true) or the dice buffer runs out (false: it stands before the
 * roll that needs a die, mid-turn after a six or at a turn's start: either way the next call rolls
 * it). A function without calls, so that V8 keeps the loop's variables in registers: the dice
 * buffer is refilled by the caller.
 */
function playTurns(accBase: usize, finishRow: u32, six: u32, avail: u32, players: u32): bool {
  let next = turnNext;
  let p = turnPlayer;
  let moves = turnMoves;
  let rolls = turnRolls;
  let climbs = turnClimbs;
  let slides = turnSlides;
  for (;;) {
    let e = load<u32>(POSITIONS + (p << 2));
    let d: u32 = 0;
    // one turn: a roll, and another after each six, until the finish
    do {
      if (next >= avail) {
        store<u32>(POSITIONS + (p << 2), e);
        keepTurns(next, p, moves, rolls, climbs, slides);
        return false;
      }
      d = <u32>load<u8>(DICE + next);
      next++;
      const entry = e + (d << 2);
      e = load<u32>(entry);
      const jump = load<u64>(accBase + (<usize>entry << 1));
      climbs += <u32>jump;
      slides += <u32>(jump >> 32);
      rolls++;
    } while (d == six && e < finishRow);
    moves++;
    if (e >= finishRow) break;
    store<u32>(POSITIONS + (p << 2), e);
    p = p + 1 == players ? 0 : p + 1;
  }
  keepTurns(next, p, moves, rolls, climbs, slides);
  return true;
}

/**
 * Plays `games` games of chunk `chunk` one roll at a time. `alternating` = 0: as snakesPairs, each
 * player a whole game alone; 1: the real game, players taking turns on one board, the first home
 * wins. Returns a Status.
 */
export function snakesSingle(
  single: usize,
  start: u32,
  finish: u32,
  faces: u32,
  six: u32,
  players: u32,
  alternating: u32,
  maxRolls: u32,
  seed: u64,
  chunk: u64,
  games: u32,
  res: usize,
  log: usize,
): i32 {
  if (players < 1 || players > MAX_PLAYERS || faces < 2 || faces > 256) return setStatus(res, Status.BAD_ARGUMENT);
  startStream(seed, chunk);
  const singleRow = faces * 4;
  const startRow = <u32>single + start * singleRow;
  const finishRow = <u32>single + finish * singleRow;
  // the climb sums sit right after the table (see the layout above)
  const accBase = single + <usize>(finish * singleRow) - (single << 1);
  let bestTurns: u32 = U32.MAX_VALUE;
  let bestIndex: u64 = 0;
  let bestPosition: u64 = 0;

  for (let g: u32 = 0; g < games; g++) {
    let winTurns: u32 = U32.MAX_VALUE;
    let winner: u32 = 0;
    let matchRolls: u32 = 0;
    let matchMoves: u32 = 0;
    let matchClimbs: u32 = 0;
    let matchSlides: u32 = 0;
    const firstPosition = diceBase + diceNext;
    if (alternating == 0) {
      for (let p: u32 = 0; p < players; p++) {
        const position = diceBase + diceNext;
        if (!rollToFinish(single, accBase, startRow, finishRow, faces, six, maxRolls)) {
          return setStatus(res, Status.GAME_TOO_LONG);
        }
        if (gameTurns < winTurns) {
          winTurns = gameTurns;
          winner = p;
        }
        if (gameTurns < bestTurns) {
          bestTurns = gameTurns;
          bestIndex = <u64>g * players + p;
          bestPosition = position;
        }
        matchRolls += gameRolls;
        matchMoves += gameTurns;
        matchClimbs += gameClimbs;
        matchSlides += gameSlides;
      }
    } else {
      for (let p: u32 = 0; p < players; p++) store<u32>(POSITIONS + (p << 2), startRow);
      turnPlayer = 0;
      turnMoves = 0;
      turnRolls = 0;
      turnClimbs = 0;
      turnSlides = 0;
      turnNext = diceNext;
      // called from two places, so that Binaryen does not inline it (and its loop's variables
      // with it) into this function
      if (!playTurns(accBase, finishRow, six, diceAvail, players)) {
        do {
          if (turnRolls > maxRolls) return setStatus(res, Status.GAME_TOO_LONG);
          diceAvail = refillDice(faces, turnNext, diceAvail);
          turnNext = 0;
        } while (!playTurns(accBase, finishRow, six, diceAvail, players));
      }
      diceNext = turnNext;
      if (turnRolls > maxRolls) return setStatus(res, Status.GAME_TOO_LONG);
      winner = turnPlayer;
      matchMoves = turnMoves;
      // the winner moved on moves winner + 1, winner + 1 + players, …, the last one
      winTurns = (matchMoves - 1 - winner) / players + 1;
      matchRolls = turnRolls;
      matchClimbs = turnClimbs;
      matchSlides = turnSlides;
    }
    recordGame(res, log, g, players, winTurns, winner, matchRolls, matchMoves, matchClimbs, matchSlides, firstPosition);
  }
  addGames(res, games);
  if (games > 0 && alternating == 0) bestOffer(res, bestTurns, chunk, bestIndex, bestPosition);
  return Status.OK;
}
