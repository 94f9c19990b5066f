// The design measures of Candy Land (`boardsim analyze candyland`): the games candyMulti plays
// (assembly/candyland.ts: its transition table, its deck and the same deals), each turn writing one
// move record, the measures folded from the records when the game ends (assembly/analyze-race.ts).
//
// Positions: a u32 beside each table entry, `toPositions` bytes after it: the race's position
// after that entry (0 off the board, space i at i + 1, the finish after the last space). A skipped
// turn records the position the mover is on.
//
// Uses: a u32 beside each table entry, `toUses` bytes after it: the special spaces the entry's
// move used (the shortcuts it took, the licorice space it ended on), each as its race position
// plus one, in bits 0-15 and 16-31 (0: none), read when the entry has the USES flag. A player's
// first use of a space in a game adds 1 to that position's slot of the sums' per-position use
// counts.
//
// Scratch: the game's move records (u32 each, `maxMoves` of them), then a u32 stamp per position
// (coverage), then a u32 stamp per player and position (a space's first use in a game), so that
// nothing is cleared between games.

import { RACE_MAX_PLAYERS, VISITS_BASE, addAt, foldRaceGame, prepareRace } from './analyze-race';
import { dealCard, refillPile } from './candyland';
import { seedStream } from './rng';
import { Status, addGames, setStatus } from './results';

const ROW_MASK: u32 = 0xffffff;
const FLAG_SKIP: u32 = 25;
const WIN: u32 = 0x80000000;
/** Set (by the host, on the analysis's copy of the table) on the entries whose move uses a
 *  shortcut or a licorice space, so that other turns pay for no more than the flags' test. */
const USES: u32 = 1 << 28;

const ROWS: usize = memory.data(<i32>RACE_MAX_PLAYERS * 4, 16);
const AT: usize = memory.data(<i32>RACE_MAX_PLAYERS * 4, 16);
const TURNS: usize = memory.data(<i32>RACE_MAX_PLAYERS * 4, 16);
const SKIPS: usize = memory.data(<i32>RACE_MAX_PLAYERS * 4, 16);

/** Counts the use of the space at race position `code` - 1 (nothing for 0), if it is the player's
 *  first in this game (`stamps`: the player's row of stamps). */
@inline
function countUse(code: u32, stamps: usize, stamp: u32, uses: u32, acc: usize): void {
  if (code == 0) return;
  const s = stamps + (<usize>(code - 1) << 2);
  if (load<u32>(s) == stamp) return;
  store<u32>(s, stamp);
  addAt(acc, uses + code - 1, 1);
}

/**
 * Plays `games` games of chunk `chunk` as candyMulti does (same arguments up to `players`) and adds
 * their measures to `acc`, their winner's turns (metric 0) and moves (metric 1) to the result
 * block. `start` and `finish` are race positions; `stampBase` + g + 1 marks game g's stamps.
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
  prepareRace(players);
  const history = scratch;
  const cover = history + (<usize>maxMoves << 2);
  const useStamps = cover + ((<usize>finish + 1) << 2);
  const uses = VISITS_BASE + finish + 1;
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
      if (moves == maxMoves) return setStatus(res, Status.GAME_TOO_LONG);
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
      const card = dealCard(work, template, deckSize, left, replacement);
      const entry = table + load<u32>(ROWS + slot) + card;
      const e = load<u32>(entry);
      const at = load<u32>(entry + toPositions);
      store<u32>(ROWS + slot, e & ROW_MASK);
      store<u32>(AT + slot, at);
      store<u32>(history + (<usize>moves << 2), at | (p << 16));
      moves++;
      if (e > ROW_MASK) {
        if (e & USES) {
          const used = load<u32>(entry + toUses);
          const stamps = useStamps + ((<usize>p * (finish + 1)) << 2);
          countUse(used & 0xffff, stamps, stamp, uses, acc);
          countUse(used >>> 16, stamps, stamp, uses, acc);
        }
        store<u32>(SKIPS + slot, (e >> FLAG_SKIP) & 1);
        if (e & WIN) break;
      }
    }
    const winTurns = load<u32>(TURNS + (p << 2));
    foldRaceGame(history, moves, players, start, finish, p, winTurns, stamp, cover, res, acc, log, g);
  }
  addGames(res, games);
  return Status.OK;
}
