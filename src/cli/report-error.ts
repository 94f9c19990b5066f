// How the CLI reports a failure on stderr, for every command: one line per problem (control
// characters escaped), at most MAX_PRINTED_ISSUES of them, then how many more there were; the exit
// code says what kind of failure it was.

import { CommanderError } from 'commander';
import { BoardsimError, CancelledError, type ConfigIssue, formatIssue } from '../core/errors.js';
import { escapeControl } from './terminal.js';
import { grouped } from '../core/digits.js';

/** One bad file can hold a million mistakes; the first few say what is wrong. */
export const MAX_PRINTED_ISSUES = 20;

/** The command-line options an issue's path may name, shown as --name (e.g. `--games`): the
 *  library's option names in kebab case (`pictureCards` is `--picture-cards`). `game` is not one:
 *  the game is an argument, and trace's `--game` is the library's `gameIndex`. */
const OPTION_NAMES = new Set([
  'games',
  'seed',
  'threads',
  'players',
  'mode',
  'shard',
  'preset',
  'board',
  'strategies',
  'rounds',
  'deck',
  'licorice',
  'doubles',
  'picture-cards',
  'winning',
  'start',
  'turn-order',
  'without',
  'jail',
  'turns',
  'warmup',
  'dice',
  'gen',
  'method',
  'faces',
  'count',
  'rolls',
  'format',
  'table',
  'table-file',
  'replicates',
  'parts',
  'max-memory',
  'max-states',
  'progress-interval',
]);

/** Library options whose command-line flag is not their name in kebab case. */
const FLAGS: Readonly<Record<string, string>> = { gameIndex: 'game', kernelPath: 'kernel' };

/** The flag that sets the option an issue's path names, or the path itself (a field, an argument). */
function flagOf(path: string): string {
  if (Object.hasOwn(FLAGS, path)) return `--${FLAGS[path]!}`;
  const name = path.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return OPTION_NAMES.has(name) ? `--${name}` : path;
}

/** The lines that report `issues` with the given prefix ("error", "warning"), capped. */
export function issueLines(kind: string, issues: readonly ConfigIssue[], source?: string): string[] {
  const lines = issues.slice(0, MAX_PRINTED_ISSUES).map((issue) => {
    const path = source ? issue.path : flagOf(issue.path);
    return `boardsim: ${kind}: ${escapeControl(formatIssue({ ...issue, path }, source))}`;
  });
  const more = issues.length - MAX_PRINTED_ISSUES;
  if (more > 0) lines.push(`boardsim: ${kind}: and ${grouped(more)} more`);
  return lines;
}

/** What every command says when Ctrl-C stopped it. */
export const INTERRUPTED_LINE = 'boardsim: interrupted; nothing was written';

/** Writes `error` to stderr and returns the exit code: 2 for the user's input, 130 for Ctrl-C,
 *  1 for a bug (with its stack, to be reported). */
export function reportError(error: unknown): number {
  if (error instanceof BoardsimError) {
    for (const line of issueLines('error', error.issues, error.source)) process.stderr.write(`${line}\n`);
    return 2;
  }
  if (error instanceof CancelledError) {
    process.stderr.write(`${INTERRUPTED_LINE}\n`);
    return 130;
  }
  if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
  const message = error instanceof Error ? error.message : String(error);
  const detail = error instanceof Error ? (error.stack ?? message) : message;
  process.stderr.write(
    `boardsim: internal error (a bug: please report it): ${escapeControl(detail, true)}\n`,
  );
  return 1;
}

/** Writes warnings (suspicious but legal input) to stderr, capped like errors. */
export function reportWarnings(issues: readonly ConfigIssue[], source?: string): void {
  for (const line of issueLines('warning', issues, source)) process.stderr.write(`${line}\n`);
}
