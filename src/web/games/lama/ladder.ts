// L.A.M.A.'s rating ladder (`boardsim ladder lama`): every strategy's rating on the Elo scale with
// its bootstrap 95% interval, as a chart and a table, and the tournament it was fitted to beside it.

import * as Plot from '@observablehq/plot';
import type { LadderReport } from '../../../games/lama/studies.js';
import { namedChart } from '../../charts.js';
import { diceParts, element, interval, reportJson, row, shown, studySection, table } from '../../dom.js';
import { FORMATS, duration } from '../../format.js';
import { noteParagraph } from '../../notes.js';
import { tournamentTables } from './tournament.js';

/** Where the tournament stands beside the ratings rather than below them (as in style.css). */
const SIDE_BY_SIDE = '(min-width: 1200px)';

function ratingsTable(report: LadderReport): HTMLElement {
  const rows = report.ratings.map((r, i) =>
    row([
      `${i + 1}. ${r.strategy}`,
      shown('td', report, `ratings.${i}.rating`, 'fixed1'),
      interval(report, `ratings.${i}.ci95`, 'fixed1'),
      shown('td', report, `ratings.${i}.games`, 'int'),
      shown('td', report, `ratings.${i}.wins`, 'fixed1'),
    ]),
  );
  return table(['best first', 'rating', '95% interval', 'games', 'wins'], rows, 'ladder-ratings');
}

/** Each strategy's rating (dot) with its 95% bootstrap interval (line), best at the top. */
function ratingsChart(report: LadderReport, width: number): HTMLElement {
  const data = report.ratings.map((r) => ({
    strategy: r.strategy,
    rating: r.rating,
    low: r.ci95[0],
    high: r.ci95[1],
  }));
  const chart = Plot.plot({
    ariaLabel: `Rating of each strategy on the Elo scale (${report.anchor} at 0) with its 95% bootstrap interval, best first: ${data.map((d) => `${d.strategy} ${FORMATS.fixed1(d.rating)} (${FORMATS.fixed1(d.low)} to ${FORMATS.fixed1(d.high)})`).join(', ')}`,
    width,
    height: 40 + 32 * data.length,
    marginLeft: 110,
    x: { label: `rating (Elo scale, ${report.anchor} = 0) →`, grid: true, nice: true },
    y: { label: null, domain: data.map((d) => d.strategy) },
    marks: [
      Plot.ruleX([0]),
      Plot.ruleY(data, { y: 'strategy', x1: 'low', x2: 'high', stroke: 'var(--simulated)', strokeWidth: 3 }),
      Plot.dot(data, { y: 'strategy', x: 'rating', fill: 'var(--simulated)', r: 4 }),
    ],
  });
  const figure = element('figure');
  figure.append(namedChart(chart));
  return figure;
}

/** The ladder: the run line, the ratings (chart and table) beside the tournament, the notes and
 *  the report. */
export function renderLadder(report: LadderReport, width: number): HTMLElement {
  const t = report.tournament;
  const root = studySection('ladder', 'Ladder: a rating for every strategy', report, [
    ['tournament.gamesPerCell', 'int'],
    ' games per cell · rules ',
    ['preset', 'text'],
    ` · ${report.mode} · players ${report.players.join(', ')} · seed `,
    ['seed', 'text'],
    ...diceParts(report, 'tournament.dice'),
    ` · ${duration(t.elapsedMs)} on ${t.threads} Web Worker${t.threads > 1 ? 's' : ''}`,
  ]);
  const ratings = element('div', undefined, 'ladder-ratings');
  ratings.append(
    element('h3', 'Ratings'),
    element(
      'p',
      `${report.model}. 400 points make 10 : 1 odds of winning; ${report.anchor} is rated 0. Intervals: ${report.replicates} bootstrap replicates.`,
      'help',
    ),
    // half the width where the tournament stands beside the ratings (style.css)
    ratingsChart(report, matchMedia(SIDE_BY_SIDE).matches ? Math.max(280, width / 2 - 12) : width),
    ratingsTable(report),
  );
  const tournament = element('div', undefined, 'ladder-tournament');
  tournament.append(element('h3', 'The tournament'), ...tournamentTables(report, t, 'tournament.'));
  const side = element('div', undefined, 'side-by-side');
  side.append(ratings, tournament);
  root.append(side);
  for (const note of report.notes) root.append(noteParagraph(note));
  root.append(reportJson(report, `boardsim-ladder-lama-seed${report.seed}.json`));
  return root;
}
