// boardsim's library API for Node: the CLI is a thin layer over these. The browser entry
// (browser.ts) exports the same API, running on Web Workers instead of worker threads.

import { nodePegsPlatform } from './games/pegs/part-hosts-node.js';
import { nodePlatform } from './workers/platform-node.js';
import { platformApi } from './api/platform.js';
import { compileKernelModule } from './wasm/load-node.js';

export const {
  simulate,
  tournament,
  fairness,
  ladder,
  ablate,
  pegs,
  analyze,
  diceBattery,
  diceGameTest,
  createDice,
  mergeAsync,
} = platformApi(nodePlatform, compileKernelModule, nodePegsPlatform);

export * from './api.js';
