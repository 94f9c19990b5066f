// Pig on the page: its presets' names, its own fields (each seat's policy, the goal, the die) and the
// optimal policy drawn before a run.

import { GAMES } from '../../../games/index.js';
import { PIG_STRATEGIES } from '../../../games/pig/strategies.js';
import { resolvePigRules } from '../../../games/pig/settings.js';
import type { WebGame } from '../types.js';
import { pigPolicyView } from './policy.js';

export const pigWeb: WebGame = {
  title: GAMES.pig.title,
  presetLabels: {
    classic: 'Race to 100 with one six-sided die (Neller and Presser 2004)',
    short: 'A quicker race to 50',
  },
  maxPlayers: 8,
  initialPlayers: 2,
  boardHelp: 'goal (the score that wins, up to 300) and dieFaces (2 to 100; a 1 loses the turn total)',
  fields: [
    {
      name: 'strategies',
      label: 'Strategies',
      initial: '',
      placeholder: 'optimal (two players), hold:20 (more)',
      help: `comma-separated: one per seat, or one for every seat. Policies: ${Object.keys(PIG_STRATEGIES).join(', ')} (hold:25 holds at a turn total of 25)`,
      isRelevant: () => true,
    },
    {
      name: 'goal',
      label: 'Goal',
      initial: '',
      placeholder: "the preset's (100)",
      help: 'the score that wins, 1 to 300',
      isRelevant: () => true,
    },
    {
      name: 'dieFaces',
      label: 'Die faces',
      initial: '',
      placeholder: "the preset's (6)",
      help: 'faces of the die, 2 to 100; a 1 loses the turn total',
      isRelevant: () => true,
    },
  ],
  studies: ['simulate'],
  // the optimal policy takes about half a second to solve for a race to 100, on the page's thread
  boardView: (source, title) => pigPolicyView(resolvePigRules(source), title),
};
