// The page's small DOM builders, shared by every results view: elements, tables, and numbers that
// carry the report key they came from (the tests read those keys back and compare with the CLI).

import { diceNote } from '../report/text.js';
import { type FormatName, formatValue } from './format.js';

/** The value at a dotted key of a report ("metrics.turns.ci95.0"). */
export function valueAt(report: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((v, part) => (v as Record<string, unknown> | undefined)?.[part], report);
}

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (className !== undefined) e.className = className;
  return e;
}

/** A number from the report, shown in `format`, labelled with where it came from. */
export function shown<K extends 'span' | 'td'>(tag: K, report: unknown, key: string, format: FormatName) {
  const value = valueAt(report, key);
  const e = element(tag, value === undefined ? '–' : formatValue(format, value));
  if (value !== undefined) {
    e.dataset.key = key;
    e.dataset.format = format;
    e.dataset.value = JSON.stringify(value);
  }
  return e;
}

/** A cell with an interval: "low – high", both ends labelled with their keys. */
export function interval(report: unknown, key: string, format: FormatName): HTMLTableCellElement {
  const td = element('td');
  td.append(shown('span', report, `${key}.0`, format), ' – ', shown('span', report, `${key}.1`, format));
  return td;
}

export function row(cells: (HTMLElement | string)[], header = false): HTMLTableRowElement {
  const tr = element('tr');
  for (const c of cells) {
    if (typeof c === 'string') tr.append(element(header ? 'th' : 'td', c));
    else tr.append(c);
  }
  return tr;
}

/** A table (id `id`) in a box that scrolls sideways on a narrow screen, not the page; the box
 *  takes focus so that a keyboard can scroll it too. */
export function table(headers: string[], rows: HTMLTableRowElement[], id: string): HTMLElement {
  const t = element('table');
  t.id = id;
  const head = element('thead');
  head.append(row(headers, true));
  const body = element('tbody');
  body.append(...rows);
  t.append(head, body);
  const box = element('div', undefined, 'table-scroll');
  box.tabIndex = 0;
  box.append(t);
  markOverflow(box);
  return box;
}

/** Marks a box whose content is wider than it (`data-overflows`), now and whenever either changes
 *  size: the style then shades the edge that has more beyond it, the cue that it scrolls. */
function markOverflow(box: HTMLElement): void {
  if (typeof ResizeObserver === 'undefined') return;
  const mark = () => box.toggleAttribute('data-overflows', box.scrollWidth > box.clientWidth + 1);
  const observer = new ResizeObserver(mark);
  observer.observe(box);
  observer.observe(box.firstElementChild!);
}

/** The whole report as JSON (what the command line's --json prints for the same run), with a
 *  download link. */
export function reportJson(report: unknown, fileName: string): HTMLElement {
  const text = `${JSON.stringify(report, null, 2)}\n`;
  const download = element('a', 'Download the report (JSON)');
  download.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  download.download = fileName;
  // the link stays outside the summary: a link inside a button-like summary is not reachable alike
  const details = element('details');
  const pre = element('pre', text);
  pre.id = 'report-json';
  // it scrolls: a keyboard can reach it
  pre.tabIndex = 0;
  details.append(element('summary', 'The whole report, as JSON'), pre);
  const box = element('div', undefined, 'report');
  box.append(element('p', undefined, 'download'), details);
  box.firstElementChild!.append(download);
  return box;
}

/** A part of a line: text, or a number of the report as [key, format]. */
export type LinePart = string | readonly [key: string, format: FormatName];

/** The parts of a line, numbers labelled with their keys. */
export function lineNodes(report: unknown, line: readonly LinePart[]): (HTMLElement | string)[] {
  return line.map((part) => (typeof part === 'string' ? part : shown('span', report, ...part)));
}

/** " · dice GEN:METHOD" when the report's die (at `key`) is not the default, as the CLI says it. */
export function diceParts(report: unknown, key: string): LinePart[] {
  return diceNote(valueAt(report, key) as string | undefined) === '' ? [] : [' · dice ', [key, 'text']];
}

/** A results view: a section with its heading and the line that says what was run. */
export function studySection(id: string, title: string, report: unknown, line: LinePart[]): HTMLElement {
  const section = element('section');
  section.id = id;
  const p = element('p', undefined, 'run');
  p.append(...lineNodes(report, line));
  section.append(element('h2', title), p);
  return section;
}
