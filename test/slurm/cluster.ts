// A one-node Slurm cluster started by hand for a test, from test/slurm/slurm.conf.in: munged,
// slurmctld and slurmd run in the foreground as children of this process, with their state,
// spool, logs, pid files and munge's key and socket in one temporary folder. stop() cancels what is
// still queued, ends the daemons by their PIDs, checks that no process is left that belongs to the
// cluster, and removes the folder.

import { type ChildProcess, spawn } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, hostname, tmpdir, userInfo } from 'node:os';
import { delimiter, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { CLI } from '../helpers.js';

/** The programs the cluster needs: Debian's munge and slurm-wlm (.ci/run installs them). */
const PROGRAMS = [
  'munged',
  'munge',
  'slurmctld',
  'slurmd',
  'sbatch',
  'squeue',
  'scancel',
  'scontrol',
  'sinfo',
];
/** Daemons live in sbin, which is not on every user's PATH. */
const SEARCH = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/sbin'].filter(Boolean);

function which(program: string): string | undefined {
  for (const dir of SEARCH) {
    const path = join(dir, program);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Why the Slurm tests cannot run here, or undefined when they can. In CI (.ci/run installs Slurm
 *  and runs as root) a missing piece is an error: there the test must run. */
export function slurmMissing(): string | undefined {
  const absent = PROGRAMS.filter((program) => which(program) === undefined);
  const why =
    absent.length > 0
      ? `${absent.join(', ')} not found: install Debian's slurm-wlm and munge (apt-get install slurm-wlm munge) to run the Slurm test`
      : process.getuid?.() !== 0
        ? 'the one-node cluster runs its daemons as root (SlurmUser=root): run the Slurm test as root'
        : undefined;
  if (why !== undefined && process.env.CI) throw new Error(`${why}; CI must run it`);
  return why;
}

/** The longest the cluster may take to come up, and a daemon to stop, before the test gives up. */
const START_LIMIT_MS = 60_000;
const STOP_LIMIT_MS = 30_000;

/** A port nothing listens on now (slurmctld and slurmd listen on every address). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '0.0.0.0', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunResult {
  code: number | null;
  output: string;
  timedOut: boolean;
}

/** Runs `file` with `args` to its end, or until `limitMs` passes (then it is killed by PID). */
function runFor(
  file: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
  limitMs: number,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let timedOut = false;
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limitMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

/** Polls `check` until it is true, at most `limitMs`; false if it never was. */
async function pollUntil(check: () => Promise<boolean>, limitMs: number): Promise<boolean> {
  const end = Date.now() + limitMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Processes other than this one whose working folder or command line is inside `dir`. */
function processesIn(dir: string): { pid: number; what: string }[] {
  const found: { pid: number; what: string }[] = [];
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      let cwd = '';
      try {
        cwd = readlinkSync(`/proc/${pid}/cwd`);
      } catch {
        // a process of another user, or one that just ended
      }
      if (cmdline.includes(dir) || cwd === dir || cwd.startsWith(`${dir}/`))
        found.push({ pid, what: `${pid} ${cmdline || '(no command line)'} (in ${cwd})` });
    } catch {
      // it ended while we looked
    }
  }
  return found;
}

interface Daemon {
  readonly name: string;
  readonly child: ChildProcess;
  exited: boolean;
}

export class SlurmCluster {
  /** The environment that reaches this cluster: SLURM_CONF, and `boardsim` (the built CLI) on the
   *  PATH. Jobs inherit it from sbatch. */
  readonly env: NodeJS.ProcessEnv;
  private readonly daemons: Daemon[] = [];

  private constructor(readonly dir: string) {
    const bin = join(dir, 'bin');
    this.env = {
      ...process.env,
      PATH: [bin, ...SEARCH].join(delimiter),
      SLURM_CONF: join(dir, 'slurm.conf'),
      NO_COLOR: '1',
    };
  }

  /** The daemons' PIDs (munged, slurmctld, slurmd). */
  get pids(): number[] {
    return this.daemons.flatMap((d) => (d.child.pid === undefined ? [] : [d.child.pid]));
  }

  /** A folder for a test's files, inside the cluster's folder (removed with it). */
  get work(): string {
    return join(this.dir, 'work');
  }

  /** Writes the config and munge's key, starts munged, slurmctld and slurmd, and waits until the
   *  node takes jobs. On failure the daemons are stopped and the error carries their logs. */
  static async start(): Promise<SlurmCluster> {
    const dir = mkdtempSync(join(tmpdir(), 'boardsim-slurm-'));
    // munged wants every folder on its socket's path searchable by all, and none writable by others
    chmodSync(dir, 0o755);
    const cluster = new SlurmCluster(dir);
    try {
      await cluster.setUp();
    } catch (error) {
      const logs = cluster.logs();
      await cluster.stop();
      throw new Error(`${(error as Error).message}\n${logs}`, { cause: error });
    }
    return cluster;
  }

  private async setUp(): Promise<void> {
    const { dir } = this;
    for (const sub of ['munge', 'state', 'spool', 'log', 'bin', 'work']) mkdirSync(join(dir, sub));
    chmodSync(join(dir, 'munge'), 0o755);
    writeFileSync(join(dir, 'munge', 'munge.key'), randomBytes(1024), { mode: 0o400 });
    writeFileSync(join(dir, 'bin', 'boardsim'), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`, {
      mode: 0o755,
    });
    const host = hostname().split('.')[0]!;
    const [controllerPort, nodePort] = [await freePort(), await freePort()];
    const values: Record<string, string> = {
      HOST: host,
      CONTROLLER_PORT: String(controllerPort),
      NODE_PORT: String(nodePort),
      USER: userInfo().username,
      DIR: dir,
      CPUS: String(availableParallelism()),
    };
    const template = readFileSync(new URL('slurm.conf.in', import.meta.url), 'utf8');
    writeFileSync(
      join(dir, 'slurm.conf'),
      template.replace(/@([A-Z_]+)@/g, (whole, name: string) => values[name] ?? whole),
    );

    const socket = join(dir, 'munge', 'munge.socket');
    this.startDaemon('munged', [
      '--foreground',
      `--key-file=${join(dir, 'munge', 'munge.key')}`,
      `--socket=${socket}`,
      `--pid-file=${join(dir, 'munge', 'munged.pid')}`,
      `--seed-file=${join(dir, 'munge', 'munged.seed')}`,
      `--log-file=${join(dir, 'log', 'munged.log')}`,
    ]);
    await this.waitFor(
      'munged to answer on its socket',
      async () => (await this.quietly('munge', ['--socket', socket, '--no-input'])).code === 0,
    );
    this.startDaemon('slurmctld', ['-D', '-f', join(dir, 'slurm.conf')]);
    await this.waitFor('slurmctld to answer', async () =>
      /is UP/.test((await this.quietly('scontrol', ['ping'])).output),
    );
    this.startDaemon('slurmd', ['-D', '-f', join(dir, 'slurm.conf'), '-N', host]);
    await this.waitFor(
      'the node to be idle',
      async () =>
        (await this.quietly('sinfo', ['--noheader', '--Node', '--format=%T'])).output.trim() === 'idle',
    );
  }

  private startDaemon(name: string, args: string[]): void {
    const out = openSync(join(this.dir, 'log', `${name}.out`), 'a');
    try {
      const child = spawn(which(name)!, args, { env: this.env, stdio: ['ignore', out, out] });
      const daemon: Daemon = { name, child, exited: false };
      child.on('exit', () => (daemon.exited = true));
      child.on('error', () => (daemon.exited = true));
      this.daemons.push(daemon);
    } finally {
      closeSync(out);
    }
  }

  private async waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
    const up = await pollUntil(async () => {
      const dead = this.daemons.find((d) => d.exited);
      if (dead) throw new Error(`${dead.name} exited while waiting for ${what}`);
      return check();
    }, START_LIMIT_MS);
    if (!up) throw new Error(`gave up after ${START_LIMIT_MS / 1000} s waiting for ${what}`);
  }

  /** Runs one of the cluster's commands (a few seconds at most). */
  private quietly(program: string, args: string[]): Promise<RunResult> {
    return runFor(which(program)!, args, { cwd: this.dir, env: this.env }, 30_000);
  }

  /** Runs `script` with bash (-e -u -o pipefail) in `cwd`, at most `limitMs`. */
  run(script: string, cwd: string, limitMs: number): Promise<RunResult> {
    return runFor('bash', ['-euo', 'pipefail', '-c', script], { cwd, env: this.env }, limitMs);
  }

  /** The daemons' logs and the jobs' logs under work/, for a failure message. */
  logs(): string {
    const files = [join(this.dir, 'log'), join(this.work, 'logs')]
      .filter((dir) => existsSync(dir))
      .flatMap((dir) => readdirSync(dir).map((name) => join(dir, name)));
    return files
      .map((file) => {
        const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
        return `--- ${file} (last ${Math.min(lines.length, 40)} of ${lines.length} lines)\n${lines.slice(-40).join('\n')}`;
      })
      .join('\n');
  }

  /** Cancels every job, ends the daemons by PID (slurmd, slurmctld, then munged; SIGKILL for one
   *  that outlives STOP_LIMIT_MS), ends and returns any process still in the folder, and removes
   *  the folder. Returns what was left behind (nothing, when all went well). */
  async stop(): Promise<string[]> {
    const running = (name: string) => this.daemons.some((d) => d.name === name && !d.exited);
    if (running('slurmctld')) {
      await this.quietly('scancel', ['--full', `--user=${userInfo().username}`]);
      await pollUntil(
        async () => (await this.quietly('squeue', ['--noheader'])).output.trim() === '',
        STOP_LIMIT_MS,
      );
    }
    for (const daemon of [...this.daemons].reverse()) {
      if (daemon.exited) continue;
      const exited = new Promise((resolve) => daemon.child.once('exit', resolve));
      daemon.child.kill('SIGTERM');
      const timer = setTimeout(() => daemon.child.kill('SIGKILL'), STOP_LIMIT_MS);
      await exited;
      clearTimeout(timer);
    }
    const left = processesIn(this.dir);
    for (const { pid } of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
    return left.map((p) => p.what);
  }
}

/** Whether `pid` is a live process (not one that has exited). */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) [ZX] /.test(stat);
  } catch {
    return false;
  }
}
