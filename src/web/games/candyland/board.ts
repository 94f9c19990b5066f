// The Candy Land board: the path of coloured spaces from the start (top left) to the castle,
// winding back and forth; picture spaces ringed with their initial, licorice spaces marked, and
// the shortcuts drawn from their entrance to their exit. Drawn as played (an edition's rules
// applied): before a run in the spaces' colours; after an analysis, each space shaded by its heat
// map, with its colour kept as a stripe.

import type { CandyBoard } from '../../../games/candyland/board.js';
import type { CandyEdition } from '../../../games/candyland/schema.js';
import { element } from '../../dom.js';
import { FORMATS } from '../../format.js';
import { serpentine, shade, svgElement, svgImage, svgTitle } from '../../svg.js';

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
// the heat map's scale, as the Snakes and Ladders board's
const COLD = [250, 247, 240];
const HOT = [209, 73, 91];

function colourOf(edition: CandyEdition, colour: string): [name: string, css: string] {
  return KNOWN[colour] ?? [colour, PALETTE[edition.colors.indexOf(colour) % PALETTE.length] ?? '#7f8c8d'];
}

/** An analysis's heat map: the turns a game ending on each space (by space number, 1-based), and
 *  the caption that says what they are. */
export interface SpaceHeat {
  readonly visits: readonly number[];
  caption(title: string): string;
}

/** A space for people: "space 48: yellow, licorice, shortcut to 59". */
export function spaceName(board: CandyBoard, number: number): string {
  const i = number - 1;
  const picture = board.colorOf[i]! < 0;
  const colour = picture ? board.spaces[i]! : colourOf(board.edition, board.spaces[i]!)[0];
  const shortcut = board.shortcutTo[i]!;
  return `space ${number}: ${colour}${board.isLicorice[i] ? ', licorice' : ''}${shortcut >= 0 ? `, shortcut to space ${shortcut + 1}` : ''}`;
}

/** The board as played, drawn (as SVG `id`), with a legend; shaded by `heat` when given. */
export function candyBoardView(
  board: CandyBoard,
  title: string,
  heat?: SpaceHeat,
  id = 'candy-board',
): HTMLElement {
  const { edition, spaces } = board;
  const count = spaces.length;
  const columns = Math.min(PER_ROW, count);
  const rows = Math.ceil(count / columns);
  const centre = (space: number): [number, number] => {
    const [c, r] = serpentine(space, count, columns, false);
    return [(c + 0.5) * CELL, (r + 0.5) * CELL];
  };
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  const pictures = numbers.filter((k) => board.colorOf[k - 1]! < 0).length;
  const licorice = numbers.filter((k) => board.isLicorice[k - 1]).length;
  const shortcuts = numbers.filter((k) => board.shortcutTo[k - 1]! >= 0);
  let busiest = 1;
  if (heat) for (const k of numbers) if (heat.visits[k]! > heat.visits[busiest]!) busiest = k;
  const most = heat ? heat.visits[busiest]! : 0;
  const svg = svgImage(
    columns * CELL,
    rows * CELL,
    `${title}: a path of ${count} spaces from the start (top left) to the castle, winding back and forth; ${pictures} picture spaces, ${licorice} licorice spaces, ${shortcuts.length} shortcuts.${heat ? ` Each space is shaded by the turns a game that end on it; the most, ${FORMATS.fixed4(most)}, on ${spaceName(board, busiest)}.` : ''}`,
    id,
  );
  svg.setAttribute('class', heat ? 'candy-board heat' : 'candy-board');
  // the path itself, under the spaces
  svg.append(
    svgElement('polyline', { points: numbers.map((k) => centre(k).join(' ')).join(', '), class: 'path' }),
  );
  for (const number of numbers) {
    const [x, y] = centre(number);
    const space = spaces[number - 1]!;
    const isPicture = board.colorOf[number - 1]! < 0;
    const g = svgElement('g', { class: isPicture ? 'space picture' : 'space', 'data-space': number });
    const [, css] = isPicture ? [space, 'white'] : colourOf(edition, space);
    const box = { x: x - CELL / 2 + 2, y: y - CELL / 2 + 2, width: CELL - 4, height: CELL - 4, rx: 5 };
    if (heat) {
      const visits = heat.visits[number]!;
      g.dataset.visits = String(visits);
      g.append(svgElement('rect', { ...box, fill: shade(COLD, HOT, most > 0 ? visits / most : 0) }));
      // the space's colour, kept as a stripe along its foot
      if (!isPicture)
        g.append(svgElement('rect', { ...box, y: box.y + box.height - 6, height: 6, rx: 2, fill: css }));
    } else g.append(svgElement('rect', { ...box, fill: css }));
    if (isPicture)
      g.append(Object.assign(svgElement('text', { x, y: y + 5 }), { textContent: space.charAt(0) }));
    if (board.isLicorice[number - 1])
      g.append(svgElement('circle', { cx: x, cy: y, r: 6, class: 'licorice' }));
    const name = spaceName(board, number);
    g.append(
      svgTitle(heat ? `${name}: ${FORMATS.fixed4(heat.visits[number]!)} turns a game end here` : name),
    );
    svg.append(g);
  }
  for (const from of shortcuts) {
    const to = board.shortcutTo[from - 1]! + 1;
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
  if (heat) {
    const scale = element('span', undefined, 'heat-scale');
    scale.style.background = `linear-gradient(to right, ${shade(COLD, HOT, 0)}, ${shade(COLD, HOT, 1)})`;
    legend.append('turns a game ending on a space: 0 ', scale, ` ${FORMATS.fixed4(most)}; stripes: `);
  }
  const used = [...new Set(spaces.filter((_, i) => board.colorOf[i]! >= 0))];
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
  const names = spaces.filter((_, i) => board.colorOf[i]! < 0);
  figure.append(
    svg,
    legend,
    element(
      'figcaption',
      heat ? heat.caption(title) : `${title}: ${count} spaces; picture spaces: ${names.join(', ')}.`,
    ),
  );
  return figure;
}
