// A long run from the command line: its progress while it goes (a bar on a terminal, lines in a
// log: progress.ts), and Ctrl-C to stop it (a second Ctrl-C exits at once). Nothing is printed or
// written for a stopped run.

import { CancelledError } from '../core/errors.js';
import type { Progress } from '../run/runner.js';
import { type ProgressReporter, gamesReading } from './progress.js';

export async function runInterruptible<T>(
  progress: ProgressReporter,
  run: (signal: AbortSignal, onProgress: (progress: Progress) => void) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let interrupts = 0;
  const onSigint = () => {
    interrupts++;
    if (interrupts > 1) process.exit(130);
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  let result: T;
  try {
    result = await run(controller.signal, (p) => progress.update(gamesReading(p)));
    // a Ctrl-C during the last task on this thread is still waiting in the event loop: let it in
    await new Promise((resolve) => setImmediate(resolve));
    if (!controller.signal.aborted) progress.finish();
  } finally {
    progress.stop();
    process.off('SIGINT', onSigint);
  }
  if (controller.signal.aborted) throw new CancelledError();
  return result;
}
