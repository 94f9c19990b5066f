// One round of solitaire Yahtzee from a state, valued: the twin of the kernel's widget
// (assembly/games/yahtzee/kernel.ts), written to be read. A state is (categories used, the upper
// section's total capped at 63, whether the Yahtzee box holds 50). From it, a final roll is worth
// its best category's score plus the future value of the state it leads to; a keep of k dice is
// worth the average of the keeps with one more die (the remove-one-die recursion read the other
// way); a roll with rolls left is worth its best sub-keep. The future values come from the table
// (optimal play), or are all 0 (greedy: the best expected score of this round alone).

import {
  CATEGORY_COUNT,
  FULL_HOUSE,
  LARGE_STRAIGHT,
  SMALL_STRAIGHT,
  FACES,
  FIRST_ROLL,
  KEEPS,
  ROLLS,
  UPPER_BONUS,
  UPPER_BONUS_AT,
  YAHTZEE_BONUS,
  YAHTZEE_CATEGORY,
  diceTables,
} from './rules.js';

/** Bits of the upper total and the flag in a state's index: index = mask·128 + upper·2 + flag. */
export const STATES = 1 << 20;

export function stateIndex(mask: number, upper: number, flag: number): number {
  return (mask << 7) | (upper << 1) | flag;
}

/** Where a round starts: the categories used, the capped upper total, the Yahtzee-bonus flag. */
export interface YahtzeeState {
  readonly mask: number;
  readonly upper: number;
  readonly flag: number;
}

/** What scoring roll r (a roll's index among the 252) in category c gives from a state. */
export interface Scoring {
  readonly score: number;
  /** The upper bonus earned now, and the Yahtzee bonus. */
  readonly upperBonus: number;
  readonly yahtzeeBonus: number;
  readonly next: YahtzeeState;
}

/** What roll r may score from a state, category by category: every open category (the player's
 *  free choice). The joker, as Verhoeff's optimal player applies the official rules: a Yahtzee
 *  rolled when the Yahtzee box is filled (with 50 or 0) earns 100 if that box holds 50, wherever it
 *  is scored; if its face's upper box is filled too, it is a joker, scoring Full House, Small and
 *  Large Straight in full (25, 30, 40) and the other lower boxes the dice's total. */
export function scorings(state: YahtzeeState, r: number, out: (c: number, s: Scoring) => void): void {
  const { mask, upper, flag } = state;
  const t = diceTables();
  const k = FIRST_ROLL + r;
  let face = -1;
  for (let f = 0; f < FACES; f++) if (t.counts[FACES * k + f] === 5) face = f;
  const bonusYahtzee = face >= 0 && (mask & (1 << YAHTZEE_CATEGORY)) !== 0;
  const joker = bonusYahtzee && (mask & (1 << face)) !== 0;
  const yahtzeeBonus = bonusYahtzee && flag === 1 ? YAHTZEE_BONUS : 0;
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    if ((mask & (1 << c)) !== 0) continue;
    let score = t.score[CATEGORY_COUNT * r + c]!;
    if (joker && c >= 6)
      score = c === 8 ? FULL_HOUSE : c === 9 ? SMALL_STRAIGHT : c === 10 ? LARGE_STRAIGHT : 5 * (face + 1);
    let nextUpper = upper;
    let upperBonus = 0;
    if (c < 6) {
      nextUpper = Math.min(UPPER_BONUS_AT, upper + score);
      if (upper < UPPER_BONUS_AT && upper + score >= UPPER_BONUS_AT) upperBonus = UPPER_BONUS;
    }
    const nextFlag = c === YAHTZEE_CATEGORY ? (score > 0 ? 1 : 0) : flag;
    out(c, {
      score,
      upperBonus,
      yahtzeeBonus,
      next: { mask: mask | (1 << c), upper: nextUpper, flag: nextFlag },
    });
  }
}

/** A round's values from one state: what the kernel computes into its scratch memory. */
export interface Widget {
  /** finalValue[r]: roll r with no roll left, scored in its best category. */
  readonly finalValue: Float64Array;
  /** finalCategory[r]: that category (the first of the best, in score-card order). */
  readonly finalCategory: Int8Array;
  /** keepOne[k]: keep k before the last roll; keepTwo[k]: before the second. */
  readonly keepOne: Float64Array;
  readonly keepTwo: Float64Array;
  /** The state's value: the expected total from here, over the first roll. */
  readonly value: number;
}

/** The value of the state a scoring leads to (0 without a table: greedy, or the game's end). */
function futureOf(table: Float64Array | undefined, next: YahtzeeState): number {
  return table ? table[stateIndex(next.mask, next.upper, next.flag)]! : 0;
}

/** keep[k] for keeps of fewer than 5 dice: the average over the six faces of one more die. */
function averageDown(keep: Float64Array): void {
  const { add } = diceTables();
  for (let k = FIRST_ROLL - 1; k >= 0; k--) {
    const a = FACES * k;
    keep[k] =
      (keep[add[a]!]! +
        keep[add[a + 1]!]! +
        keep[add[a + 2]!]! +
        keep[add[a + 3]!]! +
        keep[add[a + 4]!]! +
        keep[add[a + 5]!]!) /
      6;
  }
}

/** best[k]: the most any sub-keep of k is worth (k itself or k with some dice put back). */
function bestUp(keep: Float64Array, best: Float64Array): void {
  const { remove } = diceTables();
  for (let k = 0; k < KEEPS; k++) {
    let v = keep[k]!;
    for (let f = 0; f < FACES; f++) {
      const less = remove[FACES * k + f]!;
      if (less >= 0 && best[less]! > v) v = best[less]!;
    }
    best[k] = v;
  }
}

/** The round's values from `state`, with the future values of `table` (none: greedy). */
export function widget(state: YahtzeeState, table: Float64Array | undefined): Widget {
  const t = diceTables();
  const finalValue = new Float64Array(ROLLS);
  const finalCategory = new Int8Array(ROLLS);
  for (let r = 0; r < ROLLS; r++) {
    let bestValue = -1;
    let bestCategory = -1;
    scorings(state, r, (c, s) => {
      const value = s.score + s.upperBonus + s.yahtzeeBonus + futureOf(table, s.next);
      if (value > bestValue) {
        bestValue = value;
        bestCategory = c;
      }
    });
    finalValue[r] = bestValue;
    finalCategory[r] = bestCategory;
  }
  const keepOne = new Float64Array(KEEPS);
  const keepTwo = new Float64Array(KEEPS);
  const best = new Float64Array(KEEPS);
  keepOne.set(finalValue, FIRST_ROLL);
  averageDown(keepOne);
  bestUp(keepOne, best);
  keepTwo.set(best.subarray(FIRST_ROLL), FIRST_ROLL);
  averageDown(keepTwo);
  bestUp(keepTwo, best);
  let value = 0;
  for (let r = 0; r < ROLLS; r++) value += t.rollProbability[r]! * best[FIRST_ROLL + r]!;
  return { finalValue, finalCategory, keepOne, keepTwo, value };
}

/** The keep to hold from roll r (a keep index) given the keeps' values: the best sub-keep, the
 *  first in the keeps' order (fewer dice first) among equals. */
export function bestKeep(keepValues: Float64Array, r: number): number {
  const { counts } = diceTables();
  const roll = FIRST_ROLL + r;
  let chosen = -1;
  let chosenValue = -1;
  for (let k = 0; k < KEEPS; k++) {
    let inside = true;
    for (let f = 0; f < FACES; f++) if (counts[FACES * k + f]! > counts[FACES * roll + f]!) inside = false;
    if (inside && keepValues[k]! > chosenValue) {
      chosen = k;
      chosenValue = keepValues[k]!;
    }
  }
  return chosen;
}

/** What a round's play uses of the widget: the decisions, for the twin and the trace. */
export interface RoundPlay {
  readonly rolls: number[];
  readonly keeps: number[];
  readonly category: number;
  readonly scoring: Scoring;
}

/** Plays one round from `state` with the dice of `draws` (die i of a roll: draw(6) + 1, the keep's
 *  missing dice in turn), as the kernel does. */
export function playRound(
  state: YahtzeeState,
  table: Float64Array | undefined,
  draws: { draw(n: number): number },
): RoundPlay {
  const t = diceTables();
  const w = widget(state, table);
  const rollFrom = (keep: number) => {
    let k = keep;
    for (let i = t.size[keep]!; i < 5; i++) k = t.add[FACES * k + draws.draw(6)]!;
    return k;
  };
  const first = rollFrom(0);
  const keepTwo = bestKeep(w.keepTwo, first - FIRST_ROLL);
  const second = rollFrom(keepTwo);
  const keepOne = bestKeep(w.keepOne, second - FIRST_ROLL);
  const third = rollFrom(keepOne);
  const r = third - FIRST_ROLL;
  const category = w.finalCategory[r]!;
  let scoring: Scoring | undefined;
  scorings(state, r, (c, s) => {
    if (c === category) scoring = s;
  });
  return { rolls: [first, second, third], keeps: [keepTwo, keepOne], category, scoring: scoring! };
}
