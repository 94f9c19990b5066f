// Slurm for real: a one-node cluster started by hand (test/slurm/cluster.ts), the Slurm section of
// docs/guide/scaling.md run as written (a job array of `simulate --shard auto --out`, waited for,
// then `merge`), and the merge compared with the unsharded run. Without Slurm the
// test skips, saying why; in CI (.ci/run installs slurm-wlm and munge) it must run.

import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ROOT, runCli } from './helpers.js';
import { SlurmCluster, isAlive, slurmMissing } from './slurm/cluster.js';

const PAGE = 'docs/guide/scaling.md';
/** The longest the job array and its merge may take: a few seconds on an idle machine. */
const JOB_LIMIT_MS = 300_000;

/** The blocks of docs/guide/scaling.md marked `<!-- docs-test: run by test/slurm.test.ts -->`. */
function docsBlocks(): string[] {
  const lines = readFileSync(join(ROOT, PAGE), 'utf8').split('\n');
  const blocks: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== '<!-- docs-test: run by test/slurm.test.ts -->') continue;
    let open = i + 1;
    while (lines[open]!.trim() === '') open++;
    if (!lines[open]!.startsWith('```')) throw new Error(`${PAGE}:${i + 1}: no block after the directive`);
    const close = lines.findIndex((line, j) => j > open && line.startsWith('```'));
    blocks.push(`${lines.slice(open + 1, close).join('\n')}\n`);
    i = close;
  }
  return blocks;
}

/** The report's text with the fields that say how long it took and on how many threads blanked
 *  (as test/shard-auto.test.ts compares). */
function withoutTiming(json: string): string {
  return json.replace(/"(elapsedMs|gamesPerSecond|threads)": [\d.e+]+/g, '"$1": "-"');
}

const missing = slurmMissing();
if (missing) console.warn(`skipping the Slurm test: ${missing}`);

describe.skipIf(missing)('a Slurm job array on a one-node cluster', () => {
  let cluster: SlurmCluster | undefined;
  afterAll(async () => {
    await cluster?.stop();
  });

  test(
    "the Slurm section of the scaling guide, run as written: the array's shards merge into the whole run",
    async () => {
      const blocks = docsBlocks();
      expect(blocks, `${PAGE}: the batch script and the commands that submit it`).toHaveLength(2);
      const [script, submit] = blocks as [string, string];
      expect(script).toMatch(/^#SBATCH --array=0-3$/m);

      cluster = await SlurmCluster.start();
      const work = cluster.work;
      writeFileSync(join(work, 'boardsim-array.sh'), script, { mode: 0o755 });
      const run = await cluster.run(submit, work, JOB_LIMIT_MS);
      const failure = run.timedOut
        ? `the job array and its merge did not end within ${JOB_LIMIT_MS / 1000} s`
        : `the commands exited ${run.code}`;
      expect(run.timedOut || run.code !== 0, `${failure}:\n${run.output}\n${cluster.logs()}`).toBe(false);

      // one shard per task, numbered from the array (tasks 0..3 are shards 1..4 of 4)
      const shards = readdirSync(join(work, 'shards')).sort();
      expect(shards, `the shards written:\n${run.output}\n${cluster.logs()}`).toEqual([
        'part-0.json',
        'part-1.json',
        'part-2.json',
        'part-3.json',
      ]);
      const ranges = shards.map(
        (file) => JSON.parse(readFileSync(join(work, 'shards', file), 'utf8')).run.shard,
      );
      expect(ranges.map((r: { index: number; count: number }) => [r.index, r.count])).toEqual([
        [1, 4],
        [2, 4],
        [3, 4],
        [4, 4],
      ]);

      // each task's stderr is a file under Slurm: its log has the run's progress lines
      const errors = readdirSync(join(work, 'logs')).filter((name) => name.endsWith('.err'));
      expect(errors).toHaveLength(4);
      for (const name of errors)
        expect(readFileSync(join(work, 'logs', name), 'utf8'), name).toMatch(
          /^boardsim: progress: simulate snakes efi: started, [\d,]+ games\n(?:boardsim: progress: .*\n)*boardsim: progress: simulate snakes efi: done, [\d,]+ games in .*\n$/,
        );

      // the merge is the whole run, but for how long it took and on how many threads
      const whole = await runCli([
        'simulate',
        'snakes',
        '--preset',
        'efi',
        '--games',
        '4e5',
        '--seed',
        '7',
        '--json',
        '--quiet',
      ]);
      expect(whole.code).toBe(0);
      expect(withoutTiming(readFileSync(join(work, 'whole.json'), 'utf8'))).toBe(withoutTiming(whole.stdout));

      // the daemons stop by PID and nothing is left: no process, no folder
      const { dir, pids } = cluster;
      const left = await cluster.stop();
      cluster = undefined;
      expect(left).toEqual([]);
      expect(pids.filter(isAlive)).toEqual([]);
      expect(existsSync(dir)).toBe(false);
    },
    2 * JOB_LIMIT_MS,
  );
});
