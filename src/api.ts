// The library API that Node and browsers share: everything but the functions that run on a
// platform (api/platform.ts), which each entry makes for its own (api/node.ts, api/browser.ts). Add
// new entry points here (or to api/platform.ts, if they run games or load the kernel), and both
// entries have them. This file only re-exports.

export type { ModuleSimulateOptions, RunOptions } from './api/simulate.js';
export {
  presetConfig,
  type ExactReportOf,
  type GameAblateOptions,
  type GameAnalyzeOptions,
  type TypedAnalyze,
  type GameConfigOf,
  type GameExactOptions,
  type GameModuleSimulateOptions,
  type GameOptionsOf,
  type GameSetup,
  type GameSimulateOptions,
  type GameTraceOptions,
  type NameAtRunTime,
  type SimulateOptions,
  type SimulationReportOf,
  type TraceReportOf,
  type TypedSimulate,
} from './api/typed.js';
export type { GameTypes } from './games/types.js';
export type { SnakesOptions, SnakesRunExact, SnakesTypes } from './games/snakes/index.js';
export type { SnakesBoardJson } from './games/snakes/schema.js';
export type { CandyRunExact, CandyTypes } from './games/candyland/index.js';
export type { CandyOptions } from './games/candyland/settings.js';
export type { CandyEditionJson } from './games/candyland/schema.js';
export type { LamaOptions, LamaTypes } from './games/lama/index.js';
export type { LamaConfigJson } from './games/lama/schema.js';
export type { PegsRunExact, PegsTypes } from './games/pegs/index.js';
export type { PegsBoardJson } from './games/pegs/schema.js';
export type { ModulePath, UserGame } from './games/module.js';
export { defineGame } from './games/module.js';
export { fromBoardgameIo, randomBot } from './games/boardgameio.js';
export type {
  BgioBot,
  BgioChoice,
  BgioCtx,
  BgioGame,
  BgioState,
  BoardgameIoOptions,
} from './games/boardgameio.js';
export type {
  GameContext,
  GameDice,
  GameModule,
  GameResult,
  GameSettings,
  LoadedGame,
} from './games/module.js';
export type { ModuleInfo } from './report/simulation.js';
export type { CheckKernelOptions, KernelCheck, PlatformApi } from './api/platform.js';
export type {
  FairnessReport,
  LadderOptions,
  LadderReport,
  LamaTablesOptions,
  TournamentOptions,
  TournamentReport,
} from './games/lama/studies.js';
export type { TournamentCell } from './games/lama/tournament.js';
export type { FairnessRow } from './games/lama/fairness.js';
export type { LamaTrace, LamaTraceEvent } from './games/lama/trace.js';
export type { LamaGameRecord } from './games/lama/reference.js';
export type { LadderRating } from './games/lama/ladder.js';
export type { AblationReport, AblationVariant, FeatureEffect, MetricEstimate } from './api/ablate.js';
export type { CandyExactReport } from './games/candyland/exact.js';
export type { DistributionSummary } from './games/candyland/chain.js';
export type { CandyTrace, CandyTraceEvent } from './games/candyland/trace.js';
export type { CandyGameRecord } from './games/candyland/reference.js';
export type { PigExactReport } from './games/pig/exact.js';
export type { PigRunExact } from './games/pig/run.js';
export type { PigTypes } from './games/pig/index.js';
export type { PigConfigJson } from './games/pig/schema.js';
export type { PigOptions } from './games/pig/settings.js';
export type { MonopolyOptions, MonopolyRunExact, MonopolyTypes } from './games/monopoly/index.js';
export type { MonopolyConfigJson } from './games/monopoly/schema.js';
export type { MonopolyExactReport } from './games/monopoly/exact-report.js';
export type { YahtzeeConfigJson, YahtzeeRunExact, YahtzeeTypes } from './games/yahtzee/index.js';
export type { YahtzeeExactReport } from './games/yahtzee/exact.js';
export type { YahtzeeOptions } from './games/yahtzee/settings.js';
export type { PegsOptions, PegsFunction } from './games/pegs/api.js';
export type { PegsReport } from './games/pegs/report.js';
export type {
  AnalyzeBaseOptions,
  AnalyzeFunction,
  AnalyzeOptions,
  AnalyzeProgress,
  ModuleAnalyzeOptions,
} from './api/analyze.js';
export type {
  AnalyzeReport,
  ByMove,
  Difference,
  IgnoredOption,
  MeasureName,
  VariantReport,
} from './analyze/report.js';
export type { UseDifference, UseRow } from './analyze/space-use.js';
export type { IntervalMethod, Measure, MeasureValue, NoMeaning } from './analyze/measure.js';
export type { PegsLayer } from './games/pegs/kernel.js';
export type { JumpUse } from './games/snakes/visits.js';
export { jumpUseProbabilities, squareVisits } from './games/snakes/visits-api.js';
export type { Progress } from './run/runner.js';
export type {
  SimulationReport,
  MetricReport,
  SeatReport,
  ShardInfo,
  ShortestGame,
} from './report/simulation.js';
export type { ChiSquareResult } from './stats/chisquare.js';
export { exact, type ExactOptions } from './api/exact.js';
export { defineChain, solveChain, type ChainOptions } from './api/chain.js';
export type { ChainDefinition, ChainReport, Probability } from './exact/chain.js';
export type { ConfigSource, ExactReportBase, GameOptions, TraceReport } from './games/types.js';
export type { SnakesExactReport } from './games/snakes/exact.js';
export { mergeReports as merge, type MergeOptions } from './api/merge.js';
export { listPresets as presets, GAMES, type GameId, type PresetInfo } from './games/index.js';
export { trace, type TraceOptions } from './api/trace.js';
export type { SnakesTrace, SnakesTraceEvent } from './games/snakes/trace.js';
export type { SnakesGameRecord } from './games/snakes/reference.js';
export type { Jump, Overshoot, SnakesBoard } from './games/snakes/schema.js';
export type { RollTarget } from './wasm/dice-roller.js';
export { BoardsimError, CancelledError, type ConfigIssue } from './core/errors.js';
export { VERSION } from './core/version.js';
export {
  DEFAULT_DICE,
  DEFAULT_METHOD,
  type DiceSpec,
  type GeneratorName,
  type MethodName,
  GENERATORS,
  METHODS,
  parseDice,
} from './rng/dice.js';
export type { MethodBias } from './lab/bias.js';
export { dieFaceProbabilities, formatDice, horizonGames, methodBias } from './api/lab.js';
export { VISIBLE_P } from './lab/game.js';
export type { BatteryOptions, BatteryReport } from './lab/battery.js';
export type { CreateDice, Dice, DiceOptions } from './api/dice.js';
export type { GameTestOptions, GameTestResult } from './lab/game.js';
