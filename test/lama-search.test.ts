// The search players (mcts, ismcts): kernel against twin decision by decision from the same
// streams (release and debug builds), their parameters and its errors.

import { describe, expect, test } from 'vitest';
import { BoardsimError, unwrap } from '../src/core/errors.js';
import { simulate } from '../src/index.js';
import { referenceLamaChunk } from '../src/games/lama/reference.js';
import { chooseAction } from '../src/games/lama/reference-choose.js';
import type { LamaRules } from '../src/games/lama/rules.js';
import { parseLamaConfig } from '../src/games/lama/schema.js';
import { type SeatStrategy, parseStrategy, strategyLabel } from '../src/games/lama/strategies.js';
import { Kernel } from '../src/wasm/index.js';
import { lamaGameLog } from '../src/games/lama/kernel.js';
import { runTask } from '../src/api/tasks.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { expectSameGames, loadKernel, runCli } from './helpers.js';

const rules = (raw: object): LamaRules => unwrap(parseLamaConfig(raw)).rules;
const seats = (...specs: string[]): SeatStrategy[] =>
  specs.map((spec) => {
    const seat = parseStrategy(spec, 'strategies');
    if ('code' in seat) throw new Error(seat.message);
    return seat;
  });

const seed004 = rules({});
const tables: [string, LamaRules, SeatStrategy[], number | undefined, number][] = [
  ['ismcts:30 vs random, one round', seed004, seats('ismcts:30:0.7:random', 'random', 'random'), 1, 40],
  ['mcts:25:0.7:random vs greedy, whole games', seed004, seats('greedy', 'mcts:25:0.7:random'), undefined, 6],
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
      expectSameGames(fromKernel, referenceLamaChunk(setup, seed, chunk, games, chooseAction), expect);
    }
  });
});

test('the debug build (assertions on: the node pool, playouts) plays the same games', async () => {
  const debug = await Kernel.create(await compileKernelModule({ debug: true }));
  const task = {
    game: 'lama',
    config: { rules: seed004, seats: seats('ismcts:50:0.7:greedy', 'mcts:40', 'random') },
    seed: 3n,
    chunks: [{ index: 1, games: 30 }],
  } as const;
  expect(runTask(debug, task)).toEqual(runTask(await loadKernel(), task));
});

describe('strategy names', () => {
  test.each([
    ['ismcts', 'ismcts:1000', 0.7, 'greedy'],
    ['ismcts:2000', 'ismcts:2000', 0.7, 'greedy'],
    ['mcts:300:1.5', 'mcts:300:1.5:greedy', 1.5, 'greedy'],
    ['ismcts:2000:0.7:greedy', 'ismcts:2000', 0.7, 'greedy'],
    ['mcts:5:0:random', 'mcts:5:0:random', 0, 'random'],
  ])('%s reads as %s', (spec, label, exploration, policy) => {
    const [seat] = seats(spec);
    expect(strategyLabel(seat!)).toBe(label);
    expect(seat!.search).toEqual({ exploration, policy });
    expect(seats(label)).toEqual([seat]);
  });

  test.each([
    ['ismcts:0', /"ismcts:0": BUDGET must be a whole number from 1 to 100000/],
    ['mcts:1.5', /"mcts:1.5": BUDGET must be a whole number/],
    ['mcts:100:-1', /"mcts:100:-1": C \(the exploration constant\) must be a number from 0 to 100, not "-1"/],
    ['ismcts:100:x', /C \(the exploration constant\) must be a number/],
    [
      'ismcts:100:0.7:smart',
      /"ismcts:100:0.7:smart": POLICY \(the playout policy\) must be random or greedy, not "smart"/,
    ],
    ['ismcts:100:0.7:random:9', /write ismcts:BUDGET:C:POLICY \(at most three parameters\)/],
  ])('%s is refused', async (spec, message) => {
    const issue = parseStrategy(spec, 'strategies');
    expect('code' in issue && issue.message).toMatch(message);
    const run = simulate({ game: 'lama', players: 2, strategies: `random,${spec}`, games: 1 });
    await expect(run).rejects.toThrow(BoardsimError);
    await expect(run).rejects.toThrow(message);
  });

  test('the CLI names the strategy, exits 2 and prints no stack', async () => {
    const { code, stderr, stdout } = await runCli([
      'simulate',
      'lama',
      '--strategies',
      'ismcts:0',
      '--games',
      '1',
    ]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(
      'boardsim: error: --strategies: "ismcts:0": BUDGET must be a whole number from 1 to 100000',
    );
  });
});
