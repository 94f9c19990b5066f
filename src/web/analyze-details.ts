// Each analysed variant's own tables: the duration's percentiles, how often the leader after move t
// wins, each snake's and ladder's use, peg solitaire's figures by move, CardStock's published
// figures, and the run's heat map on the drawn board (Snakes and Ladders' squares, Candy Land's
// spaces) with its table.

import type { MeasureValue } from '../analyze/measure.js';
import type { AnalyzeReport, VariantReport } from '../analyze/report.js';
import { unwrap } from '../core/errors.js';
import { candyBoard } from '../games/candyland/board.js';
import type { CandyEdition } from '../games/candyland/schema.js';
import { resolveSnakesBoard } from '../games/snakes/settings.js';
import { exactCell, measureCell } from './analyze-cells.js';
import { candyBoardView, spaceName } from './games/candyland/board.js';
import { element, row, shown, table } from './dom.js';
import { FORMATS } from './format.js';
import { type PageGameId, webGame } from './games.js';
import { noteParagraph } from './notes.js';
import { snakesBoardView } from './games/snakes/board.js';

/** A variant's title: its name (its preset, or the name of a board of one's own) and its players. */
export function variantTitle(name: string, v: VariantReport): string {
  return `${name}, ${v.players} player${v.players === 1 ? '' : 's'}`;
}

/** A measure and its exact value, as two cells. */
function measureCells(report: AnalyzeReport, key: string, m: MeasureValue): HTMLTableCellElement[] {
  return [measureCell(report, key, m), exactCell(report, key, m)];
}

function percentiles(report: AnalyzeReport, j: number, v: VariantReport): HTMLElement[] {
  const keys = Object.keys(v.durationPercentiles ?? {});
  if (keys.length === 0) return [];
  return [
    element('h4', `Duration (${v.durationUnit}), percentiles`),
    table(
      ['', ...keys],
      [row(['', ...keys.map((k) => shown('td', report, `variants.${j}.durationPercentiles.${k}`, 'int'))])],
      `analysis-${j}-duration`,
    ),
  ];
}

function leaderByMove(report: AnalyzeReport, j: number, v: VariantReport): HTMLElement[] {
  const byMove = v.leaderWinsByMove ?? [];
  if (byMove.length === 0) return [];
  const rows = byMove.map(({ move, value }, i) =>
    row([String(move), ...measureCells(report, `variants.${j}.leaderWinsByMove.${i}.value`, value)]),
  );
  return [
    element('h4', 'How often the sole leader after move t wins'),
    table(['t', 'wins (95% interval)', 'exact (z)'], rows, `analysis-${j}-leader`),
  ];
}

interface JumpUse {
  readonly from: number;
  readonly to: number;
  readonly kind: string;
  readonly everUsed: MeasureValue;
}

function jumps(report: AnalyzeReport, j: number, v: VariantReport): HTMLElement[] {
  const list = v.details?.['jumps'] as readonly JumpUse[] | undefined;
  if (!list) return [];
  const rows = list.map((jump, i) =>
    row([
      `${jump.kind} ${jump.from} → ${jump.to}`,
      ...measureCells(report, `variants.${j}.details.jumps.${i}.everUsed`, jump.everUsed),
    ]),
  );
  const what = list.every((jump) => jump.kind === 'shortcut') ? 'shortcut' : 'snake and ladder';
  return [
    element('h4', `How often a game uses each ${what} at least once`),
    table(['', 'share of games (95% interval)', 'exact (z)'], rows, `analysis-${j}-jumps`),
  ];
}

interface LicoriceUse {
  readonly space: number;
  readonly rule: string;
  readonly everUsed: MeasureValue;
}

/** Candy Land: how often a game's move ends on each licorice space. */
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

const PEGS_COLUMNS = [
  ['positions', 'positions', 'int'],
  ['deadEndShare', 'dead-end share', 'fixed4'],
  ['branching', 'branching', 'fixed4'],
  ['randomPlayBranching', 'branching under random play', 'fixed4'],
] as const;

function pegsByMove(report: AnalyzeReport, j: number, v: VariantReport): HTMLElement[] {
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

/** Which player order measured (L.A.M.A.: the search player among random ones). */
function orderPlayer(v: VariantReport): HTMLElement[] {
  const order = (v.details?.['readings'] as { order?: unknown } | undefined)?.order;
  return typeof order === 'string' ? [element('p', `Order: ${order}.`, 'note')] : [];
}

function published(v: VariantReport): HTMLElement[] {
  const figures = v.details?.['published'] as Record<string, unknown> | undefined;
  if (!figures) return [];
  const { source, ...values } = figures;
  const text = Object.entries(values)
    .map(([k, x]) => `${k} ${String(x)}`)
    .join(', ');
  return [element('p', `Published for ${v.players} players (${String(source)}): ${text}.`, 'note')];
}

interface HeatMap {
  readonly simulated: readonly number[];
  readonly exact?: readonly number[];
}

/** The heat map as a table (the drawing's text alternative), folded away: the turns a game ending
 *  on each place, simulated and (one player of Snakes and Ladders) exact. */
function heatTable(
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

/** Snakes and Ladders: the squares shaded by their share of the run's turns; each square's tooltip
 *  gives the simulated and exact visits a game. */
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

/** "one player's" or "each of the 2 players'". */
function perPlayer(v: VariantReport): string {
  return v.players === 1 ? "one player's" : `each of the ${v.players} players'`;
}

/** The run's heat map on the variant's board, drawn, with its table: Snakes and Ladders' squares
 *  or Candy Land's spaces, as `analyze` counted the turns ending on each. */
function heatMap(report: AnalyzeReport, j: number, v: VariantReport, name: string): HTMLElement[] {
  const heat = v.details?.['heatMap'] as HeatMap | undefined;
  if (!heat) return [];
  const title =
    webGame(report.game as PageGameId).presetLabels[v.preset] ?? `${name[0]!.toUpperCase()}${name.slice(1)}`;
  const id = `analysis-${j}-board`;
  if (report.game === 'snakes')
    return [
      element('h4', 'Where turns end: the heat map of the run'),
      snakesHeat(v, heat, title, id),
      heatTable(report, j, heat, (i) => (i === 0 ? 'off the board' : `square ${i}`)),
    ];
  if (report.game !== 'candyland') return [];
  // the report's config is the edition as played (its rules applied), in the library's own form
  const board = unwrap(candyBoard(v.config as CandyEdition));
  const castle = board.spaces.length + 1;
  return [
    element('h4', 'Where turns end: the heat map of the run'),
    candyBoardView(
      board,
      title,
      {
        visits: heat.simulated,
        caption: (titled) =>
          `${titled}. Shaded: how many of ${perPlayer(v)} turns a game end on each space, in the ${FORMATS.int(v.games)} games analysed (a turn lost on licorice counts on its space); hover a space for its figure. Each space's colour is the stripe at its foot.`,
      },
      id,
    ),
    heatTable(report, j, heat, (i) =>
      i === 0 ? 'off the board' : i === castle ? 'the castle' : spaceName(board, i),
    ),
  ];
}

/** The variant's own tables, under its title. */
export function variantDetails(report: AnalyzeReport, j: number, name: string): HTMLElement[] {
  const v = report.variants[j]!;
  const parts = [
    ...percentiles(report, j, v),
    ...leaderByMove(report, j, v),
    ...jumps(report, j, v),
    ...licorice(report, j, v),
    ...pegsByMove(report, j, v),
    ...orderPlayer(v),
    ...published(v),
    ...heatMap(report, j, v, name),
  ];
  const exactNote = v.details?.['exactNote'];
  if (typeof exactNote === 'string') parts.push(noteParagraph(exactNote));
  if (parts.length === 0) return [];
  return [element('h3', variantTitle(name, v)), ...parts];
}
