// `boardsim tournament lama`: every strategy against every other. A cell is one seat of strategy A
// at a table of strategy B, the A seat rotated through every seat (equal games each), so seat
// advantages cancel. The cell's win rate is A's share of the wins (ties shared, or as the rules
// say) with Wilson's 95% interval.

import { parseGames, parseSeed } from '../../core/options.js';
import { seedToJson } from '../../report/simulation.js';
import { formatDice, parseDice } from '../../rng/dice.js';
import { diceNote, pct } from '../../report/text.js';
import type { Platform } from '../../run/platform.js';
import { wilson95 } from '../../stats/proportion.js';
import { WIN_UNITS } from '../../wasm/layout.js';
import { lamaConfigToJson } from './schema.js';
import { lamaMode, lamaRunSettings } from './settings.js';
import {
  type LamaTablesOptions,
  type TableSpec,
  parsePlayerRange,
  parseStrategyList,
  playTables,
} from './tables.js';
import { grouped } from '../../core/digits.js';

export interface TournamentOptions extends LamaTablesOptions {
  readonly rounds?: number | string;
}

export interface TournamentCell {
  players: number;
  /** The strategy in the one rotating seat. */
  strategy: string;
  /** The strategy in every other seat. */
  field: string;
  games: number;
  winRate: number;
  ci95: [number, number];
  /** 1 / players: what a strategy no better than the field would win. */
  fairShare: number;
}

export interface TournamentReport {
  game: 'lama';
  preset: string;
  mode: string;
  players: number[];
  strategies: string[];
  gamesPerCell: number;
  seed: number | string;
  /** The die every table drew from (GEN:METHOD). */
  dice: string;
  threads: number;
  elapsedMs: number;
  cells: TournamentCell[];
  config: unknown;
  notes: string[];
}

export async function lamaTournament(
  platform: Platform,
  options: TournamentOptions,
): Promise<TournamentReport> {
  const counts = parsePlayerRange(options.players, '2..6');
  const labels = parseStrategyList(options.strategies, 'random,greedy', 2);
  const games = parseGames(options.games ?? 12_000);
  const seed = parseSeed(options.seed);
  // validates the rules and the rounds with the largest table
  const { preset, rules, rounds } = lamaRunSettings({
    ...options,
    players: Math.max(...counts),
    strategies: labels[0]!,
  });
  const plan: { cell: Omit<TournamentCell, 'games' | 'winRate' | 'ci95'>; seat: number; spec: TableSpec }[] =
    [];
  for (const n of counts) {
    for (const strategy of labels) {
      for (const field of labels) {
        if (field === strategy) continue;
        const perSeat = Math.ceil(games / n);
        for (let seat = 0; seat < n; seat++) {
          const strategies = Array.from({ length: n }, (_, i) => (i === seat ? strategy : field));
          plan.push({
            cell: { players: n, strategy, field, fairShare: 1 / n },
            seat,
            spec: { strategies, rounds, games: perSeat },
          });
        }
      }
    }
  }
  const { totals, threads, elapsedMs } = await playTables(
    platform,
    options,
    plan.map((p) => p.spec),
    { ...options, seed },
  );
  const cells: TournamentCell[] = [];
  plan.forEach((p, i) => {
    const t = totals[i]!;
    let cell = cells.find(
      (c) => c.players === p.cell.players && c.strategy === p.cell.strategy && c.field === p.cell.field,
    );
    if (!cell) {
      cell = { ...p.cell, games: 0, winRate: 0, ci95: [0, 0] };
      cells.push(cell);
    }
    cell.games += t.games;
    cell.winRate += t.winUnits[p.seat]! / WIN_UNITS; // wins, until divided below
  });
  for (const cell of cells) {
    const wins = cell.winRate;
    cell.winRate = wins / cell.games;
    cell.ci95 = wilson95(wins, cell.games);
  }
  return {
    game: 'lama',
    preset,
    mode: lamaMode(rules, rounds),
    players: counts,
    strategies: labels,
    gamesPerCell: cells[0]?.games ?? 0,
    seed: seedToJson(seed),
    dice: formatDice(parseDice(options.dice)),
    threads,
    elapsedMs: Math.round(elapsedMs),
    cells,
    config: lamaConfigToJson(rules),
    notes: [
      'a cell is one seat of `strategy` against `field` in every other seat, that seat rotated through all seats with equal games',
      rules.ties === 'shared'
        ? 'a tie for the win is shared: each of k tied players gets 1/k of a win'
        : 'a tie for the win goes to the tied player in the lowest seat',
      'every table uses the same seed: the rotations share their random streams (common random numbers)',
    ],
  };
}

/** The tournament for people: one matrix per player count. */
export function formatTournament(report: TournamentReport): string {
  const out = [
    `boardsim lama tournament · preset ${report.preset} · ${report.mode} · ${grouped(report.gamesPerCell)} games per cell · seed ${report.seed}${diceNote(report.dice)} · ${(report.elapsedMs / 1000).toFixed(1)} s`,
    'row: one seat of that strategy; column: the strategy in every other seat; win rate of the row, 95% CI',
  ];
  const names = [...new Set(report.cells.map((c) => c.strategy))];
  const width = Math.max(12, ...names.map((n) => n.length + 2));
  const cellWidth = 26;
  for (const n of report.players) {
    out.push('', `${n} players (a fair share is ${pct(1 / n)})`);
    out.push(`${''.padEnd(width)}${names.map((f) => `vs ${f}`.padEnd(cellWidth)).join('')}`);
    for (const strategy of names) {
      const row = names.map((field) => {
        const c = report.cells.find((x) => x.players === n && x.strategy === strategy && x.field === field);
        return (c ? `${pct(c.winRate, 1)} [${pct(c.ci95[0], 1)}, ${pct(c.ci95[1], 1)}]` : '—').padEnd(
          cellWidth,
        );
      });
      out.push(`${strategy.padEnd(width)}${row.join('')}`);
    }
  }
  for (const note of report.notes) out.push(`note: ${note}`);
  return out.join('\n');
}
