// `boardsim analyze yahtzee`: a solitaire game scored by points. The measures that compare players
// (fairness, drama, lead changes, …) need an opponent and say so; what a solitaire game has instead
// is its score's distribution: the mean with its interval (and the optimal player's exact expected
// score), the spread, percentiles, the shares of games above 200 … 500, the upper bonus and the
// Yahtzee box. The games are the kernel's, played on the platform's workers as `simulate` plays
// them (the same games with the same seed).

import {
  type Measure,
  type MeasureValue,
  exactValue,
  noMeaning,
  proportion,
  withExact,
} from '../../analyze/measure.js';
import { REASONS } from '../../analyze/reasons.js';
import { MEASURE_NAMES, type MeasureName, type VariantReport } from '../../analyze/report.js';
import { parseThreads } from '../../core/options.js';
import type { MetricTotals } from '../../core/totals.js';
import type { Platform } from '../../run/platform.js';
import { groupTasks, planChunks, plannedGames } from '../../run/plan.js';
import { runTasks } from '../../run/runner.js';
import { summarize } from '../../stats/summary.js';
import type { AnalysisOptions, ConfigSource, GameAnalysis, GameRun } from '../types.js';
import { type ScoreDistribution, distributionLines, scoreDistribution } from './distribution.js';
import { PUBLISHED_OPTIMAL_MEAN } from './exact.js';
import type { YahtzeeExactAnswer } from './jobs.js';
import type { YahtzeeOptions } from './settings.js';

/** Why each measure that compares players has no meaning: one player, no opponent. */
const SOLITAIRE = `${REASONS.onePlayer} (solitaire: the score is the outcome; see the score's distribution below)`;
const CHOICES =
  "the player's choices are made by a fixed policy (the optimal table or the greedy rule): CardStock's choice measures need a search player's estimates of every option, which this analysis does not make";

/** The players to compare: one name, or several separated by commas (a variant each). */
function players(value: unknown): unknown[] {
  if (typeof value === 'string' && value.includes(',')) return value.split(',').map((s) => s.trim());
  if (Array.isArray(value)) return value as unknown[];
  return [value];
}

const share = (m: MetricTotals | undefined, games: number): MeasureValue =>
  proportion(m ? m.counts.reduce((sum, c, v) => sum + c * v, 0) : 0, games);

/** What analyze reports of a Yahtzee variant besides the measures. */
export interface YahtzeeScoreDetails {
  readonly score: MeasureValue;
  readonly sd: number;
  readonly distribution: ScoreDistribution;
  readonly upperBonus: MeasureValue;
  readonly yahtzee: MeasureValue;
  readonly yahtzeeBonusesPerGame: number;
}

function yahtzeeVariant(
  preset: string,
  strategy: string,
  config: unknown,
  games: number,
  metrics: Record<string, MetricTotals>,
  exactMean: number | undefined,
): VariantReport {
  const scoreTotals = metrics['score']!;
  const summary = summarize(scoreTotals);
  const plain: MeasureValue =
    games >= 2
      ? { value: summary.mean, ci95: summary.ci95, se: summary.se, n: games, method: 't' }
      : {
          value: summary.mean,
          ci95: null,
          se: null,
          n: games,
          method: 't',
          note: 'too few games for an interval',
        };
  const score = exactMean === undefined ? plain : withExact(plain, exactMean);
  const distribution = scoreDistribution(scoreTotals, games);
  const bonuses = summarize(metrics['yahtzeeBonuses']!);
  const details: YahtzeeScoreDetails = {
    score,
    sd: summary.sd,
    distribution,
    upperBonus: share(metrics['upperBonus'], games),
    yahtzee: share(metrics['yahtzee'], games),
    yahtzeeBonusesPerGame: bonuses.mean,
  };
  const f = (m: MeasureValue, scale = 1, places = 2) =>
    m.value === null
      ? 'no value'
      : `${(scale * m.value).toFixed(places)}${m.ci95 ? ` [${(scale * m.ci95[0]).toFixed(places)}, ${(scale * m.ci95[1]).toFixed(places)}]` : ''}`;
  const lines = [
    `score: mean ${f(score)}${score.exact === undefined ? '' : `, exact ${score.exact.toFixed(4)} (z ${score.zExact?.toFixed(2) ?? '-'})`}, sd ${summary.sd.toFixed(1)}`,
    ...distributionLines(distribution),
    `upper bonus earned ${f(details.upperBonus, 100, 1)}%, Yahtzee box 50 ${f(details.yahtzee, 100, 1)}%, Yahtzee bonuses per game ${bonuses.mean.toFixed(3)}`,
  ];
  const measures = Object.fromEntries(
    MEASURE_NAMES.map((name): [MeasureName, Measure] => [name, noMeaning(SOLITAIRE)]),
  ) as Record<MeasureName, Measure>;
  for (const name of ['order', 'convergence', 'spread', 'meaningfulMoves'] as const)
    measures[name] = noMeaning(CHOICES);
  measures.completion = withExact(proportion(games, games), 1);
  measures.duration = { ...exactValue(13), note: 'every game has 13 rounds' };
  measures.stability = noMeaning(
    "Ludii's stability is the variance of a state evaluation along a game; the optimal table has one (the expected final score), but the kernel does not report it game by game",
  );
  measures.decisivenessThreshold = noMeaning(REASONS.onePlayer);
  measures.coverage = noMeaning('no board: a score card is not a board of squares');
  return {
    preset,
    config,
    players: 1,
    strategies: [strategy],
    games,
    measures,
    seats: [],
    durationUnit: 'rounds',
    details: {
      label: strategy,
      ...details,
      lines,
      ...(strategy === 'optimal' && {
        published: {
          source:
            'Verhoeff, "How to maximize your score in solitaire Yahtzee", 1999: the optimal expected score',
          mean: PUBLISHED_OPTIMAL_MEAN,
        },
      }),
    },
  };
}

async function analyzeYahtzeeOn(
  prepareYahtzeeRun: (options: YahtzeeOptions) => GameRun,
  platform: Platform,
  sources: readonly ConfigSource[],
  seed: bigint,
  games: number,
  options: AnalysisOptions,
  exact: boolean,
): Promise<VariantReport[]> {
  const threads = parseThreads(options.threads, platform.availableThreads());
  const plan = planChunks(games);
  const variants = sources.flatMap((source) =>
    players(options['strategies']).map((strategies) =>
      prepareYahtzeeRun({
        ...source,
        ...(options.players !== undefined && { players: options.players }),
        ...(strategies !== undefined && { strategies }),
        ...(options['tableFile'] !== undefined && { tableFile: options['tableFile'] }),
      }),
    ),
  );
  const total = plannedGames(plan) * variants.length;
  const executor = await platform.createExecutor(Math.max(1, threads));
  try {
    const reports: VariantReport[] = [];
    for (const [i, run] of variants.entries()) {
      const totals = await runTasks(
        executor,
        (function* () {
          for (const group of groupTasks(plan, threads)) yield run.task(seed, group);
        })(),
        plannedGames(plan),
        {
          ...(options.signal && { signal: options.signal }),
          onProgress: ({ gamesDone }) =>
            options.onProgress?.({ done: i * plannedGames(plan) + gamesDone, total }),
        },
      );
      const answer = exact ? (run.solveExact?.() as YahtzeeExactAnswer | undefined) : undefined;
      const strategy = (run.config as { strategies: string }).strategies;
      reports.push(
        yahtzeeVariant(run.preset, strategy, run.config, totals.games, totals.metrics, answer?.mean),
      );
    }
    return reports;
  } finally {
    await executor.close();
  }
}

/** The analysis, given how the game prepares a run (index.ts: the same runs as `simulate`). */
export function yahtzeeAnalysis(prepareRun: (options: YahtzeeOptions) => GameRun): GameAnalysis {
  return {
    defaultGames: 20_000,
    options: ['players', 'games', 'strategies', 'tableFile'],
    analyzeAll: (sources, seed, games, options, { platform, exact }) =>
      analyzeYahtzeeOn(prepareRun, platform, sources, seed, games, options, exact),
  };
}
