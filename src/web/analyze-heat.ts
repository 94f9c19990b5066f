// What a game's heat map in an analysis shares (WebGame.analysisDetails of Snakes and Ladders and
// Candy Land): the run's turns ending on each place, its table, and the words for whose turns.

import type { AnalyzeReport, VariantReport } from '../analyze/report.js';
import { element, row, shown, table } from './dom.js';

/** A variant's `details.heatMap`: the turns a game ending on each place, simulated and (where it is
 *  known) exact. */
export interface HeatMap {
  readonly simulated: readonly number[];
  readonly exact?: readonly number[];
}

/** A variant's heat map, if its analysis counted one. */
export function heatMapOf(v: VariantReport): HeatMap | undefined {
  return v.details?.['heatMap'] as HeatMap | undefined;
}

/** The heading above a heat map. */
export function heatHeading(): HTMLElement {
  return element('h4', 'Where turns end: the heat map of the run');
}

/** The heat map as a table (the drawing's text alternative), folded away: the turns a game ending
 *  on each place, simulated and (one player of Snakes and Ladders) exact. */
export function heatTable(
  report: AnalyzeReport,
  j: number,
  heat: HeatMap,
  place: (i: number) => string,
): HTMLElement {
  const key = `variants.${j}.details.heatMap`;
  const rows = heat.simulated.map((_, i) =>
    row([
      place(i),
      shown('td', report, `${key}.simulated.${i}`, 'fixed4'),
      ...(heat.exact ? [shown('td', report, `${key}.exact.${i}`, 'fixed4')] : []),
    ]),
  );
  const details = element('details', undefined, 'heat-table');
  details.append(
    element('summary', 'The heat map as a table'),
    table(['', 'turns a game ending there', ...(heat.exact ? ['exact'] : [])], rows, `analysis-${j}-heat`),
  );
  return details;
}

/** "one player's" or "each of the 2 players'". */
export function perPlayer(v: VariantReport): string {
  return v.players === 1 ? "one player's" : `each of the ${v.players} players'`;
}
