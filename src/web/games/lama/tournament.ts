// L.A.M.A.'s tournament table (`boardsim tournament`): for each player count, a matrix of win rates:
// row, one seat of that strategy; column, the strategy in every other seat; with Wilson's interval
// and the fair share 1/n to compare with.

import type { TournamentReport } from '../../../games/lama/studies.js';
import { diceParts, element, studySection, reportJson, row, shown, table } from '../../dom.js';
import { noteParagraph } from '../../notes.js';
import { FORMATS, duration } from '../../format.js';

/** The matrix for `players`; `root` is the report shown, the tournament at `path` in it (the
 *  numbers carry their keys from the root). */
function matrix(root: unknown, report: TournamentReport, path: string, players: number): HTMLElement {
  const names = report.strategies;
  const rows = names.map((strategy) =>
    row([
      strategy,
      ...names.map((field) => {
        const i = report.cells.findIndex(
          (c) => c.players === players && c.strategy === strategy && c.field === field,
        );
        const td = element('td');
        if (i === -1) td.textContent = '—';
        else {
          const cell = report.cells[i]!;
          td.className =
            cell.ci95[0] > cell.fairShare ? 'above' : cell.ci95[1] < cell.fairShare ? 'below' : '';
          td.append(
            shown('span', root, `${path}cells.${i}.winRate`, 'pct1'),
            ' (',
            shown('span', root, `${path}cells.${i}.ci95.0`, 'pct1'),
            ' – ',
            shown('span', root, `${path}cells.${i}.ci95.1`, 'pct1'),
            ')',
          );
        }
        return td;
      }),
    ]),
  );
  const id = `${path.replaceAll('.', '-')}tournament-${players}`;
  return table(['one seat of ↓', ...names.map((n) => `vs ${n}`)], rows, id);
}

/** How to read the matrices, and one for each player count. `root` is the report shown, the
 *  tournament at `path` in it ("" for the tournament itself, "tournament." in a ladder). */
export function tournamentTables(root: unknown, report: TournamentReport, path: string): HTMLElement[] {
  return [
    element(
      'p',
      'Row: one seat of that strategy, rotated through every seat; column: the strategy in every other seat. Win rate of the row with its 95% interval (Wilson); green above the fair share, red below.',
      'help',
    ),
    ...report.players.flatMap((n) => [
      element('h3', `${n} players (a fair share is ${FORMATS.pct1(1 / n)})`),
      matrix(root, report, path, n),
    ]),
  ];
}

/** The tournament: the run line, a matrix per player count, the notes and the report. */
export function renderTournament(report: TournamentReport): HTMLElement {
  const root = studySection('tournament', 'Tournament: every strategy against every other', report, [
    ['gamesPerCell', 'int'],
    ' games per cell · rules ',
    ['preset', 'text'],
    ` · ${report.mode} · seed `,
    ['seed', 'text'],
    ...diceParts(report, 'dice'),
    ` · ${duration(report.elapsedMs)} on ${report.threads} Web Worker${report.threads > 1 ? 's' : ''}`,
  ]);
  root.append(...tournamentTables(report, report, ''));
  for (const note of report.notes) root.append(noteParagraph(note));
  root.append(reportJson(report, `boardsim-tournament-lama-seed${report.seed}.json`));
  return root;
}
