// Each measure's standard error, checked from first principles, above all where the interval shown
// is cut at the measure's range (fairness and balance near 1, in a nearly fair two-player race):
// the distance from the exact value and the difference between variants use the standard error the
// value carries, not the width of the cut interval.

import { qt } from 'lib-r-math.js';
import { describe, expect, test } from 'vitest';
import { orderMeasure } from '../src/games/lama/analysis.js';
import {
  ESTIMATE_SUMS,
  ESTIMATE_SUMS_LENGTH,
  estimateMeasures,
} from '../src/games/lama/analysis-estimates.js';
import {
  type MeasureValue,
  exactValue,
  fairness,
  mean,
  proportion,
  withExact,
} from '../src/analyze/measure.js';
import { balance } from '../src/analyze/race-report.js';
import { differenceOf } from '../src/analyze/report.js';
import { formatAnalysis } from '../src/analyze/text.js';
import { analyze } from '../src/index.js';
import { Z95 } from '../src/stats/summary.js';

/** The standard error of w out of n games, √(w(1 − w)/n). */
const rateSe = (w: number, n: number) => Math.sqrt((w * (1 - w)) / n);

/** x and y agree to a relative 1e-3 (Wilson's standard error is √(w(1 − w)/n) to within about 1/n). */
function nearly(x: number, y: number, what: string): void {
  expect(Math.abs(x / y - 1), `${what}: ${x} against ${y}`).toBeLessThan(1e-3);
}

describe('a nearly fair two-player race: fairness and balance are 1 − |2w − 1|, with SE 2·SE(w)', () => {
  // the first seat wins 10,040 of 20,000 (w = 0.502): both measures are 0.996, their intervals cut at 1
  const n = 20_000;
  const w = 10_040 / n;
  const exactW = 0.5079;
  const exactScore = 1 - Math.abs(2 * exactW - 1);

  test('fairness', () => {
    const m = withExact(fairness(10_040, n, 2), exactScore);
    expect(m.value).toBeCloseTo(0.996, 12);
    expect(m.ci95![1]).toBe(1);
    nearly(m.zExact!, (m.value! - exactScore) / (2 * rateSe(w, n)), 'z');
    nearly(m.se!, 2 * rateSe(w, n), 'se');
  });

  test('balance', () => {
    const seats = [proportion(10_040, n), proportion(9_960, n)];
    const m = balance(seats, n, [exactW, 1 - exactW]);
    expect(m.value).toBeCloseTo(0.996, 12);
    expect(m.ci95![1]).toBe(1);
    nearly(m.zExact!, (m.value! - exactScore) / (2 * rateSe(w, n)), 'z');
    expect(m.se).toBeCloseTo(2 * rateSe(w, n), 15);
  });
});

test("fairness with four players: the score's slope times SE(w), 4 below the fair 1/4, 4/3 above", () => {
  nearly(fairness(20_000, 100_000, 4).se!, 4 * rateSe(0.2, 100_000), 'below');
  nearly(fairness(30_000, 100_000, 4).se!, (4 / 3) * rateSe(0.3, 100_000), 'above');
  // w = 0.251, its interval holding 1/4: the steeper slope, so that against an exact w of 0.248
  // (fairness 0.992, the score's other side) fairness is no more standard errors off than w is
  const near = withExact(fairness(25_100, 100_000, 4), 4 * 0.248);
  nearly(near.se!, 4 * rateSe(0.251, 100_000), 'near 1/4');
  expect(Math.abs(near.zExact!)).toBeLessThan((0.251 - 0.248) / rateSe(0.251, 100_000));
});

test("order's standard error is the win share's over 1 − 1/n, as its interval is mapped", () => {
  nearly(orderMeasure(61, 100, 4).se!, proportion(61, 100).se! / 0.75, 'order');
});

test('an interval cut at 0 for display keeps the standard error of the mean', () => {
  // three all-AI games with drama 0, 0 and 0.3: mean 0.1, whose t interval reaches below 0
  const sums = new Float64Array(ESTIMATE_SUMS_LENGTH);
  sums[ESTIMATE_SUMS.games] = 3;
  sums[ESTIMATE_SUMS.leadGames] = 3;
  sums[ESTIMATE_SUMS.drama] = 0.3;
  sums[ESTIMATE_SUMS.drama + 1] = 0.09;
  const { drama } = estimateMeasures(sums, 0);
  expect(drama.ci95![0]).toBe(0);
  // the sample standard deviation of 0, 0, 0.3 is √0.03
  expect(drama.se).toBeCloseTo(Math.sqrt(0.03 / 3), 12);
  expect(drama.se).toBe(mean(0.3, 0.09, 3).se);
});

test('a difference adds the carried standard errors; exact values have none', () => {
  const a = fairness(10_040, 20_000, 2);
  const b = fairness(10_380, 20_000, 2);
  const d = differenceOf(a, b)!;
  const se = Math.hypot(2 * rateSe(0.502, 20_000), 2 * rateSe(0.519, 20_000));
  nearly(d.ci95![1] - d.difference, Z95 * se, 'half-width');
  expect(differenceOf(exactValue(1), exactValue(3))).toEqual({ difference: 2, ci95: [2, 2] });
});

test("two small means: their difference's interval is Welch's t, from the standard errors", () => {
  // 1, 2, 3, 4, 5 (variance 5/2) and 2, 4, 6, 8 (variance 20/3): SE² 1/2 and 5/3
  const a = mean(15, 55, 5);
  const b = mean(20, 120, 4);
  // Welch–Satterthwaite's 4.75 degrees of freedom, rounded down
  const df = (1 / 2 + 5 / 3) ** 2 / ((1 / 2) ** 2 / 4 + (5 / 3) ** 2 / 3);
  expect(df).toBeCloseTo(4.75, 2);
  const d = differenceOf(a, b)!;
  expect(d.difference).toBe(2);
  expect(d.ci95![1] - 2).toBeCloseTo(qt(0.975, 4) * Math.sqrt(1 / 2 + 5 / 3), 12);
});

describe('the library report', () => {
  test('the classic board, 2 players: fairness and balance are as far from exact as advantage is', async () => {
    const report = await analyze({ game: 'snakes', preset: 'classic', players: 2, games: 20_000, seed: 1 });
    const v = report.variants[0]!;
    const advantage = v.measures.advantage as MeasureValue;
    const se = 2 * rateSe(advantage.value!, 20_000);
    for (const name of ['fairness', 'balance'] as const) {
      const m = v.measures[name] as MeasureValue;
      nearly(m.zExact!, (m.value! - m.exact!) / se, `${name} z`);
      nearly(m.se!, se, `${name} se`);
      // the rate is above 1/2: the score falls as it rises, so z is advantage's with the sign turned
      expect(m.zExact).toBeCloseTo(-advantage.zExact!, 3);
    }
    expect(formatAnalysis(report)).toMatch(
      /^ {2}fairness +0\.9965 \[0\.9826, 1\.0000\] +exact 0\.9842 \(z 1\.74\)$/m,
    );
  });

  test('classic against efi: the differences of fairness and balance from the uncut standard errors', async () => {
    const report = await analyze({
      game: 'snakes',
      preset: 'classic,efi',
      players: 2,
      games: 20_000,
      seed: 1,
      exact: false,
    });
    const [a, b] = report.variants.map((v) => (v.measures.advantage as MeasureValue).value!);
    const se = Math.hypot(2 * rateSe(a!, 20_000), 2 * rateSe(b!, 20_000));
    for (const name of ['fairness', 'balance'] as const) {
      const d = report.differences!.find((x) => x.measure === name)!;
      nearly(d.difference - d.ci95![0], Z95 * se, `${name} lower half`);
      nearly(d.ci95![1] - d.difference, Z95 * se, `${name} upper half`);
    }
  });

  test('L.A.M.A.: fairness is 2·SE of the first seat for two players, order the share’s over 1/2', async () => {
    const report = await analyze({ game: 'lama', players: 2, strategies: 'greedy', games: 90, seed: 4 });
    const v = report.variants[0]!;
    const advantage = v.measures.advantage as MeasureValue;
    nearly((v.measures.fairness as MeasureValue).se!, 2 * advantage.se!, 'fairness');
    const share = (v.details!['readings'] as { orderWinShare: MeasureValue }).orderWinShare;
    nearly((v.measures.order as MeasureValue).se!, share.se! / 0.5, 'order');
  });
});
