// A study that runs in a Web Worker of its own (peg solitaire's count, an analysis), so that the
// page keeps drawing: the page posts the request; the worker replies with its progress, then its
// report or why it failed; Cancel ends the worker at once. The page uses runInWorker, the worker
// failureReply.

import { BoardsimError, CancelledError, type ConfigIssue } from '../core/errors.js';

/** What such a worker posts back. */
export type WorkerReply<Progress, Report> =
  | { readonly kind: 'progress'; readonly progress: Progress }
  | { readonly kind: 'report'; readonly report: Report }
  | {
      readonly kind: 'invalid';
      readonly issues: readonly ConfigIssue[];
      readonly source?: string | undefined;
    }
  | { readonly kind: 'failed'; readonly message: string };

/** The reply for a run that threw: a BoardsimError's issues (shown next to their fields), or the
 *  message. */
export function failureReply(error: unknown): WorkerReply<never, never> {
  return error instanceof BoardsimError
    ? { kind: 'invalid', issues: error.issues, source: error.source }
    : { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/** Posts `request` to `worker` and settles with its report, its BoardsimError, or a failure named
 *  after `what`; the worker is ended when it settles, and at once on `signal`. */
export function runInWorker<Progress, Report>(
  worker: Worker,
  request: unknown,
  what: string,
  signal: AbortSignal,
  onProgress: (progress: Progress) => void,
): Promise<Report> {
  return new Promise<Report>((resolve, reject) => {
    const end = (settle: () => void) => {
      worker.terminate();
      signal.removeEventListener('abort', cancel);
      settle();
    };
    const cancel = () => end(() => reject(new CancelledError()));
    if (signal.aborted) return cancel();
    signal.addEventListener('abort', cancel);
    worker.onerror = (event) => {
      event.preventDefault();
      end(() => reject(new Error(`the ${what} worker stopped: its script did not load`)));
    };
    worker.onmessage = ({ data }: MessageEvent<WorkerReply<Progress, Report>>) => {
      if (data.kind === 'progress') onProgress(data.progress);
      else if (data.kind === 'report') end(() => resolve(data.report));
      else if (data.kind === 'invalid') end(() => reject(new BoardsimError(data.issues, data.source)));
      else end(() => reject(new Error(data.message)));
    };
    worker.postMessage(request);
  });
}
