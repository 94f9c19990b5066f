// The page's analysis worker, for every game whose analysis brings no worker of its own
// (analyze-serve.ts).

// first: the statistics read it when they load
import './worker-process.js';
import { serveAnalysis } from './analyze-serve.js';

serveAnalysis();
