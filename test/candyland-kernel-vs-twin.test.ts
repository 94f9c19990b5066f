// The kernel-against-twin comparison itself: it must notice a difference. The kernel and twin play
// the same games for every preset, every rule option and 1 to 6 players in test/contract.test.ts
// (the cases are Candy Land's contract, src/games/candyland/contract.ts).

import { expect, test } from 'vitest';
import { unwrap } from '../src/core/errors.js';
import { type CandyBoard, candyBoard } from '../src/games/candyland/board.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import { referenceChunk } from '../src/games/candyland/reference.js';
import { type CandyRuleSet, withRules } from '../src/games/candyland/schema.js';
import { candyGameLog } from '../src/games/candyland/kernel.js';
import { loadKernel } from './helpers.js';

const played = (preset: string, rules: Partial<CandyRuleSet> = {}): CandyBoard =>
  unwrap(candyBoard(withRules(candyPresets[preset]!.config, rules)));

test('the comparison notices a planted difference (one rule changed on the twin side only)', async () => {
  const kernel = await loadKernel();
  const board = played('seed000');
  const other = played('seed000', { doubles: 'two-spaces' });
  const fromKernel = candyGameLog(kernel, { board, players: 1 }, 1n, 0, 500);
  const twin = referenceChunk(other, 1n, 0, 500);
  expect(fromKernel).not.toEqual(twin);
});
