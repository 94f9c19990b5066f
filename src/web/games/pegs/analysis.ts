// An analysis of peg solitaire on the page: random play's wins and the exact figures by move.

import type { AnalyzeReport } from '../../../analyze/report.js';
import { element, row, shown, table } from '../../dom.js';

const PEGS_COLUMNS = [
  ['positions', 'positions', 'int'],
  ['deadEndShare', 'dead-end share', 'fixed4'],
  ['branching', 'branching', 'fixed4'],
  ['randomPlayBranching', 'branching under random play', 'fixed4'],
] as const;

/** Variant `j`'s figures by move (its title is not used: the count draws no board). */
export function pegsAnalysisDetails(report: AnalyzeReport, j: number): HTMLElement[] {
  const v = report.variants[j]!;
  const list = v.details?.['byMove'] as readonly unknown[] | undefined;
  if (!list) return [];
  const rows = list.map((_, i) =>
    row([
      shown('td', report, `variants.${j}.details.byMove.${i}.move`, 'int'),
      ...PEGS_COLUMNS.map(([key, , format]) =>
        shown('td', report, `variants.${j}.details.byMove.${i}.${key}`, format),
      ),
    ]),
  );
  const p = element('p');
  p.append(
    'Random play (every legal jump equally likely) wins ',
    shown('span', report, `variants.${j}.details.randomPlayWins`, 'share4'),
    ' of games. By move, exactly:',
  );
  return [p, table(['move', ...PEGS_COLUMNS.map(([, label]) => label)], rows, `analysis-${j}-by-move`)];
}
