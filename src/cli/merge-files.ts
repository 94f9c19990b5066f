// `boardsim merge`'s inputs: files, folders (every *.json file in them) and globs (`shards/*.json`,
// quoted so that 10,000 names never meet the shell's argument limit), read one at a time so that
// memory stays flat however many shards there are.

import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { checkJsonValue, parseStrictJson } from '../config/json.js';
import { BoardsimError } from '../errors.js';
import { ShardMerger } from '../report/merge.js';
import type { SimulationReport } from '../report/simulation.js';

interface Io {
  readFile(path: string): Promise<string>;
}

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

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** The files an argument names: itself, a folder's *.json files, or a glob's matches (sorted). */
async function expand(argument: string): Promise<string[]> {
  if (/[*?]/.test(basename(argument)) && !/[*?]/.test(dirname(argument))) {
    const folder = dirname(argument);
    const pattern = globPattern(basename(argument));
    const names = await readdir(folder).catch((error: unknown) => {
      throw unreadable(folder, error);
    });
    const matches = names.filter((name) => pattern.test(name) && !name.startsWith('.')).sort(byName);
    if (matches.length === 0)
      throw new BoardsimError([{ code: 'merge/no-match', path: '', message: 'no file matches' }], argument);
    return matches.map((name) => join(folder, name));
  }
  const stats = await stat(argument).catch(() => undefined);
  if (!stats?.isDirectory()) return [argument];
  const names = (await readdir(argument))
    .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
    .sort(byName);
  if (names.length === 0)
    throw new BoardsimError(
      [{ code: 'merge/no-match', path: '', message: 'the folder has no .json file' }],
      argument,
    );
  return names.map((name) => join(argument, name));
}

/** Files read ahead of the one being merged, so that reading overlaps checking and adding. */
const READ_AHEAD = 8;

/** Reads, checks and adds every shard file in order; returns the merged report. At most
 *  READ_AHEAD texts are held at once, so memory stays flat however many files there are. */
export async function mergeFiles(io: Io, args: readonly string[]): Promise<SimulationReport> {
  const files: string[] = [];
  for (const argument of args) files.push(...(await expand(argument)));
  const read = (file: string) =>
    io.readFile(file).then(
      (text) => ({ text }),
      (error: unknown) => ({ error }),
    );
  const pending = files.slice(0, READ_AHEAD).map(read);
  const merger = new ShardMerger();
  for (let i = 0; i < files.length; i++) {
    const result = await pending[i]!;
    delete pending[i];
    if (i + READ_AHEAD < files.length) pending[i + READ_AHEAD] = read(files[i + READ_AHEAD]!);
    if ('error' in result) throw unreadable(files[i]!, result.error);
    merger.add(parseReport(result.text, files[i]!), files[i]!);
  }
  return merger.result();
}
