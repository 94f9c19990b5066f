// An analysis of Snakes and Ladders on the page: the run's heat map on the variant's board, the
// squares shaded by their share of the run's turns, with its table.

import type { AnalyzeReport, VariantReport } from '../../../analyze/report.js';
import { resolveSnakesBoard } from '../../../games/snakes/settings.js';
import { type HeatMap, heatHeading, heatMapOf, heatTable, perPlayer } from '../../analyze-heat.js';
import { FORMATS } from '../../format.js';
import { snakesBoardView } from './board.js';

/** The squares shaded by their share of the run's turns; each square's tooltip gives the simulated
 *  and exact visits a game. */
function snakesHeat(v: VariantReport, heat: HeatMap, title: string, id: string): HTMLElement {
  const { board } = resolveSnakesBoard({ board: v.config });
  const turns = heat.simulated.reduce((a, b) => a + b, 0);
  return snakesBoardView(
    board,
    title,
    {
      shares: heat.simulated.map((visits) => visits / turns),
      squareTitle: (k) =>
        `square ${k}: ${FORMATS.fixed4(heat.simulated[k]!)} turns a game end here${heat.exact ? ` (exact ${FORMATS.fixed4(heat.exact[k]!)})` : ''}`,
      caption: (name) =>
        `${name}. Shaded: the share of ${perPlayer(v)} turns that end on each square in the ${FORMATS.int(v.games)} games analysed (${FORMATS.fixed4(turns)} turns a game); each square's tooltip gives ${heat.exact ? 'the simulated and exact expected visits' : 'the turns a game that end there'}.`,
    },
    id,
  );
}

/** Variant `j`'s heat map, drawn on its board titled `title`, and as a table. */
export function snakesAnalysisDetails(report: AnalyzeReport, j: number, title: string): HTMLElement[] {
  const v = report.variants[j]!;
  const heat = heatMapOf(v);
  if (!heat) return [];
  return [
    heatHeading(),
    snakesHeat(v, heat, title, `analysis-${j}-board`),
    heatTable(report, j, heat, (i) => (i === 0 ? 'off the board' : `square ${i}`)),
  ];
}
