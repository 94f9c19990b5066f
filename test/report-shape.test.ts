// An untrusted report's shape (src/report/shape.ts) at the edges test/report-units.test.ts does not
// reach: each bound at the value it allows and one past it, the version's numbers one by one, a
// game module's name and hash, shards whose first chunk is not 0, a prototype-free object.

import { describe, expect, test } from 'vitest';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import type { MetricTotals, RunTotals } from '../src/core/totals.js';
import { VERSION } from '../src/core/version.js';
import { prepareRun } from '../src/games/index.js';
import { checkReportShape, reportPlan } from '../src/report/shape.js';
import { type SimulationReport, buildReport } from '../src/report/simulation.js';
import { HIST_BINS, WIN_UNITS } from '../src/wasm/layout.js';

const run = prepareRun('snakes', { players: 2 });

function metric(counts: number[]): MetricTotals {
  return {
    counts,
    overflowFrom: HIST_BINS - 1,
    overflowCount: 0,
    overflowSum: 0n,
    overflowSumOfSquares: 0n,
    overflowMax: 0,
  };
}

/** Shard `index`/`count` of a run of `totalGames`, 10 games a chunk it plays (the shape does not
 *  check the games against the histograms: consistency.ts does). */
function shardReport(totalGames: number, shard?: { index: number; count: number }) {
  const totals: RunTotals = {
    games: 10,
    metrics: Object.fromEntries(run.metrics.map((name) => [name, metric([0, 0, 0, 4, 6])])),
    winUnits: [6 * WIN_UNITS, 4 * WIN_UNITS],
    best: { value: 3, chunk: 0, index: 7, position: 120 },
  };
  const report = buildReport({ ...run, enrich: undefined }, totals, {
    seed: 7n,
    threads: 1,
    elapsedMs: 5,
    totalGames,
    ...(shard && { shard }),
  }) as SimulationReport;
  const r = JSON.parse(JSON.stringify(report)) as Record<string, unknown> & SimulationReport;
  if (shard) r.run.shard = { ...shard, chunks: [] };
  const plan = reportPlan(r);
  const last = plan.to - 1;
  r.games =
    plan.to > plan.from
      ? (last - plan.from) * GAMES_PER_CHUNK + Math.min(GAMES_PER_CHUNK, totalGames - last * GAMES_PER_CHUNK)
      : 0;
  if (shard) r.run.shard = { ...shard, chunks: plan.to > plan.from ? [plan.from, last] : [] };
  if (r.shortestGame) r.shortestGame.chunk = plan.from;
  return r;
}

const paths = (
  edit: (r: Record<string, unknown> & SimulationReport) => void,
  r = shardReport(10),
  names: readonly string[] | null = run.metrics,
) => {
  edit(r);
  return checkReportShape(r, names ?? undefined).map((i) => `${i.path}: ${i.message}`);
};

describe('bounds: the value allowed, and one past it', () => {
  test('a report as built passes, shards included, and an object without a prototype', () => {
    expect(paths(() => {})).toEqual([]);
    expect(paths(() => {}, shardReport(5 * GAMES_PER_CHUNK, { index: 2, count: 2 }))).toEqual([]);
    const bare = Object.assign(Object.create(null) as object, shardReport(10));
    expect(checkReportShape(bare, run.metrics)).toEqual([]);
    expect(checkReportShape([], run.metrics)[0]!.code).toBe('merge/not-a-report');
    expect(checkReportShape({ run: [], metrics: {} })[0]!.code).toBe('merge/not-a-report');
    expect(checkReportShape({ run: {} }, run.metrics)[0]!.code).toBe('merge/not-a-report');
  });

  test('players, mode, seed, threads, elapsed time', () => {
    expect(paths((r) => (r.players = 1))).toEqual([]);
    expect(paths((r) => (r.players = 1.5))).toEqual(['players: must be a whole number from 1 to 64']);
    expect(paths((r) => (r.mode = null))).toEqual([]);
    expect(paths((r) => (r.mode = 'x'))).toEqual([]);
    expect(paths((r) => (r.seed = 0))).toEqual([]);
    expect(paths((r) => (r.seed = Number.MAX_SAFE_INTEGER))).toEqual([]);
    expect(paths((r) => (r.seed = Number.MAX_SAFE_INTEGER + 1))).toEqual(['seed: must be a whole number']);
    expect(paths((r) => (r.seed = '7'.repeat(80)))).toEqual([]);
    expect(paths((r) => (r.seed = '7'.repeat(81)))).toEqual(['seed: must be a whole number']);
    expect(paths((r) => (r.seed = ''))).toEqual(['seed: must be a whole number']);
    expect(paths((r) => (r.seed = ' 7'))).toEqual(['seed: must be a whole number']);
    expect(paths((r) => (r.seed = '7 '))).toEqual(['seed: must be a whole number']);
    expect(paths((r) => (r.threads = 0))).toEqual([]);
    expect(paths((r) => (r.threads = -1))).toEqual(['threads: must be a whole number']);
    expect(paths((r) => (r.elapsedMs = Number.NaN))).toEqual(['elapsedMs: must be a number of milliseconds']);
  });

  test('the run: chunk size, total games, module', () => {
    expect(paths((r) => (r.run.gamesPerChunk = GAMES_PER_CHUNK * 2))).toEqual([
      `run.gamesPerChunk: must be ${GAMES_PER_CHUNK}, as in the runs of this boardsim`,
    ]);
    expect(paths((r) => (r.run.dice = undefined as never))).toEqual([]);
    const games = 'run.totalGames: must be a whole number of games, at least 1';
    expect(paths((r) => (r.run.totalGames = Number.MAX_SAFE_INTEGER + 1))).toEqual([games]);
    expect(paths((r) => (r.run.totalGames = 1.5))).toEqual([games]);
    expect(paths((r) => (r.run.totalGames = 1)).filter((p) => p.startsWith('run.'))).toEqual([]);
    const hash = '0123456789abcdef0123456789abcdef';
    const named = 'run.module: must name the game module: { name, hash (32 hex digits), file }';
    expect(paths((r) => (r.run.module = { name: 'm', hash, file: 'm.wasm' }))).toEqual([]);
    expect(paths((r) => (r.run.module = { name: 1, hash, file: 'm.wasm' } as never))).toEqual([named]);
    expect(paths((r) => (r.run.module = { name: 'm', hash: 1, file: 'm.wasm' } as never))).toEqual([named]);
    expect(paths((r) => (r.run.module = { name: 'm', hash: `${hash}0`, file: 'm.wasm' }))).toEqual([named]);
    expect(
      paths((r) => (r.run.module = { name: 'm', hash: `x${hash}`.slice(0, 32), file: 'm.wasm' })),
    ).toEqual([named]);
    expect(paths((r) => (r.run.module = { name: 'm', hash: hash.toUpperCase(), file: 'm.wasm' }))).toEqual([
      named,
    ]);
    expect(paths((r) => (r.run.module = 'm' as never))).toEqual([named]);
  });

  test("the version's numbers one by one", () => {
    const [major, minor, patch] = VERSION.split('.').map(Number) as [number, number, number];
    const later = (v: string) =>
      `run.boardsim: is ${v}, later than this boardsim (${VERSION}): merge it with boardsim ${v} or later`;
    expect(paths((r) => (r.run.boardsim = VERSION))).toEqual([]);
    for (const v of [`${major}.${minor}.${patch + 1}`, `${major}.${minor + 1}.0`, `${major + 1}.0.0`])
      expect(
        paths((r) => (r.run.boardsim = v)),
        v,
      ).toEqual([later(v)]);
    // an earlier minor with a later patch is earlier
    if (minor > 0) expect(paths((r) => (r.run.boardsim = `${major}.${minor - 1}.${patch + 9}`))).toEqual([]);
    expect(paths((r) => (r.run.boardsim = `${major}.${minor}.${patch}-beta`))).toEqual([]);
    const unreadable = 'run.boardsim: must be the version of boardsim that made the report (such as 0.1.0)';
    for (const v of ['v0.1.0', '0.1', '0.1.0.1', '0.1.0 ', '1234567890.0.0', `0.1.0-${'a'.repeat(65)}`, 1])
      expect(
        paths((r) => (r.run.boardsim = v as string)),
        String(v),
      ).toEqual([unreadable]);
    expect(paths((r) => (r.run.boardsim = `0.1.0-${'a'.repeat(64)}`))).toEqual([]);
  });
});

describe('shards', () => {
  const total = 5 * GAMES_PER_CHUNK;
  test('the shard after the first: its chunks, games and shortest game', () => {
    const second = () => shardReport(total, { index: 2, count: 2 });
    expect(second().run.shard!.chunks).toEqual([2, 4]);
    expect(paths((r) => (r.run.shard!.chunks = [2, 3]), second())).toEqual([
      'run.shard.chunks: is [2,3], but shard 2/2 of a run of 327680 games (5 chunks) plays chunks 2..4',
    ]);
    expect(paths((r) => (r.run.shard!.chunks = '0123456789'.repeat(5) as never), second())).toEqual([
      `run.shard.chunks: is ${'0123456789'.repeat(4)}, but shard 2/2 of a run of 327680 games (5 chunks) plays chunks 2..4`,
    ]);
    expect(paths((r) => delete (r.run.shard as Partial<typeof r.run.shard>)!.chunks, second())).toEqual([
      'run.shard.chunks: is missing, but shard 2/2 of a run of 327680 games (5 chunks) plays chunks 2..4',
    ]);
    expect(paths((r) => (r.games = 1), second())).toEqual([
      `games: is 1, but shard 2/2 of a run of 327680 games plays ${3 * GAMES_PER_CHUNK} games`,
    ]);
    // the shortest game: a chunk of this shard, from its first to its last
    expect(paths((r) => (r.shortestGame!.chunk = 4), second())).toEqual([]);
    for (const chunk of [1, 5])
      expect(paths((r) => (r.shortestGame!.chunk = chunk), second())).toEqual([
        'shortestGame.chunk: must be one of the chunks the report covers (2..4)',
      ]);
    expect(paths((r) => (r.shortestGame!.turns = 1.5), second())).toEqual([
      'shortestGame.turns: must be a whole number',
    ]);
    expect(paths((r) => (r.shortestGame!.index = -1), second())).toEqual([
      'shortestGame.index: must be a whole number',
    ]);
  });

  test('index and count', () => {
    const bounds = 'run.shard: index and count must be whole numbers with 1 <= index <= count';
    expect(paths((r) => (r.run.shard = { index: 1, count: 0, chunks: [] }))).toContain(bounds);
    expect(paths((r) => (r.run.shard = { index: 1, count: 1.5, chunks: [] }))).toContain(bounds);
    expect(paths((r) => (r.run.shard = { index: 1.5, count: 2, chunks: [] }))).toContain(bounds);
    expect(paths((r) => (r.run.shard = { index: 3, count: 3, chunks: [] }), shardReport(10))).not.toContain(
      bounds,
    );
  });
});

describe('metrics, histograms, overflow, seats', () => {
  test('any metric name when the game does not say', () => {
    expect(
      paths((r) => ((r.metrics as Record<string, unknown>).score = { histogram: [] }), shardReport(10), null),
    ).toEqual([]);
  });

  test('the last value of the histogram, and one past it; values in order', () => {
    expect(paths((r) => r.metrics.turns!.histogram.push([HIST_BINS - 1, 1]))).toEqual([]);
    expect(paths((r) => (r.metrics.turns!.histogram = [[0, Number.MAX_SAFE_INTEGER]]))).toEqual([]);
    expect(paths((r) => (r.metrics.turns!.histogram = [[0, 1.5]]))).toEqual([
      'metrics.turns.histogram[0]: must be [value, count] with a whole count of at least 1',
    ]);
    expect(paths((r) => (r.metrics.turns!.histogram = [[-1, 1]]))).toEqual([
      `metrics.turns.histogram[0]: must be [value, count] with a whole value from 0 to ${HIST_BINS - 1}`,
    ]);
    expect(paths((r) => (r.metrics.turns!.histogram = [[0, 1], 3 as never]))).toEqual([
      `metrics.turns.histogram[1]: must be [value, count] with a whole value from 0 to ${HIST_BINS - 1}`,
    ]);
    expect(paths((r) => (r.metrics.turns!.histogram = [[0, 1], [4]] as never))).toEqual([
      `metrics.turns.histogram[1]: must be [value, count] with a whole value from 0 to ${HIST_BINS - 1}`,
    ]);
    expect(
      paths(
        (r) =>
          (r.metrics.turns!.histogram = [
            [0, 1],
            [0, 2],
          ]),
      ),
    ).toEqual(['metrics.turns.histogram[1]: values must be in increasing order, each once']);
    // the first problem only
    expect(
      paths(
        (r) =>
          (r.metrics.turns!.histogram = [
            [0, 0],
            [0, 0],
          ]),
      ),
    ).toHaveLength(1);
  });

  test('the overflow record: its count against the last bin, its maximum', () => {
    const last = HIST_BINS - 1;
    const withLast = (r: SimulationReport, n: number) => r.metrics.turns!.histogram.push([last, n]);
    const overflow = (count: number, max = last) => ({ from: last, count, sum: '1', sumOfSquares: '1', max });
    expect(paths((r) => (withLast(r, 3), (r.metrics.turns!.overflow = overflow(3))))).toEqual([]);
    expect(paths((r) => (withLast(r, 3), (r.metrics.turns!.overflow = overflow(1, last + 5))))).toEqual([]);
    expect(paths((r) => (withLast(r, 3), (r.metrics.turns!.overflow = overflow(4))))).toEqual([
      'metrics.turns.overflow.count: must be a whole number from 1 to the 3 values in the last bin',
    ]);
    expect(paths((r) => (withLast(r, 3), (r.metrics.turns!.overflow = overflow(0))))).toEqual([
      'metrics.turns.overflow.count: must be a whole number from 1 to the 3 values in the last bin',
    ]);
    expect(paths((r) => (withLast(r, 3), (r.metrics.turns!.overflow = overflow(1, last - 1))))).toEqual([
      `metrics.turns.overflow.max: must be a whole number of at least ${last}`,
    ]);
    expect(
      paths((r) => (withLast(r, 3), (r.metrics.turns!.overflow = { ...overflow(1), sum: '1'.repeat(81) }))),
    ).toEqual(['metrics.turns.overflow.sum: must be a whole number written as a string']);
  });

  test('seats: at most 64, wins a number from 0 to the games', () => {
    const seat = { wins: 0, winRate: 0, ci95: [0, 0] };
    expect(paths((r) => (r.seats = Array.from({ length: 64 }, () => ({ ...seat })) as never))).toEqual([]);
    expect(paths((r) => (r.seats = Array.from({ length: 65 }, () => ({ ...seat })) as never))).toEqual([
      'seats: must be a list of at most 64 seats',
    ]);
    expect(paths((r) => (r.seats[1]!.wins = Number.NaN))).toEqual([
      'seats[1].wins: must be a number from 0 to the 10 games',
    ]);
    expect(paths((r) => (r.seats[1] = 3 as never))).toEqual([
      'seats[1].wins: must be a number from 0 to the 10 games',
    ]);
    expect(paths((r) => (r.seats[1]!.wins = 0))).toEqual([]);
  });
});

describe('the survivors of a run over shape.ts', () => {
  test('versions with numbers of several digits', () => {
    expect(paths((r) => (r.run.boardsim = '0.0.10'))).toEqual([]);
    expect(paths((r) => (r.run.boardsim = '0.0.123456789'))).toEqual([]);
    expect(paths((r) => (r.run.boardsim = '0.10.0'))).toEqual([
      `run.boardsim: is 0.10.0, later than this boardsim (${VERSION}): merge it with boardsim 0.10.0 or later`,
    ]);
  });

  test('chunks shown to 40 characters', () => {
    const long = Array.from({ length: 30 }, (_, i) => i);
    expect(paths((r) => (r.run.shard = { index: 1, count: 1, chunks: long as never }))).toEqual([
      `run.shard.chunks: is ${JSON.stringify(long).slice(0, 40)}, but shard 1/1 of a run of 10 games (1 chunks) plays chunks 0..0`,
    ]);
  });

  test('an overflow record with an empty histogram, wins written as a string', () => {
    expect(
      paths((r) => {
        r.metrics.turns!.histogram = [];
        r.metrics.turns!.overflow = {
          from: HIST_BINS - 1,
          count: 1,
          sum: '1',
          sumOfSquares: '1',
          max: HIST_BINS,
        };
      }),
    ).toEqual([
      'metrics.turns.overflow.count: must be a whole number from 1 to the 0 values in the last bin',
    ]);
    expect(paths((r) => (r.seats[0]!.wins = '5' as never))).toEqual([
      'seats[0].wins: must be a number from 0 to the 10 games',
    ]);
  });
});
