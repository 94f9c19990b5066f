// The library's functions that run games, made for browsers: a pool of Web Workers, the kernel
// fetched with streaming compilation. The browser entry (browser.ts) exports them.

import { browserPlatform } from './platform-browser.js';
import { platformApi } from '../api/platform.js';
import { compileKernelModule } from '../wasm/load-browser.js';

export const {
  simulate,
  loadGame,
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
