// An analysis of Candy Land on the page: how often a game lands on each licorice space, and the
// run's heat map on the variant's board, each space shaded by the turns a game that end on it, with
// its table.

import type { MeasureValue } from '../../../analyze/measure.js';
import type { AnalyzeReport, VariantReport } from '../../../analyze/report.js';
import { unwrap } from '../../../core/errors.js';
import { candyBoard } from '../../../games/candyland/board.js';
import type { CandyEdition } from '../../../games/candyland/schema.js';
import { measureCells } from '../../analyze-cells.js';
import { heatHeading, heatMapOf, heatTable, perPlayer } from '../../analyze-heat.js';
import { element, row, table } from '../../dom.js';
import { FORMATS } from '../../format.js';
import { candyBoardView, spaceName } from './board.js';

interface LicoriceUse {
  readonly space: number;
  readonly rule: string;
  readonly everUsed: MeasureValue;
}

/** How often a game's move ends on each licorice space. */
function licorice(report: AnalyzeReport, j: number, v: VariantReport): HTMLElement[] {
  const list = v.details?.['licorice'] as readonly LicoriceUse[] | undefined;
  if (!list || list.length === 0) return [];
  const rows = list.map((space, i) =>
    row([
      `space ${space.space} (${space.rule})`,
      ...measureCells(report, `variants.${j}.details.licorice.${i}.everUsed`, space.everUsed),
    ]),
  );
  return [
    element('h4', 'How often a game lands on each licorice space at least once'),
    table(['', 'share of games (95% interval)', 'exact (z)'], rows, `analysis-${j}-licorice`),
  ];
}

/** The run's heat map, drawn on the board titled `title`, and as a table. */
function heatMap(report: AnalyzeReport, j: number, v: VariantReport, title: string): HTMLElement[] {
  const heat = heatMapOf(v);
  if (!heat) return [];
  // the report's config is the edition as played (its rules applied), in the library's own form
  const board = unwrap(candyBoard(v.config as CandyEdition));
  const castle = board.spaces.length + 1;
  return [
    heatHeading(),
    candyBoardView(
      board,
      title,
      {
        visits: heat.simulated,
        caption: (titled) =>
          `${titled}. Shaded: how many of ${perPlayer(v)} turns a game end on each space, in the ${FORMATS.int(v.games)} games analysed (a turn lost on licorice counts on its space); point at a space for its figure, or read it in the table below. Each space's colour is the stripe at its foot.`,
      },
      `analysis-${j}-board`,
    ),
    heatTable(report, j, heat, (i) =>
      i === 0 ? 'off the board' : i === castle ? 'the castle' : spaceName(board, i),
    ),
  ];
}

/** Variant `j`'s licorice spaces, and its heat map on its board titled `title`. */
export function candyAnalysisDetails(report: AnalyzeReport, j: number, title: string): HTMLElement[] {
  const v = report.variants[j]!;
  return [...licorice(report, j, v), ...heatMap(report, j, v, title)];
}
