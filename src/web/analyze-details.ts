// Each analysed variant's own tables: the duration's percentiles, how often the leader after move t
// wins, each snake's and ladder's use, peg solitaire's figures by move, CardStock's published
// figures, and, for one player of Snakes and Ladders, the heat map of the run on the drawn board.

import type { MeasureValue } from '../analyze/measure.js';
import type { AnalyzeReport, VariantReport } from '../analyze/report.js';
import { resolveSnakesBoard } from '../games/snakes/settings.js';
import { exactCell, measureCell } from './analyze-cells.js';
import { element, row, shown, table } from './dom.js';
import { FORMATS } from './format.js';
import { webGame } from './games.js';
import { noteParagraph } from './notes.js';
import { snakesBoardView } from './snakes-board.js';

/** A variant's name: its preset (or board) and its players. */
export function variantTitle(v: VariantReport): string {
  return `${v.preset}, ${v.players} player${v.players === 1 ? '' : 's'}`;
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
  return [
    element('h4', 'How often a game uses each snake and ladder at least once'),
    table(['', 'share of games (95% interval)', 'exact (z)'], rows, `analysis-${j}-jumps`),
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

function published(v: VariantReport): HTMLElement[] {
  const figures = v.details?.['published'] as Record<string, unknown> | undefined;
  if (!figures) return [];
  const { source, ...values } = figures;
  const text = Object.entries(values)
    .map(([k, x]) => `${k} ${String(x)}`)
    .join(', ');
  return [element('p', `Published for ${v.players} players (${String(source)}): ${text}.`, 'note')];
}

/** One player's turns on each square, simulated, on the board drawn; each square's tooltip gives
 *  the simulated and exact visits a game. */
function heatMap(report: AnalyzeReport, j: number, v: VariantReport): HTMLElement[] {
  const heat = v.details?.['heatMap'] as { simulated: number[]; exact?: number[] } | undefined;
  if (report.game !== 'snakes' || v.players !== 1 || !heat) return [];
  const { board } = resolveSnakesBoard({ board: v.config });
  const turns = heat.simulated.reduce((a, b) => a + b, 0);
  const title = webGame('snakes').presetLabels[v.preset] ?? 'Your board';
  return [
    element('h4', 'Where turns end: the heat map of the run'),
    snakesBoardView(
      board,
      title,
      {
        shares: heat.simulated.map((visits) => visits / turns),
        squareTitle: (k) =>
          `square ${k}: ${FORMATS.fixed4(heat.simulated[k]!)} turns a game end here${heat.exact ? ` (exact ${FORMATS.fixed4(heat.exact[k]!)})` : ''}`,
        caption: (name) =>
          `${name}. Shaded: the share of one player's turns that end on each square in the ${FORMATS.int(v.games)} games analysed (${FORMATS.fixed4(turns)} turns a game); each square's tooltip gives the exact expected visits too.`,
      },
      `analysis-${j}-board`,
    ),
  ];
}

/** The variant's own tables, under its name when there are several. */
export function variantDetails(report: AnalyzeReport, j: number): HTMLElement[] {
  const v = report.variants[j]!;
  const parts = [
    ...percentiles(report, j, v),
    ...leaderByMove(report, j, v),
    ...jumps(report, j, v),
    ...pegsByMove(report, j, v),
    ...published(v),
    ...heatMap(report, j, v),
  ];
  const exactNote = v.details?.['exactNote'];
  if (typeof exactNote === 'string') parts.push(noteParagraph(exactNote));
  if (parts.length === 0) return [];
  return [element('h3', variantTitle(v)), ...parts];
}
