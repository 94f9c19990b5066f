// One Pig run on the shared machinery: its kernel config (the seats' tables), its exact job, and the
// comparison of the simulation with the exact answer.

import type { RunTotals } from '../../core/totals.js';
import type { SimulationReport } from '../../report/simulation.js';
import type { GameRun } from '../types.js';
import { type PigExactAnswer, pigExactJob, solvePigExactJob } from './exact-job.js';
import { PIG_METRICS, type PigKernelConfig } from './kernel.js';
import { pigPolicies } from './policy.js';
import { pigConfigToJson } from './schema.js';
import { type PigOptions, type PigSettings, pigRunSettings, pigStrategySpecs } from './settings.js';

/** What the kernel and the twin play for these settings. */
export function pigKernelConfig(settings: PigSettings): PigKernelConfig {
  const { config, players, strategies } = settings;
  return { goal: config.goal, dieFaces: config.dieFaces, players, ...pigPolicies(config, strategies) };
}

export function preparePigRun(options: PigOptions): GameRun {
  const settings = pigRunSettings(options);
  const kernelConfig = pigKernelConfig(settings);
  const strategies = pigStrategySpecs(settings);
  const job = settings.players === 2 ? pigExactJob(settings.config, strategies) : undefined;
  return {
    game: 'pig',
    preset: settings.preset,
    config: { ...pigConfigToJson(settings.config), strategies },
    players: settings.players,
    mode: null,
    metrics: PIG_METRICS,
    task: (seed, chunks) => ({ game: 'pig', config: kernelConfig, seed, chunks }),
    ...(job && {
      exactJob: job,
      solveExact: () => solvePigExactJob(job),
      enrich: (report: SimulationReport, _totals: RunTotals, _seed: bigint, exact?: unknown) => {
        if (exact) compareWithExact(report, (exact as PigExactAnswer).pig);
      },
    }),
  };
}

/** A report's `exact` (two players): the exact means and win probabilities beside the run's. */
export type PigRunExact = {
  turns: { mean: number; z: number; insideCi95: boolean };
  rolls: { mean: number; z: number; insideCi95: boolean };
  seats: { winProbability: number; z: number }[];
};

/** The simulated means and win rates against the exact ones, in standard errors. */
function compareWithExact(report: SimulationReport, exact: PigExactAnswer['pig']): void {
  const against = (name: 'turns' | 'rolls', mean: number) => {
    const m = report.metrics[name]!;
    return { mean, z: (m.mean - mean) / m.se, insideCi95: mean >= m.ci95[0] && mean <= m.ci95[1] };
  };
  const probabilities = [exact.firstWins, 1 - exact.firstWins];
  report.exact = {
    turns: against('turns', exact.turns),
    rolls: against('rolls', exact.rolls),
    seats: probabilities.map((p, i) => {
      const se = Math.sqrt((p * (1 - p)) / report.games);
      return { winProbability: p, z: se > 0 ? (report.seats[i]!.winRate - p) / se : 0 };
    }),
  } satisfies PigRunExact;
}
