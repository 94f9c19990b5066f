// Candy Land kernels. The host (src/games/candyland/kernel.ts) folds the board and its rules (licorice,
// doubles, shortcuts, picture cards, winning) into one transition table, so a turn is a card drawn
// and one lookup.
//
// Table: a row per position (row 0 is off the board, row p + 1 space p), `kinds` u32 entries a row,
// one per kind of card. Cards are held as byte offsets into a row (kind · 4). An entry is the byte
// offset of the next row in bits 0-23, and flags: STUCK (the card did not free the piece from
// licorice), SKIP (landed on licorice under "lose-turn": the next turn is skipped), SHORTCUT,
// BACKWARD (a picture card sent the piece back) and WIN.
//
// Deck: `deckSize` card offsets at `template` (the unshuffled deck); `work` is the pile, refilled
// from the template at a game's first draw and whenever it is empty, and shuffled as it is dealt
// (Fisher-Yates, one step a card: the top card is swapped with a uniformly chosen one of those left,
// draw(left + 1); the last card needs no draw). With replacement every card is template[draw(deckSize)].
//
// Metrics (result block indices): 0 turns (of the winner), 1 moves (turns of all players), 2 turns
// lost to licorice, 3 shortcuts taken, 4 picture cards that sent a piece back. With `log` not 0,
// each game also writes LOG_WORDS u32 at log + 32·g: turns, moves, lost turns, shortcuts, backward,
// winner seat, stream position of the game's first draw (low 32 bits).

import { draw, seedStream } from '../../rng';
import { Status, WIN_UNITS, addGames, bestOffer, histAdd, setStatus, winAdd } from '../../results';

export const LOG_WORDS: u32 = 8;
const METRIC_TURNS: u32 = 0;
const METRIC_MOVES: u32 = 1;
const METRIC_LOST: u32 = 2;
const METRIC_SHORTCUTS: u32 = 3;
const METRIC_BACKWARD: u32 = 4;
const MAX_PLAYERS: u32 = 16;
const ROW_MASK: u32 = 0xffffff;
const FLAG_STUCK: u32 = 24;
const FLAG_SKIP: u32 = 25;
const FLAG_SHORTCUT: u32 = 26;
const FLAG_BACKWARD: u32 = 27;
const WIN: u32 = 0x80000000;

/** Copies the unshuffled deck onto the pile, 16 bytes at a time (the host pads both to a multiple
 *  of 16). A loop of v128 loads and stores: memory.copy is a call into the engine, which costs
 *  more than the copy itself for a deck this small. */
@inline
export function refillPile(work: usize, template: usize, deckSize: u32): void {
  for (let i: usize = 0; i < <usize>deckSize; i += 16) v128.store(work + i, v128.load(template + i));
}

/** The next card, with `left` cards left in the pile after it: a draw from the unshuffled deck with
 *  replacement, else a Fisher-Yates pick from the pile in `work` (the last card needs no draw).
 *  The one deal of candySolo, candyMulti and analyzeCandy. */
@inline
export function dealCard(work: usize, template: usize, deckSize: u32, left: u32, replacement: u32): u32 {
  if (replacement) return <u32>load<u8>(template + draw(deckSize));
  const j = left != 0 ? draw(left + 1) : left;
  const card = <u32>load<u8>(work + j);
  store<u8>(work + j, load<u8>(work + left));
  return card;
}

/** Whether that card cost a draw from the stream. */
@inline
export function dealDraws(left: u32, replacement: u32): u32 {
  return <u32>(replacement != 0 || left != 0);
}

function logGame(
  log: usize,
  g: u32,
  turns: u32,
  moves: u32,
  lost: u32,
  shortcuts: u32,
  backward: u32,
  winner: u32,
  position: u64,
): void {
  const r = log + ((<usize>g * LOG_WORDS) << 2);
  store<u32>(r, turns);
  store<u32>(r, moves, 4);
  store<u32>(r, lost, 8);
  store<u32>(r, shortcuts, 12);
  store<u32>(r, backward, 16);
  store<u32>(r, winner, 20);
  store<u32>(r, <u32>position, 24);
  store<u32>(r, 0, 28);
}

/**
 * One player's games: the hot path. Returns OK, BAD_ARGUMENT, or GAME_TOO_LONG when a game passes
 * `maxMoves` turns (a configuration whose games practically never end).
 */
export function candySolo(
  table: usize,
  startRow: u32,
  template: usize,
  deckSize: u32,
  work: usize,
  replacement: u32,
  maxMoves: u32,
  seed: u64,
  chunk: u64,
  games: u32,
  res: usize,
  log: usize,
): i32 {
  if (deckSize < 1 || deckSize > 65536) return setStatus(res, Status.BAD_ARGUMENT);
  // two copies of the loop, each with its deck rule fixed, so neither tests it every card
  return replacement
    ? soloGames(table, startRow, template, deckSize, work, true, maxMoves, seed, chunk, games, res, log)
    : soloGames(table, startRow, template, deckSize, work, false, maxMoves, seed, chunk, games, res, log);
}

@inline
function soloGames(
  table: usize,
  startRow: u32,
  template: usize,
  deckSize: u32,
  work: usize,
  replacement: bool,
  maxMoves: u32,
  seed: u64,
  chunk: u64,
  games: u32,
  res: usize,
  log: usize,
): i32 {
  seedStream(seed, chunk);
  let drawn: u64 = 0;
  let bestTurns: u32 = U32.MAX_VALUE;
  let bestIndex: u64 = 0;
  let bestPosition: u64 = 0;
  for (let g: u32 = 0; g < games; g++) {
    const position = drawn;
    let row = startRow;
    let turns: u32 = 0;
    let lost: u32 = 0;
    let shortcuts: u32 = 0;
    let backward: u32 = 0;
    let left: u32 = 0;
    for (;;) {
      turns++;
      if (left == 0) {
        // a new pile (with replacement: as if one were dealt); the length guard runs here, once a pile
        if (turns > maxMoves) return setStatus(res, Status.GAME_TOO_LONG);
        if (!replacement) refillPile(work, template, deckSize);
        left = deckSize;
      }
      left--;
      const card = dealCard(work, template, deckSize, left, <u32>replacement);
      drawn += dealDraws(left, <u32>replacement);
      const e = load<u32>(table + row + card);
      row = e & ROW_MASK;
      if (e > ROW_MASK) {
        // with one player a skipped turn is simply the next one: count it now
        const skipped = (e >> FLAG_SKIP) & 1;
        turns += skipped;
        lost += ((e >> FLAG_STUCK) & 1) + skipped;
        shortcuts += (e >> FLAG_SHORTCUT) & 1;
        backward += (e >> FLAG_BACKWARD) & 1;
        if (e & WIN) break;
      }
    }
    histAdd(res, METRIC_TURNS, turns);
    histAdd(res, METRIC_LOST, lost);
    histAdd(res, METRIC_SHORTCUTS, shortcuts);
    histAdd(res, METRIC_BACKWARD, backward);
    if (turns < bestTurns) {
      bestTurns = turns;
      bestIndex = g;
      bestPosition = position;
    }
    if (log != 0) logGame(log, g, turns, turns, lost, shortcuts, backward, 0, position);
  }
  winAdd(res, 0, WIN_UNITS * games);
  addGames(res, games);
  if (games > 0) bestOffer(res, bestTurns, chunk, bestIndex, bestPosition);
  return Status.OK;
}

const ROWS: usize = memory.data(<i32>MAX_PLAYERS * 4, 16);
const TURNS: usize = memory.data(<i32>MAX_PLAYERS * 4, 16);
const SKIPS: usize = memory.data(<i32>MAX_PLAYERS * 4, 16);

/**
 * Games of several players taking turns on one board; the first to win ends the game. `order` is 0
 * for a plain rotation, else a table of deckSize + 1 bytes giving the seat for each number of cards
 * left in the pile (seed 000's `len(cards) % len(players)`, chosen before the draw; with
 * replacement the count runs as if the cards were dealt).
 */
export function candyMulti(
  table: usize,
  startRow: u32,
  template: usize,
  deckSize: u32,
  work: usize,
  replacement: u32,
  order: usize,
  players: u32,
  maxMoves: u32,
  seed: u64,
  chunk: u64,
  games: u32,
  res: usize,
  log: usize,
): i32 {
  if (players < 1 || players > MAX_PLAYERS || deckSize < 1 || deckSize > 65536) {
    return setStatus(res, Status.BAD_ARGUMENT);
  }
  seedStream(seed, chunk);
  let drawn: u64 = 0;
  for (let g: u32 = 0; g < games; g++) {
    const position = drawn;
    for (let p: u32 = 0; p < players; p++) {
      store<u32>(ROWS + (p << 2), startRow);
      store<u32>(TURNS + (p << 2), 0);
      store<u32>(SKIPS + (p << 2), 0);
    }
    let moves: u32 = 0;
    let lost: u32 = 0;
    let shortcuts: u32 = 0;
    let backward: u32 = 0;
    let left: u32 = 0;
    let next: u32 = 0;
    let p: u32 = 0;
    for (;;) {
      if (++moves > maxMoves) return setStatus(res, Status.GAME_TOO_LONG);
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
        lost++;
        continue;
      }
      if (left == 0) {
        if (!replacement) refillPile(work, template, deckSize);
        left = deckSize;
      }
      left--;
      const card = dealCard(work, template, deckSize, left, <u32>replacement);
      drawn += dealDraws(left, <u32>replacement);
      const e = load<u32>(table + load<u32>(ROWS + slot) + card);
      store<u32>(ROWS + slot, e & ROW_MASK);
      if (e > ROW_MASK) {
        lost += (e >> FLAG_STUCK) & 1;
        store<u32>(SKIPS + slot, (e >> FLAG_SKIP) & 1);
        shortcuts += (e >> FLAG_SHORTCUT) & 1;
        backward += (e >> FLAG_BACKWARD) & 1;
        if (e & WIN) break;
      }
    }
    const turns = load<u32>(TURNS + (p << 2));
    histAdd(res, METRIC_TURNS, turns);
    histAdd(res, METRIC_MOVES, moves);
    histAdd(res, METRIC_LOST, lost);
    histAdd(res, METRIC_SHORTCUTS, shortcuts);
    histAdd(res, METRIC_BACKWARD, backward);
    winAdd(res, p, WIN_UNITS);
    if (log != 0) logGame(log, g, turns, moves, lost, shortcuts, backward, p, position);
  }
  addGames(res, games);
  return Status.OK;
}
