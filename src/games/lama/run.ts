// One L.A.M.A. run on the shared machinery: its kernel tasks, and what it adds to the report (win
// rates per strategy, how rounds end) and to the text summary.

import type { SimulationReport } from '../../report/simulation.js';
import { fixed, pct } from '../../report/text.js';
import type { RunTotals } from '../../core/totals.js';
import { wilson95 } from '../../stats/proportion.js';
import { LAMA_METRICS, type LamaKernelConfig } from './kernel.js';
import type { GameRun } from '../types.js';
import { lamaConfigToJson } from './schema.js';
import { type LamaOptions, type LamaSettings, lamaMode, lamaRunSettings } from './settings.js';
import { strategyLabel } from './strategies.js';

/** The run simulate() plays for these options. */
export function prepareLamaRun(options: LamaOptions): GameRun {
  const settings = lamaRunSettings(options);
  const { preset, rules, seats, rounds } = settings;
  const config: LamaKernelConfig = { rules, seats, ...(rounds !== undefined && { rounds }) };
  return {
    game: 'lama',
    preset,
    config: lamaConfigToJson(rules, {
      strategies: seats.map(strategyLabel),
      ...(rounds !== undefined && { rounds }),
    }),
    players: seats.length,
    mode: lamaMode(rules, rounds),
    // the main metric (percentiles, chart) is per game: choices when a game is one round
    metrics: rounds === 1 ? LAMA_METRICS : ['rounds', ...LAMA_METRICS.filter((m) => m !== 'rounds')],
    // choices, decisions and going out are counted a round, scores a seat
    metricUnits: {
      choices: 'round',
      decisions: 'round',
      wentOut: 'round',
      roundScore: 'seat-round',
      finalScore: 'seat',
    },
    task: (seed, chunks) => ({ game: 'lama', config, seed, chunks }),
    // a Monte Carlo or search seat makes a chunk last minutes
    slowTasks: seats.some((seat) => ['montecarlo', 'mcts', 'ismcts', 'pipmc'].includes(seat.name)),
    enrich: (report, totals) => enrichLama(report, totals, settings),
  };
}

export interface LamaStrategyReport {
  strategy: string;
  /** Seats (1-based) that played it. */
  seats: number[];
  /** Win rate per seat: the share of games won by these seats together, divided by their number. */
  winRate: number;
  ci95: [number, number];
  /** Games won by any of these seats (a shared win counts its share). */
  wins: number;
}

/** Per-strategy win rates, how rounds end, and what the seat figures mean. */
function enrichLama(report: SimulationReport, totals: RunTotals, settings: LamaSettings): void {
  // an empty shard (a run of fewer chunks than shards) has no seats and no rounds to describe
  if (report.games === 0) return;
  const labels = settings.seats.map(strategyLabel);
  const games = report.games;
  const strategies: LamaStrategyReport[] = [...new Set(labels)].map((label) => {
    const seats = labels.flatMap((l, i) => (l === label ? [i] : []));
    const wins = seats.reduce((sum, i) => sum + report.seats[i]!.wins, 0);
    // these seats' wins together are a [0, 1] variable per game, whose variance is at most that of
    // a coin with the same mean, so Wilson's interval on the share is valid (a little wide)
    const [low, high] = wilson95(wins, games);
    const k = seats.length;
    return {
      strategy: label,
      seats: seats.map((i) => i + 1),
      winRate: wins / games / k,
      ci95: [low / k, high / k],
      wins,
    };
  });
  const ends = totals.metrics.wentOut;
  const rounds = ends ? ends.counts.reduce((a, b) => a + b, 0) : 0;
  const outs = ends?.counts[1] ?? 0;
  report.details = {
    seatStrategies: labels,
    strategies,
    roundEnds: {
      rounds,
      wentOut: { share: outs / rounds, ci95: wilson95(outs, rounds) },
      allQuit: { share: (rounds - outs) / rounds, ci95: wilson95(rounds - outs, rounds) },
    },
    fairShare: 1 / labels.length,
    ties: settings.rules.ties,
  };
  report.notes = [
    settings.rules.ties === 'shared'
      ? 'a tie for the win is shared: each of k tied players gets 1/k of a win in seats[i].winRate and wins'
      : 'a tie for the win goes to the tied player in the lowest seat (rule "ties": "first-seat")',
    'choices: turn slots per round, counting the forced passes of players who have quit; decisions: turns of players still in the round',
    'choices, decisions and wentOut have one value per round; roundScore one per player and round (points taken; the player going out takes 0); finalScore one per player and game',
  ];
}

/** The lama lines of the text summary: seats with their strategies, strategies, round ends. */
export function lamaSummaryLines(report: SimulationReport): string[] {
  const details = report.details as
    | {
        seatStrategies: string[];
        strategies: LamaStrategyReport[];
        roundEnds: { wentOut: { share: number; ci95: [number, number] } };
        fairShare: number;
      }
    | undefined;
  if (!details) return [];
  const out = [
    '',
    `table    ${details.seatStrategies.map((label, i) => `seat ${i + 1} ${label}`).join(', ')}; a fair share is ${pct(details.fairShare)}`,
  ];
  if (details.strategies.length > 1) {
    out.push('', 'per strategy (win rate per seat)');
    for (const s of details.strategies)
      out.push(
        `  ${s.strategy.padEnd(16)} seats ${s.seats.join(',').padEnd(12)} wins ${pct(s.winRate)}  95% CI [${pct(s.ci95[0])}, ${pct(s.ci95[1])}]`,
      );
  }
  const out95 = details.roundEnds.wentOut;
  out.push(
    '',
    `rounds ended by someone going out ${pct(out95.share)} [${pct(out95.ci95[0])}, ${pct(out95.ci95[1])}], by everyone quitting ${pct(1 - out95.share)}`,
  );
  const rounds = report.metrics.rounds;
  if (rounds) out.push(`rounds per game ${fixed(rounds.mean, 3)}`);
  return out;
}
