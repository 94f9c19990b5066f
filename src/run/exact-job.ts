// Exact answers as jobs: plain data (boards cross postMessage unchanged), computed off the calling
// thread where the platform has workers. On a board of long games they take minutes; run there,
// they never hold the progress bar, Ctrl-C or an AbortSignal (terminating the worker stops them at
// once). Which code solves a job is looked up by its kind in a table of solvers that the worker
// builds from the games' registry (src/games/jobs.ts): nothing here knows a game.

import { CancelledError } from '../core/errors.js';
import { RecentMap } from '../core/recent.js';
import { yieldToEventLoop } from './executor.js';

/** An exact job: its kind (`game`: a game's name for simulate's answer, or another of its kinds
 *  such as `snakes-analysis`) and what the solver needs, as plain data. */
export interface ExactJob {
  readonly game: string;
}

/** What a worker started for one exact job posts back: the answer, or the error (as
 *  postableError makes it). */
export type ExactMessage = { readonly answer: unknown } | { readonly error: unknown };

/** Computes one kind of job on this thread. */
export type ExactSolver<J extends ExactJob = never> = (job: J) => unknown;

/** Solvers by job kind. */
export type ExactSolvers = Readonly<Record<string, ExactSolver<never>>>;

/** Solves jobs of the kinds in `solvers` (what a worker runs). */
export function jobSolver(solvers: ExactSolvers): <J extends ExactJob>(job: J) => unknown {
  return (job) => {
    if (!Object.hasOwn(solvers, job.game)) throw new Error(`no exact solver for ${job.game}`);
    return (solvers[job.game] as ExactSolver<ExactJob>)(job);
  };
}

/** Computes an exact job off the calling thread, stopped at once by `signal` (a platform's
 *  worker: worker_threads in Node, a Web Worker in a browser). */
export type ExactRunner = (job: ExactJob, signal?: AbortSignal) => Promise<unknown>;

/** The answer to `job` from `runExact` (a worker for each job, so that a run starts the same
 *  workers whatever ran before it), else computed on this thread by `solve` (a job without one
 *  needs a worker: its code ships in the workers only). */
export async function exactAnswerOffThread<A>(
  runExact: ExactRunner | undefined,
  job: ExactJob,
  solve: (() => A) | undefined,
  signal?: AbortSignal,
): Promise<A> {
  if (!runExact) {
    if (!solve) throw new Error(`a platform without runExact cannot compute ${job.game}`);
    // let the first tasks and any pending abort in first
    await yieldToEventLoop();
    if (signal?.aborted) throw new CancelledError();
    return exactAnswer(job, solve);
  }
  const answer = await runExact(job, signal);
  rememberExact(job, answer);
  return answer as A;
}

/** Answers of recent runs, by job: the text summary's chart draws the distribution a run has just
 *  computed instead of computing it again on this thread. */
const answers = new RecentMap<string, unknown>(4);

/** What the answer depends on: names and descriptions do not count (a preset's board and the same
 *  board read back from a report's config are one job); typed arrays are spelled out. */
function jobKey(job: ExactJob): string {
  return JSON.stringify(job, (key, value: unknown) =>
    key === 'name' || key === 'description'
      ? undefined
      : ArrayBuffer.isView(value)
        ? Array.from(value as Uint8Array)
        : value,
  );
}

/** Keeps `answer` for later calls of exactAnswer with the same job. */
export function rememberExact(job: ExactJob, answer: unknown): void {
  answers.set(jobKey(job), answer);
}

/** The answer to `job`: a recent run's, else computed on this thread by `solve`. */
export function exactAnswer<A>(job: ExactJob, solve: () => A): A {
  // an answer is of its job's kind
  const known = answers.get(jobKey(job)) as A | undefined;
  if (known !== undefined) return known;
  const answer = solve();
  rememberExact(job, answer);
  return answer;
}
