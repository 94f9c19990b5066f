// Other games with another die: Candy Land (cards drawn with draw(n) for every shuffle), peg
// solitaire's random play (draw(number of legal jumps)) and L.A.M.A. (the stock shuffled as it is
// dealt and drawn, random strategies, Monte Carlo playouts) reach the lab's dice through the same
// entry point, kernel and twin game by game; runs record the die and stay reproducible.

import { describe, expect, test } from 'vitest';
import { candyPresets } from '../src/games/candyland/presets.js';
import { candyBoard } from '../src/games/candyland/board.js';
import { playReferenceGame as playCandyGame } from '../src/games/candyland/reference.js';
import { pegsBoards } from '../src/games/pegs/boards.js';
import { playRandomGame } from '../src/games/pegs/reference.js';
import { boardJumps } from '../src/games/pegs/rules.js';
import { unwrap } from '../src/core/errors.js';
import { fairness, simulate, tournament, trace } from '../src/index.js';
import { playReferenceGame } from '../src/games/lama/reference.js';
import { chooseAction } from '../src/games/lama/reference-choose.js';
import { parseLamaConfig } from '../src/games/lama/schema.js';
import { type SeatStrategy, parseStrategy } from '../src/games/lama/strategies.js';
import { parseDice } from '../src/rng/dice.js';
import { diceDraws } from '../src/rng/dice-stream.js';
import { candyGameLog } from '../src/games/candyland/kernel.js';
import { lamaGameLog } from '../src/games/lama/kernel.js';
import { pegsGameLog } from '../src/games/pegs/kernel.js';
import { withDice } from '../src/wasm/index.js';
import { pegsKernelConfig } from '../src/games/pegs/index.js';
import { expectSameGames, loadKernel } from './helpers.js';

const lamaRules = unwrap(parseLamaConfig({})).rules;
const lamaSeats = (...specs: string[]): SeatStrategy[] =>
  specs.map((text) => {
    const seat = parseStrategy(text, 'strategies');
    if ('code' in seat) throw new Error(seat.message);
    return seat;
  });
const lamaTables: [string, SeatStrategy[], number | undefined, number][] = [
  [
    'random, random-distinct, greedy: whole games',
    lamaSeats('random', 'random-distinct', 'greedy'),
    undefined,
    300,
  ],
  ['montecarlo:4 vs random: one round (playouts)', lamaSeats('montecarlo:4', 'random'), 1, 40],
];

const dice = [
  'java-lcg',
  'xorshift128:table',
  'pcg32:modulo',
  'ring-buffer@0.3',
  'xoshiro128x4:rejection',
  'alea',
  'xoroshiro128plus',
  'mt19937:lemire16',
];

describe.each(dice)('%s', (text) => {
  const spec = parseDice(text);

  test('Candy Land: kernel and twin agree game by game (1 and 3 players)', async () => {
    const kernel = await loadKernel();
    const board = unwrap(candyBoard(candyPresets.classic!.config));
    for (const players of [1, 3]) {
      const fromKernel = withDice(kernel, spec, () => candyGameLog(kernel, { board, players }, 9n, 2, 300));
      const draws = diceDraws(spec, 9n, 2n);
      const twin = fromKernel.map(() => playCandyGame(board, draws, players));
      expectSameGames(fromKernel, twin, expect);
    }
  });

  test('peg solitaire random play: kernel and twin end every game alike', async () => {
    const kernel = await loadKernel();
    const board = pegsBoards.english!.config;
    const start = 16;
    const config = pegsKernelConfig(board, start);
    const states = withDice(kernel, spec, () => pegsGameLog(kernel, config, 4n, 1, 300));
    const draws = diceDraws(spec, 4n, 1n);
    const jumps = boardJumps(board);
    const twin = states.map(() => {
      const { pegs } = playRandomGame(board, start, draws, jumps);
      return pegs.reduce((s, p, i) => (p ? s | (1n << BigInt(i)) : s), 0n);
    });
    expect(states).toEqual(twin);
  });
  test.each(lamaTables)(
    'L.A.M.A. %s: kernel and twin play the same games',
    async (_name, seats, rounds, games) => {
      const kernel = await loadKernel();
      const setup = { rules: lamaRules, seats, rounds };
      const fromKernel = withDice(kernel, spec, () => lamaGameLog(kernel, setup, 12n, 3, games));
      const draws = diceDraws(spec, 12n, 3n);
      const twin = fromKernel.map(() => playReferenceGame(setup, draws, chooseAction));
      expectSameGames(fromKernel, twin, expect);
    },
  );
});

test('Candy Land with another die: run.dice, the same result on 1 and 2 threads', async () => {
  const options = { game: 'candyland', games: 150_000, seed: 5, dice: 'xorshift128' };
  const one = await simulate({ ...options, threads: 1 });
  const two = await simulate({ ...options, threads: 2 });
  expect(one.run.dice).toBe('xorshift128:abs-mod');
  expect(two.metrics).toEqual(one.metrics);
  const fair = await simulate({ ...options, dice: undefined, threads: 1 });
  expect(fair.run.dice).toBe('xoshiro128x4:lemire16');
  expect(fair.metrics.turns).not.toEqual(one.metrics.turns);
});

test('L.A.M.A. with another die: run.dice, the same result on 1 and 2 threads; trace plays its game', async () => {
  const options = { game: 'lama', players: 3, rounds: 1, games: 140_000, seed: 5, dice: 'pcg32:modulo' };
  const one = await simulate({ ...options, threads: 1 });
  const two = await simulate({ ...options, threads: 2 });
  expect(one.run.dice).toBe('pcg32:modulo');
  expect(two.metrics).toEqual(one.metrics);
  const fair = await simulate({ ...options, dice: undefined, threads: 1 });
  expect(fair.metrics.choices).not.toEqual(one.metrics.choices);
  // trace replays game 4 of the run with the same die, in the twin
  const kernel = await loadKernel();
  const setup = { rules: lamaRules, seats: lamaSeats('random', 'random', 'random'), rounds: 1 };
  const logged = withDice(kernel, parseDice(options.dice), () => lamaGameLog(kernel, setup, 5n, 0, 5))[4]!;
  const { games: _games, ...traceOptions } = options; // trace plays one game: it takes no games
  const traced = trace({ ...traceOptions, gameIndex: 4 });
  const { draws: _draws, ...result } = logged;
  expect(traced.result).toEqual(result);
});

test('L.A.M.A. tournament and fairness with another die: the die recorded, the same tables on 1 and 2 threads', async () => {
  const options = { game: 'lama', players: '3', strategies: 'random,greedy', games: 3000, seed: 2 };
  const one = await tournament({ ...options, dice: 'xorshift128:table', threads: 1 });
  const two = await tournament({ ...options, dice: 'xorshift128:table', threads: 2 });
  expect(one.dice).toBe('xorshift128:table');
  expect(two.cells).toEqual(one.cells);
  const fair = await tournament({ ...options, threads: 1 });
  expect(fair.dice).toBe('xoshiro128x4:lemire16');
  expect(fair.cells).not.toEqual(one.cells);
  const seats = await fairness({ game: 'lama', players: '3', games: 3000, seed: 2, dice: 'pcg32:modulo' });
  expect(seats.dice).toBe('pcg32:modulo');
  await expect(tournament({ ...options, dice: 'pcg32:nope' })).rejects.toThrow(/no range method "nope"/);
});
