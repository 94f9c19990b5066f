// Solitaire Yahtzee's rules as data: the 13 categories, the score of a roll in each, and the tables
// of dice multisets that the kernel (assembly/games/yahtzee/kernel.ts), the twin and the solver
// share. The scoring is the official one (Hasbro's rules) with the "forced joker" rule as Verhoeff
// states it for his optimal player (Verhoeff & Woodward, "Yahtzee: The Solution", 2003): see
// jokerOptions below.

/** The categories in score-card order; a state's mask has bit c set once category c is used. */
export const CATEGORIES = [
  'ones',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'threeOfAKind',
  'fourOfAKind',
  'fullHouse',
  'smallStraight',
  'largeStraight',
  'yahtzee',
  'chance',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_COUNT = 13;
export const YAHTZEE_CATEGORY = 11;
export const DICE = 5;
export const FACES = 6;
/** The upper section's bonus, and the total (of Ones to Sixes) that earns it. */
export const UPPER_BONUS = 35;
export const UPPER_BONUS_AT = 63;
/** Each further Yahtzee once the Yahtzee box holds 50. */
export const YAHTZEE_BONUS = 100;
export const FULL_HOUSE = 25;
export const SMALL_STRAIGHT = 30;
export const LARGE_STRAIGHT = 40;
export const YAHTZEE_SCORE = 50;

/** What a table file must claim to be used with these rules (bump it with any rule change). */
export const RULES_VERSION = 'yahtzee-official-verhoeff-joker/1';

/** Multisets of 0 to 5 dice: 462 of them, by size, then by their counts read as a base-6 number. */
export const KEEPS = 462;
/** The 252 multisets of exactly 5 dice (the rolls) are the keeps FIRST_ROLL..KEEPS-1. */
export const ROLLS = 252;
export const FIRST_ROLL = KEEPS - ROLLS;

/** The shared tables of dice multisets. */
export interface DiceTables {
  /** counts[6k + f]: how many dice of face f+1 keep k holds. */
  readonly counts: Uint8Array;
  /** size[k]: its number of dice. */
  readonly size: Uint8Array;
  /** add[6k + f]: the keep with one more die of face f+1 (-1 past 5 dice). */
  readonly add: Int16Array;
  /** remove[6k + f]: the keep with one die of face f+1 fewer (-1 when it has none). */
  readonly remove: Int16Array;
  /** byCode[Σ counts[f]·6^f]: the keep of those counts. */
  readonly byCode: Int16Array;
  /** rollProbability[r]: the chance that 5 fresh dice show roll r (index r - FIRST_ROLL). */
  readonly rollProbability: Float64Array;
  /** score[13r + c]: roll r's score in category c by the plain rules (no joker, no bonus). */
  readonly score: Uint8Array;
}

const FACTORIAL = [1, 1, 2, 6, 24, 120];

function codeOf(counts: readonly number[]): number {
  let code = 0;
  for (let f = FACES - 1; f >= 0; f--) code = code * FACES + counts[f]!;
  return code;
}

/** The score of five dice with these counts in category c, by the plain rules. */
export function plainScore(counts: readonly number[], c: number): number {
  let sum = 0;
  let most = 0;
  for (let f = 0; f < FACES; f++) {
    sum += (f + 1) * counts[f]!;
    if (counts[f]! > most) most = counts[f]!;
  }
  const has = (f: number) => counts[f]! > 0;
  const run = (from: number, length: number) => {
    for (let f = from; f < from + length; f++) if (!has(f)) return false;
    return true;
  };
  if (c < 6) return (c + 1) * counts[c]!;
  switch (c) {
    case 6:
      return most >= 3 ? sum : 0;
    case 7:
      return most >= 4 ? sum : 0;
    case 8:
      // three of one face and two of another (five of a kind is not a full house unless a joker)
      return counts.includes(3) && counts.includes(2) ? FULL_HOUSE : 0;
    case 9:
      return run(0, 4) || run(1, 4) || run(2, 4) ? SMALL_STRAIGHT : 0;
    case 10:
      return run(0, 5) || run(1, 5) ? LARGE_STRAIGHT : 0;
    case 11:
      return most === 5 ? YAHTZEE_SCORE : 0;
    default:
      return sum;
  }
}

let tables: DiceTables | undefined;

/** The tables, built once. */
export function diceTables(): DiceTables {
  if (tables) return tables;
  const counts = new Uint8Array(KEEPS * FACES);
  const size = new Uint8Array(KEEPS);
  const byCode = new Int16Array(FACES ** FACES).fill(-1);
  let next = 0;
  for (let s = 0; s <= DICE; s++) {
    for (let code = 0; code < FACES ** FACES; code++) {
      let rest = code;
      let total = 0;
      for (let f = 0; f < FACES; f++) {
        counts[FACES * next + f] = rest % FACES;
        total += rest % FACES;
        rest = Math.floor(rest / FACES);
      }
      if (total !== s) continue;
      size[next] = s;
      byCode[code] = next;
      next++;
    }
  }
  const add = new Int16Array(KEEPS * FACES).fill(-1);
  const remove = new Int16Array(KEEPS * FACES).fill(-1);
  const rollProbability = new Float64Array(ROLLS);
  const score = new Uint8Array(ROLLS * CATEGORY_COUNT);
  for (let k = 0; k < KEEPS; k++) {
    const c = Array.from(counts.subarray(FACES * k, FACES * k + FACES));
    for (let f = 0; f < FACES; f++) {
      if (size[k]! < DICE) {
        c[f]!++;
        add[FACES * k + f] = byCode[codeOf(c)]!;
        c[f]!--;
      }
      if (c[f]! > 0) {
        c[f]!--;
        remove[FACES * k + f] = byCode[codeOf(c)]!;
        c[f]!++;
      }
    }
    if (k >= FIRST_ROLL) {
      const r = k - FIRST_ROLL;
      // multinomial 5! / Π counts! over 6^5
      rollProbability[r] = FACTORIAL[DICE]! / c.reduce((p, n) => p * FACTORIAL[n]!, 1) / FACES ** DICE;
      for (let cat = 0; cat < CATEGORY_COUNT; cat++) score[CATEGORY_COUNT * r + cat] = plainScore(c, cat);
    }
  }
  tables = { counts, size, add, remove, byCode, rollProbability, score };
  return tables;
}

/** The keep of these face counts (counts[f] dice of face f+1). */
export function keepOf(counts: readonly number[]): number {
  return diceTables().byCode[codeOf(counts)]!;
}

/** A keep's dice, smallest face first. */
export function keepDice(keep: number): number[] {
  const { counts } = diceTables();
  const dice: number[] = [];
  for (let f = 0; f < FACES; f++) for (let n = 0; n < counts[FACES * keep + f]!; n++) dice.push(f + 1);
  return dice;
}
