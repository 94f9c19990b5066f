// squareVisits: the expected number of turns ending on each square, against the plain-TypeScript
// twin's games (each square within 5 standard errors) and against the exact expected turns.

import { describe, expect, test } from 'vitest';
import { squareVisits } from '../src/games/snakes/visits.js';
import { expectedSnakesTurns } from '../src/games/snakes/chain.js';
import { playReferenceMatch } from '../src/games/snakes/reference.js';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { parseSnakesBoard } from '../src/games/snakes/schema.js';
import { unwrap } from '../src/core/errors.js';
import { ChunkStream } from '../src/rng/stream.js';
import type { SnakesBoard } from '../src/games/snakes/schema.js';

/** Per square, the mean and standard error of the number of turns ending there in `games` games. */
function simulatedVisits(board: SnakesBoard, games: number, seed: bigint) {
  const sum = new Float64Array(board.squares + 1);
  const sumSquares = new Float64Array(board.squares + 1);
  const stream = new ChunkStream(seed, 0n);
  for (let g = 0; g < games; g++) {
    const ends = new Map<number, number>();
    const end = (square: number) => ends.set(square, (ends.get(square) ?? 0) + 1);
    let turnStarted = false;
    playReferenceMatch(board, stream, 1, 'independent', {
      turn: (_player, turn) => (turnStarted = turn > 1),
      // a turn's first roll leaves from where the turn before ended
      roll: (_player, _roll, from) => {
        if (turnStarted) end(from);
        turnStarted = false;
      },
      finished: () => end(board.squares),
    });
    for (const [square, count] of ends) {
      sum[square]! += count;
      sumSquares[square]! += count * count;
    }
  }
  return Array.from(sum, (s, square) => {
    const mean = s / games;
    const variance = sumSquares[square]! / games - mean * mean;
    return { mean, se: Math.sqrt(variance / games) };
  });
}

const BOARDS: Record<string, SnakesBoard> = {
  efi: snakesPresets.efi!.config,
  classic: snakesPresets.classic!.config,
  'small, stay on overshoot': unwrap(
    parseSnakesBoard({ squares: 20, start: 0, jumps: { 3: 11, 9: 2, 17: 4 }, overshoot: 'stay' }),
    'test board',
  ),
};

describe('squareVisits', () => {
  test.each(Object.keys(BOARDS))('sums to the exact expected turns: %s', (name) => {
    const board = BOARDS[name]!;
    const visits = squareVisits(board);
    expect(visits).toHaveLength(board.squares + 1);
    expect(visits.reduce((a, b) => a + b, 0)).toBeCloseTo(expectedSnakesTurns(board), 9);
    expect(visits[board.squares]).toBe(1);
    // no turn ends on a jump's first square: the piece has moved on
    for (const { from } of board.jumps) expect(visits[from]).toBe(0);
  });

  test.each(Object.keys(BOARDS))(
    'every square within 5 standard errors of 20,000 simulated games: %s',
    (name) => {
      const board = BOARDS[name]!;
      const visits = squareVisits(board);
      const simulated = simulatedVisits(board, 20_000, 14n);
      // 5 SE: a fair square fails about once in 1.7 million; ~100 squares a board
      const far = simulated.flatMap(({ mean, se }, square) =>
        Math.abs(mean - visits[square]!) > 5 * se + 1e-12
          ? [{ square, mean, exact: visits[square], se }]
          : [],
      );
      expect(far).toEqual([]);
      // and the comparison has power: the busiest squares are measured to a few percent
      const busiest = simulated.reduce((a, b) => (b.mean > a.mean ? b : a));
      expect(busiest.se / busiest.mean).toBeLessThan(0.05);
    },
  );
});
