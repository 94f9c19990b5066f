// The Monopoly board: its 40 squares round the edge (Go at the bottom right, as printed), each
// shaded by the exact long-run share of turns that end on it, and jail's share in the middle.

import { IN_JAIL, SQUARES } from '../../../games/monopoly/board.js';
import { exactMonopoly } from '../../../games/monopoly/exact.js';
import type { MonopolyGame } from '../../../games/monopoly/reference.js';
import { element } from '../../dom.js';
import { FORMATS } from '../../format.js';
import { shade, svgElement, svgImage, svgTitle } from '../../svg.js';

const CELL = 44;
const SIDE = 11 * CELL;
const EMPTY = [250, 247, 240];
const BUSIEST = [209, 73, 91];

/** The top-left corner of square k's cell: Go bottom right, then leftwards, up, right and down. */
function cellOf(k: number): [number, number] {
  if (k <= 10) return [(10 - k) * CELL, 10 * CELL];
  if (k <= 20) return [0, (20 - k) * CELL];
  if (k <= 30) return [(k - 20) * CELL, 0];
  return [10 * CELL, (k - 30) * CELL];
}

/** The board with its shares of turns, for the jail policy of `game`. */
export function monopolyBoardView(game: MonopolyGame, title: string): HTMLElement {
  const { shares } = exactMonopoly(game.jail, 0, 1);
  const most = Math.max(...shares.slice(0, IN_JAIL));
  const svg = svgImage(
    SIDE,
    SIDE,
    `${title}: the 40 squares shaded by the exact long-run share of turns ending on each; ${FORMATS.pct2(shares[IN_JAIL]!)} of turns end in jail.`,
    'monopoly-board',
  );
  svg.setAttribute('class', 'snakes-board');
  SQUARES.forEach((square, k) => {
    const [x, y] = cellOf(k);
    const t = shares[k]! / most;
    const g = svgElement('g', { class: t > 0.55 ? 'square dark' : 'square', 'data-square': k });
    g.dataset.share = String(shares[k]);
    g.append(
      svgElement('rect', { x, y, width: CELL, height: CELL, fill: shade(EMPTY, BUSIEST, t) }),
      Object.assign(svgElement('text', { x: x + 3, y: y + 12 }), { textContent: String(k) }),
      Object.assign(svgElement('text', { x: x + 3, y: y + CELL - 6 }), {
        textContent: `${(100 * shares[k]!).toFixed(1)}`,
      }),
      svgTitle(`${square.name}: ${FORMATS.pct2(shares[k]!)} of turns end here`),
    );
    svg.append(g);
  });
  svg.append(
    Object.assign(svgElement('text', { x: SIDE / 2 - 70, y: SIDE / 2 }), {
      textContent: `in jail: ${FORMATS.pct2(shares[IN_JAIL]!)} of turns`,
    }),
  );
  const figure = element('figure', undefined, 'board');
  figure.append(
    svg,
    element(
      'figcaption',
      `${title}. Each square shows the exact long-run percentage of turns that end on it (cards drawn with replacement, the ${game.jail} stay in jail); square 10 is "just visiting". The darkest, ${FORMATS.pct2(most)}.`,
    ),
  );
  return figure;
}
