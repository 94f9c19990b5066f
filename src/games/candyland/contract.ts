// Candy Land's cases for the shared contract test (test/contract.test.ts): each rule option's
// every value, on the edition where it matters most, and every preset and rule set with 1 to 6
// players.

import { prepareCandyRun } from './index.js';
import { type CandyKernelConfig, candyGameLog } from './kernel.js';
import { referenceChunk } from './reference.js';
import { candyRunSettings } from './settings.js';
import { type ContractCase, type GameContract, kernelConfig } from '../contract.js';
import type { GameOptions } from '../types.js';
import { candyPresets } from './presets.js';

/** Each rule option's every value, as `simulate` takes them. */
const RULE_CASES: Readonly<Record<string, GameOptions>> = {
  'licorice lose-turn on 000': { preset: 'classic', licorice: 'lose-turn' },
  'licorice stuck on 001': { preset: 'licorice-skip', licorice: 'stuck' },
  'doubles ignore': { preset: 'classic', doubles: 'ignore' },
  'doubles literal-000 on 001': { preset: 'licorice-skip', doubles: 'literal-000' },
  'pictures forward-only': { preset: 'classic', pictureCards: 'forward-only' },
  // a picture card behind a piece on licorice leaves it there: no second lost turn
  'pictures forward-only, lose-turn': {
    preset: 'classic',
    pictureCards: 'forward-only',
    licorice: 'lose-turn',
  },
  'winning reach-last-space on 000': { preset: 'seed000', winning: 'reach-last-space' },
  'winning no-space-ahead on 001': { preset: 'seed001', winning: 'no-space-ahead' },
  'start on the first space': { preset: 'classic', start: 'first-space' },
  'turn order deck-count on 001, lose-turn': { preset: 'seed001', turnOrder: 'deck-count' },
  'deck with replacement (000)': { preset: 'seed000', deck: 'with-replacement' },
  'deck with replacement (001, lose-turn)': { preset: 'licorice-skip', deck: 'with-replacement' },
  'no licorice': { preset: 'seed000', without: 'licorice' },
  'no pictures, spaces removed (seed 000)': { preset: 'seed000', without: 'pictures' },
  'no pictures, spaces kept': { preset: 'classic', without: 'pictures' },
  'no shortcuts': { preset: 'seed000', without: 'shortcuts' },
};

/** A rule set with `players` players (the contract plays each preset alone besides these). */
function withPlayers(name: string, options: GameOptions, players: number): ContractCase {
  return {
    name: `${name}, ${players === 1 ? 'one player' : `${players} players`}`,
    options: { ...options, players },
    // several players' games are several times longer
    ...(players > 1 && { games: 400 }),
  };
}

/** Candy Land's contract: every rule option, 1 to 6 players. */
export const contract: GameContract = {
  kernelGames: (kernel, options, seed, chunk, games) =>
    candyGameLog(kernel, kernelConfig<CandyKernelConfig>(prepareCandyRun(options)), seed, chunk, games),
  twinGames: (options, seed, chunk, games) => {
    const { board, players } = candyRunSettings(options);
    return referenceChunk(board, seed, chunk, games, players);
  },

  cases: [
    ...Object.keys(candyPresets).flatMap((name) =>
      [2, 3, 4, 5, 6].map((players) => withPlayers(`preset ${name}`, { preset: name }, players)),
    ),
    ...Object.entries(RULE_CASES).flatMap(([name, options]) =>
      [1, 2, 3, 4, 5, 6].map((players) => withPlayers(name, options, players)),
    ),
  ],
  invalid: [
    { name: 'more players than the edition allows', options: { players: 7 }, path: 'players' },
    { name: 'an unknown licorice rule', options: { licorice: 'sticky' }, path: 'licorice' },
    { name: 'an unknown deck rule', options: { deck: 'shuffled' }, path: 'deck' },
    { name: 'a feature it cannot leave out', options: { without: 'snakes' }, path: 'without' },
    { name: 'a board field of the wrong type', options: { board: { spaces: 'RGB' } }, path: 'spaces' },
  ],
  games: { twin: 2000 },
  exactOptions: { preset: 'scheffer' },
};
