// The functions that run games on a platform (worker threads or Web Workers) and load the kernel its
// way: each library entry makes them for its own platform, so Node and browsers share one API.

import { type AblationReport, ablateWith } from './ablate.js';
import { analyzeWith } from './analyze.js';
import { type CreateDice, diceWith } from './dice.js';
import { type BatteryOptions, type BatteryReport, runBattery } from '../lab/battery.js';
import { type GameTestOptions, type GameTestResult, gameLevelTest } from '../lab/game.js';
import { type PegsFunction, type PegsPlatform, pegsWith } from '../games/pegs/api.js';
import { type MergeOptions, mergeReportsOffThread } from './merge.js';
import type { SimulationReport } from '../report/simulation.js';
import { type ModuleSimulateOptions, type Platform, type SimulateOptions, simulateOn } from './simulate.js';
import type { LoadedGame } from '../games/module.js';
import { type CheckReport, checkTwin } from '../games/module-wasm-run.js';
import type { GameId } from '../games/index.js';
import type { GameAblateOptions, TypedAnalyze, TypedSimulate } from './typed.js';

import {
  checkTypedOptions,
  describeValue,
  ownOptions,
  refuseUnknownOptions,
  requireOptions,
} from '../core/options.js';
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

/** What `checkKernel` compares: a .wasm game and its JavaScript twin (each a path or URL, or what
 *  `loadGame` gave), over `games` games (default 100,000) from `seed`'s chunk streams. */
export interface CheckKernelOptions {
  readonly kernel: string | LoadedGame;
  readonly twin: string | object;
  readonly games?: number | string;
  readonly seed?: number | string;
  readonly players?: number;
  /** One of the kernel's presets, played by both. */
  readonly preset?: string;
  /** The kernel's settings to change (an object, or JSON text), given to both. */
  readonly config?: object | string;
  /** Names the config in error messages (a file name). */
  readonly configSource?: string;
}

/** What `checkKernel` found (the `check --json` shape): they agree over every game, or the first
 *  game where they differ, with both sides' figures and winners. */
export type KernelCheck = Omit<CheckReport, 'lines'>;

/** The functions that run games, made for one platform (worker threads or Web Workers): each entry
 *  exports them (simulate, analyze, createDice, …), documented where the Node entry does. */
export interface PlatformApi {
  simulate: TypedSimulate;
  loadGame(game: string | object): Promise<LoadedGame>;
  checkKernel(options: CheckKernelOptions): Promise<KernelCheck>;
  tournament(options: TournamentOptions & { readonly game: string }): Promise<TournamentReport>;
  fairness(options: LamaTablesOptions & { readonly game: string }): Promise<FairnessReport>;
  ladder(options: LadderOptions & { readonly game: string }): Promise<LadderReport>;
  ablate<G extends GameId>(options: GameAblateOptions<G>): Promise<AblationReport>;
  pegs: PegsFunction;
  analyze: TypedAnalyze;
  diceBattery(options: BatteryOptions): Promise<BatteryReport>;
  diceGameTest(options: GameTestOptions): Promise<GameTestResult>;
  createDice: CreateDice;
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
  const loadGame = async (game: unknown, path = 'game'): Promise<LoadedGame> => {
    const loaded = await resolveGame(platform, game);
    if (loaded) return loaded;
    throw new BoardsimError([
      {
        code: 'module/not-a-module',
        path,
        message: `must be a game module's path (./my-game.js) or URL, or a game definition, not ${describeValue(game)}`,
      },
    ]);
  };
  return {
    // typed by the game (TypedSimulate); checked at run time all the same
    simulate: simulate as TypedSimulate,
    loadGame: (game) => loadGame(game),
    checkKernel: checked(
      'checkKernel',
      async (options: CheckKernelOptions) => {
        refuseUnknownOptions('checkKernel', options, [
          'kernel',
          'twin',
          'games',
          'seed',
          'players',
          'preset',
          'config',
          'configSource',
        ]);
        const kernel = await loadGame(options.kernel, 'kernel');
        const twin = await loadGame(options.twin, 'twin');
        const { lines: _lines, ...report } = checkTwin(kernel, twin, {
          games: options.games ?? 100_000,
          seed: options.seed,
          ...(options.players !== undefined && { players: options.players }),
          preset: options.preset,
          config: options.config,
          configSource: options.configSource,
        });
        return report;
      },
      "checkKernel({ kernel: './my-game.wasm', twin: './my-game.js' })",
    ),
    tournament: checked(
      'tournament',
      (options) => tournamentOn(platform, options),
      "tournament({ game: 'lama' })",
    ),
    fairness: checked('fairness', (options) => fairnessOn(platform, options), "fairness({ game: 'lama' })"),
    ladder: checked('ladder', (options) => ladderOn(platform, options), "ladder({ game: 'lama' })"),
    ablate: checked(
      'ablate',
      (options: SimulateOptions) => ablateWith(simulate, options),
      "ablate({ game: 'candyland' })",
    ),
    pegs: checked(
      'pegs',
      pegsWith(compileKernelModule, pegsPlatform),
      "pegs({ board: 'english' })",
    ) as PegsFunction,
    // analyze checks its own option names; their types are checked as everywhere else
    analyze: checked('analyze', (options) => {
      checkTypedOptions(options);
      return analyze(options);
    }) as TypedAnalyze,
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
