// `boardsim analyze pig`: the design measures of a race scored by points. The games are the
// TypeScript twin's (reference.ts), played chunk by chunk from the run's seed as the kernel plays
// them (the same games as `simulate pig` with the same seed): the kernel keeps no turn-by-turn
// scores, and the leader measures need them. The scores after every turn are read as a race's
// positions, so that drama, lead changes, comebacks and the rest mean what they mean for Snakes
// and Ladders (docs/guide/analyze.md), and each is folded as assembly/analyze/race.ts folds a
// race's moves.

import { balance } from '../../analyze/race-report.js';
import {
  type Measure,
  type MeasureValue,
  fairness,
  mean,
  noMeaning,
  proportion,
  withExact,
} from '../../analyze/measure.js';
import { REASONS } from '../../analyze/reasons.js';
import type { ByMove, MeasureName, VariantReport } from '../../analyze/report.js';
import type { MetricTotals } from '../../core/totals.js';
import { BoardsimError, CancelledError } from '../../core/errors.js';
import { parseThreads } from '../../core/options.js';
import { ChunkStream } from '../../rng/stream.js';
import { exactAnswerOffThread } from '../../run/exact-job.js';
import { concurrencyLimit } from '../../run/limit.js';
import type { Platform } from '../../run/platform.js';
import { chunkAt, planChunks } from '../../run/plan.js';
import { summarize } from '../../stats/summary.js';
import type { AnalysisOptions, ConfigSource, GameAnalysis } from '../types.js';
import { type PigExactAnswer, pigExactJob, solvePigExactJob } from './exact-job.js';
import type { PigKernelConfig } from './kernel.js';
import { type PigLeaderExact, pigLeaderExact } from './leader-exact.js';
import { type PigObserver, playPigGame } from './reference.js';
import { pigKernelConfig } from './run.js';
import { pigConfigToJson } from './schema.js';
import { type PigSettings, pigRunSettings, pigStrategySpecs } from './settings.js';

/** Turns (of either player) after which the report gives P(the sole leader then wins). */
const REPORTED_TURNS = [1, 2, 5, 10, 15, 20, 30, 40];

/** Why a measure of choices has no meaning here: the seats play fixed policies. */
const FIXED_POLICIES =
  'the seats play the fixed policies of --strategies: no search player is measured, so there are no estimates of the options at a choice';

/** The sums of a variant's games, as the race kernel keeps them. */
interface PigSums {
  games: number;
  wins: number[];
  turnCounts: number[];
  leadChanges: [number, number];
  drama: [number, number];
  security: [number, number];
  halfLeaderGames: number;
  halfLeaderWins: number;
  comebacks: number;
  decidedLastTurn: number;
  trailedGames: number;
  aheadGames: number[];
  aheadWins: number[];
}

function emptySums(players: number): PigSums {
  return {
    games: 0,
    wins: new Array<number>(players).fill(0),
    turnCounts: [],
    leadChanges: [0, 0],
    drama: [0, 0],
    security: [0, 0],
    halfLeaderGames: 0,
    halfLeaderWins: 0,
    comebacks: 0,
    decidedLastTurn: 0,
    trailedGames: 0,
    aheadGames: new Array<number>(REPORTED_TURNS.length).fill(0),
    aheadWins: new Array<number>(REPORTED_TURNS.length).fill(0),
  };
}

const addMoments = (m: [number, number], x: number) => {
  m[0] += x;
  m[1] += x * x;
};

/**
 * Folds one finished game into `sums`: `movers[t]` moved at turn t and `scores[t]` is their score
 * after it. The sole leader stays until someone is strictly ahead of them (a shared lead changes
 * nothing); the winner's rank code after each turn is twice the opponents strictly behind plus
 * those level, the winner counted as level, less 1 (CardStock's rank estimate in units of
 * 1/(2(n − 1))); it trails below the threshold (1 + (n − 2)/(n − 1))/2.
 */
export function foldPigGame(
  sums: PigSums,
  players: number,
  movers: readonly number[],
  scores: readonly number[],
  winner: number,
): void {
  const moves = movers.length;
  const position = new Array<number>(players).fill(0);
  const threshold = 2 * players - 3;
  const unit = 1 / (2 * (players - 1));
  const half = moves >> 1;
  let leader = -1;
  let changes = 0;
  let halfLeader = -1;
  let beforeLast = -1;
  let trailing = 0;
  let roots = 0;
  let comeback = false;
  for (let t = 0; t < moves; t++) {
    const mover = movers[t]!;
    const at = scores[t]!;
    position[mover] = at;
    const mine = position[winner]!;
    let top = position[0]!;
    let first = 0;
    let atTop = 1;
    let code = 0;
    for (let q = 0; q < players; q++) {
      const other = position[q]!;
      code += (other < mine ? 2 : 0) + (other === mine ? 1 : 0);
      if (q === 0) continue;
      if (other > top) {
        top = other;
        first = q;
        atTop = 1;
      } else if (other === top) atTop++;
    }
    code--;
    const sole = atTop === 1 ? first : -1;
    const passed = leader >= 0 && position[leader]! < top;
    if (passed) changes++;
    if (leader < 0) leader = sole;
    else if (passed) leader = at === top ? mover : first;
    const m = t + 1;
    const reported = REPORTED_TURNS.indexOf(m);
    if (reported >= 0 && sole >= 0) {
      sums.aheadGames[reported]!++;
      if (sole === winner) sums.aheadWins[reported]!++;
    }
    if (m === half) {
      halfLeader = sole;
      comeback = code === 0;
    }
    if (m + 1 === moves) beforeLast = sole;
    if (code < threshold) {
      trailing++;
      roots += Math.sqrt((threshold - code) * unit);
    }
  }
  sums.games++;
  sums.wins[winner]!++;
  sums.turnCounts[moves] = (sums.turnCounts[moves] ?? 0) + 1;
  addMoments(sums.leadChanges, changes);
  if (halfLeader >= 0) {
    sums.halfLeaderGames++;
    if (halfLeader === winner) sums.halfLeaderWins++;
  }
  if (comeback) sums.comebacks++;
  if (beforeLast !== winner) sums.decidedLastTurn++;
  const drama = trailing > 0 ? roots / trailing : 0;
  if (trailing > 0) sums.trailedGames++;
  addMoments(sums.drama, drama);
  addMoments(sums.security, 1 - trailing / moves);
}

/** Plays `games` games of `config` from `seed` (the run's chunks, as the kernel plays them), telling
 *  `onChunk` the games played every 4,096 games and at the end of each chunk. */
export function playPigAnalysis(
  config: PigKernelConfig,
  seed: bigint,
  games: number,
  onChunk?: (gamesDone: number) => void,
): PigSums {
  const sums = emptySums(config.players);
  const plan = planChunks(games);
  const movers: number[] = [];
  const scores: number[] = [];
  const observer: PigObserver = {
    bust: (player) => {
      movers.push(player);
      scores.push(-1);
    },
    hold: (player, _total, score) => {
      movers.push(player);
      scores.push(score);
    },
    win: (player, _total, score) => {
      movers.push(player);
      scores.push(score);
    },
  };
  const own = new Array<number>(config.players).fill(0);
  for (let c = plan.from; c < plan.to; c++) {
    const stream = new ChunkStream(seed, BigInt(c));
    const n = chunkAt(plan, c).games;
    for (let g = 0; g < n; g++) {
      movers.length = 0;
      scores.length = 0;
      own.fill(0);
      const record = playPigGame(config, stream, observer);
      // a bust leaves the mover's score as it was
      for (let t = 0; t < movers.length; t++) {
        if (scores[t]! < 0) scores[t] = own[movers[t]!]!;
        else own[movers[t]!] = scores[t]!;
      }
      foldPigGame(sums, config.players, movers, scores, record.winner);
      if (g + 1 < n && (sums.games & 4095) === 0) onChunk?.(sums.games);
    }
    onChunk?.(sums.games);
  }
  return sums;
}

/** The strategy sets to compare: "A,B;C,D" (or an array of sets), else the one set given. */
export function strategySets(value: unknown): unknown[] {
  if (typeof value === 'string' && value.includes(';'))
    return value.split(';').map((set) => {
      if (set.trim() === '')
        throw new BoardsimError([
          {
            code: 'option/invalid',
            path: 'strategies',
            message: 'an empty set of strategies between semicolons',
          },
        ]);
      return set;
    });
  if (Array.isArray(value) && value.length > 0 && value.every((set) => Array.isArray(set)))
    return value as unknown[];
  return [value];
}

/** The exact first-seat win probabilities of the pair and of the pair swapped (two players). */
interface PairExact {
  readonly first: string;
  readonly second: string;
  /** P(seat 1 wins) as given, and with the seats swapped. */
  readonly firstWins: number;
  readonly swappedFirstWins: number;
  /** P(seat 1 wins) averaged over the two orders, less 1/2: what going first is worth. */
  readonly firstSeatAdvantage: number;
  /** The first policy's win probability averaged over the two orders. */
  readonly firstPolicyWins: number;
}

function pairExact(settings: PigSettings, specs: readonly string[], firstWins: number): PairExact {
  const swapped =
    specs[0] === specs[1]
      ? firstWins
      : solvePigExactJob(pigExactJob(settings.config, [specs[1]!, specs[0]!])).pig.firstWins;
  return {
    first: specs[0]!,
    second: specs[1]!,
    firstWins,
    swappedFirstWins: swapped,
    firstSeatAdvantage: (firstWins + swapped) / 2 - 1 / 2,
    firstPolicyWins: (firstWins + 1 - swapped) / 2,
  };
}

const f4 = (x: number) => x.toFixed(4);

function pairLines(pair: PairExact): string[] {
  const lines = [`exact, ${pair.first} first against ${pair.second}: seat 1 wins ${f4(pair.firstWins)}`];
  if (pair.first !== pair.second)
    lines.push(
      `exact, ${pair.second} first against ${pair.first}: seat 1 wins ${f4(pair.swappedFirstWins)}`,
      `averaged over the two orders: going first is worth ${pair.firstSeatAdvantage >= 0 ? '+' : ''}${f4(pair.firstSeatAdvantage)}; ${pair.first} wins ${f4(pair.firstPolicyWins)} against ${pair.second}`,
    );
  return lines;
}

/** The turns' histogram as a metric's totals, for the shared summary (mean, percentiles). */
function turnTotals(counts: readonly number[]): MetricTotals {
  const dense = Array.from({ length: counts.length }, (_, i) => counts[i] ?? 0);
  return {
    counts: dense,
    overflowFrom: dense.length,
    overflowCount: 0,
    overflowSum: 0n,
    overflowSumOfSquares: 0n,
    overflowMax: 0,
  };
}

/** A variant's report from its games' sums and (two players) its exact answer. */
export function pigVariant(
  settings: PigSettings,
  sums: PigSums,
  exact: PigExactAnswer | undefined,
  leaders?: PigLeaderExact,
): VariantReport {
  const { players } = settings;
  const specs = pigStrategySpecs(settings);
  const games = sums.games;
  const e = exact?.pig;
  const exactSeats = e && [e.firstWins, 1 - e.firstWins];
  const maybe = (m: MeasureValue, value: number | undefined) =>
    value === undefined ? m : withExact(m, value);
  const seats = sums.wins.map((w) => proportion(w, games));
  const turns = summarize(turnTotals(sums.turnCounts));
  const durationMeasure: MeasureValue = maybe(
    games >= 2
      ? { value: turns.mean, ci95: turns.ci95, se: turns.se, n: games, method: 't' }
      : mean(turns.mean * games, 0, games),
    e?.turns,
  );
  const moments = (m: [number, number]) => mean(m[0], m[1], games);
  const shift = 1 / players;
  const first = seats[0]!;
  const measures: Record<MeasureName, Measure> = {
    order: noMeaning(FIXED_POLICIES),
    fairness: maybe(
      fairness(sums.wins[0]!, games, players),
      exactSeats && fairness(exactSeats[0]!, 1, players).value!,
    ),
    convergence: noMeaning(FIXED_POLICIES),
    spread: noMeaning(FIXED_POLICIES),
    drama: maybe(moments(sums.drama), leaders?.drama),
    security: moments(sums.security),
    meaningfulMoves: noMeaning(FIXED_POLICIES),
    advantage: maybe(first, exactSeats?.[0]),
    balance: balance(seats, games, exactSeats),
    completion: maybe(proportion(games, games), 1),
    drawishness: noMeaning(REASONS.noDraw),
    duration: durationMeasure,
    leadChanges: maybe(moments(sums.leadChanges), leaders?.leadChanges),
    stability: noMeaning(REASONS.noEvaluation),
    decisivenessThreshold: noMeaning(REASONS.noScore),
    coverage: noMeaning('no board: a score is not a square that a turn ends on'),
    seatAdvantage: maybe(
      {
        ...first,
        value: first.value === null ? null : first.value - shift,
        ci95: first.ci95 && [first.ci95[0] - shift, first.ci95[1] - shift],
      },
      exactSeats && exactSeats[0]! - shift,
    ),
    leaderAtHalfTimeWins: proportion(sums.halfLeaderWins, sums.halfLeaderGames),
    comebacks: proportion(sums.comebacks, games),
    decidedInLastTurn: maybe(proportion(sums.decidedLastTurn, games), leaders?.decidedInLastTurn),
    winnerTrailed: maybe(proportion(sums.trailedGames, games), leaders?.winnerTrailed),
  };
  const leaderWinsByMove: ByMove[] = REPORTED_TURNS.flatMap((move, i) =>
    sums.aheadGames[i]! === 0 ? [] : [{ move, value: proportion(sums.aheadWins[i]!, sums.aheadGames[i]!) }],
  );
  const pair = e && players === 2 ? pairExact(settings, specs, e.firstWins) : undefined;
  return {
    preset: settings.preset,
    config: { ...pigConfigToJson(settings.config), strategies: specs },
    players,
    strategies: specs,
    games,
    measures,
    seats: seats.map((s, i) => maybe(s, exactSeats?.[i])),
    durationUnit: 'turns of both players, the winning one included',
    durationPercentiles: turns.percentiles,
    leaderWinsByMove,
    details: {
      label: specs.join(' vs '),
      ...(pair && { pair, lines: pairLines(pair) }),
      exactNote:
        players === 2
          ? "the seats' win probabilities and the expected turns come from the game's equations (solve.ts); lead changes, drama, the winner trailing and a game decided in its last turn from a chain over both scores (leader-exact.ts); security, the leader at half time and comebacks are simulated only"
          : 'no exact values with more than two players: the equations are solved for two',
    },
  };
}

/** One variant per source and strategy set, its rules, policies and (two players) exact job. */
function pigVariants(sources: readonly ConfigSource[], options: AnalysisOptions, exact: boolean) {
  return sources.flatMap((source) =>
    strategySets(options['strategies']).map((strategies) => {
      const settings = pigRunSettings({
        ...source,
        ...(options.players !== undefined && { players: options.players }),
        ...(strategies !== undefined && { strategies: strategies as string | string[] }),
        ...(options['goal'] !== undefined && { goal: options['goal'] as number | string }),
        ...(options['dieFaces'] !== undefined && { dieFaces: options['dieFaces'] as number | string }),
      });
      const job =
        exact && settings.players === 2
          ? pigExactJob(settings.config, pigStrategySpecs(settings))
          : undefined;
      return { settings, config: pigKernelConfig(settings), job };
    }),
  );
}

/** Plays every variant's games with the twin on this thread while the exact jobs are computed on
 *  the platform's workers (as many at once as the threads), and reports each. */
async function analyzePigOn(
  platform: Platform,
  sources: readonly ConfigSource[],
  seed: bigint,
  games: number,
  options: AnalysisOptions,
  exact: boolean,
): Promise<VariantReport[]> {
  const variants = pigVariants(sources, options, exact);
  const slot = concurrencyLimit(parseThreads(options.threads, platform.availableThreads()));
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) stop.abort();
  try {
    const answers = variants.map(({ job }) =>
      job
        ? slot(() =>
            exactAnswerOffThread<PigExactAnswer>(
              platform.runExact,
              job,
              () => solvePigExactJob(job),
              stop.signal,
            ),
          )
        : undefined,
    );
    // a failure is awaited below; until then it must not go unhandled
    for (const answer of answers) answer?.catch(() => undefined);
    const total = games * variants.length;
    const sums: PigSums[] = [];
    for (const [i, { config }] of variants.entries()) {
      sums.push(
        playPigAnalysis(config, seed, games, (done) => {
          if (options.signal?.aborted) throw new CancelledError();
          options.onProgress?.({ done: i * games + done, total });
        }),
      );
      // let a cancel or the workers' messages in between variants
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const reports: VariantReport[] = [];
    // the leader chain (under a second for a race to 100) on this thread, with the exact answer
    for (const [i, { settings }] of variants.entries())
      reports.push(
        pigVariant(settings, sums[i]!, await answers[i], answers[i] && pigLeaderExact(variants[i]!.config)),
      );
    if (options.signal?.aborted) throw new CancelledError();
    return reports;
  } finally {
    stop.abort();
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/** Games per variant when none are given: the twin plays about 20,000 in a few seconds. */
const DEFAULT_GAMES = 20_000;

export const pigAnalysis: GameAnalysis = {
  defaultGames: DEFAULT_GAMES,
  options: ['players', 'games', 'strategies', 'goal', 'dieFaces'],
  analyzeAll: (sources, seed, games, options, { platform, exact }) =>
    analyzePigOn(platform, sources, seed, games, options, exact),
};
