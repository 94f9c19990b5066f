// Shard planning and task grouping as properties (fast-check): the shards of any run split any way
// play every chunk exactly once, in order, in shards whose sizes differ by at most one; the tasks
// of a plan are its chunks in order, at most 8 each; the games add up to the run's; and floating-
// point sums come out the same whatever order the chunks come back in.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { ChunkOrderSums } from '../src/run/chunk-order.js';
import {
  cappedThreads,
  chunkAt,
  chunkCount,
  coreThreadCap,
  groupTasks,
  planChunks,
  plannedGames,
  taskCount,
  workerThreads,
} from '../src/run/plan.js';

const games = fc.oneof(
  fc.integer({ min: 1, max: 40 * GAMES_PER_CHUNK }),
  fc.constantFrom(1, GAMES_PER_CHUNK - 1, GAMES_PER_CHUNK, GAMES_PER_CHUNK + 1, 3 * GAMES_PER_CHUNK),
  fc.integer({ min: 1, max: 1e13 }),
);

describe('shards (property)', () => {
  test('K/N for K = 1..N: every chunk once, in order, sizes within one of each other', () => {
    fc.assert(
      fc.property(games, fc.integer({ min: 1, max: 50 }), (n, count) => {
        const total = chunkCount(n);
        expect(total).toBe(Math.ceil(n / GAMES_PER_CHUNK));
        let next = 0;
        let played = 0;
        const sizes: number[] = [];
        for (let index = 1; index <= count; index++) {
          const plan = planChunks(n, { index, count });
          expect(plan.totalGames).toBe(n);
          expect(plan.from).toBe(next);
          expect(plan.to).toBeGreaterThanOrEqual(plan.from);
          sizes.push(plan.to - plan.from);
          next = plan.to;
          played += plannedGames(plan);
        }
        expect(next).toBe(total);
        expect(played).toBe(n);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect(planChunks(n)).toEqual({ totalGames: n, from: 0, to: total });
        expect(plannedGames(planChunks(n))).toBe(n);
      }),
    );
  });

  test("a chunk is full but the last, which holds the run's remainder", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 * GAMES_PER_CHUNK }), (n) => {
        const plan = planChunks(n);
        const chunks = Array.from({ length: plan.to }, (_, i) => chunkAt(plan, i));
        expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
        expect(chunks.slice(0, -1).every((c) => c.games === GAMES_PER_CHUNK)).toBe(true);
        expect(chunks.at(-1)!.games).toBe(n - (plan.to - 1) * GAMES_PER_CHUNK);
        expect(chunks.at(-1)!.games).toBeGreaterThan(0);
      }),
    );
  });

  test('an empty shard plays nothing', () => {
    const plan = planChunks(100, { index: 1, count: 3 });
    expect(plan).toEqual({ totalGames: 100, from: 0, to: 0 });
    expect(plannedGames(plan)).toBe(0);
    expect([...groupTasks(plan, 2)]).toEqual([]);
    expect(taskCount(plan, 2)).toBe(0);
    // any empty range plays nothing, wherever it is
    expect(plannedGames({ totalGames: 10, from: 1, to: 1 })).toBe(0);
    expect(plannedGames({ totalGames: 10, from: 1, to: 0 })).toBe(0);
  });
});

describe('tasks (property)', () => {
  test("the tasks are the plan's chunks in order, at most 8 each, a few per worker at least", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 * GAMES_PER_CHUNK }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 64 }),
        (n, index, extra, workers) => {
          const plan = planChunks(n, { index, count: index + extra - 1 });
          const tasks = [...groupTasks(plan, workers)];
          expect(tasks.length).toBe(taskCount(plan, workers));
          expect(tasks.flat()).toEqual(
            Array.from({ length: plan.to - plan.from }, (_, i) => chunkAt(plan, plan.from + i)),
          );
          const chunks = plan.to - plan.from;
          const size = Math.min(8, Math.max(1, Math.ceil(chunks / (workers * 6))));
          // every task but the last has `size` chunks
          expect(tasks.slice(0, -1).every((t) => t.length === size)).toBe(true);
          expect(tasks.at(-1)?.length ?? 0).toBeLessThanOrEqual(size);
          expect(tasks.at(-1)?.length ?? 1).toBeGreaterThan(0);
        },
      ),
    );
  });

  test('examples: 1,000 chunks on 2 workers are tasks of 8; 20 chunks on 4 workers, of 1', () => {
    const big = planChunks(1000 * GAMES_PER_CHUNK);
    expect([...groupTasks(big, 2)][0]!.length).toBe(8);
    expect(taskCount(big, 2)).toBe(125);
    const small = planChunks(20 * GAMES_PER_CHUNK);
    expect(taskCount(small, 4)).toBe(20);
    // 13 chunks on 1 worker: ⌈13/6⌉ = 3 a task, the last one ragged
    const ragged = planChunks(13 * GAMES_PER_CHUNK - 5);
    expect([...groupTasks(ragged, 1)].map((t) => t.length)).toEqual([3, 3, 3, 3, 1]);
    expect(taskCount(ragged, 1)).toBe(5);
  });
});

describe('threads', () => {
  test('at most two per core; the threads option capped', () => {
    expect(coreThreadCap(4)).toBe(8);
    expect(coreThreadCap(0)).toBe(2);
    expect(coreThreadCap(1)).toBe(2);
    expect(cappedThreads(undefined, 4)).toBe(4);
    expect(cappedThreads(100, 4)).toBe(8);
    expect(cappedThreads(3, 4)).toBe(3);
    expect(() => cappedThreads(0, 4)).toThrow(/threads/);
  });

  test('the workers a run starts, and the note that says why fewer', () => {
    const many = planChunks(1000 * GAMES_PER_CHUNK);
    expect(workerThreads(4, many, 2)).toEqual({ workers: 4 });
    expect(workerThreads(6, many, 2)).toEqual({
      workers: 4,
      note: '--threads 6: ran 4 threads (2 per core on 2 cores: more only cost memory)',
    });
    expect(workerThreads(3, many, 1)).toEqual({
      workers: 2,
      note: '--threads 3: ran 2 threads (2 per core on 1 core: more only cost memory)',
    });
    // one chunk: one task
    expect(workerThreads(4, planChunks(10), 8)).toEqual({
      workers: 1,
      note: '--threads 4: ran 1 thread (the run has 1 task)',
    });
    expect(workerThreads(8, planChunks(3 * GAMES_PER_CHUNK), 8)).toEqual({
      workers: 3,
      note: '--threads 8: ran 3 threads (the run has 3 tasks)',
    });
    // as many tasks as the core cap: the tasks are the reason
    expect(workerThreads(8, planChunks(4 * GAMES_PER_CHUNK), 2)).toEqual({
      workers: 4,
      note: '--threads 8: ran 4 threads (the run has 4 tasks)',
    });
    // an empty shard still starts one
    expect(workerThreads(2, planChunks(10, { index: 1, count: 2 }), 2).workers).toBe(1);
    expect(workerThreads(1, many, 1)).toEqual({ workers: 1 });
  });
});

describe('sums in chunk order (property)', () => {
  test('any order of return gives the bits of chunk order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 3, maxLength: 3 }), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.integer({ min: 0, max: 100 }),
        fc.infiniteStream(fc.nat()),
        (chunks, first, order) => {
          const inOrder = new Float64Array(3);
          for (const c of chunks) for (let i = 0; i < 3; i++) inOrder[i]! += c[i]!;
          const indices = chunks.map((_, i) => i);
          let k = indices.length;
          for (const p of order.take(indices.length)) {
            if (k <= 1) break;
            const j = p % k--;
            [indices[k], indices[j]] = [indices[j]!, indices[k]!];
          }
          const sums = new ChunkOrderSums(first);
          for (const i of indices) sums.add(first + i, Float64Array.from(chunks[i]!));
          expect(Array.from(sums.sums())).toEqual(Array.from(inOrder));
        },
      ),
    );
  });

  test('a chunk that never came back, or none at all, is a bug that says so', () => {
    const sums = new ChunkOrderSums(5);
    expect(() => sums.sums()).toThrow('no chunk came back');
    sums.add(6, Float64Array.of(1));
    expect(() => sums.sums()).toThrow('chunk 5 never came back');
    sums.add(5, Float64Array.of(2));
    expect(Array.from(sums.sums())).toEqual([3]);
  });
});
