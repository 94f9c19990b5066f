// The design measures of Snakes and Ladders (`boardsim analyze snakes`): the real game, players
// taking turns on one board, played with the plain simulation's hot loop (the dice buffer, one
// table lookup per roll, no branch on anything but the roll again and the finish). With two
// players each move only writes the square it ended on (a u16); once the game is over, the turns
// on each square are counted from that log (assembly/analyze-counters.ts) and the leader measures
// read from it eight moves at a time (assembly/analyze-duel.ts). With one player or more than two,
// each move counts its square as it is played and writes a record that foldLeaders replays when
// the game ends (assembly/analyze-race.ts).
//
// Table: the u64 at row + 8d is the landing after rolling d + 1 from the square whose row starts
// at address `row` (table + square · faces · 8): bits 0-31 the next square's row, bits 32-45 that
// square, bit 46 set when it is the finish, bit 47 when the roll rolls again (a six, short of the
// finish), bits 48-63 the jump square landed on plus one (0: no jump). The rules' outcomes sit in
// the entry, so that the hot loop needs no register for them.
//
// Scratch (src/wasm/analyze-snakes.ts mirrors it): the per-move logs at fixed offsets, so that the
// hot loop keeps one pointer for all of them (V8 spills the loop's variables when it has many):
// the squares (two players: a u16 per move, from DUEL_SQUARES), the jump records (u32: the jump
// square plus one, the player in bits 16-31; every roll writes one and only a jump moves the
// cursor on, so that recording a jump needs no branch; ANALYZE_MAX_MOVES of them and JUMP_SLACK
// more), the move records (more than two players: u32 each); then the counters
// (assembly/analyze-counters.ts) and a u32 stamp per player and square (a jump's first use in a
// game), both zero on the first call (stampBase 0). Stamps mark game g with stampBase + g + 1, so
// that nothing is cleared between games.

import { RACE_MAX_PLAYERS, RACE_NO_LEADER, addRaceResult, foldLeaders, keepOutcome, logRaceGame, prepareRace } from './analyze-race';
import { countJumpUse, countedGame, flushCounters, leaderCounts, raceCounterBytes, startCounting, visitPosition, visitSquares } from './analyze-counters';
import { foldDuel, prepareDuel, startDuelLog } from './analyze-duel';
import { DICE, DICE_TARGET, fillDice, seedStream } from './rng';
import { Status, addGames, setStatus } from './results';

/** The longest game the scratch holds (src/wasm/analyze-snakes.ts's ANALYZE_MAX_MOVES). */
const ANALYZE_MAX_MOVES: u32 = 1 << 20;
/** Jump records the log holds beyond the moves: a dice buffer's worth (fillDice writes at most
 *  DICE_TARGET + 7 dice), and the one every roll writes past the last. */
const JUMP_SLACK: u32 = DICE_TARGET + 16;
/** Where the two players' squares log puts the start (move 0), with room for two squares before it. */
const DUEL_SQUARES: usize = 16;
/** The squares log's bytes: the two before the start, a u16 per move and the start, and a v128
 *  after the last (foldDuel reads eight at a time), rounded to 16. */
const JUMP_LOG: usize = (<usize>ANALYZE_MAX_MOVES << 1) + 64;
const HISTORY: usize = JUMP_LOG + ((<usize>ANALYZE_MAX_MOVES + JUMP_SLACK) << 2);
const COUNTERS: usize = HISTORY + (<usize>ANALYZE_MAX_MOVES << 2);
/** The landing's square (boards have at most 1000 squares), and its flags. */
const SQUARE_MASK: u32 = 0x3fff;
const WINS: u32 = 0x4000;
const ROLLS_AGAIN: u32 = 0x8000;
const ROWS: usize = memory.data(<i32>RACE_MAX_PLAYERS * 4, 16);

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
  startCounting();
  const counters = scratch + COUNTERS;
  const jumpStamps = counters + raceCounterBytes(finish);
  if (stampBase == 0) memory.fill(counters, 0, raceCounterBytes(finish) + ((<usize>players * (finish + 1)) << 2));
  const counts = leaderCounts(counters, finish);
  const isDuel = players == 2;
  const startRow = <u32>table + start * (faces << 3);
  let next: u32 = 0;
  let avail: u32 = 0;

  for (let g: u32 = 0; g < games; g++) {
    const stamp = stampBase + g + 1;
    // off the board is never covered
    store<u32>(counters, stamp);
    for (let p: u32 = 0; p < players; p++) store<u32>(ROWS + (p << 2), startRow);
    let moves: u32 = 0;
    let jumps: u32 = 0;
    let covered: u32 = 0;
    let p: u32 = 0;
    startDuelLog(scratch + DUEL_SQUARES, start);
    for (;;) {
      let row = load<u32>(ROWS + (p << 2));
      let landed: u32 = 0;
      const mover = p << 16;
      let d: u32 = 0;
      // one turn: a roll, and another after each six, until the finish
      do {
        if (next >= avail) {
          // a roll adds at most one jump record: the log's slack holds a buffer's worth of dice
          if (jumps > maxMoves) return setStatus(res, Status.GAME_TOO_LONG);
          avail = fillDice(DICE, faces, DICE_TARGET);
          next = 0;
        }
        d = <u32>load<u8>(DICE + next);
        next++;
        const entry = load<u64>(<usize>row + (d << 3));
        row = <u32>entry;
        landed = <u32>(entry >>> 32);
        const jump = landed >>> 16;
        store<u32>(scratch + (<usize>jumps << 2), jump | mover, JUMP_LOG);
        jumps += <u32>(jump != 0);
      } while (landed & ROLLS_AGAIN);
      if (moves == maxMoves) return setStatus(res, Status.GAME_TOO_LONG);
      store<u32>(ROWS + (p << 2), row);
      const at = landed & SQUARE_MASK;
      if (isDuel) {
        store<u16>(scratch + (<usize>moves << 1), <u16>at, DUEL_SQUARES + 2);
      } else {
        covered += visitPosition(scratch + COUNTERS, at, stamp);
        store<u32>(scratch + (<usize>moves << 2), at | mover, HISTORY);
      }
      moves++;
      if (landed & WINS) break;
      p = p + 1 == players ? 0 : p + 1;
    }
    if (isDuel) covered = visitSquares(counters, scratch + DUEL_SQUARES, moves, stamp);
    // each jump square a player used at least once in this game
    for (let j: u32 = 0; j < jumps; j++) {
      const record = load<u32>(scratch + JUMP_LOG + (<usize>j << 2));
      const jumpSquare = (record & 0xffff) - 1;
      const s = jumpStamps + ((<usize>(record >>> 16) * (finish + 1) + jumpSquare) << 2);
      countJumpUse(counters, jumpSquare, <u32>(load<u32>(s) != stamp));
      store<u32>(s, stamp);
    }
    const winTurns = (isDuel ? (moves - 1 - p) >> 1 : (moves - 1 - p) / players) + 1;
    addRaceResult(res, acc, p, winTurns, moves, covered, finish);
    if (isDuel) foldDuel(scratch + DUEL_SQUARES, counts, moves, p, acc);
    else if (players > 2) foldLeaders(scratch + HISTORY, moves, players, start, p, acc);
    else keepOutcome(0, RACE_NO_LEADER, 0, 0, 0);
    if (log != 0) logRaceGame(log, g, winTurns, moves, p, covered);
    countedGame(moves, counters, finish, acc);
  }
  flushCounters(counters, finish, acc);
  addGames(res, games);
  return Status.OK;
}
