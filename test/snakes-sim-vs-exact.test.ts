// Simulation against the exact Markov answer. Each mean must be within 4 standard errors (a
// false alarm about 1 time in 16,000), and the distribution of turns must pass a chi-square
// goodness-of-fit test at p > 0.001. Seeds are fixed, so each check passes or fails for good.

import { describe, expect, test } from 'vitest';
import { exact, simulate } from '../src/index.js';
import { chiSquareGof } from '../src/stats/chisquare.js';

const Z_LIMIT = 4;
const P_MIN = 0.001;

function histogramCounts(histogram: [number, number][]): number[] {
  const counts: number[] = [];
  for (const [v, c] of histogram) counts[v] = c;
  return Array.from(counts, (c) => c ?? 0);
}

describe.each([
  ['efi', 1, 'alternating', 2_000_000],
  ['efi-reversed', 1, 'alternating', 1_000_000],
  ['classic', 1, 'alternating', 1_000_000],
  ['efi', 2, 'alternating', 1_000_000],
  ['efi', 2, 'independent', 1_000_000],
  ['classic-48', 4, 'alternating', 500_000],
] as const)('%s, %i player(s), %s, %i games', (preset, players, mode, games) => {
  test('means within 4 standard errors, turn distribution passes chi-square', async () => {
    const sim = await simulate({ game: 'snakes', preset, players, mode, games, seed: 31337, threads: 2 });
    const truth = exact({ game: 'snakes', preset, players, mode });
    const means: [string, number][] = [
      ['turns', truth.turns.mean],
      ['rolls', truth.rolls.mean],
      ['climbs', truth.climbs!.mean],
      ['slides', truth.slides!.mean],
    ];
    if (players > 1) means.push(['moves', truth.moves!.mean]);
    for (const [metric, expected] of means) {
      const m = sim.metrics[metric]!;
      expect(Math.abs(m.mean - expected) / m.se, metric).toBeLessThan(Z_LIMIT);
    }
    const fit = chiSquareGof(histogramCounts(sim.metrics.turns!.histogram), truth.turns.pmf);
    expect(fit.pValue).toBeGreaterThan(P_MIN);
    sim.seats.forEach((seat, i) => {
      const p = truth.seats[i]!.winProbability;
      const se = Math.sqrt((p * (1 - p)) / games);
      expect(Math.abs(seat.winRate - p) / se, `seat ${i + 1}`).toBeLessThan(Z_LIMIT);
      expect(seat.ci95[0]).toBeLessThanOrEqual(seat.winRate);
      expect(seat.ci95[1]).toBeGreaterThanOrEqual(seat.winRate);
    });
    // the report carries the same comparison
    expect(sim.exact?.turns).toMatchObject({ mean: truth.turns.mean });
  });
});

test('the chi-square test does notice a wrong distribution', async () => {
  // efi's games against the reversed board's exact distribution
  const sim = await simulate({ game: 'snakes', preset: 'efi', games: 200_000, seed: 3, threads: 1 });
  const other = exact({ game: 'snakes', preset: 'efi-reversed' });
  expect(chiSquareGof(histogramCounts(sim.metrics.turns!.histogram), other.turns.pmf).pValue).toBeLessThan(
    1e-10,
  );
});
