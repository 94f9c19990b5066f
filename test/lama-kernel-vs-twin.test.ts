// The L.A.M.A. kernel and its plain-TypeScript twin on rules whose games never end: both refuse
// them. They play the same games, draw for draw, for every strategy, every rule option, one round
// and whole games, 2 to 6 players, in test/contract.test.ts (src/games/lama/contract.ts).

import { expect, test } from 'vitest';
import { unwrap } from '../src/core/errors.js';
import { chooseAction } from '../src/games/lama/reference-choose.js';
import { referenceLamaChunk } from '../src/games/lama/reference.js';
import type { LamaRules } from '../src/games/lama/rules.js';
import { parseLamaConfig } from '../src/games/lama/schema.js';
import { type SeatStrategy, parseStrategy } from '../src/games/lama/strategies.js';
import { GameTooLongError } from '../src/core/errors.js';
import { lamaGameLog } from '../src/games/lama/kernel.js';
import { loadKernel } from './helpers.js';

const rules = (raw: object): LamaRules => unwrap(parseLamaConfig(raw)).rules;
const seats = (...specs: string[]): SeatStrategy[] =>
  specs.map((spec) => {
    const seat = parseStrategy(spec, 'strategies');
    if ('code' in seat) throw new Error(seat.message);
    return seat;
  });

test('the length limit: kernel and twin both refuse rules whose games never end', async () => {
  // one card each, a target no one reaches: every round ends at once with at most 3 points taken
  const endless = rules({
    numberValues: 3,
    copies: 1,
    llamas: 0,
    handSize: 1,
    target: 10000,
    llamaPoints: 1,
  });
  const setup = { rules: endless, seats: seats('random', 'random'), rounds: undefined };
  const kernel = await loadKernel();
  expect(() => lamaGameLog(kernel, setup, 1n, 0, 1)).toThrow(GameTooLongError);
  expect(() => referenceLamaChunk(setup, 1n, 0, 1, chooseAction)).toThrow(GameTooLongError);
});
