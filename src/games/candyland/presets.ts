// The two editions of the seeds, built the way each seed's code builds them, and the presets that
// play them literally (seed000, seed001) or by the real rules (classic, licorice-skip).

import { unwrap } from '../../core/errors.js';
import type { Preset } from '../types.js';
import { type CandyEdition, type CandyRuleSet, parseCandyEdition } from './schema.js';
import { lazyPreset } from '../config.js';

/** Inserts `name` at `index` (later spaces move up one), as Python's list.insert and C#'s List.Insert do. */
function insertAt(spaces: string[], index: number, name: string): void {
  spaces.splice(index, 0, name);
}

// Seed 000 (Python): the six colours repeated and cut to 128 spaces, then the six picture spaces
// inserted at their indices in the order listed: 134 spaces. Its 0-based licorice [47, 85, 120]
// and shortcuts {4: 58, 33: 46} are written here 1-based.
const COLORS_000 = ['R', 'P', 'Y', 'B', 'O', 'G'];
const PICTURES_000: [string, number][] = [
  ['Plumpy', 8],
  ['Mr. Mint', 17],
  ['Jolly', 42],
  ['Gramma Nut', 74],
  ['Princess Lolly', 94],
  ['Queen Frostine', 103],
];
function spaces000(): string[] {
  const spaces = Array.from({ length: 128 }, (_, i) => COLORS_000[i % 6]!);
  for (const [name, index] of PICTURES_000) insertAt(spaces, index, name);
  return spaces;
}
/** create_cards: the picture cards, each colour 8 times, each double twice: 66 cards. */
const DECK_000 = [
  ...PICTURES_000.map(([picture]) => ({ picture, count: 1 })),
  ...COLORS_000.map((color) => ({ color, count: 8 })),
  ...COLORS_000.map((color) => ({ color, amount: 2, count: 2 })),
];

// Seed 001 (C#): Red Purple Yellow Blue Orange Green 21 times (126), eight picture spaces inserted
// in order, then spaces 44 and 75 replaced by green licorice and 3 and 28 by a blue and a yellow
// shortcut start (0-based), which changes the colour at those four indices. 134 spaces; the last
// (its Location 133) is reached to win.
const COLORS_001 = ['Red', 'Purple', 'Yellow', 'Blue', 'Orange', 'Green'];
const PICTURES_001: [string, number][] = [
  ['Cupcake', 8],
  ['IceCream', 19],
  ['Star', 41],
  ['Gingerbread', 68],
  ['Lollipop', 91],
  ['IcePop', 101],
  ['Chocolate', 116],
  ['Rainbow', 132],
];
function spaces001(): string[] {
  const spaces = Array.from({ length: 126 }, (_, i) => COLORS_001[i % 6]!);
  for (const [name, index] of PICTURES_001) insertAt(spaces, index, name);
  const overwrite: [number, string][] = [
    [44, 'Green'],
    [75, 'Green'],
    [3, 'Blue'],
    [28, 'Yellow'],
  ];
  for (const [index, color] of overwrite) spaces[index] = color;
  return spaces;
}
/** CreateDeck's loop as it runs (not the prose table): 7 picture cards (no Rainbow card), doubles
 *  of green and blue 3 times and of red, yellow, orange and purple 4 times, yellow singles 5
 *  times, the other singles 6 times: 64 cards. */
const DECK_001 = [
  ...['Cupcake', 'IceCream', 'Chocolate', 'Lollipop', 'IcePop', 'Star', 'Gingerbread'].map((picture) => ({
    picture,
    count: 1,
  })),
  ...['Green', 'Blue'].map((color) => ({ color, amount: 2, count: 3 })),
  ...['Red', 'Yellow', 'Orange', 'Purple'].map((color) => ({ color, amount: 2, count: 4 })),
  { color: 'Yellow', count: 5 },
  ...['Red', 'Orange', 'Blue', 'Green', 'Purple'].map((color) => ({ color, count: 6 })),
];

const edition000 = {
  colors: COLORS_000,
  pictures: PICTURES_000.map(([name]) => name),
  spaces: spaces000(),
  licorice: [48, 86, 121],
  shortcuts: { '5': 59, '34': 47 },
  deck: DECK_000,
  traceStyle: 'seed000',
};
const edition001 = {
  colors: COLORS_001,
  pictures: PICTURES_001.map(([name]) => name),
  spaces: spaces001(),
  licorice: [45, 76],
  shortcuts: { '4': 60, '29': 41 },
  deck: DECK_001,
  traceStyle: 'seed001',
};

// L. Scheffer's model of the 1949-era board as D. Rusin analysed it ("Analysis of CandyLand",
// math.niu.edu/~rusin/uses-math/games/candyland/, after lscheffer.com/CandyLand.htm): Red Violet
// Yellow Blue Tan Green repeated (21 times, then Red and Violet: 128 cells), with a pink picture
// cell at 9, 18, 43, 75, 96 and 104: 134 cells; sticky cells 48, 86 and 121 hold you until you
// draw their colour; bridges 5 -> 59 and 34 -> 47; 66 cards (each colour 8 times and twice as a
// double, one card a picture), drawn with replacement; reaching cell 134 or passing it wins.
const COLORS_SCHEFFER = ['R', 'V', 'Y', 'B', 'T', 'G'];
const PICTURES_SCHEFFER: [string, number][] = [
  ['Plumpy', 9],
  ['Mr. Mint', 18],
  ['Jolly', 43],
  ['Gramma Nut', 75],
  ['Princess Lolly', 96],
  ['Queen Frostine', 104],
];
function spacesScheffer(): string[] {
  const spaces = Array.from({ length: 128 }, (_, i) => COLORS_SCHEFFER[i % 6]!);
  // in ascending order, so each picture lands on its own (1-based) cell number
  for (const [name, cell] of PICTURES_SCHEFFER) insertAt(spaces, cell - 1, name);
  return spaces;
}
const editionScheffer = {
  description:
    "L. Scheffer's board, sticky cells and 66-card deck drawn with replacement, as analysed by D. Rusin (math.niu.edu/~rusin/uses-math/games/candyland/): exact mean 39.16108695367654, median 32, shortest 4",
  colors: COLORS_SCHEFFER,
  pictures: PICTURES_SCHEFFER.map(([name]) => name),
  spaces: spacesScheffer(),
  licorice: [48, 86, 121],
  shortcuts: { '5': 59, '34': 47 },
  deck: [
    ...PICTURES_SCHEFFER.map(([picture]) => ({ picture, count: 1 })),
    ...COLORS_SCHEFFER.map((color) => ({ color, count: 8 })),
    ...COLORS_SCHEFFER.map((color) => ({ color, amount: 2, count: 2 })),
  ],
  traceStyle: 'seed000',
};

/** The real rules, as the issue names them: plain rotation, doubles move two spaces, start off the board. */
const REAL: Partial<CandyRuleSet> = { turnOrder: 'rotation', doubles: 'two-spaces', start: 'off-board' };

function preset(name: string, edition: object, rules: Partial<CandyRuleSet>): CandyEdition {
  return unwrap(parseCandyEdition({ name, ...edition, rules }), `preset ${name}`);
}

export const candyPresets: Readonly<Record<string, Preset<CandyEdition>>> = {
  seed000: lazyPreset(
    "seed 000's code step for step: stuck licorice, doubles colour by colour, turn = len(cards) % players",
    () =>
      preset('seed000', edition000, {
        licorice: 'stuck',
        doubles: 'literal-000',
        winning: 'no-space-ahead',
        start: 'off-board',
        turnOrder: 'deck-count',
        noPicturesBoard: 'remove-spaces',
      }),
  ),
  seed001: lazyPreset(
    "seed 001's code step for step: lose-a-turn licorice, doubles move one, start on space 1",
    () =>
      preset('seed001', edition001, {
        licorice: 'lose-turn',
        doubles: 'ignore',
        winning: 'reach-last-space',
        start: 'first-space',
        turnOrder: 'rotation',
      }),
  ),
  classic: lazyPreset(
    "seed 000's edition by the real rules: stuck licorice, doubles move two spaces, rotation",
    () => preset('classic', edition000, { ...REAL, licorice: 'stuck', winning: 'no-space-ahead' }),
  ),
  scheffer: lazyPreset(
    "Scheffer's and Rusin's analysis (math.niu.edu/~rusin/uses-math/games/candyland/): 134 cells, sticky cells held until their colour, bridges 5->59 and 34->47, 66 cards drawn with replacement",
    () =>
      preset('scheffer', editionScheffer, {
        ...REAL,
        licorice: 'stuck',
        winning: 'reach-last-space',
        deck: 'with-replacement',
      }),
  ),
  'licorice-skip': lazyPreset(
    "seed 001's edition by the real rules: licorice loses a turn, doubles move two spaces",
    () =>
      preset('licorice-skip', edition001, {
        ...REAL,
        licorice: 'lose-turn',
        winning: 'reach-last-space',
      }),
  ),
};

export const CANDY_DEFAULT_PRESET = 'classic';
