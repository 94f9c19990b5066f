// The results of a run, drawn all at once into a new element (never half-drawn): what was run, each
// metric's statistics, the distribution chart, the seats, the shortest game and the report itself.
// Every number shown carries the report key it came from and its format.

import { GAMES, type GameId } from '../games/index.js';
import type { SimulationReport } from '../report/simulation.js';
import { distributionChart, seatsChart } from './charts.js';
import { diceParts, element, interval, lineNodes, reportJson, row, shown, table, valueAt } from './dom.js';
import { duration, rate } from './format.js';
import { noteParagraph } from './notes.js';

function runLine(report: SimulationReport): HTMLElement {
  const workers = report.threads;
  const p = element('p', undefined, 'run');
  // a game without modes (Candy Land, L.A.M.A.) has mode null: nothing to say after the players
  const who = `${report.players} player${report.players === 1 ? '' : 's'}${report.players > 1 && report.mode ? `, ${report.mode}` : ''}`;
  p.append(
    shown('span', report, 'games', 'int'),
    ` games of ${GAMES[report.game as GameId]?.title ?? report.game} · board `,
    shown('span', report, 'preset', 'text'),
    ` · ${who} · seed `,
    shown('span', report, 'seed', 'text'),
    ...lineNodes(report, diceParts(report, 'run.dice')),
    ` · ${duration(report.elapsedMs)} on ${workers} Web Worker${workers > 1 ? 's' : ''} (${rate(report.gamesPerSecond)} games/s)`,
  );
  return p;
}

function metricsTable(report: SimulationReport): HTMLElement {
  const rows = Object.keys(report.metrics).map((name) => {
    const ci = interval(report, `metrics.${name}.ci95`, 'fixed4');
    return row([
      name,
      shown('td', report, `metrics.${name}.mean`, 'fixed4'),
      ci,
      shown('td', report, `metrics.${name}.sd`, 'fixed2'),
      shown('td', report, `metrics.${name}.median`, 'int'),
      shown('td', report, `metrics.${name}.min`, 'int'),
      shown('td', report, `metrics.${name}.max`, 'int'),
      shown('td', report, `exact.${name}.mean`, 'fixed4'),
    ]);
  });
  return table(
    ['per game', 'mean', '95% CI of the mean', 'sd', 'median', 'min', 'max', 'exact mean'],
    rows,
    'metrics',
  );
}

function percentilesTable(report: SimulationReport, name: string): HTMLElement {
  const keys = Object.keys(report.metrics[name]?.percentiles ?? {});
  return table(
    [name, ...keys],
    [row(['percentile', ...keys.map((k) => shown('td', report, `metrics.${name}.percentiles.${k}`, 'int'))])],
    'percentiles',
  );
}

function exactCheck(report: SimulationReport, name: string): HTMLElement | undefined {
  if (valueAt(report, `exact.${name}.z`) === undefined) return undefined;
  const p = element('p', undefined, 'exact-check');
  const inside = valueAt(report, `exact.${name}.insideCi95`) === true;
  p.append(
    `Exact mean ${name} `,
    shown('span', report, `exact.${name}.mean`, 'fixed6'),
    `: ${inside ? 'inside' : 'outside'} the simulation's 95% CI (simulation − exact = `,
    shown('span', report, `exact.${name}.z`, 'fixed2'),
    ' standard errors).',
  );
  if (valueAt(report, `exact.${name}.chiSquare`) !== undefined) {
    p.append(
      ' Distribution against the exact one: chi-square ',
      shown('span', report, `exact.${name}.chiSquare.statistic`, 'fixed2'),
      ', ',
      shown('span', report, `exact.${name}.chiSquare.degreesOfFreedom`, 'int'),
      ' df, p = ',
      shown('span', report, `exact.${name}.chiSquare.pValue`, 'p3'),
      '.',
    );
  }
  return p;
}

function seatsSection(report: SimulationReport, width: number): HTMLElement[] {
  const exact = (report.exact?.seats as { winProbability: number }[] | undefined)?.map(
    (s) => s.winProbability,
  );
  const rows = report.seats.map((_, i) => {
    const ci = interval(report, `seats.${i}.ci95`, 'pct2');
    return row([
      `seat ${i + 1}`,
      shown('td', report, `seats.${i}.winRate`, 'pct2'),
      ci,
      shown('td', report, `seats.${i}.wins`, 'int'),
      shown('td', report, `exact.seats.${i}.winProbability`, 'pct3'),
      shown('td', report, `exact.seats.${i}.z`, 'fixed2'),
    ]);
  });
  return [
    element('h2', 'Win rate per seat'),
    table(['', 'win rate', '95% CI (Wilson)', 'wins', 'exact', 'z'], rows, 'seats'),
    seatsChart(report.seats, width, exact),
  ];
}

function shortestGame(report: SimulationReport): HTMLElement | undefined {
  const best = report.shortestGame;
  if (!best) return undefined;
  const p = element('p', undefined, 'shortest');
  p.append(
    'Shortest game: ',
    shown('span', report, 'shortestGame.turns', 'int'),
    ` turn${best.turns === 1 ? '' : 's'} (chunk `,
    shown('span', report, 'shortestGame.chunk', 'int'),
    ', game ',
    shown('span', report, 'shortestGame.index', 'int'),
    best.rolls ? `), rolls ${best.rolls.join(' ')}.` : ').',
  );
  return p;
}

/** The whole results section for a finished run. */
export function renderResults(
  report: SimulationReport,
  width: number,
  exactPmf?: readonly number[],
): HTMLElement {
  const root = element('div');
  const [main] = Object.keys(report.metrics);
  root.append(element('h2', 'Result'), runLine(report), metricsTable(report));
  if (main) {
    root.append(percentilesTable(report, main));
    const check = exactCheck(report, main);
    if (check) root.append(check);
    root.append(
      element('h2', `Distribution of ${main}`),
      distributionChart(report.metrics[main]!, main, width, exactPmf),
    );
  }
  if (report.players > 1) root.append(...seatsSection(report, width));
  const shortest = shortestGame(report);
  if (shortest) root.append(shortest);
  for (const note of report.notes ?? []) root.append(noteParagraph(note));
  root.append(reportJson(report, `boardsim-${report.game}-${report.preset}-seed${report.seed}.json`));
  return root;
}
