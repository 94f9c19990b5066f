// boardsim's library API for browsers: the same as Node's (index.ts), with runs on a pool of Web
// Workers. Needs no Node built-ins; the kernel is fetched with streaming compilation.

import { browserPlatform } from './workers/platform-browser.js';
import { platformApi } from './api/platform.js';
import { compileKernelModule } from './wasm/load-browser.js';

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
} = platformApi(browserPlatform, () => compileKernelModule());

export * from './api.js';
