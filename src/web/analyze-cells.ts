// The cells of an analysis's tables: an estimate with its 95% interval, a measure (or the words
// for why it has no value), and its exact value with z. Every number carries its report key.

import { type Measure, type MeasureValue, hasMeaning } from '../analyze/measure.js';
import type { AnalyzeReport } from '../analyze/report.js';
import type { FormatName } from './format.js';
import { element, shown } from './dom.js';
import { pageWords } from './notes.js';

/** "value (low – high)" from `value` and the interval at `ci95` (left out where there is none). */
export function estimate(
  report: AnalyzeReport,
  value: string,
  ci95: string | undefined,
  format: FormatName,
): (HTMLElement | string)[] {
  const parts: (HTMLElement | string)[] = [shown('span', report, value, format)];
  if (ci95 !== undefined)
    parts.push(
      ' (',
      shown('span', report, `${ci95}.0`, format),
      ' – ',
      shown('span', report, `${ci95}.1`, format),
      ')',
    );
  return parts;
}

/** The measure at `key`: its estimate, or why there is none ("no meaning", "not computed yet",
 *  too few games). */
export function measureCell(report: AnalyzeReport, key: string, m: Measure): HTMLTableCellElement {
  const td = element('td');
  if (!hasMeaning(m)) td.textContent = 'no meaning';
  else if (m.value === null)
    td.append(...pageWords(m.note?.startsWith('not computed') ? 'not computed yet' : (m.note ?? 'no value')));
  else {
    td.append(...estimate(report, `${key}.value`, m.ci95 ? `${key}.ci95` : undefined, 'measure'));
    if (!m.ci95 && m.note) td.append(' (', ...pageWords(m.note), ')');
  }
  return td;
}

/** The exact value and the estimate's distance from it in standard errors ("exact" for a value
 *  computed exactly; empty where there is none). */
export function exactCell(report: AnalyzeReport, key: string, m: Measure): HTMLTableCellElement {
  const td = element('td');
  if (!hasMeaning(m) || m.exact === undefined) return td;
  if (m.method === 'exact') td.textContent = 'exact';
  else {
    td.append(shown('span', report, `${key}.exact`, 'measure'));
    if (m.zExact !== undefined) td.append(' (z ', shown('span', report, `${key}.zExact`, 'fixed2'), ')');
  }
  return td;
}

/** A measure and its exact value, as two cells. */
export function measureCells(report: AnalyzeReport, key: string, m: MeasureValue): HTMLTableCellElement[] {
  return [measureCell(report, key, m), exactCell(report, key, m)];
}
