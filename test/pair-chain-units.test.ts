// The two-player pair chain (src/exact/pair-chain.ts) where test/pair-exact.test.ts does not reach:
// the leader after each move against the games stepped forward, races whose states are not
// numbered in the order of their positions, and a race slow enough for the sweeps' extrapolation
// to start. Everything is solved inside the tests (Stryker switches a mutant on for the tests only).

import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { pairErrorBound, pairExact } from '../src/exact/pair-chain.js';
import { type AbsorbingChain, sparseRow, stepDistribution } from '../src/exact/markov.js';

/** A chain from rows of [state, probability] (state -1: the finish). */
function chainOf(rows: readonly (readonly (readonly [number, number])[])[]): AbsorbingChain {
  const exit = Float64Array.from(rows, (row) => row.reduce((s, [to, p]) => s + (to < 0 ? p : 0), 0));
  return {
    size: rows.length,
    exit,
    rows: rows.map((row) => sparseRow(new Map(row.filter(([to]) => to >= 0)))),
  };
}

/**
 * P(a sole leader after `t` moves, the game still on) and P(that leader wins | one), by stepping
 * the games forward move by move: after move t each game is tagged with its sole leader (1 seat 0,
 * 2 seat 1, 0 none), and a game that ends later is counted when its winner is the tagged seat.
 */
function forwardAhead(chain: AbsorbingChain, start: number, position: Int32Array, t: number, tail = 1e-15) {
  let games = new Map<string, { a: number; b: number; tag: number; p: number }>([
    ['', { a: start, b: start, tag: -1, p: 1 }],
  ]);
  let ahead = 0;
  let leaderWins = 0;
  for (let move = 0; games.size > 0; move++) {
    const mover = move % 2;
    const next = new Map<string, { a: number; b: number; tag: number; p: number }>();
    let left = 0;
    for (const game of games.values()) {
      const from = mover === 0 ? game.a : game.b;
      if (game.tag === mover + 1) leaderWins += game.p * chain.exit[from]!;
      const row = chain.rows[from]!;
      row.to.forEach((to, k) => {
        const q = game.p * row.p[k]!;
        const a = mover === 0 ? to : game.a;
        const b = mover === 0 ? game.b : to;
        const sole = position[a]! > position[b]! ? 1 : position[b]! > position[a]! ? 2 : 0;
        const tag = move + 1 === t ? sole : game.tag;
        if (move + 1 === t && sole !== 0) ahead += q;
        const key = `${a} ${b} ${tag}`;
        const entry = next.get(key);
        if (entry) entry.p += q;
        else next.set(key, { a, b, tag, p: q });
        left += q;
      });
    }
    games = left < tail && move >= t ? new Map() : next;
  }
  return { probability: ahead, leaderWins: ahead > 0 ? leaderWins / ahead : 0 };
}

/** positions 0, 1, 2, 2: pieces sent back, staying put, two states on one position. */
const sentBack = [
  [
    [0, 0.25],
    [1, 0.25],
    [2, 0.25],
    [-1, 0.25],
  ],
  [
    [0, 0.25],
    [3, 0.25],
    [-1, 0.5],
  ],
  [
    [0, 0.25],
    [2, 0.25],
    [-1, 0.5],
  ],
  [[2, 1]],
] as const;
const sentBackPositions = [0, 1, 2, 2];

/** The same race with its states numbered by `order` (order[i]: the old number of new state i). */
function renumbered(
  rows: readonly (readonly (readonly [number, number])[])[],
  positions: number[],
  order: number[],
) {
  const rank = new Map(order.map((old, i) => [old, i]));
  return {
    chain: chainOf(
      order.map((old) => rows[old]!.map(([to, p]) => [to < 0 ? to : rank.get(to)!, p] as const)),
    ),
    position: Int32Array.from(order, (old) => positions[old]!),
    start: rank.get(0)!,
  };
}

/** A race whose pieces are sent back to the start from position 1 with probability `back`. */
const slowRace = (back: number) =>
  chainOf([
    [
      [1, 0.5],
      [0, 0.25],
      [-1, 0.25],
    ],
    [
      [0, back],
      [-1, 1 - back],
    ],
  ]);
const slow = slowRace(0.9);

/** P(seat 0 wins) = Σ P(T = t)·P(T ≥ t) and the winner's mean turns E[min(T, T')] = Σ P(T ≥ t)²,
 *  from one player's distribution of turns T. */
function fromOnePlayer(chain: AbsorbingChain, start = 0) {
  const { pmf } = stepDistribution(chain, start, { tailMass: 1e-300, maxSteps: 100_000 });
  let atLeast = 1;
  let firstSeatWins = 0;
  let winnerTurns = 0;
  for (let t = 1; t < pmf.length; t++) {
    firstSeatWins += pmf[t]! * atLeast;
    winnerTurns += atLeast * atLeast;
    atLeast -= pmf[t]!;
  }
  return { firstSeatWins, winnerTurns };
}

describe('the leader after each move', () => {
  test('against stepping the games forward, each move to the cap', () => {
    const race = renumbered(sentBack, sentBackPositions, [0, 1, 2, 3]);
    const exact = pairExact(race.chain, race.start, race.position, 7);
    expect(exact.aheadAfterMove).toHaveLength(7);
    expect(exact.aheadAfterMove[0]).toEqual({ probability: 0, leaderWins: 0 });
    for (let t = 1; t < 7; t++) {
      const forward = forwardAhead(race.chain, race.start, race.position, t);
      expect(forward.probability, `move ${t}`).toBeGreaterThan(0);
      expect(exact.aheadAfterMove[t]!.probability, `move ${t}`).toBeCloseTo(forward.probability, 12);
      expect(exact.aheadAfterMove[t]!.leaderWins, `move ${t}`).toBeCloseTo(forward.leaderWins, 11);
    }
  });

  test('a slow race, where seat 1 leads after some moves', () => {
    const position = Int32Array.of(0, 1);
    const exact = pairExact(slow, 0, position, 6);
    for (let t = 1; t < 6; t++) {
      const forward = forwardAhead(slow, 0, position, t, 1e-16);
      expect(exact.aheadAfterMove[t]!.probability, `move ${t}`).toBeCloseTo(forward.probability, 12);
      expect(exact.aheadAfterMove[t]!.leaderWins, `move ${t}`).toBeCloseTo(forward.leaderWins, 10);
    }
  });
});

describe('a race that starts ahead of its first position', () => {
  test('pieces sent back behind the start: every measure from the start pair', () => {
    // the sent-back race from position 1: position 0 is reached only by being sent back, so the
    // start pair is not the first pair in the order of positions
    const race = renumbered(sentBack, sentBackPositions, [0, 1, 2, 3]);
    const exact = pairExact(race.chain, 1, race.position, 5);
    const want = fromOnePlayer(race.chain, 1);
    expect(exact.firstSeatWins).toBeCloseTo(want.firstSeatWins, 12);
    expect(exact.winnerTurns).toBeCloseTo(want.winnerTurns, 12);
    for (let t = 1; t < 5; t++) {
      const forward = forwardAhead(race.chain, 1, race.position, t);
      expect(exact.aheadAfterMove[t]!.probability, `move ${t}`).toBeCloseTo(forward.probability, 12);
      expect(exact.aheadAfterMove[t]!.leaderWins, `move ${t}`).toBeCloseTo(forward.leaderWins, 11);
    }
  });
});

describe('states numbered in any order', () => {
  test('every measure is the same as with the states in the order of their positions', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 2, max: 6 }),
        (order, turnCap) => {
          const inOrder = renumbered(sentBack, sentBackPositions, [0, 1, 2, 3]);
          const race = renumbered(sentBack, sentBackPositions, order);
          const want = pairExact(inOrder.chain, inOrder.start, inOrder.position, turnCap);
          const got = pairExact(race.chain, race.start, race.position, turnCap);
          for (const key of [
            'firstSeatWins',
            'winnerTurns',
            'leadChanges',
            'decidedInLastTurn',
            'winnerTrailed',
            'drama',
          ] as const)
            expect(got[key], key).toBeCloseTo(want[key], 12);
          expect(got.aheadAfterMove).toHaveLength(turnCap);
          got.aheadAfterMove.forEach((step, t) => {
            expect(step.probability, `move ${t}`).toBeCloseTo(want.aheadAfterMove[t]!.probability, 12);
            expect(step.leaderWins, `move ${t}`).toBeCloseTo(want.aheadAfterMove[t]!.leaderWins, 12);
          });
          expect(got.errorBound).toBeLessThan(1e-12);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('a race slow enough for the extrapolation to start', () => {
  test("the values against one player's distribution, within the error bound", () => {
    for (const back of [0.5, 0.9, 0.99]) {
      const exact = pairExact(slowRace(back), 0, Int32Array.of(0, 1), 4);
      const want = fromOnePlayer(slowRace(back));
      expect(exact.errorBound, `back ${back}`).toBeLessThan(1e-12);
      // the bound is an upper bound of the error (with the rounding of the sums above)
      for (const key of ['firstSeatWins', 'winnerTurns'] as const)
        expect(Math.abs(exact[key] - want[key]), `${key}, back ${back}`).toBeLessThanOrEqual(
          exact.errorBound + 1e-15,
        );
    }
  });

  test("Aitken's extrapolation saves sweeps", () => {
    // plain Gauss-Seidel sweeps settle these races in 75 and 78 sweeps
    expect(pairExact(slowRace(0.97), 0, Int32Array.of(0, 1), 4).sweeps).toBeLessThanOrEqual(65);
    expect(pairExact(slowRace(0.99), 0, Int32Array.of(0, 1), 4).sweeps).toBeLessThanOrEqual(70);
  });

  test("a long race: settled relative to each slot's largest value, within the bound", () => {
    // E[winner's turns] ≈ 108: expected moves are hundreds, whose rounding alone moves them by more
    // than 10^-14; sweeps stopped by an absolute 10^-14 take 411 sweeps here
    const long = chainOf([
      [
        [1, 0.5],
        [0, 0.498],
        [-1, 0.002],
      ],
      [
        [0, 0.99],
        [-1, 0.01],
      ],
    ]);
    const exact = pairExact(long, 0, Int32Array.of(0, 1), 4);
    const want = fromOnePlayer(long);
    expect(exact.sweeps).toBeLessThanOrEqual(200);
    expect(exact.errorBound).toBeLessThan(1e-9);
    for (const key of ['firstSeatWins', 'winnerTurns'] as const)
      expect(Math.abs(exact[key] - want[key]), key).toBeLessThanOrEqual(exact.errorBound);
  });

  test('a race that only moves forward settles in one sweep, seen settled by the second', () => {
    const forward = chainOf([
      [
        [1, 0.5],
        [2, 0.25],
        [-1, 0.25],
      ],
      [
        [2, 0.5],
        [-1, 0.5],
      ],
      [[-1, 1]],
    ]);
    const exact = pairExact(forward, 0, Int32Array.of(0, 1, 2), 4);
    expect(exact.sweeps).toBe(2);
    expect(exact.errorBound).toBe(0);
  });
});

describe('the error bound', () => {
  // the slots of a pair's values: P(seat 0 wins), E[moves left], P(decided in the last turn),
  // P(untrailed) of each seat, E[changes] with each leader so far
  const [wins, moves, lastTurn, untrailed0, untrailed1, changes0, changes1, changes2] = [
    0, 1, 2, 3, 4, 5, 6, 7,
  ];

  test('each slot bounds the values read from it, times the longest expected game (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 8, maxLength: 8 }),
        fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1, maxLength: 6 }),
        (residual, turns) => {
          // E[moves left] ≤ 2 max E[turns] + 1: the other seat moves between two of one seat's turns
          const longest = 2 * Math.max(...turns) + 1;
          const want =
            longest *
            Math.max(
              residual[wins]!,
              // the winner's turns: (moves + P(seat 0 wins)) / 2
              (residual[moves]! + residual[wins]!) / 2,
              residual[lastTurn]!,
              // P(the winner trailed): 1 − both untrailed values
              residual[untrailed0]! + residual[untrailed1]!,
              residual[changes0]!,
              residual[changes1]!,
              residual[changes2]!,
            );
          const got = pairErrorBound(Float64Array.from(residual), Float64Array.from(turns));
          // the same products, taken in another order: equal to a few units in the last place
          expect(Math.abs(got - want)).toBeLessThanOrEqual(1e-14 * want);
        },
      ),
    );
  });

  test('one slot at a time', () => {
    const one = (slot: number) =>
      pairErrorBound(
        Float64Array.from({ length: 8 }, (_, i) => (i === slot ? 1 : 0)),
        [2, 1],
      );
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(one)).toEqual([5, 2.5, 5, 5, 5, 5, 5, 5]);
    const both = Float64Array.of(0, 0, 0, 1, 1, 0, 0, 0);
    expect(pairErrorBound(both, [2, 1])).toBe(10);
    // the winner's turns' bound is the largest when moves' residual is above the wins' one
    expect(pairErrorBound(Float64Array.of(0.5, 1, 0, 0, 0, 0, 0, 0), [2, 1])).toBe(3.75);
  });
});
