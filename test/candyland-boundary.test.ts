// Candy Land across the boundary: the encoded table read back holds exactly the rules, the debug
// build plays the same games, memory does not grow with games, and an endless game is reported.

import { describe, expect, test } from 'vitest';
import { GameTooLongError, unwrap } from '../src/core/errors.js';
import { candyBoard } from '../src/games/candyland/board.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import { playReferenceGame } from '../src/games/candyland/reference.js';
import { candyMove } from '../src/games/candyland/rules.js';
import { ChunkStream } from '../src/rng/stream.js';
import { withRules } from '../src/games/candyland/schema.js';
import { Kernel } from '../src/wasm/index.js';
import { readCandyTable } from '../src/games/candyland/kernel.js';
import { runTask } from '../src/api/tasks.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { loadKernel } from './helpers.js';

describe.each(Object.keys(candyPresets))('preset %s: encode, then decode', (name) => {
  test('the table holds exactly the rules', async () => {
    const kernel = await loadKernel();
    const board = unwrap(candyBoard(candyPresets[name]!.config));
    const table = readCandyTable(kernel, { board, players: 1 });
    for (let pos = -1; pos <= board.last; pos++) {
      board.cards.forEach((_card, kind) => {
        // every field but the shortcuts' starts, which the analysis's table holds (candyUses)
        const { to, win, stuck, skipNext, shortcut, backward } = candyMove(board, pos, kind);
        expect(table[pos + 1]![kind]).toEqual({
          to: win ? -1 : to,
          win,
          stuck,
          skipNext,
          shortcut,
          backward,
        });
      });
    }
  });
});

test('the debug build (with assertions) plays the same games', async () => {
  const debug = await Kernel.create(await compileKernelModule({ debug: true }));
  const board = unwrap(candyBoard(candyPresets.seed001!.config));
  for (const players of [1, 3]) {
    const task = {
      game: 'candyland',
      config: { board, players },
      seed: 5n,
      chunks: [{ index: 2, games: 3000 }],
    } as const;
    expect(runTask(debug, task)).toEqual(runTask(await loadKernel(), task));
  }
});

test('memory does not grow with the number of games', async () => {
  const kernel = await loadKernel();
  const board = unwrap(candyBoard(candyPresets.classic!.config));
  const config = { board, players: 2 };
  runTask(kernel, { game: 'candyland', config, seed: 1n, chunks: [{ index: 0, games: 1000 }] });
  const before = kernel.exports.memory.buffer.byteLength;
  const chunks = Array.from({ length: 12 }, (_, index) => ({ index, games: 65536 }));
  expect(runTask(kernel, { game: 'candyland', config, seed: 1n, chunks }).games).toBe(12 * 65536);
  expect(kernel.exports.memory.buffer.byteLength).toBe(before);
});

test('a game past the turn limit is reported, not played forever', async () => {
  const kernel = await loadKernel();
  for (const [players, deck] of [
    [1, 'without-replacement'],
    [1, 'with-replacement'],
    [3, 'without-replacement'],
  ] as const) {
    const board = unwrap(candyBoard(withRules(candyPresets.seed000!.config, { deck })));
    const config = { board, players, maxMoves: 10 };
    expect(() =>
      runTask(kernel, { game: 'candyland', config, seed: 1n, chunks: [{ index: 0, games: 1000 }] }),
    ).toThrow(GameTooLongError);
    // the twin stops with the same error, so a trace refuses what simulate refuses
    const stream = new ChunkStream(1n, 0n);
    expect(() =>
      Array.from({ length: 1000 }, () => playReferenceGame(board, stream, players, undefined, 10)),
    ).toThrow(GameTooLongError);
  }
});
