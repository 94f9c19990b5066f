// `boardsim merge`'s inputs: files, folders (every *.json file in them) and globs (`shards/*.json`,
// quoted so that 10,000 names never meet the shell's argument limit), read one at a time so that
// memory stays flat however many shards there are.

import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { parseStrictJson } from '../config/json.js';
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

/** Reads, checks and adds every shard file one by one; returns the merged report. */
export async function mergeFiles(io: Io, args: readonly string[]): Promise<SimulationReport> {
  const merger = new ShardMerger();
  for (const argument of args) {
    for (const file of await expand(argument)) {
      let text: string;
      try {
        text = await io.readFile(file);
      } catch (error) {
        throw unreadable(file, error);
      }
      const parsed = parseStrictJson(text);
      if (!parsed.ok) throw new BoardsimError(parsed.errors, file);
      merger.add(parsed.value, file);
    }
  }
  return merger.result();
}
