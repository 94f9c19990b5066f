// The configuration types the library publishes (`board`, presetConfig) are written out, so that
// the published declarations need no zod: each must stay equal to what its game's schema reads.
// Checked by the compiler (`npm run typecheck`); the test below only makes vitest list the file.
import { expectTypeOf, test } from 'vitest';
import type { CandyEditionInput, CandyEditionJson } from '../src/games/candyland/schema.js';
import type { LamaConfigInput, LamaConfigJson } from '../src/games/lama/schema.js';
import type { PegsBoardInput, PegsBoardJson } from '../src/games/pegs/schema.js';
import type { PigConfigInput, PigConfigJson } from '../src/games/pig/schema.js';
import type { SnakesBoardInput, SnakesBoardJson } from '../src/games/snakes/schema.js';

test("each game's published configuration type is what its schema reads", () => {
  expectTypeOf<SnakesBoardJson>().toEqualTypeOf<SnakesBoardInput>();
  expectTypeOf<CandyEditionJson>().toEqualTypeOf<CandyEditionInput>();
  expectTypeOf<LamaConfigJson>().toEqualTypeOf<LamaConfigInput>();
  expectTypeOf<PegsBoardJson>().toEqualTypeOf<PegsBoardInput>();
  expectTypeOf<PigConfigJson>().toEqualTypeOf<PigConfigInput>();
});
