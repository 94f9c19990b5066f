// The browser's worker pool: Web Workers, each instantiating the compiled module once (the module
// is compiled once on the page and posted to them), playing one task at a time. Cancelling ends the
// workers at once: a kernel call cannot be interrupted, and a run's workers are not reused.

import { BoardsimError, CancelledError } from '../core/errors.js';
import { KernelStatusError } from '../wasm/kernel.js';
import type { ExactJob } from '../run/exact-job.js';
import type { TaskExecutor } from '../run/executor.js';
import type { KernelTask } from '../run/task.js';
import type { RunTotals } from '../core/totals.js';
import type { FromWorker, ToWorker, WorkerError } from '../run/web-messages.js';

/** A worker could not be started, or stopped while it worked. */
export class WorkerFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerFailedError';
  }
}

function fromWorkerError(error: WorkerError): Error {
  if (error.posted) return new BoardsimError(error.posted.issues, error.posted.source);
  if (error.status !== undefined) return new KernelStatusError(error.status);
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  return rebuilt;
}

/** Object URLs of the same-origin scripts that import a cross-origin worker, one per script. */
const importers = new Map<string, string>();

/** A same-origin script (a Blob) that imports `script`: a page may start a worker only from its
 *  own origin, but a module worker may import from any origin that allows it by CORS. */
function importerOf(script: URL): string {
  let importer = importers.get(script.href);
  if (!importer) {
    const source = `import ${JSON.stringify(script.href)};`;
    importer = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    importers.set(script.href, importer);
  }
  return importer;
}

function startWorker(): Worker {
  try {
    // this literal form is what bundlers (Vite, webpack, the library's esbuild bundle) recognise
    return new Worker(new URL('./worker-web.js', import.meta.url), { type: 'module', name: 'boardsim' });
  } catch (error) {
    // the library was loaded from another origin (a CDN): Worker() refuses its URL at once
    if (!(error instanceof DOMException && error.name === 'SecurityError')) throw error;
    // the worker beside this script, named without the literal form above: a bundler would take a
    // second `new URL('./worker-web.js', import.meta.url)` for an asset and ship the worker twice
    const script = new URL(import.meta.url.replace(/[^/]*$/, 'worker-web.js'));
    return new Worker(importerOf(script), { type: 'module', name: 'boardsim' });
  }
}

/** One worker and the task it is playing, if any. */
class Slot {
  busy = false;
  /** Set once the worker has failed: it answers nothing more. */
  private failure?: Error;
  private onMessage?: (message: FromWorker) => void;
  private onFailure?: (error: Error) => void;

  constructor(readonly worker: Worker) {
    worker.onmessage = (event: MessageEvent<FromWorker>) => this.onMessage?.(event.data);
    // a script that fails to load gives a bare Event; an uncaught exception an ErrorEvent
    worker.onerror = (event) => {
      event.preventDefault();
      const detail = event instanceof ErrorEvent && event.message ? event.message : 'its script did not load';
      this.fail(new WorkerFailedError(`a simulation worker stopped: ${detail}`));
    };
    worker.onmessageerror = () =>
      this.fail(new WorkerFailedError('a simulation worker sent a message that could not be read'));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.onFailure?.(error);
  }

  /** Posts `message` and waits for the worker's answer to it. */
  request(message: ToWorker, signal?: AbortSignal): Promise<FromWorker> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.worker.terminate();
        finish();
        reject(new CancelledError());
      };
      const finish = () => {
        this.onMessage = undefined;
        this.onFailure = undefined;
        signal?.removeEventListener('abort', onAbort);
      };
      this.onMessage = (answer) => {
        finish();
        resolve(answer);
      };
      this.onFailure = (error) => {
        finish();
        reject(error);
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.worker.postMessage(message);
    });
  }
}

/** Starts `threads` workers and waits until each has instantiated the module. */
export async function createWebPool(threads: number, module: WebAssembly.Module): Promise<TaskExecutor> {
  const slots = Array.from({ length: threads }, () => new Slot(startWorker()));
  const closeAll = () => slots.forEach((slot) => slot.worker.terminate());
  try {
    await Promise.all(
      slots.map(async (slot) => {
        const answer = await slot.request({ type: 'init', module });
        if (answer.type === 'failed') {
          throw new WorkerFailedError(`a simulation worker could not start: ${answer.error.message}`);
        }
      }),
    );
  } catch (error) {
    closeAll();
    throw error;
  }
  let nextId = 0;
  return {
    concurrency: threads,
    async run(task: KernelTask, signal?: AbortSignal): Promise<RunTotals> {
      const slot = slots.find((s) => !s.busy);
      if (!slot) throw new Error('more tasks at once than workers');
      slot.busy = true;
      try {
        const id = nextId++;
        const answer = await slot.request({ type: 'run', id, task }, signal);
        if (answer.type === 'failed') throw fromWorkerError(answer.error);
        if (answer.type !== 'done' || answer.id !== id) throw new Error('a worker answered out of turn');
        return answer.totals;
      } finally {
        slot.busy = false;
      }
    },
    async close() {
      closeAll();
    },
  };
}

/** Computes `job` in a Web Worker of its own, beside the run's: `signal` ends it at once. */
export async function runExactInWebWorker(job: ExactJob, signal?: AbortSignal): Promise<unknown> {
  const slot = new Slot(startWorker());
  try {
    const answer = await slot.request({ type: 'exact', job }, signal);
    if (answer.type === 'failed') throw fromWorkerError(answer.error);
    if (answer.type !== 'exact-done') throw new Error('a worker answered out of turn');
    return answer.answer;
  } finally {
    slot.worker.terminate();
  }
}
