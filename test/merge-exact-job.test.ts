// `boardsim merge` computes the exact answer the merged report compares against as an exact job on
// a worker thread (src/run/exact-job.ts): an AbortSignal, or Ctrl-C, stops it at once, and nothing
// is written.

import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CancelledError } from '../src/core/errors.js';
import { merge, mergeAsync, simulate } from '../src/index.js';
import { resolveSnakesBoard } from '../src/games/snakes/settings.js';
import { nodePlatform } from '../src/workers/platform-node.js';
import { ShardMerger } from '../src/api/merge.js';
import type { SimulationReport } from '../src/report/simulation.js';
import { solveGameJob } from '../src/games/jobs.js';
import type { ExactRunner } from '../src/run/exact-job.js';
import { simulateOn } from '../src/api/simulate.js';
import { runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-merge-exact-job-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A board of long games whose exact answer takes many seconds (11 s of CPU on the 2-vCPU
 *  machine): 1,000 squares, overshoot "stay", every odd one of the last 8 squares back to 1. */
function longBoard(): string {
  const jumps: Record<number, number> = {};
  for (let s = 992; s < 1000; s++) if (s % 2 !== 0) jumps[s] = 1;
  return JSON.stringify({ squares: 1000, start: 1, jumps, rollAgainOnSix: false, overshoot: 'stay' });
}

let shards: SimulationReport[];

// The shards' own exact answers would take as long as merge's: they are given the classic board's
// instead (merge reads only whether the shards had one, and computes its own).
beforeAll(async () => {
  const classic = resolveSnakesBoard({ preset: 'classic' }).board;
  const standIn: ExactRunner = async (job) =>
    solveGameJob(job.game === 'snakes' ? { ...job, board: classic } : job);
  const platform = { ...nodePlatform, runExact: standIn };
  const run = { game: 'snakes', board: longBoard(), games: 1000, seed: 3, threads: 1 };
  shards = [
    await simulateOn(platform, { ...run, shard: '1/2' }),
    await simulateOn(platform, { ...run, shard: '2/2' }),
  ];
});

test('a first shard that played no games still gives the merged report its exact comparison', async () => {
  // 1,000 games are one chunk: shard 1 of 2 plays none, and has no exact section of its own
  const run = { game: 'snakes', preset: 'classic', games: 1000, seed: 3, threads: 1 };
  const [empty, full] = [await simulate({ ...run, shard: '1/2' }), await simulate({ ...run, shard: '2/2' })];
  expect(empty.games).toBe(0);
  expect(empty.exact).toBeUndefined();
  const whole = await simulate(run);
  expect(merge([empty, full]).exact).toEqual(whole.exact);
  expect(merge([full, empty]).exact).toEqual(whole.exact);
});

test('an AbortSignal stops the merge during its exact answer', async () => {
  const merger = new ShardMerger();
  shards.forEach((shard, i) => merger.add(shard, `shard ${i + 1}`));
  const controller = new AbortController();
  const merged = merger.resultOffThread(nodePlatform.runExact!, controller.signal);
  // once the worker has started on the answer (seconds of work)
  setTimeout(() => controller.abort(), 1000);
  await expect(merged).rejects.toBeInstanceOf(CancelledError);
});

test("the library's mergeAsync gives merge's report, its exact answer from a worker", async () => {
  const run = { game: 'snakes', preset: 'classic', games: 140_000, seed: 8, threads: 1 };
  const parts = [await simulate({ ...run, shard: '2/2' }), await simulate({ ...run, shard: '1/2' })];
  const sources = ['b.json', 'a.json'];
  const merged = await mergeAsync(parts, { sources });
  expect(merged.exact).toBeDefined();
  expect(merged).toEqual(merge(parts, sources));
  // the sources name the report in an error, as merge's do
  // not a list: a clear error from both, naming what they were given
  expect(() => merge(null as never)).toThrow(/reports: must be a list of reports.*not null/);
  await expect(mergeAsync({} as never)).rejects.toThrow(/reports: must be a list of reports/);
  await expect(mergeAsync([parts[0], parts[0]], { sources })).rejects.toThrow(
    /a\.json.*also in b\.json|shard 2\/2 is also in b\.json/,
  );
});

test("an AbortSignal stops the library's mergeAsync during its exact answer, and before it starts", async () => {
  const controller = new AbortController();
  const merged = mergeAsync(shards, { signal: controller.signal });
  setTimeout(() => controller.abort(), 1000);
  await expect(merged).rejects.toBeInstanceOf(CancelledError);
  await expect(mergeAsync(shards, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(CancelledError);
});

test('Ctrl-C during the exact answer ends merge at once: exit 130, no output file', async () => {
  const files = shards.map((shard, i) => {
    const file = join(dir, `shard-${i + 1}.json`);
    writeFileSync(file, JSON.stringify(shard));
    return file;
  });
  const out = join(dir, 'merged.json');
  const r = await runCli(['merge', ...files, '--out', out], {
    onSpawn: (kill) => setTimeout(() => kill('SIGINT'), 2000),
  });
  expect(r.code).toBe(130);
  expect(r.stderr).toMatch(/^boardsim: interrupted; nothing was written\n$/);
  expect(r.stdout).toBe('');
  expect(existsSync(out)).toBe(false);
});
