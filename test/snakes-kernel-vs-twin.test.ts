// The WebAssembly kernels against the plain-TypeScript twin, game by game from the same streams,
// for every preset and every rule option, through each kernel path.

import { describe, expect, test } from 'vitest';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { type SnakesMode, referenceChunk } from '../src/games/snakes/reference.js';
import { type SnakesBoard, parseSnakesBoard } from '../src/games/snakes/schema.js';
import { unwrap } from '../src/core/errors.js';
import { snakesGameLog, snakesPath } from '../src/games/snakes/kernel.js';
import { expectSameGames, loadKernel } from './helpers.js';

const board = (raw: object): SnakesBoard => unwrap(parseSnakesBoard(raw));

/** Boards that exercise each rule option and edge of the tables. */
const ruleBoards: Record<string, SnakesBoard> = {
  'classic rules, start off the board': board({}),
  'bounce, start on 1, roll again': board({
    start: 1,
    overshoot: 'bounce',
    rollAgainOnSix: true,
    jumps: { 17: 6, 9: 31, 99: 80 },
  }),
  'finish anyway past the end': board({ squares: 40, overshoot: 'finish', jumps: { 3: 20, 38: 1 } }),
  'stay, roll again on six': board({
    squares: 30,
    overshoot: 'stay',
    rollAgainOnSix: true,
    jumps: { 29: 2, 6: 0 },
  }),
  'ladder straight to the finish': board({
    squares: 50,
    jumps: { 44: 50, 12: 40, 45: 10 },
    overshoot: 'bounce',
  }),
  'a d4': board({ squares: 20, dieFaces: 4, jumps: { 5: 15, 19: 1 } }),
  'a d12 with roll again': board({
    squares: 60,
    dieFaces: 12,
    rollAgainOnSix: true,
    overshoot: 'bounce',
    jumps: { 11: 30, 55: 5 },
  }),
  'a large board (one roll per lookup only)': board({
    squares: 400,
    overshoot: 'bounce',
    rollAgainOnSix: true,
    jumps: { 10: 300, 390: 20 },
  }),
  'jump targets that are jump squares (never chained)': board({ squares: 30, jumps: { 4: 8, 8: 20, 20: 2 } }),
};

const cases = [
  ...Object.entries(snakesPresets).map(([name, p]) => [`preset ${name}`, p.config] as const),
  ...Object.entries(ruleBoards),
];

const GAMES = 3000;

describe.each(cases)('%s', (_name, b) => {
  const paths =
    snakesPath({ board: b, players: 1, mode: 'independent' }) === 'pairs'
      ? (['pairs', 'single'] as const)
      : (['single'] as const);
  test.each(paths)('one player, %s kernel', async (path) => {
    const kernel = await loadKernel();
    for (const [seed, chunk] of [
      [1n, 0],
      [2n ** 63n + 5n, 7],
    ] as const) {
      const fromKernel = snakesGameLog(
        kernel,
        { board: b, players: 1, mode: 'independent', path },
        seed,
        chunk,
        GAMES,
      );
      expectSameGames(fromKernel, referenceChunk(b, seed, chunk, GAMES), expect);
    }
  });

  test.each([
    [3, 'independent', paths[0]],
    [2, 'alternating', 'single'],
    [4, 'alternating', 'single'],
  ] as const)('%i players, %s, %s kernel', async (players, mode: SnakesMode, path) => {
    const kernel = await loadKernel();
    const fromKernel = snakesGameLog(kernel, { board: b, players, mode, path }, 42n, 3, 1000);
    expectSameGames(fromKernel, referenceChunk(b, 42n, 3, 1000, players, mode), expect);
  });
});
