// L.A.M.A.'s analysis kernel (assembly/games/lama/analyze.ts, with CardStock's PIPMC estimates in
// assembly/games/lama/estimates.ts) against its plain-TypeScript twin (analyzeLamaChunk), game by game
// from the same streams: after every game, every accumulated sum to the last bit and the draws
// taken so far. 2, 4 and 6 players, several search players (CardStock's PIPMC player, the default,
// among them) and rule variants, chunks past the first (the search seat's rotation counts through
// the run) and a last chunk cut short.

import { describe, expect, test } from 'vitest';
import { LAMA_SUMS_LENGTH, analyzeLamaChunk } from '../src/games/lama/analysis.js';
import { dramaThreshold } from '../src/games/lama/analysis-estimates.js';
import { unwrap } from '../src/core/errors.js';
import { ESTIMATE_PLAYOUTS } from '../src/games/lama/rank-estimates.js';
import type { LamaRules } from '../src/games/lama/rules.js';
import { parseLamaConfig } from '../src/games/lama/schema.js';
import { type SeatStrategy, parseStrategy } from '../src/games/lama/strategies.js';
import { Kernel, KernelStatusError } from '../src/wasm/index.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { LAMA_ANALYSIS_SUMS, analyzeLamaChunks, lamaAnalysisLog } from '../src/games/lama/analysis-kernel.js';
import { expectSameGames, loadKernel } from './helpers.js';

const rules = (raw: object): LamaRules => unwrap(parseLamaConfig(raw)).rules;
const strategy = (spec: string): SeatStrategy => {
  const seat = parseStrategy(spec, 'strategies');
  if ('code' in seat) throw new Error(seat.message);
  return seat;
};
const random = strategy('random');

// [name, rules, players, search player, seed, chunk index, games]
const cases: [string, LamaRules, number, string, bigint, number, number][] = [
  ['2 players, greedy', rules({}), 2, 'greedy', 1n, 0, 300],
  // CardStock's PIPMC player, order's default search player
  ['2 players, pipmc', rules({}), 2, 'pipmc', 8n, 4, 150],
  ['4 players, pipmc', rules({}), 4, 'pipmc', 1n, 0, 120],
  ['6 players, pipmc:3, ties to the first seat', rules({ ties: 'first-seat' }), 6, 'pipmc:3', 9n, 1, 61],
  [
    '2 players, montecarlo:5, ties to the first seat',
    rules({ ties: 'first-seat' }),
    2,
    'montecarlo:5',
    7n,
    3,
    181,
  ],
  ['4 players, montecarlo:10', rules({}), 4, 'montecarlo:10', 2n, 0, 150],
  ['4 players, cautious, no llamas', rules({ llamas: 0 }), 4, 'cautious', 3n, 5, 121],
  ['4 players, mcts:30, starter last', rules({ starter: 'last' }), 4, 'mcts:30', 4n, 1, 60],
  ['6 players, ismcts:30:1.2:random', rules({}), 6, 'ismcts:30:1.2:random', 5n, 2, 60],
  [
    '6 players, random-distinct, a big deck',
    rules({ copies: 12, handSize: 7 }),
    6,
    'random-distinct',
    2n ** 63n,
    0,
    61,
  ],
];

describe.each(cases)('%s', (_name, table, players, search, seed, index, games) => {
  const config = {
    rules: table,
    players,
    search: strategy(search),
    playouts: ESTIMATE_PLAYOUTS,
    dramaThreshold: dramaThreshold(players),
    variant: 0,
  };

  test('kernel and twin: the same sums and draws after every game', async () => {
    const kernel = await loadKernel();
    const fromKernel = lamaAnalysisLog(kernel, config, seed, { index, games }).map((entry) => ({
      sums: Array.from(entry.sums),
      draws: entry.draws,
    }));
    const fromTwin: { sums: number[]; draws: number }[] = [];
    analyzeLamaChunk(table, players, config.search, random, seed, { index, games }, (sums, draws) =>
      fromTwin.push({ sums: Array.from(sums), draws }),
    );
    expect(LAMA_ANALYSIS_SUMS).toBe(LAMA_SUMS_LENGTH);
    // the same bits, not just close: Object.is tells -0 from 0 and compares NaN
    expectSameGames(
      fromKernel.map((g) => g.sums.map((x) => [x, Object.is(x, -0)])),
      fromTwin.map((g) => g.sums.map((x) => [x, Object.is(x, -0)])),
      expect,
    );
    expectSameGames(fromKernel, fromTwin, expect);
    // every batch played: random tables, the search player's, the PIPMC player's
    const last = fromKernel.at(-1)!.sums;
    expect(last[0]! + last[11]! + last[18]!).toBe(games);
  });

  test('a chunk played for the run gives the log’s last sums', async () => {
    const kernel = await loadKernel();
    const [run] = analyzeLamaChunks(kernel, config, seed, [{ index, games }]);
    const log = lamaAnalysisLog(kernel, config, seed, { index, games });
    expect(run!.chunk).toBe(index);
    expect(Array.from(run!.sums)).toEqual(Array.from(log.at(-1)!.sums));
  });
});

test('the debug build (with assertions) gives the same sums; no playouts is refused', async () => {
  const debug = await Kernel.create(await compileKernelModule({ debug: true }));
  const config = {
    rules: rules({}),
    players: 3,
    search: strategy('montecarlo:5'),
    playouts: ESTIMATE_PLAYOUTS,
    dramaThreshold: dramaThreshold(3),
    variant: 0,
  };
  const chunk = [{ index: 1, games: 30 }];
  const release = analyzeLamaChunks(await loadKernel(), config, 3n, chunk);
  expect(analyzeLamaChunks(debug, config, 3n, chunk)).toEqual(release);
  expect(() => analyzeLamaChunks(debug, { ...config, playouts: 0 }, 3n, chunk)).toThrow(KernelStatusError);
});
