// Errors are values at the edges: a validator returns issues; the CLI prints them and exits non-zero.

/** One problem with a user's input: a stable code, where it is, and a sentence a user understands. */
export interface ConfigIssue {
  /** Stable identifier, e.g. 'board/jump-off-board'. */
  readonly code: string;
  /** Where: a field path such as 'jumps.17', or an option such as '--games'. */
  readonly path: string;
  /** The sentence the CLI prints. */
  readonly message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; errors: ConfigIssue[] };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T>(...errors: ConfigIssue[]): Result<T> {
  return { ok: false, errors };
}

/** An error caused by the user's input (bad option, bad board, unknown preset): exit code 2. */
export class BoardsimError extends Error {
  constructor(
    /** Every problem found, each with its code, path and message. */
    readonly issues: readonly ConfigIssue[],
    /** The file or option the problems are in, when there is one (e.g. a board file's name). */
    readonly source?: string,
  ) {
    super(issues.map((i) => formatIssue(i, source)).join('\n'));
    this.name = 'BoardsimError';
  }
}

export function formatIssue(issue: ConfigIssue, source?: string): string {
  const where = [source, issue.path].filter(Boolean).join(': ');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** Returns the value of a Result or throws its issues as a BoardsimError. */
export function unwrap<T>(result: Result<T>, source?: string): T {
  if (result.ok) return result.value;
  throw new BoardsimError(result.errors, source);
}

/** A game of the user's board ran past boardsim's length limit (a kernel's GameTooLong status, or
 *  a trace's draws): the board makes games practically endless. Input, not a bug: a BoardsimError
 *  naming the board. */
export class GameTooLongError extends BoardsimError {
  constructor() {
    super([
      {
        code: 'board/game-too-long',
        path: 'board',
        message: 'a game passed the length limit: this board makes games practically endless',
      },
    ]);
  }
}

/** A run that was stopped by its AbortSignal (Ctrl-C in the CLI): what a cancelled promise rejects with. */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

// The bundles are minified, which renames classes: console.log(error) would show `S [BoardsimError]`.
// The two error classes users catch keep their names (esbuild's keepNames would keep every
// function's, for 24 KB more in the package).
for (const [errorClass, name] of [
  [BoardsimError, 'BoardsimError'],
  [CancelledError, 'CancelledError'],
] as const) {
  Object.defineProperty(errorClass, 'name', { value: name });
}
