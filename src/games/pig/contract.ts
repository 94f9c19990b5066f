// Pig's cases for the shared contract test (test/contract.test.ts): each kind of policy (a fixed
// threshold, the score-based rule, optimal play from the solver's table, a best response), several
// players, other dice and goals, and the refusals of impossible options.

import { type GameContract, kernelConfig } from '../contract.js';
import { type PigKernelConfig, pigGameLog } from './kernel.js';
import { referencePigChunk } from './reference.js';
import { pigKernelConfig, preparePigRun } from './run.js';
import { pigRunSettings } from './settings.js';

export const contract: GameContract = {
  kernelGames: (kernel, options, seed, chunk, games) =>
    pigGameLog(kernel, kernelConfig<PigKernelConfig>(preparePigRun(options)), seed, chunk, games),
  twinGames: (options, seed, chunk, games) =>
    referencePigChunk(pigKernelConfig(pigRunSettings(options)), seed, chunk, games),

  cases: [
    { name: 'hold:20 against hold:25', options: { strategies: 'hold:20,hold:25' } },
    { name: 'keep-pace against optimal', options: { strategies: 'keep-pace,optimal' } },
    { name: 'a best response to hold:20', options: { strategies: 'best-response,hold:20' } },
    { name: 'hold:1 against rolling for the goal', options: { strategies: 'hold:1,hold:10000' } },
    { name: 'three players', options: { strategies: 'hold:15,hold:25,keep-pace' } },
    { name: 'eight players, one policy', options: { players: 8, strategies: 'hold:18' } },
    { name: 'a two-sided die to 20, optimal', options: { board: { goal: 20, dieFaces: 2 } } },
    { name: 'a d12 to 60', options: { board: { goal: 60, dieFaces: 12 }, strategies: 'optimal,hold:30' } },
    { name: 'a goal of 1', options: { board: { goal: 1 }, strategies: 'hold:5' } },
    { name: 'goal and die as options', options: { goal: 40, dieFaces: 8, strategies: 'optimal,hold:12' } },
  ],
  invalid: [
    { name: 'a goal of 0', options: { board: { goal: 0 } }, path: 'goal' },
    { name: 'a die of one face', options: { board: { dieFaces: 1 } }, path: 'dieFaces' },
    { name: 'a goal of 0 as an option', options: { goal: 0 }, path: 'goal' },
    { name: 'a die of one face as an option', options: { dieFaces: '1' }, path: 'dieFaces' },
    { name: 'a goal past the limit', options: { board: { goal: 301 } }, path: 'goal' },
    { name: 'an unknown policy', options: { strategies: 'hold:20,careful' }, path: 'strategies' },
    { name: 'hold:0', options: { strategies: 'hold:0' }, path: 'strategies' },
    { name: 'hold with a fraction', options: { strategies: 'hold:2.5' }, path: 'strategies' },
    { name: 'one player', options: { players: 1 }, path: 'players' },
    { name: 'nine players', options: { players: 9, strategies: 'hold:20' }, path: 'players' },
    { name: 'optimal for three players', options: { players: 3, strategies: 'optimal' }, path: 'strategies' },
    {
      name: 'keep-pace in a race to 50',
      options: { preset: 'short', strategies: 'keep-pace' },
      path: 'strategies',
    },
    {
      name: 'best response to a best response',
      options: { strategies: 'best-response' },
      path: 'strategies',
    },
    {
      name: 'three strategies for two players',
      options: { players: 2, strategies: 'hold:1,hold:2,hold:3' },
      path: 'strategies',
    },
  ],
  games: { twin: 2000 },
};
