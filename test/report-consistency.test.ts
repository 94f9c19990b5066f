// A report's numbers against themselves (src/report/consistency.ts), without the kernel: any report
// built from any totals passes, with any overflow; the overflow record at each of its bounds, and one
// past it; histograms counted by seat, round and seat-round; seats that may draw, seatless games.
// test/merge-consistency.test.ts checks the same through the built library's merge.

import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { MetricTotals, RunTotals } from '../src/core/totals.js';
import { prepareRun } from '../src/games/index.js';
import { checkReportConsistency } from '../src/report/consistency.js';
import type { GameRun } from '../src/report/game-run.js';
import { type SimulationReport, buildReport, reportTotals } from '../src/report/simulation.js';
import { HIST_BINS, WIN_UNITS } from '../src/wasm/layout.js';
import { wilson95 } from '../src/stats/proportion.js';

const snakes = prepareRun('snakes', { players: 2 });
const F = HIST_BINS - 1;

/** A metric's totals: `values` below the overflow bin, `overflow` at or past it. */
function metric(values: readonly number[], overflow: readonly number[] = []): MetricTotals {
  const counts: number[] = [];
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  if (overflow.length > 0) counts[F] = overflow.length;
  for (let v = 0; v < counts.length; v++) counts[v] ??= 0;
  return {
    counts,
    overflowFrom: F,
    overflowCount: overflow.length,
    overflowSum: overflow.reduce((a, v) => a + BigInt(v), 0n),
    overflowSumOfSquares: overflow.reduce((a, v) => a + BigInt(v) ** 2n, 0n),
    overflowMax: Math.max(0, ...overflow),
  };
}

function reportOf(run: GameRun, totals: RunTotals): SimulationReport {
  const report = buildReport({ ...run, enrich: undefined }, totals, {
    seed: 1n,
    threads: 1,
    elapsedMs: 10,
    totalGames: totals.games,
  });
  return JSON.parse(JSON.stringify(report)) as SimulationReport;
}

/** The issues of `report` (edited by `edit`), as "path: message". */
function issues(run: GameRun, report: SimulationReport, edit: (r: SimulationReport) => void = () => {}) {
  const r = JSON.parse(JSON.stringify(report)) as SimulationReport;
  edit(r);
  return checkReportConsistency(r, run, reportTotals(r, F)).map((i) => `${i.path}: ${i.message}`);
}

/** A snakes report of `turns` (one a game) with `overflow` values past the histogram. */
function snakesReport(turns: readonly number[], overflow: readonly number[] = [], seat0Wins?: number) {
  const games = turns.length + overflow.length;
  const wins0 = seat0Wins ?? Math.ceil(games / 2);
  return reportOf(snakes, {
    games,
    metrics: Object.fromEntries(
      snakes.metrics.map((name, i) => [
        name,
        i === 0 ? metric(turns, overflow) : metric(Array.from({ length: games }, (_, g) => (g * 7 + i) % 5)),
      ]),
    ),
    winUnits: [wins0 * WIN_UNITS, (games - wins0) * WIN_UNITS],
  });
}

describe('any report as it was built agrees with itself', () => {
  test('any histogram, any overflow, any split of the wins (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: F, max: F + 100_000 }), { maxLength: 5 }),
        fc.nat(),
        (turns, overflow, w) => {
          const games = turns.length + overflow.length;
          expect(issues(snakes, snakesReport(turns, overflow, w % (games + 1)))).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });

  test('a statistic edited past 10^-9 of itself is named, within it is not (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 2, maxLength: 40 }),
        fc.constantFrom('mean', 'sd', 'se', 'median', 'min', 'max'),
        (turns, field) => {
          const report = snakesReport(turns);
          const m = report.metrics.turns! as unknown as Record<string, number>;
          const value = m[field]!;
          if (!(value > 0)) return;
          expect(
            issues(
              snakes,
              report,
              (r) => ((r.metrics.turns as unknown as Record<string, number>)[field] = value * (1 + 2e-9)),
            ),
          ).toEqual([`metrics.turns.${field}: is ${value * (1 + 2e-9)}, but its histogram gives ${value}`]);
          expect(
            issues(
              snakes,
              report,
              (r) => ((r.metrics.turns as unknown as Record<string, number>)[field] = value * (1 + 5e-10)),
            ),
          ).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  });

  test('each percentile and each end of the interval', () => {
    const report = snakesReport([1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 9, 12]);
    for (const p of Object.keys(report.metrics.turns!.percentiles))
      expect(issues(snakes, report, (r) => (r.metrics.turns!.percentiles[p] = 1000))).toHaveLength(1);
    const [low, high] = report.metrics.turns!.ci95;
    expect(issues(snakes, report, (r) => (r.metrics.turns!.ci95 = [low - 1, high]))).toEqual([
      `metrics.turns.ci95[0]: is ${low - 1}, but its histogram gives ${low}`,
    ]);
    expect(issues(snakes, report, (r) => (r.metrics.turns!.ci95 = [low, high + 1]))).toEqual([
      `metrics.turns.ci95[1]: is ${high + 1}, but its histogram gives ${high}`,
    ]);
    expect(issues(snakes, report, (r) => (r.metrics.turns!.ci95 = 'x' as never))).toEqual([
      `metrics.turns.ci95[0]: is missing, but its histogram gives ${low}`,
    ]);
    expect(issues(snakes, report, (r) => (r.metrics.turns!.percentiles = 'x' as never))).toHaveLength(1);
  });

  test('a single game: no spread, null where JSON writes NaN', () => {
    const report = snakesReport([5]);
    expect(issues(snakes, report)).toEqual([]);
    expect(report.metrics.turns!.sd).toBeNull();
    expect(issues(snakes, report, (r) => (r.metrics.turns!.sd = 0))).toEqual([
      'metrics.turns.sd: is 0, but its histogram gives null',
    ]);
    expect(issues(snakes, report, (r) => (r.metrics.turns!.sd = 'NaN' as never))).toEqual([
      'metrics.turns.sd: is "NaN", but its histogram gives null',
    ]);
  });
});

describe('the overflow record', () => {
  // values F, F, …, M: the least the sums can be; all M: the most
  const atLeast = (n: number, max: number) => [max, ...Array.from({ length: n - 1 }, () => F)];
  const atMost = (n: number, max: number) => Array.from({ length: n }, () => max);
  const M = F + 10;

  test('at each bound of its sums, the report agrees', () => {
    for (const n of [1, 2, 3]) {
      expect(issues(snakes, snakesReport([3, 4], atLeast(n, M))), `least, ${n}`).toEqual([]);
      expect(issues(snakes, snakesReport([3, 4], atMost(n, M))), `most, ${n}`).toEqual([]);
    }
  });

  test('one past each bound of the sum', () => {
    const low = BigInt(M + 2 * F);
    const high = BigInt(3 * M);
    expect(
      issues(
        snakes,
        snakesReport([3], atLeast(3, M)),
        (r) => (r.metrics.turns!.overflow!.sum = String(low - 1n)),
      ),
    ).toEqual([
      `metrics.turns.overflow.sum: is ${low - 1n}, but 3 values from ${F} to ${M} add up to ${low}..${high}`,
    ]);
    expect(
      issues(
        snakes,
        snakesReport([3], atMost(3, M)),
        (r) => (r.metrics.turns!.overflow!.sum = String(high + 1n)),
      ),
    ).toEqual([
      `metrics.turns.overflow.sum: is ${high + 1n}, but 3 values from ${F} to ${M} add up to ${low}..${high}`,
    ]);
  });

  test('one past each bound of the sum of squares, and a sum of squares too small for its sum', () => {
    const f = BigInt(F);
    const m = BigInt(M);
    const low = m * m + 2n * f * f;
    const high = 3n * m * m;
    const refusal = (squares: bigint, sum: bigint) =>
      `metrics.turns.overflow.sumOfSquares: is ${squares}, which 3 values from ${F} to ${M} adding up to ${sum} cannot have`;
    const least = snakesReport([3], atLeast(3, M));
    expect(
      issues(snakes, least, (r) => (r.metrics.turns!.overflow!.sumOfSquares = String(low - 1n))),
    ).toEqual([refusal(low - 1n, m + 2n * f)]);
    const most = snakesReport([3], atMost(3, M));
    expect(
      issues(snakes, most, (r) => (r.metrics.turns!.overflow!.sumOfSquares = String(high + 1n))),
    ).toEqual([refusal(high + 1n, 3n * m)]);
    // every value M but the squares of F, F, M: within both bounds, but 3·squares < sum² (Cauchy–Schwarz)
    expect(issues(snakes, most, (r) => (r.metrics.turns!.overflow!.sumOfSquares = String(low)))).toEqual([
      refusal(low, 3n * m),
    ]);
    // the least sum of squares Cauchy–Schwarz allows for a sum of 3M is 3M²: the bound itself
    expect(issues(snakes, most, (r) => (r.metrics.turns!.overflow!.sumOfSquares = String(high)))).toEqual([]);
  });

  test('its count against the last bin, and a last bin with no record', () => {
    const report = snakesReport([3, 4], [F, F + 1]);
    expect(issues(snakes, report, (r) => (r.metrics.turns!.overflow!.count = 1))).toEqual([
      "metrics.turns.overflow: counts 1 values, but the histogram's last bin holds 2",
    ]);
    expect(issues(snakes, report, (r) => delete r.metrics.turns!.overflow)).toEqual([
      `metrics.turns.overflow: is missing, but the histogram's last bin (${F}) holds 2 values`,
    ]);
  });

  test("the maximum: the overflow's, not the histogram's last bin", () => {
    const report = snakesReport([3, 4], [F, F + 7]);
    expect(report.metrics.turns!.max).toBe(F + 7);
    expect(issues(snakes, report, (r) => (r.metrics.turns!.max = F))).toEqual([
      `metrics.turns.max: is ${F}, but its histogram gives ${F + 7}`,
    ]);
  });
});

describe('histograms that count by seat and by round', () => {
  // a game whose `rounds` metric adds up the rounds, and one metric counted by each unit
  const counted: GameRun = {
    ...snakes,
    game: 'counted',
    metrics: ['turns', 'rounds', 'bySeat', 'byRound', 'bySeatRound'],
    metricUnits: { bySeat: 'seat', byRound: 'round', bySeatRound: 'seat-round' },
  };
  const ones = (n: number) => Array.from({ length: n }, () => 1);
  const totalsOf = (games: number, rounds: number[], counts: Record<string, number>): RunTotals => ({
    games,
    metrics: {
      turns: metric(ones(games)),
      rounds: metric(rounds),
      bySeat: metric(ones(counts.bySeat!)),
      byRound: metric(ones(counts.byRound!)),
      bySeatRound: metric(ones(counts.bySeatRound!)),
    },
    winUnits: [games * WIN_UNITS, 0],
  });

  test('as many values as the unit gives: 2 players, 3 games of 2, 3 and 4 rounds', () => {
    const right = { bySeat: 6, byRound: 9, bySeatRound: 18 };
    expect(issues(counted, reportOf(counted, totalsOf(3, [2, 3, 4], right)))).toEqual([]);
    expect(issues(counted, reportOf(counted, totalsOf(3, [2, 3, 4], { ...right, bySeat: 7 })))).toEqual([
      'metrics.bySeat.histogram: holds 7 values, but it counts one a seat a game, 2 × 3',
    ]);
    expect(issues(counted, reportOf(counted, totalsOf(3, [2, 3, 4], { ...right, byRound: 3 })))).toEqual([
      'metrics.byRound.histogram: holds 3 values, but it counts one a round, the 9 rounds metrics.rounds adds up to',
    ]);
    expect(issues(counted, reportOf(counted, totalsOf(3, [2, 3, 4], { ...right, bySeatRound: 9 })))).toEqual([
      'metrics.bySeatRound.histogram: holds 9 values, but it counts one a seat a round, 2 × the 9 rounds metrics.rounds adds up to',
    ]);
  });

  test('without a rounds metric, a round is a game', () => {
    const noRounds: GameRun = {
      ...counted,
      metrics: ['turns', 'byRound'],
      metricUnits: { byRound: 'round' },
    };
    const totals: RunTotals = {
      games: 4,
      metrics: { turns: metric(ones(4)), byRound: metric(ones(4)) },
      winUnits: [4 * WIN_UNITS, 0],
    };
    expect(issues(noRounds, reportOf(noRounds, totals))).toEqual([]);
  });

  test('counts past 2^53: added exactly', () => {
    const report = snakesReport([3, 4]);
    // 2^53 + 2 values in two bins, where the doubles' sum would round to 2^53 + 2 as well but the
    // games say 2: the histogram holds more than the games
    expect(
      issues(snakes, report, (r) => {
        r.metrics.turns!.histogram = [
          [3, 2 ** 53],
          [4, 3],
        ];
      }),
    ).toEqual([`metrics.turns.histogram: holds 9,007,199,254,740,995 values, but it counts one a game, 2`]);
  });
});

describe('seats', () => {
  test('wins that add up to fewer games: a draw where the game allows it, refused where not', () => {
    const report = snakesReport([3, 4, 5, 6], [], 1);
    const edited = JSON.parse(JSON.stringify(report)) as SimulationReport;
    edited.seats[1] = {
      ...reportOf(snakes, { games: 4, metrics: {}, winUnits: [WIN_UNITS, 2 * WIN_UNITS] }).seats[1]!,
    };
    expect(issues(snakes, edited)).toEqual(['seats: win 3 games in all, but the report plays 4']);
    expect(issues({ ...snakes, drawsAllowed: true }, edited)).toEqual([]);
    // more wins than games is refused even where draws are allowed
    const more = JSON.parse(JSON.stringify(report)) as SimulationReport;
    more.seats[1] = {
      ...reportOf(snakes, { games: 4, metrics: {}, winUnits: [WIN_UNITS, 4 * WIN_UNITS] }).seats[1]!,
    };
    expect(issues({ ...snakes, drawsAllowed: true }, more)).toEqual([
      'seats: win 5 games in all, but the report plays 4',
    ]);
  });

  test('shares of a game: a win shared by two is whole', () => {
    const report = reportOf(snakes, {
      games: 2,
      metrics: Object.fromEntries(snakes.metrics.map((name) => [name, metric([3, 4])])),
      winUnits: [WIN_UNITS / 2 + WIN_UNITS, WIN_UNITS / 2],
    });
    expect(report.seats[0]!.wins).toBe(1.5);
    expect(issues(snakes, report)).toEqual([]);
    expect(issues(snakes, report, (r) => (r.seats[0]!.wins = 1.5 + 1 / 120))).toEqual([
      `seats[0].wins: is ${1.5 + 1 / 120}, not a whole number of shares of a game`,
    ]);
  });

  test("each end of a seat's interval", () => {
    const report = snakesReport([3, 4, 5, 6], [], 1);
    const [low, high] = report.seats[0]!.ci95;
    expect(issues(snakes, report, (r) => (r.seats[0]!.ci95 = [low, high + 0.01]))).toEqual([
      `seats[0].ci95: is [${low},${high + 0.01}], but 1 of 4 gives [${low}, ${high}]`,
    ]);
    expect(issues(snakes, report, (r) => (r.seats[0]!.ci95 = [low + 0.01, high]))).toEqual([
      `seats[0].ci95: is [${low + 0.01},${high}], but 1 of 4 gives [${low}, ${high}]`,
    ]);
    expect(issues(snakes, report, (r) => (r.seats[0]!.ci95 = 'x' as never))).toEqual([
      `seats[0].ci95: is "x", but 1 of 4 gives [${low}, ${high}]`,
    ]);
  });

  test('a seatless game has no seats; one player has one', () => {
    const alone: GameRun = { ...snakes, players: 1, seatless: true };
    const report = reportOf(alone, {
      games: 2,
      metrics: Object.fromEntries(snakes.metrics.map((name) => [name, metric([3, 4])])),
      winUnits: [],
    });
    expect(issues(alone, report)).toEqual([]);
    expect(issues({ ...alone, seatless: false }, report)).toEqual([
      'seats: are 0, but a snakes report of 1 player has 1',
    ]);
    expect(
      issues(alone, report, (r) => (r.seats = [{ wins: 0, winRate: 0, ci95: [0, 0] }] as never)),
    ).toEqual(['seats: are 1, but a snakes report of 1 player has 0']);
  });
});

describe('what a statistic is compared with, and how it is shown', () => {
  test('a number only: a string or null is not the number it reads as', () => {
    const report = snakesReport([3, 4, 5]);
    const second = snakes.metrics[1]!;
    expect(report.metrics[second]!.min).toBe(0);
    expect(issues(snakes, report, (r) => (r.metrics.turns!.mean = '4' as never))).toEqual([
      'metrics.turns.mean: is "4", but its histogram gives 4',
    ]);
    expect(issues(snakes, report, (r) => (r.metrics[second]!.min = null as never))).toEqual([
      `metrics.${second}.min: is null, but its histogram gives 0`,
    ]);
  });

  test('within 10^-9 of the value, the bound included', () => {
    // one game of 10^9 turns: 10^-9 of the mean is exactly 1
    const report = snakesReport([], [1e9]);
    expect(report.metrics.turns!.mean).toBe(1e9);
    expect(issues(snakes, report, (r) => (r.metrics.turns!.mean = 1e9 + 1))).toEqual([]);
    expect(issues(snakes, report, (r) => (r.metrics.turns!.mean = 1e9 + 2))).toEqual([
      `metrics.turns.mean: is ${1e9 + 2}, but its histogram gives 1000000000`,
    ]);
  });

  test('percentiles that are not an object, numbers JSON cannot write, a long value cut short', () => {
    const report = snakesReport([3, 4, 5]);
    const first = Object.keys(report.metrics.turns!.percentiles)[0]!;
    const p = report.metrics.turns!.percentiles[first]!;
    expect(issues(snakes, report, (r) => (r.metrics.turns!.percentiles = null as never))).toEqual([
      `metrics.turns.percentiles.${first}: is missing, but its histogram gives ${p}`,
    ]);
    expect(issues(snakes, report, (r) => (r.metrics.turns!.mean = Infinity))).toEqual([
      'metrics.turns.mean: is Infinity, but its histogram gives 4',
    ]);
    expect(issues(snakes, report, (r) => (r.metrics.turns!.mean = Number.NaN))).toEqual([
      'metrics.turns.mean: is null, but its histogram gives 4',
    ]);
    expect(issues(snakes, report, (r) => (r.metrics.turns!.mean = 'x'.repeat(50) as never))).toEqual([
      `metrics.turns.mean: is "${'x'.repeat(39)}…, but its histogram gives 4`,
    ]);
    expect(issues(snakes, report, (r) => (r.metrics.turns!.mean = 'x'.repeat(38) as never))).toEqual([
      `metrics.turns.mean: is "${'x'.repeat(38)}", but its histogram gives 4`,
    ]);
  });

  test('a report of no games: what it should not give', () => {
    const r = JSON.parse(JSON.stringify(snakesReport([3, 4]))) as SimulationReport;
    r.games = 0;
    expect(
      checkReportConsistency(r, snakes, reportTotals(r, F)).map((i) => `${i.path}: ${i.message}`),
    ).toEqual([
      ...snakes.metrics.map((m) => `metrics.${m}: is given, but the report plays no games`),
      'seats: are given, but the report plays no games',
    ]);
  });

  test('sums of squares past 2^53: added exactly', () => {
    // 3,000,001 games of 65,533 turns: Σx² is odd and above 2^53, so a double rounds it, and the
    // standard deviation of equal values would not come out 0
    const games = 3_000_001;
    const counts: number[] = Array.from({ length: 65_534 }, () => 0);
    counts[65_533] = games;
    const totals: RunTotals = {
      games,
      metrics: Object.fromEntries(
        snakes.metrics.map((name) => [
          name,
          {
            counts,
            overflowFrom: F,
            overflowCount: 0,
            overflowSum: 0n,
            overflowSumOfSquares: 0n,
            overflowMax: 0,
          },
        ]),
      ),
      winUnits: [games * WIN_UNITS, 0],
    };
    const report = reportOf(snakes, totals);
    expect(report.metrics.turns!.sd).toBe(0);
    expect(issues(snakes, report)).toEqual([]);
  });

  test('a metric that counts no value: every statistic null, and agreed', () => {
    const counted: GameRun = {
      ...snakes,
      game: 'counted',
      metrics: ['turns', 'rounds', 'byRound'],
      metricUnits: { byRound: 'round' },
    };
    const report = reportOf(counted, {
      games: 2,
      metrics: { turns: metric([1, 1]), rounds: metric([0, 0]), byRound: metric([]) },
      winUnits: [2 * WIN_UNITS, 0],
    });
    expect(report.metrics.byRound!.histogram).toEqual([]);
    expect(report.metrics.byRound!.median).toBeNull();
    expect(issues(counted, report)).toEqual([]);
    expect(issues(counted, report, (r) => (r.metrics.byRound!.min = 0))).toEqual([
      'metrics.byRound.min: is 0, but its histogram gives null',
    ]);
  });

  test('wins written to a few digits: within a millionth of a win each', () => {
    // 1000 of 2000 wins printed as 1000.00001 (its rate and interval recomputed): 6·10^-4 of a
    // share, within 10^-6 of the 1000 wins
    const report = snakesReport(
      Array.from({ length: 2000 }, (_, i) => 3 + (i % 7)),
      [],
      1000,
    );
    const wins = 1000.00001;
    const edited = (r: SimulationReport) => {
      r.seats[0]!.wins = wins;
      r.seats[0]!.winRate = wins / 2000;
      r.seats[0]!.ci95 = wilson95(wins, 2000);
    };
    expect(issues(snakes, report, edited)).toEqual([]);
    expect(issues(snakes, report, (r) => (edited(r), (r.seats[0]!.wins = 1000.01)))).toEqual([
      'seats[0].wins: is 1000.01, not a whole number of shares of a game',
    ]);
  });
});
