// boardsim's library API for Node: the CLI is a thin layer over these. The browser entry
// (browser.ts) exports the same API, running on Web Workers instead of worker threads.

import { nodePlatform } from './node/platform.js';
import { type SimulateOptions, simulateOn } from './simulate.js';
import type { SimulationReport } from './report/simulation.js';

/** Plays many seeded games of a game and returns the report (the `simulate --json` shape). */
export function simulate(options: SimulateOptions): Promise<SimulationReport> {
  return simulateOn(nodePlatform, options);
}

export * from './api.js';
