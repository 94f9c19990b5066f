// The design measures of Candy Land (`boardsim analyze candyland`): the games candyMulti plays
// (assembly/games/candyland/kernel.ts: its transition table, its deck and the same deals). Two players or more
// taking turns in a rotation play the way Snakes and Ladders' analysis does
// (assembly/games/snakes/analyze.ts): each turn writes only the mover's race position (a u16), and once
// the game is over the turns on each position are counted from that log
// (assembly/analyze/counters.ts) and the leader measures read from it eight moves at a time
// (assembly/analyze/duel.ts for two players, assembly/analyze/field.ts for more). A turn the mover
// loses, to licorice that skips it or holds it ("stuck"), writes the position it stays on, so the
// movers go round the seats whatever the licorice rule. Any other game (one player, seed 000's
// deck-count order unless it alternates two players) writes a move record per turn, replayed at
// game end (assembly/analyze/race.ts).
//
// Positions: a u32 beside each table entry, `toPositions` bytes after it: the race's position
// after that entry (0 off the board, space i at i + 1, the finish after the last space).
//
// Uses: a u32 beside each table entry, `toUses` bytes after it: the special spaces the entry's
// move used (the shortcuts it took, the licorice space it ended on), each as its race position
// plus one, in bits 0-15 and 16-31 (0: none), read when the entry has the USES flag. A player's
// first use of a space in a game adds 1 to that position's use count (the counters', flushed into
// the sums' per-position use counts).
//
// Scratch (src/games/candyland/analysis-kernel.ts mirrors it): the squares log (RACE_MAX_PLAYERS - 1 u16
// before the start at SQUARES, a u16 per move, a v128 of room after the last), the move records
// (u32 each), both for `maxMoves` moves; then, zero on the first call (stampBase 0): the counters,
// a u32 stamp per position (the replay's coverage) and a u32 stamp per player and position (a
// space's first use in a game). Stamps mark game g with stampBase + g + 1, so that nothing is
// cleared between games.

import { RACE_MAX_PLAYERS, addRaceResult, foldRaceGame, logRaceGame, prepareRace } from '../../analyze/race';
import {
  countJumpUse,
  countedGame,
  flushCounters,
  leaderCounts,
  raceCounterBytes,
  startCounting,
  visitSquares,
} from '../../analyze/counters';
import { foldDuel, prepareDuel, startDuelLog } from '../../analyze/duel';
import { foldField, prepareField, startFieldLog } from '../../analyze/field';
import { dealCard, refillPile } from './kernel';
import { seedStream } from '../../rng';
import { Status, addGames, setStatus } from '../../results';

const ROW_MASK: u32 = 0xffffff;
const FLAG_SKIP: u32 = 25;
const WIN: u32 = 0x80000000;
/** Set (by the host, on the analysis's copy of the table) on the entries whose move uses a
 *  shortcut or a licorice space, so that other turns pay for no more than the flags' test. */
const USES: u32 = 1 << 28;
/** Where the squares log puts the start (move 0), with room for the RACE_MAX_PLAYERS - 1 squares
 *  startFieldLog writes before it. */
const SQUARES: usize = 32;

const ROWS: usize = memory.data(<i32>RACE_MAX_PLAYERS * 4, 16);
const AT: usize = memory.data(<i32>RACE_MAX_PLAYERS * 4, 16);
const TURNS: usize = memory.data(<i32>RACE_MAX_PLAYERS * 4, 16);
const SKIPS: usize = memory.data(<i32>RACE_MAX_PLAYERS * 4, 16);

/** Bytes of the squares log for games of at most `maxMoves` moves: the start and a u16 per move
 *  after SQUARES, and at least a v128 after the last (the folds read or write one there), to 16. */
function squaresLogBytes(maxMoves: u32): usize {
  return SQUARES + ((((<usize>maxMoves + 1) << 1) + 31) & ~15);
}

/** Counts the use of the space at race position `code` - 1 (nothing for 0), if it is the player's
 *  first in this game (`stamps`: the player's row of stamps). */
@inline
function countUse(code: u32, stamps: usize, stamp: u32, counters: usize): void {
  if (code == 0) return;
  const s = stamps + (<usize>(code - 1) << 2);
  countJumpUse(counters, code - 1, <u32>(load<u32>(s) != stamp));
  store<u32>(s, stamp);
}

/** Counts the spaces a move used (an entry's uses word), each once per player and game. */
@inline
function countUses(used: u32, stamps: usize, stamp: u32, counters: usize): void {
  countUse(used & 0xffff, stamps, stamp, counters);
  countUse(used >>> 16, stamps, stamp, counters);
}

/**
 * Two players in a rotation: plays the games and adds each to the counters, `acc` and the result
 * block (squares: the log's move 0). Returns OK or GAME_TOO_LONG.
 */
@inline
function playDuels(
  table: usize,
  toPositions: usize,
  toUses: usize,
  startRow: u32,
  template: usize,
  deckSize: u32,
  work: usize,
  replacement: bool,
  start: u32,
  finish: u32,
  maxMoves: u32,
  games: u32,
  stampBase: u32,
  res: usize,
  acc: usize,
  squares: usize,
  counters: usize,
  useStamps: usize,
  log: usize,
): i32 {
  prepareDuel();
  const counts = leaderCounts(counters, finish);
  const lastSquare = squares + (<usize>maxMoves << 1);
  const playerStamps = (<usize>finish + 1) << 2;
  for (let g: u32 = 0; g < games; g++) {
    const stamp = stampBase + g + 1;
    // off the board is never covered
    store<u32>(counters, stamp);
    startDuelLog(squares, start);
    // the mover's row and lost turn to come, and the other player's: swapped after each turn
    let row = startRow;
    let otherRow = startRow;
    let skips: u32 = 0;
    let otherSkips: u32 = 0;
    let p: u32 = 0;
    let square = squares;
    let left: u32 = 0;
    for (;;) {
      if (square == lastSquare) return Status.GAME_TOO_LONG;
      square += 2;
      if (skips) {
        // the lost turn: the mover stays where its last move (two moves back) left it
        skips = 0;
        store<u16>(square, load<u16>(square - 4));
      } else {
        // the deal, exactly as candyMulti's
        if (left == 0) {
          if (!replacement) refillPile(work, template, deckSize);
          left = deckSize;
        }
        left--;
        const entry = table + row + dealCard(work, template, deckSize, left, <u32>replacement);
        const e = load<u32>(entry);
        row = e & ROW_MASK;
        store<u16>(square, <u16>load<u32>(entry + toPositions));
        if (e > ROW_MASK) {
          if (e & USES) {
            countUses(load<u32>(entry + toUses), useStamps + <usize>p * playerStamps, stamp, counters);
          }
          skips = (e >> FLAG_SKIP) & 1;
          if (e & WIN) break;
        }
      }
      const nextRow = otherRow;
      otherRow = row;
      row = nextRow;
      const nextSkips = otherSkips;
      otherSkips = skips;
      skips = nextSkips;
      p ^= 1;
    }
    const moves = <u32>((square - squares) >> 1);
    const covered = visitSquares(counters, squares, moves, stamp);
    // the winner moved last: its turns are the moves m <= moves with (m - 1) & 1 == p
    const winTurns = ((moves - 1 - p) >> 1) + 1;
    addRaceResult(res, acc, p, winTurns, moves, covered, finish);
    foldDuel(squares, counts, moves, p, acc);
    if (log != 0) logRaceGame(log, g, winTurns, moves, p, covered);
    countedGame(moves, counters, finish, acc);
  }
  return Status.OK;
}

/**
 * Three players or more in a rotation: plays the games and adds each to the counters, `acc` and
 * the result block (squares: the log's move 0). Each player's row sits in ROWS with the SKIP flag
 * of the entry that put it there, so that a turn tests one word for the lost turn. Returns OK or
 * GAME_TOO_LONG.
 */
@inline
function playField(
  table: usize,
  toPositions: usize,
  toUses: usize,
  startRow: u32,
  template: usize,
  deckSize: u32,
  work: usize,
  replacement: bool,
  players: u32,
  start: u32,
  finish: u32,
  maxMoves: u32,
  games: u32,
  stampBase: u32,
  res: usize,
  acc: usize,
  squares: usize,
  counters: usize,
  useStamps: usize,
  log: usize,
): i32 {
  // foldField reads the drama's roots from the race's table
  prepareRace(players);
  prepareField(players);
  const counts = leaderCounts(counters, finish);
  const lastSquare = squares + (<usize>maxMoves << 1);
  const playerStamps = (<usize>finish + 1) << 2;
  // the mover's last square is a round (n moves) back in the log
  const round = <usize>players << 1;
  const lastSlot = (players - 1) << 2;
  const rowAndSkip = ROW_MASK | (1 << FLAG_SKIP);
  for (let g: u32 = 0; g < games; g++) {
    const stamp = stampBase + g + 1;
    // off the board is never covered
    store<u32>(counters, stamp);
    startFieldLog(squares, start, players);
    for (let q: u32 = 0; q < players; q++) store<u32>(ROWS + (q << 2), startRow);
    // the mover's slot in ROWS (its seat · 4)
    let slot: u32 = 0;
    let square = squares;
    let left: u32 = 0;
    for (;;) {
      if (square == lastSquare) return Status.GAME_TOO_LONG;
      square += 2;
      const held = load<u32>(ROWS + slot);
      if (held > ROW_MASK) {
        // the lost turn: the mover stays where its last move left it
        store<u32>(ROWS + slot, held & ROW_MASK);
        store<u16>(square, load<u16>(square - round));
      } else {
        // the deal, exactly as candyMulti's
        if (left == 0) {
          if (!replacement) refillPile(work, template, deckSize);
          left = deckSize;
        }
        left--;
        const entry = table + held + dealCard(work, template, deckSize, left, <u32>replacement);
        const e = load<u32>(entry);
        store<u32>(ROWS + slot, e & rowAndSkip);
        store<u16>(square, <u16>load<u32>(entry + toPositions));
        if (e > ROW_MASK) {
          if (e & USES) {
            countUses(load<u32>(entry + toUses), useStamps + <usize>(slot >> 2) * playerStamps, stamp, counters);
          }
          if (e & WIN) break;
        }
      }
      slot = slot == lastSlot ? 0 : slot + 4;
    }
    const p = slot >> 2;
    const moves = <u32>((square - squares) >> 1);
    const covered = visitSquares(counters, squares, moves, stamp);
    // the winner moved last: its turns are the moves m <= moves with (m - 1) mod n == p
    const winTurns = (moves - 1 - p) / players + 1;
    addRaceResult(res, acc, p, winTurns, moves, covered, finish);
    foldField(squares, counts, moves, p, acc);
    if (log != 0) logRaceGame(log, g, winTurns, moves, p, covered);
    countedGame(moves, counters, finish, acc);
  }
  return Status.OK;
}

/**
 * Any number of players, in the rotation or by `order` (candyMulti's): plays the games, writing
 * a move record per turn to `history`, and replays each at its end. Returns OK or GAME_TOO_LONG.
 */
@inline
function playReplayed(
  table: usize,
  toPositions: usize,
  toUses: usize,
  startRow: u32,
  template: usize,
  deckSize: u32,
  work: usize,
  replacement: bool,
  order: usize,
  players: u32,
  start: u32,
  finish: u32,
  maxMoves: u32,
  games: u32,
  stampBase: u32,
  res: usize,
  acc: usize,
  history: usize,
  counters: usize,
  cover: usize,
  useStamps: usize,
  log: usize,
): i32 {
  prepareRace(players);
  for (let g: u32 = 0; g < games; g++) {
    const stamp = stampBase + g + 1;
    for (let q: u32 = 0; q < players; q++) {
      store<u32>(ROWS + (q << 2), startRow);
      store<u32>(AT + (q << 2), start);
      store<u32>(TURNS + (q << 2), 0);
      store<u32>(SKIPS + (q << 2), 0);
    }
    let moves: u32 = 0;
    let left: u32 = 0;
    let next: u32 = 0;
    let p: u32 = 0;
    for (;;) {
      if (moves == maxMoves) return Status.GAME_TOO_LONG;
      if (order != 0) {
        p = <u32>load<u8>(order + left);
      } else {
        p = next;
        next = next + 1 == players ? 0 : next + 1;
      }
      const slot = p << 2;
      store<u32>(TURNS + slot, load<u32>(TURNS + slot) + 1);
      if (load<u32>(SKIPS + slot)) {
        store<u32>(SKIPS + slot, 0);
        store<u32>(history + (<usize>moves << 2), load<u32>(AT + slot) | (p << 16));
        moves++;
        continue;
      }
      // the deal, exactly as candyMulti's
      if (left == 0) {
        if (!replacement) refillPile(work, template, deckSize);
        left = deckSize;
      }
      left--;
      const card = dealCard(work, template, deckSize, left, <u32>replacement);
      const entry = table + load<u32>(ROWS + slot) + card;
      const e = load<u32>(entry);
      const at = load<u32>(entry + toPositions);
      store<u32>(ROWS + slot, e & ROW_MASK);
      store<u32>(AT + slot, at);
      store<u32>(history + (<usize>moves << 2), at | (p << 16));
      moves++;
      if (e > ROW_MASK) {
        if (e & USES) {
          countUses(load<u32>(entry + toUses), useStamps + ((<usize>p * (finish + 1)) << 2), stamp, counters);
        }
        store<u32>(SKIPS + slot, (e >> FLAG_SKIP) & 1);
        if (e & WIN) break;
      }
    }
    const winTurns = load<u32>(TURNS + (p << 2));
    foldRaceGame(history, moves, players, start, finish, p, winTurns, stamp, cover, res, acc, log, g);
    countedGame(moves, counters, finish, acc);
  }
  return Status.OK;
}

/**
 * Plays `games` games of chunk `chunk` as candyMulti does (same arguments up to `players`) and adds
 * their measures to `acc`, their winner's turns (metric 0) and moves (metric 1) to the result
 * block. `start` and `finish` are race positions; `stampBase` + g + 1 marks game g's stamps.
 * `order` 0 is the rotation (the host passes 0 for a deck-count order that is one).
 */
export function analyzeCandy(
  table: usize,
  toPositions: usize,
  toUses: usize,
  startRow: u32,
  template: usize,
  deckSize: u32,
  work: usize,
  replacement: u32,
  order: usize,
  players: u32,
  start: u32,
  finish: u32,
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
  if (players < 1 || players > RACE_MAX_PLAYERS || deckSize < 1 || deckSize > 65536) {
    return setStatus(res, Status.BAD_ARGUMENT);
  }
  seedStream(seed, chunk);
  startCounting();
  const history = scratch + squaresLogBytes(maxMoves);
  const counters = history + (<usize>maxMoves << 2);
  const cover = counters + raceCounterBytes(finish);
  const useStamps = cover + ((<usize>finish + 1) << 2);
  // each loop twice, with the deck rule fixed, so that neither tests it every card (as candySolo)
  // the rotation's players, by the kernel's fold for their number: two (foldDuel) or more (foldField)
  const isRotation = players >= 2 && order == 0;
  const squares = scratch + SQUARES;
  let status: i32;
  if (isRotation && players > 2) {
    status = replacement
      ? playField(
          table, toPositions, toUses, startRow, template, deckSize, work, true, players,
          start, finish, maxMoves, games, stampBase, res, acc, squares, counters, useStamps, log,
        )
      : playField(
          table, toPositions, toUses, startRow, template, deckSize, work, false, players,
          start, finish, maxMoves, games, stampBase, res, acc, squares, counters, useStamps, log,
        );
  } else if (isRotation) {
    status = replacement
      ? playDuels(
          table, toPositions, toUses, startRow, template, deckSize, work, true,
          start, finish, maxMoves, games, stampBase, res, acc, squares, counters, useStamps, log,
        )
      : playDuels(
          table, toPositions, toUses, startRow, template, deckSize, work, false,
          start, finish, maxMoves, games, stampBase, res, acc, squares, counters, useStamps, log,
        );
  } else {
    status = replacement
      ? playReplayed(
          table, toPositions, toUses, startRow, template, deckSize, work, true, order, players,
          start, finish, maxMoves, games, stampBase, res, acc, history, counters, cover, useStamps, log,
        )
      : playReplayed(
          table, toPositions, toUses, startRow, template, deckSize, work, false, order, players,
          start, finish, maxMoves, games, stampBase, res, acc, history, counters, cover, useStamps, log,
        );
  }
  if (status != Status.OK) return setStatus(res, status);
  flushCounters(counters, finish, acc);
  addGames(res, games);
  return Status.OK;
}
