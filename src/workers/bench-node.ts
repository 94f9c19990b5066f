// `rng bench`'s cases for the CLI: each case's program (src/lab/programs.ts) in a child process of
// its own, the very text of its standalone script, which times its own samples; the kernel's case
// in a worker thread (bench-worker-node.ts), timed here in this process's CPU time.

import { type ChildProcess, spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { anchorImport } from '../lab/anchors.js';
import { type CaseSpec, type IsolatedCase, caseProgram } from '../lab/bench.js';
import { LIBRARY, programText } from '../lab/programs.js';

/** Where this file runs from: the bundle's core (dist/lib), tsc's output (dist/workers), or src/
 *  under tsx, whose children need tsx's loader to import TypeScript. */
function place(): { here: string; unbundled: boolean; execArgv: string[] } {
  const here = import.meta.url;
  const fromSource = here.endsWith('.ts');
  return {
    here,
    unbundled: /\/workers\/bench-node\.[jt]s$/.test(here),
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  };
}

/** The package's Node entry, which the cases' programs import as `boardsim`: beside the core in
 *  the bundle, the library's index unbundled. */
function libraryUrl(): string {
  const { here, unbundled } = place();
  if (!unbundled) return new URL('./boardsim.js', here).href;
  return new URL(`../index.${here.endsWith('.ts') ? 'ts' : 'js'}`, here).href;
}

/** Starts `spec` in a process (or the kernel's, a worker) of its own; resolves once warmed up. */
export function startBenchCase(spec: CaseSpec, faces: number, rolls: number): Promise<IsolatedCase> {
  const program = caseProgram(spec, faces);
  return program
    ? startProgram(
        programText(program, (specifier) => (specifier === LIBRARY ? libraryUrl() : anchorImport(specifier))),
        [String(rolls), '0', ...('die' in spec ? [spec.die] : [])],
      )
    : startWorker(spec, faces, rolls);
}

/** Runs `text` as an ES module in a child process (argv: `args`) that answers each count sent
 *  with a sample's CPU nanoseconds a roll. */
function startProgram(text: string, args: string[]): Promise<IsolatedCase> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...place().execArgv, '--input-type=module', '-', ...args],
    {
      stdio: ['pipe', 'ignore', 'pipe', 'ipc'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let waiting: { resolve: (answer: unknown) => void; reject: (error: Error) => void } | undefined;
  const failed = (error: Error) => waiting?.reject(error);
  child.on('error', failed);
  child.on('exit', (code) =>
    failed(new Error(`a bench case's process stopped (exit ${code})${stderr ? `: ${stderr.trim()}` : ''}`)),
  );
  child.on('message', (answer) => waiting?.resolve(answer));
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      waiting = { resolve, reject };
    });
  const ready = next();
  child.stdin!.end(text);
  const isolated: IsolatedCase = {
    async sample(count) {
      const answer = next();
      child.send(count);
      return (await answer) as number;
    },
    async close() {
      child.removeAllListeners('exit');
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
    },
  };
  return ready.then(
    () => isolated,
    async (error: unknown) => {
      await isolated.close();
      throw error;
    },
  );
}

/** The worker's script: beside the core as bench-worker.js in the bundle; run unbundled it keeps
 *  the source's name (TypeScript under tsx). */
function workerScript(): URL {
  const { here, unbundled } = place();
  return new URL(
    unbundled ? `./bench-worker-node.${here.endsWith('.ts') ? 'ts' : 'js'}` : './bench-worker.js',
    here,
  );
}

/** The kernel's case in a worker thread, timed in this process's CPU time. */
function startWorker(spec: CaseSpec, faces: number, rolls: number): Promise<IsolatedCase> {
  const execArgv = place().execArgv;
  const worker = new Worker(workerScript(), {
    workerData: { spec, faces, rolls },
    ...(execArgv.length > 0 && { execArgv }),
  });
  let waiting: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const failed = (error: Error) => waiting?.reject(error);
  worker.on('error', failed);
  worker.on('exit', (code) => failed(new Error(`the bench worker stopped (exit ${code})`)));
  worker.on('message', () => waiting?.resolve());
  const next = () =>
    new Promise<void>((resolve, reject) => {
      waiting = { resolve, reject };
    });
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const isolated: IsolatedCase = {
    async sample(count) {
      const done = next();
      const started = cpuMs();
      worker.postMessage(count);
      await done;
      return ((cpuMs() - started) * 1e6) / count;
    },
    async close() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
  return next().then(() => isolated);
}
