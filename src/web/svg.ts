// SVG for the page's drawings (the boards): elements with attributes, titles, and a shade between
// two colours for heat maps.

const SVG = 'http://www.w3.org/2000/svg';

export function svgElement(tag: string, attributes: Record<string, string | number> = {}): SVGElement {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, String(v));
  return e;
}

/** A tooltip for an SVG element (also read by screen readers exploring the drawing). */
export function svgTitle(text: string): SVGElement {
  const title = svgElement('title');
  title.textContent = text;
  return title;
}

/** An SVG drawing announced as one image with a name (its parts keep their titles). */
export function svgImage(width: number, height: number, label: string, id: string): SVGElement {
  return svgElement('svg', {
    id,
    viewBox: `0 0 ${width} ${height}`,
    role: 'img',
    'aria-label': label,
    preserveAspectRatio: 'xMidYMid meet',
  });
}

/** The colour a fraction t in [0, 1] of the way from `low` to `high` (RGB triples). */
export function shade(low: readonly number[], high: readonly number[], t: number): string {
  const [r, g, b] = low.map((l, i) => Math.round(l + (high[i]! - l) * t));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Where square `k` (1-based) of `count` sits on a boustrophedon grid of `columns`: rows run
 *  left to right, then right to left; `fromBottom` puts the first row at the bottom. */
export function serpentine(k: number, count: number, columns: number, fromBottom: boolean): [number, number] {
  const rows = Math.ceil(count / columns);
  const row = Math.floor((k - 1) / columns);
  const along = (k - 1) % columns;
  const column = row % 2 === 0 ? along : columns - 1 - along;
  return [column, fromBottom ? rows - 1 - row : row];
}
