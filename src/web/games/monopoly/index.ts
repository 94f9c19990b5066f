// Monopoly on the page: its presets' names, its own fields (jail policy, decks, game length) and
// its board shaded by the exact shares of turns before a run.

import { GAMES } from '../../../games/index.js';
import { DECK_RULES, JAIL_POLICIES } from '../../../games/monopoly/rules.js';
import { DEFAULT_TURNS, DEFAULT_WARMUP } from '../../../games/monopoly/schema.js';
import { monopolySettings } from '../../../games/monopoly/settings.js';
import type { WebGame } from '../types.js';
import { monopolyBoardView } from './board.js';

const simulating = ({ study }: { study: string }) => study === 'simulate';

export const monopolyWeb: WebGame = {
  title: GAMES.monopoly.title,
  presetLabels: {
    'long-stay': 'Stay in jail up to three turns trying for doubles; the printed decks',
    'short-stay': 'Pay $50 to leave jail at once; the printed decks',
    'long-stay-replacement': 'The long stay, every card drawn with replacement (the exact chain)',
    'short-stay-replacement': 'The short stay, every card drawn with replacement (the exact chain)',
  },
  maxPlayers: 1,
  initialPlayers: 1,
  boardHelp: 'jail ("long" or "short"), deck ("without-replacement" or "with-replacement"), turns, warmup',
  fields: [
    {
      name: 'jail',
      label: 'Jail',
      choices: ['', ...JAIL_POLICIES],
      initial: '',
      help: "long: try for doubles up to three turns; short: pay at once (empty: the preset's)",
      isRelevant: simulating,
    },
    {
      name: 'deck',
      label: 'Cards',
      choices: ['', ...DECK_RULES],
      initial: '',
      help: "without-replacement: shuffled decks, each card back at the bottom; with-replacement: the chain's cards (empty: the preset's)",
      isRelevant: simulating,
    },
    {
      name: 'turns',
      label: 'Turns a game',
      initial: '',
      placeholder: String(DEFAULT_TURNS),
      help: "the turns of one game that are counted (each game's share of turns on each square is one observation)",
      isRelevant: simulating,
    },
    {
      name: 'warmup',
      label: 'Warm-up turns',
      initial: '',
      placeholder: String(DEFAULT_WARMUP),
      help: 'turns played from Go before counting (100: the long run to 10^-11)',
      isRelevant: simulating,
    },
  ],
  studies: ['simulate'],
  boardView: (source, title) => monopolyBoardView(monopolySettings(source).game, title),
};
