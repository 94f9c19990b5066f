// Monopoly's exact answer as `boardsim exact` prints it.

import type { MonopolyExactReport } from './exact-report.js';

const pct = (x: number, digits = 4) => `${(100 * x).toFixed(digits)}%`;

export function formatMonopolyExact(report: MonopolyExactReport): string {
  const config = report.config as { jail: string; deck: string; turns: number; warmup: number };
  const out = [
    `boardsim monopoly · preset ${report.preset} · jail ${config.jail} · cards drawn with replacement`,
    '',
    `in jail          ${pct(report.jail.share)} of turns (${pct(report.jail.perThrow)} of throws)`,
    `just visiting    ${pct(report.justVisiting.share)} of turns`,
    `throws per turn  ${report.throwsPerTurn.toFixed(6)}`,
    '',
    'square                   ends a turn   ends a throw   landings per turn',
  ];
  for (const s of report.squares)
    out.push(
      `${String(s.square).padStart(2)} ${s.name.padEnd(22)} ${pct(s.share).padStart(9)}   ${pct(s.throwShare).padStart(10)}   ${s.landingsPerTurn.toFixed(6)}`,
    );
  out.push('', 'expected rent per opponent turn ($), each group held whole');
  for (const g of report.rents)
    out.push(
      `  ${g.name.padEnd(11)} ${g.levels.map((l) => `${l.level} ${l.rentPerTurn.toFixed(2)}`).join(' · ')}`,
    );
  out.push(
    '',
    `a game of ${config.turns} turns after ${config.warmup} not counted, from Go: ${report.jail.mean.toFixed(6)} turns in jail expected`,
  );
  for (const note of report.notes) out.push(`note: ${note}`);
  return out.join('\n');
}
