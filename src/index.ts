// boardsim's library API for Node: the CLI is a thin layer over these. The browser entry
// (browser.ts) exports the same API, running on Web Workers instead of worker threads.

import { nodePegsPlatform } from './exact/pegs-part-hosts-node.js';
import { nodePlatform } from './node/platform.js';
import { platformApi } from './platform-api.js';
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
