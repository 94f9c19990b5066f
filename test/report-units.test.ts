// The report's parts on their own, on a report built from fixed totals (no kernel): the digest
// (pinned: a report written today must merge tomorrow), which fields it covers and which it leaves
// out; the chunk coverage's messages; each refusal of an untrusted report's shape and of numbers
// that disagree with themselves; the CSV tables; and the text a person reads, word for word.

import { describe, expect, test } from 'vitest';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import type { MetricTotals, RunTotals } from '../src/core/totals.js';
import { prepareRun } from '../src/games/index.js';
import { checkReportConsistency } from '../src/report/consistency.js';
import { ChunkCoverage } from '../src/report/coverage.js';
import { csvText, simulationCsv } from '../src/report/csv.js';
import { reportDigest, sortedJson, textHash } from '../src/report/digest.js';
import { checkReportShape } from '../src/report/shape.js';
import { type SimulationReport, buildReport, reportTotals, seedToJson } from '../src/report/simulation.js';
import { formatAblation, signed } from '../src/report/ablation.js';
import {
  diceNote,
  duration,
  fixed,
  formatSimulation,
  histogramChart,
  int,
  pct,
  plural,
  pmfMode,
  rate,
} from '../src/report/text.js';
import { HIST_BINS, WIN_UNITS } from '../src/wasm/layout.js';

const run = prepareRun('snakes', { players: 2 });

function metric(counts: number[], overflow: number[] = []): MetricTotals {
  const c = counts.slice();
  if (overflow.length > 0) {
    while (c.length < HIST_BINS - 1) c.push(0);
    c[HIST_BINS - 1] = overflow.length;
  }
  return {
    counts: c,
    overflowFrom: HIST_BINS - 1,
    overflowCount: overflow.length,
    overflowSum: overflow.reduce((a, v) => a + BigInt(v), 0n),
    overflowSumOfSquares: overflow.reduce((a, v) => a + BigInt(v) ** 2n, 0n),
    overflowMax: Math.max(0, ...overflow),
  };
}

/** 10 games: turns 3 ×2, 4 ×5, 7 ×3; seat 1 wins 6 and seat 2 wins 4. */
const totals: RunTotals = {
  games: 10,
  metrics: Object.fromEntries(
    run.metrics.map((name) => [name, name === 'turns' ? metric([0, 0, 0, 2, 5, 0, 0, 3]) : metric([4, 6])]),
  ),
  winUnits: [6 * WIN_UNITS, 4 * WIN_UNITS],
  best: { value: 3, chunk: 0, index: 7, position: 120 },
};
const context = { seed: 7n, threads: 2, elapsedMs: 1234.56, totalGames: 10 };
const report = (t: RunTotals = totals) =>
  buildReport({ ...run, enrich: undefined }, t, context) as SimulationReport;

describe('the digest', () => {
  test('pinned: the hash of a text, and of a report', () => {
    expect(textHash('')).toBe('4425b30cfc5ad3250d83484b3cbe2aaf');
    expect(textHash('boardsim')).toBe('26f249b9ea2c2155ff8b10b7cb47363b');
    expect(report().run.digest).toBe('bd1:25aa40e888cb92c4d869dadb9f5cddde');
    expect(report().run.digest).toBe(reportDigest(report()));
  });

  test('keys in any order, timings and threads: the same digest', () => {
    const r = report();
    const reversed = JSON.parse(JSON.stringify(r), (_, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
    ) as SimulationReport;
    expect(Object.keys(reversed)[0]).not.toBe(Object.keys(r)[0]);
    expect(reportDigest(reversed)).toBe(r.run.digest);
    expect(reportDigest({ ...r, threads: 9, elapsedMs: 1, gamesPerSecond: 2 })).toBe(r.run.digest);
    expect(sortedJson({ b: 1, a: [{ d: 1, c: 2 }] })).toBe('{"a":[{"c":2,"d":1}],"b":1}');
    expect(sortedJson({ a: 1, a2: 2, A: 3 })).toBe('{"A":3,"a":1,"a2":2}');
  });

  test('any covered field edited: another digest', () => {
    const r = report();
    const edits: ((x: SimulationReport) => void)[] = [
      (x) => (x.game = 'candyland'),
      (x) => (x.preset = 'other'),
      (x) => (x.players = 3),
      (x) => (x.mode = 'independent'),
      (x) => (x.seed = 8),
      (x) => (x.games = 11),
      (x) => ((x.config as Record<string, unknown>).squares = 99),
      (x) => (x.run.gamesPerChunk = 1),
      (x) => (x.run.stream = 's'),
      (x) => (x.run.dice = 'pcg32:lemire'),
      (x) => (x.run.totalGames = 11),
      (x) => (x.run.shard = { index: 1, count: 1, chunks: [0, 0] }),
      (x) => (x.run.module = { name: 'm', hash: 'h' }),
      (x) => (x.metrics.turns!.histogram[0]![0] = 2),
      (x) => (x.metrics.turns!.histogram[0]![1] = 3),
      (x) => (x.metrics.turns!.histogram[2]![1] = 2 ** 40),
      (x) => x.metrics.turns!.histogram.pop(),
      (x) => (x.metrics.turns!.overflow = { from: 1, count: 1, sum: '1', sumOfSquares: '1', max: 1 }),
      (x) => (x.seats[1]!.wins = 5),
      (x) => (x.shortestGame!.turns = 4),
      (x) => (x.shortestGame!.chunk = 1),
      (x) => (x.shortestGame!.index = 8),
      (x) => (x.shortestGame!.position = 121),
      (x) => delete x.shortestGame,
    ];
    edits.forEach((edit, i) => {
      const edited = JSON.parse(JSON.stringify(r)) as SimulationReport;
      edit(edited);
      expect(reportDigest(edited), `edit ${i}`).not.toBe(r.run.digest);
    });
  });
});

describe('the report of fixed totals', () => {
  test('its numbers, and the totals read back from it', () => {
    const r = report();
    expect(r.games).toBe(10);
    expect(r.seed).toBe(7);
    expect(r.elapsedMs).toBe(1234.6);
    expect(r.gamesPerSecond).toBe(8);
    expect(r.seats.map((s) => [s.wins, s.winRate])).toEqual([
      [6, 0.6],
      [4, 0.4],
    ]);
    expect(r.metrics.turns!.mean).toBe(4.7);
    expect(r.metrics.turns!.overflow).toBeUndefined();
    expect(r.shortestGame).toEqual({ turns: 3, chunk: 0, index: 7, position: 120 });
    expect(r.run).toMatchObject({
      gamesPerChunk: GAMES_PER_CHUNK,
      dice: 'xoshiro128x4:lemire16',
      totalGames: 10,
    });
    expect(r.run.shard).toBeUndefined();
    expect(r.run.reproducible).toBeUndefined();
    const back = reportTotals(r, HIST_BINS - 1);
    expect(back.winUnits).toEqual(totals.winUnits);
    expect(back.best).toEqual(totals.best);
    expect(back.metrics.turns!.counts).toEqual([0, 0, 0, 2, 5, 0, 0, 3]);
    expect(seedToJson(2n ** 53n - 1n)).toBe(2 ** 53 - 1);
    expect(seedToJson(2n ** 53n)).toBe('9007199254740992');
  });

  test('the overflow bin: reported, and read back exactly', () => {
    const t: RunTotals = {
      ...totals,
      metrics: { ...totals.metrics, turns: metric([0, 0, 0, 2, 5, 0, 0, 1], [70_000, 80_000]) },
    };
    const r = report(t);
    expect(r.metrics.turns!.overflow).toEqual({
      from: HIST_BINS - 1,
      count: 2,
      sum: '150000',
      sumOfSquares: String(70_000 ** 2 + 80_000 ** 2),
      max: 80_000,
    });
    expect(r.metrics.turns!.max).toBe(80_000);
    const back = reportTotals(r, 100);
    expect(back.metrics.turns).toMatchObject({
      overflowFrom: HIST_BINS - 1,
      overflowCount: 2,
      overflowSum: 150_000n,
      overflowMax: 80_000,
    });
    expect(back.metrics.rolls).toMatchObject({
      overflowFrom: 100,
      overflowCount: 0,
      overflowSum: 0n,
      overflowSumOfSquares: 0n,
      overflowMax: 0,
    });
    expect(checkReportShape(JSON.parse(JSON.stringify(r)), run.metrics)).toEqual([]);
    expect(checkReportConsistency(r, run, back)).toEqual([]);
  });

  test('a die that cannot be seeded: said so, in the run and in a note', () => {
    const r = buildReport({ ...run, enrich: undefined }, totals, {
      ...context,
      dice: { generator: 'crypto', method: 'rejection' },
    });
    expect(r.run.reproducible).toBe(false);
    expect(r.run.dice).toBe('crypto:rejection');
    expect(r.notes).toEqual([
      'crypto cannot be seeded: this run cannot be reproduced, and its shortest game cannot be replayed',
    ]);
    const seeded = buildReport({ ...run, enrich: undefined }, totals, {
      ...context,
      dice: { generator: 'pcg32', method: 'lemire' },
    });
    expect(seeded.notes).toBeUndefined();
    expect(seeded.run.reproducible).toBeUndefined();
  });

  test('a shard says which chunks it played', () => {
    const r = buildReport({ ...run, enrich: undefined }, totals, {
      ...context,
      shard: { index: 1, count: 1 },
      chunkRange: [0, 0],
    });
    expect(r.run.shard).toEqual({ index: 1, count: 1, chunks: [0, 0] });
    const noRange = buildReport({ ...run, enrich: undefined }, totals, {
      ...context,
      shard: { index: 1, count: 1 },
    });
    expect(noRange.run.shard).toBeUndefined();
  });
});

describe('chunk coverage', () => {
  const problems = (total: number, ranges: [number, number, string][]) => {
    const c = new ChunkCoverage(total);
    for (const [from, to, source] of ranges) c.add(from, to, source);
    return c.problems();
  };

  test('every chunk once: no problem, empty shards included', () => {
    expect(
      problems(4, [
        [2, 4, 'b'],
        [0, 2, 'a'],
        [2, 2, 'empty'],
      ]),
    ).toEqual([]);
    expect(problems(0, [])).toEqual([]);
  });

  test('missing chunks, named', () => {
    expect(problems(4, [[0, 3, 'a']])).toEqual([
      {
        code: 'merge/incomplete',
        path: '',
        message: 'chunk 3 is missing (1 of 4): merge every shard of the run',
      },
    ]);
    expect(problems(4, [[1, 2, 'a']])[0]!.message).toBe(
      'chunks 0..0 and 2..3 are missing (3 of 4): merge every shard of the run',
    );
    expect(problems(5, [[0, 3, 'a']])[0]!.message).toBe(
      'chunks 3..4 are missing (2 of 5): merge every shard of the run',
    );
    expect(
      problems(9, [
        [1, 2, 'a'],
        [3, 4, 'b'],
        [5, 6, 'c'],
      ])[0]!.message,
    ).toBe('chunks 0..0, 2..2, 4..4 and 6..8 are missing (6 of 9): merge every shard of the run');
    // more than five ranges: the rest counted
    const many: [number, number, string][] = [1, 3, 5, 7, 9, 11].map((c) => [c, c + 1, `s${c}`]);
    expect(problems(13, many)[0]!.message).toBe(
      'chunks 0..0, 2..2, 4..4, 6..6, 8..8 and 2 more ranges are missing (7 of 13): merge every shard of the run',
    );
    expect(problems(11, many.slice(0, 5))[0]!.message).toBe(
      'chunks 0..0, 2..2, 4..4, 6..6, 8..8 and 1 more range are missing (6 of 11): merge every shard of the run',
    );
  });

  test('chunks given twice, named with both sources', () => {
    expect(
      problems(4, [
        [0, 2, 'a'],
        [1, 4, 'b'],
      ]),
    ).toEqual([{ code: 'merge/overlap', path: 'b', message: 'chunk 1 is also in a' }]);
    expect(
      problems(4, [
        [0, 4, 'a'],
        [1, 3, 'b'],
      ]),
    ).toEqual([{ code: 'merge/overlap', path: 'b', message: 'chunks 1..2 are also in a' }]);
    expect(
      problems(4, [
        [0, 4, 'a'],
        [0, 4, 'b'],
      ])[0],
    ).toEqual({ code: 'merge/overlap', path: 'b', message: 'chunks 0..3 are also in a' });
    // the later of two overlapping ranges is named against the one that reaches furthest
    expect(
      problems(6, [
        [0, 5, 'a'],
        [1, 2, 'b'],
        [3, 6, 'c'],
      ]).map((i) => i.message),
    ).toEqual(['chunk 1 is also in a', 'chunks 3..4 are also in a']);
  });
});

describe("an untrusted report's shape, each refusal", () => {
  const base = () => JSON.parse(JSON.stringify(report())) as Record<string, unknown> & SimulationReport;
  const paths = (edit: (r: Record<string, unknown> & SimulationReport) => void, names = run.metrics) => {
    const r = base();
    edit(r);
    return checkReportShape(r, names).map((i) => `${i.path}: ${i.message}`);
  };

  test('the report as it was written passes', () => {
    expect(paths(() => {})).toEqual([]);
    expect(checkReportShape(null)).toEqual([
      { code: 'merge/not-a-report', path: '', message: 'not a boardsim simulate --json report' },
    ]);
    expect(checkReportShape({ run: {} })[0]!.code).toBe('merge/not-a-report');
    expect(checkReportShape(Object.assign(new Date(), { run: {}, metrics: {} }))[0]!.code).toBe(
      'merge/not-a-report',
    );
  });

  test('fields of the wrong type or out of bounds', () => {
    expect(paths((r) => (r.game = 1 as never))).toEqual(['game: must be a string']);
    expect(paths((r) => (r.preset = null as never))).toEqual(['preset: must be a string']);
    expect(paths((r) => (r.players = 0))).toEqual(['players: must be a whole number from 1 to 64']);
    expect(paths((r) => (r.players = 65))).toEqual(['players: must be a whole number from 1 to 64']);
    expect(paths((r) => (r.players = 64))).toEqual([]);
    expect(paths((r) => (r.mode = 3 as never))).toEqual(['mode: must be a string or null']);
    expect(paths((r) => (r.seed = -1))).toEqual(['seed: must be a whole number']);
    expect(paths((r) => (r.seed = '18446744073709551615'))).toEqual([]);
    expect(paths((r) => (r.seed = '1e3'))).toEqual(['seed: must be a whole number']);
    expect(paths((r) => (r.threads = 1.5))).toEqual(['threads: must be a whole number']);
    expect(paths((r) => (r.elapsedMs = -1))).toEqual(['elapsedMs: must be a number of milliseconds']);
    expect(paths((r) => (r.elapsedMs = '1' as never))).toEqual([
      'elapsedMs: must be a number of milliseconds',
    ]);
    expect(paths((r) => (r.elapsedMs = 0))).toEqual([]);
  });

  test('the version that made it', () => {
    expect(paths((r) => (r.run.boardsim = 'x'))).toEqual([
      'run.boardsim: must be the version of boardsim that made the report (such as 0.1.0)',
    ]);
    expect(paths((r) => (r.run.boardsim = '0.0.1'))).toEqual([]);
    expect(paths((r) => (r.run.boardsim = '0.0.1-rc.1+b'))).toEqual([]);
    expect(paths((r) => (r.run.boardsim = '999.0.0'))).toEqual([
      `run.boardsim: is 999.0.0, later than this boardsim (${report().run.boardsim}): merge it with boardsim 999.0.0 or later`,
    ]);
  });

  test('histograms, overflow, seats, the shortest game', () => {
    expect(paths((r) => (r.metrics = [] as never))).toEqual(['metrics: must be an object']);
    expect(paths((r) => (r.metrics.turns = 1 as never))).toEqual(['metrics.turns: must be an object']);
    expect(paths((r) => ((r.metrics as Record<string, unknown>).score = {}))).toEqual([
      `metrics.score: is not a metric of this game (its metrics: ${run.metrics.join(', ')})`,
    ]);
    expect(paths((r) => (r.metrics.turns!.histogram = {} as never))).toEqual([
      'metrics.turns.histogram: must be a list of [value, count] pairs',
    ]);
    expect(paths((r) => (r.metrics.turns!.histogram[1] = [3, 5]))).toEqual([
      'metrics.turns.histogram[1]: values must be in increasing order, each once',
    ]);
    expect(paths((r) => (r.metrics.turns!.histogram[1] = [4, 0]))).toEqual([
      'metrics.turns.histogram[1]: must be [value, count] with a whole count of at least 1',
    ]);
    expect(paths((r) => (r.metrics.turns!.histogram[1] = [HIST_BINS, 5]))).toEqual([
      `metrics.turns.histogram[1]: must be [value, count] with a whole value from 0 to ${HIST_BINS - 1}`,
    ]);
    expect(paths((r) => (r.metrics.turns!.histogram[1] = [4, 5, 6] as never))).toHaveLength(1);
    expect(paths((r) => (r.metrics.turns!.overflow = 1 as never))).toEqual([
      'metrics.turns.overflow: must be an object',
    ]);
    expect(
      paths((r) => (r.metrics.turns!.overflow = { from: 5, count: 1, sum: '1', sumOfSquares: '1', max: 5 })),
    ).toEqual([`metrics.turns.overflow.from: must be ${HIST_BINS - 1}, the last bin`]);
    expect(
      paths(
        (r) =>
          (r.metrics.turns!.overflow = {
            from: HIST_BINS - 1,
            count: 1,
            sum: 1 as never,
            sumOfSquares: 'x',
            max: 3,
          }),
      ),
    ).toEqual([
      'metrics.turns.overflow.count: must be a whole number from 1 to the 0 values in the last bin',
      'metrics.turns.overflow.sum: must be a whole number written as a string',
      'metrics.turns.overflow.sumOfSquares: must be a whole number written as a string',
      `metrics.turns.overflow.max: must be a whole number of at least ${HIST_BINS - 1}`,
    ]);
    expect(paths((r) => (r.seats = {} as never))).toEqual(['seats: must be a list of at most 64 seats']);
    expect(paths((r) => (r.seats[0]!.wins = 11))).toEqual([
      'seats[0].wins: must be a number from 0 to the 10 games',
    ]);
    expect(paths((r) => (r.seats[0]!.wins = -1))).toEqual([
      'seats[0].wins: must be a number from 0 to the 10 games',
    ]);
    expect(paths((r) => (r.seats[0]!.wins = 10))).toEqual([]);
    expect(paths((r) => (r.shortestGame = 1 as never))).toEqual(['shortestGame: must be an object']);
    expect(paths((r) => (r.shortestGame!.chunk = 1))).toEqual([
      'shortestGame.chunk: must be one of the chunks the report covers (0..0)',
    ]);
    expect(paths((r) => (r.shortestGame!.position = -1))).toEqual([
      'shortestGame.position: must be a whole number',
    ]);
  });

  test('games and shards against the run', () => {
    expect(paths((r) => (r.games = 9))).toEqual(['games: is 9, but a run of 10 games plays 10 games']);
    expect(paths((r) => (r.run.shard = 1 as never))).toContain('run.shard: must be an object');
    expect(paths((r) => (r.run.shard = { index: 2, count: 1, chunks: [] }))).toContain(
      'run.shard: index and count must be whole numbers with 1 <= index <= count',
    );
    expect(paths((r) => (r.run.shard = { index: 0, count: 1, chunks: [] }))).toContain(
      'run.shard: index and count must be whole numbers with 1 <= index <= count',
    );
    expect(paths((r) => (r.run.shard = { index: 1, count: 1, chunks: [] }))).toEqual([
      'run.shard.chunks: is [], but shard 1/1 of a run of 10 games (1 chunks) plays chunks 0..0',
    ]);
    expect(paths((r) => (r.run.shard = { index: 1, count: 2, chunks: [0, 0] }))).toEqual([
      'run.shard.chunks: is [0,0], but shard 1/2 of a run of 10 games (1 chunks) plays no chunk',
    ]);
    // the run's own fields are checked first: nothing else is read from a report that fails them
    expect(paths((r) => (r.run.totalGames = 0))).toEqual([
      'run.totalGames: must be a whole number of games, at least 1',
    ]);
    expect(paths((r) => (r.run.stream = 1 as never))).toEqual(['run.stream: must be a string']);
    expect(paths((r) => (r.run.dice = 1 as never))).toEqual(['run.dice: must be a string']);
    expect(paths((r) => delete r.run.digest)).toEqual([
      'run.digest: is missing: this report was not made by `boardsim simulate` (or by an older version): run it again',
    ]);
  });
});

describe('numbers that disagree with themselves', () => {
  const issues = (edit: (r: SimulationReport) => void) => {
    const r = JSON.parse(JSON.stringify(report())) as SimulationReport;
    edit(r);
    return checkReportConsistency(r, run, reportTotals(r, HIST_BINS - 1)).map(
      (i) => `${i.path}: ${i.message}`,
    );
  };
  test('each statistic against its histogram', () => {
    expect(issues(() => {})).toEqual([]);
    expect(issues((r) => (r.metrics.turns!.mean = 4.8))).toEqual([
      'metrics.turns.mean: is 4.8, but its histogram gives 4.7',
    ]);
    expect(issues((r) => (r.metrics.turns!.mean = 4.7 * (1 + 1e-10)))).toEqual([]);
    expect(issues((r) => (r.metrics.turns!.ci95[1] = 1))).toHaveLength(1);
    expect(issues((r) => (r.metrics.turns!.percentiles.p90 = 4))).toEqual([
      'metrics.turns.percentiles.p90: is 4, but its histogram gives 7',
    ]);
    expect(issues((r) => (r.metrics.turns!.median = 3))).toEqual([
      'metrics.turns.median: is 3, but its histogram gives 4',
    ]);
    expect(issues((r) => (r.metrics.turns!.min = 4))).toEqual([
      'metrics.turns.min: is 4, but its histogram gives 3',
    ]);
    expect(issues((r) => (r.metrics.turns!.max = 8))).toEqual([
      'metrics.turns.max: is 8, but its histogram gives 7',
    ]);
    expect(issues((r) => (r.metrics.turns!.sd = null as never))).toHaveLength(1);
    expect(issues((r) => (r.metrics.turns!.histogram[0]![1] = 3))).toEqual([
      'metrics.turns.histogram: holds 11 values, but it counts one a game, 10',
    ]);
    expect(issues((r) => delete (r.metrics as Record<string, unknown>).turns)).toEqual([
      `metrics.turns: is missing: a snakes report counts ${run.metrics.join(', ')}`,
    ]);
  });
  test('seats', () => {
    expect(issues((r) => (r.seats[0]!.winRate = 0.5))).toEqual([
      'seats[0].winRate: is 0.5, but 6 of 10 is 0.6',
    ]);
    expect(issues((r) => (r.seats[1]!.ci95 = [0, 1]))).toHaveLength(1);
    expect(issues((r) => (r.seats[1]!.wins = 3.5))).toHaveLength(1);
    expect(issues((r) => r.seats.pop())).toEqual(['seats: are 1, but a snakes report of 2 players has 2']);
  });
  test('a report of no games has no metrics and no seats', () => {
    const r = JSON.parse(JSON.stringify(report())) as SimulationReport;
    r.games = 0;
    expect(checkReportConsistency(r, run, reportTotals(r, HIST_BINS - 1)).map((i) => i.path)).toEqual([
      ...run.metrics.map((m) => `metrics.${m}`),
      'seats',
    ]);
  });
});

describe('CSV tables', () => {
  test('quoting as RFC 4180 says, numbers as JSON writes them, nothing for no number', () => {
    expect(
      csvText(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', 1.5],
          [null, Number.NaN],
          [undefined, Infinity],
          ['\r', 0],
        ],
      ),
    ).toBe('a,b\n"x,y","say ""hi"""\n"line\nbreak",1.5\n,\n,\n"\r",0\n');
  });
  test('the histogram and seats tables', () => {
    const r = report();
    const histogram = simulationCsv(r, 'histogram', [0, 0, 0, 0.25, 0.5]).split('\n');
    expect(histogram[0]).toBe('metric,value,count,share,exact');
    expect(histogram[1]).toBe('turns,3,2,0.2,0.25');
    expect(histogram[2]).toBe('turns,4,5,0.5,0.5');
    expect(histogram[3]).toBe('turns,7,3,0.3,0');
    expect(histogram[4]).toBe(`${run.metrics[1]},0,4,0.4,`);
    expect(simulationCsv(r, 'histogram').split('\n')[1]).toBe('turns,3,2,0.2,');
    const seats = simulationCsv({ ...r, exact: { seats: [{ winProbability: 0.5 }] } }, 'seats').split('\n');
    expect(seats[0]).toBe('seat,wins,winRate,ci95Low,ci95High,exactWinProbability');
    expect(seats[1]).toBe(`1,6,0.6,${r.seats[0]!.ci95[0]},${r.seats[0]!.ci95[1]},0.5`);
    expect(seats[2]).toBe(`2,4,0.4,${r.seats[1]!.ci95[0]},${r.seats[1]!.ci95[1]},`);
  });
});

describe('numbers for people', () => {
  test('formats', () => {
    expect(int(1234567)).toBe('1,234,567');
    expect(fixed(1 / 3)).toBe('0.3333');
    expect(fixed(1 / 3, 2)).toBe('0.33');
    expect(fixed(Number.NaN)).toBe('n/a');
    expect(fixed(Infinity)).toBe('n/a');
    expect(pct(0.12345)).toBe('12.35%');
    expect(pct(0.12345, 1)).toBe('12.3%');
    expect(duration(999.4)).toBe('999 ms');
    expect(duration(1000)).toBe('1.00 s');
    expect(rate(999)).toBe('999');
    expect(rate(1000)).toBe('1.0 k');
    expect(rate(1_234_567)).toBe('1.23 M');
    expect(rate(1e6)).toBe('1.00 M');
    expect(plural(1, 'game')).toBe('1 game');
    expect(plural(2, 'game')).toBe('2 games');
    expect(pmfMode([0, 0.2, 0.4, 0.4])).toBe(2);
    expect(pmfMode([0.5])).toBe(0);
    expect(diceNote(undefined)).toBe('');
    expect(diceNote('xoshiro128x4:lemire16')).toBe('');
    expect(diceNote('pcg32:lemire')).toBe(' · dice pcg32:lemire');
  });
});

/** The summary without its chart, which a chart library draws (its own tests are its business). */
const withoutChart = (text: string) =>
  text.replace(/\n[^\n]*per game \(% of games\)[\s\S]*?(?=\nnote: |$)/, '\n[chart]');

describe('the text a person reads, word for word', () => {
  test('a two-player run with its exact comparison, a shard, a note', () => {
    const r = report();
    r.exact = {
      turns: {
        mean: 4.5,
        z: 0.61,
        insideCi95: true,
        chiSquare: { statistic: 1.25, degreesOfFreedom: 2, pValue: 0.535 },
      },
      rolls: {
        mean: 0.6,
        z: -2.5,
        insideCi95: false,
        chiSquare: { statistic: 0, degreesOfFreedom: 0, pValue: null },
      },
      seats: [{ winProbability: 0.55 }, { winProbability: 0.45 }],
    };
    r.run.shard = { index: 2, count: 3, chunks: [0, 0] };
    r.shortestGame = { ...r.shortestGame!, rolls: [6, 5, 4] };
    r.notes = ['a note'];
    const pmf = [0, 0, 0, 0.25, 0.5, 0, 0, 0.25];
    const text = formatSimulation(r, pmf);
    expect(withoutChart(text)).toMatchInlineSnapshot(`
      "boardsim snakes · preset efi · 2 players, alternating
      10 games · seed 7 · 2 threads · shard 2/3 · 1.23 s (8 games/s)

      turns    mean 4.7000  95% CI [3.5294, 5.8706]  sd 1.64  median 4  min 3  max 7
               p1 3  p5 3  p10 3  p25 4  p50 4  p75 7  p90 7  p95 7  p99 7
               mode 4 (50%)
      rolls    mean 0.6000  95% CI [0.2306, 0.9694]  sd 0.52  median 1  min 0  max 1
      moves    mean 0.6000  95% CI [0.2306, 0.9694]  sd 0.52  median 1  min 0  max 1
      climbs   mean 0.6000  95% CI [0.2306, 0.9694]  sd 0.52  median 1  min 0  max 1
      slides   mean 0.6000  95% CI [0.2306, 0.9694]  sd 0.52  median 1  min 0  max 1

      seat 1   wins 60.00%  95% CI [31.27%, 83.18%]
      seat 2   wins 40.00%  95% CI [16.82%, 68.73%]

      exact    mean turns 4.500000: inside the 95% CI (simulation − exact = +0.61 standard errors)
               turns distribution vs exact: chi-square 1.3, 2 df, p = 0.535
               mean rolls 0.600000: OUTSIDE the 95% CI (simulation − exact = -2.50 standard errors)
               rolls distribution vs exact: too few games for the chi-square test
               seat win probabilities 55.000% / 45.000%

      shortest game: 3 turns (chunk 0, game 7), rolls 6 5 4


      [chart]
      note: a note"
    `);
    // the chart (simple-ascii-chart's drawing) is the main metric's, with the exact distribution
    expect(text).toContain(histogramChart(r.metrics.turns!, 'turns per game (% of games)', pmf));
  });

  test('one player, one game, not reproducible, no exact answer', () => {
    const one = buildReport(
      { ...prepareRun('snakes', { players: 1 }), enrich: undefined },
      {
        games: 1,
        metrics: Object.fromEntries(
          prepareRun('snakes', { players: 1 }).metrics.map((name) => [name, metric([0, 1])]),
        ),
        winUnits: [],
      },
      {
        seed: 7n,
        threads: 1,
        elapsedMs: 5,
        totalGames: 1,
        dice: { generator: 'math-random', method: 'float' },
      },
    );
    expect(withoutChart(formatSimulation(one))).toMatchInlineSnapshot(`
      "boardsim snakes · preset efi · 1 player
      1 game · not reproducible · dice math-random:float · 1 thread · 5 ms (200 games/s)

      turns    mean 1.0000  95% CI [n/a, n/a]  sd n/a  median 1  min 1  max 1
               p1 1  p5 1  p10 1  p25 1  p50 1  p75 1  p90 1  p95 1  p99 1
               mode 1 (100%)
      rolls    mean 1.0000  95% CI [n/a, n/a]  sd n/a  median 1  min 1  max 1
      climbs   mean 1.0000  95% CI [n/a, n/a]  sd n/a  median 1  min 1  max 1
      slides   mean 1.0000  95% CI [n/a, n/a]  sd n/a  median 1  min 1  max 1


      [chart]
      note: math-random cannot be seeded: this run cannot be reproduced, and its shortest game cannot be replayed"
    `);
  });

  test('an ablation', () => {
    const m = (mean: number) => ({
      mean,
      ci95: [mean - 0.5, mean + 0.5] as [number, number],
      sd: 2,
      median: Math.round(mean),
    });
    expect(
      formatAblation({
        game: 'snakes',
        preset: 'efi',
        players: 2,
        games: 1000,
        seed: 5,
        threads: 1,
        elapsedMs: 2500,
        config: {},
        variants: [
          { name: 'standard', label: 'standard', metrics: { turns: m(20), moves: m(40) } } as never,
          {
            name: 'no-ladders',
            label: 'no ladders',
            feature: 'ladders',
            metrics: { turns: m(30), moves: m(60) },
            effect: {
              turns: { difference: -10, ci95: [-11, -9] },
              moves: { difference: 20, ci95: [19, 21] },
            },
            notes: ['n1'],
          } as never,
          {
            name: 'no-snakes',
            label: 'no snakes',
            feature: 'snakes',
            metrics: { turns: m(15), moves: m(30) },
            notes: ['n1'],
          } as never,
        ],
      }),
    ).toMatchInlineSnapshot(`
      "boardsim snakes · preset efi · 2 players · ablations
      1,000 games a variant · seed 5 (variant i uses seed + i) · 2.50 s

      the winner's turns
      variant            mean  95% CI                   sd  median   effect of the feature (standard − without, 95% CI)
      standard        20.0000  [19.5000, 20.5000]     2.00      20
      no ladders      30.0000  [29.5000, 30.5000]     2.00      30   ladders: −10.00 [−11.00, −9.00]
      no snakes       15.0000  [14.5000, 15.5000]     2.00      15   snakes: already left out

      moves: turns of all players together
      variant            mean  95% CI                   sd  median   effect of the feature (standard − without, 95% CI)
      standard        40.0000  [39.5000, 40.5000]     2.00      40
      no ladders      60.0000  [59.5000, 60.5000]     2.00      60   ladders: +20.00 [+19.00, +21.00]
      no snakes       30.0000  [29.5000, 30.5000]     2.00      30   snakes: already left out
      note: n1"
    `);
    expect(signed(0)).toBe('+0.00');
    expect(signed(-1.234, 1)).toBe('−1.2');
  });
});
