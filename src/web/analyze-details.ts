// Each analysed variant's own tables: the duration's percentiles, how often the leader after move t
// wins, each jump's use (snake, ladder, shortcut), then what its game draws of
// its own (WebGame.analysisDetails: a heat map on the board, figures by move, published figures, ...).

import type { MeasureValue } from '../analyze/measure.js';
import type { AnalyzeReport, VariantReport } from '../analyze/report.js';
import { measureCells } from './analyze-cells.js';
import { element, row, shown, table } from './dom.js';
import { type PageGameId, webGame } from './games.js';
import { noteParagraph } from './notes.js';

/** A variant's title: its name (its preset, or the name of a board of one's own) and its players. */
export function variantTitle(name: string, v: VariantReport): string {
  return `${name}, ${v.players} player${v.players === 1 ? '' : 's'}`;
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

/** The drawings and tables of the variant's game's own (its heat map on the board, its figures by
 *  move, ...), under its board's name for people: its preset's label, or its name. */
function gameDetails(report: AnalyzeReport, j: number, v: VariantReport, name: string): HTMLElement[] {
  const web = webGame(report.game as PageGameId);
  if (!web?.analysisDetails) return [];
  const title = web.presetLabels[v.preset] ?? `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return web.analysisDetails(report, j, title);
}

/** The variant's own tables, under its title. */
export function variantDetails(report: AnalyzeReport, j: number, name: string): HTMLElement[] {
  const v = report.variants[j]!;
  const parts = [
    ...percentiles(report, j, v),
    ...leaderByMove(report, j, v),
    ...jumps(report, j, v),
    ...gameDetails(report, j, v, name),
  ];
  const exactNote = v.details?.['exactNote'];
  if (typeof exactNote === 'string') parts.push(noteParagraph(exactNote));
  if (parts.length === 0) return [];
  return [element('h3', variantTitle(name, v)), ...parts];
}
