// The boundary module: what the WebAssembly module exports, the encoded tables read back, memory
// that does not grow with the number of games, and kernel status codes.

import { describe, expect, test } from 'vitest';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { SnakesRules } from '../src/games/snakes/rules.js';
import { GameTooLongError } from '../src/core/errors.js';
import { readSnakesTables, snakesGameLog } from '../src/games/snakes/kernel.js';
import { runTask } from '../src/api/tasks.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { loadKernel } from './helpers.js';

test('the module exports exactly what the boundary declares', async () => {
  const names = WebAssembly.Module.exports(await compileKernelModule())
    .map((e) => e.name)
    .sort();
  expect(names).toEqual(
    [
      'analyzeCandy',
      'analyzeSnakes',
      'candyMulti',
      'candySolo',
      'diceAdvance',
      'diceBelow',
      'diceCount',
      'diceFloats',
      'diceFromWords',
      'diceState',
      'diceWords',
      'diceWordsExact',
      'draw',
      'drawFromHalves',
      'drawUpTo',
      'fillDice',
      'heapBase',
      'lamaAnalyze',
      'lamaIllegal',
      'lamaPlay',
      'memory',
      'monopolyPlay',
      'nextWord',
      'pegsCompact',
      'pegsExpand',
      'pegsLayer',
      'pegsMerge',
      'pegsOwner',
      'pegsPlay',
      'pegsRehash',
      'pegsWiden',
      'pigPlay',
      'rollCounts',
      'rollInto',
      'rollSum',
      'seedDiceOwn',
      'seedDiceSource',
      'seedStream',
      'setDiceSource',
      'snakesPairGame',
      'snakesPairs',
      'snakesSingle',
      'snakesSolo',
      'streamWords',
      'yahtzeePlay',
      'yahtzeeSolve',
    ].sort(),
  );
});

test('the debug build (with assertions) plays the same games', async () => {
  const { Kernel } = await import('../src/wasm/index.js');
  const debug = await Kernel.create(await compileKernelModule({ debug: true }));
  const release = await loadKernel();
  const task = {
    game: 'snakes',
    config: { board: snakesPresets.efi!.config, players: 1, mode: 'independent' },
    seed: 5n,
    chunks: [{ index: 0, games: 5000 }],
  } as const;
  expect(runTask(debug, task)).toEqual(runTask(release, task));
});

describe.each(Object.entries(snakesPresets))('preset %s: encode, then decode', (_name, preset) => {
  test('the tables hold exactly the rules', async () => {
    const kernel = await loadKernel();
    const board = preset.config;
    const rules = new SnakesRules(board);
    const { single, pairs } = readSnakesTables(kernel, { board, players: 1, mode: 'independent' });
    for (let square = 0; square < board.squares; square++) {
      for (let d = 0; d < board.dieFaces; d++) expect(single[square]![d]).toEqual(rules.land(square, d + 1));
    }
    expect(pairs).toBeDefined();
    for (let square = 0; square < board.squares; square++) {
      for (let d1 = 0; d1 < board.dieFaces; d1++) {
        for (let d2 = 0; d2 < board.dieFaces; d2++) {
          const first = rules.land(square, d1 + 1);
          const second =
            first.square === rules.finish
              ? { square: rules.finish, climb: 0, slide: 0 }
              : rules.land(first.square, d2 + 1);
          const turnsEnded =
            first.square === rules.finish
              ? 1
              : (rules.rollsAgain(d1 + 1) ? 0 : 1) +
                (second.square === rules.finish || !rules.rollsAgain(d2 + 1) ? 1 : 0);
          expect(pairs![square]![d1]![d2]).toEqual({
            square: second.square,
            climb: first.climb + second.climb,
            slide: first.slide + second.slide,
            turnsEnded,
          });
        }
      }
    }
  });
});

test('memory does not grow with the number of games', async () => {
  const kernel = await loadKernel();
  const config = { board: snakesPresets.efi!.config, players: 1, mode: 'independent' } as const;
  runTask(kernel, { game: 'snakes', config, seed: 1n, chunks: [{ index: 0, games: 1000 }] });
  const before = kernel.exports.memory.buffer.byteLength;
  const chunks = Array.from({ length: 40 }, (_, index) => ({ index, games: 65536 }));
  const totals = runTask(kernel, { game: 'snakes', config, seed: 1n, chunks });
  expect(totals.games).toBe(40 * 65536);
  expect(kernel.exports.memory.buffer.byteLength).toBe(before);
});

test('a game past the roll limit is reported, not played forever', async () => {
  const kernel = await loadKernel();
  for (const path of ['pairs', 'single'] as const) {
    const config = {
      board: snakesPresets['efi-reversed']!.config,
      players: 1,
      mode: 'independent',
      path,
      maxRolls: 20,
    } as const;
    expect(() =>
      runTask(kernel, { game: 'snakes', config, seed: 1n, chunks: [{ index: 0, games: 65536 }] }),
    ).toThrow(GameTooLongError);
  }
});

test('the real game (players taking turns) plays its longest game at that many rolls and stops at one fewer', async () => {
  const kernel = await loadKernel();
  const board = snakesPresets.classic!.config;
  const config = { board, players: 3, mode: 'alternating', path: 'single' } as const;
  const chunks = [{ index: 0, games: 3000 }];
  const longest = Math.max(...snakesGameLog(kernel, config, 5n, 0, 3000).map((game) => game.rolls));
  const run = (maxRolls: number) =>
    runTask(kernel, { game: 'snakes', config: { ...config, maxRolls }, seed: 5n, chunks });
  expect(run(longest).games).toBe(3000);
  expect(() => run(longest - 1)).toThrow(GameTooLongError);
});
