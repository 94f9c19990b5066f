// merge at cluster scale: empty shards, each report's digest, the shape and bounds of untrusted
// shard files, chunk coverage as ranges (a shard of a 10^13-game run), the overflow bin, and
// messages that name exactly what is missing or given twice.

import { describe, expect, test } from 'vitest';
import { parseStrictJson } from '../src/core/json.js';
import { BoardsimError } from '../src/core/errors.js';
import { merge, simulate } from '../src/index.js';
import { prepareRun } from '../src/games/index.js';
import { reportDigest } from '../src/report/digest.js';
import { type SimulationReport, buildReport } from '../src/report/simulation.js';
import { planChunks, plannedGames } from '../src/run/plan.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import type { MetricTotals, RunTotals } from '../src/core/totals.js';
import { HIST_BINS, WIN_UNITS } from '../src/wasm/layout.js';

/** A parsed report as the tests edit it: any field, any type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the edits put wrong types on purpose
type Loose = Record<string, any>;

const base = { game: 'snakes', preset: 'classic', seed: 5, threads: 1 } as const;

/** A deep copy to tamper with. */
function copy(report: SimulationReport): SimulationReport {
  return JSON.parse(JSON.stringify(report)) as SimulationReport;
}

/** merge's error message, or 'merged' when it merged. */
function mergeError(reports: unknown[], sources?: string[]): string {
  try {
    merge(reports as SimulationReport[], sources);
    return 'merged';
  } catch (error) {
    if (!(error instanceof BoardsimError)) throw error;
    return error.message;
  }
}

describe('empty shards (a run of fewer chunks than shards)', () => {
  test('record no chunk and merge into the whole run', async () => {
    const games = 100_000; // 2 chunks, 3 shards: shard 1 is empty
    const whole = await simulate({ ...base, games });
    const shards = [];
    for (const k of [1, 2, 3]) shards.push(await simulate({ ...base, games, shard: `${k}/3` }));
    expect(shards.map((s) => s.run.shard?.chunks)).toEqual([[], [0, 0], [1, 1]]);
    expect(shards[0]!.games).toBe(0);
    const merged = merge(shards);
    expect(merged.metrics).toEqual(whole.metrics);
    expect(merged.shortestGame).toEqual(whole.shortestGame);
    // an empty shard given twice is still a mistake
    expect(mergeError([shards[0], shards[0], shards[1], shards[2]], ['a', 'b', 'c', 'd'])).toBe(
      'b: shard 1/3 is also in a',
    );
  });
});

describe('each report carries a digest of its content', () => {
  test('a report reordered by a JSON tool still matches its digest', async () => {
    const report = await simulate({ ...base, games: 1000 });
    const reversed = JSON.parse(
      JSON.stringify(report, (_k, v: unknown) =>
        v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
      ),
    ) as SimulationReport;
    expect(reportDigest(reversed)).toBe(report.run.digest);
    expect(merge([reversed]).metrics).toEqual(report.metrics);
  });

  test('shards rewritten by `jq -S` merge with shards that were not (issue 35, item 11)', async () => {
    // jq -S: every object's keys in code-point order, arrays as they are
    const jqSorted = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(jqSorted)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.keys(value)
                .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
                .map((key) => [key, jqSorted((value as Record<string, unknown>)[key])]),
            )
          : value;
    for (const options of [
      { ...base, preset: 'efi' },
      { game: 'lama', players: 3, seed: 2, threads: 1 },
      { game: 'candyland', preset: 'seed000', players: 2, seed: 2, threads: 1 },
    ]) {
      const games = 140_000;
      const parts = [];
      for (const k of [1, 2, 3]) parts.push(await simulate({ ...options, games, shard: `${k}/3` }));
      const sorted = parts.map((p) => JSON.parse(JSON.stringify(jqSorted(copy(p)))) as SimulationReport);
      const expected = merge(parts);
      for (const mixed of [[sorted[0], parts[1], parts[2]], [parts[0], sorted[1], sorted[2]], sorted])
        expect(JSON.stringify(merge(mixed as SimulationReport[]))).toBe(JSON.stringify(expected));
    }
  });

  const tampers: [string, (r: SimulationReport) => void][] = [
    ['a histogram count', (r) => (r.metrics.turns!.histogram[3]![1] += 1)],
    ['a truncated histogram', (r) => r.metrics.turns!.histogram.pop()],
    ['a histogram value moved', (r) => (r.metrics.turns!.histogram.at(-1)![0] += 1)],
    ['another metric', (r) => (r.metrics.slides!.histogram[0]![1] += 1)],
    ["a seat's wins", (r) => (r.seats[0]!.wins -= 1)],
    ['the shortest game', (r) => (r.shortestGame!.index += 1)],
    ['the seed', (r) => (r.seed = 6)],
    ['the board', (r) => ((r.config as { jumps: Record<string, number> }).jumps['4'] = 15)],
    ['the preset name', (r) => (r.preset = 'efi')],
  ];
  test.each(tampers)('merge refuses a shard whose %s was edited, naming the file', async (_name, tamper) => {
    const a = await simulate({ ...base, games: 70_000, shard: '1/2' });
    const b = copy(await simulate({ ...base, games: 70_000, shard: '2/2' }));
    expect(mergeError([a, b], ['a.json', 'b.json'])).toBe('merged');
    tamper(b);
    expect(mergeError([a, b], ['a.json', 'b.json'])).toMatch(
      /^b\.json: run\.digest: does not match the content: the report was edited or damaged after its run/,
    );
  });

  test('games edited, or the digest removed: refused by the shape check', async () => {
    const a = copy(await simulate({ ...base, games: 1000 }));
    a.games += 1;
    expect(mergeError([a], ['a.json'])).toBe(
      'a.json: games: is 1001, but a run of 1000 games plays 1000 games',
    );
    delete copy(a).run.digest;
    const b = copy(a);
    delete b.run.digest;
    expect(mergeError([b], ['b.json'])).toMatch(/^b\.json: run\.digest: is missing/m);
  });
});

describe('untrusted shapes (issue 20, item 1): one clear error, no time, no memory', () => {
  let shardText: string;
  const edits: [string, (r: Loose) => void, RegExp][] = [
    [
      '[100000000, 1]',
      (r) => r.metrics.turns.histogram.push([100000000, 1]),
      /histogram\[\d+\]: must be \[value, count\] with a whole value from 0 to 65535/,
    ],
    [
      '[4294967294, 1]',
      (r) => r.metrics.turns.histogram.push([4294967294, 1]),
      /whole value from 0 to 65535/,
    ],
    ['[1e15, 1]', (r) => r.metrics.turns.histogram.push([1e15, 1]), /whole value from 0 to 65535/],
    [
      '[-5, 1]',
      (r) => r.metrics.turns.histogram.unshift([-5, 1]),
      /histogram\[0\]: .*whole value from 0 to 65535/,
    ],
    ['[1.5, 1]', (r) => r.metrics.turns.histogram.unshift([1.5, 1]), /histogram\[0\]: .*whole value/],
    ['a count of 0.5', (r) => (r.metrics.turns.histogram[0][1] = 0.5), /whole count of at least 1/],
    [
      '"histogram": "x"',
      (r) => (r.metrics.turns.histogram = 'x'),
      /metrics\.turns\.histogram: must be a list of \[value, count\] pairs/,
    ],
    ['values out of order', (r) => r.metrics.turns.histogram.reverse(), /values must be in increasing order/],
    [
      'chunks [0, 1e9]',
      (r) => (r.run.shard.chunks = [0, 1e9]),
      /run\.shard\.chunks: is \[0,1000000000\], but shard 1\/2 of a run of 200000 games \(4 chunks\) plays chunks 0\.\.1/,
    ],
    [
      'an unknown metric',
      (r) => (r.metrics.bogus = r.metrics.turns),
      /metrics\.bogus: is not a metric of snakes/,
    ],
    ['seats "x"', (r) => (r.seats = 'x'), /seats: must be a list/],
    [
      'a later version, 9.9.9 (issue 35, item 15)',
      (r) => (r.run.boardsim = '9.9.9'),
      /run\.boardsim: is 9\.9\.9, later than this boardsim \(0\.1\.0\): merge it with boardsim 9\.9\.9 or later/,
    ],
    [
      'no version',
      (r) => delete r.run.boardsim,
      /run\.boardsim: must be the version of boardsim that made the report/,
    ],
    ['totalGames 1e300', (r) => (r.run.totalGames = 1e300), /run\.totalGames: must be a whole number/],
    [
      'a shard 3/2',
      (r) => (r.run.shard.index = 3),
      /run\.shard: index and count must be whole numbers with 1 <= index <= count/,
    ],
    [
      'overflow from the wrong bin',
      (r) =>
        (r.metrics.turns.overflow = {
          from: 1000,
          count: 1,
          sum: '1000',
          sumOfSquares: '1000000',
          max: 1000,
        }),
      /overflow\.from: must be 65535/,
    ],
  ];

  test.each(edits)('%s', async (_name, edit, message) => {
    shardText ??= JSON.stringify(await simulate({ ...base, games: 200_000, shard: '1/2' }));
    const report = JSON.parse(shardText) as Loose;
    edit(report);
    expect(mergeError([report], ['shard.json'])).toMatch(
      new RegExp(`^shard\\.json: .*${message.source}`, 'm'),
    );
  });

  test('metrics.__proto__ in the file', async () => {
    shardText ??= JSON.stringify(await simulate({ ...base, games: 200_000, shard: '1/2' }));
    const text = shardText.replace('"metrics":{', '"metrics":{"__proto__":{"histogram":[[1,1]]},');
    // the JSON gate refuses the key in the text, and merge's shape check the value (JSON.parse
    // keeps "__proto__" as an own field)
    const parsed = parseStrictJson(text);
    expect(parsed.ok ? [] : parsed.errors.map((e) => [e.code, e.path])).toEqual([
      ['json/proto-key', 'metrics.__proto__'],
    ]);
    expect(mergeError([JSON.parse(text)], ['shard.json'])).toMatch(/^shard\.json: metrics/);
  });
});

describe('chunk coverage as ranges', () => {
  test('a shard of a 10^13-game run merges alone into a message naming the missing chunks (issue 20, item 2)', async () => {
    const options = { ...base, preset: 'efi', games: '1e13' };
    const first = await simulate({ ...options, shard: '1/10000000' });
    const second = await simulate({ ...options, shard: '2/10000000' });
    const last = await simulate({ ...options, shard: '10000000/10000000' });
    const heapBefore = process.memoryUsage().heapUsed;
    expect(mergeError([first], ['1.json'])).toBe(
      'chunks 15..152587890 are missing (152587876 of 152587891): merge every shard of the run',
    );
    expect(mergeError([second, last, first], ['2.json', 'last.json', '1.json'])).toBe(
      'chunks 30..152587874 are missing (152587845 of 152587891): merge every shard of the run',
    );
    // one entry per chunk would be 150 million entries: coverage must not grow with the run
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 2 ** 20);
  });

  test('one shard of 3 missing: both missing ranges are named', async () => {
    const games = 46 * GAMES_PER_CHUNK; // 46 chunks: shard 2/3 plays chunks 15..29
    const middle = await simulate({ ...base, games, shard: '2/3' });
    expect(middle.run.shard?.chunks).toEqual([15, 29]);
    expect(mergeError([middle])).toBe(
      'chunks 0..14 and 30..45 are missing (31 of 46): merge every shard of the run',
    );
  });

  test('shards of different splits: the message says so', async () => {
    const games = 4 * GAMES_PER_CHUNK;
    const a = await simulate({ ...base, games, shard: '1/2' });
    const b = await simulate({ ...base, games, shard: '2/4' });
    expect(mergeError([a, b], ['a.json', 'b.json'])).toMatch(
      /^b\.json: run\.shard\.count is 4, not 2 as in a\.json: shards of runs split 2 ways and 4 ways do not add up/,
    );
  });

  test('a whole run and a shard of it: the chunks given twice are named', async () => {
    const games = 4 * GAMES_PER_CHUNK;
    const whole = await simulate({ ...base, games });
    const shard = await simulate({ ...base, games, shard: '2/2' });
    expect(mergeError([whole, shard], ['whole.json', 'shard.json'])).toBe(
      'shard.json: chunks 2..3 are also in whole.json',
    );
  });
});

describe('the overflow bin (issue 20, item 8)', () => {
  /** Totals of `games` games: all 10 turns long but `long`, which are past the histogram. */
  function totals(games: number, long: number[], chunk: number): RunTotals {
    const counts = Array.from({ length: HIST_BINS }, () => 0);
    counts[10] = games - long.length;
    counts[HIST_BINS - 1] = long.length;
    const turns: MetricTotals = {
      counts,
      overflowFrom: HIST_BINS - 1,
      overflowCount: long.length,
      overflowSum: long.reduce((s, v) => s + BigInt(v), 0n),
      overflowSumOfSquares: long.reduce((s, v) => s + BigInt(v) ** 2n, 0n),
      overflowMax: Math.max(0, ...long),
    };
    // the other metrics of a report of snakes, every game 10 long
    const short = (): MetricTotals => ({
      ...turns,
      counts: Object.assign([], { 10: games }),
      overflowCount: 0,
      overflowSum: 0n,
      overflowSumOfSquares: 0n,
      overflowMax: 0,
    });
    return {
      games,
      metrics: { turns, rolls: short(), climbs: short(), slides: short() },
      winUnits: [games * WIN_UNITS],
      best: { value: 10, chunk, index: 0, position: 0 },
    };
  }

  test('a shard with values past the last bin merges with one without', () => {
    const run = prepareRun('snakes', { preset: 'classic' });
    const totalGames = 3 * GAMES_PER_CHUNK;
    const shard = (index: number, long: number[]) => {
      const plan = planChunks(totalGames, { index, count: 2 });
      const chunkRange: [number, number] = [plan.from, plan.to - 1];
      return buildReport(run, totals(plannedGames(plan), long, plan.from), {
        seed: 1n,
        threads: 1,
        elapsedMs: 1,
        totalGames,
        shard: { index, count: 2 },
        chunkRange,
      });
    };
    const a = shard(1, [70_000, 100_000]);
    const b = shard(2, []);
    expect(a.metrics.turns!.overflow).toEqual({
      from: HIST_BINS - 1,
      count: 2,
      sum: '170000',
      sumOfSquares: String(70_000 ** 2 + 100_000 ** 2),
      max: 100_000,
    });
    expect(b.metrics.turns!.overflow).toBeUndefined();
    const whole = buildReport(run, totals(totalGames, [70_000, 100_000], 0), {
      seed: 1n,
      threads: 2,
      elapsedMs: 2,
      totalGames,
    });
    const merged = merge([b, a]);
    expect(merged.metrics).toEqual(whole.metrics);
    expect(merged.metrics.turns!.max).toBe(100_000);
  });
});
