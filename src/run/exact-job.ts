// The exact answer a simulate report compares against, and the exact values of an analysis, as
// jobs: plain data (boards cross postMessage unchanged), computed off the calling thread where the
// platform has workers. On a board of long games they take minutes; run there, they never hold the
// progress bar, Ctrl-C or an AbortSignal (terminating the worker stops them at once).

import { candyAnalysisExact } from '../analyze/candyland-exact.js';
import type { AnalysisExact } from '../analyze/exact-values.js';
import { snakesAnalysisExact } from '../analyze/snakes-exact.js';
import { CancelledError } from '../errors.js';
import { type CandyExact, exactCandy } from '../exact/candyland.js';
import { randomPlayPegsLeft } from '../exact/pegs-random.js';
import { type SnakesExact, exactSnakes } from '../exact/snakes.js';
import type { CandyBoard } from '../games/candyland/board.js';
import type { PegsBoard } from '../games/pegs/schema.js';
import type { SnakesMode } from '../games/snakes/reference.js';
import type { SnakesBoard } from '../games/snakes/schema.js';
import type { GameRun } from '../games/types.js';
import { yieldToEventLoop } from './executor.js';

export type ExactJob =
  | {
      readonly game: 'snakes';
      readonly board: SnakesBoard;
      readonly players: number;
      readonly mode: SnakesMode;
    }
  | { readonly game: 'candyland'; readonly board: CandyBoard; readonly players: number }
  | { readonly game: 'pegs'; readonly board: PegsBoard; readonly start: number }
  /** `analyze`'s exact values of one variant (per-move figures below turnCap). */
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
  | { readonly game: 'pegs'; readonly pegsLeft: number[] | undefined }
  | { readonly game: 'snakes-analysis' | 'candyland-analysis'; readonly analysis: AnalysisExact };

/** Computes `job` on this thread (what the workers run). */
export function computeExact(job: ExactJob): ExactAnswer {
  switch (job.game) {
    case 'snakes':
      return { game: 'snakes', snakes: exactSnakes(job.board, job.players, job.mode) };
    case 'candyland':
      return { game: 'candyland', candy: exactCandy(job.board, job.players) };
    case 'pegs':
      return { game: 'pegs', pegsLeft: randomPlayPegsLeft(job.board, job.start) };
    case 'snakes-analysis':
      return { game: job.game, analysis: snakesAnalysisExact(job.board, job.players, job.turnCap) };
    case 'candyland-analysis':
      return { game: job.game, analysis: candyAnalysisExact(job.board, job.players, job.turnCap) };
  }
}

/** Computes an exact job off the calling thread, stopped at once by `signal` (a platform's
 *  worker: worker_threads in Node, a Web Worker in a browser). */
export type ExactRunner = (job: ExactJob, signal?: AbortSignal) => Promise<ExactAnswer>;

/** The answer to `job` from `runExact` (a worker for each job, so that a run starts the same
 *  workers whatever ran before it), else computed on this thread. */
export async function exactAnswerOffThread(
  runExact: ExactRunner | undefined,
  job: ExactJob,
  signal?: AbortSignal,
): Promise<ExactAnswer> {
  if (!runExact) {
    // let the first tasks and any pending abort in first
    await yieldToEventLoop();
    if (signal?.aborted) throw new CancelledError();
    return exactAnswer(job);
  }
  const answer = await runExact(job, signal);
  rememberExact(job, answer);
  return answer;
}

/** Answers of recent runs, by job: the text summary's chart draws the distribution a run has just
 *  computed instead of computing it again on this thread. */
const answers = new Map<string, ExactAnswer>();
const ANSWERS_KEPT = 4;

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
export function rememberExact(job: ExactJob, answer: ExactAnswer): void {
  const key = jobKey(job);
  answers.delete(key);
  if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
  answers.set(key, answer);
}

/** The answer to `job`: a recent run's, else computed on this thread. */
export function exactAnswer(job: ExactJob): ExactAnswer {
  const known = answers.get(jobKey(job));
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
