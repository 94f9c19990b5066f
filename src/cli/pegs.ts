// `boardsim pegs`: the exact count of every peg solitaire game from a start hole, or every hole.

import type { Command } from 'commander';
import { BoardsimError } from '../core/errors.js';
import { pegsBoards } from '../games/pegs/boards.js';
import { type PegsReport, formatPegsReport, formatPegsTable } from '../games/pegs/report.js';
import { pegs } from '../index.js';
import { emitResult } from './output.js';
import { type ProgressOptions, LineProgress, progressFlags, progressKind, reported } from './progress.js';
import { INTERRUPTED_LINE } from './report-error.js';
import { grouped } from '../core/digits.js';

interface Io {
  readFile(path: string): Promise<string>;
}

interface PegsCliOptions extends ProgressOptions {
  board: string;
  start?: string;
  solution?: boolean;
  json?: boolean;
  out?: string;
  threads?: string;
  parts?: string;
  maxMemory?: string;
}

/** A board name, else a config file. */
async function boardSource(io: Io, board: string): Promise<{ board: string; boardSource?: string }> {
  if (Object.hasOwn(pegsBoards, board)) return { board };
  try {
    return { board: await io.readFile(board), boardSource: board };
  } catch (error) {
    // too large: refused while reading, naming the file
    if (error instanceof BoardsimError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new BoardsimError([
      {
        code: 'board/unknown',
        path: 'board',
        message:
          code === 'ENOENT'
            ? `no board "${board}" (boards: ${Object.keys(pegsBoards).join(', ')}) and no such file`
            : `cannot read ${board} (${code ?? String(error)})`,
      },
    ]);
  }
}

/** Ctrl-C during a count: the line every command prints, and exit 130 at once (the count cannot
 *  be resumed, and nothing is written before it ends). Every count but a small board's runs in
 *  workers, so the event loop is free to hear it. */
function sayInterrupted(): { off(): void } {
  const onSigint = () => {
    process.stderr.write(`${INTERRUPTED_LINE}\n`);
    process.exit(130);
  };
  process.on('SIGINT', onSigint);
  return { off: () => process.off('SIGINT', onSigint) };
}

/** The count's progress on stderr: on a terminal, a line rewritten after each layer; in a log,
 *  progress lines (layers counted, states, states a second, the layer being counted). `finish`
 *  ends it after a count that ended well, `stop` after any (both: nothing more is written). */
export function layerProgress(label: string, options: ProgressOptions, everyStart = false) {
  const where = progressKind(options);
  if (where.kind === 'bar') {
    let shown = false;
    const clear = () => {
      if (shown) process.stderr.write('\r\x1b[K');
      shown = false;
    };
    return {
      onLayer: (_start: number, layer: { pegs: number; states: number }) => {
        shown = true;
        process.stderr.write(`\rcounting: layer of ${layer.pegs} pegs, ${grouped(layer.states)} states   `);
      },
      finish: clear,
      stop: clear,
    };
  }
  if (where.kind === 'none') return { finish: () => undefined, stop: () => undefined };
  const lines = new LineProgress(label, { unit: 'layers', rateUnit: 'states', intervalMs: where.intervalMs });
  // a count goes from its start's layer (every hole but one has a peg) down to one peg: as many
  // layers as its first has pegs; with --start all, several starts (how many is not known here)
  const firstLayer = new Map<number, number>();
  let layers = 0;
  let states = 0;
  return {
    onLayer: (start: number, layer: { pegs: number; states: number }) => {
      if (!firstLayer.has(start)) firstLayer.set(start, layer.pegs);
      layers++;
      states += layer.states;
      lines.update({
        done: layers,
        ...(!everyStart && { total: firstLayer.get(start)! }),
        rated: states,
        ...(layer.pegs > 1 && { now: `counting the layer of ${layer.pegs - 1} pegs` }),
      });
    },
    finish: () => lines.finish(),
    stop: () => lines.stop(),
  };
}

/** Where and how a count runs: `pegs`'s flags, which `analyze pegs` takes too (`which` names the
 *  game in analyze's help). */
export function countFlags(command: Command, which = '', threadsWhich = which): Command {
  return command
    .option('--threads <n>', `${threadsWhich}worker threads (default: every core)`)
    .option(
      '--parts <n>',
      `${which}split each layer into n parts, each in its own WebAssembly instance (default: one per thread; 1 per class with --start all)`,
    )
    .option(
      '--max-memory <size>',
      `${which}memory the count may use, such as 8G or 512M (default: the machine's free memory); a layer whose estimate passes it is refused before it is counted`,
    );
}

export function registerPegsCommand(program: Command, io: Io): void {
  const command = program
    .command('pegs')
    .description('peg solitaire: count every game exactly (by pegs left, end hole, states) from a start hole')
    .option(
      '--board <name|file>',
      `a board (${Object.keys(pegsBoards).join(', ')}) or a board config file`,
      'triangle5',
    )
    .option('--start <hole|all>', "the hole left empty at the start, or all (default: the board's own)")
    .option('--solution', 'also print one game that ends with one peg')
    .option('--json', 'print the answer as JSON (counts as decimal strings; an array for --start all)')
    .option('--out <file>', 'also write the JSON answer to this file (atomically)');
  progressFlags(countFlags(command))
    .addHelpText(
      'after',
      `
Examples:
  boardsim pegs --board triangle5 --start a1
  boardsim pegs --board triangle6 --start all --threads 2
  boardsim pegs --board triangle7 --start a1 --parts 4 --max-memory 2G`,
    )
    .action(async (options: PegsCliOptions) => {
      const { finish, stop, ...progress } = layerProgress(
        `pegs ${options.board} ${options.start ?? 'default'}`,
        options,
        options.start === 'all',
      );
      const stopOnCtrlC = sayInterrupted();
      const result = await reported(
        { finish, stop },
        pegs({
          ...(await boardSource(io, options.board)),
          ...(options.start !== undefined && { start: options.start }),
          ...(options.solution && { solution: true }),
          ...(options.threads !== undefined && { threads: options.threads }),
          ...(options.parts !== undefined && { parts: options.parts }),
          ...(options.maxMemory !== undefined && { maxMemory: options.maxMemory }),
          ...progress,
        }),
      );
      stopOnCtrlC.off();
      const reports: PegsReport[] = Array.isArray(result) ? result : [result];
      await emitResult(options, result, () =>
        Array.isArray(result) ? formatPegsTable(reports) : formatPegsReport(result),
      );
    });
}
