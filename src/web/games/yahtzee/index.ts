// Solitaire Yahtzee on the page: the greedy player only. The optimal player plays from a table of
// every state (8 MiB, about a minute of a core to compute), which the page neither computes on each
// visit nor ships; the CLI and the Node library keep it in a file.

import { GAMES } from '../../../games/index.js';
import type { WebGame } from '../types.js';

export const yahtzeeWeb: WebGame = {
  title: GAMES.yahtzee.title,
  presetLabels: {
    official: "13 rounds, the official scoring with the Yahtzee bonus and joker (Verhoeff's rules)",
  },
  maxPlayers: 1,
  initialPlayers: 1,
  boardHelp: 'none: the rules are fixed',
  fields: [
    {
      name: 'strategies',
      label: 'Player',
      choices: ['greedy'],
      initial: 'greedy',
      help: "greedy: each round's best expected score alone (the optimal player needs its table, which only the CLI and the Node library keep)",
      isRelevant: () => true,
    },
  ],
  studies: ['simulate'],
};
