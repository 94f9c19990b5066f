// `boardsim exact snakes` for people.

import { exactSeatLines, exactTurnLines, fixed } from '../../report/text.js';
import type { SnakesExactReport } from './exact.js';

export function formatSnakesExact(report: SnakesExactReport): string {
  const out: string[] = [];
  const who = report.players === 1 ? '1 player' : `${report.players} players, ${report.mode}`;
  out.push(`boardsim ${report.game} · preset ${report.preset} · ${who} · exact (absorbing Markov chain)`);
  out.push('');
  out.push(...exactTurnLines(report.turns));
  out.push(`rolls    mean ${fixed(report.rolls.mean, 6)}`);
  if (report.moves) out.push(`moves    mean ${fixed(report.moves.mean, 6)} (turns of all players)`);
  if (report.climbs) out.push(`climbs   mean ${fixed(report.climbs.mean, 4)}`);
  if (report.slides) out.push(`slides   mean ${fixed(report.slides.mean, 4)}`);
  if (report.players > 1) {
    out.push('');
    out.push(...exactSeatLines(report.seats));
  }
  return out.join('\n');
}
