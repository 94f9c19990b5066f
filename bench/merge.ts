// Merging the shard files of a run split 10,000 ways (tinybench): seconds per merge and how much
// the heap grows while it runs. The shards are made from one real 65,536-game chunk, rebuilt as
// shard k of 10,000 (each with its own chunk range and digest), so that making them takes seconds
// rather than the hours 655 million games would. Run alone with `npx tsx bench/merge.ts`; with
// BOARDSIM_BENCH_MERGE_DIR=DIR the shards are written to DIR (made if missing) and kept, so that
// `boardsim merge DIR` can be timed or profiled on them.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Bench } from 'tinybench';
import { mergeFiles } from '../src/cli/merge-files.js';
import { prepareRun } from '../src/games/index.js';
import { simulate } from '../src/index.js';
import { reportDigest } from '../src/report/digest.js';
import { buildReport, reportTotals } from '../src/report/simulation.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { HIST_BINS } from '../src/wasm/layout.js';
import { machine } from './machine.js';

const SHARDS = Number(process.env.BOARDSIM_BENCH_SHARDS ?? 10_000);

/** Writes SHARDS shard files of one run (one chunk each) into a new folder; returns it. One
 *  report is built (with its exact comparison, which takes a while); the others are copies with
 *  their own shard, chunk range, shortest game's chunk and digest. */
async function makeShards(folder: string): Promise<void> {
  const chunk = await simulate({
    game: 'snakes',
    preset: 'classic',
    games: GAMES_PER_CHUNK,
    seed: 1,
    threads: 1,
  });
  const run = prepareRun('snakes', { preset: 'classic' });
  const totalGames = SHARDS * GAMES_PER_CHUNK;
  const template = buildReport(run, reportTotals(chunk, HIST_BINS - 1), {
    seed: 1n,
    threads: 1,
    elapsedMs: chunk.elapsedMs,
    totalGames,
    shard: { index: 1, count: SHARDS },
    chunkRange: [0, 0],
  });
  for (let k = 1; k <= SHARDS; k++) {
    const report = structuredClone(template);
    report.run.shard = { index: k, count: SHARDS, chunks: [k - 1, k - 1] };
    if (report.shortestGame) report.shortestGame.chunk = k - 1;
    report.run.digest = reportDigest(report);
    writeFileSync(join(folder, `shard-${k}.json`), `${JSON.stringify(report, null, 2)}\n`);
  }
}

export async function runMergeBench(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'boardsim-bench-merge-'));
  try {
    await makeShards(folder);
    let heapGrowth = 0;
    // CPU seconds as well as wall: on a shared machine the wall time is mostly waiting for a core
    let cpuSeconds = 0;
    let runs = 0;
    const bench = new Bench({ name: 'merge', iterations: 3, warmupIterations: 0, time: 0 });
    bench.add(`merge ${SHARDS.toLocaleString('en-US')} shard files`, async () => {
      const before = process.memoryUsage().heapUsed;
      const cpuBefore = process.cpuUsage();
      let peak = before;
      const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 50);
      const merged = await mergeFiles([folder]);
      clearInterval(timer);
      const cpu = process.cpuUsage(cpuBefore);
      cpuSeconds += (cpu.user + cpu.system) / 1e6;
      runs++;
      heapGrowth = Math.max(heapGrowth, peak - before);
      if (merged.games !== SHARDS * GAMES_PER_CHUNK) throw new Error('the merge lost games');
    });
    await bench.run();
    console.log(machine());
    for (const task of bench.tasks) {
      const latency = task.result && 'latency' in task.result ? task.result.latency : undefined;
      console.log(
        `${task.name}: ${((latency?.mean ?? NaN) / 1000).toFixed(2)} s (mean of 3 runs; ${(cpuSeconds / runs).toFixed(2)} s of CPU), heap growth at most ${(heapGrowth / 2 ** 20).toFixed(0)} MiB`,
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const keep = process.env.BOARDSIM_BENCH_MERGE_DIR;
if (keep === undefined) await runMergeBench();
else {
  mkdirSync(keep, { recursive: true });
  await makeShards(keep);
  console.log(`${SHARDS.toLocaleString('en-US')} shard files in ${keep}`);
}
