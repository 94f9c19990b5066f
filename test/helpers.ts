// Shared by the tests: one kernel instance per test file, and the CLI run as a real process.

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Kernel } from '../src/wasm/index.js';
import { compileKernelModule } from '../src/wasm/load-node.js';

let kernel: Promise<Kernel> | undefined;

export function loadKernel(): Promise<Kernel> {
  kernel ??= compileKernelModule().then((module) => Kernel.create(module));
  return kernel;
}

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CLI = fileURLToPath(new URL('../dist/cli/boardsim.mjs', import.meta.url));

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs the bundled CLI (built by `npm test`'s pretest step). */
export function runCli(
  args: string[],
  options: {
    cwd?: string;
    input?: string;
    onSpawn?: (kill: (s: NodeJS.Signals) => void, output: () => string) => void;
  } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: options.cwd ?? ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    options.onSpawn?.(
      (s) => child.kill(s),
      () => stderr + stdout,
    );
    child.stdin.end(options.input ?? '');
  });
}

/** Asserts two per-game logs agree, reporting the first game that differs (a full diff is slow). */
export function expectSameGames<T>(
  actual: readonly T[],
  expected: readonly T[],
  expectFn: (v: unknown) => { toEqual(e: unknown): void },
): void {
  expectFn(actual.length).toEqual(expected.length);
  const first = actual.findIndex((game, i) => JSON.stringify(game) !== JSON.stringify(expected[i]));
  expectFn(
    first === -1 ? 'all games agree' : { game: first, kernel: actual[first], twin: expected[first] },
  ).toEqual('all games agree');
}

/** A note that a run started fewer threads than asked for: like `threads`, it tells the machine,
 *  not the games, so reports from different thread counts are compared without it. */
export function isThreadsNote(note: unknown): boolean {
  return typeof note === 'string' && note.startsWith('--threads ');
}
