// Solitaire Yahtzee: the optimal strategy's table by backward induction, and games played by the
// optimal player (from that table) or the greedy one. The twin is src/games/yahtzee/widget.ts and
// reference.ts; the rules and the tables' layout are src/games/yahtzee/rules.ts's.
//
// A state is (categories used: 13 bits, the upper total capped at 63, the Yahtzee-bonus flag: the
// Yahtzee box holds 50); its index is mask·128 + upper·2 + flag, and the table holds its value
// (the expected score still to come) as an f64. A round from a state ("widget"): a final roll is
// worth its best category's score and bonuses plus the next state's value; a keep of fewer than 5
// dice the average over the six faces of one more die; a roll with rolls left its best sub-keep
// (the max over the keep and its one-die-fewer keeps, recursively). About 7,000 operations a state.

import { draw, seedStream } from '../../rng';
import { Status, addGames, histAdd } from '../../results';

const FACES: i32 = 6;
const KEEPS: i32 = 462;
const ROLLS: i32 = 252;
const FIRST_ROLL: i32 = KEEPS - ROLLS;
const CATEGORIES: i32 = 13;
const YAHTZEE: i32 = 11;
const ALL_USED: i32 = (1 << CATEGORIES) - 1;
const BONUS_AT: i32 = 63;

const COUNTS: usize = memory.data(KEEPS * FACES);
const SIZE: usize = memory.data(KEEPS);
const ADD: usize = memory.data(KEEPS * FACES * 2, 2);
const REMOVE: usize = memory.data(KEEPS * FACES * 2, 2);
const BY_CODE: usize = memory.data(46656 * 2, 2);
const PROBABILITY: usize = memory.data(ROLLS * 8, 8);
const SCORE: usize = memory.data(ROLLS * CATEGORIES);
const REACHABLE: usize = memory.data(64 * 64);
// the widget's scratch
const FINAL_VALUE: usize = memory.data(ROLLS * 8, 8);
const FINAL_CATEGORY: usize = memory.data(ROLLS);
const KEEP_ONE: usize = memory.data(KEEPS * 8, 8);
const KEEP_TWO: usize = memory.data(KEEPS * 8, 8);
const BEST: usize = memory.data(KEEPS * 8, 8);
const DIE_COUNTS: usize = memory.data(8);
// a state's open boxes: the bonus and the next state's value by score (widget)
const BONUS_BY: usize = memory.data(CATEGORIES * 6 * 4, 4);
const FUTURE_BY: usize = memory.data(CATEGORIES * 6 * 8, 8);
let ready = false;

@inline function counts(k: i32, f: i32): i32 {
  return <i32>load<u8>(COUNTS + <usize>(k * FACES + f));
}

function codeOf(c: usize): i32 {
  let code = 0;
  for (let f = FACES - 1; f >= 0; f--) code = code * FACES + <i32>load<u8>(c + <usize>f);
  return code;
}

function plainScore(c: usize, category: i32): i32 {
  let sum = 0;
  let most = 0;
  let hasThree = false;
  let hasTwo = false;
  for (let f = 0; f < FACES; f++) {
    const n = <i32>load<u8>(c + <usize>f);
    sum += (f + 1) * n;
    if (n > most) most = n;
    if (n == 3) hasThree = true;
    if (n == 2) hasTwo = true;
  }
  if (category < 6) return (category + 1) * <i32>load<u8>(c + <usize>category);
  if (category == 6) return most >= 3 ? sum : 0;
  if (category == 7) return most >= 4 ? sum : 0;
  if (category == 8) return hasThree && hasTwo ? 25 : 0;
  if (category == 9) return runOf(c, 0, 4) || runOf(c, 1, 4) || runOf(c, 2, 4) ? 30 : 0;
  if (category == 10) return runOf(c, 0, 5) || runOf(c, 1, 5) ? 40 : 0;
  if (category == 11) return most == 5 ? 50 : 0;
  return sum;
}

function runOf(c: usize, from: i32, length: i32): bool {
  for (let f = from; f < from + length; f++) if (load<u8>(c + <usize>f) == 0) return false;
  return true;
}

/** Builds the dice tables (rules.ts's diceTables, in the same order). */
function init(): void {
  if (ready) return;
  for (let i = 0; i < 46656; i++) store<i16>(BY_CODE + (<usize>i << 1), -1);
  let next = 0;
  for (let s = 0; s <= 5; s++) {
    for (let code = 0; code < 46656; code++) {
      let rest = code;
      let total = 0;
      for (let f = 0; f < FACES; f++) {
        store<u8>(COUNTS + <usize>(next * FACES + f), <u8>(rest % FACES));
        total += rest % FACES;
        rest /= FACES;
      }
      if (total != s) continue;
      store<u8>(SIZE + <usize>next, <u8>s);
      store<i16>(BY_CODE + (<usize>code << 1), <i16>next);
      next++;
    }
  }
  const c = DIE_COUNTS;
  for (let k = 0; k < KEEPS; k++) {
    for (let f = 0; f < FACES; f++) store<u8>(c + <usize>f, <u8>counts(k, f));
    const size = <i32>load<u8>(SIZE + <usize>k);
    for (let f = 0; f < FACES; f++) {
      const a = ADD + (<usize>(k * FACES + f) << 1);
      const r = REMOVE + (<usize>(k * FACES + f) << 1);
      store<i16>(a, -1);
      store<i16>(r, -1);
      const n = load<u8>(c + <usize>f);
      if (size < 5) {
        store<u8>(c + <usize>f, n + 1);
        store<i16>(a, load<i16>(BY_CODE + (<usize>codeOf(c) << 1)));
        store<u8>(c + <usize>f, n);
      }
      if (n > 0) {
        store<u8>(c + <usize>f, n - 1);
        store<i16>(r, load<i16>(BY_CODE + (<usize>codeOf(c) << 1)));
        store<u8>(c + <usize>f, n);
      }
    }
    if (k >= FIRST_ROLL) {
      const roll = k - FIRST_ROLL;
      let product: f64 = 1;
      for (let f = 0; f < FACES; f++) product *= factorial(<i32>load<u8>(c + <usize>f));
      store<f64>(PROBABILITY + (<usize>roll << 3), 120.0 / product / 7776.0);
      for (let cat = 0; cat < CATEGORIES; cat++)
        store<u8>(SCORE + <usize>(roll * CATEGORIES + cat), <u8>plainScore(c, cat));
    }
  }
  store<u8>(REACHABLE, 1);
  for (let m = 1; m < 64; m++) {
    const f = ctz(m);
    const rest = m & ~(1 << f);
    for (let u = 0; u < 64; u++) {
      if (load<u8>(REACHABLE + <usize>(rest * 64 + u)) == 0) continue;
      for (let n = 0; n <= 5; n++) store<u8>(REACHABLE + <usize>(m * 64 + min(BONUS_AT, u + n * (f + 1))), 1);
    }
  }
  ready = true;
}

function factorial(n: i32): f64 {
  let p: f64 = 1;
  for (let i = 2; i <= n; i++) p *= <f64>i;
  return p;
}

@inline function stateIndex(mask: i32, upper: i32, flag: i32): usize {
  return <usize>((mask << 7) | (upper << 1) | flag);
}

// What the last scoring gave (scoreRoll): the score, the bonuses, the next state.
let lastScore: i32 = 0;
let lastUpperBonus: i32 = 0;
let lastYahtzeeBonus: i32 = 0;
let nextMask: i32 = 0;
let nextUpper: i32 = 0;
let nextFlag: i32 = 0;

// The Yahtzee bonus and the joker (widget.ts's scorings, which states the rule): set by
// allowedCategories for the roll being scored.
let bonusYahtzee = false;
let jokerFace: i32 = -1;

/** The categories roll r may go in from the state: every open one (the player's free choice, as
 *  in Verhoeff's optimal player). Notes whether the roll is a Yahtzee with the Yahtzee box filled
 *  (bonusYahtzee) and whether it is then a joker (jokerFace: its face's upper box filled too). */
function allowedCategories(mask: i32, r: i32): i32 {
  const k = FIRST_ROLL + r;
  let face = -1;
  for (let f = 0; f < FACES; f++) if (counts(k, f) == 5) face = f;
  bonusYahtzee = face >= 0 && (mask & (1 << YAHTZEE)) != 0;
  jokerFace = bonusYahtzee && (mask & (1 << face)) != 0 ? face : -1;
  return ALL_USED & ~mask;
}

/** Scores roll r in category c (allowed, after allowedCategories) into the last* globals. */
function scoreRoll(mask: i32, upper: i32, flag: i32, r: i32, c: i32): void {
  let score = <i32>load<u8>(SCORE + <usize>(r * CATEGORIES + c));
  if (jokerFace >= 0 && c >= 6) score = c == 8 ? 25 : c == 9 ? 30 : c == 10 ? 40 : 5 * (jokerFace + 1);
  lastScore = score;
  lastUpperBonus = 0;
  nextUpper = upper;
  if (c < 6) {
    nextUpper = min(BONUS_AT, upper + score);
    if (upper < BONUS_AT && upper + score >= BONUS_AT) lastUpperBonus = 35;
  }
  lastYahtzeeBonus = bonusYahtzee && flag == 1 ? 100 : 0;
  nextFlag = c == YAHTZEE ? (score > 0 ? 1 : 0) : flag;
  nextMask = mask | (1 << c);
}

/** The round's values from a state into the scratch (table 0: greedy, every future value 0);
 *  returns the state's value (`whole`; else 0, the keeps' values alone). */
function widget(mask: i32, upper: i32, flag: i32, table: usize, whole: bool): f64 {
  // each open box's bonus and next state's value, by its score (upper box c: n dice of its face;
  // a lower box: a score of 0 or not, which sets the flag for the Yahtzee box)
  for (let c = 0; c < CATEGORIES; c++) {
    if ((mask & (1 << c)) != 0) continue;
    for (let n = 0; n < 6; n++) {
      if (c >= 6 && n > 1) break;
      const score = c < 6 ? n * (c + 1) : n;
      let nu = upper;
      let bonus = 0;
      if (c < 6) {
        nu = min(BONUS_AT, upper + score);
        if (upper < BONUS_AT && upper + score >= BONUS_AT) bonus = 35;
      }
      const nf = c == YAHTZEE ? score : flag;
      const at = <usize>(c * 6 + n);
      store<i32>(BONUS_BY + (at << 2), bonus);
      store<f64>(FUTURE_BY + (at << 3), table != 0 ? load<f64>(table + (stateIndex(mask | (1 << c), nu, nf) << 3)) : 0);
    }
  }
  const yahtzeeUsed = (mask & (1 << YAHTZEE)) != 0;
  for (let r = 0; r < ROLLS; r++) {
    let bestValue: f64 = -1;
    let bestCategory = -1;
    if (yahtzeeUsed && load<u8>(SCORE + <usize>(r * CATEGORIES + YAHTZEE)) != 0) {
      // a Yahtzee with the Yahtzee box filled: the bonus and the joker
      const allowed = allowedCategories(mask, r);
      for (let c = 0; c < CATEGORIES; c++) {
        if ((allowed & (1 << c)) == 0) continue;
        scoreRoll(mask, upper, flag, r, c);
        const future: f64 = table != 0 ? load<f64>(table + (stateIndex(nextMask, nextUpper, nextFlag) << 3)) : 0;
        const value = <f64>(lastScore + lastUpperBonus + lastYahtzeeBonus) + future;
        if (value > bestValue) {
          bestValue = value;
          bestCategory = c;
        }
      }
    } else {
      for (let c = 0; c < CATEGORIES; c++) {
        if ((mask & (1 << c)) != 0) continue;
        const score = <i32>load<u8>(SCORE + <usize>(r * CATEGORIES + c));
        const at = <usize>(c * 6 + (c < 6 ? score / (c + 1) : score > 0 ? 1 : 0));
        const value = <f64>(score + load<i32>(BONUS_BY + (at << 2))) + load<f64>(FUTURE_BY + (at << 3));
        if (value > bestValue) {
          bestValue = value;
          bestCategory = c;
        }
      }
    }
    store<f64>(FINAL_VALUE + (<usize>r << 3), bestValue);
    store<i8>(FINAL_CATEGORY + <usize>r, <i8>bestCategory);
  }
  memory.copy(KEEP_ONE + (<usize>FIRST_ROLL << 3), FINAL_VALUE, <usize>ROLLS << 3);
  averageDown(KEEP_ONE);
  bestUp(KEEP_ONE);
  memory.copy(KEEP_TWO + (<usize>FIRST_ROLL << 3), BEST + (<usize>FIRST_ROLL << 3), <usize>ROLLS << 3);
  averageDown(KEEP_TWO);
  // play needs the keeps' values alone; the state's value is the solver's
  if (!whole) return 0;
  bestUp(KEEP_TWO);
  let value: f64 = 0;
  for (let r = 0; r < ROLLS; r++)
    value += load<f64>(PROBABILITY + (<usize>r << 3)) * load<f64>(BEST + (<usize>(FIRST_ROLL + r) << 3));
  return value;
}

@inline function keepAt(keep: usize, k: i32): f64 {
  return load<f64>(keep + (<usize>k << 3));
}

function averageDown(keep: usize): void {
  for (let k = FIRST_ROLL - 1; k >= 0; k--) {
    const a = ADD + (<usize>(k * FACES) << 1);
    const sum =
      keepAt(keep, load<i16>(a)) +
      keepAt(keep, load<i16>(a, 2)) +
      keepAt(keep, load<i16>(a, 4)) +
      keepAt(keep, load<i16>(a, 6)) +
      keepAt(keep, load<i16>(a, 8)) +
      keepAt(keep, load<i16>(a, 10));
    store<f64>(keep + (<usize>k << 3), sum / 6);
  }
}

function bestUp(keep: usize): void {
  for (let k = 0; k < KEEPS; k++) {
    let v = keepAt(keep, k);
    const r = REMOVE + (<usize>(k * FACES) << 1);
    for (let f = 0; f < FACES; f++) {
      const less = <i32>load<i16>(r + (<usize>f << 1));
      if (less >= 0) {
        const b = keepAt(BEST, less);
        if (b > v) v = b;
      }
    }
    store<f64>(BEST + (<usize>k << 3), v);
  }
}

/** Fills the table's states of every mask from `high` down to `low` (masks above `high` already
 *  filled): unreachable upper totals are left as they are; with the Yahtzee box open the flag
 *  cannot be set, and its entry copies the flag-clear one. */
export function yahtzeeSolve(table: usize, high: i32, low: i32): i32 {
  if (high >= ALL_USED || low < 0 || low > high) return Status.BAD_ARGUMENT;
  init();
  for (let mask = high; mask >= low; mask--) {
    const yahtzeeUsed = (mask & (1 << YAHTZEE)) != 0;
    for (let upper = 0; upper <= BONUS_AT; upper++) {
      if (load<u8>(REACHABLE + <usize>(((mask & 0x3f) << 6) | upper)) == 0) continue;
      const clear = widget(mask, upper, 0, table, true);
      store<f64>(table + (stateIndex(mask, upper, 0) << 3), clear);
      store<f64>(table + (stateIndex(mask, upper, 1) << 3), yahtzeeUsed ? widget(mask, upper, 1, table, true) : clear);
    }
  }
  return Status.OK;
}

/** The best sub-keep of keep `roll` by the values at `keep`: the first in the keeps' order. */
function bestKeep(keep: usize, roll: i32): i32 {
  let chosen = -1;
  let chosenValue: f64 = -1;
  for (let k = 0; k < KEEPS; k++) {
    let inside = true;
    for (let f = 0; f < FACES; f++) if (counts(k, f) > counts(roll, f)) inside = false;
    if (inside && keepAt(keep, k) > chosenValue) {
      chosen = k;
      chosenValue = keepAt(keep, k);
    }
  }
  return chosen;
}

/** The keep plus a fresh die for each missing one, drawn in turn (die i: draw(6) + 1). */
function rollFrom(keep: i32): i32 {
  let k = keep;
  const size = <i32>load<u8>(SIZE + <usize>keep);
  for (let i = size; i < 5; i++) k = <i32>load<i16>(ADD + (<usize>(k * FACES + <i32>draw(6)) << 1));
  return k;
}

/**
 * Plays `games` games of chunk `chunk` of `seed`: the optimal player from the table at `table`, or
 * the greedy one when `table` is 0. Adds to the result block the score (metric 0), whether the
 * upper bonus was earned (1), whether the Yahtzee box holds 50 (2) and the Yahtzee bonuses (3);
 * with `log`, writes each game's record: u32 score, u32 upper bonus (bit 0) | Yahtzee bonuses << 8,
 * u64 the categories in the order used (4 bits each, first round lowest).
 */
export function yahtzeePlay(table: usize, seed: u64, chunk: u64, games: u32, res: usize, log: usize): i32 {
  init();
  seedStream(seed, chunk);
  for (let g: u32 = 0; g < games; g++) {
    let mask = 0;
    let upper = 0;
    let flag = 0;
    let total = 0;
    let upperBonus = 0;
    let bonuses = 0;
    let order: u64 = 0;
    for (let round = 0; round < CATEGORIES; round++) {
      widget(mask, upper, flag, table, false);
      let roll = rollFrom(0);
      roll = rollFrom(bestKeep(KEEP_TWO, roll));
      roll = rollFrom(bestKeep(KEEP_ONE, roll));
      const r = roll - FIRST_ROLL;
      const c = <i32>load<i8>(FINAL_CATEGORY + <usize>r);
      allowedCategories(mask, r);
      scoreRoll(mask, upper, flag, r, c);
      total += lastScore + lastUpperBonus + lastYahtzeeBonus;
      if (lastUpperBonus > 0) upperBonus = 1;
      if (lastYahtzeeBonus > 0) bonuses++;
      order |= (<u64>c) << (<u64>(4 * round));
      mask = nextMask;
      upper = nextUpper;
      flag = nextFlag;
    }
    histAdd(res, 0, <u32>total);
    histAdd(res, 1, <u32>upperBonus);
    histAdd(res, 2, <u32>flag);
    histAdd(res, 3, <u32>bonuses);
    if (log != 0) {
      const p = log + (<usize>g << 4);
      store<u32>(p, <u32>total);
      store<u32>(p, <u32>(upperBonus | (bonuses << 8)), 4);
      store<u64>(p, order, 8);
    }
  }
  addGames(res, games);
  return Status.OK;
}
