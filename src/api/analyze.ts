// analyze(): every design measure of a game (or of several variants side by side), with 95%
// intervals and exact values where the maths allows; the library function behind `boardsim
// analyze`. Each library entry binds it to its way of loading the kernel and to its workers. The
// games play chunk by chunk from the run's seed on the platform's workers (race-run.ts,
// lama-run.ts), so the result does not depend on the platform or the threads. The exact values of
// each variant are an exact job, computed on the platform's worker while the games play.

import { BoardsimError, CancelledError } from '../core/errors.js';
import { type GameId, gameId } from '../games/index.js';
import { CANDY_OPTIONS, candyRunSettings } from '../games/candyland/settings.js';
import { candyExactUnavailable } from '../games/candyland/chain.js';
import { type AnalysisExactAnswer, type AnalysisExactJob, exactAnswerOffThread } from '../run/exact-job.js';
import { candyVariant } from '../games/candyland/analysis.js';
import { holeIndex, resolvePegsBoard } from '../games/pegs/settings.js';
import { type PegsStartCounter, pegsCountSettings, pegsVariant } from '../games/pegs/analysis.js';
import { analyzeLamaOn } from '../games/lama/analysis-run.js';
import { parsePlayerRange } from '../games/lama/tables.js';
import { resolveSnakesBoard, SNAKES_MAX_PLAYERS } from '../games/snakes/settings.js';
import { snakesBoardToJson } from '../games/snakes/schema.js';
import { parseGames, parsePlayers, parseSeed, parseThreads } from '../core/options.js';
import { type PegsCountSettings, type PegsPlatform, countPegsOn } from '../games/pegs/api.js';
import { ANALYZE_TURN_CAP, type SnakesAnalysisSums } from '../games/snakes/analysis-kernel.js';
import type { RaceVariant } from '../games/race-task.js';
import { playRacesOn } from '../analyze/race-run.js';
import {
  type AnalyzeReport,
  type IgnoredOption,
  type VariantReport,
  differences,
} from '../analyze/report.js';
import { useDifferences, useRows } from '../analyze/space-use.js';
import type { Platform } from './simulate.js';
import { snakesVariant } from '../games/snakes/analysis.js';

export interface AnalyzeOptions {
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
  /** Candy Land's rule options (deck, licorice, doubles, pictureCards, winning, start, turnOrder,
   *  without), as `simulate` takes them. */
  readonly [ruleOption: string]: unknown;
}

export interface AnalyzeProgress {
  readonly done: number;
  readonly total: number;
  /** The exact values, computed alongside the games: said after the games whether or not they
   *  are still being computed, so that the events are the same on every platform. */
  readonly exact?: 'computing' | 'done';
}

export type AnalyzeFunction = (options: AnalyzeOptions) => Promise<AnalyzeReport>;

/** Default games per variant: about ±0.3 percentage points on rates for Snakes, ±0.7 for Candy
 *  Land, fewer for L.A.M.A., whose search player's games are the slowest. */
export const DEFAULT_ANALYZE_GAMES: Readonly<Record<string, number>> = {
  snakes: 100_000,
  candyland: 20_000,
  lama: 400,
};

interface Source {
  readonly preset?: string;
  readonly board?: unknown;
  readonly boardSource?: string;
}

/** The variants the options name: the presets in order, then the boards; the default preset alone
 *  when neither is given. */
function variantSources(options: AnalyzeOptions): Source[] {
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
  const sources: Source[] = [...presets.map((preset) => ({ preset })), ...boards];
  return sources.length > 0 ? sources : [{}];
}

/** One variant ready to play: a race's games (played by race-run.ts), or none (peg solitaire: every
 *  value exact), and its report from their sums. */
interface Analyzer {
  readonly race?: RaceVariant;
  /** Its exact values, computed off the calling thread while the games play. */
  readonly exactJob?: AnalysisExactJob;
  /** The report, once the games have played (their sums, for a race) and the exact job (if any)
   *  has answered. */
  report(
    run: SnakesAnalysisSums | undefined,
    exact: AnalysisExactAnswer | undefined,
  ): VariantReport | Promise<VariantReport>;
}

/** The games `analyze` supports, and what each variant plays. */
function prepare(
  game: GameId,
  source: Source,
  options: AnalyzeOptions,
  exact: boolean,
  countPegsStart: PegsStartCounter,
): Analyzer[] {
  switch (game) {
    case 'snakes': {
      const players = parsePlayers(options.players ?? 2, 1, SNAKES_MAX_PLAYERS);
      const { preset, board } = resolveSnakesBoard(source);
      return [
        {
          race: { game: 'snakes', board, players },
          ...(exact && { exactJob: { game: 'snakes-analysis', board, players, turnCap: ANALYZE_TURN_CAP } }),
          report: (run, answer) =>
            snakesVariant(preset, snakesBoardToJson(board), board, players, run!, answer?.analysis),
        },
      ];
    }
    case 'candyland': {
      const rules = Object.fromEntries(
        CANDY_OPTIONS.flatMap((k) => (options[k] === undefined ? [] : [[k, options[k]]])),
      );
      const { preset, edition, board, players } = candyRunSettings({
        ...rules,
        ...source,
        players: options.players ?? 2,
      });
      return [
        {
          race: { game: 'candyland', board, players },
          ...(exact &&
            !candyExactUnavailable(board, players) && {
              exactJob: { game: 'candyland-analysis', board, players, turnCap: ANALYZE_TURN_CAP },
            }),
          report: (run, answer) =>
            candyVariant(preset, edition, board, players, run!, exact, answer?.analysis),
        },
      ];
    }
    case 'pegs': {
      const { preset, board } = resolvePegsBoard(source);
      const start = options['start'] === undefined ? board.start : holeIndex(board, options['start']);
      const settings = pegsCountSettings(options);
      return [{ report: () => pegsVariant(countPegsStart, settings, preset, board, start) }];
    }
    default:
      throw new BoardsimError([
        {
          code: 'analyze/unsupported',
          path: 'game',
          message: `analyze does not support ${game}`,
        },
      ]);
  }
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

/** What each game's analysis uses beyond those: the games played and the players for the games
 *  that play, a game's own rules (Candy Land's), the search player for order (L.A.M.A.'s), and how
 *  the count runs for peg solitaire (parts, memory budget, layers). */
const ANALYSIS_OPTIONS: Readonly<Record<GameId, readonly string[]>> = {
  snakes: ['players', 'games'],
  candyland: ['players', 'games', ...CANDY_OPTIONS],
  lama: ['players', 'games', 'strategies'],
  pegs: ['start', 'parts', 'maxMemory', 'onLayer'],
};

/** Options of the command's synopsis (`analyze <game> [--preset …] [--players N] [--strategies …]
 *  [--games N] [--seed S]`) that a game's analysis has no use for, and why: taken for every game, so
 *  that one command line runs over every game, and named in the report (`ignoredOptions`) rather
 *  than used. Peg solitaire's one player is no news. */
const IGNORED_FOR: Partial<Record<GameId, Readonly<Record<string, string>>>> = {
  snakes: { strategies: 'no player ever chooses anything: the dice make every move' },
  candyland: { strategies: 'no player ever chooses anything: the cards make every move' },
  pegs: {
    players: 'a one-person puzzle: counted for one player',
    strategies: 'its analysis is exact, from the count of every game: no player is simulated',
    games: 'its analysis is exact, from the count of every game: it plays none',
  },
};

/** How the CLI spells an option. */
const flagOf = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The options given that the game's analysis ignores (see IGNORED_FOR); refuses any other option
 *  it would not use, naming the games that take it: a rule or a worker setting given for the
 *  wrong game, or a misspelt key, would otherwise be ignored in silence. */
function sortOptions(game: GameId, options: AnalyzeOptions): IgnoredOption[] {
  const takes = new Set([...EVERY_ANALYSIS, ...ANALYSIS_OPTIONS[game]]);
  const given = Object.keys(options).filter((key) => options[key] !== undefined && !takes.has(key));
  const ignored = given.flatMap((key) => {
    const reason = IGNORED_FOR[game]?.[key];
    if (reason === undefined) return [];
    if (game === 'pegs' && key === 'players' && String(options.players).trim() === '1') return [];
    return [{ option: flagOf(key), reason }];
  });
  const refused = given.filter((key) => IGNORED_FOR[game]?.[key] === undefined);
  if (refused.length > 0) {
    const every = [...new Set([...EVERY_ANALYSIS.slice(1), ...Object.values(ANALYSIS_OPTIONS).flat()])];
    throw new BoardsimError(
      refused.map((key) => {
        const takers = (Object.keys(ANALYSIS_OPTIONS) as GameId[]).filter((g) =>
          ANALYSIS_OPTIONS[g].includes(key),
        );
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
 *  workers and peg solitaire's count on the workers of `pegsPlatform` (as pegs()). */
export function analyzeWith(
  compileKernelModule: () => Promise<WebAssembly.Module>,
  platform: Platform,
  pegsPlatform?: PegsPlatform,
): AnalyzeFunction {
  const countPegsStart: PegsStartCounter = async (board, start, settings) =>
    (await countPegsOn(compileKernelModule, pegsPlatform, board, [start], false, settings))[0]!;
  return async (options) => {
    const game = gameId(options.game);
    const ignored = sortOptions(game, options);
    const games = parseGames(options.games ?? DEFAULT_ANALYZE_GAMES[game] ?? 10_000);
    const seed = parseSeed(options.seed);
    const exact = options.exact ?? true;
    const sources = variantSources(options);
    if (game === 'lama') {
      const tables = sources.flatMap((source) =>
        parsePlayerRange(options.players, '4').map((players) => ({ ...source, players })),
      );
      const started = performance.now();
      const variants = await analyzeLamaOn(platform, tables, seed, games, options);
      return report(game, seed, games, variants, started, ignored);
    }
    const analyzers = sources.flatMap((source) => prepare(game, source, options, exact, countPegsStart));
    const racing = analyzers.filter((analyzer) => analyzer.race);
    // a race's games play on the platform's workers; peg solitaire's count parses its own threads
    const threads = racing.length > 0 ? parseThreads(options.threads, platform.availableThreads()) : 1;
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
        const run =
          analyzer.exactJob && exactAnswerOffThread(platform.runExact, analyzer.exactJob, stop.signal);
        run?.catch((error: unknown) => {
          exactFailure ??= error;
          stop.abort();
        });
        return run;
      });
      const stopped = () =>
        exactFailure !== undefined && !options.signal?.aborted ? exactFailure : new CancelledError();
      const total = games * racing.length;
      const runs = new Map<Analyzer, SnakesAnalysisSums>();
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
