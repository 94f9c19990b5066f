// Yahtzee's cases for the shared contract test (test/contract.test.ts): the greedy player besides
// the preset (the optimal player, from the table). Both play 200 games a stream: the twin's widget
// is plain TypeScript, 13 of them a game. The runs are of the optimal player, about half a
// millisecond a game: the threads' and shards' runs are of two chunks (the second of 1,000 games),
// the exact mean's of 20,000 games.

import { prepareYahtzeeRun } from './index.js';
import { type YahtzeeKernelConfig, yahtzeeGameLog } from './kernel.js';
import { referenceChunk } from './reference.js';
import { yahtzeeSettings } from './settings.js';
import { yahtzeeTable } from './table-source.js';
import { type GameContract, kernelConfig } from '../contract.js';
import { GAMES_PER_CHUNK } from '../../core/chunks.js';

export const contract: GameContract = {
  kernelGames: (kernel, options, seed, chunk, games) =>
    yahtzeeGameLog(kernel, kernelConfig<YahtzeeKernelConfig>(prepareYahtzeeRun(options)), seed, chunk, games),
  twinGames: (options, seed, chunk, games) => {
    const { strategy, table } = yahtzeeSettings(options);
    return referenceChunk(
      strategy === 'optimal' ? yahtzeeTable(table).values : undefined,
      seed,
      chunk,
      games,
    );
  },
  cases: [{ name: 'the greedy player', options: { strategies: 'greedy' } }],
  invalid: [
    { name: 'an unknown player', options: { strategies: 'clever' }, path: 'strategies' },
    { name: 'two players', options: { players: 2 }, path: 'players' },
    { name: 'a board', options: { board: '{}' }, path: 'board' },
    { name: 'a table file of no name', options: { tableFile: '' }, path: 'tableFile' },
  ],
  games: { twin: 200, run: GAMES_PER_CHUNK + 1000, exact: 20_000, runTimeoutMs: 900_000 },
};
