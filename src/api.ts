// The library API that Node and browsers share: everything but the functions that run on a
// platform (platform-api.ts), which each entry makes for its own. Add new entry points here (or
// there, if they run games or load the kernel), and both entries have them.

import {
  type JumpUse,
  jumpUseProbabilities as exactJumpUses,
  squareVisits as exactSquareVisits,
} from './exact/visits.js';
import { snakesBoardFrom } from './games/snakes/settings.js';
import type { SnakesBoard } from './games/snakes/schema.js';

export type { SimulateOptions } from './simulate.js';
export type { PlatformApi } from './platform-api.js';
export type {
  FairnessReport,
  LadderOptions,
  LadderReport,
  LamaTablesOptions,
  TournamentOptions,
  TournamentReport,
} from './studies.js';
export type { TournamentCell } from './games/lama/tournament.js';
export type { FairnessRow } from './games/lama/fairness.js';
export type { LamaTrace } from './games/lama/trace.js';
export type { AblationReport, AblationVariant, FeatureEffect, MetricEstimate } from './ablate.js';
export type { CandyExactReport } from './games/candyland/exact.js';
export type { DistributionSummary } from './exact/candyland.js';
export type { CandyTrace } from './games/candyland/trace.js';
export type { PegsOptions, PegsFunction } from './pegs.js';
export type { PegsReport } from './games/pegs/report.js';
export type { AnalyzeFunction, AnalyzeOptions } from './analyze/index.js';
export type { AnalyzeReport, Difference, VariantReport } from './analyze/report.js';
export type { Measure, MeasureValue, NoMeaning } from './analyze/measure.js';
export type { JumpUse } from './exact/visits.js';
export type { Progress } from './run/runner.js';
export type {
  SimulationReport,
  MetricReport,
  SeatReport,
  ShardInfo,
  ShortestGame,
} from './report/simulation.js';
export type { ChiSquareResult } from './stats/chisquare.js';
export { exact, type ExactOptions } from './exact/index.js';
export type { ConfigSource, ExactReportBase, GameOptions, TraceReport } from './games/types.js';
export type { SnakesExactReport } from './games/snakes/exact.js';
export { mergeReports as merge, type MergeOptions } from './report/merge.js';
export { listPresets as presets, presetConfig, GAMES, type GameId, type PresetInfo } from './games/index.js';
export { trace, type TraceOptions } from './trace.js';
export type { SnakesTrace } from './games/snakes/trace.js';
export { BoardsimError, CancelledError, type ConfigIssue } from './errors.js';
export { VERSION } from './version.js';
export {
  DEFAULT_DICE,
  DEFAULT_METHOD,
  type DiceSpec,
  type GeneratorName,
  type MethodName,
  GENERATORS,
  METHODS,
  formatDice,
  parseDice,
} from './rng/dice.js';
export { methodBias, dieFaceProbabilities, type MethodBias } from './lab/bias.js';
export { horizonGames, VISIBLE_P } from './lab/game.js';
export type { BatteryOptions, BatteryReport } from './lab/battery.js';
export type { CreateDice, Dice, DiceOptions } from './dice-api.js';
export type { GameTestOptions, GameTestResult } from './lab/game.js';

/** One player's expected turns ending on each square (index = square; the last is 1, the winning
 *  turn), exactly, from the board's absorbing Markov chain. The board is a preset name or a board
 *  as a config writes it (an object or JSON text; `presetConfig('snakes', name)` gives a preset's);
 *  a bad one gets a BoardsimError, as in `simulate`. */
export function squareVisits(board: SnakesBoard | string | object): Float64Array {
  return exactSquareVisits(snakesBoardFrom(board));
}

/** For each snake and ladder, one player's probability of ever using it and the expected number of
 *  uses, exactly. The board as `squareVisits` takes it. */
export function jumpUseProbabilities(board: SnakesBoard | string | object): JumpUse[] {
  return exactJumpUses(snakesBoardFrom(board));
}
