// The counting kernel against the twin's walk of every game, start hole by start hole, on the
// triangles of side 4 and 5; and the kernel's random-play probabilities against the walk's and
// against exact fractions. Random play, game by game from the same streams, is in
// test/contract.test.ts (src/games/pegs/contract.ts).

import Fraction from 'fraction.js';
import { describe, expect, test } from 'vitest';
import { countPegsStarts } from '../src/games/pegs/count.js';
import { randomPlayPegsLeft } from '../src/games/pegs/random-play.js';
import { pegsBoards, triangleConfig } from '../src/games/pegs/boards.js';
import { pegsKernelConfig } from '../src/games/pegs/index.js';
import { walkAllGames } from '../src/games/pegs/reference.js';
import { boardJumps, startState } from '../src/games/pegs/rules.js';
import { parsePegsBoard } from '../src/games/pegs/schema.js';
import { unwrap } from '../src/core/errors.js';
import { countPegGames } from '../src/games/pegs/kernel.js';
import { loadKernel } from './helpers.js';

const triangle4 = unwrap(parsePegsBoard(triangleConfig(4)));
const triangle5 = pegsBoards.triangle5!.config;

const walks = new Map<string, ReturnType<typeof walkAllGames>>();
function walk(board: typeof triangle5, start: number) {
  const key = `${board.name} ${start}`;
  let result = walks.get(key);
  if (!result) walks.set(key, (result = walkAllGames(board, start)));
  return result;
}

// every hole of side 4; on side 5 one hole of each symmetry class (a1 a2 a3 b3) and e5, which the
// kernel answers by moving a1's end holes with the symmetry (the walk takes minutes for all 15)
describe.each([
  ['triangle4', triangle4, triangle4.holes.map((_, i) => i)],
  [
    'triangle5',
    triangle5,
    ['a1', 'a2', 'a3', 'b3', 'e5'].map((h) => triangle5.holes.findIndex((x) => x.name === h)),
  ],
])('%s: kernel counts equal the walk of every game', (_name, board, starts) => {
  test.each([true, false])('symmetry classes stored once: %s', async (useSymmetry) => {
    const kernel = await loadKernel();
    const counts = countPegsStarts(kernel, board, starts, { useSymmetry });
    for (const count of counts) {
      const twin = walk(board, count.start);
      const where = `start ${board.holes[count.start]!.name}`;
      expect(count.totalGames, where).toBe(BigInt(twin.totalGames));
      expect(count.gamesByPegsLeft.slice(0, twin.pegsLeft.length).map(Number), where).toEqual(twin.pegsLeft);
      expect(count.gamesByPegsLeft.slice(twin.pegsLeft.length).every((g) => g === 0n)).toBe(true);
      expect(count.onePegEndHoles.map(Number), where).toEqual(twin.onePegEndHoles);
      expect(count.reachableStates, where).toBe(twin.reachableStates);
      expect(count.deadEndStates, where).toBe(twin.deadEndStates);
      // the walk adds half a million leaf probabilities: rounding differs in the 14th digit
      twin.randomPlayPegsLeft.forEach((p, k) =>
        expect(Math.abs(count.randomPlayPegsLeft[k]! - p)).toBeLessThan(1e-12),
      );
    }
  });
});

test('a count that outgrows 64 bits is detected and carried in wider words, exactly', async () => {
  const kernel = await loadKernel();
  const config = pegsKernelConfig(triangle5, 0);
  const symmetries = [triangle5.holes.map((_, i) => i)];
  const plain = countPegGames(kernel, config, { symmetries });
  expect(plain.countWords).toBe(1);
  // every count times 2^64 - 1: the first addition wraps 64 bits
  const factor = (1n << 64n) - 1n;
  const wide = countPegGames(kernel, config, { symmetries, initialCount: factor });
  expect(wide.countWords).toBe(2);
  expect(wide.layers.map((l) => l.games)).toEqual(plain.layers.map((l) => l.games * factor));
  const huge = (1n << 190n) + 12345n;
  const wider = countPegGames(kernel, config, { symmetries, initialCount: huge });
  expect(wider.countWords).toBe(4);
  expect(wider.layers.map((l) => l.games)).toEqual(plain.layers.map((l) => l.games * huge));
});

/** The random-play distribution as exact fractions, by the same layer pass with Fraction. */
function exactFractions(board: typeof triangle5, start: number): Fraction[] {
  const pmf = board.holes.map(() => new Fraction(0));
  let layer = new Map<bigint, Fraction>([[startState(board.holes.length, start), new Fraction(1)]]);
  for (let pegs = board.holes.length - 1; layer.size > 0; pegs--) {
    const next = new Map<bigint, Fraction>();
    for (const [state, p] of layer) {
      const legal = boardJumps(board).filter(
        (j) =>
          (state >> BigInt(j.from)) & 1n && (state >> BigInt(j.over)) & 1n && !((state >> BigInt(j.to)) & 1n),
      );
      if (legal.length === 0) pmf[pegs] = pmf[pegs]!.add(p);
      for (const j of legal) {
        const s = state ^ ((1n << BigInt(j.from)) | (1n << BigInt(j.over)) | (1n << BigInt(j.to)));
        next.set(s, (next.get(s) ?? new Fraction(0)).add(p.div(legal.length)));
      }
    }
    layer = next;
  }
  return pmf;
}

test('random-play probabilities: kernel, TypeScript pass and exact fractions agree', async () => {
  const kernel = await loadKernel();
  const [count] = countPegsStarts(kernel, triangle5, [0]);
  const exact = exactFractions(triangle5, 0);
  const plain = randomPlayPegsLeft(triangle5, 0)!;
  exact.forEach((f, k) => {
    expect(Math.abs(count!.randomPlayPegsLeft[k]! - f.valueOf())).toBeLessThan(1e-14);
    expect(Math.abs(plain[k]! - f.valueOf())).toBeLessThan(1e-14);
  });
  expect(exact.reduce((a, b) => a.add(b), new Fraction(0)).equals(1)).toBe(true);
});
