// `boardsim ladder lama`: one rating per strategy from every table of a tournament (each strategy in
// one seat against each other in the rest, seats rotated, at every player count), fitted together
// (src/games/lama/ratings.ts), with bootstrap intervals; the tournament's table comes with it.

import { BoardsimError } from '../../core/errors.js';
import { parseCount, parseSeed } from '../../core/options.js';
import { diceNote, int } from '../../report/text.js';
import type { Platform } from '../../run/platform.js';
import { type RatedTable, rateStrategies } from './ratings.js';
import {
  type TournamentOptions,
  type TournamentReport,
  formatTournament,
  lamaTournament,
} from './tournament.js';

export interface LadderOptions extends TournamentOptions {
  /** Bootstrap replicates for the intervals (default 1000). */
  readonly replicates?: number | string;
}

export interface LadderRating {
  strategy: string;
  /** Elo-scale rating: 400 points make 10 : 1 odds of winning; the anchor (first strategy) is 0. */
  rating: number;
  /** 2.5% and 97.5% bootstrap percentiles. */
  ci95: [number, number];
  /** Games this strategy played, at any table (a table counts once for each strategy at it). */
  games: number;
  /** Its seats' wins (a shared win counts its share). */
  wins: number;
}

export interface LadderReport {
  game: 'lama';
  preset: string;
  mode: string;
  players: number[];
  strategies: string[];
  /** The strategy rated 0. */
  anchor: string;
  model: string;
  replicates: number;
  seed: number | string;
  /** Best first. */
  ratings: LadderRating[];
  tournament: TournamentReport;
  notes: string[];
}

const DEFAULT_REPLICATES = 1000;
export const DEFAULT_LADDER_STRATEGIES = 'random,greedy,cautious,montecarlo:100,mcts:1000,ismcts:1000';
/** Games per cell: fewer than the tournament's 12,000, since search players cost ~1 ms a decision. */
export const DEFAULT_LADDER_GAMES = 1000;

/** The tournament's cells as rated tables: the row's strategy in one seat, the field's in the rest.
 *  At two players A against B and B against A are the same games (same seats, same seed): counted
 *  once. */
function ratedTables(report: TournamentReport): RatedTable[] {
  const index = new Map(report.strategies.map((s, i) => [s, i]));
  const cells = report.cells.filter(
    (cell) => cell.players > 2 || index.get(cell.strategy)! < index.get(cell.field)!,
  );
  return cells.map((cell) => {
    const seats = report.strategies.map(() => 0);
    const wins = report.strategies.map(() => 0);
    const own = index.get(cell.strategy)!;
    const field = index.get(cell.field)!;
    seats[own] = 1;
    seats[field] = cell.players - 1;
    wins[own] = cell.winRate * cell.games;
    wins[field] = cell.games - wins[own];
    return { seats, games: cell.games, wins };
  });
}

export async function lamaLadder(platform: Platform, options: LadderOptions): Promise<LadderReport> {
  const replicates = parseCount(options.replicates ?? DEFAULT_REPLICATES, 'replicates', 100_000);
  if (replicates < 100) {
    throw new BoardsimError([
      { code: 'option/invalid', path: 'replicates', message: 'must be at least 100 (for 95% intervals)' },
    ]);
  }
  const seed = parseSeed(options.seed);
  const tournament = await lamaTournament(platform, {
    ...options,
    strategies: options.strategies ?? DEFAULT_LADDER_STRATEGIES,
    games: options.games ?? DEFAULT_LADDER_GAMES,
    seed,
  });
  const tables = ratedTables(tournament);
  const { ratings, ci95 } = rateStrategies(tournament.strategies.length, tables, 0, replicates, seed);
  const rows: LadderRating[] = tournament.strategies.map((strategy, i) => ({
    strategy,
    rating: ratings[i]!,
    ci95: ci95[i]!,
    games: tables.reduce((sum, t) => sum + (t.seats[i]! > 0 ? t.games : 0), 0),
    wins: tables.reduce((sum, t) => sum + t.wins[i]!, 0),
  }));
  rows.sort((a, b) => b.rating - a.rating);
  return {
    game: 'lama',
    preset: tournament.preset,
    mode: tournament.mode,
    players: tournament.players,
    strategies: tournament.strategies,
    anchor: tournament.strategies[0]!,
    model:
      "Bradley-Terry for n players (Luce's model of the winner): a strategy's seats win with a share of strength k·γ / Σ γ over the seats",
    replicates,
    seed: tournament.seed,
    ratings: rows,
    tournament,
    notes: [
      `ratings on the Elo scale: 400 log10 of the strength ratio, ${tournament.strategies[0]} at 0; one fit to every table of every player count`,
      `95% intervals: ${replicates} bootstrap replicates (every table's wins redrawn from its observed shares, refitted), drawn from the run's seed`,
      'each strategy also plays one imaginary game against a strength-1 player and wins half of it, so a strategy that never wins keeps a finite rating',
      ...tournament.notes,
    ],
  };
}

/** The ladder for people: ratings best first, then the tournament's table. */
export function formatLadder(report: LadderReport): string {
  const t = report.tournament;
  const width = Math.max(12, ...report.ratings.map((r) => r.strategy.length + 2));
  const out = [
    `boardsim lama ladder · preset ${report.preset} · ${report.mode} · players ${report.players.join(',')} · ${int(t.gamesPerCell)} games per cell · seed ${report.seed}${diceNote(t.dice)} · ${(t.elapsedMs / 1000).toFixed(1)} s`,
    `rating (Elo scale, ${report.anchor} = 0; 400 points: 10 : 1 odds of winning), 95% bootstrap CI`,
    '',
  ];
  report.ratings.forEach((r, rank) => {
    const interval = `[${r.ci95[0].toFixed(0)}, ${r.ci95[1].toFixed(0)}]`;
    out.push(
      `${String(rank + 1).padStart(2)}. ${r.strategy.padEnd(width)}${r.rating.toFixed(0).padStart(6)}  ${interval.padEnd(16)} ${int(r.games)} games`,
    );
  });
  out.push('', formatTournament(t));
  for (const note of report.notes.slice(0, 3)) out.push(`note: ${note}`);
  return out.join('\n');
}
