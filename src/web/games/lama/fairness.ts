// L.A.M.A.'s seat study (`boardsim fairness`): at tables where every seat plays one strategy, each
// seat's win rate against the fair share 1/n, for one round and for whole games.

import type { FairnessReport } from '../../../games/lama/studies.js';
import { diceParts, element, studySection, interval, reportJson, row, shown, table } from '../../dom.js';
import { noteParagraph } from '../../notes.js';
import { duration } from '../../format.js';

function rowsTable(report: FairnessReport, strategy: string, rounds: number | null): HTMLElement {
  const most = Math.max(...report.players);
  const rows = report.rows.flatMap((r, i) => {
    if (r.strategy !== strategy || r.rounds !== rounds) return [];
    const seats = Array.from({ length: most }, (_, seat) =>
      seat < r.players ? shown('td', report, `rows.${i}.seats.${seat}.winRate`, 'pct1') : '',
    );
    return [
      row([
        String(r.players),
        shown('td', report, `rows.${i}.fairShare`, 'pct2'),
        shown('td', report, `rows.${i}.seats.0.winRate`, 'pct2'),
        interval(report, `rows.${i}.seats.0.ci95`, 'pct2'),
        shown('td', report, `rows.${i}.firstSeatZ`, 'fixed2'),
        ...seats,
      ]),
    ];
  });
  const id = `fairness-${strategy.replace(/[^a-z0-9]/g, '-')}-${rounds === null ? 'games' : 'round'}`;
  return table(
    [
      'players',
      'fair share',
      'seat 1 wins',
      '95% CI (Wilson)',
      'z',
      ...Array.from({ length: most }, (_, s) => `seat ${s + 1}`),
    ],
    rows,
    id,
  );
}

/** The seat study: a table per strategy, for one round and for whole games. */
export function renderFairness(report: FairnessReport): HTMLElement {
  const root = studySection('fairness', 'Seat fairness: every seat playing one strategy', report, [
    ['gamesPerTable', 'int'],
    ' games per table · rules ',
    ['preset', 'text'],
    ' · seed ',
    ['seed', 'text'],
    ...diceParts(report, 'dice'),
    ` · ${duration(report.elapsedMs)}`,
  ]);
  for (const strategy of report.strategies) {
    for (const rounds of [1, null]) {
      root.append(
        element('h3', `All ${strategy}, ${rounds === null ? 'whole games' : 'one round'}`),
        rowsTable(report, strategy, rounds),
      );
    }
  }
  for (const note of report.notes) root.append(noteParagraph(note));
  root.append(reportJson(report, `boardsim-fairness-lama-seed${report.seed}.json`));
  return root;
}
