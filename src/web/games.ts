// What the page knows about each game beyond the shared fields: its title, its presets' names for
// people, its own form fields, and what can be run for it (studies.ts: a simulation, Candy Land's
// ablation, L.A.M.A.'s tournament and ladder, peg solitaire's exact count with a solution, every
// game's design measures) — and the dice lab, an entry of its own beside the games. Adding a game
// to the page is one entry here.

import { DEFAULT_ANALYZE_GAMES } from '../api/analyze.js';
import { BATTERY_MAX_FACES } from '../wasm/dice.js';
import { CANDY_LIMITS } from '../games/candyland/schema.js';
import { GAMES, type GameId } from '../games/index.js';
import { STRATEGIES } from '../games/lama/strategies.js';
import { SNAKES_MAX_PLAYERS, SNAKES_MODES } from '../games/snakes/index.js';

/** The preset select's value for a board written in the editor (the report's preset name for it). */
export const CUSTOM = 'custom';

/** What the page can run: `simulate`, `ablate`, `tournament`, `fairness`, `ladder` and `analyze`
 *  as the CLI's commands of those names, `pegs` as `boardsim pegs --solution`, `rng-test` as
 *  `boardsim rng test`. */
export type StudyName =
  'simulate' | 'ablate' | 'tournament' | 'fairness' | 'ladder' | 'analyze' | 'pegs' | 'rng-test';

/** The form's fields that every game has (each game adds its own, below). */
export type SharedField = (typeof SHARED_FIELDS)[number];

/** Every shared field, in the form's order. */
export const SHARED_FIELDS = ['preset', 'board', 'players', 'games', 'seed', 'workers', 'dice'] as const;

const SEEDED_GAMES = SHARED_FIELDS.filter((field) => field !== 'dice');

/** The shared fields each study uses; the others are hidden and not passed on. The die is an
 *  option of the commands that take --dice: not of `ablate` or `analyze`, nor of an exact count;
 *  `analyze` plays on one worker of its own (but for peg solitaire's, below). An exact count has
 *  no games or seed; it counts in parts on the workers. */
export const STUDY_FIELDS: Readonly<Record<StudyName, readonly SharedField[]>> = {
  simulate: [...SEEDED_GAMES, 'dice'],
  ablate: SEEDED_GAMES,
  tournament: [...SEEDED_GAMES, 'dice'],
  fairness: [...SEEDED_GAMES, 'dice'],
  ladder: [...SEEDED_GAMES, 'dice'],
  analyze: ['preset', 'board', 'players', 'games', 'seed'],
  pegs: ['preset', 'board', 'workers'],
  'rng-test': ['dice', 'seed', 'workers'],
};

/** The shared fields study `name` uses for `game` (the game's own list where it has one), or
 *  undefined for a name that is no study. An own-property lookup: a URL's `?study=__proto__` or
 *  `constructor` is a name like any other, not a way in. */
export function studyFields(name: string, game?: PageGameId): readonly SharedField[] | undefined {
  if (!Object.hasOwn(STUDY_FIELDS, name)) return undefined;
  const study = name as StudyName;
  return (game && WEB_GAMES[game]?.studyFields?.[study]) ?? STUDY_FIELDS[study];
}

/** The strategies the page's ladder rates when none are named: quick ones, so that it finishes in
 *  seconds (the CLI's default includes searches of 1,000 iterations a decision). */
export const PAGE_LADDER_STRATEGIES = 'random,greedy,cautious,ismcts:30';

/** A field of one game's own, passed under its name to the library function the study calls. */
export interface WebField {
  readonly name: string;
  readonly label: string;
  /** A select's choices; a text field (left out of the options when empty) without them. */
  readonly choices?: readonly string[];
  readonly initial: string;
  readonly placeholder?: string;
  readonly help: string;
  /** Whether the field applies to the current settings (hidden and not passed on otherwise). */
  isRelevant(settings: { readonly players: number; readonly study: StudyName }): boolean;
}

/** What the page's Game select offers: every game, and the dice lab (`game=dice`). */
export type PageGameId = GameId | typeof DICE_LAB;
export const DICE_LAB = 'dice';

export interface WebGame {
  readonly title: string;
  /** Each preset's name for people, by preset name (the CLI's descriptions cite the seeds). */
  readonly presetLabels: Readonly<Record<string, string>>;
  readonly maxPlayers: number;
  readonly initialPlayers: number;
  /** What the board editor holds, for the help text. */
  readonly boardHelp: string;
  readonly fields: readonly WebField[];
  /** What can be run, the first by default. */
  readonly studies: readonly StudyName[];
  /** Where a study of this game uses other shared fields than STUDY_FIELDS says. */
  readonly studyFields?: Partial<Record<StudyName, readonly SharedField[]>>;
  /** Where a study starts from other games or players than the game's simulation (a million games,
   *  initialPlayers): the studies that play more per game play fewer. */
  readonly studyDefaults?: Partial<Record<StudyName, { readonly games?: string; readonly players?: string }>>;
}

const analyzeGames = (game: string) => ({ games: String(DEFAULT_ANALYZE_GAMES[game]) });

/** An analysis's other presets, analysed beside the board (`analyze --preset a,b`). */
const COMPARE: WebField = {
  name: 'compare',
  label: 'Compare with',
  initial: '',
  placeholder: 'other presets, by name',
  help: 'presets analysed beside the board, separated by commas (by name, as in the JSON of the report: classic, efi): each measure side by side, and each difference from the first with its 95% interval',
  isRelevant: ({ study }) => study === 'analyze',
};

const WEB_GAMES: Readonly<Record<PageGameId, WebGame>> = {
  snakes: {
    title: GAMES.snakes.title,
    presetLabels: {
      efi: 'A 100-square board: start on 1, roll again on a six, bounce back past 100',
      'efi-reversed': 'The same board upside down: every snake a ladder, every ladder a snake',
      classic: 'Chutes and Ladders (Milton Bradley): start off the board, land exactly on 100',
      'classic-48': 'Chutes and Ladders, the printing with the chute from 48 instead of 47',
    },
    maxPlayers: SNAKES_MAX_PLAYERS,
    initialPlayers: 1,
    boardHelp:
      'squares, start, jumps (or snakes and ladders) as {"from": to}, rollAgainOnSix, overshoot ("bounce", "stay" or "finish"), dieFaces',
    fields: [
      {
        name: 'mode',
        label: 'Mode',
        choices: SNAKES_MODES,
        initial: 'alternating',
        help: 'alternating: take turns on one board (the real game); independent: each plays a whole game alone',
        isRelevant: ({ players, study }) => study === 'simulate' && players > 1,
      },
      COMPARE,
    ],
    studies: ['simulate', 'analyze'],
    studyDefaults: { analyze: analyzeGames('snakes') },
  },
  candyland: {
    title: GAMES.candyland.title,
    presetLabels: {
      classic: 'The real rules: stuck on licorice, doubles move two spaces, turns in rotation',
      'licorice-skip': 'The real rules, but licorice loses a turn',
      seed000: 'An early program, step for step: stuck on licorice, doubles colour by colour',
      seed001: 'Another early program, step for step: licorice loses a turn, start on space 1',
    },
    maxPlayers: CANDY_LIMITS.maxPlayers,
    initialPlayers: 1,
    boardHelp:
      'the edition: spaces (colours, licorice, picture spaces), shortcuts, the deck and the rules (deck, licorice, doubles, pictureCards, winning, start, turnOrder)',
    fields: [COMPARE],
    studies: ['simulate', 'ablate', 'analyze'],
    studyDefaults: { analyze: analyzeGames('candyland') },
  },
  lama: {
    title: GAMES.lama.title,
    presetLabels: {
      seed: '56 cards, hands of 6, to 40 points; each round started by the next seat',
      published: 'The printed rule: the player who ended the last round starts the next',
      'no-llamas': 'No llama cards: 48 cards, a 1 follows a 6',
      'to-60': 'Played to 60 points instead of 40',
    },
    maxPlayers: 6,
    initialPlayers: 2,
    boardHelp: 'the rules: the deck, hand size, scores, the target and ties',
    fields: [
      {
        name: 'strategies',
        label: 'Strategies',
        initial: '',
        placeholder: `random (tournament: random,greedy; ladder: ${PAGE_LADDER_STRATEGIES}; analyze: pipmc, CardStock's PIPMC player)`,
        help: `comma-separated: one per seat, or one for every seat (tournament and ladder: the strategies compared; fairness: a table of each; analyze: the one search player of order, against random players; CardStock's PIPMC player, pipmc, when empty). Strategies: ${Object.keys(STRATEGIES).join(', ')} (greedy:10 and ismcts:30 set their parameter)`,
        isRelevant: () => true,
      },
      {
        name: 'rounds',
        label: 'Rounds',
        initial: '',
        placeholder: 'whole games',
        help: 'rounds per game: empty for whole games to the target score, 1 for single rounds',
        // fairness shows one round and whole games; an analysis is of one round, as CardStock's
        isRelevant: ({ study }) => study === 'simulate' || study === 'tournament' || study === 'ladder',
      },
    ],
    studies: ['simulate', 'tournament', 'fairness', 'ladder', 'analyze'],
    studyDefaults: {
      ladder: { games: '100', players: '2..4' },
      // CardStock published its figures for 4 players
      analyze: { ...analyzeGames('lama'), players: '4' },
    },
  },
  pegs: {
    title: GAMES.pegs.title,
    presetLabels: {
      triangle5: 'Triangle of 15 holes (side 5), holes a1 … e5',
      triangle6: 'Triangle of 21 holes (side 6), holes a1 … f6',
      triangle7: 'Triangle of 28 holes (side 7), holes a1 … g7',
      english: 'English cross of 33 holes, centre d4 empty',
      european: 'European (French) board of 37 holes',
    },
    maxPlayers: 1,
    initialPlayers: 1,
    boardHelp:
      'holes as {"name", "at": [x, y]}, lines of three holes or a lattice ("square" or "triangular"), start',
    fields: [
      {
        name: 'start',
        label: 'Start hole',
        initial: '',
        placeholder: "the board's own",
        help: 'the hole left empty at the start',
        isRelevant: () => true,
      },
    ],
    studies: ['pegs', 'analyze'],
    // every measure of an analysis of peg solitaire is exact, from the count: no games, seed or
    // players, and the count's workers
    studyFields: { analyze: ['preset', 'board', 'workers'] },
  },
  [DICE_LAB]: {
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
  },
};

/** Whether an analysis of `game` compares variants (other presets, boards of one's own). */
export function comparesVariants(game: PageGameId): boolean {
  return WEB_GAMES[game].fields.includes(COMPARE);
}

export function webGame(game: PageGameId): WebGame {
  return WEB_GAMES[game];
}

/** The games the page offers, in the registry's order, then the dice lab. */
export const PAGE_GAMES = Object.keys(WEB_GAMES) as PageGameId[];

export function isPageGame(name: string): name is PageGameId {
  return Object.hasOwn(WEB_GAMES, name);
}

/** The game the page runs (the dice lab is none). */
export function isGame(game: PageGameId): game is GameId {
  return game !== DICE_LAB;
}
