// Pig's exact answers: Neller and Presser's published figure (2004: the optimal first player wins
// 0.5306 of games against an optimal opponent), the solver against plain value iteration on small
// games, optimal play as its own best response, and simulated play against the exact answers.

import { describe, expect, test } from 'vitest';
import { exact, simulate } from '../src/index.js';
import { holds, optimalTable, pigPolicies } from '../src/games/pig/policy.js';
import { type HoldTable, solvePig } from '../src/games/pig/solve.js';
import { parsePigStrategy } from '../src/games/pig/strategies.js';
import type { PigStrategy } from '../src/games/pig/strategies.js';

function strategy(spec: string): PigStrategy {
  const parsed = parsePigStrategy(spec, 'strategies');
  if ('code' in parsed) throw new Error(parsed.message);
  return parsed;
}

function tableOf(goal: number, faces: number, spec: string): HoldTable {
  const { tables } = pigPolicies({ goal, dieFaces: faces }, [strategy(spec)]);
  return tables[0]!;
}

/** Seat 1's chance of winning by value iteration over every state (i, j, k, seat to move), Neller
 *  and Presser's method, to convergence: independent of solve.ts's pair-by-pair linear solution.
 *  A seat with no table maximises. */
function valueIteration(goal: number, faces: number, tables: readonly (HoldTable | undefined)[]): number {
  const rowBytes = (goal + 7) >> 3;
  const index = (seat: number, i: number, j: number, k: number) => ((seat * goal + i) * goal + j) * goal + k;
  const value = new Float64Array(2 * goal * goal * goal);
  const start = (seat: number, i: number, j: number) => value[index(seat, i, j, 0)]!;
  for (let sweep = 0; sweep < 100_000; sweep++) {
    let change = 0;
    for (let seat = 0; seat < 2; seat++)
      for (let i = goal - 1; i >= 0; i--)
        for (let j = goal - 1; j >= 0; j--)
          for (let k = goal - i - 1; k >= 0; k--) {
            let roll = (1 - start(1 - seat, j, i)) / faces;
            for (let r = 2; r <= faces; r++)
              roll += (i + k + r >= goal ? 1 : value[index(seat, i, j, k + r)]!) / faces;
            const hold = k === 0 ? -1 : 1 - start(1 - seat, j, i + k);
            const table = tables[seat];
            const holds = table
              ? k > 0 && ((table[(i * goal + j) * rowBytes + (k >> 3)]! >> (k & 7)) & 1) === 1
              : hold > roll;
            const next = holds ? hold : roll;
            change = Math.max(change, Math.abs(next - value[index(seat, i, j, k)]!));
            value[index(seat, i, j, k)] = next;
          }
    if (change < 1e-15) return start(0, 0, 0);
  }
  throw new Error('value iteration did not converge');
}

describe('Neller and Presser (2004), "Optimal Play of the Dice Game Pig"', () => {
  test('the optimal first player wins 0.5306 of games against an optimal opponent', () => {
    const answer = exact({ game: 'pig' });
    expect(answer.config).toMatchObject({ goal: 100, dieFaces: 6, strategies: ['optimal', 'optimal'] });
    const first = (answer as unknown as { seats: { winProbability: number }[] }).seats[0]!.winProbability;
    // the paper prints four digits
    expect(Math.abs(first - 0.5306)).toBeLessThan(0.00005);
  });

  test('optimal play is its own best response: no policy wins more against it', () => {
    const optimal = optimalTable(100, 6);
    const itself = solvePig(100, 6, { hold: optimal }, { hold: optimal }).firstWins;
    const best = solvePig(100, 6, 'maximise', { hold: optimal }).firstWins;
    expect(Math.abs(best - itself)).toBeLessThan(1e-12);
    // and the optimal policy's own solution is the one its table gives back
    expect(Math.abs(solvePig(100, 6, 'maximise', 'maximise').firstWins - itself)).toBeLessThan(1e-12);
  });

  test('at the start an optimal player holds at a turn total of 21 (value iteration agrees)', () => {
    const optimal = optimalTable(100, 6);
    const first = [...Array(99).keys()].slice(1).find((k) => holds(optimal, 100, 0, 0, k));
    expect(first).toBe(21);
  });

  test('optimal play beats holding at 20 from either seat', () => {
    const optimal = optimalTable(100, 6);
    const hold20 = tableOf(100, 6, 'hold:20');
    expect(solvePig(100, 6, { hold: optimal }, { hold: hold20 }).firstWins).toBeGreaterThan(
      solvePig(100, 6, { hold: hold20 }, { hold: hold20 }).firstWins,
    );
    expect(solvePig(100, 6, { hold: hold20 }, { hold: optimal }).firstWins).toBeLessThan(
      solvePig(100, 6, { hold: hold20 }, { hold: hold20 }).firstWins,
    );
  });
});

describe('the solver against value iteration over every state', () => {
  test.each([
    [12, 4],
    [20, 6],
    [15, 2],
  ])('goal %i, a %i-sided die: optimal against optimal, and fixed policies', (goal, faces) => {
    const optimal = solvePig(goal, faces, 'maximise', 'maximise').firstWins;
    expect(Math.abs(optimal - valueIteration(goal, faces, [undefined, undefined]))).toBeLessThan(1e-12);
    const a = tableOf(goal, faces, 'hold:5');
    const b = tableOf(goal, faces, 'hold:8');
    const fixed = solvePig(goal, faces, { hold: a }, { hold: b }).firstWins;
    expect(Math.abs(fixed - valueIteration(goal, faces, [a, b]))).toBeLessThan(1e-12);
    const best = solvePig(goal, faces, { hold: a }, 'maximise').firstWins;
    expect(Math.abs(best - valueIteration(goal, faces, [a, undefined]))).toBeLessThan(1e-12);
  });
});

describe('simulated play against the exact answer', () => {
  test.each(['hold:20', 'hold:20,hold:25', 'keep-pace,optimal', 'best-response,hold:20', 'optimal,hold:10'])(
    '%s: the win rate and the mean turns within 4 standard errors',
    async (strategies) => {
      const report = await simulate({ game: 'pig', strategies, games: 100_000, seed: 11, threads: 1 });
      const compared = report.exact as unknown as {
        turns: { z: number };
        rolls: { z: number };
        seats: { z: number }[];
      };
      expect(Math.abs(compared.turns.z)).toBeLessThan(4);
      expect(Math.abs(compared.rolls.z)).toBeLessThan(4);
      expect(Math.abs(compared.seats[0]!.z)).toBeLessThan(4);
    },
  );
});

describe('refusals', () => {
  test('the exact answer is of two players, and says so naming the field', () => {
    expect(() => exact({ game: 'pig', players: 3, strategies: 'hold:20' })).toThrow(
      /players: the exact answer is solved for two players/,
    );
  });
  test.each([
    [{ board: { goal: 0 } }, /goal/],
    [{ board: { dieFaces: 1 } }, /dieFaces/],
    [{ strategies: 'sometimes' }, /strategies: no Pig strategy "sometimes"/],
    [{ strategies: 'hold:0' }, /strategies: hold:N takes a whole number from 1/],
  ])('%j', (options, message) => {
    expect(() => exact({ game: 'pig', ...options })).toThrow(message);
  });
});
