// `rng bench`'s cases in worker threads of their own (bench-worker-node.ts), for the CLI.

import { Worker } from 'node:worker_threads';
import type { CaseSpec, IsolatedCase } from '../lab/bench.js';

/** The worker's script: beside the core as bench-worker.js in the bundle; run unbundled from src/
 *  (tests, tsx) it is TypeScript and needs tsx's loader, and tsc's output keeps the source's names. */
function script(): { url: URL; execArgv?: string[] } {
  const here = import.meta.url;
  const fromSource = here.endsWith('.ts');
  const unbundled = /\/workers\/bench-node\.[jt]s$/.test(here);
  const name = unbundled ? `./bench-worker-node.${fromSource ? 'ts' : 'js'}` : './bench-worker.js';
  return { url: new URL(name, here), ...(fromSource && { execArgv: ['--import', 'tsx'] }) };
}

/** Starts `spec` in a worker of its own and resolves once it is warmed up. */
export function startBenchCase(spec: CaseSpec, faces: number, rolls: number): Promise<IsolatedCase> {
  const { url, execArgv } = script();
  const worker = new Worker(url, { workerData: { spec, faces, rolls }, ...(execArgv && { execArgv }) });
  let waiting: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const failed = (error: Error) => waiting?.reject(error);
  worker.on('error', failed);
  worker.on('exit', (code) => failed(new Error(`the bench worker stopped (exit ${code})`)));
  worker.on('message', () => waiting?.resolve());
  const next = () =>
    new Promise<void>((resolve, reject) => {
      waiting = { resolve, reject };
    });
  const isolated: IsolatedCase = {
    run(count) {
      const done = next();
      worker.postMessage(count);
      return done;
    },
    async close() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
  return next().then(() => isolated);
}
