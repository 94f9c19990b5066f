// The CSV tables (src/report/csv.ts) where test/report-units.test.ts does not reach: an ablation's
// table row by row, and the seats table of a report with no exact answer, or one without seats.

import { describe, expect, test } from 'vitest';
import { type AblationReport, formatAblation } from '../src/report/ablation.js';
import { ablationCsv, simulationCsv } from '../src/report/csv.js';
import type { SimulationReport } from '../src/report/simulation.js';

const seats = [
  { wins: 6, winRate: 0.6, ci95: [0.3, 0.8] },
  { wins: 4, winRate: 0.4, ci95: [0.2, 0.7] },
];

describe('CSV tables', () => {
  test('seats with no exact answer, or an exact answer without seats: the last field empty', () => {
    const report = { seats, metrics: {} } as unknown as SimulationReport;
    const want = [
      'seat,wins,winRate,ci95Low,ci95High,exactWinProbability',
      '1,6,0.6,0.3,0.8,',
      '2,4,0.4,0.2,0.7,',
      '',
    ].join('\n');
    expect(simulationCsv(report, 'seats')).toBe(want);
    expect(simulationCsv({ ...report, exact: { turns: 3 } } as SimulationReport, 'seats')).toBe(want);
    expect(simulationCsv({ ...report, exact: { seats: [{}] } } as SimulationReport, 'seats')).toBe(want);
  });

  test("an ablation: a row per variant and metric, the standard game's effect empty", () => {
    const estimate = (mean: number) => ({
      mean,
      se: 0.1,
      ci95: [mean - 0.2, mean + 0.2] as [number, number],
      sd: 2,
      median: 7,
    });
    const report: AblationReport = {
      game: 'candyland',
      preset: 'seed000',
      players: 2,
      games: 100,
      seed: 1,
      threads: 1,
      elapsedMs: 5,
      config: {},
      variants: [
        {
          name: 'standard',
          label: 'standard',
          seed: 1,
          metrics: { turns: estimate(30), moves: estimate(59) },
        },
        {
          name: 'no-licorice',
          label: 'no licorice, "plain"',
          feature: 'licorice',
          seed: 2,
          metrics: { turns: estimate(28) },
          effect: { turns: { difference: 2, se: 0.3, ci95: [1.5, 2.5] } },
        },
      ],
    };
    expect(ablationCsv(report).split('\n')).toEqual([
      'variant,label,feature,metric,mean,ci95Low,ci95High,sd,median,effect,effectCi95Low,effectCi95High',
      'standard,standard,,turns,30,29.8,30.2,2,7,,,',
      'standard,standard,,moves,59,58.8,59.2,2,7,,,',
      'no-licorice,"no licorice, ""plain""",licorice,turns,28,27.8,28.2,2,7,2,1.5,2.5',
      '',
    ]);
  });
});

describe("the ablation's text", () => {
  test('one player, one game a variant; no variant', () => {
    const estimate = { mean: 30, se: 0, ci95: [30, 30] as [number, number], sd: 0, median: 30 };
    const report: AblationReport = {
      game: 'candyland',
      preset: 'seed000',
      players: 1,
      games: 1,
      seed: 1,
      threads: 1,
      elapsedMs: 5,
      config: {},
      variants: [{ name: 'standard', label: 'standard', seed: 1, metrics: { turns: estimate } }],
    };
    const lines = formatAblation(report).split('\n');
    expect(lines[0]).toBe('boardsim candyland · preset seed000 · 1 player · ablations');
    expect(lines[1]).toBe('1 game a variant · seed 1 (variant i uses seed + i) · 0.01 s');
    expect(lines[3]).toBe('turns per game');
    expect(formatAblation({ ...report, players: 2, games: 2, variants: [] }).split('\n')).toEqual([
      'boardsim candyland · preset seed000 · 2 players · ablations',
      '2 games a variant · seed 1 (variant i uses seed + i) · 0.01 s',
    ]);
  });
});
