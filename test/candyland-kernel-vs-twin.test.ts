// The WebAssembly kernel against the plain-TypeScript twin, game by game from the same streams, for
// every preset, every rule option and 1 to 6 players.

import { describe, expect, test } from 'vitest';
import { unwrap } from '../src/core/errors.js';
import { type CandyBoard, candyBoard } from '../src/games/candyland/board.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import { referenceChunk } from '../src/games/candyland/reference.js';
import { type CandyRuleSet, withRules } from '../src/games/candyland/schema.js';
import { candyGameLog } from '../src/games/candyland/kernel.js';
import { expectSameGames, loadKernel } from './helpers.js';

const played = (preset: string, rules: Partial<CandyRuleSet> = {}): CandyBoard =>
  unwrap(candyBoard(withRules(candyPresets[preset]!.config, rules)));

/** Each rule option's every value, on the edition where it matters most. */
const ruleCases: [string, CandyBoard][] = [
  ...Object.keys(candyPresets).map((name) => [`preset ${name}`, played(name)] as [string, CandyBoard]),
  ['licorice lose-turn on 000', played('classic', { licorice: 'lose-turn' })],
  ['licorice stuck on 001', played('licorice-skip', { licorice: 'stuck' })],
  ['doubles ignore', played('classic', { doubles: 'ignore' })],
  ['doubles literal-000 on 001', played('licorice-skip', { doubles: 'literal-000' })],
  ['pictures forward-only', played('classic', { pictureCards: 'forward-only' })],
  // a picture card behind a piece on licorice leaves it there: no second lost turn
  [
    'pictures forward-only, lose-turn',
    played('classic', { pictureCards: 'forward-only', licorice: 'lose-turn' }),
  ],
  ['winning reach-last-space on 000', played('seed000', { winning: 'reach-last-space' })],
  ['winning no-space-ahead on 001', played('seed001', { winning: 'no-space-ahead' })],
  ['start on the first space', played('classic', { start: 'first-space' })],
  ['turn order deck-count on 001, lose-turn', played('seed001', { turnOrder: 'deck-count' })],
  ['deck with replacement (000)', played('seed000', { deck: 'with-replacement' })],
  ['deck with replacement (001, lose-turn)', played('licorice-skip', { deck: 'with-replacement' })],
  ['no licorice', played('seed000', { noLicorice: true })],
  ['no pictures, spaces removed (seed 000)', played('seed000', { noPictures: true })],
  ['no pictures, spaces kept', played('classic', { noPictures: true })],
  ['no shortcuts', played('seed000', { noShortcuts: true })],
];

describe.each(ruleCases)('%s', (_name, board) => {
  test('one player, two streams', async () => {
    const kernel = await loadKernel();
    for (const [seed, chunk] of [
      [1n, 0],
      [2n ** 63n + 5n, 7],
    ] as const) {
      const fromKernel = candyGameLog(kernel, { board, players: 1 }, seed, chunk, 2000);
      expectSameGames(fromKernel, referenceChunk(board, seed, chunk, 2000), expect);
    }
  });
  test.each([2, 3, 4, 5, 6])('%i players', async (players) => {
    const kernel = await loadKernel();
    const fromKernel = candyGameLog(kernel, { board, players }, 42n, 3, 400);
    expectSameGames(fromKernel, referenceChunk(board, 42n, 3, 400, players), expect);
  });
});

test('the comparison notices a planted difference (one rule changed on the twin side only)', async () => {
  const kernel = await loadKernel();
  const board = played('seed000');
  const other = played('seed000', { doubles: 'two-spaces' });
  const fromKernel = candyGameLog(kernel, { board, players: 1 }, 1n, 0, 500);
  const twin = referenceChunk(other, 1n, 0, 500);
  expect(fromKernel).not.toEqual(twin);
});
