// ablate(): the game as configured, then once without each of its features, as seed 000's table
// (Standard / No Licorice / No Specials / No Shortcuts), with each feature's effect on the game's
// length: the standard mean minus the mean without it, with a 95% confidence interval. Variant i
// runs with seed S + i, so its line is exactly `simulate … --seed S+i` with that variant's options,
// and the variants' runs are independent, which makes the difference's standard error
// sqrt(se₀² + seᵢ²).

import { BoardsimError } from '../core/errors.js';
import { GAMES, type GameId, checkOptions, gameId, prepareRun } from '../games/index.js';
import type { GameOptions } from '../games/types.js';
import { parseSeed } from '../core/options.js';
import { seedToJson } from '../report/simulation.js';
import type { SimulateOptions } from './simulate.js';
import type { SimulationReport } from '../report/simulation.js';
import { Z95 } from '../stats/summary.js';
import type { AblationReport, MetricEstimate } from '../report/ablation.js';

const U64 = 1n << 64n;

export type { AblationReport, AblationVariant, FeatureEffect, MetricEstimate } from '../report/ablation.js';

function estimate(report: SimulationReport, metric: string): MetricEstimate | undefined {
  const m = report.metrics[metric];
  return m && { mean: m.mean, se: m.se, ci95: m.ci95, sd: m.sd, median: m.median };
}

function joinWithout(user: unknown, extra: unknown): unknown {
  if (user === undefined) return extra;
  if (extra === undefined) return user;
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : String(v).split(','));
  return [...list(user), ...list(extra)].join(',');
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The configuration a run with these options plays: its report's `config`. */
function playedConfig(game: GameId, options: SimulateOptions): unknown {
  const { exact: _exact, ...gameOptions } = options; // as in simulate: not an option of the game
  return prepareRun(game, gameOptions).config;
}

/** The note of a variant not played: the text report shows its effect as "already left out". */
function alreadyLeftOutNote(feature: string): string {
  return `the standard game already leaves out ${feature}: this line is the standard game, and there is no effect to measure`;
}

/** Plays every ablation variant of a game with `simulate` (given, so that any platform can run it). */
export async function ablateWith(
  simulate: (options: SimulateOptions) => Promise<SimulationReport>,
  options: SimulateOptions,
): Promise<AblationReport> {
  const game = gameId(options.game);
  const variants = GAMES[game].ablations;
  if (!variants) {
    throw new BoardsimError([
      { code: 'ablate/none', path: 'game', message: `boardsim has no ablations for ${game}` },
    ]);
  }
  checkOptions('ablate', game, options);
  const seed = parseSeed(options.seed);
  const started = performance.now();
  const reports: SimulationReport[] = [];
  // a feature the game already leaves out (--without, or a board without it) would give a variant
  // that is the standard game again, and its "effect" would be seed noise: it is not played
  const alreadyLeftOut = new Set<number>();
  for (const [i, variant] of variants.entries()) {
    const { without, ...rest } = variant.options as GameOptions;
    const merged = joinWithout((options as GameOptions).without, without);
    const variantOptions: SimulateOptions = {
      ...options,
      ...rest,
      ...(merged !== undefined && { without: merged }),
      seed: (seed + BigInt(i)) % U64,
    };
    const standard = reports[0];
    if (standard && sameJson(playedConfig(game, variantOptions), standard.config)) {
      alreadyLeftOut.add(i);
      reports.push(standard);
      continue;
    }
    reports.push(await simulate(variantOptions));
  }
  const base = reports[0]!;
  const metrics = Object.keys(base.metrics).filter((m) => m === 'turns' || m === 'moves');
  return {
    game,
    preset: base.preset,
    players: base.players,
    games: base.games,
    seed: seedToJson(seed),
    threads: base.threads,
    elapsedMs: Math.round((performance.now() - started) * 10) / 10,
    variants: variants.map((variant, i) => {
      const report = reports[i]!;
      const own = Object.fromEntries(metrics.map((m) => [m, estimate(report, m)!]));
      const effect =
        i === 0 || alreadyLeftOut.has(i)
          ? undefined
          : Object.fromEntries(
              metrics.map((m) => {
                const a = estimate(base, m)!;
                const b = own[m]!;
                const difference = a.mean - b.mean;
                const se = Math.sqrt(a.se ** 2 + b.se ** 2);
                const ci95: [number, number] = [difference - Z95 * se, difference + Z95 * se];
                return [m, { difference, se, ci95 }];
              }),
            );
      return {
        name: variant.name,
        label: variant.label,
        ...(variant.feature !== undefined && { feature: variant.feature }),
        seed: report.seed,
        metrics: own,
        ...(effect && { effect }),
        ...(alreadyLeftOut.has(i)
          ? { notes: [alreadyLeftOutNote(variant.feature ?? variant.label)] }
          : report.notes && { notes: report.notes }),
      };
    }),
    config: base.config,
  };
}
