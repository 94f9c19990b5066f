// An analysis of L.A.M.A. on the page: which player order measured, and CardStock's published
// figures beside the measures.

import type { AnalyzeReport, VariantReport } from '../../../analyze/report.js';
import { element } from '../../dom.js';

/** Which player order measured (the search player among random ones). */
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

/** Variant `j`'s order player and published figures. */
export function lamaAnalysisDetails(report: AnalyzeReport, j: number): HTMLElement[] {
  const v = report.variants[j]!;
  return [...orderPlayer(v), ...published(v)];
}
