// L.A.M.A.'s cases for the shared contract test (test/contract.test.ts): every strategy, every
// rule option, one round and whole games, 2 to 6 players. Tables of search players play few games:
// each of their choices plays many games out.

import { type LamaKernelConfig, lamaGameLog } from './kernel.js';
import { chooseAction } from './reference-choose.js';
import { referenceLamaChunk } from './reference.js';
import { prepareLamaRun } from './run.js';
import { type ContractCase, type GameContract, kernelConfig } from '../contract.js';
import type { GameOptions } from '../types.js';

/** A table: its strategies seat by seat, and the rules file's fields where they differ from the seed's. */
function table(
  name: string,
  strategies: string,
  games: number,
  more: { readonly rounds?: number; readonly rules?: object } = {},
): ContractCase {
  const options: GameOptions = {
    strategies,
    ...(more.rounds !== undefined && { rounds: more.rounds }),
    ...(more.rules !== undefined && { board: more.rules }),
  };
  return { name, options, games };
}

/** L.A.M.A.'s contract: every strategy and rule option, the search players on few games. */
export const contract: GameContract = {
  kernelGames: (kernel, options, seed, chunk, games) =>
    lamaGameLog(kernel, kernelConfig<LamaKernelConfig>(prepareLamaRun(options)), seed, chunk, games),
  twinGames: (options, seed, chunk, games) =>
    referenceLamaChunk(
      kernelConfig<LamaKernelConfig>(prepareLamaRun(options)),
      seed,
      chunk,
      games,
      chooseAction,
    ),

  cases: [
    table('2 random, whole games', 'random,random', 2000),
    table('3 random, one round', 'random,random,random', 3000, { rounds: 1 }),
    table('6 random, whole games', 'random,random,random,random,random,random', 500),
    table(
      '4 random-distinct, whole games',
      'random-distinct,random-distinct,random-distinct,random-distinct',
      500,
    ),
    table('greedy vs random vs cautious', 'greedy,random,cautious:7', 1000),
    table('5 greedy:0, whole games', 'greedy:0,greedy:0,greedy:0,greedy:0,greedy:0', 500),
    table('greedy:20 and cautious:3, 4 rounds', 'greedy:20,cautious:3,greedy,random', 800, { rounds: 4 }),
    table('starter last', 'random,greedy,random,random', 500, { rules: { starter: 'last' } }),
    table('starter fixed', 'random,random,greedy', 500, { rules: { starter: 'fixed' } }),
    table('ties to the first seat', 'random,random', 2000, { rounds: 1, rules: { ties: 'first-seat' } }),
    table('no llamas, to 60', 'random,greedy,random', 500, { rules: { llamas: 0, target: 60 } }),
    table('a big deck, big hands', 'greedy,random,random-distinct,random,greedy:5,random', 300, {
      rules: {
        numberValues: 10,
        copies: 12,
        llamas: 4,
        handSize: 12,
        llamaPoints: 20,
        returnLarge: 20,
        returnSmall: 2,
      },
    }),
    table('montecarlo:8 vs random', 'montecarlo:8,random,random', 100, { rounds: 1 }),
    table('montecarlo:3, whole games', 'random,montecarlo:3', 20),
    table('pipmc vs random', 'random,pipmc,random,random', 40, { rounds: 1 }),
    table('pipmc:2, whole games, starter last', 'pipmc:2,random', 10, { rules: { starter: 'last' } }),
  ],
  invalid: [
    { name: 'one player', options: { players: 1 }, path: 'players' },
    { name: 'more players than the deck deals to', options: { players: 7 }, path: 'players' },
    { name: 'an unknown strategy', options: { strategies: 'nonsense' }, path: 'strategies' },
    {
      name: 'three strategies for four players',
      options: { strategies: 'random,greedy,random', players: 4 },
      path: 'strategies',
    },
    { name: 'no rounds', options: { rounds: 0 }, path: 'rounds' },
    { name: 'an unknown starter rule', options: { board: { starter: 'middle' } }, path: 'starter' },
    {
      // one card each, a target no one reaches: every round ends at once with at most 3 points taken
      name: 'rules whose games never end',
      options: {
        board: { numberValues: 3, copies: 1, llamas: 0, handSize: 1, target: 10000, llamaPoints: 1 },
      },
      path: 'board',
    },
  ],
  games: { twin: 500 },
};
