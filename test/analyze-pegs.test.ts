// Peg solitaire analysed exactly: the per-move pass agrees with the count and with random play's
// exact distribution.

import { expect, test } from 'vitest';
import { pegsLayers } from '../src/analyze/pegs.js';
import { randomPlayPegsLeft } from '../src/exact/pegs-random.js';
import { resolvePegsBoard } from '../src/games/pegs/settings.js';
import { analyze } from '../src/index.js';

test('triangle5 from a1: positions and dead ends add up to the count, random play to its pmf', () => {
  const { board } = resolvePegsBoard({ preset: 'triangle5' });
  const { moves, randomPlayWins } = pegsLayers(board, 0);
  // `boardsim pegs --board triangle5 --start a1`: 3016 reachable states, 122 dead ends
  expect(moves.reduce((n, m) => n + m.positions, 0)).toBe(3016);
  expect(moves.reduce((n, m) => n + m.deadEnds, 0)).toBe(122);
  expect(randomPlayWins).toBeCloseTo(randomPlayPegsLeft(board, 0)![1]!, 14);
  expect(moves.at(-1)!.deadEndShare).toBe(1);
});

test('analyze pegs: exact values, the puzzle has no opponents', async () => {
  const report = await analyze({ game: 'pegs', preset: 'triangle5' });
  const [v] = report.variants;
  expect(v!.measures.completion).toMatchObject({ method: 'exact' });
  expect(v!.measures.fairness).toMatchObject({ meaning: false });
  expect((v!.details!['byMove'] as unknown[]).length).toBeGreaterThan(10);
});
