// Monopoly's exact answer as a job (src/run/exact-job.ts): what simulate compares against.

import { type MonopolyExact, exactMonopoly } from './exact.js';
import type { JailPolicy } from './rules.js';

export interface MonopolyExactJob {
  readonly game: 'monopoly';
  readonly jail: JailPolicy;
  readonly warmup: number;
  readonly turns: number;
}

export interface MonopolyExactAnswer {
  readonly game: 'monopoly';
  readonly monopoly: MonopolyExact;
}

export function monopolyExactJob(jail: JailPolicy, warmup: number, turns: number): MonopolyExactJob {
  return { game: 'monopoly', jail, warmup, turns };
}

/** Computes the job on this thread. */
export function solveMonopolyExactJob(job: MonopolyExactJob): MonopolyExactAnswer {
  return { game: 'monopoly', monopoly: exactMonopoly(job.jail, job.warmup, job.turns) };
}
