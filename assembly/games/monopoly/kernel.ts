// Monopoly's kernel: one piece's turns on the US board, a game being `warmup` turns played and not
// counted, then `turns` counted. The host (src/games/monopoly/kernel.ts) folds the board into two
// tables, so the kernel only looks things up:
//
//   kinds: 40 bytes, square -> 0 plain, 1 Chance, 2 Community Chest, 3 Go To Jail
//   cards: 640 bytes, 16·square + card -> where that card sends a piece drawn on that square
//          (the square itself when it does not move it, 40 for jail)
//
// Draws, in the order of the twin (src/games/monopoly/reference.ts): at a game's start the Chance
// deck's shuffle, then the Community Chest's (Fisher-Yates from the top index down, draw(i + 1);
// none with replacement); then each throw's two dice, draw(6) each, and each card drawn with
// replacement, draw(16), as they come. Without replacement a card is the next of the shuffled
// order, which cycles: a card drawn goes back at the bottom.
//
// Each game adds its count of turns ended on each position (0-39 the squares, 40 in jail) to the
// histograms at `hist` (41 of turns + 1 u32 bins, position-major). With `log` not 0 it also writes
// LOG_WORDS u32 at log + 4·LOG_WORDS·g: the 41 counts, then the stream position of its first draw
// (low 32 bits).

import { draw, seedStream } from '../../rng';
import { Status, addGames, setStatus } from '../../results';

export const LOG_WORDS: u32 = 42;
const POSITIONS: u32 = 41;
const IN_JAIL: u32 = 40;
const JAIL_SQUARE: u32 = 10;
const KIND_PLAIN: u32 = 0;
const KIND_CHANCE: u32 = 1;
const KIND_JAIL: u32 = 3;

const COUNTS: usize = memory.data(<i32>POSITIONS * 4, 16);
const CHANCE: usize = memory.data(16, 16);
const CHEST: usize = memory.data(16, 16);

// The piece, the decks and the stream position: globals, since a game is a few hundred turns of
// branches (no hot inner loop to keep in registers).
let square: u32 = 0;
let inJail: bool = false;
let jailTries: u32 = 0;
let chanceNext: u32 = 0;
let chestNext: u32 = 0;
let replacement: bool = false;
let drawn: u64 = 0;

@inline
function roll(n: u32): u32 {
  drawn++;
  return draw(n);
}

/** The deck at `order` in its printed order, then shuffled (without replacement). */
function shuffle(order: usize): void {
  for (let i: u32 = 0; i < 16; i++) store<u8>(order + i, <u8>i);
  if (replacement) return;
  for (let i: u32 = 15; i > 0; i--) {
    const j = roll(i + 1);
    const a = load<u8>(order + i);
    store<u8>(order + i, load<u8>(order + j));
    store<u8>(order + j, a);
  }
}

function drawCard(isChance: bool): u32 {
  if (replacement) return roll(16);
  if (isChance) {
    const card = <u32>load<u8>(CHANCE + chanceNext);
    chanceNext = (chanceNext + 1) & 15;
    return card;
  }
  const card = <u32>load<u8>(CHEST + chestNext);
  chestNext = (chestNext + 1) & 15;
  return card;
}

function goToJail(): void {
  square = JAIL_SQUARE;
  inJail = true;
  jailTries = 0;
}

/** Moves `steps` on and follows the squares landed on; false if the piece went to jail. */
function move(kinds: usize, cards: usize, steps: u32): bool {
  let s = (square + steps) % 40;
  for (;;) {
    const kind = <u32>load<u8>(kinds + s);
    if (kind == KIND_JAIL) {
      goToJail();
      return false;
    }
    if (kind == KIND_PLAIN) break;
    const card = drawCard(kind == KIND_CHANCE);
    const to = <u32>load<u8>(cards + (s << 4) + card);
    if (to == IN_JAIL) {
      goToJail();
      return false;
    }
    if (to == s) break;
    s = to;
  }
  square = s;
  return true;
}

/** One turn: a turn in jail, or throws until one is not doubles (three doubles: jail). */
function turn(kinds: usize, cards: usize, longJail: bool): void {
  if (inJail) {
    if (!longJail) {
      inJail = false;
    } else {
      const d1 = roll(6);
      const d2 = roll(6);
      if (d1 != d2 && jailTries < 2) {
        jailTries++;
        return;
      }
      // doubles or the third failed throw: out by that throw, which does not roll again
      inJail = false;
      move(kinds, cards, d1 + d2 + 2);
      return;
    }
  }
  let doubles: u32 = 0;
  for (;;) {
    const d1 = roll(6);
    const d2 = roll(6);
    if (d1 == d2 && ++doubles == 3) {
      goToJail();
      return;
    }
    if (!move(kinds, cards, d1 + d2 + 2) || d1 != d2) return;
  }
}

/**
 * Plays `games` games of chunk `chunk` and adds each position's count to the histograms at `hist`.
 * `longJail` 1: try for doubles up to three turns; 0: pay at once. `withReplacement` 1: each card
 * any of 16; 0: shuffled decks that cycle. Returns a Status.
 */
export function monopolyPlay(
  kinds: usize,
  cards: usize,
  longJail: u32,
  withReplacement: u32,
  warmup: u32,
  turns: u32,
  seed: u64,
  chunk: u64,
  games: u32,
  res: usize,
  hist: usize,
  log: usize,
): i32 {
  if (turns < 1 || turns > 0xfffe) return setStatus(res, Status.BAD_ARGUMENT);
  seedStream(seed, chunk);
  drawn = 0;
  replacement = withReplacement != 0;
  const stride = <usize>(turns + 1) << 2;
  for (let g: u32 = 0; g < games; g++) {
    const position = drawn;
    shuffle(CHANCE);
    shuffle(CHEST);
    chanceNext = 0;
    chestNext = 0;
    square = 0;
    inJail = false;
    jailTries = 0;
    memory.fill(COUNTS, 0, <usize>POSITIONS * 4);
    const total = warmup + turns;
    for (let t: u32 = 0; t < total; t++) {
      turn(kinds, cards, longJail != 0);
      if (t >= warmup) {
        const p = COUNTS + ((inJail ? IN_JAIL : square) << 2);
        store<u32>(p, load<u32>(p) + 1);
      }
    }
    for (let m: u32 = 0; m < POSITIONS; m++) {
      const count = load<u32>(COUNTS + (m << 2));
      const bin = hist + <usize>m * stride + (<usize>count << 2);
      store<u32>(bin, load<u32>(bin) + 1);
      if (log != 0) store<u32>(log + ((<usize>g * LOG_WORDS + m) << 2), count);
    }
    if (log != 0) store<u32>(log + ((<usize>g * LOG_WORDS + POSITIONS) << 2), <u32>position);
  }
  addGames(res, games);
  return Status.OK;
}
