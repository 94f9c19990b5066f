// A Monopoly run against the exact chain: each position's simulated share of turns (a game's count
// over its turns, averaged over games, with the 95% interval) beside the chain's, and the
// difference in standard errors. With the printed decks the chain (cards with replacement) is not
// the game played, and the differences measure what the deck assumption changes.

import type { SimulationReport } from '../../report/simulation.js';
import { IN_JAIL, SQUARES } from './board.js';
import type { MonopolyExact } from './exact.js';
import { POSITION_METRICS } from './kernel.js';
import type { MonopolyGame } from './reference.js';

/** One position's comparison, as shares of the counted turns. */
export interface PositionComparison {
  key: string;
  name: string;
  /** The simulated share of turns ending there, with its 95% interval. */
  share: number;
  ci95: [number, number];
  /** The chain's expected share for games of this length (with replacement). */
  exact?: number;
  /** (share − exact) in standard errors of the share. */
  z?: number;
}

/** Each position's simulated share against the chain's. */
export function comparePositions(
  report: SimulationReport,
  game: MonopolyGame,
  exact: MonopolyExact | undefined,
): PositionComparison[] {
  return POSITION_METRICS.flatMap((key, position) => {
    const m = key === undefined ? undefined : report.metrics[key];
    if (!m || key === undefined) return [];
    const share = m.mean / game.turns;
    const row: PositionComparison = {
      key,
      name: position === IN_JAIL ? 'In jail' : SQUARES[position]!.name,
      share,
      ci95: [m.ci95[0] / game.turns, m.ci95[1] / game.turns],
    };
    if (exact) {
      const se = m.se / game.turns;
      row.exact = exact.gameMeans[position]! / game.turns;
      row.z = se > 0 ? (share - row.exact) / se : 0;
    }
    return [row];
  });
}

const pct = (x: number) => `${(100 * x).toFixed(3)}%`;

/** The table the text summary shows: every position's share, interval, the chain's share and z. */
export function comparisonLines(rows: readonly PositionComparison[], deck: MonopolyGame['deck']): string[] {
  const compared = rows.every((r) => r.z !== undefined);
  const head = !compared
    ? 'share of turns ending on each square (95% CI)'
    : deck === 'with-replacement'
      ? 'share of turns ending on each square: simulated (95% CI) and exact'
      : 'share of turns ending on each square: simulated with shuffled decks (95% CI), and the chain with cards drawn with replacement';
  const lines = ['', head];
  for (const r of rows)
    lines.push(
      `  ${r.name.padEnd(22)} ${pct(r.share).padStart(8)} [${pct(r.ci95[0])}, ${pct(r.ci95[1])}]${r.z === undefined ? '' : `  exact ${pct(r.exact!).padStart(8)}  z ${r.z >= 0 ? '+' : ''}${r.z.toFixed(2)}`}`,
    );
  const beyond = rows.filter((r) => Math.abs(r.z ?? 0) > 3);
  if (compared && deck === 'without-replacement')
    lines.push(
      beyond.length === 0
        ? '  the deck assumption changes no share by more than 3 standard errors of this run'
        : `  the deck assumption moves ${beyond.map((r) => `${r.name} (${r.z! >= 0 ? '+' : ''}${r.z!.toFixed(1)} SE)`).join(', ')}`,
    );
  return lines;
}
