// A user's kernel that reads two rolls a look-up, as the built-in Snakes kernel does
// (bench/kit/snakes-pairs.ts): the second roll of the pair that ends a game is the next game's first,
// and each chunk starts afresh (the kit's gameInChunk). Built as a user builds it, it must play the
// built-in's games, figure for figure, across chunk boundaries and on two threads.

import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { simulate } from '../src/index.js';
import { ROOT } from './helpers.js';
import { buildKernel, kitFolder } from './kit-helpers.js';

let pairs: string;
beforeAll(() => {
  pairs = buildKernel(
    kitFolder('boardsim-kit-pairs-'),
    join(ROOT, 'bench/kit/snakes-pairs.ts'),
    'pairs.wasm',
  );
});

test('two rolls a look-up, a roll carried to the next game: the built-in kernel’s games, chunk after chunk', async () => {
  const run = { games: 2 * GAMES_PER_CHUNK + 777, seed: 11 };
  const builtIn = await simulate({ game: 'snakes', preset: 'classic', ...run, threads: 1, exact: false });
  for (const threads of [1, 2]) {
    const report = await simulate({ game: pairs, ...run, threads });
    for (const name of ['turns', 'rolls', 'climbs', 'slides'])
      expect(report.metrics[name]!.histogram, `${name} on ${threads} threads`).toEqual(
        builtIn.metrics[name]!.histogram,
      );
  }
});
