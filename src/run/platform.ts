// Where a run's work happens: the executors for its tasks and the worker for its exact answer.
// Each library entry hands its own (src/workers/platform-node.ts, platform-browser.ts).

import type { ExactRunner } from './exact-job.js';
import type { TaskExecutor } from './executor.js';

/** A game module's text as a platform reads it: its URL (what workers import), its text (hashed
 *  into reports) and its file's name. */
export interface ReadModule {
  readonly url: string;
  readonly text: string;
  readonly file?: string;
}

/** How a run's tasks may be run. */
export interface ExecutorOptions {
  /** Never run tasks on the calling thread (they are slow: see GameRun.slowTasks). */
  readonly offThread?: boolean;
  /** The tasks play what only the calling thread has (a game given as a definition object, which
   *  cannot be posted to a worker): run them on it, one at a time. */
  readonly onCallingThread?: boolean;
}

/** What runs a game's work on a platform: worker threads in Node, Web Workers in a browser. */
export interface Platform {
  availableThreads(): number;
  createExecutor(threads: number, options?: ExecutorOptions): Promise<TaskExecutor>;
  /** Computes an exact answer off the calling thread, stopped at once by `signal`; without it the
   *  answer is computed on the calling thread. */
  readonly runExact?: ExactRunner;
  /** Reads a user's game module named by a path or URL (Node: a file); absent where games can
   *  only be given as objects. */
  readonly readModule?: (spec: string) => Promise<ReadModule>;
  /** Reads a binary module (a user's .wasm game) by its path or URL, as readModule reads text. */
  readonly readModuleBytes?: (
    spec: string,
  ) => Promise<{ readonly bytes: Uint8Array; readonly file?: string }>;
}
