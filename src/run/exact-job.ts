// The exact answer a simulate report compares against, as a job: plain data (boards cross
// postMessage unchanged), computed off the calling thread where the platform has workers. On a
// board of long games it takes minutes; run there, it never holds the progress bar, Ctrl-C or an
// AbortSignal (terminating the worker stops it at once).

import { type CandyExact, exactCandy } from '../exact/candyland.js';
import { randomPlayPegsLeft } from '../exact/pegs-random.js';
import { type SnakesExact, exactSnakes } from '../exact/snakes.js';
import type { CandyBoard } from '../games/candyland/board.js';
import type { PegsBoard } from '../games/pegs/schema.js';
import type { SnakesMode } from '../games/snakes/reference.js';
import type { SnakesBoard } from '../games/snakes/schema.js';
import type { GameRun } from '../games/types.js';

export type ExactJob =
  | {
      readonly game: 'snakes';
      readonly board: SnakesBoard;
      readonly players: number;
      readonly mode: SnakesMode;
    }
  | { readonly game: 'candyland'; readonly board: CandyBoard; readonly players: number }
  | { readonly game: 'pegs'; readonly board: PegsBoard; readonly start: number };

export type ExactAnswer =
  | { readonly game: 'snakes'; readonly snakes: SnakesExact }
  | { readonly game: 'candyland'; readonly candy: CandyExact }
  /** pmf[k]: the chance that random play ends with k pegs; undefined when the board is too large. */
  | { readonly game: 'pegs'; readonly pegsLeft: number[] | undefined };

/** Computes `job` on this thread (what the workers run). */
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
