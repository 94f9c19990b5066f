// Peg solitaire's count and solution off the page's thread: the larger boards take seconds, and
// the page must keep drawing. The same library function as `boardsim pegs --solution`, with the
// count split into parts on Web Workers nested in this one (part-hosts.ts).

import { pegsWith } from '../../../games/pegs/api.js';
import { compileKernelModule } from '../../../wasm/load-browser.js';
import type { PegsWorkerReply, PegsWorkerRequest } from './messages.js';
import { webPegsPlatform } from './part-hosts.js';
import { failureReply } from '../../study-worker.js';

const pegs = pegsWith(() => compileKernelModule(), webPegsPlatform);
const reply = (message: PegsWorkerReply) => postMessage(message);

self.onmessage = async ({ data }: MessageEvent<PegsWorkerRequest>) => {
  try {
    const report = await pegs({
      ...data,
      solution: true,
      onLayer: (_start, layer) =>
        reply({ kind: 'progress', progress: { pegs: layer.pegs, states: layer.states } }),
    });
    reply({ kind: 'report', report });
  } catch (error) {
    reply(failureReply(error));
  }
};
