// The two-player pair chain (src/exact/pair-chain.ts) against answers found another way: a race
// small enough to work out by hand, the games stepped forward move by move with the measures'
// rules applied to each history (the way the pair chain used to be computed), and the one-player
// exact answers where the two meet (seat win probabilities, the winner's mean turns).

import { describe, expect, test } from 'vitest';
import { pairExact, unsettledPairNote } from '../src/exact/pair-chain.js';
import { snakesPairExact } from '../src/games/snakes/analysis-exact.js';
import { unwrap } from '../src/core/errors.js';
import { candyChain, exactCandy } from '../src/games/candyland/chain.js';
import { type AbsorbingChain, sparseRow } from '../src/exact/markov.js';
import { exactSnakes } from '../src/games/snakes/chain.js';
import { candyBoard } from '../src/games/candyland/board.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import { withRules } from '../src/games/candyland/schema.js';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { smallCandyBoard } from './candy-small.js';

/** A chain from rows of [state, probability] (state -1: the finish). */
function chainOf(rows: readonly (readonly [number, number])[][]): AbsorbingChain {
  const exit = Float64Array.from(rows, (row) => row.reduce((s, [to, p]) => s + (to < 0 ? p : 0), 0));
  return {
    size: rows.length,
    exit,
    rows: rows.map((row) => sparseRow(new Map(row.filter(([to]) => to >= 0)))),
  };
}

/**
 * The measures by stepping the games forward move by move, each game's state carrying what its
 * history decides: the leader (who was last strictly ahead: 0 none yet, 1 seat 0, 2 seat 1) and
 * which seats have been strictly behind after a move. Stops when less than `tail` is unfinished.
 */
function forwardMeasures(chain: AbsorbingChain, start: number, position: Int32Array, tail: number) {
  type Game = { a: number; b: number; leader: number; trailed: number };
  const key = (g: Game) => `${g.a} ${g.b} ${g.leader} ${g.trailed}`;
  let games = new Map<string, { game: Game; p: number }>([
    [
      key({ a: start, b: start, leader: 0, trailed: 0 }),
      { game: { a: start, b: start, leader: 0, trailed: 0 }, p: 1 },
    ],
  ]);
  const sums = { firstSeatWins: 0, leadChanges: 0, decidedInLastTurn: 0, winnerTrailed: 0, winnerTurns: 0 };
  for (let move = 0; games.size > 0; move++) {
    const mover = move % 2;
    const next = new Map<string, { game: Game; p: number }>();
    let left = 0;
    for (const { game, p } of games.values()) {
      const from = mover === 0 ? game.a : game.b;
      const posA = position[game.a]!;
      const posB = position[game.b]!;
      const soleLeader = posA > posB ? 1 : posB > posA ? 2 : 0;
      const win = p * chain.exit[from]!;
      if (win > 0) {
        // the mover finishes, strictly ahead of the other
        if (game.leader === 2 - mover) sums.leadChanges += win;
        if (mover === 0) sums.firstSeatWins += win;
        if (soleLeader !== mover + 1) sums.decidedInLastTurn += win;
        if ((game.trailed >> mover) & 1) sums.winnerTrailed += win;
        sums.winnerTurns += win * Math.floor(move / 2 + 1);
      }
      const row = chain.rows[from]!;
      row.to.forEach((to, k) => {
        const q = p * row.p[k]!;
        const a = mover === 0 ? to : game.a;
        const b = mover === 0 ? game.b : to;
        const ahead = position[a]! > position[b]! ? 1 : position[b]! > position[a]! ? 2 : 0;
        const leader = ahead === 0 ? game.leader : ahead;
        if (game.leader !== 0 && leader !== game.leader) sums.leadChanges += q;
        const trailed = game.trailed | (ahead === 2 ? 1 : ahead === 1 ? 2 : 0);
        const g = { a, b, leader, trailed };
        const entry = next.get(key(g));
        if (entry) entry.p += q;
        else next.set(key(g), { game: g, p: q });
        left += q;
      });
    }
    games = left < tail ? new Map() : next;
  }
  return sums;
}

/** The race worked out by hand below. */
const handRace = chainOf([
  [
    [-1, 0.5],
    [1, 0.5],
  ],
  [
    [-1, 0.5],
    [1, 0.5],
  ],
]);

describe('a race worked out by hand', () => {
  // One player: from the start (position 0) finish or move to position 1 (½ each); there, finish
  // or stay (½ each, like stuck licorice). So P(T = t) = 2^-t: seat 0 wins with P(T_A ≤ T_B) =
  // Σ 2^-t·2^-(t-1) = 2/3, and the game lasts min(T_A, T_B) turns of the winner, P(> t) = 4^-t,
  // mean 4/3. Seat 0 finishes at once (½), or leads from position 1; seat 1 then finishes (¼: a
  // lead change, after trailing) or draws level (¼), after which seat 0 (still the leader) wins
  // 2/3 of the time and seat 1 (a change, after trailing) 1/3: changes ¼ + 1/12 = 1/3, P(the winner
  // trailed) = 1/3. Every winner finishes from a square where it was not alone ahead.
  // solved inside each test: Stryker activates a mutant for the tests only, not while a file's
  // describe blocks are collected
  const solve = () => pairExact(handRace, 0, Int32Array.of(0, 1), 8);

  test('the measures', () => {
    const exact = solve();
    expect(exact.firstSeatWins).toBeCloseTo(2 / 3, 12);
    expect(exact.winnerTurns).toBeCloseTo(4 / 3, 12);
    expect(exact.leadChanges).toBeCloseTo(1 / 3, 12);
    expect(exact.winnerTrailed).toBeCloseTo(1 / 3, 12);
    expect(exact.drama).toBeCloseTo(Math.SQRT1_2 / 3, 12);
    expect(exact.decidedInLastTurn).toBeCloseTo(1, 12);
    expect(exact.errorBound).toBeLessThan(1e-12);
  });

  test('the leader after each move', () => {
    const exact = solve();
    // after move 1, seat 0 leads in the ½ of games still on; seat 1 then wins ½ at once, or draws
    // level and wins 1/3 of the rest: seat 0 wins 1 - (½ + ½·1/3) = 1/3 of them
    expect(exact.aheadAfterMove[1]!.probability).toBeCloseTo(1 / 2, 12);
    expect(exact.aheadAfterMove[1]!.leaderWins).toBeCloseTo(1 / 3, 12);
    // from move 2 on, the games still on are level
    for (const t of [2, 3, 4]) expect(exact.aheadAfterMove[t]!.probability).toBe(0);
    expect(exact.aheadAfterMove).toHaveLength(8);
  });
});

describe('against stepping the games forward', () => {
  test('a race with pieces sent back, staying put and drawing level', () => {
    // positions 0, 1, 2, 2 (two states on one position, as a Candy Land skip state is)
    const chain = chainOf([
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
    ]);
    const position = Int32Array.of(0, 1, 2, 2);
    const exact = pairExact(chain, 0, position, 4);
    const forward = forwardMeasures(chain, 0, position, 1e-15);
    for (const [name, value] of Object.entries(forward))
      expect(exact[name as keyof typeof forward], name).toBeCloseTo(value, 11);
  });

  test('a small Candy Land edition with lose-turn licorice', () => {
    const board = smallCandyBoard({ licorice: 'lose-turn' });
    const { chain, start, states } = candyChain(board);
    const position = Int32Array.from(states, (s) => s.position + 1);
    const exact = pairExact(chain, start, position, 4);
    const forward = forwardMeasures(chain, start, position, 1e-14);
    for (const [name, value] of Object.entries(forward))
      expect(exact[name as keyof typeof forward], name).toBeCloseTo(value, 10);
  });
});

// Stryker's run over src/exact/pair-chain.ts sets BOARDSIM_MUTATE_SMALL: instrumented, a full-size
// board's solve takes minutes a mutant, and the races above reach the same code
const fullSize = process.env.BOARDSIM_MUTATE_SMALL ? describe.skip : describe;

fullSize('against the one-player exact answers', () => {
  test.each(['classic', 'seed001'])('Candy Land %s, with replacement', (name) => {
    const board = unwrap(candyBoard(withRules(candyPresets[name]!.config, { deck: 'with-replacement' })));
    const { chain, start, states } = candyChain(board);
    const exact = pairExact(
      chain,
      start,
      Int32Array.from(states, (s) => s.position + 1),
      512,
    );
    const solo = exactCandy(board, 2);
    expect(exact.errorBound).toBeLessThan(1e-9);
    expect(exact.firstSeatWins).toBeCloseTo(solo.seats[0]!.winProbability, 9);
    expect(exact.winnerTurns).toBeCloseTo(solo.turns.mean, 9);
    // the first move always leaves seat 0 alone ahead, so that leader wins as often as seat 0
    expect(exact.aheadAfterMove[1]!.probability).toBeCloseTo(1, 12);
    expect(exact.aheadAfterMove[1]!.leaderWins).toBeCloseTo(exact.firstSeatWins, 9);
  });

  test('Snakes and Ladders, classic; settled in 50 sweeps', () => {
    expect(unsettledPairNote(snakesPairExact(snakesPresets.classic!.config, 50))).toBeUndefined();
    const board = snakesPresets.classic!.config;
    const exact = snakesPairExact(board, 512);
    const solo = exactSnakes(board, 2, 'alternating');
    expect(exact.errorBound).toBeLessThan(1e-9);
    expect(exact.firstSeatWins).toBeCloseTo(solo.seats[0]!.winProbability, 9);
    expect(exact.winnerTurns).toBeCloseTo(solo.turns.mean, 9);
  });
});

test('values from a solve that did not settle are left out, a bound of NaN too', () => {
  // seen on a 150-square board of long games: the start pair's values were right, but the
  // extrapolation overshot on other pairs (P(the leader after move t wins) came out NaN)
  const settled = pairExact(handRace, 0, Int32Array.of(0, 1), 8);
  expect(unsettledPairNote(settled)).toBeUndefined();
  expect(unsettledPairNote({ ...settled, errorBound: 1e-9 })).toBeUndefined();
  expect(unsettledPairNote({ ...settled, errorBound: 2e-9, sweeps: 900 })).toBe(
    'the pair chain did not settle in 900 sweeps (error bound 2.0e-9), so its values are left out',
  );
  expect(unsettledPairNote({ ...settled, errorBound: Number.NaN, sweeps: 1911 })).toBe(
    'the pair chain did not settle in 1911 sweeps (error bound unbounded), so its values are left out',
  );
});
