// What the page knows about each game beyond the shared fields: its own form fields and its own
// result panels. Adding a game to the page is one entry here (see docs/web.md for what Candy Land,
// L.A.M.A. and peg solitaire will add).

import type { GameId } from '../games/index.js';
import { SNAKES_MAX_PLAYERS, SNAKES_MODES } from '../games/snakes/index.js';
import type { SimulationReport } from '../report/simulation.js';

/** The preset select's value for a board written in the editor (the report's preset name for it). */
export const CUSTOM = 'custom';

/** A field of one game's own, passed to simulate() under its name. */
export interface WebField {
  readonly name: string;
  readonly label: string;
  readonly choices: readonly string[];
  readonly initial: string;
  readonly help: string;
  /** Whether the field applies to the current settings (hidden and not passed on otherwise). */
  isRelevant(settings: { readonly players: number }): boolean;
}

/** A results section that only this game shows (drawn after the shared ones). */
export interface ResultPanel {
  readonly id: string;
  readonly title: string;
  /** Fills `container`; returns false when the report has nothing for this panel. */
  render(container: HTMLElement, report: SimulationReport): boolean;
}

export interface WebGame {
  readonly maxPlayers: number;
  /** What the board editor holds, for the help text. */
  readonly boardHelp: string;
  readonly fields: readonly WebField[];
  readonly panels: readonly ResultPanel[];
}

/** The games on the page (the others are in the CLI and the library until their entry is added). */
const WEB_GAMES: Partial<Record<GameId, WebGame>> = {
  snakes: {
    maxPlayers: SNAKES_MAX_PLAYERS,
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
    panels: [],
  },
};

export function webGame(game: GameId): WebGame | undefined {
  return WEB_GAMES[game];
}

/** The games the page offers, in the registry's order. */
export const PAGE_GAMES = Object.keys(WEB_GAMES) as GameId[];
