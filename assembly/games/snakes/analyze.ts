// The design measures of Snakes and Ladders (`boardsim analyze snakes`): the real game, players
// taking turns on one board, played with the plain simulation's hot loop (the dice buffer, one
// table lookup per roll, no branch on anything but the roll again and the finish). Each move only
// writes the square it ended on (a u16), and each roll a jump record; once the game is over, the
// turns on each square are counted from that log (assembly/analyze/counters.ts), and with two
// players the leader measures read from it eight moves at a time (assembly/analyze/duel.ts; with
// more, assembly/analyze/field.ts).
//
// Table: the u64 at row + 8d is the landing after rolling d + 1 from the square whose row starts
// at address `row` (table + square · faces · 8): bits 0-31 the next square's row, bits 32-45 that
// square, bit 46 set when it is the finish, bit 47 when the roll rolls again (a six, short of the
// finish), bits 48-63 the jump square landed on plus one (0: no jump). The rules' outcomes sit in
// the entry, so that the hot loop needs no register for them.
//
// Scratch (src/games/snakes/analysis-kernel.ts mirrors it): the per-game logs at fixed offsets: the
// squares (a u16 per move, from SQUARES), the jump records (u32: the jump square plus one, the
// player in bits 16-31; every roll writes one and only a jump moves the cursor on, so that
// recording a jump needs no branch; ANALYZE_MAX_MOVES of them and JUMP_SLACK more); then the
// counters (assembly/analyze/counters.ts) and a u32 stamp per player and square (a jump's first
// use in a game), both zero on the first call (stampBase 0). Stamps mark game g with
// stampBase + g + 1, so that nothing is cleared between games.

import { RACE_MAX_PLAYERS, RACE_NO_LEADER, addRaceResult, keepOutcome, logRaceGame, prepareRace } from '../../analyze/race';
import { countJumpUse, countedGame, flushCounters, leaderCounts, raceCounterBytes, startCounting, visitSquares } from '../../analyze/counters';
import { foldDuel, prepareDuel, startDuelLog } from '../../analyze/duel';
import { foldField, prepareField, startFieldLog } from '../../analyze/field';
import { DICE, DICE_TARGET, fillDice, seedStream } from '../../rng';
import { Status, addGames, setStatus } from '../../results';

/** The longest game the scratch holds (src/games/snakes/analysis-kernel.ts's ANALYZE_MAX_MOVES). */
const ANALYZE_MAX_MOVES: u32 = 1 << 20;
/** Entries the logs hold beyond the moves: a dice buffer's worth (fillDice writes at most
 *  DICE_TARGET + 7 dice), and the jump record every roll writes past the last. */
const JUMP_SLACK: u32 = DICE_TARGET + 16;
/** Where the squares log puts the start (move 0), with room for RACE_MAX_PLAYERS - 1 squares
 *  before it (startFieldLog). */
const SQUARES: usize = 32;
/** The squares log's bytes: those before the start, a u16 per move and the start (a dice
 *  buffer's worth more: the bound is checked at each refill), and a v128 after the last (the folds
 *  read eight at a time), rounded to 16. */
const JUMP_LOG: usize = ((<usize>ANALYZE_MAX_MOVES + JUMP_SLACK) << 1) + 64;
const COUNTERS: usize = JUMP_LOG + ((<usize>ANALYZE_MAX_MOVES + JUMP_SLACK) << 2);
/** The landing's square (boards have at most 1000 squares), and its flags. */
const SQUARE_MASK: u32 = 0x3fff;
const WINS: u32 = 0x4000;
const ROLLS_AGAIN: u32 = 0x8000;
const ROWS: usize = memory.data(<i32>RACE_MAX_PLAYERS * 4, 16);

// Where playOn stands: the next die, the player to move, the last move's square in the squares
// log and the next jump record.
let playNext: u32 = 0;
let playPlayer: u32 = 0;
let playSquare: usize = 0;
let playJump: usize = 0;

/**
 * Plays the game on from where playOn stands (each player's square row in ROWS), a turn at a
 * time, until it is won (returns true) or the dice buffer runs out (false: it stands before the
 * roll that needs a die). A function without calls, and called from two places so that Binaryen
 * does not inline it: V8 keeps no register across a call, so the refill's call would have the hot
 * loop keep its variables on the stack.
 */
function playOn(avail: u32, players: u32): bool {
  let next = playNext;
  let p = playPlayer;
  let square = playSquare;
  let jumpRecord = playJump;
  for (;;) {
    let row = load<u32>(ROWS + (p << 2));
    let landed: u32 = 0;
    // one turn: a roll, and another after each six, until the finish
    do {
      if (next >= avail) {
        store<u32>(ROWS + (p << 2), row);
        playNext = next;
        playPlayer = p;
        playSquare = square;
        playJump = jumpRecord;
        return false;
      }
      const d = <u32>load<u8>(DICE + next);
      next++;
      const entry = load<u64>(<usize>row + (d << 3));
      row = <u32>entry;
      landed = <u32>(entry >>> 32);
      const jump = landed >>> 16;
      store<u32>(jumpRecord, jump | (p << 16));
      jumpRecord += <usize>(jump != 0) << 2;
    } while (landed & ROLLS_AGAIN);
    store<u32>(ROWS + (p << 2), row);
    square += 2;
    store<u16>(square, <u16>(landed & SQUARE_MASK));
    if (landed & WINS) break;
    p = p + 1 == players ? 0 : p + 1;
  }
  playNext = next;
  playPlayer = p;
  playSquare = square;
  playJump = jumpRecord;
  return true;
}

/**
 * Plays `games` games of chunk `chunk` with `players` players taking turns and adds their measures
 * to `acc`, their winner's turns (metric 0) and moves (metric 1) to the result block. `maxMoves`
 * (at most ANALYZE_MAX_MOVES) bounds a game; `stampBase` + g + 1 marks game g's stamps.
 */
export function analyzeSnakes(
  table: usize,
  start: u32,
  finish: u32,
  faces: u32,
  players: u32,
  maxMoves: u32,
  seed: u64,
  chunk: u64,
  games: u32,
  stampBase: u32,
  res: usize,
  acc: usize,
  scratch: usize,
  log: usize,
): i32 {
  if (players < 1 || players > RACE_MAX_PLAYERS || faces < 2 || faces > 256 || maxMoves > ANALYZE_MAX_MOVES) {
    return setStatus(res, Status.BAD_ARGUMENT);
  }
  seedStream(seed, chunk);
  prepareRace(players);
  prepareDuel();
  prepareField(players);
  startCounting();
  const counters = scratch + COUNTERS;
  const jumpStamps = counters + raceCounterBytes(finish);
  if (stampBase == 0) memory.fill(counters, 0, raceCounterBytes(finish) + ((<usize>players * (finish + 1)) << 2));
  const counts = leaderCounts(counters, finish);
  const isDuel = players == 2;
  const startRow = <u32>table + start * (faces << 3);
  // the dice buffer starts empty
  let avail: u32 = 0;
  playNext = 0;

  // the square after move m is the u16 at squares + 2m; the logs may pass their bound by a dice
  // buffer's worth of rolls before the check at the next refill sees it
  const squares = scratch + SQUARES;
  const lastSquare = squares + (<usize>maxMoves << 1);
  const jumpLog = scratch + JUMP_LOG;
  const lastJump = jumpLog + (<usize>maxMoves << 2);

  for (let g: u32 = 0; g < games; g++) {
    const stamp = stampBase + g + 1;
    // off the board is never covered
    store<u32>(counters, stamp);
    for (let p: u32 = 0; p < players; p++) store<u32>(ROWS + (p << 2), startRow);
    if (players > 2) startFieldLog(squares, start, players);
    else startDuelLog(squares, start);
    playPlayer = 0;
    playSquare = squares;
    playJump = jumpLog;
    if (!playOn(avail, players)) {
      do {
        if (playSquare > lastSquare || playJump > lastJump) return setStatus(res, Status.GAME_TOO_LONG);
        avail = fillDice(DICE, faces, DICE_TARGET);
        playNext = 0;
      } while (!playOn(avail, players));
    }
    const p = playPlayer;
    const square = playSquare;
    const jumpRecord = playJump;
    const moves = <u32>((square - squares) >> 1);
    if (moves > maxMoves) return setStatus(res, Status.GAME_TOO_LONG);
    const covered = visitSquares(counters, squares, moves, stamp);
    // each jump square a player used at least once in this game
    for (let r = jumpLog; r < jumpRecord; r += 4) {
      const record = load<u32>(r);
      const jumpSquare = (record & 0xffff) - 1;
      const s = jumpStamps + ((<usize>(record >>> 16) * (finish + 1) + jumpSquare) << 2);
      countJumpUse(counters, jumpSquare, <u32>(load<u32>(s) != stamp));
      store<u32>(s, stamp);
    }
    const winTurns = (isDuel ? (moves - 1 - p) >> 1 : (moves - 1 - p) / players) + 1;
    addRaceResult(res, acc, p, winTurns, moves, covered, finish);
    if (isDuel) foldDuel(squares, counts, moves, p, acc);
    else if (players > 2) foldField(squares, counts, moves, p, acc);
    else keepOutcome(0, RACE_NO_LEADER, 0, 0, 0);
    if (log != 0) logRaceGame(log, g, winTurns, moves, p, covered);
    countedGame(moves, counters, finish, acc);
  }
  flushCounters(counters, finish, acc);
  addGames(res, games);
  return Status.OK;
}
