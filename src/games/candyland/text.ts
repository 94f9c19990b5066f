// `boardsim exact candyland` for people.

import { exactSeatLines, exactTurnLines, fixed } from '../../report/text.js';
import type { CandyExactReport } from './exact.js';

export function formatCandyExact(report: CandyExactReport): string {
  const out: string[] = [];
  const who = report.players === 1 ? '1 player' : `${report.players} players, turn order ${report.turnOrder}`;
  out.push(
    `boardsim ${report.game} · preset ${report.preset} · ${who} · deck with replacement · exact (absorbing Markov chain)`,
  );
  out.push('');
  out.push(...exactTurnLines(report.turns));
  if (report.players > 1) out.push(`${' '.repeat(9)}(the winner's turns)`);
  if (report.moves) {
    out.push(
      `moves    mean ${fixed(report.moves.mean, 6)}  median ${report.moves.median} (turns of all players)`,
    );
    out.push('');
    out.push(...exactSeatLines(report.seats));
  }
  return out.join('\n');
}
