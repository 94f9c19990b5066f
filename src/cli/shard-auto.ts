// `--shard auto` and `--shard auto/N`: the shard index (and, where the engine says it, the count)
// from the array-job variables of the engines people run: Kubernetes Indexed Jobs, Slurm job
// arrays, AWS Batch array jobs and GNU parallel. The library takes K/N; this turns auto into K/N.

import { BoardsimError } from '../core/errors.js';

type Env = Readonly<Record<string, string | undefined>>;

interface Found {
  readonly variable: string;
  /** 1-based. */
  readonly index: number;
  /** The count, where the engine gives it. */
  readonly count?: number;
  /** Where to find the count to give as auto/N, when the engine does not give it. */
  readonly countHint?: string;
}

function fail(message: string): never {
  throw new BoardsimError([{ code: 'options/shard-auto', path: 'shard', message }]);
}

function whole(env: Env, name: string): number {
  const text = env[name];
  if (text === undefined || !/^\d{1,15}$/.test(text.trim()))
    return fail(`auto: ${name} is ${JSON.stringify(text)}, not a whole number`);
  return Number(text.trim());
}

/** Each engine: the variable that marks it, and how its index (and count) are read. */
const ENGINES: readonly { variable: string; name: string; read: (env: Env) => Found }[] = [
  {
    variable: 'JOB_COMPLETION_INDEX',
    name: 'a Kubernetes Indexed Job',
    read: (env) => ({
      variable: 'JOB_COMPLETION_INDEX',
      index: whole(env, 'JOB_COMPLETION_INDEX') + 1,
      countHint: "the Job's spec.completions",
    }),
  },
  {
    variable: 'SLURM_ARRAY_TASK_ID',
    name: 'a Slurm job array',
    read: (env) => {
      // --array=MIN-MAX[:STEP]: tasks MIN, MIN+STEP, … are shards 1, 2, …
      const min = env.SLURM_ARRAY_TASK_MIN === undefined ? 0 : whole(env, 'SLURM_ARRAY_TASK_MIN');
      const step =
        env.SLURM_ARRAY_TASK_STEP === undefined ? 1 : Math.max(1, whole(env, 'SLURM_ARRAY_TASK_STEP'));
      const id = whole(env, 'SLURM_ARRAY_TASK_ID');
      if (id < min || (id - min) % step !== 0)
        fail(`auto: SLURM_ARRAY_TASK_ID ${id} is not one of the array's tasks (min ${min}, step ${step})`);
      return {
        variable: 'SLURM_ARRAY_TASK_ID',
        index: (id - min) / step + 1,
        ...(env.SLURM_ARRAY_TASK_COUNT !== undefined && { count: whole(env, 'SLURM_ARRAY_TASK_COUNT') }),
        countHint: 'the number of tasks in --array',
      };
    },
  },
  {
    variable: 'AWS_BATCH_JOB_ARRAY_INDEX',
    name: 'an AWS Batch array job',
    read: (env) => ({
      variable: 'AWS_BATCH_JOB_ARRAY_INDEX',
      index: whole(env, 'AWS_BATCH_JOB_ARRAY_INDEX') + 1,
      countHint: "the array job's arrayProperties.size",
    }),
  },
  {
    variable: 'PARALLEL_SEQ',
    name: 'GNU parallel',
    read: (env) => {
      const seq = whole(env, 'PARALLEL_SEQ');
      if (seq < 1) fail('auto: PARALLEL_SEQ is 0; GNU parallel counts its jobs from 1');
      return { variable: 'PARALLEL_SEQ', index: seq, countHint: 'the number of inputs given to parallel' };
    },
  },
];

/** The --shard value with auto resolved to K/N from `env`; any other value is returned as given. */
export function resolveShardOption(value: string, env: Env = process.env): string {
  const match = /^\s*auto\s*(?:\/\s*(\S+)\s*)?$/.exec(value);
  if (!match) return value;
  const given = match[1];
  if (given !== undefined && !/^\d{1,15}$/.test(given))
    fail(`auto/N needs a whole number N of shards, not ${JSON.stringify(given)}`);
  const engines = ENGINES.filter((e) => env[e.variable] !== undefined && env[e.variable] !== '');
  if (engines.length === 0)
    fail(
      `auto found no array-job variable (${ENGINES.map((e) => `${e.variable} for ${e.name}`).join(', ')}): run it as one, or give --shard K/N`,
    );
  if (engines.length > 1)
    fail(
      `auto found several array-job variables (${engines.map((e) => e.variable).join(', ')}): give --shard K/N`,
    );
  const found = engines[0]!.read(env);
  const count = given === undefined ? found.count : Number(given);
  if (count === undefined)
    fail(
      `auto: ${found.variable} gives the index but not the count of shards: give --shard auto/N (N: ${found.countHint})`,
    );
  if (found.count !== undefined && count !== found.count)
    fail(`auto/${count}: but SLURM_ARRAY_TASK_COUNT says the array has ${found.count} tasks`);
  if (count < 1 || found.index > count)
    fail(`auto: ${found.variable} makes this shard ${found.index}, but there are ${count} shards`);
  return `${found.index}/${count}`;
}
