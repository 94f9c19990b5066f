// What the page offers: every game of the page's registry (src/web/games/index.ts: each game's
// title, presets' names for people, own fields, studies and hooks), and the dice lab, an entry of
// its own beside the games. Adding a game to the page is one entry in that registry.

import { BATTERY_MAX_FACES } from '../wasm/dice.js';
import type { GameId } from '../games/index.js';
import { COMPARE, SHARED_FIELDS, type SharedField } from './games/fields.js';
import { WEB_GAMES } from './games/index.js';
import type { StudyName, WebField, WebGame, WebStudy } from './games/types.js';

export { SHARED_FIELDS };
export type { SharedField, StudyName, WebField, WebGame, WebStudy };

/** The preset select's value for a board written in the editor (the report's preset name for it). */
export const CUSTOM = 'custom';

/** The studies of the page's own, which a game offers by name: `simulate`, `ablate` and `analyze`
 *  as the CLI's commands of those names, `rng-test` (the dice lab's) as `boardsim rng test`. A
 *  game's own (L.A.M.A.'s tournament, peg solitaire's count) are in its WebGame.ownStudies. */
export type PageStudy = 'simulate' | 'ablate' | 'analyze' | 'rng-test';

const SEEDED_GAMES = SHARED_FIELDS.filter((field) => field !== 'dice');

/** The shared fields each study of the page's uses; the others are hidden and not passed on. The
 *  die is an option of the commands that take --dice: not of `ablate` or `analyze`; `analyze`
 *  plays on one worker of its own (but where a game's studyFields say otherwise). */
export const STUDY_FIELDS: Readonly<Record<PageStudy, readonly SharedField[]>> = {
  simulate: [...SEEDED_GAMES, 'dice'],
  ablate: SEEDED_GAMES,
  analyze: ['preset', 'board', 'players', 'games', 'seed'],
  'rng-test': ['dice', 'seed', 'workers'],
};

/** Whether `name` is a study of the page's own (an own-property lookup: a URL's `?study=__proto__`
 *  or `constructor` is a name like any other, not a way in). */
export function isPageStudy(name: string): name is PageStudy {
  return Object.hasOwn(STUDY_FIELDS, name);
}

/** Game `game`'s own study `name`, if it has one of that name. */
export function ownStudy(game: PageGameId, name: string): WebStudy | undefined {
  const own = webGame(game)?.ownStudies;
  return own && Object.hasOwn(own, name) ? own[name] : undefined;
}

/** The shared fields study `name` uses for `game` (the game's own list where it has one), or
 *  undefined for a name that is no study. A study the game does not offer (a link's mistake) uses
 *  the fields of the page's study of that name, or of the first game's own. */
export function studyFields(name: string, game?: PageGameId): readonly SharedField[] | undefined {
  const own = game && webGame(game)?.studyFields;
  if (own && Object.hasOwn(own, name)) return own[name];
  if (isPageStudy(name)) return STUDY_FIELDS[name];
  const ownStudies = [...(game ? [game] : []), ...PAGE_GAMES].map((id) => ownStudy(id, name));
  return ownStudies.find((study) => study !== undefined)?.fields;
}

/** What the page's Game select offers: every game, and the dice lab (`game=dice`). */
export type PageGameId = GameId | typeof DICE_LAB;
export const DICE_LAB = 'dice';

/** The dice lab: a die tested on its own, beside the games. */
const DICE_LAB_ENTRY: WebGame = {
  title: 'Dice lab: test a die',
  presetLabels: {},
  maxPlayers: 1,
  initialPlayers: 1,
  boardHelp: '',
  fields: [
    {
      name: 'rolls',
      label: 'Rolls',
      initial: '1e8',
      help: 'how many times the die is rolled (1e9 for the full battery)',
      isRelevant: ({ study }) => study === 'rng-test',
    },
    {
      name: 'faces',
      label: 'Faces',
      initial: '6',
      help: `faces of the die, 2 to ${BATTERY_MAX_FACES}`,
      isRelevant: ({ study }) => study === 'rng-test',
    },
  ],
  studies: ['rng-test'],
};

const PAGE_ENTRIES: Readonly<Record<PageGameId, WebGame>> = { ...WEB_GAMES, [DICE_LAB]: DICE_LAB_ENTRY };

/** Whether an analysis of `game` compares variants (other presets, boards of one's own). */
export function comparesVariants(game: PageGameId): boolean {
  return PAGE_ENTRIES[game].fields.includes(COMPARE);
}

export function webGame(game: PageGameId): WebGame {
  return PAGE_ENTRIES[game];
}

/** The games the page offers, in the registry's order, then the dice lab. */
export const PAGE_GAMES = Object.keys(PAGE_ENTRIES) as PageGameId[];

/** The game the page opens on: the registry's first. */
export const DEFAULT_GAME = Object.keys(WEB_GAMES)[0] as GameId;

export function isPageGame(name: string): name is PageGameId {
  return Object.hasOwn(PAGE_ENTRIES, name);
}

/** The game the page runs (the dice lab is none). */
export function isGame(game: PageGameId): game is GameId {
  return game !== DICE_LAB;
}
