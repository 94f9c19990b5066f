// Simulation against the exact Markov answer for the with-replacement deck: means within 4
// standard errors (a false alarm about 1 time in 16,000), distributions passing a chi-square test
// at p > 0.001, seat win rates within 4 standard errors. Seeds are fixed, so each check passes or
// fails for good.

import { describe, expect, test } from 'vitest';
import { exact, simulate } from '../src/index.js';
import type { SimulationReport } from '../src/report/simulation.js';
import { chiSquareGof } from '../src/stats/chisquare.js';

const Z_LIMIT = 4;
const P_MIN = 0.001;

function counts(report: SimulationReport, metric: string): number[] {
  const c: number[] = [];
  for (const [v, n] of report.metrics[metric]!.histogram) c[v] = n;
  return Array.from(c, (x) => x ?? 0);
}

describe.each([
  ['seed000', 1, 600_000],
  ['seed001', 1, 400_000],
  ['classic', 2, 400_000],
  ['licorice-skip', 3, 400_000],
  ['seed000', 4, 300_000],
] as const)('%s, %i player(s), deck with replacement', (preset, players, games) => {
  test('means, distributions and seats agree with the exact answer', async () => {
    const options = { game: 'candyland', preset, players, deck: 'with-replacement' } as const;
    const sim = await simulate({ ...options, games, seed: 2718, threads: 2 });
    const truth = exact(options);
    const checks: [string, { mean: number; pmf: number[] }][] = [['turns', truth.turns]];
    if (players > 1) checks.push(['moves', truth.moves!]);
    for (const [metric, t] of checks) {
      const m = sim.metrics[metric]!;
      expect(Math.abs(m.mean - t.mean) / m.se, metric).toBeLessThan(Z_LIMIT);
      expect(chiSquareGof(counts(sim, metric), t.pmf).pValue, metric).toBeGreaterThan(P_MIN);
    }
    sim.seats.forEach((seat, i) => {
      const p = truth.seats[i]!.winProbability;
      const se = Math.sqrt((p * (1 - p)) / games);
      if (players > 1) expect(Math.abs(seat.winRate - p) / se, `seat ${i + 1}`).toBeLessThan(Z_LIMIT);
    });
    expect(sim.exact?.turns).toMatchObject({ mean: truth.turns.mean });
  });
});

test('the comparison notices a wrong model: the real deck is not the with-replacement chain', async () => {
  const sim = await simulate({ game: 'candyland', preset: 'classic', games: 300_000, seed: 5, threads: 2 });
  const model = exact({ game: 'candyland', preset: 'classic', deck: 'with-replacement' });
  expect(chiSquareGof(counts(sim, 'turns'), model.turns.pmf).pValue).toBeLessThan(1e-6);
  expect(sim.exact).toBeUndefined();
  expect(sim.notes?.join(' ')).toMatch(/no exact answer for a deck dealt without replacement/);
});

test('same seed, same report, on 1 or 2 threads', async () => {
  const run = async (threads: number) => {
    const {
      elapsedMs: _e,
      gamesPerSecond: _g,
      threads: _t,
      ...rest
    } = await simulate({
      game: 'candyland',
      preset: 'seed000',
      players: 3,
      games: 3 * 65536 + 999,
      seed: 77,
      threads,
    });
    return rest;
  };
  expect(await run(2)).toEqual(await run(1));
});
