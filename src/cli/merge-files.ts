// `boardsim merge`'s inputs: files, folders (every *.json file in them) and globs (`shards/*.json`,
// quoted so that 10,000 names never meet the shell's argument limit), read one at a time so that
// memory stays flat however many shards there are.

import { type Stats, closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { MAX_JSON_CHARACTERS, checkJsonValue, parseStrictJson } from '../core/json.js';
import { BoardsimError } from '../core/errors.js';
import { ShardMerger } from '../api/merge.js';
import type { SimulationReport } from '../report/simulation.js';
import { runExactInWorker } from '../run/pool-node.js';
import type { Reading } from './progress.js';
import { grouped } from '../core/digits.js';

function unreadable(source: string, error: unknown): BoardsimError {
  return new BoardsimError(
    [
      {
        code: 'merge/unreadable',
        path: '',
        message: `cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      },
    ],
    source,
  );
}

/** A glob's last part as a regular expression: `*` any run of characters, `?` one, the rest literal. */
function globPattern(name: string): RegExp {
  const body = name
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]');
  return new RegExp(`^${body}$`);
}

/** Texts up to this size take the fast path below; a real shard report is a few hundred KB at most. */
const FAST_PARSE_CHARACTERS = 4 * 1024 * 1024;

/** A shard file's JSON. The strict gate (parseStrictJson: line and column, keys given twice, caps)
 *  costs ~20 ms for an 80 KB report, 200 s for 10,000 shards; V8's JSON.parse takes ~1 ms and does
 *  not recurse. So a report of sensible size is read by JSON.parse, and anything it refuses, or
 *  anything larger, goes through the strict gate for its message. What JSON.parse lets through
 *  that the gate would not (a key given twice) cannot reach the totals unnoticed: the report's
 *  shape is checked field by field and its digest must match what is left. */
function parseReport(text: string, file: string): unknown {
  if (text.length <= FAST_PARSE_CHARACTERS) {
    try {
      const value = JSON.parse(text) as unknown;
      // the gate's nesting and "__proto__" checks, on the value (a walk, no recursion)
      if (checkJsonValue(value, '') === undefined) return value;
    } catch {
      // fall through to the strict gate, which says where and why
    }
  }
  const parsed = parseStrictJson(text);
  if (!parsed.ok) throw new BoardsimError(parsed.errors, file);
  return parsed.value;
}

/** Names in natural order (shard-2 before shard-10). One collator: localeCompare builds one per
 *  call, which took 0.8 s to sort 10,000 names. Made at the first merge, not when the CLI loads:
 *  a collator loads ICU's locale data, about 20 ms of every command's start-up. */
let collator: { compare(a: string, b: string): number } | undefined;
const byName = (a: string, b: string) =>
  // eslint-disable-next-line no-restricted-syntax -- made at the first merge, not at load
  (collator ??= new Intl.Collator('en', { numeric: true })).compare(a, b);

/** The files an argument names: itself, a folder's *.json files, or a glob's matches (sorted).
 *  A folder or glob leaves out `output` (the merge's own --out file), so that the command that
 *  wrote it into the folder of its shards can be run again. */
async function expand(argument: string, output: string | undefined): Promise<string[]> {
  const isNotOutput = (file: string) => output === undefined || resolve(file) !== resolve(output);
  if (/[*?]/.test(basename(argument)) && !/[*?]/.test(dirname(argument))) {
    const folder = dirname(argument);
    const pattern = globPattern(basename(argument));
    const names = await readdir(folder).catch((error: unknown) => {
      throw unreadable(folder, error);
    });
    const matches = names
      .filter((name) => pattern.test(name) && !name.startsWith('.') && isNotOutput(join(folder, name)))
      .sort(byName);
    if (matches.length === 0)
      throw new BoardsimError([{ code: 'merge/no-match', path: '', message: 'no file matches' }], argument);
    return matches.map((name) => join(folder, name));
  }
  const stats = await stat(argument).catch(() => undefined);
  if (!stats?.isDirectory()) return [argument];
  const names = (await readdir(argument))
    .filter((n) => n.endsWith('.json') && !n.startsWith('.') && isNotOutput(join(argument, n)))
    .sort(byName);
  if (names.length === 0)
    throw new BoardsimError(
      [{ code: 'merge/no-match', path: '', message: 'the folder has no .json file' }],
      argument,
    );
  return names.map((name) => join(argument, name));
}

/** What a path that is neither a file nor a folder is (a folder is refused when read: EISDIR). */
function specialKind(stats: Stats): string | undefined {
  if (stats.isFile() || stats.isDirectory()) return undefined;
  if (stats.isFIFO()) return 'FIFO';
  if (stats.isCharacterDevice()) return 'character device';
  if (stats.isBlockDevice()) return 'block device';
  return 'socket';
}

/** Reads shard files one after another into one reused buffer, synchronously: 0.1 ms a file,
 *  where fs.promises.readFile's four round trips through the thread pool (open, fstat, read,
 *  close) took 0.4 ms, 4 s of a 10,000-file merge. */
class ShardReader {
  private buffer = Buffer.alloc(1 << 20);

  read(file: string): string {
    let fd: number;
    try {
      // O_NONBLOCK: a FIFO's open would wait for a writer, with the event loop and Ctrl-C stuck
      // behind it; on a regular file the flag changes nothing
      fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
    } catch (error) {
      throw unreadable(file, error);
    }
    try {
      const kind = specialKind(fstatSync(fd));
      if (kind !== undefined)
        throw new BoardsimError(
          [
            {
              code: 'merge/not-a-file',
              path: '',
              message: `is a ${kind}, not a file: merge reads shard files (write the shard to a file first)`,
            },
          ],
          file,
        );
      let length = 0;
      for (;;) {
        if (length === this.buffer.length) this.grow(file);
        const count = readSync(fd, this.buffer, length, this.buffer.length - length, null);
        if (count === 0) break;
        length += count;
      }
      return this.buffer.toString('utf8', 0, length);
    } catch (error) {
      throw error instanceof BoardsimError ? error : unreadable(file, error);
    } finally {
      closeSync(fd);
    }
  }

  /** Doubles the buffer, up to the most bytes MAX_JSON_CHARACTERS characters take in UTF-8 (4 a
   *  character): a file larger than that is refused as the JSON gate would refuse its text. */
  private grow(file: string): void {
    if (this.buffer.length >= 4 * MAX_JSON_CHARACTERS) {
      const message = `more than ${grouped(4 * MAX_JSON_CHARACTERS)} bytes; at most ${grouped(MAX_JSON_CHARACTERS)} characters (16 MB) are read`;
      throw new BoardsimError([{ code: 'json/too-large', path: '', message }], file);
    }
    const larger = Buffer.alloc(this.buffer.length * 2);
    this.buffer.copy(larger);
    this.buffer = larger;
  }
}

/** Reads, checks and adds every shard file in order; returns the merged report, compared with the
 *  exact answer computed on a worker thread. One text is held at a time, so memory stays flat
 *  however many files there are. `signal` stops it between files and during the exact answer;
 *  `output`, the file the merged report will be written to, is not read from a folder or glob;
 *  `onProgress` hears of each file once it is added, then of the exact answer. */
export async function mergeFiles(
  args: readonly string[],
  signal?: AbortSignal,
  output?: string,
  onProgress?: (reading: Reading) => void,
): Promise<SimulationReport> {
  const files: string[] = [];
  for (const argument of args) files.push(...(await expand(argument, output)));
  const reader = new ShardReader();
  const merger = new ShardMerger();
  onProgress?.({ done: 0, total: files.length });
  // the merge is compared with the exact answer when a shard was (merge.ts says it better)
  let compared = false;
  await merger.addAll(
    (function* () {
      for (const [i, file] of files.entries()) {
        const report = parseReport(reader.read(file), file);
        compared ||= typeof report === 'object' && report !== null && 'exact' in report;
        yield [report, file] as const;
        onProgress?.({ done: i + 1, total: files.length });
      }
    })(),
    signal,
  );
  if (compared) onProgress?.({ done: files.length, total: files.length, now: 'computing the exact answer' });
  return merger.resultOffThread(runExactInWorker, signal);
}
