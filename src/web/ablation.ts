// Candy Land's ablation table (`boardsim ablate`): the game as configured and without each feature,
// each variant's mean with its interval, and each feature's effect with its interval. Drawn from the
// finished report only, so never half a table.

import type { AblationReport } from '../api/ablate.js';
import { element, studySection, interval, reportJson, row, shown, table } from './dom.js';
import { noteParagraph } from './notes.js';
import { duration } from './format.js';

const METRIC_TITLES: Record<string, (players: number) => string> = {
  turns: (players) => (players === 1 ? 'Turns per game' : "The winner's turns"),
  moves: () => 'Moves: turns of all players together',
};

function metricTable(report: AblationReport, metric: string): HTMLElement {
  const rows = report.variants.map((variant, i) => {
    const at = `variants.${i}`;
    const effect = element('td');
    if (variant.effect) {
      effect.append(
        `${variant.feature}: `,
        shown('span', report, `${at}.effect.${metric}.difference`, 'signed2'),
        ' (',
        shown('span', report, `${at}.effect.${metric}.ci95.0`, 'signed2'),
        ' to ',
        shown('span', report, `${at}.effect.${metric}.ci95.1`, 'signed2'),
        ')',
      );
    } else if (variant.feature !== undefined) effect.append(`${variant.feature}: already left out`);
    return row([
      variant.label,
      shown('td', report, `${at}.seed`, 'text'),
      shown('td', report, `${at}.metrics.${metric}.mean`, 'fixed4'),
      interval(report, `${at}.metrics.${metric}.ci95`, 'fixed4'),
      shown('td', report, `${at}.metrics.${metric}.sd`, 'fixed2'),
      shown('td', report, `${at}.metrics.${metric}.median`, 'int'),
      effect,
    ]);
  });
  return table(
    [
      'variant',
      'seed',
      'mean',
      '95% CI of the mean',
      'sd',
      'median',
      'effect of the feature (standard − without, 95% CI)',
    ],
    rows,
    `ablation-${metric}`,
  );
}

/** The ablation tables, one per metric, with the run line and the report. */
export function renderAblation(report: AblationReport): HTMLElement {
  const who = report.players === 1 ? '1 player' : `${report.players} players`;
  const root = studySection('ablation', 'Ablation: the game without each feature', report, [
    ['games', 'int'],
    ` ${report.games === 1 ? 'game' : 'games'} a variant · board `,
    ['preset', 'text'],
    ` · ${who} · seed `,
    ['seed', 'text'],
    ` (variant i uses seed + i) · ${duration(report.elapsedMs)}`,
  ]);
  for (const metric of Object.keys(report.variants[0]?.metrics ?? {})) {
    root.append(
      element('h3', METRIC_TITLES[metric]?.(report.players) ?? metric),
      metricTable(report, metric),
    );
  }
  for (const note of new Set(report.variants.flatMap((v) => v.notes ?? []))) root.append(noteParagraph(note));
  root.append(reportJson(report, `boardsim-ablate-${report.game}-${report.preset}-seed${report.seed}.json`));
  return root;
}
