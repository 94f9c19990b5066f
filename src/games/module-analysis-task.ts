// `analyze` of a user's game module, on whichever thread plays it: a chunk's games played as a run
// plays them (module-play.ts, the same streams), each game's standings after each turn (the
// settings' turn(), which play() calls) read as a race's history and added to the race measures'
// sums (src/analyze/race.ts): the leader, lead changes, drama, comebacks. Standings are any
// numbers, higher further ahead; each turn's are replaced by their order among the seats (0 for
// the lowest), which is all that those measures compare. A .wasm game's kernel plays its games one
// at a time here: its figures and winners, but no standings.

import type { ChunkSpec } from '../core/chunks.js';
import { type AfterTurn, addRaceGame } from '../analyze/race.js';
import { type RaceAnalysisConfig, raceAnalysisRunner } from '../analyze/race-task.js';
import { DEFAULT_DICE } from '../rng/dice.js';
import type { KernelTask } from '../run/task.js';
import type { Kernel } from '../wasm/kernel.js';
import { type RaceAnalysisSums, raceSumsLayout, raceSumsLength } from '../wasm/race-sums.js';
import { ResultTally, playTask } from './module-play.js';
import { type WasmTaskConfig, kernelOf } from './module-wasm.js';
import {
  type GameContext,
  type GameResult,
  MAX_MODULE_PLAYERS,
  MODULE_ANALYSIS_TASK,
  type ModuleTaskConfig,
  WASM_ANALYSIS_TASK,
} from './module.js';

/** The race sums' "square" count for a module game: a standing becomes its order among the seats,
 *  below this. */
export const MODULE_RACE_SQUARES = MAX_MODULE_PLAYERS;

/** A free scalar slot of the race sums (RACE_SUMS uses 0 to 14): the games whose play() called
 *  turn(), and so were added to the race measures. */
export const TURNS_RECORDED = 15;

/** Where in the race sums' jump-use block (unused here) the games with a sole winner are counted. */
export const SOLE_WINS = 0;

/** Each standing replaced by the number of distinct standings below it (ties stay ties). */
function orderOf(standings: ArrayLike<number>, players: number): number[] {
  const values = Array.from({ length: players }, (_, s) => Number(standings[s]));
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  return values.map((v) => distinct.indexOf(v));
}

/** The seat a game's result names as its sole winner, or undefined (a draw, a shared win). */
function soleWinner(result: GameResult): number | undefined {
  const first = result.ranking !== undefined ? result.ranking[0] : result.winner;
  const seat = Array.isArray(first) ? (first.length === 1 ? first[0] : undefined) : first;
  return typeof seat === 'number' ? seat : undefined;
}

/** Plays `chunks` of a module game, recording each game's turns into the race sums. */
function playModuleAnalysis(
  kernel: Kernel,
  config: ModuleTaskConfig,
  players: number,
  seed: bigint,
  chunks: readonly ChunkSpec[],
  lengthFigure: string | undefined,
): RaceAnalysisSums {
  const sums = new Float64Array(raceSumsLength(MODULE_RACE_SQUARES));
  const soleWins = raceSumsLayout(MODULE_RACE_SQUARES).jumpUsed + SOLE_WINS;
  let history: AfterTurn[] = [];
  let turns = 0;
  const turn = (standings: ArrayLike<number>, mover?: number) => {
    if (standings === null || typeof standings !== 'object' || typeof standings.length !== 'number')
      throw new TypeError(`turn(standings) takes each seat's standing (a list of ${players} numbers)`);
    if (!Array.from({ length: players }, (_, s) => standings[s]).every((v) => Number.isFinite(v)))
      throw new TypeError(`turn(standings) takes a finite number for each of the ${players} seats`);
    const seat = mover ?? turns % players;
    if (!(Number.isInteger(seat) && seat >= 0 && seat < players))
      throw new TypeError(`turn(standings, mover): the mover must be a seat from 0 to ${players - 1}`);
    history.push({ squares: orderOf(standings, players), mover: seat });
    turns++;
  };
  const settings: GameContext = Object.freeze({
    ...config.config,
    players,
    tracing: false,
    trace: () => {},
    turn,
  });
  const totals = playTask(kernel, config, seed, chunks, DEFAULT_DICE, {
    settings,
    start: () => {
      history = [];
      turns = 0;
    },
    end: (result) => {
      const winner = soleWinner(result);
      if (winner !== undefined) sums[soleWins]! += 1;
      if (history.length === 0 || winner === undefined) return;
      const length = lengthFigure === undefined ? history.length : Number(result.figures[lengthFigure]);
      addRaceGame(sums, MODULE_RACE_SQUARES, players, history, winner, length);
      sums[TURNS_RECORDED]! += 1;
    },
  });
  return { sums, totals };
}

/** An analysis task's board: the module's task config, and the figure that counts turns. */
export interface ModuleAnalysisBoard extends ModuleTaskConfig {
  readonly lengthFigure?: string;
}

const moduleAnalysisTask = (kernel: Kernel, task: KernelTask<RaceAnalysisConfig<ModuleAnalysisBoard>>) =>
  raceAnalysisRunner<ModuleAnalysisBoard>((k, board, players, seed, chunks) =>
    playModuleAnalysis(k, board, players, seed, chunks, board.lengthFigure),
  )(kernel, task);

/** A .wasm game's analysis task's board: the module's task config (for the checks and messages of
 *  its results) and the kernel's. */
export interface WasmAnalysisBoard extends ModuleAnalysisBoard {
  readonly kernel: WasmTaskConfig;
}

/** Plays `chunks` of a .wasm game one game at a time: each game's figures and winners added up as a
 *  JavaScript game's are (so the totals are its run's), its sole winners counted. The kernel
 *  reports no standings after each turn: no game is added to the race measures. */
function playWasmAnalysis(
  board: WasmAnalysisBoard,
  seed: bigint,
  chunks: readonly ChunkSpec[],
): RaceAnalysisSums {
  const sums = new Float64Array(raceSumsLength(MODULE_RACE_SQUARES));
  const soleWins = raceSumsLayout(MODULE_RACE_SQUARES).jumpUsed + SOLE_WINS;
  const config = board.kernel;
  const kernel = kernelOf(config);
  const tally = new ResultTally(board, seed);
  kernel.startGames(config.players, config.settings);
  for (const chunk of chunks) {
    tally.place.chunk = chunk.index;
    let index = 0;
    for (const game of kernel.games(seed, chunk.index, chunk.games)) {
      tally.place.index = index++;
      const { winners } = game;
      tally.add({
        winner: winners.length === 0 ? null : winners.length === 1 ? winners[0]! : winners,
        figures: Object.fromEntries(config.figures.map((name, f) => [name, game.figures[f]!])),
      });
      if (winners.length === 1) sums[soleWins]! += 1;
    }
  }
  return { sums, totals: tally.totals() };
}

const wasmAnalysisTask = (kernel: Kernel, task: KernelTask<RaceAnalysisConfig<WasmAnalysisBoard>>) =>
  raceAnalysisRunner<WasmAnalysisBoard>((_k, board, _players, seed, chunks) =>
    playWasmAnalysis(board, seed, chunks),
  )(kernel, task);

export const MODULE_ANALYSIS_TASKS = {
  [MODULE_ANALYSIS_TASK]: moduleAnalysisTask,
  [WASM_ANALYSIS_TASK]: wasmAnalysisTask,
};
