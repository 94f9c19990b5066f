// The page's games: each game's page view (src/web/games/<game>/index.ts, a WebGame), by the names
// the library uses (src/games/index.ts). A game is added to the page here and nowhere else in the
// page's code; the type asks for every game of the library, and for no other. The order is the Game
// select's (then the dice lab, games.ts); the first is the page's default game.

import type { GameId } from '../../games/index.js';
import { candyWeb } from './candyland/index.js';
import { lamaWeb } from './lama/index.js';
import { pegsWeb } from './pegs/index.js';
import { snakesWeb } from './snakes/index.js';
import { pigWeb } from './pig/index.js';
import { monopolyWeb } from './monopoly/index.js';
import { yahtzeeWeb } from './yahtzee/index.js';
import type { WebGame } from './types.js';

export const WEB_GAMES = {
  snakes: snakesWeb,
  candyland: candyWeb,
  lama: lamaWeb,
  pegs: pegsWeb,
  pig: pigWeb,
  monopoly: monopolyWeb,
  yahtzee: yahtzeeWeb,
} as const satisfies Record<GameId, WebGame>;
