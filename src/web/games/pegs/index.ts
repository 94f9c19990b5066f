// Peg solitaire on the page: its presets' names, its start hole, its exact count (the study named
// like the game) and its analysis, both counting in parts on Web Workers of their own, and the
// figures by move an analysis shows.

import { GAMES } from '../../../games/index.js';
import type { WebGame } from '../types.js';
import { pegsAnalysisDetails } from './analysis.js';
import { COUNT, analysisWorker, checkCount } from './studies.js';

export const pegsWeb: WebGame = {
  title: GAMES.pegs.title,
  presetLabels: {
    triangle5: 'Triangle of 15 holes (side 5), holes a1 … e5',
    triangle6: 'Triangle of 21 holes (side 6), holes a1 … f6',
    triangle7: 'Triangle of 28 holes (side 7), holes a1 … g7',
    english: 'English cross of 33 holes, centre d4 empty',
    european: 'European (French) board of 37 holes',
  },
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
  studies: ['pegs', 'analyze'],
  ownStudies: { pegs: COUNT },
  // every measure of an analysis of peg solitaire is exact, from the count: no games, seed or
  // players, and the count's workers
  studyFields: { analyze: ['preset', 'board', 'workers'] },
  checks: { pegs: checkCount, analyze: checkCount },
  analysisWorker,
  analysisDetails: pegsAnalysisDetails,
};
