// The messages between the page and its Web Workers (see src/workers/pool-web.ts and worker-web.ts). Plain data:
// a WebAssembly.Module, bigints and typed totals all cross postMessage unchanged.

import type { ExactJob } from './exact-job.js';
import type { KernelTask } from './task.js';
import type { RunTotals } from '../core/totals.js';
import type { PostedIssues } from './worker-errors.js';

export type ToWorker =
  | { readonly type: 'init'; readonly module: WebAssembly.Module }
  | { readonly type: 'run'; readonly id: number; readonly task: KernelTask }
  /** An exact answer (needs no module: such a worker is sent no 'init'). */
  | { readonly type: 'exact'; readonly job: ExactJob };

export type FromWorker =
  | { readonly type: 'ready' }
  | { readonly type: 'done'; readonly id: number; readonly totals: RunTotals }
  | { readonly type: 'exact-done'; readonly answer: unknown }
  | { readonly type: 'failed'; readonly id?: number; readonly error: WorkerError };

/** An error thrown in a worker, as data; `status` is a KernelStatusError's, `posted` a
 *  BoardsimError's issues. */
export interface WorkerError {
  readonly name: string;
  readonly message: string;
  readonly status?: number;
  readonly posted?: PostedIssues;
}
