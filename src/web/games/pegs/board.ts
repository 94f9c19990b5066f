// Peg solitaire: the exact count (`boardsim pegs`) and a board that plays back the solution the
// solver found: an SVG board, play, pause and a step either way.

import type { PegsReport } from '../../../games/pegs/report.js';
import type { PegsBoard } from '../../../games/pegs/schema.js';
import { element, studySection, reportJson, row, shown, table } from '../../dom.js';
import { svgElement, svgImage, svgTitle } from '../../svg.js';

const STEP_MS = 700;

interface Move {
  readonly from: number;
  readonly over: number;
  readonly to: number;
}

/** Where a hole is drawn: the square lattice as it is (row 1 at the bottom); the triangular one
 *  (x = file, y = rank) sheared so that its ranks are centred rows, rank 1 at the top. */
function place(board: PegsBoard): [number, number][] {
  const triangular = board.lines.some(([a, , c]) => {
    const [p, q] = [board.holes[a]!.at, board.holes[c]!.at];
    return p[0] - q[0] === p[1] - q[1] && p[0] !== q[0];
  });
  return board.holes.map(({ at: [x, y] }) => (triangular ? [x - y / 2, y] : [x, -y]));
}

/** The solution's jumps ("c3 a1": from, to) as holes; the peg jumped over is the one halfway. */
function moves(board: PegsBoard, solution: readonly string[]): Move[] {
  const index = (name: string) => board.holes.findIndex((h) => h.name === name);
  return solution.map((jump) => {
    const [from, to] = jump.split(' ').map(index) as [number, number];
    const [a, b] = [board.holes[from]!.at, board.holes[to]!.at];
    const over = board.holes.findIndex((h) => 2 * h.at[0] === a[0] + b[0] && 2 * h.at[1] === a[1] + b[1]);
    return { from, over, to };
  });
}

/** The board and its controls, showing the game after `step` of the solution's jumps. */
function playback(board: PegsBoard, start: number, solution: readonly string[]): HTMLElement {
  const plays = moves(board, solution);
  const at = place(board);
  const xs = at.map(([x]) => x);
  const ys = at.map(([, y]) => y);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  const unit = 52;
  const pos = (i: number) => [(at[i]![0] - left + 0.75) * unit, (at[i]![1] - top + 0.75) * unit] as const;
  const width = (Math.max(...xs) - left + 1.5) * unit;
  const height = (Math.max(...ys) - top + 1.5) * unit;
  const svg = svgImage(
    width,
    height,
    `The ${board.holes.length}-hole board, holes labelled by their names as in the jumps below (from, to)`,
    'pegs-svg',
  );
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  const holes = board.holes.map((hole, i) => {
    const [cx, cy] = pos(i);
    const g = svgElement('g', { 'data-hole': hole.name });
    const label = svgElement('text', { x: cx, y: cy + unit * 0.5, class: 'label' });
    label.textContent = hole.name;
    g.append(
      svgElement('circle', { cx, cy, r: unit * 0.3, class: 'hole' }),
      svgElement('circle', { cx, cy, r: unit * 0.23, class: 'peg' }),
      label,
      svgTitle(hole.name),
    );
    svg.append(g);
    return g;
  });
  const arrow = svgElement('line', { class: 'jump' });
  svg.append(arrow);

  const text = element('span', undefined, 'pegs-step');
  const button = (label: string, id: string) => {
    const b = element('button', label);
    b.type = 'button';
    b.id = id;
    return b;
  };
  const [first, back, play, forward] = [
    button('« start', 'pegs-first'),
    button('◀ step', 'pegs-back'),
    button('▶ play', 'pegs-play'),
    button('step ▶', 'pegs-forward'),
  ];
  let step = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const draw = () => {
    const pegs = board.holes.map((_, i) => i !== start);
    for (const m of plays.slice(0, step)) [pegs[m.from], pegs[m.over], pegs[m.to]] = [false, false, true];
    holes.forEach((g, i) => g.classList.toggle('filled', pegs[i]!));
    const last = plays[step - 1];
    holes.forEach((g, i) => g.classList.toggle('jumped', last?.over === i));
    if (last) {
      const [[x1, y1], [x2, y2]] = [pos(last.from), pos(last.to)];
      for (const [k, v] of Object.entries({ x1, y1, x2, y2 })) arrow.setAttribute(k, String(v));
    }
    arrow.toggleAttribute('hidden', !last);
    const left = pegs.filter(Boolean).length;
    text.textContent = `jump ${step} of ${plays.length}${last ? ` (${solution[step - 1]})` : ''} · ${left} peg${left === 1 ? '' : 's'} left`;
    back.disabled = first.disabled = step === 0;
    forward.disabled = step === plays.length;
  };
  const pause = () => {
    clearInterval(timer);
    timer = undefined;
    play.textContent = '▶ play';
  };
  first.onclick = () => {
    pause();
    step = 0;
    draw();
  };
  back.onclick = () => {
    pause();
    step = Math.max(0, step - 1);
    draw();
  };
  forward.onclick = () => {
    pause();
    step = Math.min(plays.length, step + 1);
    draw();
  };
  play.onclick = () => {
    if (timer !== undefined) return pause();
    if (step === plays.length) step = 0;
    play.textContent = '‖ pause';
    timer = setInterval(() => {
      step++;
      draw();
      // the board left in the page stops its timer once it is replaced by the next results
      if (step === plays.length || !svg.isConnected) pause();
    }, STEP_MS);
    draw();
  };
  draw();
  const controls = element('p', undefined, 'pegs-controls');
  controls.append(first, back, play, forward, text);
  const figure = element('figure');
  figure.append(svg, controls);
  return figure;
}

function countsTable(report: PegsReport): HTMLElement {
  const rows = Object.keys(report.pegsLeft).map((k) =>
    row([
      k,
      shown('td', report, `pegsLeft.${k}`, 'count'),
      shown('td', report, `randomPlay.pegsLeft.${k}`, 'share4'),
    ]),
  );
  return table(['pegs left', 'games', 'random play'], rows, 'pegs-left');
}

/** The count, the solution played back, and the report. */
export function renderPegs(report: PegsReport, board: PegsBoard): HTMLElement {
  const start = board.holes.findIndex((h) => h.name === report.start);
  const root = studySection('pegs', 'Peg solitaire: every game counted', report, [
    ['board', 'text'],
    ' · start ',
    ['start', 'text'],
    ' (empty at the start) · ',
    ['totalGames', 'count'],
    ' games, counted exactly · ',
    ['reachableStates', 'count'],
    ' reachable states · one peg in the start hole: ',
    ['onePegInStartHole', 'count'],
    ' games',
  ]);
  root.append(element('h3', 'A game that ends with one peg'));
  root.append(
    report.solution
      ? playback(board, start, report.solution)
      : element('p', 'No game from this start ends with one peg.', 'note'),
  );
  root.append(element('h3', 'Games by pegs left'), countsTable(report));
  root.append(element('p', `Symmetry: ${report.symmetry.note}.`, 'note'));
  root.append(reportJson(report, `boardsim-pegs-${report.board}-${report.start}.json`));
  return root;
}
