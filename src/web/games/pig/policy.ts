// Pig's optimal policy drawn as Neller and Presser draw it (2004, the roll/hold boundary): for each
// pair of scores, the turn total at which an optimal player first holds, as a heat map over the
// player's own score (across) and the opponent's (up). Cells where it rolls on to the goal are
// marked apart.

import { holds, optimalTable } from '../../../games/pig/policy.js';
import type { PigConfig } from '../../../games/pig/schema.js';
import { element } from '../../dom.js';
import { shade, svgElement, svgImage, svgTitle } from '../../svg.js';

const PLOT = 400;
const MARGIN = 44;
const LOW = [250, 247, 240];
const HIGH = [38, 84, 124];
const TO_GOAL = 'rgb(209, 73, 91)';

/** The turn total at which the optimal player first holds at scores (i, j), or undefined when it
 *  rolls on until the goal. */
function firstHold(table: Uint8Array, goal: number, i: number, j: number): number | undefined {
  for (let k = 1; k < goal - i; k++) if (holds(table, goal, i, j, k)) return k;
  return undefined;
}

/** The drawing of the optimal policy for `config`'s goal and die, titled `title`. */
export function pigPolicyView(config: PigConfig, title: string): HTMLElement {
  const { goal, dieFaces } = config;
  const table = optimalTable(goal, dieFaces);
  const cell = PLOT / goal;
  const first = Array.from({ length: goal }, (_, j) =>
    Array.from({ length: goal }, (_, i) => firstHold(table, goal, i, j)),
  );
  const totals = first.flat().filter((h): h is number => h !== undefined);
  const lowest = totals.length > 0 ? Math.min(...totals) : 1;
  const highest = totals.length > 0 ? Math.max(...totals) : 1;
  const tone = (h: number) => (highest > lowest ? (h - lowest) / (highest - lowest) : 1);
  const svg = svgImage(
    PLOT + MARGIN + 8,
    PLOT + MARGIN + 8,
    `${title}: the optimal policy of a race to ${goal} with a ${dieFaces}-sided die. For each pair of scores, the turn total at which an optimal player holds, from ${lowest} to ${highest}; cells in red: it rolls on to the goal.`,
    'pig-policy',
  );
  svg.style.display = 'block';
  svg.style.width = '100%';
  svg.style.maxWidth = '34rem';
  svg.style.height = 'auto';
  const x = (i: number) => MARGIN + i * cell;
  const y = (j: number) => PLOT - (j + 1) * cell + 8;
  for (let j = 0; j < goal; j++) {
    // one rectangle per run of equal cells along the row
    for (let start = 0; start < goal;) {
      const h = first[j]![start];
      let end = start + 1;
      while (end < goal && first[j]![end] === h) end++;
      const scores = end - start > 1 ? `your score ${start}–${end - 1}` : `your score ${start}`;
      const rect = svgElement('rect', {
        x: x(start),
        y: y(j),
        width: (end - start) * cell,
        height: cell,
        fill: h === undefined ? TO_GOAL : shade(LOW, HIGH, tone(h)),
      });
      rect.append(
        svgTitle(
          `${scores}, opponent ${j}: ${h === undefined ? 'roll on to the goal' : `hold at a turn total of ${h}`}`,
        ),
      );
      svg.append(rect);
      start = end;
    }
  }
  const label = (text: string, attributes: Record<string, string | number>) =>
    Object.assign(svgElement('text', { 'font-size': 11, fill: 'currentColor', ...attributes }), {
      textContent: text,
    });
  for (let q = 0; q <= 4; q++) {
    const score = Math.round((q * goal) / 4);
    svg.append(
      label(String(score), { x: x(score), y: PLOT + 22, 'text-anchor': 'middle' }),
      label(String(score), { x: MARGIN - 6, y: y(score) + cell + 4, 'text-anchor': 'end' }),
    );
  }
  svg.append(
    label('your score', { x: MARGIN + PLOT / 2, y: PLOT + 40, 'text-anchor': 'middle' }),
    label("opponent's score", {
      x: 12,
      y: PLOT / 2,
      'text-anchor': 'middle',
      transform: `rotate(-90 12 ${PLOT / 2})`,
    }),
  );

  const figure = element('figure', undefined, 'board');
  const legend = element('p', undefined, 'legend');
  const scale = element('span', undefined, 'heat-scale');
  scale.style.background = `linear-gradient(to right, ${shade(LOW, HIGH, 0)}, ${shade(LOW, HIGH, 1)})`;
  const toGoal = element('span', ' roll on to the goal');
  toGoal.style.borderLeft = `1em solid ${TO_GOAL}`;
  toGoal.style.marginLeft = '1em';
  legend.append(`hold at a turn total of ${lowest} `, scale, ` ${highest}`, toGoal);
  figure.append(
    svg,
    legend,
    element(
      'figcaption',
      `${title}. The optimal policy (Neller and Presser 2004), solved in this page: at each pair of scores, the turn total at which a player who maximises the chance of winning first holds. Near the goal it rolls on at some larger totals as well, and it can jump over the hold: the simulation plays the whole table.`,
    ),
  );
  return figure;
}
