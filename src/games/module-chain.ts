// A user's game module with its Markov chain (the definition's `chain`, or simulate's): the exact
// answer a run is compared with, as a built-in game's run is compared with its exact answer. The
// chain is one player's game; with several players they race independently, taking turns in seat
// order, and the game's length figure counts the winner's turns (the round in which the first
// player finishes: the least of the players' lengths).

import { BoardsimError } from '../core/errors.js';
import type { RunTotals } from '../core/totals.js';
import { type ChainDefinition, type ChainReport, solveUserChain } from '../exact/chain.js';
import type { SimulationReport } from '../report/simulation.js';
import { chiSquareGof, reportedFit } from '../stats/chisquare.js';
import { checkChainShape } from './module.js';

/** The chain's answer for a run: its length's distribution (the winner's turns) and the seats. */
export interface ModuleChainAnswer {
  readonly chain: string;
  readonly states: number;
  /** One player's expected length as an exact fraction, where the chain allows. */
  readonly meanFraction: string | null;
  /** The game's length (the winner's turns): its mean, standard deviation and distribution. */
  readonly mean: number;
  readonly sd: number;
  readonly pmf: readonly number[];
  readonly seats: readonly number[];
}

/** Explores and solves `chain` for `players` independent racers (solveChain's limits). */
export function solveModuleChain(chain: unknown, players: number, path = 'chain'): ModuleChainAnswer {
  checkChainShape(chain, path);
  let report: ChainReport;
  try {
    report = solveUserChain(chain as ChainDefinition, {
      players,
      maxStates: 100_000,
      exactStates: 2000,
      tolerance: 1e-12,
    });
  } catch (error) {
    if (!(error instanceof BoardsimError)) throw error;
    // the chain's own field, under the option or field that gave the chain
    throw new BoardsimError(
      error.issues.map((i) => ({ ...i, path: i.path ? `${path}.${i.path}` : path })),
      error.source,
    );
  }
  // the least of `players` lengths: P(min > n) = P(length > n)^players
  const survival: number[] = [];
  let left = 1;
  for (const p of report.pmf) survival.push((left = Math.max(0, left - p)));
  const pmf = report.pmf.map((_, n) => (n === 0 ? 1 : survival[n - 1]! ** players) - survival[n]! ** players);
  let mean = 0;
  let second = 0;
  pmf.forEach((p, n) => {
    mean += n * p;
    second += n * n * p;
  });
  if (players === 1) {
    mean = report.mean;
    second = report.variance + report.mean * report.mean;
  }
  return {
    chain: report.name,
    states: report.states,
    meanFraction: report.meanFraction,
    mean,
    sd: Math.sqrt(Math.max(0, second - mean * mean)),
    pmf,
    seats: report.seats,
  };
}

/** A report's `exact` for a module game with a chain: the exact length and seats beside the run's,
 *  each with its z, and the length's histogram tested against the chain's (chi-square). */
export function moduleChainExact(
  report: SimulationReport,
  totals: RunTotals | undefined,
  answer: ModuleChainAnswer,
  figure: string,
): Record<string, unknown> | undefined {
  const metric = report.metrics[figure];
  if (!metric) return undefined;
  const z = metric.se > 0 ? (metric.mean - answer.mean) / metric.se : 0;
  const observed = totals?.metrics[figure];
  return {
    chain: { name: answer.chain, states: answer.states, meanFraction: answer.meanFraction, figure },
    [figure]: {
      mean: answer.mean,
      sd: answer.sd,
      z,
      insideCi95: answer.mean >= metric.ci95[0] && answer.mean <= metric.ci95[1],
      ...(observed && { chiSquare: reportedFit(chiSquareGof(observed.counts, answer.pmf)) }),
      pmf: answer.pmf,
    },
    ...(report.players > 1 && {
      seats: answer.seats.map((p, i) => {
        const seat = report.seats[i]!;
        const se = Math.sqrt((p * (1 - p)) / report.games);
        return { winProbability: p, z: se > 0 ? (seat.winRate - p) / se : 0 };
      }),
    }),
  };
}

/** The chain's answer as a report's `exact` keeps it (merge compares the merged run with it). */
export function answerOfExact(exact: Record<string, unknown>): [ModuleChainAnswer, string] | undefined {
  const chain = exact.chain as { name: string; states: number; meanFraction: string | null; figure: string };
  const figure = exact[chain?.figure] as { mean: number; sd: number; pmf: number[] } | undefined;
  if (!figure) return undefined;
  const seats = (exact.seats as { winProbability: number }[] | undefined)?.map((s) => s.winProbability) ?? [
    1,
  ];
  return [
    {
      chain: chain.name,
      states: chain.states,
      meanFraction: chain.meanFraction,
      mean: figure.mean,
      sd: figure.sd,
      pmf: figure.pmf,
      seats,
    },
    chain.figure,
  ];
}
