// Huge game counts: the plan is a range and tasks are made on demand, so a run of 10^13 games
// starts at once, reports progress and can be cancelled (listing its 150 million chunks first took
// gigabytes and minutes).

import { expect, test } from 'vitest';
import { CancelledError, simulate } from '../src/index.js';
import { MAX_GAMES } from '../src/core/options.js';
import { chunkCount, groupTasks, planChunks, plannedGames, taskCount } from '../src/run/plan.js';
import type { Progress } from '../src/run/runner.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';

test('the plan of the largest run is a range; its tasks are made one at a time', () => {
  const plan = planChunks(MAX_GAMES);
  expect(plan).toEqual({ totalGames: MAX_GAMES, from: 0, to: chunkCount(MAX_GAMES) });
  expect(plannedGames(plan)).toBe(MAX_GAMES);
  const tasks = groupTasks(plan, 2);
  const first = tasks.next().value!;
  expect(first.map((c) => c.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  expect(first.every((c) => c.games === GAMES_PER_CHUNK)).toBe(true);
  expect(taskCount(plan, 2)).toBe(Math.ceil(chunkCount(MAX_GAMES) / 8));
});

test.each([1, 2, 3, 7, 16])(
  '%i shards: every chunk once, the games add up, the last chunk partial',
  (count) => {
    const games = 20 * GAMES_PER_CHUNK + 321;
    let next = 0;
    let total = 0;
    for (let k = 1; k <= count; k++) {
      const plan = planChunks(games, { index: k, count });
      const chunks = [...groupTasks(plan, 3)].flat();
      expect(chunks.map((c) => c.index)).toEqual(
        Array.from({ length: plan.to - plan.from }, (_, i) => next + i),
      );
      expect(chunks.reduce((s, c) => s + c.games, 0)).toBe(plannedGames(plan));
      expect([...groupTasks(plan, 3)].length).toBe(taskCount(plan, 3));
      next = plan.to;
      total += plannedGames(plan);
    }
    expect(next).toBe(chunkCount(games));
    expect(total).toBe(games);
  },
);

test('a run of 10^13 games reports progress at once and stops when cancelled', async () => {
  const controller = new AbortController();
  const seen: Progress[] = [];
  const run = simulate({
    game: 'snakes',
    games: MAX_GAMES,
    seed: 3,
    threads: 1,
    signal: controller.signal,
    onProgress: (p) => {
      seen.push(p);
      if (p.gamesDone > 0) controller.abort();
    },
  });
  await expect(run).rejects.toBeInstanceOf(CancelledError);
  expect(seen[0]).toEqual({ gamesDone: 0, games: MAX_GAMES });
  expect(seen.at(-1)!.gamesDone).toBe(8 * GAMES_PER_CHUNK);
});
