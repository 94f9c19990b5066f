// The library API that Node and browsers share: everything but the functions that run on a
// platform (platform-api.ts), which each entry makes for its own. Add new entry points here (or
// there, if they run games or load the kernel), and both entries have them.

import {
  type JumpUse,
  jumpUseProbabilities as exactJumpUses,
  squareVisits as exactSquareVisits,
} from './games/snakes/visits.js';
import { snakesBoardFrom } from './games/snakes/settings.js';
import {
  type MethodBias,
  dieFaceProbabilities as exactFaceProbabilities,
  methodBias as exactMethodBias,
} from './lab/bias.js';
import { horizonGames as exactHorizonGames } from './lab/game.js';
import { describeValue, pick } from './core/options.js';
import { BoardsimError } from './core/errors.js';
import {
  type DiceSpec,
  type MethodName,
  METHODS,
  checkFaces,
  formatDice as formatDiceSpec,
  parseDice,
} from './rng/dice.js';
import type { SnakesBoard } from './games/snakes/schema.js';

export type { SimulateOptions } from './api/simulate.js';
export type { PlatformApi } from './api/platform.js';
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
export type { PegsOptions, PegsFunction } from './games/pegs/api.js';
export type { PegsReport } from './games/pegs/report.js';
export type { AnalyzeFunction, AnalyzeOptions, AnalyzeProgress } from './api/analyze.js';
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
export type { ConfigSource, ExactReportBase, GameOptions, TraceReport } from './games/types.js';
export type { SnakesExactReport } from './games/snakes/exact.js';
export { mergeReports as merge, type MergeOptions } from './api/merge.js';
export { listPresets as presets, presetConfig, GAMES, type GameId, type PresetInfo } from './games/index.js';
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
export { VISIBLE_P } from './lab/game.js';
export type { BatteryOptions, BatteryReport } from './lab/battery.js';
export type { CreateDice, Dice, DiceOptions } from './api/dice.js';
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

/** The most values a bias table lists (it holds a count for each). */
const MAX_BIAS_VALUES = 2 ** 20;

/** A bias table's bound: a number (these functions take no text), from 1 to 2^20. */
function boundOf(n: unknown, path: string): number {
  if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_BIAS_VALUES) return n;
  throw new BoardsimError([
    {
      code: 'option/invalid',
      path,
      message: `must be a whole number from 1 to 2^20 (1,048,576), not ${describeValue(n)}`,
    },
  ]);
}

/** The exact distribution of a range method for bound `n` (1 to 2^20) from a uniform source of
 *  `bits`-bit words (16 to 52; default 32): the source words giving each value, the words
 *  rejected, each value's probability and the worst relative error. */
export function methodBias(method: MethodName, n: number, bits = 32): MethodBias {
  // required: null is named as the wrong value, as anything not a method is
  const checked = pick(method ?? null, 'method', METHODS, 'lemire');
  const bound = boundOf(n, 'n');
  if (!Number.isInteger(bits) || bits < 16 || bits > 52)
    throw new BoardsimError([
      {
        code: 'option/invalid',
        path: 'bits',
        message: `must be a whole number from 16 to 52, not ${describeValue(bits)}`,
      },
    ]);
  return exactMethodBias(checked, bound, bits);
}

/** The exact face probabilities of a die (a spec such as "pcg32:lemire", or a parsed one) with
 *  `n` faces (1 to 2^20, within its method's range): modelled for seed 003's xorshift128, the
 *  method's bias on uniform 32-bit words for every other generator. */
export function dieFaceProbabilities(spec: string | DiceSpec, n: number): number[] | undefined {
  const die = parseDice(spec ?? null, 'spec');
  // the bias table's limit (2^20), then the method's (the table method's is lower: 65,536)
  return exactFaceProbabilities(die, checkFaces(die, boundOf(n, 'n'), 'n'));
}

/** Games after which the turn test would see, about half the time, a die with these face
 *  probabilities (each from 0 to 1, summing to 1) on a Snakes and Ladders preset (default efi);
 *  Infinity for a fair die. */
export function horizonGames(faceProbabilities: readonly number[], preset = 'efi'): number {
  const p = faceProbabilities as unknown;
  const valid =
    Array.isArray(p) &&
    p.length >= 2 &&
    p.length <= 256 &&
    p.every((x) => typeof x === 'number' && Number.isFinite(x) && x >= 0) &&
    Math.abs((p as number[]).reduce((a, b) => a + b, 0) - 1) < 1e-9;
  if (!valid)
    throw new BoardsimError([
      {
        code: 'option/invalid',
        path: 'faceProbabilities',
        message: `must be a list of 2 to 256 probabilities from 0 to 1 that sum to 1, not ${describeValue(faceProbabilities)}`,
      },
    ]);
  return exactHorizonGames(p as number[], preset);
}

/** A die's canonical spelling (`pcg32:lemire`), from a spec string or a parsed spec; a bad one is
 *  a BoardsimError naming `spec`. */
export function formatDice(spec: string | DiceSpec): string {
  return formatDiceSpec(parseDice(spec ?? null, 'spec'));
}
