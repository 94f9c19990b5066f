// What the page knows about each game beyond the shared fields: its own form fields, and what can be
// run for it (studies.ts: a simulation, Candy Land's ablation, L.A.M.A.'s tournament, peg
// solitaire's exact count with a solution). Adding a game to the page is one entry here.

import { CANDY_LIMITS } from '../games/candyland/schema.js';
import type { GameId } from '../games/index.js';
import { STRATEGIES } from '../games/lama/strategies.js';
import { SNAKES_MAX_PLAYERS, SNAKES_MODES } from '../games/snakes/index.js';

/** The preset select's value for a board written in the editor (the report's preset name for it). */
export const CUSTOM = 'custom';

/** What the page can run: `simulate`, `ablate`, `tournament` and `fairness` as the CLI's commands
 *  of those names, `pegs` as `boardsim pegs --solution`. */
export type StudyName = 'simulate' | 'ablate' | 'tournament' | 'fairness' | 'pegs';

/** Whether a study plays seeded games (so players, games, seed and workers apply). */
export const PLAYS_GAMES: Readonly<Record<StudyName, boolean>> = {
  simulate: true,
  ablate: true,
  tournament: true,
  fairness: true,
  pegs: false,
};

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

export interface WebGame {
  readonly maxPlayers: number;
  readonly initialPlayers: number;
  /** What the board editor holds, for the help text. */
  readonly boardHelp: string;
  readonly fields: readonly WebField[];
  /** What can be run, the first by default. */
  readonly studies: readonly StudyName[];
}

const WEB_GAMES: Readonly<Record<GameId, WebGame>> = {
  snakes: {
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
        isRelevant: ({ players }) => players > 1,
      },
    ],
    studies: ['simulate'],
  },
  candyland: {
    maxPlayers: CANDY_LIMITS.maxPlayers,
    initialPlayers: 1,
    boardHelp:
      'the edition: spaces (colours, licorice, picture spaces), shortcuts, the deck and the rules (deck, licorice, doubles, pictureCards, winning, start, turnOrder)',
    fields: [],
    studies: ['simulate', 'ablate'],
  },
  lama: {
    maxPlayers: 6,
    initialPlayers: 2,
    boardHelp: 'the rules: the deck, hand size, scores, the target and ties',
    fields: [
      {
        name: 'strategies',
        label: 'Strategies',
        initial: '',
        placeholder: 'random (tournament: random,greedy)',
        help: `comma-separated: one per seat, or one for every seat (tournament: the strategies compared; fairness: a table of each). Strategies: ${Object.keys(STRATEGIES).join(', ')} (greedy:10 sets its parameter)`,
        isRelevant: () => true,
      },
    ],
    studies: ['simulate', 'tournament', 'fairness'],
  },
  pegs: {
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
    studies: ['pegs'],
  },
};

export function webGame(game: GameId): WebGame {
  return WEB_GAMES[game];
}

/** The games the page offers, in the registry's order. */
export const PAGE_GAMES = Object.keys(WEB_GAMES) as GameId[];
