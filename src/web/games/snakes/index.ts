// Snakes and Ladders on the page: its presets' names, its own fields, its studies, its board drawn
// before a run and its heat map in an analysis.

import { GAMES } from '../../../games/index.js';
import { SNAKES_MAX_PLAYERS, SNAKES_MODES } from '../../../games/snakes/index.js';
import { resolveSnakesBoard } from '../../../games/snakes/settings.js';
import { COMPARE, analyzeGames } from '../fields.js';
import type { WebGame } from '../types.js';
import { snakesAnalysisDetails } from './analysis.js';
import { snakesBoardView } from './board.js';

export const snakesWeb: WebGame = {
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
  // the dice lab was once a study of Snakes and Ladders: its old links open the lab
  movedStudies: { 'rng-test': 'dice' },
  boardView: (source, title) => snakesBoardView(resolveSnakesBoard(source).board, title),
  analysisDetails: snakesAnalysisDetails,
};
