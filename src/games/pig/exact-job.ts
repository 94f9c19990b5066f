// Pig's exact answer as a job (src/run/exact-job.ts): what simulate compares against, and what
// `boardsim exact pig` reports. Two players only: the equations of solve.ts are a two-player game's.

import { unwrap } from '../../core/errors.js';
import { pigPolicies } from './policy.js';
import type { PigConfig } from './schema.js';
import { solvePig } from './solve.js';
import { type PigStrategy, parsePigStrategy } from './strategies.js';

/** The exact answer a Pig run compares against: the rules and the two seats' strategies. */
export interface PigExactJob {
  readonly game: 'pig';
  readonly goal: number;
  readonly dieFaces: number;
  /** Seat 1's and seat 2's specs (`hold:20`, `optimal`…). */
  readonly strategies: readonly [string, string];
}

/** What the equations give: seat 1's chance of winning, and the expected turns and rolls. */
export interface PigExact {
  readonly firstWins: number;
  readonly turns: number;
  readonly rolls: number;
}

/** What a worker posts back for it. */
export interface PigExactAnswer {
  readonly game: 'pig';
  readonly pig: PigExact;
}

export function pigExactJob(config: PigConfig, strategies: readonly string[]): PigExactJob {
  return {
    game: 'pig',
    goal: config.goal,
    dieFaces: config.dieFaces,
    strategies: [strategies[0]!, strategies[1]!],
  };
}

function strategyOf(spec: string): PigStrategy {
  const parsed = parsePigStrategy(spec, 'strategies');
  if ('code' in parsed) return unwrap({ ok: false, errors: [parsed] });
  return parsed;
}

/** Computes the job on this thread. */
export function solvePigExactJob(job: PigExactJob): PigExactAnswer {
  const config = { goal: job.goal, dieFaces: job.dieFaces };
  const { tables, seatTables } = pigPolicies(config, job.strategies.map(strategyOf));
  const solved = solvePig(
    job.goal,
    job.dieFaces,
    { hold: tables[seatTables[0]!]! },
    { hold: tables[seatTables[1]!]! },
  );
  return { game: 'pig', pig: { firstWins: solved.firstWins, turns: solved.turns, rolls: solved.rolls } };
}
