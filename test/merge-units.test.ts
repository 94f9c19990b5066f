// The merge and the report parts it relies on, case by case, for what the properties in
// merge-properties.test.ts do not reach (each case was a surviving mutant of src/api/merge.ts,
// src/report/digest.ts, coverage.ts or simulation.ts): the merger's own names for unnamed reports,
// each refusal's code and message, a whole run's report merged alone or against shards, shards
// carrying the exact answer, a report from before the dice lab, a run with a mode other than the
// default and one with none, a user's module game's shards (the empty one first), the event loop's
// turns of mergeAsync, the digest's fields inside a shard, an overflow and a module, the chunk
// coverage's order of ranges. Reports are built from fixed totals: no kernel, a second or two.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { BoardsimError, CancelledError } from '../src/core/errors.js';
import { type MetricTotals, type RunTotals, addTotals, emptyTotals } from '../src/core/totals.js';
import { ShardMerger, mergeReports, mergeReportsOffThread } from '../src/api/merge.js';
import { installModuleGames, type ModuleGames } from '../src/api/module-games.js';
import { prepareRun } from '../src/games/index.js';
import { moduleRunOfReport } from '../src/games/module-run.js';
import { ChunkCoverage } from '../src/report/coverage.js';
import { reportDigest, sortedJson } from '../src/report/digest.js';
import { type GameRun, withExactAnswer } from '../src/report/game-run.js';
import { type SimulationReport, buildReport } from '../src/report/simulation.js';
import { type DiceSpec, parseDice } from '../src/rng/dice.js';
import { planChunks } from '../src/run/plan.js';
import { HIST_BINS, WIN_UNITS } from '../src/wasm/layout.js';

const SEED = 21n;

/** `games` games all of value `value` (past the histogram: `value` ≥ HIST_BINS − 1). */
function metric(games: number, value: number): MetricTotals {
  const over = value >= HIST_BINS - 1 ? games : 0;
  const counts: number[] = Array.from({ length: Math.min(value, HIST_BINS - 1) + 1 }, () => 0);
  counts[Math.min(value, HIST_BINS - 1)] = games;
  return {
    counts,
    overflowFrom: HIST_BINS - 1,
    overflowCount: over,
    overflowSum: BigInt(over) * BigInt(value),
    overflowSumOfSquares: BigInt(over) * BigInt(value) ** 2n,
    overflowMax: over > 0 ? value : 0,
  };
}

/** Chunk `c`'s totals: its games, each metric one value (chunk 0's first metric past the
 *  histogram when `overflow`), the first seat winning the odd games. */
function chunkTotals(run: GameRun, games: number, c: number, overflow = false): RunTotals {
  const totals: RunTotals = {
    games,
    metrics: Object.fromEntries(
      run.metrics.map((name, i) => [
        name,
        metric(games, overflow && c === 0 && i === 0 ? HIST_BINS + 3 : 3 + i + c),
      ]),
    ),
    winUnits:
      run.players === 1
        ? [games * WIN_UNITS]
        : [Math.ceil(games / 2) * WIN_UNITS, Math.floor(games / 2) * WIN_UNITS],
  };
  // the shortest game: in chunk 0, its 8th game, 120 draws in
  return c === 0 ? { ...totals, best: { value: 3, chunk: 0, index: 7, position: 120 } } : totals;
}

/** A run of `chunks` chunks (the last one of 1,000 games). */
function runOf(run: GameRun, chunks: number, overflow = false, dice?: DiceSpec) {
  const totalGames = (chunks - 1) * GAMES_PER_CHUNK + 1000;
  const totals = Array.from({ length: chunks }, (_, c) =>
    chunkTotals(run, c === chunks - 1 ? 1000 : GAMES_PER_CHUNK, c, overflow),
  );
  const sum = (from: number, to: number) =>
    totals.slice(from, to).reduce((a, b) => addTotals(a, b), emptyTotals());
  const shard = (index: number, count: number): SimulationReport => {
    const plan = planChunks(totalGames, { index, count });
    return buildReport(run, sum(plan.from, plan.to), {
      seed: SEED,
      threads: 1,
      elapsedMs: 10,
      totalGames,
      shard: { index, count },
      ...(dice && { dice }),
      chunkRange: plan.to > plan.from ? [plan.from, plan.to - 1] : [],
    });
  };
  const whole = (threads = 1, elapsedMs = 10): SimulationReport =>
    buildReport(run, sum(0, chunks), { seed: SEED, threads, elapsedMs, totalGames, ...(dice && { dice }) });
  const shards = (count: number) => Array.from({ length: count }, (_, k) => shard(k + 1, count));
  return { totalGames, shard, shards, whole };
}

const snakes = prepareRun('snakes', { players: 2 });
const { shard, shards, whole } = runOf(snakes, 3);

/** A copy of `report` edited by `edit`, its digest made again (so that the digest lets it through). */
function edited(report: SimulationReport, edit: (r: SimulationReport) => void): SimulationReport {
  const r = JSON.parse(JSON.stringify(report)) as SimulationReport;
  edit(r);
  r.run.digest = reportDigest(r);
  return r;
}

/** The refusal of merging `reports`: "source code path: message" of its first issue. */
function refusal(reports: unknown[], sources?: string[]): string {
  try {
    mergeReports(reports, sources);
  } catch (error) {
    expect(error).toBeInstanceOf(BoardsimError);
    const e = error as BoardsimError;
    return `${e.source} ${e.issues[0]!.code} ${e.issues[0]!.path}: ${e.issues[0]!.message}`;
  }
  return 'merged';
}

describe('the merger', () => {
  test('a report added without a name is named by its place', () => {
    const merger = new ShardMerger();
    expect(() => merger.add({})).toThrow(/^report 1: not a boardsim simulate --json report$/);
    merger.add(shard(1, 2));
    expect(() => merger.add(42)).toThrow(/^report 2: not a boardsim simulate --json report$/);
  });

  test("each refusal's code and words", () => {
    expect(refusal([{ run: {}, metrics: {} }, shard(1, 2)], ['a'])).toMatch(/^a merge\/bad-report game: /);
    expect(refusal([])).toBe('undefined merge/empty : nothing to merge');
    const damaged = JSON.parse(JSON.stringify(shard(2, 2))) as SimulationReport;
    damaged.seats[0]!.wins += 1;
    expect(refusal([shard(1, 2), damaged], ['a', 'b'])).toBe(
      'b merge/digest run.digest: does not match the content: the report was edited or damaged after its run (run that shard again)',
    );
    expect(refusal([shard(1, 2), shard(1, 2)], ['a', 'b'])).toBe('b merge/overlap : shard 1/2 is also in a');
    expect(refusal('x' as never)).toMatch(/^undefined merge\/not-a-list reports: /);
    expect(refusal([], 'x' as never)).toMatch(/^undefined merge\/bad-sources sources: /);
    const odd = edited(shard(1, 2), (r) => ((r.metrics as Record<string, unknown>).score = r.metrics.turns));
    expect(refusal([odd], ['a'])).toBe(
      `a merge/bad-report metrics.score: is not a metric of snakes (its metrics: ${snakes.metrics.join(', ')})`,
    );
  });

  test('numbers that disagree with themselves, under a digest made again: refused', () => {
    const bad = edited(shard(2, 2), (r) => (r.metrics.turns!.histogram[0]![1] += 1));
    expect(refusal([shard(1, 2), bad], ['a', 'b'])).toMatch(/^b merge\/inconsistent metrics\.turns/);
  });

  test('a board that is not valid, in the first report: refused, naming the report', () => {
    const bad = edited(shard(1, 2), (r) => ((r.config as Record<string, unknown>).squares = -5));
    expect(refusal([bad, shard(2, 2)], ['a', 'b'])).toBe(
      'a board/too-small squares: a board needs at least 2 squares',
    );
  });

  test("a whole run's report merged alone is itself; against a shard, the chunks given twice", () => {
    expect(mergeReports([whole()])).toEqual(whole());
    expect(refusal([whole(), shard(2, 2)], ['w', 's'])).toBe(
      'undefined merge/overlap s: chunks 1..2 are also in w',
    );
    expect(refusal([shard(1, 2), whole()], ['s', 'w'])).toBe(
      'undefined merge/overlap w: chunk 0 is also in s',
    );
  });

  test('more than ten problems: the first ten', () => {
    // twelve whole reports of one run: eleven overlaps
    const one = runOf(snakes, 2);
    const merger = new ShardMerger();
    for (let k = 0; k < 12; k++) merger.add(one.whole(), `w${k}`);
    try {
      merger.result();
      expect.unreachable();
    } catch (error) {
      const issues = (error as BoardsimError).issues;
      expect(issues).toHaveLength(10);
      expect(issues[0]).toEqual({ code: 'merge/overlap', path: 'w1', message: 'chunks 0..1 are also in w0' });
    }
  });

  test('the merged run keeps its mode; a run with none has none', () => {
    const independent = runOf(prepareRun('snakes', { players: 2, mode: 'independent' }), 2);
    const merged = mergeReports(independent.shards(2));
    expect(merged.mode).toBe('independent');
    expect(merged).toEqual(independent.whole(2, 20));
    const alone = runOf(prepareRun('snakes', { players: 1 }), 2);
    const one = mergeReports(alone.shards(2));
    expect(one.mode).toBe(null);
    expect(one).toEqual(alone.whole(2, 20));
  });

  test('reports from before the dice lab (no run.dice): the default die', () => {
    const old = (r: SimulationReport) => edited(r, (x) => delete (x.run as { dice?: string }).dice);
    expect(mergeReports([old(shard(1, 2)), old(shard(2, 2))])).toEqual(whole(2, 20));
    expect(mergeReports([old(shard(1, 2)), shard(2, 2)])).toEqual(whole(2, 20));
  });

  test("another die: the merged report's, and the shortest game replayed with it", () => {
    const dice = parseDice('pcg32:lemire');
    const other = runOf(prepareRun('snakes', { players: 2, dice }), 2, false, dice);
    const merged = mergeReports(other.shards(2));
    expect(merged.run.dice).toBe('pcg32:lemire');
    expect(merged.shortestGame!.rolls).toEqual(other.whole().shortestGame!.rolls);
    expect(merged.shortestGame!.rolls).not.toEqual(whole().shortestGame!.rolls);
    expect(merged).toEqual(other.whole(2, 20));
  });

  test('a die that is not one, in the first report: refused, naming the field', () => {
    const bad = edited(shard(1, 2), (r) => (r.run.dice = 'nonsense'));
    expect(refusal([bad, edited(shard(2, 2), (r) => (r.run.dice = 'nonsense'))], ['a', 'b'])).toMatch(
      /^a dice\/unknown run\.dice: no generator "nonsense"/,
    );
  });

  test('shards that carry the exact answer: the merged report compares against it too', async () => {
    const exact = withExactAnswer(snakes, snakes.solveExact!());
    const withExact = runOf(exact, 2);
    const merged = mergeReports(withExact.shards(2));
    expect(merged.exact).toBeDefined();
    expect(merged).toEqual(withExact.whole(2, 20));
    expect(await mergeReportsOffThread(undefined, withExact.shards(2))).toEqual(merged);
    // a shard that played no games has no comparison, but the others do
    const three = runOf(exact, 1);
    const parts = three.shards(3);
    expect(parts.map((p) => p.exact !== undefined)).toEqual([false, false, true]);
    expect(three.whole().exact).toBeDefined();
    expect(mergeReports(parts)).toEqual(three.whole(3, 30));
  });
});

describe("a user's module game's shards", () => {
  const module = { name: 'dice-race', hash: '0123456789abcdef0123456789abcdef' };
  const base = prepareRun('snakes', { players: 2 });
  /** A module game's run as its reports know it (built here from Snakes' figures). */
  const moduleRun: GameRun = {
    ...base,
    game: 'dice-race',
    preset: 'custom',
    mode: null,
    module,
    enrich: undefined,
  };
  const hooks = { runOfReport: moduleRunOfReport } as unknown as ModuleGames;
  beforeAll(() => installModuleGames(hooks));
  afterAll(() => installModuleGames(undefined as unknown as ModuleGames));

  test('merged, whatever shard comes first, the empty one included', () => {
    const r = runOf(moduleRun, 1);
    const parts = r.shards(2);
    expect(parts[0]!.games).toBe(0);
    const merged = mergeReports(parts);
    expect(merged.run.module).toEqual(module);
    expect(Object.keys(merged.metrics)).toEqual(base.metrics);
    expect(mergeReports([parts[1]!, parts[0]!])).toEqual(merged);
    expect(merged.games).toBe(1000);
  });

  test("a die that is not one, in a module game's report: refused when the report is built, naming the field", () => {
    const bad = edited(runOf(moduleRun, 1).whole(), (r) => (r.run.dice = 'nonsense'));
    expect(() => mergeReports([bad])).toThrow(/^run\.dice: no generator "nonsense"/);
  });

  test('the report names its module; a built-in game has none', () => {
    const r = runOf(moduleRun, 1).whole();
    expect(r.run.module).toEqual(module);
    expect(Object.keys(r.run)).toContain('module');
    expect(Object.keys(r.run)).not.toContain('name');
    expect(Object.keys(whole().run)).not.toContain('module');
  });

  test('shards of another module, or of another version, or of a built-in game: refused', () => {
    const r = runOf(moduleRun, 2);
    const [a, b] = r.shards(2);
    const other = (m: object) => edited(b!, (x) => (x.run.module = { ...module, ...m }));
    expect(refusal([a, other({ hash: 'f'.repeat(32) })], ['a', 'b'])).toBe(
      `b merge/mismatch : its game module is dice-race ${'f'.repeat(32)}, not dice-race ${module.hash} as in a: shards of different games, or of different versions of one game, do not add up`,
    );
    expect(refusal([a, other({ name: 'other' })], ['a', 'b'])).toMatch(
      /^b merge\/mismatch : its game module is other 0123/,
    );
    const builtIn = edited(b!, (x) => delete (x.run as { module?: unknown }).module);
    expect(refusal([a, builtIn], ['a', 'b'])).toMatch(
      /^b merge\/mismatch : its game module is none \(a built-in game\), not dice-race 0123/,
    );
  });
});

describe('mergeAsync', () => {
  test('its options: a signal and sources taken, anything else refused by name', async () => {
    const parts = shards(2);
    const signal = new AbortController().signal;
    expect(await mergeReportsOffThread(undefined, parts, { signal, sources: ['a', 'b'] })).toEqual(
      whole(2, 20),
    );
    await expect(mergeReportsOffThread(undefined, parts, { strat: 1 } as never)).rejects.toThrow(
      /^strat: is not an option of mergeAsync \(options: sources, signal\)$/,
    );
    await expect(mergeReportsOffThread(undefined, [shard(1, 2), shard(1, 2)])).rejects.toThrow(
      /^report 2: shard 1\/2 is also in report 1$/,
    );
  });

  test('the event loop has a turn after every 64 reports, and an abort then stops the merge', async () => {
    const many = runOf(snakes, 1).shards(200);
    const controller = new AbortController();
    let pulled = 0;
    function* entries(): Generator<[unknown, string]> {
      for (const [k, r] of many.entries()) {
        pulled++;
        // abort at the next turn of the event loop
        if (k === 0) setImmediate(() => controller.abort());
        yield [r, `s${k}`];
      }
    }
    await expect(new ShardMerger().addAll(entries(), controller.signal)).rejects.toBeInstanceOf(
      CancelledError,
    );
    expect(pulled).toBe(63);
  });
});

describe('the digest', () => {
  const base = runOf(snakes, 2, true);
  const s = base.shard(1, 2);
  test('each field of a shard, of an overflow and of a module is covered', () => {
    expect(s.metrics.turns!.overflow).toBeDefined();
    const edits: ((x: SimulationReport) => void)[] = [
      (x) => (x.run.shard!.index = 2),
      (x) => (x.run.shard!.count = 3),
      (x) => (x.run.shard!.chunks = [1, 1]),
      (x) => (x.metrics.turns!.overflow!.from += 1),
      (x) => (x.metrics.turns!.overflow!.count += 1),
      (x) => (x.metrics.turns!.overflow!.sum = '1'),
      (x) => (x.metrics.turns!.overflow!.sumOfSquares = '1'),
      (x) => (x.metrics.turns!.overflow!.max += 1),
    ];
    edits.forEach((edit, i) => {
      const e = JSON.parse(JSON.stringify(s)) as SimulationReport;
      edit(e);
      expect(reportDigest(e), `edit ${i}`).not.toBe(s.run.digest);
    });
    const withModule = JSON.parse(JSON.stringify(s)) as SimulationReport;
    withModule.run.module = { name: 'a', hash: 'h' };
    const renamed = JSON.parse(JSON.stringify(withModule)) as SimulationReport;
    renamed.run.module = { name: 'b', hash: 'h' };
    const rehashed = JSON.parse(JSON.stringify(withModule)) as SimulationReport;
    rehashed.run.module = { name: 'a', hash: 'g' };
    expect(new Set([reportDigest(withModule), reportDigest(renamed), reportDigest(rehashed)]).size).toBe(3);
  });

  test('a count of 2^32 or more: its high word counts', () => {
    const e = JSON.parse(JSON.stringify(s)) as SimulationReport;
    const pair = e.metrics.rolls!.histogram[0]!;
    const before = reportDigest(e);
    pair[1] += 2 ** 32;
    expect(reportDigest(e)).not.toBe(before);
    pair[1] += 2 ** 33;
    expect(reportDigest(e)).not.toBe(before);
  });

  test('sortedJson: the keys sorted, whatever order they were written in (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ maxLength: 3 }), { maxLength: 8 }),
        fc.infiniteStream(fc.nat()),
        (keys, order) => {
          const shuffled = [...keys];
          const picks = order.take(keys.length);
          let i = keys.length;
          for (const p of picks) {
            if (i <= 1) break;
            const j = p % i--;
            [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
          }
          const object = Object.fromEntries(shuffled.map((k, v) => [k, { [k]: v, '': 0 }]));
          const sorted = [...keys].sort((a, b) => (a < b ? -1 : 1));
          const text = sortedJson(object)!;
          const keysOf = Object.keys(JSON.parse(text) as object);
          // integer-like keys come first in any object JavaScript builds: compare the others
          const plain = (ks: string[]) => ks.filter((k) => !/^(0|[1-9][0-9]*)$/.test(k));
          expect(plain(keysOf)).toEqual(plain(sorted));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('chunk coverage', () => {
  const problems = (total: number, ranges: [number, number, string][]) => {
    const c = new ChunkCoverage(total);
    for (const [from, to, source] of ranges) c.add(from, to, source);
    return c.problems().map((i) => `${i.code} ${i.path}: ${i.message}`);
  };

  test('an empty range past a gap adds nothing', () => {
    expect(
      problems(4, [
        [0, 2, 'a'],
        [4, 4, 'c'],
      ]),
    ).toEqual(['merge/incomplete : chunks 2..3 are missing (2 of 4): merge every shard of the run']);
    expect(
      problems(4, [
        [0, 4, 'a'],
        [2, 2, 'b'],
      ]),
    ).toEqual([]);
  });

  test('ranges from the same chunk: the shorter first, whatever order they came in', () => {
    const expected = ['merge/overlap b: chunks 0..1 are also in a'];
    expect(
      problems(4, [
        [0, 2, 'a'],
        [0, 4, 'b'],
      ]),
    ).toEqual(expected);
    expect(
      problems(4, [
        [0, 4, 'b'],
        [0, 2, 'a'],
      ]),
    ).toEqual(expected);
  });

  test('a range that ends where the furthest one does is not the one named after it', () => {
    expect(
      problems(4, [
        [0, 4, 'a'],
        [2, 4, 'b'],
        [3, 4, 'c'],
      ]),
    ).toEqual(['merge/overlap b: chunks 2..3 are also in a', 'merge/overlap c: chunk 3 is also in a']);
  });

  test('the chunks given twice and those missing, against a count chunk by chunk (property)', () => {
    const range = fc
      .tuple(fc.nat(12), fc.nat(4), fc.constantFrom('a', 'b', 'c', 'd'))
      .map(([from, length, source]): [number, number, string] => [from, from + length, source]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 16 }), fc.array(range, { maxLength: 8 }), (total, ranges) => {
        const ok = ranges.filter(([, to]) => to <= total);
        const times = Array.from({ length: total }, () => 0);
        for (const [from, to] of ok) for (let c = from; c < to; c++) times[c]!++;
        const c = new ChunkCoverage(total);
        for (const [from, to, source] of ok) c.add(from, to, source);
        const issues = c.problems();
        const missing = times.filter((t) => t === 0).length;
        const incomplete = issues.filter((i) => i.code === 'merge/incomplete');
        expect(incomplete.length).toBe(missing > 0 ? 1 : 0);
        if (missing > 0) expect(incomplete[0]!.message).toContain(`(${missing} of ${total})`);
        expect(issues.some((i) => i.code === 'merge/overlap')).toBe(times.some((t) => t > 1));
      }),
      { numRuns: 500 },
    );
  });
});
