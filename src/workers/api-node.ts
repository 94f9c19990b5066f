// The library's functions that run games, made for Node: worker threads, the kernel read from the
// package's files, peg solitaire's parts on threads of their own. The Node entry (index.ts) exports them.

import { nodePegsPlatform } from '../games/pegs/part-hosts-node.js';
import { nodePlatform } from './platform-node.js';
import { type PlatformApi, platformApi } from '../api/platform.js';
import { compileKernelModule } from '../wasm/load-node.js';
import { MODULE_GAMES } from '../api/load-game.js';
import { installModuleGames } from '../api/module-games.js';
import { fileYahtzeeTables } from '../games/yahtzee/table-file.js';
import { installYahtzeeTables } from '../games/yahtzee/table-source.js';

// users' game modules (the browser entry installs the same hooks)
installModuleGames(MODULE_GAMES);
// Yahtzee's optimal player: its table kept in a file
installYahtzeeTables(fileYahtzeeTables);

const api: PlatformApi = platformApi(nodePlatform, compileKernelModule, nodePegsPlatform);

// one declaration each, so that the API reference lists them as functions with their descriptions
/** Plays many seeded games of a game and returns the report (the `simulate --json` shape).
 * @function */
export const simulate = api.simulate;
/** A user's game module by its path or URL, imported and checked once: give it to simulate and
 * trace as `game` (simulate also takes the path itself).
 * @function */
export const loadGame = api.loadGame;
/** A .wasm game built with the kit and its JavaScript twin, played game by game from the same
 * chunk streams (`boardsim check`): they agree, or the first game where they differ, with both
 * sides' figures.
 * @function */
export const checkKernel = api.checkKernel;
/** L.A.M.A.: every strategy against every other, seats rotated (the `tournament --json` shape).
 * @function */
export const tournament = api.tournament;
/** L.A.M.A.: each seat's win rate against 1/n at tables of one strategy (the `fairness --json` shape).
 * @function */
export const fairness = api.fairness;
/** L.A.M.A.: a rating per strategy fitted to every table of a tournament, with bootstrap
 * intervals, and the tournament (the `ladder --json` shape).
 * @function */
export const ladder = api.ladder;
/** Plays a game as configured and without each of its features (`boardsim ablate`).
 * @function */
export const ablate = api.ablate;
/** Peg solitaire: every game from a start hole (or from each, start "all"), counted exactly.
 * @function */
export const pegs = api.pegs;
/** Every design measure of a game or of several variants side by side (`boardsim analyze`).
 * @function */
export const analyze = api.analyze;
/** The dice lab's battery on one die (faces, pairs and run lengths), on every core.
 * @function */
export const diceBattery = api.diceBattery;
/** The game-level test of a die: Snakes turns against the exact answer.
 * @function */
export const diceGameTest = api.diceGameTest;
/** A die (any `--dice` spec) for any JavaScript program: rolls one at a time or in bulk into typed
 * arrays, from the same seeded streams as the games.
 * @function */
export const createDice = api.createDice;
/** `merge`, with the exact answer the merged report compares against computed on the platform's
 * worker (as `boardsim merge` does), so that the calling thread stays free and `signal` stops
 * it at once.
 * @function */
export const mergeAsync = api.mergeAsync;
