// Peg solitaire's analysis off the page's thread (WebGame.analysisWorker): the page's analysis
// worker (analyze-serve.ts) with the count's part workers nested in this one (part-hosts.ts), as the
// page's count does, and the count's layers posted as its progress.

// first: the statistics read it when they load
import '../../worker-process.js';
import type { PegsLayer } from '../../../games/pegs/kernel.js';
import { serveAnalysis } from '../../analyze-serve.js';
import type { PegsLayerProgress } from './messages.js';
import { webPegsPlatform } from './part-hosts.js';

serveAnalysis({ pegs: webPegsPlatform }, (report) => ({
  onLayer: (_start: number, layer: PegsLayer) =>
    report({ pegs: layer.pegs, states: layer.states } satisfies PegsLayerProgress),
}));
