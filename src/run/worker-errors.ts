// A BoardsimError thrown in a worker (a kernel finding that the user's board makes games
// practically endless) must reach the caller as a BoardsimError. Posting an error between threads
// keeps its message but not its class or its issues, so a worker sends the issues as data and the
// pool rebuilds the error from them.

import { BoardsimError, type ConfigIssue } from '../core/errors.js';

/** A BoardsimError as data that survives being posted to another thread. */
export interface PostedIssues {
  readonly issues: readonly ConfigIssue[];
  readonly source?: string;
}

/** The issues of `error` to post, if it is a BoardsimError. */
export function postedIssues(error: unknown): PostedIssues | undefined {
  if (!(error instanceof BoardsimError)) return undefined;
  return { issues: error.issues, ...(error.source !== undefined && { source: error.source }) };
}

/** `error` as thrown in a worker thread: a BoardsimError's issues ride in its `cause`. */
export function postableError(error: unknown): unknown {
  const posted = postedIssues(error);
  return posted ? new Error((error as Error).message, { cause: { boardsimIssues: posted } }) : error;
}

/** The BoardsimError a worker's error stands for (see postableError), or the error unchanged. */
export function receivedError(error: unknown): unknown {
  const cause = error instanceof Error ? (error.cause as { boardsimIssues?: PostedIssues }) : undefined;
  const posted = cause?.boardsimIssues;
  return posted ? new BoardsimError(posted.issues, posted.source) : error;
}
