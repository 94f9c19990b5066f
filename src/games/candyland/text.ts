// `boardsim exact candyland` for people.

import { fixed, pct } from '../../report/text.js';
import type { CandyExactReport } from './exact.js';

export function formatCandyExact(report: CandyExactReport): string {
  const out: string[] = [];
  const who = report.players === 1 ? '1 player' : `${report.players} players, turn order ${report.turnOrder}`;
  out.push(
    `boardsim ${report.game} · preset ${report.preset} · ${who} · deck with replacement · exact (absorbing Markov chain)`,
  );
  out.push('');
  const t = report.turns;
  out.push(`turns    mean ${fixed(t.mean, 6)}  sd ${fixed(t.sd, 4)}  median ${t.median}`);
  out.push(
    `${' '.repeat(9)}${Object.entries(t.percentiles)
      .map(([k, v]) => `${k} ${v}`)
      .join('  ')}`,
  );
  out.push(
    `${' '.repeat(9)}shortest game ${t.shortest.turns} turn${t.shortest.turns > 1 ? 's' : ''}, probability ${t.shortest.probability.toPrecision(4)}`,
  );
  if (report.players > 1) out.push(`${' '.repeat(9)}(the winner's turns)`);
  if (report.moves) {
    out.push(
      `moves    mean ${fixed(report.moves.mean, 6)}  median ${report.moves.median} (turns of all players)`,
    );
    out.push('');
    report.seats.forEach((s, i) =>
      out.push(`seat ${i + 1}   wins with probability ${pct(s.winProbability, 4)}`),
    );
  }
  return out.join('\n');
}
