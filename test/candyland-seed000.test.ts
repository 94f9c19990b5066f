// Seed 000's published table: 10,000 one-player games of each board, means 38.6897 (Standard),
// 34.5284 (No Licorice), 27.6359 (No Specials) and 40.6276 (No Shortcuts). A 10,000-game mean has
// a standard error of sd / 100; the literal preset, simulated here with many more games, must put
// each published mean within 4 of those standard errors of its own (our mean's own error is small
// beside it). The effects the seed derives (4.16, 11.05 and -1.94 turns) are checked the same way.

import { expect, test } from 'vitest';
import { ablate } from '../src/index.js';

const SEED_MEANS: Record<string, number> = {
  standard: 38.6897,
  'no-licorice': 34.5284,
  'no-specials': 27.6359,
  'no-shortcuts': 40.6276,
};
const SEED_GAMES = 10_000;

test("the seed000 preset reproduces seed 000's ablation table within the seed's own error", async () => {
  const report = await ablate({
    game: 'candyland',
    preset: 'seed000',
    games: 400_000,
    seed: 2021,
    threads: 2,
  });
  expect(report.variants.map((v) => v.label)).toEqual([
    'Standard',
    'No Licorice',
    'No Specials',
    'No Shortcuts',
  ]);
  const standard = report.variants[0]!.metrics.turns!;
  for (const v of report.variants) {
    const ours = v.metrics.turns!;
    const seedSe = ours.sd / Math.sqrt(SEED_GAMES);
    const published = SEED_MEANS[v.name]!;
    expect(Math.abs(published - ours.mean) / seedSe, v.label).toBeLessThan(4);
    expect(ours.se).toBeLessThan(seedSe / 5);
    if (v.effect) {
      // the seed's effect is a difference of two of its 10k-game means
      const seedEffect = SEED_MEANS.standard! - published;
      const seedEffectSe = Math.sqrt(standard.sd ** 2 + ours.sd ** 2) / Math.sqrt(SEED_GAMES);
      expect(Math.abs(seedEffect - v.effect.turns!.difference) / seedEffectSe, v.label).toBeLessThan(4);
      expect(v.effect.turns!.ci95[0]).toBeLessThan(v.effect.turns!.difference);
    }
  }
});

test('the real-rules preset is a different game: its standard mean is far from the literal one', async () => {
  const literal = await ablate({ game: 'candyland', preset: 'seed000', games: 200_000, seed: 9, threads: 2 });
  const real = await ablate({ game: 'candyland', preset: 'classic', games: 200_000, seed: 9, threads: 2 });
  const a = literal.variants[2]!.metrics.turns!;
  const b = real.variants[2]!.metrics.turns!;
  // without picture cards, seed 000's board loses 6 spaces and its doubles behave differently
  expect(Math.abs(a.mean - b.mean) / Math.sqrt(a.se ** 2 + b.se ** 2)).toBeGreaterThan(10);
});
