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
    format: `${label} {bar} {percentage}% | {done}/{all} games | {duration_formatted} | eta {eta_formatted}{exact}`,
    barCompleteChar: '█',
    barIncompleteChar: '░',
    hideCursor: true,
    clearOnComplete: true,
    etaBuffer: 20,
  });
  let started = false;
  const fmt = (n: number) => n.toLocaleString('en-US');
  // the exact answer a run compares against is computed alongside its games: said while it is
  // (the bar may stand at 100% meanwhile)
  const exactPhase = (exact: Progress['exact']) => (exact === 'computing' ? ' | exact answer…' : '');
  return {
    update({ gamesDone, games, exact }) {
      const values = { done: fmt(gamesDone), all: fmt(games), exact: exactPhase(exact) };
      if (!started) {
        bar.start(games, 0, values);
        started = true;
      }
      bar.update(gamesDone, values);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
