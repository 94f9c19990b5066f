// The Candy Land board: the path of coloured spaces from the start (top left) to the castle,
// winding back and forth; picture spaces ringed with their initial, licorice spaces marked, and
// the shortcuts drawn from their entrance to their exit.

import type { CandyEdition } from '../games/candyland/schema.js';
import { element } from './dom.js';
import { serpentine, svgElement, svgImage, svgTitle } from './svg.js';

const CELL = 30;
const PER_ROW = 17;
/** The usual colour letters; an edition's other colours take the palette in order. */
const KNOWN: Record<string, [name: string, css: string]> = {
  R: ['red', '#d7263d'],
  P: ['purple', '#8e44ad'],
  Y: ['yellow', '#f4d03f'],
  B: ['blue', '#2e86de'],
  O: ['orange', '#f39c12'],
  G: ['green', '#27ae60'],
};
const PALETTE = ['#7f8c8d', '#16a085', '#c0392b', '#2c3e50', '#d35400', '#9b59b6'];

function colourOf(edition: CandyEdition, colour: string): [name: string, css: string] {
  return KNOWN[colour] ?? [colour, PALETTE[edition.colors.indexOf(colour) % PALETTE.length] ?? '#7f8c8d'];
}

/** The edition's path drawn, with a legend. */
export function candyBoardView(edition: CandyEdition, title: string): HTMLElement {
  const count = edition.spaces.length;
  const columns = Math.min(PER_ROW, count);
  const rows = Math.ceil(count / columns);
  const centre = (space: number): [number, number] => {
    const [c, r] = serpentine(space, count, columns, false);
    return [(c + 0.5) * CELL, (r + 0.5) * CELL];
  };
  const licorice = new Set(edition.licorice);
  const pictures = edition.spaces.filter((s) => edition.pictures.includes(s)).length;
  const svg = svgImage(
    columns * CELL,
    rows * CELL,
    `${title}: a path of ${count} spaces from the start (top left) to the castle, winding back and forth; ${pictures} picture spaces, ${licorice.size} licorice spaces, ${edition.shortcuts.length} shortcuts.`,
    'candy-board',
  );
  // the path itself, under the spaces
  const path = Array.from({ length: count }, (_, i) => centre(i + 1).join(' '));
  svg.append(svgElement('polyline', { points: path.join(', '), class: 'path' }));
  edition.spaces.forEach((space, i) => {
    const number = i + 1;
    const [x, y] = centre(number);
    const isPicture = edition.pictures.includes(space);
    const g = svgElement('g', { class: isPicture ? 'space picture' : 'space', 'data-space': number });
    const [name, css] = isPicture ? [space, 'white'] : colourOf(edition, space);
    g.append(
      svgElement('rect', {
        x: x - CELL / 2 + 2,
        y: y - CELL / 2 + 2,
        width: CELL - 4,
        height: CELL - 4,
        rx: 5,
        fill: css,
      }),
    );
    if (isPicture)
      g.append(Object.assign(svgElement('text', { x, y: y + 5 }), { textContent: space.charAt(0) }));
    if (licorice.has(number)) g.append(svgElement('circle', { cx: x, cy: y, r: 6, class: 'licorice' }));
    g.append(svgTitle(`space ${number}: ${name}${licorice.has(number) ? ', licorice' : ''}`));
    svg.append(g);
  });
  for (const { from, to } of edition.shortcuts) {
    const [[x1, y1], [x2, y2]] = [centre(from), centre(to)];
    const bend = 0.3;
    const [cx, cy] = [(x1 + x2) / 2 - (y2 - y1) * bend, (y1 + y2) / 2 + (x2 - x1) * bend];
    const g = svgElement('g', { class: 'shortcut' });
    g.append(
      svgElement('path', { d: `M ${x1} ${y1} Q ${cx} ${cy} ${x2} ${y2}` }),
      svgElement('circle', { cx: x2, cy: y2, r: 4 }),
      svgTitle(`shortcut from space ${from} to space ${to}`),
    );
    svg.append(g);
  }

  const figure = element('figure', undefined, 'board');
  const legend = element('p', undefined, 'legend');
  const used = [...new Set(edition.spaces.filter((s) => !edition.pictures.includes(s)))];
  for (const colour of used) {
    const [name, css] = colourOf(edition, colour);
    const swatch = element('span', undefined, 'swatch');
    swatch.style.background = css;
    const item = element('span');
    item.append(swatch, name);
    legend.append(item);
  }
  legend.append(
    element('span', 'picture space', 'key picture-key'),
    element('span', 'licorice', 'key licorice-key'),
    element('span', 'shortcut', 'key shortcut-key'),
  );
  figure.append(
    svg,
    legend,
    element(
      'figcaption',
      `${title}: ${count} spaces; picture spaces (hover for their names): ${edition.pictures.join(', ')}.`,
    ),
  );
  return figure;
}
