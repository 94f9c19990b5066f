// boardsim's library API for browsers: the same as Node's (index.ts), with runs on a pool of Web
// Workers. Needs no Node built-ins; the kernel is fetched with streaming compilation.

import { browserPlatform } from './browser/platform.js';
import { type SimulateOptions, simulateOn } from './simulate.js';
import type { SimulationReport } from './report/simulation.js';

/** Plays many seeded games of a game on Web Workers and returns the report (the CLI's
 *  `simulate --json` shape, identical for the same game, config, seed and games). */
export function simulate(options: SimulateOptions): Promise<SimulationReport> {
  return simulateOn(browserPlatform, options);
}

export * from './api.js';
