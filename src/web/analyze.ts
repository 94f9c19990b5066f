// An analysis (`boardsim analyze`): every design measure of each variant with its 95% interval and
// its exact value where the maths allows, the differences between variants, and, for each measure
// without a value, the reason the CLI gives (no meaning for the game, or not computed yet); then
// each variant's own tables and what its game draws of its own (a heat map on the board, ...).

import { type Measure, hasMeaning } from '../analyze/measure.js';
import {
  type AnalyzeReport,
  MEASURE_NAMES,
  type MeasureName,
  type VariantReport,
} from '../analyze/report.js';
import { estimate, exactCell, measureCell } from './analyze-cells.js';
import { variantDetails, variantTitle } from './analyze-details.js';
import { element, reportJson, row, studySection, table } from './dom.js';
import { isPageGame, webGame } from './games.js';
import { pageWords } from './notes.js';

/** Each measure as the page names it for people (the report and the CLI keep the JSON names). */
const MEASURE_LABELS: Readonly<Record<MeasureName, string>> = {
  order: 'order (skill over chance)',
  fairness: 'fairness',
  convergence: 'convergence',
  spread: 'spread of move values',
  drama: 'drama',
  security: 'security',
  meaningfulMoves: 'meaningful moves',
  advantage: 'first seat advantage',
  balance: 'balance',
  completion: 'completion',
  drawishness: 'drawishness',
  duration: 'duration',
  leadChanges: 'lead changes',
  stability: 'stability',
  decisivenessThreshold: 'decisiveness threshold',
  coverage: 'board coverage',
  seatAdvantage: 'first seat over 1/n',
  leaderAtHalfTimeWins: 'leader at half time wins',
  comebacks: 'comebacks from last',
  decidedInLastTurn: 'decided in the last turn',
  winnerTrailed: 'winner trailed',
};

/** One row a measure (then each seat's win rate); per variant its value and its exact value, then
 *  each later variant's difference from the first. */
function measuresTable(report: AnalyzeReport, names: readonly string[]): HTMLElement {
  const { variants } = report;
  const withExact = variants.map((v) =>
    [...Object.values(v.measures), ...v.seats].some((m) => hasMeaning(m) && m.exact !== undefined),
  );
  const differences = report.differences ?? [];
  const rowFor = (label: string, path: (v: VariantReport) => [key: string, m: Measure | undefined]) => {
    const cells: (HTMLElement | string)[] = [label];
    variants.forEach((v, j) => {
      const [key, m] = path(v);
      const at = `variants.${j}.${key}`;
      cells.push(m ? measureCell(report, at, m) : '');
      if (withExact[j]) cells.push(m ? exactCell(report, at, m) : '');
    });
    for (let j = 1; j < variants.length; j++) {
      const i = differences.findIndex(
        (d) => d.variant === j && `measures.${d.measure}` === path(variants[j]!)[0],
      );
      const td = element('td');
      if (i !== -1) {
        const at = `differences.${i}`;
        td.append(
          ...estimate(
            report,
            `${at}.difference`,
            differences[i]!.ci95 ? `${at}.ci95` : undefined,
            'signedMeasure',
          ),
        );
      }
      cells.push(td);
    }
    return row(cells);
  };
  const seats = Math.max(...variants.map((v) => v.seats.length));
  const rows = [
    ...MEASURE_NAMES.map((name) =>
      rowFor(MEASURE_LABELS[name], (v) => [`measures.${name}`, v.measures[name]]),
    ),
    ...Array.from({ length: seats }, (_, s) =>
      rowFor(`seat ${s + 1} wins`, (v) => [`seats.${s}`, v.seats[s]]),
    ),
  ];
  const headers = [
    'measure',
    ...variants.flatMap((v, j) => [
      `${variantTitle(names[j]!, v)}: value (95% interval)`,
      ...(withExact[j] ? ['exact (z)'] : []),
    ]),
    ...names.slice(1).map((name) => `${name} − ${names[0]!} (95% interval)`),
  ];
  return table(headers, rows, 'analysis-measures');
}

/** Compared variants: each later variant's difference from the first in how often a game uses
 *  each snake, ladder, shortcut or licorice space at least once. */
function useDifferencesTable(report: AnalyzeReport, names: readonly string[]): HTMLElement[] {
  const list = report.useDifferences ?? [];
  if (list.length === 0) return [];
  const labels = [...new Set(list.map((d) => d.label))];
  const rows = labels.map((label) => {
    const cells: (HTMLElement | string)[] = [label];
    for (let j = 1; j < report.variants.length; j++) {
      const i = list.findIndex((d) => d.label === label && d.variant === j);
      const td = element('td');
      if (i !== -1) {
        const at = `useDifferences.${i}`;
        td.append(
          ...estimate(report, `${at}.difference`, list[i]!.ci95 ? `${at}.ci95` : undefined, 'signedMeasure'),
        );
      }
      cells.push(td);
    }
    return row(cells);
  });
  const headers = [
    'used at least once',
    ...names.slice(1).map((name) => `${name} − ${names[0]!} (95% interval)`),
  ];
  return [
    element('h3', 'Differences in how often a game uses each space'),
    table(headers, rows, 'analysis-use-differences'),
  ];
}

/** The reasons the measures without a value have none, once each (as the CLI lists them). */
function reasons(report: AnalyzeReport): HTMLElement[] {
  const noMeaning = new Map<string, string>();
  const notComputed = new Map<string, string>();
  for (const v of report.variants)
    for (const name of MEASURE_NAMES) {
      const m = v.measures[name];
      if (!hasMeaning(m)) noMeaning.set(name, m.reason);
      else if (m.value === null && m.note) notComputed.set(name, m.note.replace(/^not computed yet: /, ''));
    }
  const list = (title: string, id: string, entries: Map<string, string>): HTMLElement[] => {
    if (entries.size === 0) return [];
    const ul = element('ul', undefined, 'reasons');
    ul.id = id;
    for (const [name, reason] of entries) {
      const li = element('li');
      li.append(element('strong', MEASURE_LABELS[name as MeasureName]), ': ', ...pageWords(reason));
      ul.append(li);
    }
    return [element('h3', title), ul];
  };
  return [
    ...list('No meaning for this game', 'analysis-no-meaning', noMeaning),
    ...list('Not computed', 'analysis-not-computed', notComputed),
  ];
}

/** Said once, above the table, when every variant has one player of a game that takes more: most
 *  measures are about who leads and who wins, and say "no meaning" alone. */
function onePlayerNote(report: AnalyzeReport): HTMLElement[] {
  const alone = report.variants.every((v) => v.players === 1);
  const takesMore = isPageGame(report.game) && (webGame(report.game).maxPlayers ?? 1) > 1;
  if (!alone || !takesMore) return [];
  const p = element(
    'p',
    'One player: the measures of who leads and who wins (fairness, drama, lead changes, comebacks…) have no meaning in a game played alone, so most rows below say so. Choose 2 or more players to see them.',
    'note',
  );
  p.id = 'analysis-one-player';
  return [p];
}

/** The whole analysis; `names` are the variants' names for people (a board of one's own is
 *  "custom" in the report), their presets' by default. */
export function renderAnalysis(
  report: AnalyzeReport,
  names: readonly string[] = report.variants.map((v) => v.preset),
): HTMLElement {
  const titles = report.variants.map((v, j) => variantTitle(names[j]!, v));
  const played = report.variants.some((v) => v.games > 0);
  const root = studySection(
    'analysis',
    'Analysis: every design measure',
    report,
    played
      ? [['games', 'int'], ' games per variant · seed ', ['seed', 'text'], ` · ${titles.join(' · ')}`]
      : [`${titles.join(' · ')} · every value exact (no games played)`],
  );
  root.append(
    element(
      'p',
      'Each measure with its 95% interval; where the maths allows, the exact value and how many standard errors the simulation is from it (z). The measures are CardStock’s (order to meaningful moves), Ludii’s (advantage to coverage), then what players ask.',
      'help',
    ),
    ...onePlayerNote(report),
    measuresTable(report, names),
    ...useDifferencesTable(report, names),
    ...reasons(report),
  );
  report.variants.forEach((_, j) => root.append(...variantDetails(report, j, names[j]!)));
  root.append(reportJson(report, `boardsim-analyze-${report.game}-seed${report.seed}.json`));
  return root;
}
