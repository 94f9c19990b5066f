// The functions that run games on a platform (worker threads or Web Workers) and load the kernel its
// way: each library entry makes them for its own platform, so Node and browsers share one API.

import { type AblationReport, ablateWith } from './ablate.js';
import { type AnalyzeFunction, analyzeWith } from './analyze.js';
import { type CreateDice, diceWith } from './dice.js';
import { type BatteryOptions, type BatteryReport, runBattery } from '../lab/battery.js';
import { type GameTestOptions, type GameTestResult, gameLevelTest } from '../lab/game.js';
import { type PegsFunction, type PegsPlatform, pegsWith } from '../games/pegs/api.js';
import { type MergeOptions, mergeReportsOffThread } from './merge.js';
import type { SimulationReport } from '../report/simulation.js';
import { type ModuleSimulateOptions, type Platform, type SimulateOptions, simulateOn } from './simulate.js';
import type { LoadedGame } from '../games/module.js';

import { checkTypedOptions, describeValue, ownOptions, requireOptions } from '../core/options.js';
import { BoardsimError } from '../core/errors.js';
import { resolveGame } from './module-games.js';
import {
  type FairnessReport,
  type LadderOptions,
  type LadderReport,
  type LamaTablesOptions,
  type TournamentOptions,
  type TournamentReport,
  fairnessOn,
  ladderOn,
  tournamentOn,
} from '../games/lama/studies.js';

export interface PlatformApi {
  /** Plays many seeded games of a game and returns the report (the `simulate --json` shape). */
  simulate(options: SimulateOptions | ModuleSimulateOptions): Promise<SimulationReport>;
  /** A user's game module by its path or URL, imported and checked once: give it to simulate and
   *  trace as `game` (simulate also takes the path itself). */
  loadGame(game: string | object): Promise<LoadedGame>;
  /** L.A.M.A.: every strategy against every other, seats rotated (the `tournament --json` shape). */
  tournament(options: TournamentOptions & { readonly game: string }): Promise<TournamentReport>;
  /** L.A.M.A.: each seat's win rate against 1/n at tables of one strategy (the `fairness --json` shape). */
  fairness(options: LamaTablesOptions & { readonly game: string }): Promise<FairnessReport>;
  /** L.A.M.A.: a rating per strategy fitted to every table of a tournament, with bootstrap
   *  intervals, and the tournament (the `ladder --json` shape). */
  ladder(options: LadderOptions & { readonly game: string }): Promise<LadderReport>;
  /** Plays a game as configured and without each of its features (`boardsim ablate`). */
  ablate(options: SimulateOptions): Promise<AblationReport>;
  /** Peg solitaire: every game from a start hole (or from each, start "all"), counted exactly. */
  pegs: PegsFunction;
  /** Every design measure of a game or of several variants side by side (`boardsim analyze`). */
  analyze: AnalyzeFunction;
  /** The dice lab's battery on one die (faces, pairs and run lengths), on every core. */
  diceBattery(options: BatteryOptions): Promise<BatteryReport>;
  /** The game-level test of a die: Snakes turns against the exact answer. */
  diceGameTest(options: GameTestOptions): Promise<GameTestResult>;
  /** A die (any `--dice` spec) to roll into typed arrays: `rng sample`'s rolls, fast (dice-api.ts). */
  createDice: CreateDice;
  /** `merge`, with the exact answer the merged report compares against computed on the platform's
   *  worker (as `boardsim merge` does), so that the calling thread stays free and `signal` stops
   *  it at once. */
  mergeAsync(reports: readonly unknown[], options?: MergeOptions): Promise<SimulationReport>;
}

export function platformApi(
  platform: Platform,
  compileKernelModule: () => Promise<WebAssembly.Module>,
  /** Where peg solitaire counts run their parts (without: on the calling thread). */
  pegsPlatform?: PegsPlatform,
): PlatformApi {
  // each function's options must be an object: a rejection naming them, not a TypeError
  const checked =
    <O, R>(what: string, run: (options: O) => Promise<R>, example?: string) =>
    async (options: O): Promise<R> => {
      requireOptions(what, options, example);
      return run(ownOptions(options as O & object));
    };
  const simulate = checked('simulate', (options: SimulateOptions | ModuleSimulateOptions) =>
    simulateOn(platform, options),
  );
  const analyze = analyzeWith(compileKernelModule, platform, pegsPlatform && { pegs: pegsPlatform });
  return {
    simulate,
    loadGame: async (game) => {
      const loaded = await resolveGame(platform, game);
      if (loaded) return loaded;
      throw new BoardsimError([
        {
          code: 'module/not-a-module',
          path: 'game',
          message: `must be a game module's path (./my-game.js) or URL, or a game definition, not ${describeValue(game)}`,
        },
      ]);
    },
    tournament: checked(
      'tournament',
      (options) => tournamentOn(platform, options),
      "tournament({ game: 'lama' })",
    ),
    fairness: checked('fairness', (options) => fairnessOn(platform, options), "fairness({ game: 'lama' })"),
    ladder: checked('ladder', (options) => ladderOn(platform, options), "ladder({ game: 'lama' })"),
    ablate: checked('ablate', (options) => ablateWith(simulate, options), "ablate({ game: 'candyland' })"),
    pegs: checked(
      'pegs',
      pegsWith(compileKernelModule, pegsPlatform),
      "pegs({ board: 'english' })",
    ) as PegsFunction,
    // analyze checks its own option names; their types are checked as everywhere else
    analyze: checked('analyze', (options) => {
      checkTypedOptions(options);
      return analyze(options);
    }) as AnalyzeFunction,
    diceBattery: checked(
      'diceBattery',
      (options) => runBattery(platform, options),
      "diceBattery({ dice: 'pcg32' })",
    ),
    diceGameTest: checked(
      'diceGameTest',
      (options) => gameLevelTest(platform, options),
      'diceGameTest({ games: 100000 })',
    ),
    createDice: diceWith(compileKernelModule),
    mergeAsync: (reports, options) => mergeReportsOffThread(platform.runExact, reports, options),
  };
}
