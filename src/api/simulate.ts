// simulate(): the one entry point for every game's runs, on any platform. The platform supplies
// the executor (this thread, worker_threads, Web Workers) and nothing else.

import { type GameOptions, checkOptions, gameId, prepareRun } from '../games/index.js';
import type { UserGame } from '../games/module.js';
import type { ChainDefinition } from '../exact/chain.js';
import { moduleGames, resolveGame } from './module-games.js';
import { isDefaultDice, parseDice } from '../rng/dice.js';
import { parseFlag, parseGames, parseSeed, parseShard, parseThreads } from '../core/options.js';
import { type SimulationReport, buildReport } from '../report/simulation.js';
import type { DiceSpec } from '../rng/dice.js';
import { CancelledError } from '../core/errors.js';
import { exactAnswerOffThread } from '../run/exact-job.js';
import { withExactAnswer } from '../report/game-run.js';
import type { Platform } from '../run/platform.js';
import { groupTasks, planChunks, plannedGames, workerThreads } from '../run/plan.js';
import { type Progress, runTasks } from '../run/runner.js';
import type { RunTotals } from '../core/totals.js';

/** What every run takes, of a built-in game or of a user's game module. */
export interface RunOptions {
  readonly games?: number | string;
  readonly seed?: bigint | number | string;
  /** Workers: worker threads in Node, Web Workers in a browser (default: one per core). In Node,
   *  1 runs on the calling thread. */
  readonly threads?: number | string;
  /** Run only part K of N of the run's chunks ("K/N"); merge the parts with merge(). */
  readonly shard?: string | { index: number; count: number };
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: Progress) => void;
  /** The die every kernel of the run draws from: GEN[:METHOD] (see src/rng/dice.ts); default
   *  the foundation's xoshiro128x4:lemire16. */
  readonly dice?: string | DiceSpec;
  /** Compare the run with the game's exact answer, where it has one (default true). The answer
   *  is computed alongside the games, off the calling thread where there are workers; on a board
   *  of long games it can take minutes. With false the report has no `exact` key. A module game
   *  has one when it has a chain (its definition's `chain`, or the option). */
  readonly exact?: boolean;
}

export type SimulateOptions = GameOptions &
  RunOptions & {
    /** A built-in game's name, or a user's game module's path or URL (./my-game.js). */
    readonly game: string;
  };

/** simulate() of a user's game (GameModule): the options a module game takes. */
export interface ModuleSimulateOptions extends RunOptions {
  /** The game module's path or URL, its definition (which plays on the calling thread), or a game
   *  loadGame() loaded. */
  readonly game: UserGame;
  /** One of the game's presets. */
  readonly preset?: string;
  /** The settings to change: an object, or the JSON text of a config file. */
  readonly config?: unknown;
  /** Names `config` in error messages (its file). */
  readonly configSource?: string;
  readonly players?: number | string;
  /** The game as a Markov chain (solveChain's shape), when its definition has none: the report's
   *  `exact` compares the run with its answer. */
  readonly chain?: ChainDefinition;
}

export type { ExecutorOptions, Platform } from '../run/platform.js';

export async function simulateOn(
  platform: Platform,
  options: SimulateOptions | ModuleSimulateOptions,
): Promise<SimulationReport> {
  const loaded = await resolveGame(platform, options.game);
  const game = loaded ? undefined : gameId(options.game);
  if (game) checkOptions('simulate', game, options);
  const games = parseGames(options.games);
  const seed = parseSeed(options.seed);
  const shard = parseShard(options.shard);
  const requested = parseThreads(options.threads, platform.availableThreads());
  // a game given as an object cannot be sent to workers: it plays here (the same games); a .wasm
  // game's tasks carry its bytes, which every worker instantiates
  const local = loaded !== undefined && loaded.url === undefined && loaded.wasm === undefined;
  const threads = local ? 1 : requested;
  const dice = parseDice(options.dice);
  const withExact = parseFlag(options.exact, 'exact', true);
  const { exact: _exact, ...gameOptions } = options;
  const run = game
    ? prepareRun(game, gameOptions as GameOptions)
    : moduleGames().prepareRun(loaded!, { ...gameOptions, exact: withExact }, seed);
  const plan = planChunks(games, shard);
  // every game's tasks carry the die; runTask sets it before the game's kernel runs
  const tasks = (function* () {
    for (const group of groupTasks(plan, threads))
      // own even when undefined (the default die), so that no `dice` on Object.prototype is read
      yield { ...run.task(seed, group), dice: isDefaultDice(dice) ? undefined : dice };
  })();
  const { workers, note } = workerThreads(threads, plan, platform.availableThreads());
  const started = performance.now();
  const executor = await platform.createExecutor(workers, {
    offThread: run.slowTasks === true,
    ...(local && { onCallingThread: true }),
  });
  // stops the games and the exact answer together, whichever fails or is cancelled first
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) stop.abort();
  try {
    const job = withExact ? run.exactJob : undefined;
    // the exact answer is computed alongside the games; a failure of either stops the other
    let exactFailure: unknown;
    const exactRun = job && exactAnswerOffThread(platform.runExact, job, run.solveExact, stop.signal);
    exactRun?.catch((error: unknown) => {
      exactFailure ??= error;
      stop.abort();
    });
    let totals: RunTotals;
    try {
      totals = await runTasks(executor, tasks, plannedGames(plan), {
        signal: stop.signal,
        ...(options.onProgress && { onProgress: options.onProgress }),
      });
    } catch (error) {
      throw exactFailure !== undefined && !options.signal?.aborted ? exactFailure : error;
    }
    // said after the games whether or not it is still running, so that the events are the same on
    // every platform: the games' events, then 'computing', then 'done'
    const waiting = { gamesDone: totals.games, games: plannedGames(plan) };
    if (exactRun) options.onProgress?.({ ...waiting, exact: 'computing' });
    const exact = await exactRun;
    if (exactRun) options.onProgress?.({ ...waiting, exact: 'done' });
    if (options.signal?.aborted) throw new CancelledError();
    const elapsedMs = performance.now() - started;
    const chunkRange: [number, number] | [] = plan.to > plan.from ? [plan.from, plan.to - 1] : [];
    const report = buildReport(withExactAnswer(run, exact), totals, {
      seed,
      threads: workers,
      elapsedMs,
      totalGames: games,
      dice,
      ...(shard && { shard, chunkRange }),
    });
    // said only when the threads were asked for: the default (every core) is capped silently
    if (note !== undefined && options.threads !== undefined) (report.notes ??= []).push(note);
    if (local && requested > 1 && options.threads !== undefined)
      (report.notes ??= []).push(
        `--threads ${requested}: ran 1 thread (a game given as a definition plays on the calling thread; give its module's path or URL to play it on worker threads)`,
      );
    return report;
  } finally {
    stop.abort();
    options.signal?.removeEventListener('abort', onAbort);
    await executor.close();
  }
}
