// The library's functions that run games, made for Node: worker threads, the kernel read from the
// package's files, peg solitaire's parts on threads of their own. The Node entry (index.ts) exports them.

import { nodePegsPlatform } from '../games/pegs/part-hosts-node.js';
import { nodePlatform } from './platform-node.js';
import { platformApi } from '../api/platform.js';
import { compileKernelModule } from '../wasm/load-node.js';
import { NODE_MODULE_GAMES } from '../api/load-game.js';
import { installModuleGames } from '../api/module-games.js';

// users' game modules: Node's alone (the browser's bundle carries none of their code)
installModuleGames(NODE_MODULE_GAMES);

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
} = platformApi(nodePlatform, compileKernelModule, nodePegsPlatform);
