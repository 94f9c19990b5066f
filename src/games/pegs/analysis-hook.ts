// What `boardsim analyze` does for peg solitaire: no games, every value exact from the count of
// every game (pegs()'s count, on the workers the platform brings for it, in the same parts and
// memory budget).

import type { GameAnalysis } from '../types.js';
import { type PegsPlatform, countPegsOn } from './api.js';
import { type PegsStartCounter, pegsCountSettings, pegsVariant } from './analysis.js';
import { holeIndex, resolvePegsBoard } from './settings.js';

export const pegsAnalysis: GameAnalysis = {
  options: ['start', 'parts', 'maxMemory', 'onLayer'],
  ignores: {
    players: 'a one-person puzzle: counted for one player',
    strategies: 'its analysis is exact, from the count of every game: no player is simulated',
    games: 'its analysis is exact, from the count of every game: it plays none',
  },
  isNoNews: (option, value) => option === 'players' && String(value).trim() === '1',
  variants(source, options, { compileKernelModule, gameHosts }) {
    const { preset, board } = resolvePegsBoard(source);
    const start = options['start'] === undefined ? board.start : holeIndex(board, options['start']);
    const settings = pegsCountSettings(options);
    const hosts = gameHosts?.['pegs'] as PegsPlatform | undefined;
    const countStart: PegsStartCounter = async (counted, hole, how) =>
      (await countPegsOn(compileKernelModule, hosts, counted, [hole], false, how))[0]!;
    return [{ report: () => pegsVariant(countStart, settings, preset, board, start) }];
  },
};
