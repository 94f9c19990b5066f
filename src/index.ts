// boardsim's library API for Node: the CLI is a thin layer over these.

import { nodePlatform } from './node/platform.js';
import { type SimulateOptions, simulateOn } from './simulate.js';
import type { SimulationReport } from './report/simulation.js';
import {
  type FairnessReport,
  type LamaTablesOptions,
  type TournamentOptions,
  type TournamentReport,
  fairnessOn,
  tournamentOn,
} from './studies.js';
import { type AblationReport, ablateWith } from './ablate.js';
import { type BatteryOptions, type BatteryReport, runBattery } from './lab/battery.js';
import { type GameTestResult, gameLevelTest } from './lab/game.js';

/** Plays many seeded games of a game and returns the report (the `simulate --json` shape). */
export function simulate(options: SimulateOptions): Promise<SimulationReport> {
  return simulateOn(nodePlatform, options);
}

/** L.A.M.A.: every strategy against every other, seats rotated (the `tournament --json` shape). */
export function tournament(
  options: TournamentOptions & { readonly game: string },
): Promise<TournamentReport> {
  return tournamentOn(nodePlatform, options);
}

/** L.A.M.A.: each seat's win rate against 1/n at tables of one strategy (the `fairness --json` shape). */
export function fairness(options: LamaTablesOptions & { readonly game: string }): Promise<FairnessReport> {
  return fairnessOn(nodePlatform, options);
}

export type { FairnessReport, LamaTablesOptions, TournamentOptions, TournamentReport } from './studies.js';
export type { LamaTrace } from './games/lama/trace.js';
/** Plays a game as configured and without each of its features (`boardsim ablate`). */
export function ablate(options: SimulateOptions): Promise<AblationReport> {
  return ablateWith(simulate, options);
}

export type { SimulateOptions } from './simulate.js';
export type { AblationReport, AblationVariant, FeatureEffect } from './ablate.js';
export type { CandyExactReport } from './games/candyland/exact.js';
export type { CandyTrace } from './games/candyland/trace.js';
export type { SimulationReport, MetricReport, SeatReport } from './report/simulation.js';
export { exact, type ExactOptions } from './exact/index.js';
export type { ExactReportBase, GameOptions, TraceReport } from './games/types.js';
export type { SnakesExactReport } from './games/snakes/exact.js';
export { mergeReports as merge } from './report/merge.js';
export { listPresets as presets, presetConfig, GAMES, type GameId } from './games/index.js';
export { trace } from './trace.js';
export type { SnakesTrace } from './games/snakes/trace.js';
export { BoardsimError, CancelledError, type ConfigIssue } from './errors.js';

/** The dice lab's battery on one die (faces, pairs and run lengths), on every core. */
export function diceBattery(options: BatteryOptions): Promise<BatteryReport> {
  return runBattery(nodePlatform, options);
}

/** The game-level test of a die: Snakes turns against the exact answer. */
export function diceGameTest(options: Parameters<typeof gameLevelTest>[1]): Promise<GameTestResult> {
  return gameLevelTest(nodePlatform, options);
}

export {
  DEFAULT_DICE,
  DEFAULT_METHOD,
  type DiceSpec,
  GENERATORS,
  METHODS,
  formatDice,
  parseDice,
} from './rng/dice.js';
export { methodBias, dieFaceProbabilities, type MethodBias } from './lab/bias.js';
export { horizonGames, VISIBLE_P } from './lab/game.js';
export type { BatteryOptions, BatteryReport } from './lab/battery.js';
export type { GameTestResult } from './lab/game.js';
export { VERSION } from './version.js';
export { pegs, type PegsOptions } from './pegs.js';
export type { PegsReport } from './games/pegs/report.js';
