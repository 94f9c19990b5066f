// `boardsim fairness lama`: the seat study. For tables where every seat plays the same strategy,
// each seat's win rate against the fair share 1/n, for one round and for whole games, 2 to 6
// players. By symmetry of the strategies any difference is the seat's.

import { parseGames, parseSeed } from '../../core/options.js';
import { seedToJson } from '../../report/simulation.js';
import { formatDice, parseDice } from '../../rng/dice.js';
import { diceNote, fixed, pct } from '../../report/text.js';
import type { Platform } from '../../run/platform.js';
import { wilson95 } from '../../stats/proportion.js';
import { WIN_UNITS } from '../../wasm/layout.js';
import { lamaConfigToJson } from './schema.js';
import { lamaRunSettings } from './settings.js';
import { type LamaTablesOptions, parsePlayerRange, parseStrategyList, playTables } from './tables.js';
import { grouped } from '../../core/digits.js';

export interface FairnessRow {
  strategy: string;
  players: number;
  /** 1, or null for whole games to the target. */
  rounds: number | null;
  games: number;
  fairShare: number;
  /** Each seat's win rate with Wilson's 95% interval; seat 1 starts the first round. */
  seats: { winRate: number; ci95: [number, number] }[];
  /** Seat 1's win rate minus the fair share, in standard errors. */
  firstSeatZ: number;
}

export interface FairnessReport {
  game: 'lama';
  preset: string;
  strategies: string[];
  players: number[];
  gamesPerTable: number;
  seed: number | string;
  /** The die every table drew from (GEN:METHOD). */
  dice: string;
  threads: number;
  elapsedMs: number;
  rows: FairnessRow[];
  config: unknown;
  notes: string[];
}

export async function lamaFairness(platform: Platform, options: LamaTablesOptions): Promise<FairnessReport> {
  const counts = parsePlayerRange(options.players, '2..6');
  const labels = parseStrategyList(options.strategies, 'random,greedy', 1);
  const games = parseGames(options.games ?? 1_000_000);
  const seed = parseSeed(options.seed);
  const { preset, rules } = lamaRunSettings({
    ...options,
    players: Math.max(...counts),
    strategies: labels[0]!,
  });
  const plan: Omit<FairnessRow, 'seats' | 'firstSeatZ' | 'games'>[] = [];
  for (const strategy of labels)
    for (const rounds of [1, null])
      for (const n of counts) plan.push({ strategy, players: n, rounds, fairShare: 1 / n });
  const { totals, threads, elapsedMs } = await playTables(
    platform,
    options,
    plan.map((p) => ({
      strategies: Array<string>(p.players).fill(p.strategy),
      rounds: p.rounds ?? undefined,
      games,
    })),
    { ...options, seed },
  );
  const rows = plan.map((p, i): FairnessRow => {
    const t = totals[i]!;
    const seats = t.winUnits.map((units) => {
      const wins = units / WIN_UNITS;
      return { winRate: wins / t.games, ci95: wilson95(wins, t.games) };
    });
    const first = seats[0]!.winRate;
    const se = Math.sqrt((p.fairShare * (1 - p.fairShare)) / t.games);
    return { ...p, games: t.games, seats, firstSeatZ: (first - p.fairShare) / se };
  });
  return {
    game: 'lama',
    preset,
    strategies: labels,
    players: counts,
    gamesPerTable: games,
    seed: seedToJson(seed),
    dice: formatDice(parseDice(options.dice)),
    threads,
    elapsedMs: Math.round(elapsedMs),
    rows,
    config: lamaConfigToJson(rules),
    notes: [
      `seat 1 starts the first round; later rounds are started as the rules say (starter "${rules.starter}")`,
      rules.ties === 'shared'
        ? 'a tie for the win is shared: each of k tied players gets 1/k of a win'
        : 'a tie for the win goes to the tied player in the lowest seat',
      'firstSeatZ: seat 1 minus the fair share in standard errors of a fair seat (|z| > 3: a real seat effect)',
    ],
  };
}

export function formatFairness(report: FairnessReport): string {
  const out = [
    `boardsim lama seat fairness · preset ${report.preset} · ${grouped(report.gamesPerTable)} games per table · seed ${report.seed}${diceNote(report.dice)} · ${(report.elapsedMs / 1000).toFixed(1)} s`,
  ];
  for (const strategy of report.strategies) {
    for (const rounds of [1, null]) {
      out.push(
        '',
        `all ${strategy}, ${rounds === null ? 'whole games' : 'one round'}: seat 1 against the fair share`,
      );
      for (const row of report.rows.filter((r) => r.strategy === strategy && r.rounds === rounds)) {
        const s = row.seats[0]!;
        out.push(
          `  ${row.players} players  fair ${pct(row.fairShare).padStart(6)}  seat 1 ${pct(s.winRate).padStart(6)} [${pct(s.ci95[0])}, ${pct(s.ci95[1])}]  z ${fixed(row.firstSeatZ, 1).padStart(6)}  all seats ${row.seats.map((x) => pct(x.winRate, 1)).join(' ')}`,
        );
      }
    }
  }
  for (const note of report.notes) out.push(`note: ${note}`);
  return out.join('\n');
}
