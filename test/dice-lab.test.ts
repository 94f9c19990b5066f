// The lab's three kinds of quality test on small counts: the battery passes a good die and fails
// flawed ones, its result does not depend on the number of threads; the game-level test sees a
// gross flaw and not a fair die; the predicted number of games to see a bias; runs with another
// die are reproducible across threads and shards, and merge refuses reports of different dice.

import { describe, expect, test } from 'vitest';
import { runBattery } from '../src/lab/battery.js';
import { dieFaceProbabilities } from '../src/lab/bias.js';
import { criticalValue, gameLevelTest, horizonGames, turnPmf } from '../src/lab/game.js';
import { exactSnakes } from '../src/games/snakes/chain.js';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { merge, simulate } from '../src/index.js';
import { nodePlatform } from '../src/workers/platform-node.js';
import { parseDice } from '../src/rng/dice.js';
import { chiSquareSurvival } from '../src/stats/chisquare.js';

describe('battery', () => {
  test('a good die passes; the counts add up; one thread or two give the same counts', async () => {
    const one = await runBattery(nodePlatform, { dice: 'pcg32', rolls: 3_000_000, seed: 9, threads: 1 });
    const two = await runBattery(nodePlatform, { dice: 'pcg32', rolls: 3_000_000, seed: 9, threads: 2 });
    expect(two.counts).toEqual(one.counts);
    expect(one.counts.faces.reduce((a, b) => a + b, 0)).toBe(3_000_000);
    expect(one.counts.pairs.reduce((a, b) => a + b, 0)).toBe(1_500_000);
    expect(one.worstPValue).toBeGreaterThan(1e-4);
  });

  test('seed 003’s racing ring buffer fails the pairs test within a few laps', async () => {
    const r = await runBattery(nodePlatform, {
      dice: 'ring-buffer@0.26',
      rolls: 20_000_000,
      seed: 1,
      threads: 1,
    });
    expect(r.tests.pairs.pValue).toBeLessThan(1e-3);
  });

  test('a die that cannot show 4, 5 or 6 fails the faces test at once', async () => {
    const r = await runBattery(nodePlatform, {
      dice: 'xorshift128:float',
      rolls: 10_000,
      seed: 1,
      threads: 1,
    });
    expect(r.counts.faces.slice(3)).toEqual([0, 0, 0]);
    expect(r.tests.faces.pValue).toBeLessThan(1e-100);
  });
});

describe('game-level test', () => {
  test('the default die agrees with the exact answer; a three-faced die does not', async () => {
    const fair = await gameLevelTest(nodePlatform, { games: 100_000, seed: 3, threads: 1 });
    expect(fair.pValue).toBeGreaterThan(1e-4);
    expect(fair.flawVisible).toBe(false);
    const flawed = await gameLevelTest(nodePlatform, {
      dice: 'xorshift128:float',
      games: 5000,
      seed: 3,
      threads: 1,
    });
    expect(flawed.flawVisible).toBe(true);
  });

  test('turnPmf with a fair die is the exact solver’s distribution', () => {
    const board = snakesPresets.efi!.config;
    const exact = exactSnakes(board, 1, 'independent').turns.pmf;
    const mine = turnPmf(board, new Array<number>(6).fill(1 / 6));
    exact.slice(0, 200).forEach((p, t) => expect(mine[t]).toBeCloseTo(p, 12));
  });

  test('games to see a bias: never for a fair die, astronomically many for the table, few for a gross flaw', () => {
    expect(horizonGames(new Array<number>(6).fill(1 / 6))).toBe(Number.POSITIVE_INFINITY);
    const table = horizonGames(dieFaceProbabilities(parseDice('xorshift128:table'), 6)!);
    expect(table).toBeGreaterThan(1e9);
    const threeFaces = horizonGames(dieFaceProbabilities(parseDice('xorshift128:float'), 6)!);
    expect(threeFaces).toBeLessThan(5000);
  });

  test('criticalValue inverts the chi-square survival function', () => {
    for (const df of [1, 5, 35, 120])
      expect(chiSquareSurvival(criticalValue(df, 0.001), df)).toBeCloseTo(0.001, 8);
  });
});

describe('runs with another die', () => {
  test('are reproducible across threads and shards; merge refuses reports of different dice', async () => {
    const options = { game: 'snakes', preset: 'efi', games: 200_000, seed: 12, dice: 'xoshiro256ss:modulo' };
    const one = await simulate({ ...options, threads: 1 });
    const two = await simulate({ ...options, threads: 2 });
    expect(two.metrics).toEqual(one.metrics);
    expect(one.run.dice).toBe('xoshiro256ss:modulo');
    const a = await simulate({ ...options, threads: 1, shard: '1/2' });
    const b = await simulate({ ...options, threads: 1, shard: '2/2' });
    expect(merge([a, b]).metrics).toEqual(one.metrics);
    const other = await simulate({ ...options, dice: 'pcg32', threads: 1, shard: '2/2' });
    expect(() => merge([a, other])).toThrow(/run\.dice is "pcg32:lemire", not "xoshiro256ss:modulo"/);
    const fair = await simulate({ ...options, dice: undefined, threads: 1 });
    expect(fair.metrics.turns).not.toEqual(one.metrics.turns);
  });
});
