// Candy Land on the page: its presets' names, its studies (the ablation too), its board drawn before
// a run and its licorice spaces and heat map in an analysis.

import { CANDY_LIMITS } from '../../../games/candyland/schema.js';
import { resolveCandy } from '../../../games/candyland/settings.js';
import { GAMES } from '../../../games/index.js';
import { COMPARE, analyzeGames } from '../fields.js';
import type { WebGame } from '../types.js';
import { candyAnalysisDetails } from './analysis.js';
import { candyBoardView } from './board.js';

export const candyWeb: WebGame = {
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
  boardView: (source, title) => candyBoardView(resolveCandy(source).board, title),
  analysisDetails: candyAnalysisDetails,
};
