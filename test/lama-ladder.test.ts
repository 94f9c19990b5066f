// The rating ladder: the fit against answers known in closed form, bootstrap intervals from the
// seed, the same ladder on 1 and 2 threads, and the command.

import { describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import { ladder } from '../src/index.js';
import { type LadderReport } from '../src/games/lama/ladder.js';
import { ELO_SCALE, eloRatings, fitStrengths, rateStrategies } from '../src/games/lama/ratings.js';
import { runCli } from './helpers.js';

describe('the fit', () => {
  test('two players: Bradley-Terry, the odds of the wins', () => {
    const gamma = fitStrengths(2, [{ seats: [1, 1], games: 100_000, wins: [75_000, 25_000] }]);
    expect(eloRatings(gamma, 1)[0]).toBeCloseTo(ELO_SCALE * Math.log10(3), 0);
  });
  test("three at a table: Luce's model, strengths in proportion to the wins", () => {
    const gamma = fitStrengths(3, [
      { seats: [1, 1, 1], games: 1_000_000, wins: [500_000, 300_000, 200_000] },
    ]);
    expect(gamma[0]! / gamma[2]!).toBeCloseTo(2.5, 3);
    expect(gamma[1]! / gamma[2]!).toBeCloseTo(1.5, 3);
  });
  test('a strategy in k seats has k times the share: the field of two greedy seats', () => {
    // one A seat wins 1/3 against two B seats: A and B are equally strong
    const gamma = fitStrengths(2, [{ seats: [1, 2], games: 300_000, wins: [100_000, 200_000] }]);
    expect(gamma[0]! / gamma[1]!).toBeCloseTo(1, 3);
  });
  test('a strategy that never wins keeps a finite rating below the others', () => {
    const ratings = eloRatings(fitStrengths(2, [{ seats: [1, 1], games: 1000, wins: [0, 1000] }]), 1);
    expect(Number.isFinite(ratings[0])).toBe(true);
    expect(ratings[0]).toBeLessThan(-800);
  });
  test('bootstrap intervals hold the rating, widen with fewer games, and follow the seed', () => {
    const table = (games: number) => [{ seats: [1, 1], games, wins: [0.6 * games, 0.4 * games] }];
    const big = rateStrategies(2, table(40_000), 1, 400, 5n);
    const small = rateStrategies(2, table(400), 1, 400, 5n);
    expect(big.ci95[0]![0]).toBeLessThan(big.ratings[0]!);
    expect(big.ci95[0]![1]).toBeGreaterThan(big.ratings[0]!);
    expect(small.ci95[0]![1] - small.ci95[0]![0]).toBeGreaterThan(5 * (big.ci95[0]![1] - big.ci95[0]![0]));
    // a Binomial(400, 0.6) win share has sd 0.0245: about ±0.048 at 95%, ±44 Elo points at 0.6
    const halfWidth = (small.ci95[0]![1] - small.ci95[0]![0]) / 2;
    expect(halfWidth).toBeGreaterThan(35);
    expect(halfWidth).toBeLessThan(55);
    expect(rateStrategies(2, table(400), 1, 400, 5n)).toEqual(small);
    expect(rateStrategies(2, table(400), 1, 400, 6n)).not.toEqual(small);
  });
});

function result(report: LadderReport) {
  const { elapsedMs: _e, threads: _t, ...tournament } = report.tournament;
  return { ...report, tournament };
}

describe('ladder()', () => {
  const options = {
    game: 'lama',
    players: '2,3',
    strategies: 'random,greedy,ismcts:8',
    games: 24,
    seed: 11,
    replicates: 200,
  } as const;
  test('1 and 2 threads give the same ladder; greedy and ismcts rate above random', async () => {
    const one = await ladder({ ...options, threads: 1 });
    const two = await ladder({ ...options, threads: 2 });
    expect(result(two)).toEqual(result(one));
    expect(one.ratings.map((r) => r.strategy).at(-1)).toBe('random');
    expect(one.ratings.find((r) => r.strategy === 'random')!.rating).toBe(0);
    for (const r of one.ratings) expect(r.ci95[0]).toBeLessThanOrEqual(r.rating);
    // every cell: 2 players, 3 strategies → 6 cells; 3 players → 6 cells
    expect(one.tournament.cells).toHaveLength(12);
  });
  test('too few replicates is refused', async () => {
    await expect(ladder({ ...options, replicates: 10 })).rejects.toThrow(BoardsimError);
  });
});

describe('boardsim ladder', () => {
  test('--json prints the ratings and the tournament', async () => {
    const { code, stdout } = await runCli([
      'ladder',
      'lama',
      '--players',
      '2',
      '--strategies',
      'random,greedy',
      '--games',
      '200',
      '--rounds',
      '1',
      '--quiet',
      '--json',
    ]);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as LadderReport;
    expect(report.mode).toBe('1 round');
    expect(report.ratings.map((r) => r.strategy)).toEqual(['greedy:10', 'random']);
    expect(Object.keys(report)).toEqual(
      expect.arrayContaining(['ratings', 'tournament', 'anchor', 'model', 'replicates', 'notes']),
    );
  });
  test.each([
    [['--replicates', '0'], /--replicates: must be/],
    [['--strategies', 'random,ismcts:10:1:fast'], /"ismcts:10:1:fast": POLICY/],
  ])('%s: one line, exit 2', async (args, message) => {
    const { code, stderr, stdout } = await runCli(['ladder', 'lama', '--games', '10', ...args]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });
});
