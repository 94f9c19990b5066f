// Peg solitaire's count and solution off the page's thread: the larger boards take seconds, and
// the page must keep drawing. The same library function as `boardsim pegs --solution`.

import { BoardsimError } from '../errors.js';
import { pegsWith } from '../pegs.js';
import { compileKernelModule } from '../wasm/load-browser.js';
import type { PegsWorkerReply, PegsWorkerRequest } from './pegs-messages.js';

const pegs = pegsWith(() => compileKernelModule());
const reply = (message: PegsWorkerReply) => postMessage(message);

self.onmessage = async ({ data }: MessageEvent<PegsWorkerRequest>) => {
  try {
    const report = await pegs({
      ...data,
      solution: true,
      onLayer: (_start, layer) => reply({ kind: 'layer', pegs: layer.pegs, states: layer.states }),
    });
    reply({ kind: 'report', report });
  } catch (error) {
    reply(
      error instanceof BoardsimError
        ? { kind: 'invalid', issues: error.issues, source: error.source }
        : { kind: 'failed', message: error instanceof Error ? error.message : String(error) },
    );
  }
};
