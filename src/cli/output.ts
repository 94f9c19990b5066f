// Writing results without ever hurting the user's files. `--out` is checked before any work starts;
// a regular file is replaced atomically (a temporary file renamed into place, so an interrupted or
// failed run never leaves a partial file, nor the temporary one), unless it is write-protected; a
// symlink stays a symlink (its target is what gets replaced); a FIFO, a character device or
// anything under /dev or /proc is written through as a stream, never replaced, except a regular
// file under /dev that is not reached through /proc (/dev/shm is a RAM disk of regular files); a
// block device or a socket is refused, under /dev too. The file this process's stdout or stderr
// already writes to (`--out /dev/stdout > file`) is written through that stream, which shares the
// shell's file offset: two writers of their own would overwrite each other. If writing fails after
// the work is done, the report is saved elsewhere and the message says where: a result is never
// lost.

import { constants, fstatSync, unlinkSync } from 'node:fs';
import { access, chmod, lstat, readlink, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { constants as osConstants, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { BoardsimError } from '../core/errors.js';
import { INTERRUPTED_LINE } from './report-error.js';
import { escapeControl } from './terminal.js';

/** Symlinks followed before giving up (the kernel's own limit, ELOOP, is 40). */
const MAX_LINKS = 40;

function outError(message: string): BoardsimError {
  return new BoardsimError([{ code: 'out/unusable', path: '--out', message }]);
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error);
}

/** Paths the system makes up (/dev/stdout, /proc/self/fd/1): written through, never renamed over. */
function isSystemPath(path: string): boolean {
  const full = resolve(path);
  return full.startsWith('/dev/') || full.startsWith('/proc/');
}

/** The file a chain of symlinks ends at (which may not exist yet). */
async function followLinks(path: string): Promise<string> {
  let current = resolve(path);
  for (let i = 0; i < MAX_LINKS; i++) {
    const stats = await lstat(current).catch(() => undefined);
    if (!stats?.isSymbolicLink()) return current;
    current = resolve(dirname(current), await readlink(current));
  }
  throw outError(`${path}: too many levels of symbolic links`);
}

/** Whether `path` leads through /proc: itself, a folder on the way (/dev/fd is /proc/self/fd) or a
 *  symlink (/dev/stdout is /proc/self/fd/1), which name this process's open files. */
async function throughProc(path: string): Promise<boolean> {
  let current = resolve(path);
  for (let i = 0; i < MAX_LINKS; i++) {
    const folder = await realpath(dirname(current)).catch(() => dirname(current));
    current = join(folder, basename(current));
    if (current.startsWith('/proc/')) return true;
    const stats = await lstat(current).catch(() => undefined);
    if (!stats?.isSymbolicLink()) return false;
    current = resolve(folder, await readlink(current));
  }
  return true;
}

async function isRegularFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

/** This process's stdout or stderr, if `stats` is the file it writes to. */
function standardStreamOf(stats: { dev: number; ino: number }): NodeJS.WriteStream | undefined {
  for (const [fd, stream] of [
    [1, process.stdout],
    [2, process.stderr],
  ] as const) {
    const open = (() => {
      try {
        return fstatSync(fd);
      } catch {
        return undefined;
      }
    })();
    if (open?.dev === stats.dev && open.ino === stats.ino) return stream;
  }
  return undefined;
}

type OutKind =
  | { kind: 'replace' | 'stream'; target: string }
  | { kind: 'standard'; target: string; stream: NodeJS.WriteStream };

/** How `path` will be written: replaced atomically, written through as a stream, or through this
 *  process's own stdout or stderr. */
async function outKind(path: string): Promise<OutKind> {
  // `-` is stdout, as for other tools (a file of that name is `./-`)
  if (path === '-') return { kind: 'standard', target: path, stream: process.stdout };
  // a regular file on a RAM disk (/dev/shm/x) is a regular file: replaced, never appended to
  const system = isSystemPath(path) && ((await throughProc(path)) || !(await isRegularFile(path)));
  const target = system ? path : await followLinks(path);
  const stats = await stat(target).catch(() => undefined);
  const stream = stats && standardStreamOf(stats);
  if (stream) return { kind: 'standard', target, stream };
  if (!stats) return { kind: system ? 'stream' : 'replace', target };
  if (stats.isDirectory()) throw outError(`${path} is a directory: give a file name`);
  if (stats.isFIFO() || stats.isCharacterDevice() || (system && stats.isFile()))
    return { kind: 'stream', target };
  if (stats.isFile()) return { kind: 'replace', target };
  throw outError(
    `${path} is a ${stats.isBlockDevice() ? 'block device' : 'socket'}: boardsim will not write there`,
  );
}

/** `--out` can be written: `path` is a writable stream, or a writable file (a write-protected one is
 *  not replaced, as `cp` would not) in a folder one can create files in. */
async function checkWritable(path: string, out: OutKind): Promise<void> {
  const { kind, target } = out;
  if (kind === 'standard') return;
  checkNameLength(path, target);
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (kind === 'stream' && !exists) throw outError(`${path} does not exist`);
  if (exists) {
    await access(target, constants.W_OK).catch((error: unknown) => {
      throw outError(`cannot write ${path} (${errorCode(error)})`);
    });
  }
  if (kind === 'stream') return;
  const folder = dirname(target);
  const folderStats = await stat(folder).catch(() => undefined);
  if (!folderStats) throw outError(`${path}: the folder ${folder} does not exist`);
  if (!folderStats.isDirectory()) throw outError(`${path}: ${folder} is not a folder`);
  await access(folder, constants.W_OK | constants.X_OK).catch((error: unknown) => {
    throw outError(`${path}: cannot write in the folder ${folder} (${errorCode(error)})`);
  });
}

/** Checks `--out` before any work: its folder exists and is writable, and it is not a directory. */
export async function checkOut(path: string): Promise<void> {
  if (path === '') throw outError('give a file name');
  await checkWritable(path, await outKind(path));
}

/** Writes `text` to `path` as checkOut describes (atomically for regular files, through otherwise). */
export async function writeOut(path: string, text: string): Promise<void> {
  const out = await outKind(path);
  const { kind, target } = out;
  // a file made write-protected since the check is still not replaced (access throws EACCES)
  if (kind === 'replace')
    await access(target, constants.W_OK).catch((error: unknown) => {
      if (errorCode(error) !== 'ENOENT') throw error;
    });
  if (kind === 'standard') {
    await new Promise<void>((resolve, reject) =>
      out.stream.write(text, (error) => (error ? reject(error) : resolve())),
    );
    return;
  }
  if (kind === 'stream') {
    // never O_CREAT or O_TRUNC: a stream target is written to, never made or cut
    await writeFile(target, text, { flag: constants.O_WRONLY | constants.O_APPEND });
    return;
  }
  const mode = await stat(target).then(
    (s) => s.mode & 0o7777,
    () => undefined,
  );
  const temp = tempPath(target);
  const guard = removedOnSignal(temp);
  try {
    await writeFile(temp, text, { flag: 'wx' });
    if (mode !== undefined) await chmod(temp, mode);
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  } finally {
    guard.off();
  }
}

/** The longest file name, in bytes, most file systems take (NAME_MAX), and the longest path
 *  (PATH_MAX, with its terminating zero). */
const NAME_MAX = 255;
const PATH_MAX = 4096;

/** The temporary file beside `target`: `.NAME.<pid>.<random>.tmp`, NAME shortened so that the
 *  whole fits in NAME_MAX whenever NAME does. */
function tempPath(target: string): string {
  const suffix = `.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
  let name = basename(target);
  const room = NAME_MAX - 1 - Buffer.byteLength(suffix);
  while (Buffer.byteLength(name) > room) name = [...name].slice(0, -1).join('');
  return join(dirname(target), `.${name}${suffix}`);
}

/** A name the system cannot make (ENAMETOOLONG), said before the work rather than after it. */
function checkNameLength(path: string, target: string): void {
  for (const full of new Set([resolve(path), target])) {
    const long = full.split('/').find((part) => Buffer.byteLength(part) > NAME_MAX);
    if (long !== undefined)
      throw outError(
        `${path}: a name of ${Buffer.byteLength(long)} bytes in the path; file names have at most ${NAME_MAX}`,
      );
    if (Buffer.byteLength(full) >= PATH_MAX)
      throw outError(`${path}: the path is ${Buffer.byteLength(full)} bytes long; at most ${PATH_MAX - 1}`);
  }
}

/** The signals that end a run from outside: Ctrl-C, `kill`, a closed terminal. */
const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** While the temporary file `temp` may exist, a signal that ends the process removes it first
 *  (the old file is kept), says so, and exits as the signal would (128 + its number). */
function removedOnSignal(temp: string): { off(): void } {
  const onSignal = (signal: NodeJS.Signals) => {
    let removed = true;
    try {
      unlinkSync(temp);
    } catch {
      removed = false; // renamed into place already: the file was written
    }
    if (removed) process.stderr.write(`${INTERRUPTED_LINE}\n`);
    process.exit(128 + (osConstants.signals[signal] ?? 0));
  };
  for (const signal of ENDING_SIGNALS) process.on(signal, onSignal);
  return {
    off: () => {
      for (const signal of ENDING_SIGNALS) process.off(signal, onSignal);
    },
  };
}

/** Saves a report that could not be written where asked; returns where it went, or undefined. */
async function rescue(json: string): Promise<string | undefined> {
  const file = join(
    tmpdir(),
    `boardsim-report-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}.json`,
  );
  try {
    await writeFile(file, json, { flag: 'wx' });
    return file;
  } catch {
    return undefined;
  }
}

/** The end of every command with a result: `--out` gets the JSON, stdout the JSON or the text.
 *  When `--out` fails, the JSON still reaches the user (a file named in the error, or stdout). */
export async function emitResult(
  options: { out?: string; json?: boolean },
  value: unknown,
  text: () => string,
): Promise<void> {
  const json = jsonText(value);
  let failure: string | undefined;
  if (options.out !== undefined) {
    try {
      await writeOut(options.out, json);
    } catch (error) {
      const saved = options.json ? undefined : await rescue(json);
      const where = saved ? `it was saved to ${saved} instead` : 'it is on stdout instead';
      failure = `cannot write ${options.out} (${errorCode(error)}): ${where}`;
      if (!options.json && !saved) await printOut(json);
    }
  }
  await printOut(options.json ? json : text());
  if (failure !== undefined) throw outError(failure);
}

export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Writes to stdout, control characters escaped (see terminal.ts), and resolves once the data is
 *  handed to the OS (or the reader went away). */
export function printOut(text: string): Promise<void> {
  const safe = escapeControl(text, true);
  return new Promise((resolve) => {
    process.stdout.write(safe.endsWith('\n') ? safe : `${safe}\n`, () => resolve());
  });
}
