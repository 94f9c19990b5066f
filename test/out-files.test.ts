// --out never hurts: checked before any work, never replaces what is not a regular file, keeps
// symlinks symlinks, and a failure to write after the work still leaves the result with the user.

import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, onTestFinished, test, vi } from 'vitest';
import { checkOut, emitResult } from '../src/cli/output.js';
import { CLI, ROOT, runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-out-'));

/** A copy of what the CLI runs (its launcher, the bundles and the kernel) in `folder`, readable by
 *  anyone; returns the copy's CLI. */
function copyCli(folder: string): string {
  const copy = join(folder, 'boardsim');
  for (const part of ['dist/cli', 'dist/lib'])
    cpSync(join(ROOT, part), join(copy, part), { recursive: true });
  mkdirSync(join(copy, 'build'));
  copyFileSync(join(ROOT, 'build', 'boardsim.wasm'), join(copy, 'build', 'boardsim.wasm'));
  const readable = (path: string): void => {
    const isFolder = statSync(path).isDirectory();
    chmodSync(path, isFolder ? 0o755 : 0o644);
    if (isFolder) for (const name of readdirSync(path)) readable(join(path, name));
  };
  readable(copy);
  return join(copy, 'dist', 'cli', 'boardsim.mjs');
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Commands with --out, each with arguments that would take a long time if the work started. */
const slowCommands: Record<string, string[]> = {
  simulate: ['simulate', 'snakes', '--games', '1e12', '--quiet'],
  exact: ['exact', 'snakes'],
  merge: ['merge', 'no-such-shard.json'],
  pegs: ['pegs', '--board', 'english'],
  ablate: ['ablate', 'candyland', '--games', '1e12', '--quiet'],
  tournament: ['tournament', 'lama', '--games', '1e12', '--quiet'],
};

describe.each(Object.entries(slowCommands))('%s --out', (_name, args) => {
  test('in a folder that does not exist: one line, exit 2, before any work', async () => {
    const r = await runCli([...args, '--out', join(dir, 'nodir', 'x.json')], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^boardsim: error: --out: .*nodir.*the folder .* does not exist\n$/);
    expect(r.stdout).toBe('');
  });

  test('naming a directory: one line, exit 2', async () => {
    const r = await runCli([...args, '--out', dir], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^boardsim: error: --out: .* is a directory: give a file name\n$/);
  });
});

describe('what --out writes to', () => {
  test('a symlink stays a symlink; its target gets the report', async () => {
    const real = join(dir, 'real.json');
    const link = join(dir, 'link.json');
    writeFileSync(real, 'x\n');
    symlinkSync('real.json', link);
    const r = await runCli(['simulate', 'snakes', '--games', '1e3', '--quiet', '--out', link]);
    expect(r.code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe('real.json');
    expect(JSON.parse(readFileSync(real, 'utf8')).games).toBe(1000);
  });

  test('a dangling symlink: the file it names is created, the link kept', async () => {
    const link = join(dir, 'dangling.json');
    symlinkSync('made-by-run.json', link);
    const r = await runCli(['exact', 'snakes', '--out', link]);
    expect(r.code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'made-by-run.json'), 'utf8')).game).toBe('snakes');
  });

  test('a FIFO is written through and stays a FIFO', async () => {
    const fifo = join(dir, 'report.fifo');
    execFileSync('mkfifo', [fifo]);
    const reader = new Promise<string>((resolve, reject) => {
      let text = '';
      import('node:fs').then(({ createReadStream }) => {
        createReadStream(fifo, 'utf8')
          .on('data', (d) => (text += String(d)))
          .on('end', () => resolve(text))
          .on('error', reject);
      }, reject);
    });
    const r = await runCli(['exact', 'snakes', '--out', fifo]);
    expect(r.code).toBe(0);
    expect(JSON.parse(await reader).game).toBe('snakes');
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });

  test('a character device (/dev/null) is written through, not replaced', async () => {
    const r = await runCli(['exact', 'snakes', '--out', '/dev/null']);
    expect(r.code).toBe(0);
    expect(lstatSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  test('a missing /dev path is refused, never created', async () => {
    const r = await runCli(['exact', 'snakes', '--out', '/dev/boardsim-no-such-device']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--out: \/dev\/boardsim-no-such-device does not exist/);
    expect(existsSync('/dev/boardsim-no-such-device')).toBe(false);
  });

  test('a socket is refused before any work', async () => {
    const socket = join(dir, 'report.sock');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(socket, resolve));
    try {
      const r = await runCli(['simulate', 'snakes', '--games', '1e12', '--quiet', '--out', socket]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--out: .*report\.sock is a socket: boardsim will not write there/);
    } finally {
      server.close();
    }
  });

  test('a block device under /dev is refused before any work, as anywhere else', async () => {
    // a loop device: were the check to fail, the run of 10^12 games would never get to write
    const device = readdirSync('/dev')
      .filter((name) => /^loop\d+$/.test(name))
      .map((name) => `/dev/${name}`)
      .find((path) => statSync(path).isBlockDevice());
    if (!device) return void console.warn('no /dev/loop* block device here: not checked');
    const r = await runCli(['simulate', 'snakes', '--games', '1e12', '--quiet', '--out', device]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `boardsim: error: --out: ${device} is a block device: boardsim will not write there\n`,
    );
  });

  test('/dev/stdout redirected to a file: the report and the summary both arrive whole', () => {
    const file = join(dir, 'both.txt');
    const fd = openSync(file, 'w');
    try {
      const r = spawnSync(
        process.execPath,
        [CLI, 'exact', 'snakes', '--preset', 'classic', '--out', '/dev/stdout'],
        { stdio: ['ignore', fd, 'pipe'], encoding: 'utf8' },
      );
      expect(r.status).toBe(0);
    } finally {
      closeSync(fd);
    }
    const text = readFileSync(file, 'utf8');
    // the JSON first (--out is written before the summary), then the summary after it
    const end = text.indexOf('\n}\n') + 3;
    expect(JSON.parse(text.slice(0, end)).game).toBe('snakes');
    expect(text.slice(end)).toMatch(/^boardsim snakes · preset classic/);
  });

  test('a write-protected file is not replaced (run as another user, since root may write anything)', async (context) => {
    if (process.getuid?.() !== 0) return context.skip();
    // a folder anyone may write in, outside the test's own private one
    const shared = mkdtempSync(join(tmpdir(), 'boardsim-out-shared-'));
    onTestFinished(() => rmSync(shared, { recursive: true, force: true }));
    chmodSync(shared, 0o777);
    // nobody runs a copy of the CLI in it: the checkout may sit in a private folder (mode 700, as
    // /root or a `mktemp -d` folder is), which nobody cannot enter (issue 35, item 16)
    const cli = copyCli(shared);
    const probe = spawnSync('runuser', ['-u', 'nobody', '--', process.execPath, cli, '--version'], {
      encoding: 'utf8',
    });
    if (probe.status !== 0) {
      console.warn(
        `nobody cannot run ${process.execPath} ${cli} (${(probe.stderr || String(probe.error)).trim()}): the write-protected file is not checked`,
      );
      return context.skip();
    }
    const file = join(shared, 'protected.json');
    writeFileSync(file, 'old\n', { mode: 0o444 });
    const r = spawnSync(
      'runuser',
      ['-u', 'nobody', '--', process.execPath, cli, 'exact', 'snakes', '--out', file],
      { encoding: 'utf8' },
    );
    expect(r.stderr).toMatch(/^boardsim: error: --out: cannot write .*protected\.json \(EACCES\)\n$/);
    expect(r.status).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe('old\n');
  });

  test('an existing file keeps its permissions', async () => {
    const file = join(dir, 'private.json');
    writeFileSync(file, 'old\n', { mode: 0o600 });
    expect((await runCli(['exact', 'snakes', '--out', file])).code).toBe(0);
    expect(lstatSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).game).toBe('snakes');
  });
});

describe('a failure to write after the work', () => {
  function captureStdout(): { text: () => string; restore: () => void } {
    let text = '';
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string, cb?: () => void) => {
      text += chunk;
      cb?.();
      return true;
    }) as typeof process.stdout.write);
    return { text: () => text, restore: () => spy.mockRestore() };
  }

  test('saves the report to a file named in the error', async () => {
    const folder = join(dir, 'vanishes');
    mkdirSync(folder);
    const out = join(folder, 'report.json');
    await checkOut(out);
    rmSync(folder, { recursive: true });
    const rescueDir = mkdtempSync(join(dir, 'rescue-'));
    vi.stubEnv('TMPDIR', rescueDir);
    const stdout = captureStdout();
    let message = '';
    try {
      await emitResult({ out }, { answer: 42 }, () => 'the summary').catch((e: Error) => {
        message = e.message;
      });
    } finally {
      stdout.restore();
      vi.unstubAllEnvs();
    }
    expect(stdout.text()).toBe('the summary\n');
    const [saved] = readdirSync(rescueDir);
    expect(message).toMatch(
      /^--out: cannot write .*report\.json \(ENOENT\): it was saved to .*boardsim-report-/,
    );
    expect(message).toContain(join(rescueDir, saved!));
    expect(JSON.parse(readFileSync(join(rescueDir, saved!), 'utf8'))).toEqual({ answer: 42 });
  });

  test('with --json the report is on stdout, and the error says so', async () => {
    const out = join(dir, 'gone', 'report.json');
    const stdout = captureStdout();
    let message = '';
    try {
      await emitResult({ out, json: true }, { answer: 42 }, () => 'unused').catch((e: Error) => {
        message = e.message;
      });
    } finally {
      stdout.restore();
    }
    expect(JSON.parse(stdout.text())).toEqual({ answer: 42 });
    expect(message).toMatch(/cannot write .*report\.json \(ENOENT\): it is on stdout instead/);
  });
});
