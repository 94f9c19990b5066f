// The exact Snakes and Ladders measures: the heat map and jump use against a second way of
// computing them and against simulation, and the two-player pair chain against simulation, each
// within 4 standard errors (about 1 in 16,000 per comparison by chance).

import { describe, expect, test } from 'vitest';
import { analyze } from '../src/index.js';
import { hasMeaning, type Measure, type MeasureValue } from '../src/analyze/measure.js';
import { stepDistribution } from '../src/exact/markov.js';
import { snakesTurnChain } from '../src/games/snakes/chain.js';
import { jumpUseProbabilities, squareVisits } from '../src/games/snakes/visits.js';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { parseSnakesBoard } from '../src/games/snakes/schema.js';
import { unwrap } from '../src/core/errors.js';

const classic = snakesPresets.classic!.config;

function within4se(m: Measure | MeasureValue): void {
  expect(hasMeaning(m)).toBe(true);
  const v = m as MeasureValue;
  expect(v.exact).toBeDefined();
  expect(v.zExact).toBeDefined();
  expect(Math.abs(v.zExact!)).toBeLessThan(4);
}

describe('the one-player heat map', () => {
  test.each(Object.keys(snakesPresets))(
    '%s: the solve agrees with stepping the chain turn by turn',
    (name) => {
      const board = snakesPresets[name]!.config;
      const visits = squareVisits(board);
      const { before } = stepDistribution(snakesTurnChain(board), board.start, { keepStates: true });
      // the distribution before turn t + 1 is where turn t ended
      const stepped = new Float64Array(board.squares + 1);
      before!.slice(1).forEach((dist) => dist.forEach((p, sq) => (stepped[sq]! += p)));
      stepped[board.squares] = 1;
      visits.forEach((v, sq) => expect(v).toBeCloseTo(stepped[sq]!, 9));
    },
  );

  test('jump use on a board small enough to solve by hand', () => {
    // squares 0-4, a two-sided die, exact landing, a snake 3 -> 1. P(ever land on 3) from 2 is 1/2,
    // from 1 is 1/2·1/2 + 1/2 = 3/4, from 0 is (3/4 + 1/2)/2 = 5/8; each use sends the piece to 1,
    // from where 3/4 / (1 - 3/4) = 3 more uses follow on average: 5/8 · (1 + 3) = 5/2 uses
    const board = unwrap(parseSnakesBoard({ squares: 4, dieFaces: 2, overshoot: 'stay', jumps: { 3: 1 } }));
    const [snake] = jumpUseProbabilities(board);
    expect(snake!.probability).toBeCloseTo(5 / 8, 12);
    expect(snake!.expectedUses).toBeCloseTo(5 / 2, 12);
  });

  test('simulated jump use and turns are within 4 standard errors of the exact values', async () => {
    const report = await analyze({ game: 'snakes', preset: 'classic', players: 1, games: 100_000, seed: 3 });
    const v = report.variants[0]!;
    within4se(v.measures.duration);
    const jumps = v.details!.jumps as { everUsed: MeasureValue }[];
    expect(jumps).toHaveLength(classic.jumps.length);
    for (const j of jumps) within4se(j.everUsed);
  });
});

describe('two players: the pair chain', () => {
  test('simulation is within 4 standard errors of every exact measure', async () => {
    const report = await analyze({ game: 'snakes', preset: 'classic', players: 2, games: 100_000, seed: 9 });
    const v = report.variants[0]!;
    for (const name of [
      'fairness',
      'drama',
      'advantage',
      'balance',
      'seatAdvantage',
      'leadChanges',
      'decidedInLastTurn',
      'winnerTrailed',
      'duration',
    ] as const)
      within4se(v.measures[name]);
    for (const s of v.seats) within4se(s);
    const byMove = v.leaderWinsByMove!.filter((b) => b.value.n > 1000);
    expect(byMove.length).toBeGreaterThan(5);
    for (const b of byMove) within4se(b.value);
  });
});
