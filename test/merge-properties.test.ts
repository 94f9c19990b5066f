// merge as properties (fast-check), on reports built from arbitrary totals rather than from played
// games (so it runs without the kernel, in a second): totals add up in any grouping and any order;
// the shard reports of any split of a run, given in any order, merge into exactly the report of the
// whole run (the overflow bin, empty shards and a ragged last chunk included); and a merged report
// refuses what does not add up.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { BoardsimError } from '../src/core/errors.js';
import {
  type BestGame,
  type MetricTotals,
  type RunTotals,
  addTotals,
  betterGame,
  emptyTotals,
} from '../src/core/totals.js';
import { mergeReports, mergeReportsOffThread } from '../src/api/merge.js';
import { reportDigest } from '../src/report/digest.js';
import { prepareRun } from '../src/games/index.js';
import type { GameRun } from '../src/report/game-run.js';
import { type SimulationReport, buildReport, reportTotals } from '../src/report/simulation.js';
import { chunkCount, planChunks } from '../src/run/plan.js';
import { HIST_BINS, WIN_UNITS } from '../src/wasm/layout.js';

const OVERFLOW_FROM = HIST_BINS - 1;

/** `games` values spread over a few small values, with `overflow` of them past the histogram. */
function metric(games: number, weights: readonly number[], overflowValues: readonly number[]): MetricTotals {
  // no more values past the histogram than the chunk has games
  const overflow = overflowValues.slice(0, games);
  const counts: number[] = [];
  const inHistogram = games - overflow.length;
  const total = weights.reduce((a, b) => a + b, 0);
  let left = inHistogram;
  weights.forEach((w, i) => {
    const c = i === weights.length - 1 ? left : Math.min(left, Math.floor((inHistogram * w) / total));
    counts[i + 1] = c;
    left -= c;
  });
  for (let v = 0; v < counts.length; v++) counts[v] ??= 0;
  const m: MetricTotals = {
    counts,
    overflowFrom: OVERFLOW_FROM,
    overflowCount: overflow.length,
    overflowSum: overflow.reduce((a, v) => a + BigInt(v), 0n),
    overflowSumOfSquares: overflow.reduce((a, v) => a + BigInt(v) * BigInt(v), 0n),
    overflowMax: overflow.reduce((a, v) => Math.max(a, v), 0),
  };
  if (overflow.length > 0) {
    while (counts.length < OVERFLOW_FROM) counts.push(0);
    counts[OVERFLOW_FROM] = overflow.length;
  }
  return m;
}

/** One chunk's totals of a two-player Snakes run: its games, each metric's values, the wins. */
const chunkTotals = (games: number, metrics: readonly string[]) =>
  fc
    .record({
      weights: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 6 }),
      overflow: fc.array(fc.integer({ min: OVERFLOW_FROM, max: OVERFLOW_FROM + 1000 }), { maxLength: 2 }),
      firstSeatShare: fc.integer({ min: 0, max: games }),
    })
    .map(({ weights, overflow, firstSeatShare }): RunTotals => ({
      games,
      metrics: Object.fromEntries(
        metrics.map((name, i) => [
          name,
          metric(
            games,
            weights.map((w) => w + i),
            i === 0 ? overflow : [],
          ),
        ]),
      ),
      winUnits: [firstSeatShare * WIN_UNITS, (games - firstSeatShare) * WIN_UNITS],
    }));

const run: GameRun = prepareRun('snakes', { players: 2 });
const seed = 12n;

/** A run of `chunks` chunks (the last one `lastGames` games) and every chunk's totals. */
const runArb = fc
  .record({ chunks: fc.integer({ min: 1, max: 5 }), lastGames: fc.integer({ min: 1, max: GAMES_PER_CHUNK }) })
  .chain(({ chunks, lastGames }) =>
    fc.tuple(
      fc.constant((chunks - 1) * GAMES_PER_CHUNK + lastGames),
      fc.tuple(
        ...Array.from({ length: chunks }, (_, c) =>
          chunkTotals(c === chunks - 1 ? lastGames : GAMES_PER_CHUNK, run.metrics),
        ),
      ),
    ),
  );

const sum = (totals: readonly RunTotals[]) => totals.reduce((a, b) => addTotals(a, b), emptyTotals());

/** Shard K of N's report: the totals of its chunks. */
function shardReport(
  totalGames: number,
  chunks: readonly RunTotals[],
  index: number,
  count: number,
): SimulationReport {
  const plan = planChunks(totalGames, { index, count });
  return buildReport(run, sum(chunks.slice(plan.from, plan.to)), {
    seed,
    threads: index,
    elapsedMs: 10 * index,
    totalGames,
    shard: { index, count },
    chunkRange: plan.to > plan.from ? [plan.from, plan.to - 1] : [],
  });
}

describe('totals add up in any grouping and order (property)', () => {
  // a game is one (chunk, index): its position in the stream follows from them
  const best = fc
    .record({
      value: fc.integer({ min: 1, max: 5 }),
      chunk: fc.integer({ min: 0, max: 3 }),
      index: fc.integer({ min: 0, max: 3 }),
    })
    .map((g) => ({ ...g, position: 100 * g.chunk + g.index }));
  const totals = fc.record({
    games: fc.integer({ min: 0, max: 100 }),
    metrics: fc.dictionary(
      fc.constantFrom('turns', 'rolls'),
      fc.record({
        counts: fc.array(fc.nat(50), { maxLength: 6 }),
        overflowFrom: fc.constant(5),
        overflowCount: fc.nat(5),
        overflowSum: fc.bigInt({ min: 0n, max: 1000n }),
        overflowSumOfSquares: fc.bigInt({ min: 0n, max: 10000n }),
        overflowMax: fc.nat(200),
      }),
    ),
    winUnits: fc.array(fc.nat(1000), { maxLength: 3 }),
    best: fc.option(best, { nil: undefined }),
  });
  // counts of different lengths add as if padded with zeros
  const normal = (t: RunTotals) =>
    JSON.parse(
      JSON.stringify(
        {
          ...t,
          metrics: Object.fromEntries(
            Object.entries(t.metrics)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, m]) => [k, { ...m, counts: trimmed(m.counts) }]),
          ),
          winUnits: trimmed(t.winUnits),
        },
        (_, v) => (typeof v === 'bigint' ? `${v}n` : v),
      ),
    ) as unknown;
  const trimmed = (a: readonly number[]) => {
    const b = a.map((v) => v ?? 0);
    while (b.length > 0 && b.at(-1) === 0) b.pop();
    return b;
  };
  test('associative and commutative, with nothing as its identity', () => {
    fc.assert(
      fc.property(totals, totals, totals, (a, b, c) => {
        expect(normal(addTotals(addTotals(a, b), c))).toEqual(normal(addTotals(a, addTotals(b, c))));
        expect(normal(addTotals(a, b))).toEqual(normal(addTotals(b, a)));
        expect(normal(addTotals(a, emptyTotals()))).toEqual(normal({ ...a, best: a.best }));
        const ab = addTotals(a, b);
        expect(ab.games).toBe(a.games + b.games);
        for (const [name, m] of Object.entries(ab.metrics)) {
          const ma = a.metrics[name];
          const mb = b.metrics[name];
          expect(m.overflowCount).toBe((ma?.overflowCount ?? 0) + (mb?.overflowCount ?? 0));
          expect(m.overflowSum).toBe((ma?.overflowSum ?? 0n) + (mb?.overflowSum ?? 0n));
          expect(m.overflowMax).toBe(Math.max(ma?.overflowMax ?? 0, mb?.overflowMax ?? 0));
        }
      }),
    );
  });

  test('the shortest game: the smallest value, then the earlier chunk, then the earlier index', () => {
    fc.assert(
      fc.property(fc.array(best, { minLength: 1, maxLength: 6 }), (games: BestGame[]) => {
        const expected = [...games].sort(
          (x, y) => x.value - y.value || x.chunk - y.chunk || x.index - y.index,
        )[0];
        expect(games.reduce<BestGame | undefined>((a, b) => betterGame(a, b), undefined)).toEqual(expected);
        expect(
          [...games].reverse().reduce<BestGame | undefined>((a, b) => betterGame(a, b), undefined),
        ).toEqual(expected);
      }),
    );
  });
});

describe('shards merge into the whole run (property)', () => {
  test('any split, any order: the report of the whole run, bit for bit', () => {
    fc.assert(
      fc.property(
        runArb,
        fc.integer({ min: 1, max: 7 }),
        fc.infiniteStream(fc.nat()),
        ([totalGames, chunks], count, order) => {
          expect(chunkCount(totalGames)).toBe(chunks.length);
          const shards = Array.from({ length: count }, (_, k) =>
            shardReport(totalGames, chunks, k + 1, count),
          );
          // shuffled by the stream of numbers
          const shuffled = [...shards];
          const picks = order.take(count);
          let i = count;
          for (const p of picks) {
            if (i <= 1) break;
            const j = p % i--;
            [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
          }
          const merged = mergeReports(JSON.parse(JSON.stringify(shuffled)) as unknown[]);
          const whole = buildReport(run, sum(chunks), {
            seed,
            threads: (count * (count + 1)) / 2,
            elapsedMs: 5 * count * (count + 1),
            totalGames,
          });
          expect(merged).toEqual(whole);
          // and what the merged report holds is the totals it was built from
          expect(reportTotals(merged, OVERFLOW_FROM).metrics.turns!.overflowSum).toBe(
            sum(chunks).metrics.turns!.overflowSum,
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  test('off the calling thread too, and a missing or repeated shard is refused', async () => {
    const [totalGames, chunks] = fc.sample(
      runArb.filter(([, c]) => c.length >= 3),
      { seed: 34, numRuns: 1 },
    )[0]!;
    const shards = [1, 2, 3].map((k) => shardReport(totalGames, chunks, k, 3));
    const merged = await mergeReportsOffThread(undefined, shards);
    expect(merged).toEqual(mergeReports(shards));
    expect(() => mergeReports([shards[0], shards[2]], ['a.json', 'c.json'])).toThrow(BoardsimError);
    expect(() => mergeReports([shards[0], shards[1], shards[1]], ['a', 'b', 'c'])).toThrow(
      'c: shard 2/3 is also in b',
    );
    expect(() => mergeReports([])).toThrow('nothing to merge');
  });

  test('a shard whose numbers were edited is refused, naming the field', () => {
    const [totalGames, chunks] = fc.sample(
      runArb.filter(([, c]) => c.length >= 2),
      { seed: 35, numRuns: 1 },
    )[0]!;
    const shards = [1, 2].map((k) => shardReport(totalGames, chunks, k, 2));
    const edited = JSON.parse(JSON.stringify(shards[1])) as SimulationReport;
    edited.metrics.turns!.histogram[0]![1] += 1;
    expect(() => mergeReports([shards[0], edited], ['a', 'b'])).toThrow(/^b: /);
  });
});

describe('merge refuses what does not add up, naming it', () => {
  const [totalGames, chunks] = fc.sample(
    runArb.filter(([, c]) => c.length >= 2),
    { seed: 36, numRuns: 1 },
  )[0]!;
  const shards = () =>
    [1, 2].map((k) => JSON.parse(JSON.stringify(shardReport(totalGames, chunks, k, 2))) as SimulationReport);
  /** merge's first issue for shards 1 and 2 after `edit` of shard 2 (its digest made again). */
  const refusal = (edit: (r: SimulationReport) => void) => {
    const [a, b] = shards();
    edit(b!);
    b!.run.digest = reportDigest(b!);
    try {
      mergeReports([a, b], ['a.json', 'b.json']);
      return 'merged';
    } catch (error) {
      expect(error).toBeInstanceOf(BoardsimError);
      const e = error as BoardsimError;
      return `${e.source} ${e.issues[0]!.code} ${e.issues[0]!.path}: ${e.issues[0]!.message}`;
    }
  };

  test('another run: each field that must be the same', () => {
    expect(refusal(() => {})).toBe('merged');
    expect(refusal((r) => (r.seed = 13))).toBe('b.json merge/mismatch : seed is 13, not 12 as in a.json');
    expect(refusal((r) => (r.preset = 'other'))).toBe(
      'b.json merge/mismatch : preset is "other", not "efi" as in a.json',
    );
    expect(refusal((r) => (r.mode = 'independent'))).toBe(
      'b.json merge/mismatch : mode is "independent", not "alternating" as in a.json',
    );
    expect(refusal((r) => ((r.config as Record<string, unknown>).squares = 99))).toBe(
      "b.json merge/mismatch : its configuration differs from a.json's",
    );
    expect(refusal((r) => (r.run.dice = 'pcg32:lemire'))).toBe(
      'b.json merge/mismatch : run.dice is "pcg32:lemire", not "xoshiro128x4:lemire16"',
    );
    expect(refusal((r) => (r.run.stream = 'other'))).toMatch(
      /^b\.json merge\/mismatch : run\.stream is "other", not "/,
    );
    expect(refusal((r) => (r.run.module = { name: 'm', hash: '0123456789abcdef0123456789abcdef' }))).toBe(
      'b.json merge/mismatch : its game module is m 0123456789abcdef0123456789abcdef, not the built-in snakes as in a.json: shards of different games, or of different versions of one game, do not add up',
    );
    // a report from before the lab has no run.dice: the default die
    expect(refusal((r) => delete (r.run as { dice?: string }).dice)).toBe('merged');
  });

  test('shards of different splits, given twice, missing; a damaged digest', () => {
    const [a, b] = shards();
    const third = shardReport(totalGames, chunks, 3, 3);
    expect(() => mergeReports([a, third], ['a.json', 'c.json'])).toThrow(
      'c.json: run.shard.count is 3, not 2 as in a.json: shards of runs split 2 ways and 3 ways do not add up (merge the shards of one split)',
    );
    const damaged = JSON.parse(JSON.stringify(b)) as SimulationReport;
    damaged.seats[0]!.wins += 1;
    try {
      mergeReports([a, damaged], ['a.json', 'b.json']);
      expect.unreachable();
    } catch (error) {
      const e = error as BoardsimError;
      expect([e.source, e.issues[0]!.code, e.issues[0]!.path]).toEqual([
        'b.json',
        'merge/digest',
        'run.digest',
      ]);
    }
    expect(() => mergeReports([a])).toThrow(/missing/);
    expect(() => mergeReports([a, a], ['x', 'y'])).toThrow('y: shard 1/2 is also in x');
    expect(() => mergeReports('x' as never)).toThrow(
      'reports: must be a list of reports (the JSON of simulate or its shards), not "x"',
    );
    expect(() => mergeReports([a, b], 'x' as never)).toThrow('sources: must be a list of names');
    expect(() => mergeReports([a, b], [1] as never)).toThrow('sources: must be a list of names');
    // unnamed reports are numbered
    expect(() => mergeReports([a, a])).toThrow('report 2: shard 1/2 is also in report 1');
  });

  test('a metric the game does not count', () => {
    const [a] = shards();
    const odd = JSON.parse(JSON.stringify(a)) as SimulationReport;
    (odd.metrics as Record<string, unknown>).score = odd.metrics.turns;
    odd.run.digest = reportDigest(odd);
    expect(() => mergeReports([odd], ['a.json'])).toThrow(
      `a.json: metrics.score: is not a metric of snakes (its metrics: ${run.metrics.join(', ')})`,
    );
  });

  test('the merged report: threads and times added, the first shard fixing the rest', () => {
    const [a, b] = shards();
    const merged = mergeReports([b, a]);
    expect(merged.threads).toBe(3);
    expect(merged.elapsedMs).toBe(30);
    expect(merged.run.shard).toBeUndefined();
    expect(merged.games).toBe(totalGames);
  });

  test('mergeAsync: its options checked, an abort heard between reports', async () => {
    const [a, b] = shards();
    await expect(mergeReportsOffThread(undefined, [a, b], { strat: 1 } as never)).rejects.toThrow(/strat/);
    const controller = new AbortController();
    controller.abort();
    await expect(mergeReportsOffThread(undefined, [a, b], { signal: controller.signal })).rejects.toThrow();
    // more reports than one turn of the event loop takes: still merged
    const many = Array.from({ length: 70 }, (_, k) => shardReport(totalGames, chunks, k + 1, 70));
    const merged = await mergeReportsOffThread(undefined, many, { sources: many.map((_, k) => `s${k}`) });
    expect(merged.metrics).toEqual(mergeReports([a, b]).metrics);
  });
});
