// What `boardsim analyze` plays for L.A.M.A.: one-round games of every table (a rule set and a
// number of players), all tables' games in one run on the platform's workers.

import type { GameAnalysis } from '../types.js';
import { analyzeLamaOn } from './analysis-run.js';
import { parsePlayerRange } from './tables.js';

export const lamaAnalysis: GameAnalysis = {
  // fewer than the races: the search player's games are the slowest
  defaultGames: 400,
  options: ['players', 'games', 'strategies'],
  analyzeAll(sources, seed, games, options, { platform }) {
    const tables = sources.flatMap((source) =>
      parsePlayerRange(options.players, '4').map((players) => ({ ...source, players })),
    );
    return analyzeLamaOn(platform, tables, seed, games, options);
  },
};
