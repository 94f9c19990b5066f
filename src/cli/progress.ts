// A progress bar on stderr (cli-progress) for long runs, only when stderr is a terminal.

import { SingleBar } from 'cli-progress';
import type { Progress } from '../run/runner.js';

export interface ProgressReporter {
  update(progress: Progress): void;
  stop(): void;
}

export function progressBar(label: string, enabled: boolean): ProgressReporter {
  if (!enabled || !process.stderr.isTTY) return { update: () => undefined, stop: () => undefined };
  const bar = new SingleBar({
    stream: process.stderr,
    format: `${label} {bar} {percentage}% | {done}/{all} games | {duration_formatted} | eta {eta_formatted}`,
    barCompleteChar: '█',
    barIncompleteChar: '░',
    hideCursor: true,
    clearOnComplete: true,
    etaBuffer: 20,
  });
  let started = false;
  const fmt = (n: number) => n.toLocaleString('en-US');
  return {
    update({ gamesDone, games }) {
      if (!started) {
        bar.start(games, 0, { done: fmt(0), all: fmt(games) });
        started = true;
      }
      bar.update(gamesDone, { done: fmt(gamesDone), all: fmt(games) });
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
