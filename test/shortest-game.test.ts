// The shortest game's tie rule: of the games with the fewest turns, the report names the earliest
// (the lowest chunk, then the lowest index in it), in every kernel path and across the chunks of a
// task. Expected games are found from the twin's per-game records, and each case checks that the
// shortest length is tied, so a kernel that kept the last of the tied games would fail.

import { describe, expect, test } from 'vitest';
import { unwrap } from '../src/core/errors.js';
import { candyBoard } from '../src/games/candyland/board.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import { referenceChunk as candyReference } from '../src/games/candyland/reference.js';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { referenceChunk as snakesReference } from '../src/games/snakes/reference.js';
import { candyTable, runCandyChunks } from '../src/games/candyland/kernel.js';
import { runSnakesChunks } from '../src/games/snakes/kernel.js';
import { loadKernel } from './helpers.js';

const GAMES = 4000;
const SEED = 11n;

/** The first of the records with the fewest turns, and how many share that number. */
function earliestShortest(records: readonly { turns: number }[]): { index: number; tied: number } {
  const fewest = Math.min(...records.map((r) => r.turns));
  return {
    index: records.findIndex((r) => r.turns === fewest),
    tied: records.filter((r) => r.turns === fewest).length,
  };
}

describe('Snakes and Ladders', () => {
  const board = snakesPresets.classic!.config;
  test.each([
    ['one player, pair kernel', 1, 'pairs'],
    ['one player, single-roll kernel', 1, 'single'],
    ['three independent players, pair kernel', 3, 'pairs'],
    ['three independent players, single-roll kernel', 3, 'single'],
  ] as const)('%s: the earliest of the tied shortest games', async (_name, players, path) => {
    const kernel = await loadKernel();
    const records = snakesReference(board, SEED, 5, GAMES, players, 'independent');
    const { index, tied } = earliestShortest(records);
    expect(tied).toBeGreaterThan(1);
    const totals = runSnakesChunks(kernel, { board, players, mode: 'independent', path }, SEED, [
      { index: 5, games: GAMES },
    ]);
    // several independent players: game g's player p is index g·players + p, and the match's
    // winner is its earliest seat with the fewest turns
    expect(totals.best).toMatchObject({
      value: records[index]!.turns,
      chunk: 5,
      index: index * players + records[index]!.winner,
    });
    if (players === 1) expect(totals.best!.position).toBe(records[index]!.position);
  });

  test('across the chunks of one task, the earlier chunk wins a tie', async () => {
    const kernel = await loadKernel();
    const fewest = (chunk: number) => earliestShortest(snakesReference(board, SEED, chunk, GAMES));
    const min = (chunk: number) =>
      Math.min(...snakesReference(board, SEED, chunk, GAMES).map((r) => r.turns));
    expect(min(3)).toBe(min(8));
    for (const order of [
      [3, 8],
      [8, 3],
    ]) {
      const totals = runSnakesChunks(
        kernel,
        { board, players: 1, mode: 'independent' },
        SEED,
        order.map((index) => ({ index, games: GAMES })),
      );
      expect(totals.best).toMatchObject({ chunk: 3, index: fewest(3).index });
    }
  });
});

describe('Candy Land', () => {
  test('one player: the earliest of the tied shortest games', async () => {
    const kernel = await loadKernel();
    const board = unwrap(candyBoard(candyPresets.classic!.config));
    const records = candyReference(board, SEED, 2, GAMES);
    const { index, tied } = earliestShortest(records);
    expect(tied).toBeGreaterThan(1);
    const totals = runCandyChunks(kernel, { board, players: 1, table: candyTable(board) }, SEED, [
      { index: 2, games: GAMES },
    ]);
    expect(totals.best).toMatchObject({ value: records[index]!.turns, chunk: 2, index });
  });
});
