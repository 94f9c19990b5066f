// Monopoly's cases for the shared contract test (test/contract.test.ts): both jail policies with
// both deck rules, short and long games with and without a warm-up, and the refusals.

import { type GameContract, kernelConfig } from '../contract.js';
import { prepareMonopolyRun } from './index.js';
import { type MonopolyKernelConfig, monopolyGameLog } from './kernel.js';
import { referenceChunk } from './reference.js';
import { monopolySettings } from './settings.js';

export const contract: GameContract = {
  kernelGames: (kernel, options, seed, chunk, games) =>
    monopolyGameLog(
      kernel,
      kernelConfig<MonopolyKernelConfig>(prepareMonopolyRun(options)),
      seed,
      chunk,
      games,
    ),
  twinGames: (options, seed, chunk, games) =>
    referenceChunk(monopolySettings(options).game, seed, chunk, games),
  cases: [
    {
      name: 'long stay, cards with replacement, no warm-up',
      options: { jail: 'long', deck: 'with-replacement', warmup: 0 },
    },
    { name: 'short stay, shuffled decks, one turn a game', options: { jail: 'short', turns: 1, warmup: 0 } },
    {
      name: 'long stay, shuffled decks, long games',
      options: { jail: 'long', turns: 2000, warmup: 10 },
      games: 100,
    },
    { name: 'short stay, cards with replacement', options: { jail: 'short', deck: 'with-replacement' } },
  ],
  invalid: [
    { name: 'an unknown jail policy', options: { jail: 'forever' }, path: 'jail' },
    { name: 'an unknown deck rule', options: { deck: 'stacked' }, path: 'deck' },
    { name: 'no turns', options: { turns: 0 }, path: 'turns' },
    { name: 'too many turns', options: { turns: 10_001 }, path: 'turns' },
    { name: 'a negative warm-up', options: { warmup: -1 }, path: 'warmup' },
    { name: 'two players', options: { players: 2 }, path: 'players' },
    { name: 'a config field of the wrong kind', options: { board: { jail: 3 } }, path: 'jail' },
    { name: 'an unknown config field', options: { board: { houses: 3 } }, path: 'houses' },
  ],
  // the jail share of the chain (cards with replacement) against a run that draws them so
  exactOptions: { deck: 'with-replacement' },
};
