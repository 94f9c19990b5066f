// The search players (mcts, ismcts): kernel against twin decision by decision from the same
// streams, their parameters, and the same games on any number of threads.

import { describe, expect, test } from 'vitest';
import { unwrap } from '../src/errors.js';
import { referenceLamaChunk } from '../src/games/lama/reference.js';
import { type LamaRules, parseLamaConfig } from '../src/games/lama/schema.js';
import { type SeatStrategy, parseStrategy } from '../src/games/lama/strategies.js';
import { lamaGameLog } from '../src/wasm/index.js';
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
  ['ismcts:30 vs random, one round', seed004, seats('ismcts:30', 'random', 'random'), 1, 40],
  ['mcts:25 vs greedy, whole games', seed004, seats('greedy', 'mcts:25'), undefined, 6],
  [
    'ismcts:40:1.5:greedy vs mcts:12:0:greedy',
    seed004,
    seats('ismcts:40:1.5:greedy', 'mcts:12:0:greedy', 'cautious'),
    2,
    10,
  ],
  [
    'ismcts:7 and mcts:3 at 6, starter last',
    rules({ starter: 'last' }),
    seats('ismcts:7', 'random', 'mcts:3', 'greedy', 'ismcts:20:0.3', 'random'),
    1,
    20,
  ],
  ['no llamas', rules({ llamas: 0 }), seats('ismcts:25', 'montecarlo:5'), 3, 10],
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
      expectSameGames(fromKernel, referenceLamaChunk(setup, seed, chunk, games), expect);
    }
  });
});
