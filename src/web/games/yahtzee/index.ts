// Solitaire Yahtzee on the page: the greedy player, and the optimal player, which plays from a
// table of every state (8 MiB). The page computes that table once per visit, in a Web Worker of its
// own before the first run that needs it (about 10–40 s), and keeps it in memory (table.ts); the
// CLI and the Node library keep it in a file.

import { GAMES } from '../../../games/index.js';
import { parsePlayers } from '../../../core/options.js';
import { yahtzeeSettings } from '../../../games/yahtzee/settings.js';
import type { StudyCheck, WebGame } from '../types.js';
import { ensureYahtzeeTable } from './table.js';

/** A simulation's options, checked without the table (prepareRun would need it computed). */
function checkSimulation({ state, source, run, own, collect }: StudyCheck) {
  const fields = own(1);
  collect('players', () => parsePlayers(state.players, 1, 1));
  collect(undefined, () => yahtzeeSettings({ ...source, ...fields }));
  return { ...source, players: 1, ...fields, ...run };
}

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
      choices: ['greedy', 'optimal'],
      initial: 'greedy',
      help: "greedy: each round's best expected score alone; optimal: the highest expected score (254.59), from a table of every state that the page computes before its first run (about 10–40 s, once per visit)",
      isRelevant: () => true,
    },
  ],
  studies: ['simulate'],
  // no board to edit: the rules are fixed
  studyFields: { simulate: ['preset', 'players', 'games', 'seed', 'workers', 'dice'] },
  checks: { simulate: checkSimulation },
  beforeRun: (options, hooks, say) =>
    options.strategies === 'optimal' ? ensureYahtzeeTable(hooks, say) : Promise.resolve(),
};
