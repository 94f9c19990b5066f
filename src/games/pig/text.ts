// `boardsim exact pig` for people.

import { fixed } from '../../report/text.js';
import type { PigExactReport } from './exact.js';

/** Digits printed: the equations are solved exactly, so only floating-point rounding (far below
 *  1e-12, test/pig-published.test.ts) stands between these and the true values. */
const DIGITS = 10;

export function formatPigExact(report: PigExactReport): string {
  const { goal, dieFaces } = report.config as { goal: number; dieFaces: number };
  return [
    `boardsim pig · preset ${report.preset} · race to ${goal}, a ${dieFaces}-sided die · exact (the game's equations solved)`,
    '',
    ...report.seats.map(
      (s, i) =>
        `seat ${i + 1} (${report.strategies[i]})${i === 0 ? ', moves first' : ''}: wins with probability ${fixed(s.winProbability, DIGITS)}`,
    ),
    '',
    `turns    mean ${fixed(report.turns.mean, 6)} (both players', the winning one included)`,
    `rolls    mean ${fixed(report.rolls.mean, 6)}`,
  ].join('\n');
}
