// The exact answer of a game of Pig, as `boardsim exact pig` reports it.

import { BoardsimError } from '../../core/errors.js';
import type { ExactReportBase } from '../types.js';
import { pigExactJob, solvePigExactJob } from './exact-job.js';
import { pigConfigToJson } from './schema.js';
import { type PigOptions, pigRunSettings, pigStrategySpecs } from './settings.js';

export interface PigExactReport extends ExactReportBase {
  /** Each seat's policy. */
  strategies: string[];
  /** Each seat's chance of winning (seat 1 moves first). */
  seats: { winProbability: number }[];
  /** Expected turns of the whole game (both players', the winning one included). */
  turns: { mean: number };
  rolls: { mean: number };
}

export function exactPigReport(options: PigOptions): PigExactReport {
  const settings = pigRunSettings(options);
  if (settings.players !== 2)
    throw new BoardsimError([
      {
        code: 'exact/players',
        path: 'players',
        message: `the exact answer is solved for two players, not ${settings.players} (simulate plays up to 8)`,
      },
    ]);
  const strategies = pigStrategySpecs(settings);
  const { pig } = solvePigExactJob(pigExactJob(settings.config, strategies));
  return {
    game: 'pig',
    preset: settings.preset,
    players: 2,
    config: { ...pigConfigToJson(settings.config), strategies },
    strategies,
    seats: [{ winProbability: pig.firstWins }, { winProbability: 1 - pig.firstWins }],
    turns: { mean: pig.turns },
    rolls: { mean: pig.rolls },
  };
}
