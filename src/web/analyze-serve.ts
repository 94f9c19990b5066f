// An analysis off the page's thread, as `boardsim analyze` runs it: the library's own function,
// bound to the browser's kernel and workers, answering the page's requests in a Web Worker
// (analyze-messages.ts). Its games play chunk by chunk on Web Workers nested in this one, so that
// Cancel, which ends this worker, ends them too, and the page keeps drawing. The page's analysis
// worker (analyze-worker.ts) serves every game that brings nothing of its own; a game that does
// starts a worker of its own (WebGame.analysisWorker) that serves with its hosts and progress.

import { type AnalyzeOptions, analyzeWith } from '../api/analyze.js';
import { browserPlatform } from '../workers/platform-browser.js';
import { compileKernelModule } from '../wasm/load-browser.js';
import type { AnalyzeWorkerReply, AnalyzeWorkerRequest } from './analyze-messages.js';
import { failureReply } from './study-worker.js';

/** Answers the analysis requests posted to this worker. `gameHosts`: the workers a game brings for
 *  work of its own, by game name (as analyzeWith takes them); `own`: the options through which the
 *  game reports progress of its own (posted on to the page as `{ own }`). The worker's entry
 *  imports worker-process.ts first (the statistics read it when they load). */
export function serveAnalysis(
  gameHosts?: Readonly<Record<string, unknown>>,
  own?: (report: (progress: unknown) => void) => Partial<AnalyzeOptions>,
): void {
  const analyze = analyzeWith(() => compileKernelModule(), browserPlatform, gameHosts);
  const reply = (message: AnalyzeWorkerReply) => postMessage(message);
  self.onmessage = async ({ data }: MessageEvent<AnalyzeWorkerRequest>) => {
    try {
      const report = await analyze({
        ...data,
        onProgress: (progress) => reply({ kind: 'progress', progress }),
        ...own?.((progress) => reply({ kind: 'progress', progress: { own: progress } })),
      });
      reply({ kind: 'report', report });
    } catch (error) {
      reply(failureReply(error));
    }
  };
}
