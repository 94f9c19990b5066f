// The numbers of the text a person reads (src/report/text.ts): the mode of a distribution, the
// exact distribution's lines (the shares still running after 10, 25, … turns, summed from the far
// end) and a simulation's mode line, on small hand-worked inputs. Fast: Stryker runs it against the
// file's number-deciding lines.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { MetricTotals, RunTotals } from '../src/core/totals.js';
import { prepareRun } from '../src/games/index.js';
import { type SimulationReport, buildReport } from '../src/report/simulation.js';
import { exactTurnLines, formatSimulation, pmfMode } from '../src/report/text.js';
import { WIN_UNITS } from '../src/wasm/layout.js';

describe('pmfMode', () => {
  test('the first index of the largest probability (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0, 0.1, 0.25, 0.5), { minLength: 1, maxLength: 12 }), (pmf) => {
        const mode = pmfMode(pmf);
        const most = Math.max(...pmf);
        expect(pmf[mode]).toBe(most);
        expect(pmf.findIndex((p) => p === most)).toBe(mode);
      }),
    );
    expect(pmfMode([])).toBe(0);
    expect(pmfMode([0.1, 0.3, 0.3, 0.2])).toBe(1);
  });
});

describe('exactTurnLines', () => {
  const base = {
    mean: 6.25,
    sd: 3.5,
    median: 5,
    percentiles: { p5: 1, p95: 11 },
    shortest: { turns: 1, probability: 0.3 },
  };

  test('mode, shortest game and the shares still running, summed from the far end', () => {
    // P(T = 1) = 0.35, P(T = 5) = 0.35 (a tie: the smaller), P(T = 11) = 0.295, beyond the pmf 0.005
    const pmf = [0, 0.35, 0, 0, 0, 0.35, 0, 0, 0, 0, 0, 0.295];
    expect(exactTurnLines({ ...base, pmf, tailMass: 0.005 })).toEqual([
      'turns    mean 6.250000000000  sd 3.5000  median 5  mode 1 (35%)',
      '         p5 1  p95 11',
      '         shortest game 1 turn, probability 0.3000',
      // after 10: P(T = 11) + the tail; after 25 and on: the tail alone
      '         still running after 10 turns 30%  25 turns 0.5%  50 turns 0.5%  100 turns 0.5%  150 turns 0.5%',
    ]);
  });

  test('a pmf that reaches past 10 turns by one, no tail; a shortest game of 2 turns', () => {
    const pmf = [0, 0, 0.5, 0, 0, 0, 0, 0, 0, 0, 0.004644, 0.495356];
    expect(exactTurnLines({ ...base, shortest: { turns: 2, probability: 0.5 }, pmf, tailMass: 0 })).toEqual([
      'turns    mean 6.250000000000  sd 3.5000  median 5  mode 2 (50%)',
      '         p5 1  p95 11',
      '         shortest game 2 turns, probability 0.5000',
      '         still running after 10 turns 49.5%  25 turns 0%  50 turns 0%  100 turns 0%  150 turns 0%',
    ]);
    // two values past 10 turns, and the tail: each adds to the share still running after 10
    const far = [0, 0.4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.25, 0.25];
    expect(exactTurnLines({ ...base, pmf: far, tailMass: 0.1 })[3]).toBe(
      '         still running after 10 turns 60%  25 turns 10%  50 turns 10%  100 turns 10%  150 turns 10%',
    );
    // three significant digits
    const tiny = [0.995356, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.004644];
    expect(exactTurnLines({ ...base, pmf: tiny, tailMass: 0 })[3]).toBe(
      '         still running after 10 turns 0.464%  25 turns 0%  50 turns 0%  100 turns 0%  150 turns 0%',
    );
  });
});

describe("a simulation's mode line", () => {
  const run = prepareRun('snakes', { players: 2 });

  function metric(counts: number[], overflow: number[] = [], from = counts.length): MetricTotals {
    const c = counts.slice();
    if (overflow.length > 0) {
      while (c.length < from) c.push(0);
      c[from] = overflow.length;
    }
    return {
      counts: c,
      overflowFrom: overflow.length > 0 ? from : 65535,
      overflowCount: overflow.length,
      overflowSum: overflow.reduce((a, v) => a + BigInt(v), 0n),
      overflowSumOfSquares: overflow.reduce((a, v) => a + BigInt(v) ** 2n, 0n),
      overflowMax: Math.max(0, ...overflow),
    };
  }

  const text = (turns: MetricTotals, firstName = 'turns') => {
    const totals: RunTotals = {
      games: 10,
      metrics: Object.fromEntries(
        run.metrics.map((name) => [name, name === 'turns' ? turns : metric([4, 6])]),
      ),
      winUnits: [6 * WIN_UNITS, 4 * WIN_UNITS],
      best: { value: 3, chunk: 0, index: 7, position: 120 },
    };
    const report = buildReport({ ...run, enrich: undefined }, totals, {
      seed: 7n,
      threads: 1,
      elapsedMs: 1000,
      totalGames: 10,
    }) as SimulationReport;
    // a game whose first metric is not turns (a score): its mode, and no share still running
    const renamed = Object.fromEntries(
      Object.entries(report.metrics).map(([name, m]) => [name === 'turns' ? firstName : name, m]),
    );
    return formatSimulation({ ...report, metrics: renamed }).split('\n')[5];
  };

  const counts = (entries: [number, number][]) => {
    const c: number[] = [];
    for (const [v, n] of entries) {
      while (c.length <= v) c.push(0);
      c[v] = n;
    }
    return c;
  };

  test('a tie goes to the smaller value; still running only below the longest game', () => {
    // turns 3 ×4, 10 ×4, 25 ×2: after 10, 2 of 10; after 25, none (25 is the longest: not shown)
    expect(
      text(
        metric(
          counts([
            [3, 4],
            [10, 4],
            [25, 2],
          ]),
        ),
      ),
    ).toBe('         mode 3 (40%)  still running after 10 turns 20%');
    // turns 3 ×1, 10 ×5, 26 ×4: after 25, 4 of 10
    expect(
      text(
        metric(
          counts([
            [3, 1],
            [10, 5],
            [26, 4],
          ]),
        ),
      ),
    ).toBe('         mode 10 (50%)  still running after 10 turns 40%  25 turns 40%');
    // every game 11 turns or fewer than 10: no share past the longest
    expect(text(metric(counts([[4, 10]])))).toBe('         mode 4 (100%)');
  });

  test('with an overflow bin, only the counts below it', () => {
    // turns 3 ×4, 10 ×4, 2 games of 100 and 200 in the overflow bin from 20: after 10, 2 of 10;
    // 25 and past are in the overflow bin, whose values are not known one by one
    expect(
      text(
        metric(
          counts([
            [3, 4],
            [10, 4],
          ]),
          [100, 200],
          20,
        ),
      ),
    ).toBe('         mode 3 (40%)  still running after 10 turns 20%');
    // the overflow bin from 26: 25 is the last value below it, whose share past is not known
    expect(
      text(
        metric(
          counts([
            [3, 4],
            [10, 4],
            [25, 2],
          ]),
        ),
        'score',
      ),
    ).toBe('         mode 3 (40%)');
    // no game in the histogram (a metric no game counted): no mode line
    expect(text(metric([]))).toMatch(/^rolls /);
    const from26 = metric(
      counts([
        [3, 4],
        [10, 4],
      ]),
      [100, 200],
      26,
    );
    expect(text(from26)).toBe('         mode 3 (40%)  still running after 10 turns 20%');
  });
});
