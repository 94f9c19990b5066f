// The Snakes and Ladders board: the squares on their boustrophedon grid (square 1 at the bottom
// left), ladders and snakes, and each square shaded by the share of one player's turns that end
// there: exact (src/games/snakes/visits.ts) before a run, an analysis's heat map after one.

import { squareVisits } from '../../../games/snakes/visits.js';
import type { SnakesBoard } from '../../../games/snakes/schema.js';
import { element } from '../../dom.js';
import { FORMATS } from '../../format.js';
import { serpentine, shade, svgElement, svgImage, svgTitle } from '../../svg.js';

const CELL = 40;
const EMPTY = [250, 247, 240];
const BUSIEST = [209, 73, 91];

/** Columns of the grid: 10 for the usual 100 squares, about a square's side otherwise. */
function columnsFor(squares: number): number {
  return squares === 100 ? 10 : Math.max(2, Math.ceil(Math.sqrt(squares)));
}

/** A ladder: two rails and rungs across, from its foot to its top. */
function ladder(x1: number, y1: number, x2: number, y2: number): SVGElement {
  const length = Math.hypot(x2 - x1, y2 - y1);
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
  const [px, py] = [-uy * 6, ux * 6];
  const g = svgElement('g', { class: 'ladder' });
  for (const side of [-1, 1])
    g.append(
      svgElement('line', { x1: x1 + side * px, y1: y1 + side * py, x2: x2 + side * px, y2: y2 + side * py }),
    );
  for (let d = 10; d < length - 4; d += 12) {
    const [cx, cy] = [x1 + ux * d, y1 + uy * d];
    g.append(svgElement('line', { x1: cx - px, y1: cy - py, x2: cx + px, y2: cy + py }));
  }
  return g;
}

/** A snake: a curve from its head down to its tail, the head a dot. */
function snake(x1: number, y1: number, x2: number, y2: number): SVGElement {
  const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
  const [dx, dy] = [x2 - x1, y2 - y1];
  const bend = 0.25;
  const [c1x, c1y] = [mx - dy * bend, my + dx * bend];
  const g = svgElement('g', { class: 'snake' });
  g.append(
    svgElement('path', { d: `M ${x1} ${y1} Q ${c1x} ${c1y} ${x2} ${y2}` }),
    svgElement('circle', { cx: x1, cy: y1, r: 5 }),
  );
  return g;
}

/** What shades the squares: each square's share of one player's turns (by square number), what
 *  its tooltip says, and the caption under the board. */
export interface BoardHeat {
  readonly shares: readonly number[];
  squareTitle(square: number): string;
  caption(title: string): string;
}

/** The exact heat map: the expected visits to each square (src/games/snakes/visits.ts). */
export function exactHeat(board: SnakesBoard): BoardHeat {
  const visits = squareVisits(board);
  const turns = visits.reduce((a, b) => a + b, 0);
  const shares = Array.from(visits, (v) => v / turns);
  return {
    shares,
    squareTitle: (k) => `square ${k}: ${FORMATS.pct2(shares[k]!)} of turns end here`,
    caption: (title) =>
      `${title}. Shaded: the exact share of one player's turns that end on each square (a game takes ${FORMATS.fixed4(turns)} turns on average${board.rollAgainOnSix ? ', a six rolls again' : ''}). No turn ends at the foot of a ladder or on a snake's head: the piece has moved on.`,
  };
}

/** The board drawn (as SVG `id`), with its heat map, legend and caption. */
export function snakesBoardView(
  board: SnakesBoard,
  title: string,
  heat: BoardHeat = exactHeat(board),
  id = 'snakes-board',
): HTMLElement {
  const { shares } = heat;
  const columns = columnsFor(board.squares);
  const rows = Math.ceil(board.squares / columns);
  const centre = (k: number): [number, number] => {
    const [c, r] = serpentine(Math.max(1, k), board.squares, columns, true);
    return [(c + 0.5) * CELL, (r + 0.5) * CELL];
  };
  let busiest = 1;
  for (let k = 1; k <= board.squares; k++) if (shares[k]! > shares[busiest]!) busiest = k;
  const most = shares[busiest]!;
  const ladders = board.jumps.filter((j) => j.to > j.from);
  const snakes = board.jumps.filter((j) => j.to < j.from);
  const svg = svgImage(
    columns * CELL,
    rows * CELL,
    `${title}: ${board.squares} squares, ${ladders.length} ladders, ${snakes.length} snakes. Each square is shaded by the share of turns that end on it; the most, ${FORMATS.pct2(most)}, on square ${busiest}.`,
    id,
  );
  // styled as a class: the board before a run and an analysis's heat map after one are both drawn
  svg.setAttribute('class', 'snakes-board');
  for (let k = 1; k <= board.squares; k++) {
    const [x, y] = centre(k);
    const share = shares[k]!;
    const t = share / most;
    const g = svgElement('g', { class: t > 0.55 ? 'square dark' : 'square', 'data-square': k });
    g.dataset.share = String(share);
    g.append(
      svgElement('rect', {
        x: x - CELL / 2,
        y: y - CELL / 2,
        width: CELL,
        height: CELL,
        fill: shade(EMPTY, BUSIEST, t),
      }),
      Object.assign(svgElement('text', { x: x - CELL / 2 + 3, y: y - CELL / 2 + 11 }), {
        textContent: String(k),
      }),
      svgTitle(heat.squareTitle(k)),
    );
    svg.append(g);
  }
  for (const { from, to } of ladders) svg.append(ladder(...centre(from), ...centre(to)));
  for (const { from, to } of snakes) svg.append(snake(...centre(from), ...centre(to)));

  const figure = element('figure', undefined, 'board');
  const legend = element('p', undefined, 'legend');
  const scale = element('span', undefined, 'heat-scale');
  scale.style.background = `linear-gradient(to right, ${shade(EMPTY, BUSIEST, 0)}, ${shade(EMPTY, BUSIEST, 1)})`;
  legend.append(
    'turns ending on a square: 0% ',
    scale,
    ` ${FORMATS.pct2(most)}`,
    element('span', 'ladders', 'key ladder-key'),
    element('span', 'snakes', 'key snake-key'),
  );
  const caption = element('figcaption', heat.caption(title));
  figure.append(svg, legend, caption);
  return figure;
}
