// The exact answer a simulate report compares against, and the exact values of an analysis, as
// jobs: plain data (boards cross postMessage unchanged), computed off the calling thread where the
// platform has workers (exact-compute.ts). On a board of long games they take minutes; run there,
// they never hold the progress bar, Ctrl-C or an AbortSignal (terminating the worker stops them at
// once).

import type { AnalysisExact } from '../analyze/exact-values.js';
import { CancelledError } from '../core/errors.js';
import { type CandyExact, exactCandy } from '../games/candyland/chain.js';
import { randomPlayPegsLeft } from '../games/pegs/random-play.js';
import { type SnakesExact, exactSnakes } from '../games/snakes/chain.js';
import type { CandyBoard } from '../games/candyland/board.js';
import type { PegsBoard } from '../games/pegs/schema.js';
import type { SnakesMode } from '../games/snakes/reference.js';
import type { SnakesBoard } from '../games/snakes/schema.js';
import type { GameRun } from '../games/types.js';
import { RecentMap } from '../core/recent.js';
import { yieldToEventLoop } from './executor.js';

/** The exact answer a simulate report compares against. */
export type ExactJob =
  | {
      readonly game: 'snakes';
      readonly board: SnakesBoard;
      readonly players: number;
      readonly mode: SnakesMode;
    }
  | { readonly game: 'candyland'; readonly board: CandyBoard; readonly players: number }
  | { readonly game: 'pegs'; readonly board: PegsBoard; readonly start: number };

/** `analyze`'s exact values of one variant (per-move figures below turnCap). */
export type AnalysisExactJob =
  | {
      readonly game: 'snakes-analysis';
      readonly board: SnakesBoard;
      readonly players: number;
      readonly turnCap: number;
    }
  | {
      readonly game: 'candyland-analysis';
      readonly board: CandyBoard;
      readonly players: number;
      readonly turnCap: number;
    };

export type ExactAnswer =
  | { readonly game: 'snakes'; readonly snakes: SnakesExact }
  | { readonly game: 'candyland'; readonly candy: CandyExact }
  /** pmf[k]: the chance that random play ends with k pegs; undefined when the board is too large. */
  | { readonly game: 'pegs'; readonly pegsLeft: number[] | undefined };

export interface AnalysisExactAnswer {
  readonly game: AnalysisExactJob['game'];
  readonly analysis: AnalysisExact;
}

/** Every job a worker computes, and its answer. */
export type AnyExactJob = ExactJob | AnalysisExactJob;
export type AnyExactAnswer = ExactAnswer | AnalysisExactAnswer;
/** The answer that `job` gets. */
export type AnswerTo<J extends AnyExactJob> = J extends AnalysisExactJob ? AnalysisExactAnswer : ExactAnswer;

/** Computes simulate's `job` on this thread (what the workers run, and a platform without them). */
export function computeExact(job: ExactJob): ExactAnswer {
  switch (job.game) {
    case 'snakes':
      return { game: 'snakes', snakes: exactSnakes(job.board, job.players, job.mode) };
    case 'candyland':
      return { game: 'candyland', candy: exactCandy(job.board, job.players) };
    case 'pegs':
      return { game: 'pegs', pegsLeft: randomPlayPegsLeft(job.board, job.start) };
  }
}

/** Computes an exact job off the calling thread, stopped at once by `signal` (a platform's
 *  worker: worker_threads in Node, a Web Worker in a browser). */
export type ExactRunner = (job: AnyExactJob, signal?: AbortSignal) => Promise<AnyExactAnswer>;

/** The answer to `job` from `runExact` (a worker for each job, so that a run starts the same
 *  workers whatever ran before it), else, for simulate's jobs, computed on this thread. */
export async function exactAnswerOffThread<J extends AnyExactJob>(
  runExact: ExactRunner | undefined,
  job: J,
  signal?: AbortSignal,
): Promise<AnswerTo<J>> {
  if (!runExact) {
    // analyze's code for them ships in the workers only
    if (job.game === 'snakes-analysis' || job.game === 'candyland-analysis')
      throw new Error(`a platform without runExact cannot compute ${job.game}`);
    // let the first tasks and any pending abort in first
    await yieldToEventLoop();
    if (signal?.aborted) throw new CancelledError();
    return exactAnswer(job as ExactJob) as AnswerTo<J>;
  }
  const answer = await runExact(job, signal);
  rememberExact(job, answer);
  return answer as AnswerTo<J>;
}

/** Answers of recent runs, by job: the text summary's chart draws the distribution a run has just
 *  computed instead of computing it again on this thread. */
const answers = new RecentMap<string, AnyExactAnswer>(4);

/** What the answer depends on: names and descriptions do not count (a preset's board and the same
 *  board read back from a report's config are one job); typed arrays are spelled out. */
function jobKey(job: AnyExactJob): string {
  return JSON.stringify(job, (key, value: unknown) =>
    key === 'name' || key === 'description'
      ? undefined
      : ArrayBuffer.isView(value)
        ? Array.from(value as Uint8Array)
        : value,
  );
}

/** Keeps `answer` for later calls of exactAnswer with the same job. */
export function rememberExact(job: AnyExactJob, answer: AnyExactAnswer): void {
  answers.set(jobKey(job), answer);
}

/** The answer to simulate's `job`: a recent run's, else computed on this thread. */
export function exactAnswer(job: ExactJob): ExactAnswer {
  // an answer is of its job's kind
  const known = answers.get(jobKey(job)) as ExactAnswer | undefined;
  if (known) return known;
  const answer = computeExact(job);
  rememberExact(job, answer);
  return answer;
}

/** `run` with its enrich step given `exact` (buildReport calls enrich without it). */
export function withExactAnswer(run: GameRun, exact: ExactAnswer | undefined): GameRun {
  const { enrich } = run;
  if (!enrich) return run;
  return { ...run, enrich: (report, totals, seed) => enrich(report, totals, seed, exact) };
}
