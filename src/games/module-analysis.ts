// `analyze` of a user's game module: every design measure its figures allow, the others said to have
// no meaning with the reason. The games play from the run's chunk streams on the platform's workers
// as a race analysis's do (src/analyze/race-run.ts; module-analysis-task.ts records them), so the
// report is the same on any number of threads. What each measure needs:
// - the seats' measures (fairness, advantage, balance, seatAdvantage): the winner of each game;
// - duration: a figure that counts turns (`turns`, or the one the definition's `length` names);
// - completion and drawishness: the winner (a game without one, or with a shared win, is a draw);
// - drama, security, leadChanges, the leader's and comebacks': the standings after each turn,
//   which play() gives by calling settings.turn(standings, mover);
// - exact values: the definition's chain (the seats and the length, as simulate compares them).
// A .wasm game's kernel gives each game's figures and winners but no standings and no chain: its
// seats' measures, completion, drawishness and duration (from a `turns` figure) only.
// Choice-based measures (order, convergence, spread, meaningful moves) need boardsim to see each
// choice; a module's play() makes its choices inside. Coverage needs a board, stability and the
// decisiveness threshold an evaluation of a position: a module has neither.

import { BoardsimError, type ConfigIssue } from '../core/errors.js';
import { parseGames, parseSeed, parseThreads } from '../core/options.js';
import { playRacesOn } from '../analyze/race-run.js';
import { raceVariant } from '../analyze/race-report.js';
import { type Measure, noMeaning, proportion } from '../analyze/measure.js';
import { REASONS } from '../analyze/reasons.js';
import type { AnalyzeReport, MeasureName } from '../analyze/report.js';
import type { Platform } from '../run/platform.js';
import { summarize } from '../stats/summary.js';
import { WIN_UNITS } from '../wasm/layout.js';
import { raceSumsLayout } from '../wasm/race-sums.js';
import {
  MODULE_RACE_SQUARES,
  type ModuleAnalysisBoard,
  SOLE_WINS,
  TURNS_RECORDED,
  type WasmAnalysisBoard,
} from './module-analysis-task.js';
import { solveModuleChain } from './module-chain.js';
import {
  type LoadedGame,
  MODULE_ANALYSIS_TASK,
  type ModuleTaskConfig,
  WASM_ANALYSIS_TASK,
  issue,
} from './module.js';
import { lengthFigure, moduleSettings, moduleTaskConfig, prepareModuleRun } from './module-run.js';
import type { WasmTaskConfig } from './module-wasm.js';
import { prepareWasmRun } from './module-wasm-run.js';

/** Games analysed when the options name no number. */
export const MODULE_ANALYZE_GAMES = 20_000;

/** Why a measure has no meaning for a game module. */
export const MODULE_REASONS = {
  choices:
    "boardsim sees no choice: a game module's play() makes its players' choices inside, so there is no branching factor, move estimate or better-than-random player to measure",
  turns:
    "needs the standings after each turn: the game's play() does not call settings.turn(standings, mover) (see 'analyze' in docs/guide/your-own-game.md)",
  length:
    "needs a figure that counts the game's turns: the game returns no `turns` figure, and its definition names none with `length`",
  board: 'needs a board: a game module has no squares that boardsim can see',
  kernelTurns:
    "needs the standings after each turn, which a .wasm game's kernel does not report: analyze its JavaScript twin (boardsim analyze ./my-game.js), which plays the same games",
  kernelLength:
    "needs a figure that counts the game's turns: the kernel has no figure named `turns` (its twin's definition may name one with `length`: analyze the twin)",
} as const;

const TURN_MEASURES: readonly MeasureName[] = [
  'drama',
  'security',
  'leadChanges',
  'leaderAtHalfTimeWins',
  'comebacks',
  'decidedInLastTurn',
  'winnerTrailed',
];

/** The options analyze takes for a game module. */
const OPTIONS = [
  'game',
  'preset',
  'config',
  'configSource',
  'players',
  'games',
  'seed',
  'threads',
  'exact',
  'signal',
  'onProgress',
];

export interface ModuleAnalyzeOptions {
  readonly preset?: unknown;
  readonly config?: unknown;
  readonly configSource?: unknown;
  readonly players?: unknown;
  readonly games?: unknown;
  readonly seed?: unknown;
  readonly threads?: unknown;
  readonly exact?: unknown;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: { done: number; total: number; exact?: 'computing' | 'done' }) => void;
}

/** analyze() of a game module on `platform`. */
export async function analyzeModule(
  platform: Platform,
  loaded: LoadedGame,
  options: ModuleAnalyzeOptions & Record<string, unknown>,
): Promise<AnalyzeReport> {
  const stray = Object.keys(options).filter((k) => options[k] !== undefined && !OPTIONS.includes(k));
  if (stray.length > 0)
    throw new BoardsimError(
      stray.map((key): ConfigIssue =>
        issue(
          'option/not-for-game',
          key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
          `is not an option of analyze with a game module (options: ${OPTIONS.slice(1).join(', ')})`,
        ),
      ),
    );
  const games = parseGames(options.games ?? MODULE_ANALYZE_GAMES);
  const seed = parseSeed(options.seed);
  const withExact = options.exact ?? true;
  if (typeof withExact !== 'boolean')
    throw new BoardsimError([issue('option/invalid', 'exact', 'must be true or false')]);
  const definition = loaded.definition;
  const setup = {
    preset: options.preset,
    config: options.config,
    configSource: options.configSource,
    players: options.players,
  };
  // the settings, the figures (the first game played here) and the module's task
  const run = loaded.wasm
    ? prepareWasmRun(loaded, setup, seed)
    : prepareModuleRun(loaded, { ...setup, exact: false }, seed);
  const players = run.players;
  const figure = lengthFigure(definition, run.metrics);
  // a .wasm game's kernel plays its games one at a time for the seats' and the length's measures
  const kernel = loaded.wasm && (run.task(seed, []).config as WasmTaskConfig);
  const config = kernel
    ? { ...moduleTaskConfig(loaded, moduleSettings(definition, setup), setup), figures: run.metrics }
    : (run.task(seed, []).config as ModuleTaskConfig);
  // a definition given as an object plays on the calling thread
  const threads =
    loaded.url === undefined && !loaded.wasm ? 1 : parseThreads(options.threads, platform.availableThreads());
  const chain =
    withExact && definition.chain !== undefined ? solveModuleChain(definition.chain, players) : undefined;
  const started = performance.now();
  const board: ModuleAnalysisBoard | WasmAnalysisBoard = {
    ...config,
    ...(figure !== undefined && { lengthFigure: figure }),
    ...(kernel && { kernel }),
  };
  const [played] = await playRacesOn(
    platform,
    [{ task: kernel ? WASM_ANALYSIS_TASK : MODULE_ANALYSIS_TASK, board, players }],
    seed,
    games,
    {
      threads,
      ...(options.signal && { signal: options.signal }),
      ...(options.onProgress && { onProgress: options.onProgress }),
    },
  );
  const { sums, totals } = played!;
  // the chain's seats, and its length (with several players, the least of theirs: the winner's)
  const exact = chain && {
    seats: [...chain.seats],
    ...(figure !== undefined && { durationMean: chain.mean }),
  };
  // raceVariant reads the length from the totals' winTurns
  const lengthTotals =
    figure !== undefined ? totals.metrics[figure]! : { ...totals.metrics[run.metrics[0]!]! };
  const variant = raceVariant(
    run.preset,
    run.config,
    MODULE_RACE_SQUARES,
    players,
    { sums, totals: { ...totals, metrics: { ...totals.metrics, winTurns: lengthTotals } } },
    exact ?? {},
  );
  const n = totals.games;
  const recorded = sums[TURNS_RECORDED]!;
  const soleWins = sums[raceSumsLayout(MODULE_RACE_SQUARES).jumpUsed + SOLE_WINS]!;
  const won = totals.winUnits.reduce((a, b) => a + b, 0) / WIN_UNITS;
  const measures: Record<MeasureName, Measure> = { ...variant.measures };
  for (const name of ['order', 'convergence', 'spread', 'meaningfulMoves'] as const)
    measures[name] = noMeaning(MODULE_REASONS.choices);
  measures.coverage = noMeaning(MODULE_REASONS.board);
  measures.completion = proportion(Math.round(won), n);
  measures.drawishness = players > 1 ? proportion(n - soleWins, n) : noMeaning(REASONS.onePlayer);
  if (figure === undefined)
    measures.duration = noMeaning(kernel ? MODULE_REASONS.kernelLength : MODULE_REASONS.length);
  if (recorded === 0 && players > 1)
    for (const name of TURN_MEASURES)
      measures[name] = noMeaning(kernel ? MODULE_REASONS.kernelTurns : MODULE_REASONS.turns);
  const figures = Object.fromEntries(
    run.metrics.map((name) => {
      const s = summarize(totals.metrics[name]!);
      return [name, { mean: s.mean, ci95: n >= 2 ? s.ci95 : null, sd: n >= 2 ? s.sd : null }];
    }),
  );
  const unavailable = Object.fromEntries(
    Object.entries(measures).flatMap(([name, m]) => ('meaning' in m ? [[name, m.reason]] : [])),
  );
  const { leaderWinsByMove, durationPercentiles, ...rest } = variant;
  const partial = recorded > 0 && recorded < soleWins;
  return {
    game: definition.name,
    seed: seed <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(seed) : seed.toString(),
    games,
    variants: [
      {
        ...rest,
        measures,
        durationUnit: figure === undefined ? 'no figure counts turns' : `the game's ${figure} figure`,
        ...(figure !== undefined && durationPercentiles && { durationPercentiles }),
        ...(recorded > 0 && leaderWinsByMove && { leaderWinsByMove }),
        details: {
          module: loaded.module,
          figures,
          // games whose play() called turn(), and had a sole winner: the turn measures' games
          turnsRecorded: recorded,
          ...(partial && {
            turnsNote: `play() called turn() in ${recorded} of the ${soleWins} games with a sole winner: the turn measures count the others as games where the winner never trailed`,
          }),
          unavailable,
          ...(chain && {
            chain: { name: chain.chain, states: chain.states, meanFraction: chain.meanFraction },
          }),
        },
      },
    ],
    elapsedMs: performance.now() - started,
  };
}
