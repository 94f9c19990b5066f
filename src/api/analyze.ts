// analyze(): every design measure of a game (or of several variants side by side), with 95%
// intervals and exact values where the maths allows; the library function behind `boardsim
// analyze`. Each library entry binds it to its way of loading the kernel and to its workers. The
// games play chunk by chunk from the run's seed on the platform's workers (race-run.ts,
// lama-run.ts), so the result does not depend on the platform or the threads. The exact values of
// each variant are an exact job, computed on the platform's worker while the games play.

import { BoardsimError, CancelledError } from '../core/errors.js';
import { GAMES, type GameId, gameId } from '../games/index.js';
import type { AnalysisContext, ConfigSource, GameDefinition, VariantAnalyzer } from '../games/types.js';
import type { PegsCountSettings } from '../games/pegs/api.js';
import { exactAnswerOffThread } from '../run/exact-job.js';
import { concurrencyLimit } from '../run/limit.js';
import type { Platform } from '../run/platform.js';
import { parseGames, parseSeed, parseThreads } from '../core/options.js';
import type { RaceAnalysisSums } from '../wasm/race-sums.js';
import { playRacesOn } from '../analyze/race-run.js';
import {
  type AnalyzeReport,
  type IgnoredOption,
  type VariantReport,
  differences,
} from '../analyze/report.js';
import { useDifferences, useRows } from '../analyze/space-use.js';
import type { UserGame } from '../games/module.js';
import { moduleGames, resolveGame } from './module-games.js';

/** What analyze() takes of every game (AnalyzeOptions adds the game's own options). */
export interface AnalyzeBaseOptions {
  readonly game: string;
  /** A preset, or several (an array, or names separated by commas) to compare side by side. */
  readonly preset?: string | readonly string[];
  /** A board (parsed JSON or JSON text), or several, each compared after the presets. */
  readonly board?: unknown;
  readonly boards?: readonly { readonly board: unknown; readonly boardSource?: string }[];
  readonly boardSource?: string;
  readonly players?: number | string;
  readonly games?: number | string;
  readonly seed?: bigint | number | string;
  /** Worker threads playing the games (peg solitaire: counting; Web Workers in a browser); default
   *  one per core. The report is the same for any number. */
  readonly threads?: PegsCountSettings['threads'];
  /** Peg solitaire: how the count runs, as pegs() takes them (parts, maxMemory, onLayer). */
  readonly parts?: PegsCountSettings['parts'];
  readonly maxMemory?: PegsCountSettings['maxMemory'];
  readonly onLayer?: PegsCountSettings['onLayer'];
  /** Compute the exact values where the maths allows (default true). */
  readonly exact?: boolean;
  readonly signal?: AbortSignal;
  /** Called after each chunk with the games played so far (of all variants); then, when there
   *  are exact values, with `exact` 'computing' while the run waits for them and 'done'. */
  readonly onProgress?: (progress: AnalyzeProgress) => void;
}

export interface AnalyzeOptions extends AnalyzeBaseOptions {
  /** The game's own options (Candy Land's rule options, L.A.M.A.'s strategies…), as `simulate`
   *  takes them. */
  readonly [gameOption: string]: unknown;
}

export interface AnalyzeProgress {
  readonly done: number;
  readonly total: number;
  /** The exact values, computed alongside the games: said after the games whether or not they
   *  are still being computed, so that the events are the same on every platform. */
  readonly exact?: 'computing' | 'done';
}

/** analyze() of a user's game module (docs/guide/your-own-game.md): the options it takes. */
export interface ModuleAnalyzeOptions {
  /** The game module's path or URL, its definition (which plays on the calling thread), or a game
   *  loadGame() loaded. */
  readonly game: UserGame;
  readonly preset?: string;
  /** The settings to change: an object, or the JSON text of a config file. */
  readonly config?: unknown;
  readonly configSource?: string;
  readonly players?: number | string;
  readonly games?: number | string;
  readonly seed?: bigint | number | string;
  readonly threads?: number | string;
  /** Compare with the definition's chain, where it has one (default true). */
  readonly exact?: boolean;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: AnalyzeProgress) => void;
}

export type AnalyzeFunction = (options: AnalyzeOptions | ModuleAnalyzeOptions) => Promise<AnalyzeReport>;

/** Default games per variant of each game that plays games (each game's analysis says why). */
export const DEFAULT_ANALYZE_GAMES: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(GAMES as Readonly<Record<string, GameDefinition>>).flatMap(([game, definition]) =>
    definition.analysis?.defaultGames === undefined ? [] : [[game, definition.analysis.defaultGames]],
  ),
);

/** The most variants one analysis compares: each is a report of its own, and each race's exact
 *  values a worker's computation (100 copies of a board took 97 s and 1.7 GB). */
export const MAX_VARIANTS = 64;

/** Games per variant for a game whose analysis names no default. */
const FALLBACK_GAMES = 10_000;

/** The variants the options name: the presets in order, then the boards; the default preset alone
 *  when neither is given. */
function variantSources(options: AnalyzeOptions): ConfigSource[] {
  const presets =
    options.preset === undefined
      ? []
      : (typeof options.preset === 'string' ? options.preset.split(',') : options.preset).map((p) =>
          p.trim(),
        );
  if (presets.some((p) => p === ''))
    throw new BoardsimError([{ code: 'option/invalid', path: 'preset', message: 'an empty preset name' }]);
  const boards = [
    ...(options.board === undefined
      ? []
      : [
          {
            board: options.board,
            ...(options.boardSource !== undefined && { boardSource: options.boardSource }),
          },
        ]),
    ...(options.boards ?? []),
  ];
  const sources: ConfigSource[] = [...presets.map((preset) => ({ preset })), ...boards];
  return sources.length > 0 ? sources : [{}];
}

/** What `game`'s analysis plays and measures; a game without one is refused. */
function analysisOf(game: GameId) {
  const analysis = (GAMES[game] as GameDefinition).analysis;
  if (!analysis)
    throw new BoardsimError([
      { code: 'analyze/unsupported', path: 'game', message: `analyze does not support ${game}` },
    ]);
  return analysis;
}

/** The options every game's analysis takes (the seed too: peg solitaire's count plays no game,
 *  but a report always names its seed). */
const EVERY_ANALYSIS = [
  'game',
  'preset',
  'board',
  'boards',
  'boardSource',
  'seed',
  'exact',
  'signal',
  'onProgress',
  'threads',
];

/** The games by name, with the options their analyses take (named in the message that refuses an
 *  option another game takes). */
function analysisOptions(): [string, readonly string[]][] {
  return Object.entries(GAMES as Readonly<Record<string, GameDefinition>>)
    .flatMap(([game, definition]): [string, readonly string[]][] =>
      definition.analysis ? [[game, definition.analysis.options]] : [],
    )
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

/** How the CLI spells an option. */
const flagOf = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The options given that the game's analysis ignores (see IGNORED_FOR); refuses any other option
 *  it would not use, naming the games that take it: a rule or a worker setting given for the
 *  wrong game, or a misspelt key, would otherwise be ignored in silence. */
function sortOptions(game: GameId, options: AnalyzeOptions): IgnoredOption[] {
  const analysis = analysisOf(game);
  const takes = new Set([...EVERY_ANALYSIS, ...analysis.options]);
  const given = Object.keys(options).filter((key) => options[key] !== undefined && !takes.has(key));
  const ignores = (key: string) =>
    Object.hasOwn(analysis.ignores ?? {}, key) ? analysis.ignores![key] : undefined;
  const ignored = given.flatMap((key) => {
    const reason = ignores(key);
    if (reason === undefined) return [];
    if (analysis.isNoNews?.(key, options[key])) return [];
    return [{ option: flagOf(key), reason }];
  });
  const refused = given.filter((key) => ignores(key) === undefined);
  if (refused.length > 0) {
    const byGame = analysisOptions();
    const every = [...new Set([...EVERY_ANALYSIS.slice(1), ...byGame.flatMap(([, taken]) => taken)])];
    throw new BoardsimError(
      refused.map((key) => {
        const takers = byGame.filter(([, taken]) => taken.includes(key)).map(([name]) => name);
        return {
          code: 'option/not-for-game',
          path: flagOf(key),
          message:
            takers.length === 0
              ? `is not an option of analyze (options: ${every.join(', ')})`
              : `does not apply to ${game} (only to ${takers.join(' and ')})`,
        };
      }),
    );
  }
  return ignored;
}

/** analyze() with the kernel compiled by `compileKernelModule`, the games on `platform`'s
 *  workers, and the workers games bring for their own work by game name (`gameHosts`: peg
 *  solitaire's count in parts, as pegs() runs it). */
export function analyzeWith(
  compileKernelModule: () => Promise<WebAssembly.Module>,
  platform: Platform,
  gameHosts?: Readonly<Record<string, unknown>>,
): AnalyzeFunction {
  return async (given) => {
    // a user's game module: the measures its figures allow (src/games/module-analysis.ts)
    const loaded = await resolveGame(platform, given.game);
    if (loaded) return moduleGames().analyze(platform, loaded, given);
    const options = given as AnalyzeOptions;
    const game = gameId(options.game);
    const ignored = sortOptions(game, options);
    const analysis = analysisOf(game);
    const games = parseGames(options.games ?? analysis.defaultGames ?? FALLBACK_GAMES);
    const seed = parseSeed(options.seed);
    const exact = options.exact ?? true;
    const context: AnalysisContext = {
      platform,
      compileKernelModule,
      exact,
      ...(gameHosts && { gameHosts }),
    };
    const sources = variantSources(options);
    if (sources.length > MAX_VARIANTS)
      throw new BoardsimError([
        {
          code: 'analyze/too-many-variants',
          path: options.boards !== undefined ? 'boards' : 'preset',
          message: `analyze compares at most ${MAX_VARIANTS} variants side by side, not ${sources.length}: run several analyses`,
        },
      ]);
    if (analysis.analyzeAll) {
      const started = performance.now();
      const variants = await analysis.analyzeAll(sources, seed, games, options, context);
      return report(game, seed, games, variants, started, ignored);
    }
    const analyzers = sources.flatMap((source) => analysis.variants!(source, options, context));
    const racing = analyzers.filter((analyzer) => analyzer.race);
    // a race's games play on the platform's workers; peg solitaire's count parses its own threads
    const threads = racing.length > 0 ? parseThreads(options.threads, platform.availableThreads()) : 1;
    // each exact job takes a worker of its own: no more at once than the threads asked for
    const exactSlot = concurrencyLimit(threads);
    const started = performance.now();
    // stops the games and the exact jobs together, whichever fails or is cancelled first
    const stop = new AbortController();
    const onAbort = () => stop.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) stop.abort();
    try {
      // started before the games, computed alongside them, awaited by the reports
      let exactFailure: unknown;
      const exactRuns = analyzers.map((analyzer) => {
        const job = analyzer.exactJob;
        const run =
          job &&
          exactSlot(() =>
            stop.signal.aborted
              ? Promise.reject(new CancelledError())
              : exactAnswerOffThread(platform.runExact, job, undefined, stop.signal),
          );
        run?.catch((error: unknown) => {
          exactFailure ??= error;
          stop.abort();
        });
        return run;
      });
      const stopped = () =>
        exactFailure !== undefined && !options.signal?.aborted ? exactFailure : new CancelledError();
      const total = games * racing.length;
      const runs = new Map<VariantAnalyzer, RaceAnalysisSums>();
      if (racing.length > 0) {
        const sums = await playRacesOn(
          platform,
          racing.map((analyzer) => analyzer.race!),
          seed,
          games,
          { threads, signal: stop.signal, ...(options.onProgress && { onProgress: options.onProgress }) },
        ).catch((error: unknown) => {
          throw stop.signal.aborted ? stopped() : error;
        });
        racing.forEach((analyzer, i) => runs.set(analyzer, sums[i]!));
      }
      const isComputing = exactRuns.some((run) => run !== undefined);
      if (isComputing) options.onProgress?.({ done: total, total, exact: 'computing' });
      const variants: VariantReport[] = [];
      for (const [i, analyzer] of analyzers.entries()) {
        const answer = await exactRuns[i]?.catch(() => {
          throw stopped();
        });
        variants.push(await analyzer.report(runs.get(analyzer), answer));
      }
      if (isComputing) options.onProgress?.({ done: total, total, exact: 'done' });
      if (options.signal?.aborted) throw new CancelledError();
      return report(game, seed, games, variants, started, ignored);
    } finally {
      stop.abort();
      options.signal?.removeEventListener('abort', onAbort);
    }
  };
}

/** The report of a run's variants, with their differences when there are several. */
function report(
  game: GameId,
  seed: bigint,
  games: number,
  variants: VariantReport[],
  started: number,
  ignored: readonly IgnoredOption[],
): AnalyzeReport {
  return {
    game,
    seed: seed <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(seed) : seed.toString(),
    games,
    variants,
    ...(variants.length > 1 && { differences: differences(variants) }),
    ...(variants.length > 1 &&
      useRows(variants[0]!).length > 0 && { useDifferences: useDifferences(variants) }),
    ...(ignored.length > 0 && { ignoredOptions: ignored }),
    elapsedMs: performance.now() - started,
  };
}
