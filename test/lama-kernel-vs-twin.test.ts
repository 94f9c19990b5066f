// The L.A.M.A. kernel against the plain-TypeScript twin, game by game and draw for draw from the
// same streams: every strategy, every rule option, one round and whole games, 2 to 6 players.

import { describe, expect, test } from 'vitest';
import { unwrap } from '../src/core/errors.js';
import { referenceLamaChunk } from '../src/games/lama/reference.js';
import { chooseAction } from '../src/games/lama/reference-choose.js';
import type { LamaRules } from '../src/games/lama/rules.js';
import { parseLamaConfig } from '../src/games/lama/schema.js';
import { type SeatStrategy, parseStrategy } from '../src/games/lama/strategies.js';
import { GameTooLongError } from '../src/core/errors.js';
import { lamaGameLog } from '../src/games/lama/kernel.js';
import { expectSameGames, loadKernel } from './helpers.js';

const rules = (raw: object): LamaRules => unwrap(parseLamaConfig(raw)).rules;
const seats = (...specs: string[]): SeatStrategy[] =>
  specs.map((spec) => {
    const seat = parseStrategy(spec, 'strategies');
    if ('code' in seat) throw new Error(seat.message);
    return seat;
  });

const seed004 = rules({});
const tables: [string, LamaRules, SeatStrategy[], number | undefined, number][] = [
  ['2 random, whole games', seed004, seats('random', 'random'), undefined, 2000],
  ['3 random, one round', seed004, seats('random', 'random', 'random'), 1, 3000],
  ['6 random, whole games', seed004, seats(...Array(6).fill('random')), undefined, 500],
  ['4 random-distinct, whole games', seed004, seats(...Array(4).fill('random-distinct')), undefined, 500],
  ['greedy vs random vs cautious', seed004, seats('greedy', 'random', 'cautious:7'), undefined, 1000],
  ['5 greedy:0, whole games', seed004, seats(...Array(5).fill('greedy:0')), undefined, 500],
  [
    'greedy:20 and cautious:3, 4 rounds',
    seed004,
    seats('greedy:20', 'cautious:3', 'greedy', 'random'),
    4,
    800,
  ],
  ['starter last', rules({ starter: 'last' }), seats('random', 'greedy', 'random', 'random'), undefined, 500],
  ['starter fixed', rules({ starter: 'fixed' }), seats('random', 'random', 'greedy'), undefined, 500],
  ['ties to the first seat', rules({ ties: 'first-seat' }), seats('random', 'random'), 1, 2000],
  ['no llamas, to 60', rules({ llamas: 0, target: 60 }), seats('random', 'greedy', 'random'), undefined, 500],
  [
    'a big deck, big hands',
    rules({
      numberValues: 10,
      copies: 12,
      llamas: 4,
      handSize: 12,
      llamaPoints: 20,
      returnLarge: 20,
      returnSmall: 2,
    }),
    seats('greedy', 'random', 'random-distinct', 'random', 'greedy:5', 'random'),
    undefined,
    300,
  ],
  ['montecarlo:8 vs random', seed004, seats('montecarlo:8', 'random', 'random'), 1, 100],
  ['montecarlo:3, whole games', seed004, seats('random', 'montecarlo:3'), undefined, 20],
  ['pipmc vs random', seed004, seats('random', 'pipmc', 'random', 'random'), 1, 40],
  [
    'pipmc:2, whole games, starter last',
    rules({ starter: 'last' }),
    seats('pipmc:2', 'random'),
    undefined,
    10,
  ],
];

describe.each(tables)('%s', (_name, r, s, rounds, games) => {
  test('kernel and twin play the same games', async () => {
    const kernel = await loadKernel();
    for (const [seed, chunk] of [
      [1n, 0],
      [2n ** 63n + 5n, 7],
    ] as const) {
      const setup = { rules: r, seats: s, rounds };
      const fromKernel = lamaGameLog(kernel, setup, seed, chunk, games);
      expectSameGames(fromKernel, referenceLamaChunk(setup, seed, chunk, games, chooseAction), expect);
    }
  });
});

test('the length limit: kernel and twin both refuse rules whose games never end', async () => {
  // one card each, a target no one reaches: every round ends at once with at most 3 points taken
  const endless = rules({
    numberValues: 3,
    copies: 1,
    llamas: 0,
    handSize: 1,
    target: 10000,
    llamaPoints: 1,
  });
  const setup = { rules: endless, seats: seats('random', 'random'), rounds: undefined };
  const kernel = await loadKernel();
  expect(() => lamaGameLog(kernel, setup, 1n, 0, 1)).toThrow(GameTooLongError);
  expect(() => referenceLamaChunk(setup, 1n, 0, 1, chooseAction)).toThrow(GameTooLongError);
});
