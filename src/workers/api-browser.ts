// The library's functions that run games, made for browsers: a pool of Web Workers, the kernel
// fetched with streaming compilation, users' game modules imported by their URL (in the page and in
// every worker). The browser entry (browser.ts) exports them.

import { browserPlatform } from './platform-browser.js';
import { platformApi } from '../api/platform.js';
import { compileKernelModule } from '../wasm/load-browser.js';
import { MODULE_GAMES } from '../api/load-game.js';
import { installModuleGames } from '../api/module-games.js';

// users' game modules: the same hooks as Node's; the platform fetches a module by its URL
installModuleGames(MODULE_GAMES);

export const {
  simulate,
  loadGame,
  checkKernel,
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
