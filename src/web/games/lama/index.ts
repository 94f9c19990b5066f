// L.A.M.A. on the page: its presets' names, its own fields (strategies, rounds), its studies of many
// tables (tournament, fairness, ladder) and their checks, and what an analysis shows of its own.

import { GAMES } from '../../../games/index.js';
import { STRATEGIES } from '../../../games/lama/strategies.js';
import { analyzeGames } from '../fields.js';
import type { WebGame } from '../types.js';
import { lamaAnalysisDetails } from './analysis.js';
import { LAMA_STUDIES, PAGE_LADDER_STRATEGIES, checkAnalysis, checkTables } from './studies.js';

export const lamaWeb: WebGame = {
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
  ownStudies: LAMA_STUDIES,
  studyDefaults: {
    ladder: { games: '100', players: '2..4' },
    // CardStock published its figures for 4 players
    analyze: { ...analyzeGames('lama'), players: '4' },
  },
  checks: {
    tournament: checkTables,
    fairness: checkTables,
    ladder: checkTables,
    analyze: checkAnalysis,
  },
  analysisDetails: lamaAnalysisDetails,
};
