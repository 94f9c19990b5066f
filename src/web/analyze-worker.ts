// An analysis off the page's thread: `analyze` plays its games chunk by chunk on Web Workers nested
// in this one (peg solitaire's count in parts on nested Web Workers too, pegs-part-hosts.ts, as the
// page's count does), so that Cancel, which ends this worker, ends them too, and the page keeps
// drawing. The library's own function, bound to the
// browser's kernel and workers, as `boardsim analyze` runs it.

// first: the statistics read it when they load
import './worker-process.js';
import { analyzeWith } from '../api/analyze.js';
import { browserPlatform } from '../workers/platform-browser.js';
import { compileKernelModule } from '../wasm/load-browser.js';
import type { PegsLayer } from '../games/pegs/kernel.js';
import type { AnalyzeWorkerReply, AnalyzeWorkerRequest } from './analyze-messages.js';
import { webPegsPlatform } from './games/pegs/part-hosts.js';
import { failureReply } from './study-worker.js';

const analyze = analyzeWith(() => compileKernelModule(), browserPlatform, { pegs: webPegsPlatform });
const reply = (message: AnalyzeWorkerReply) => postMessage(message);

self.onmessage = async ({ data }: MessageEvent<AnalyzeWorkerRequest>) => {
  try {
    const report = await analyze({
      ...data,
      onProgress: (progress) => reply({ kind: 'progress', progress }),
      // analyze takes a count's layers only from peg solitaire
      ...(data.game === 'pegs' && {
        onLayer: (_start: number, layer: PegsLayer) =>
          reply({ kind: 'progress', progress: { pegs: layer.pegs, states: layer.states } }),
      }),
    });
    reply({ kind: 'report', report });
  } catch (error) {
    reply(failureReply(error));
  }
};
