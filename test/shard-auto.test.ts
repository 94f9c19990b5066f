// --shard auto: the shard from the array-job variables of Kubernetes, Slurm, AWS Batch and GNU
// parallel, clear errors otherwise, and the whole workflow run by GNU parallel on this machine.

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { resolveShardOption } from '../src/cli/shard-auto.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { CLI, runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-shard-auto-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('resolveShardOption', () => {
  test.each([
    ['Kubernetes (0-based, count given)', 'auto/10', { JOB_COMPLETION_INDEX: '0' }, '1/10'],
    ['Kubernetes, last index', 'auto/10', { JOB_COMPLETION_INDEX: '9' }, '10/10'],
    [
      'Slurm --array=1-8',
      'auto',
      { SLURM_ARRAY_TASK_ID: '3', SLURM_ARRAY_TASK_MIN: '1', SLURM_ARRAY_TASK_COUNT: '8' },
      '3/8',
    ],
    [
      'Slurm --array=0-7',
      'auto',
      { SLURM_ARRAY_TASK_ID: '0', SLURM_ARRAY_TASK_MIN: '0', SLURM_ARRAY_TASK_COUNT: '8' },
      '1/8',
    ],
    [
      'Slurm --array=10-40:10',
      'auto',
      {
        SLURM_ARRAY_TASK_ID: '30',
        SLURM_ARRAY_TASK_MIN: '10',
        SLURM_ARRAY_TASK_STEP: '10',
        SLURM_ARRAY_TASK_COUNT: '4',
      },
      '3/4',
    ],
    [
      'Slurm, count given and equal',
      'auto/8',
      { SLURM_ARRAY_TASK_ID: '8', SLURM_ARRAY_TASK_MIN: '1', SLURM_ARRAY_TASK_COUNT: '8' },
      '8/8',
    ],
    ['AWS Batch (0-based)', 'auto/4', { AWS_BATCH_JOB_ARRAY_INDEX: '2' }, '3/4'],
    ['GNU parallel (1-based)', 'auto/4', { PARALLEL_SEQ: '4' }, '4/4'],
    ['K/N passes through', '2/5', { PARALLEL_SEQ: '1' }, '2/5'],
  ])('%s', (_name, value, env, expected) => {
    expect(resolveShardOption(value, env)).toBe(expected);
  });

  test.each([
    [
      'no variable',
      'auto',
      {},
      /shard: auto found no array-job variable \(JOB_COMPLETION_INDEX for a Kubernetes Indexed Job, SLURM_ARRAY_TASK_ID for a Slurm job array, AWS_BATCH_JOB_ARRAY_INDEX for an AWS Batch array job, PARALLEL_SEQ for GNU parallel\)/,
    ],
    [
      'Kubernetes without the count',
      'auto',
      { JOB_COMPLETION_INDEX: '3' },
      /JOB_COMPLETION_INDEX gives the index but not the count of shards: give --shard auto\/N \(N: the Job's spec\.completions\)/,
    ],
    ['GNU parallel without the count', 'auto', { PARALLEL_SEQ: '3' }, /give --shard auto\/N/],
    [
      'an index past the count',
      'auto/3',
      { JOB_COMPLETION_INDEX: '3' },
      /makes this shard 4, but there are 3 shards/,
    ],
    [
      'a count that disagrees with Slurm',
      'auto/4',
      { SLURM_ARRAY_TASK_ID: '1', SLURM_ARRAY_TASK_COUNT: '8' },
      /auto\/4: but SLURM_ARRAY_TASK_COUNT says the array has 8 tasks/,
    ],
    [
      'two engines at once',
      'auto/4',
      { PARALLEL_SEQ: '1', SLURM_ARRAY_TASK_ID: '1' },
      /several array-job variables \(SLURM_ARRAY_TASK_ID, PARALLEL_SEQ\)/,
    ],
    [
      'a malformed index',
      'auto/4',
      { AWS_BATCH_JOB_ARRAY_INDEX: 'x' },
      /AWS_BATCH_JOB_ARRAY_INDEX is "x", not a whole number/,
    ],
    [
      'a malformed count',
      'auto/four',
      { PARALLEL_SEQ: '1' },
      /auto\/N needs a whole number N of shards, not "four"/,
    ],
  ])('%s: a clear error', (_name, value, env, message) => {
    expect(() => resolveShardOption(value, env)).toThrow(message);
  });
});

/** The report's text with the fields that say how long it took and on how many threads blanked. */
function withoutTiming(json: string): string {
  return json.replace(/"(elapsedMs|gamesPerSecond|threads)": [\d.e+]+/g, '"$1": "-"');
}

async function hasParallel(): Promise<boolean> {
  return promisify(execFile)('parallel', ['--version']).then(
    () => true,
    () => false,
  );
}

describe('the sharded workflow with GNU parallel', () => {
  test('parallel runs the shards with --shard auto/4; their merge is the unsharded run, byte for byte but timings', async (context) => {
    if (!(await hasParallel())) {
      // CI installs Debian's parallel (.ci/run): there, a missing one is a failure
      if (process.env.CI === 'true')
        throw new Error('GNU parallel is not installed (apt-get install parallel)');
      context.skip();
    }
    const games = String(5 * GAMES_PER_CHUNK + 123); // 6 chunks over 4 shards, the last one partial
    const common = [
      'simulate',
      'snakes',
      '--preset',
      'classic',
      '--games',
      games,
      '--seed',
      '9',
      '--quiet',
      '--threads',
      '1',
    ];
    await promisify(execFile)(
      'parallel',
      [
        '--will-cite',
        '-j',
        '2',
        process.execPath,
        CLI,
        ...common,
        '--shard',
        'auto/4',
        '--out',
        join(dir, 'shard-{#}.json'),
        ':::',
        '1',
        '2',
        '3',
        '4',
      ],
      { cwd: dir },
    );
    expect(readdirSync(dir).sort()).toEqual(['shard-1.json', 'shard-2.json', 'shard-3.json', 'shard-4.json']);
    const shards = [1, 2, 3, 4].map((k) => JSON.parse(readFileSync(join(dir, `shard-${k}.json`), 'utf8')));
    expect(shards.map((s) => s.run.shard)).toEqual([
      { index: 1, count: 4, chunks: [0, 0] },
      { index: 2, count: 4, chunks: [1, 2] },
      { index: 3, count: 4, chunks: [3, 3] },
      { index: 4, count: 4, chunks: [4, 5] },
    ]);
    const merged = await runCli(['merge', dir, '--json']);
    expect(merged.code).toBe(0);
    const whole = await runCli([...common, '--json']);
    expect(whole.code).toBe(0);
    expect(withoutTiming(merged.stdout)).toBe(withoutTiming(whole.stdout));
  });

  test('without an engine, --shard auto is one clear line and exit 2', async () => {
    const r = await runCli(['simulate', 'snakes', '--games', '1e3', '--shard', 'auto']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^boardsim: error: --shard: auto found no array-job variable/);
  });
});
