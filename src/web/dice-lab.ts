// The dice lab's battery (`boardsim rng test`): the three chi-square tests with their p-values and
// the verdict, each face's count against its share, the die's exact face probabilities (its range
// method's bias, from src/lab/bias.ts), and how far each face is from a fair die's count.

import * as Plot from '@observablehq/plot';
import type { BatteryReport } from '../lab/battery.js';
import { dieFaceProbabilities } from '../lab/bias.js';
import { VISIBLE_P } from '../lab/game.js';
import { isReproducible, parseDice } from '../rng/dice.js';
import { namedChart } from './charts.js';
import { element, reportJson, row, shown, studySection, table } from './dom.js';
import { FORMATS, duration } from './format.js';

const TESTS = [
  ['faces', 'face frequencies against 1/n'],
  ['pairs', 'non-overlapping consecutive pairs against 1/n²'],
  ['runs', 'lengths of runs of one face against the geometric law'],
] as const;

function testsTable(report: BatteryReport): HTMLElement {
  const rows = TESTS.map(([name, what]) =>
    row([
      name,
      what,
      shown('td', report, `tests.${name}.statistic`, 'fixed1'),
      shown('td', report, `tests.${name}.degreesOfFreedom`, 'int'),
      shown('td', report, `tests.${name}.pValue`, 'pValue'),
    ]),
  );
  return table(['test', 'of', 'chi-square', 'df', 'p-value'], rows, 'battery-tests');
}

/** Each face: its count and share of the rolls, the die's exact probability, and its distance
 *  from a fair die's count in standard deviations. */
function facesTable(report: BatteryReport, exact: readonly number[] | undefined): HTMLElement {
  const fair = 1 / report.faces;
  const sd = Math.sqrt(report.rolls * fair * (1 - fair));
  const rows = report.counts.faces.map((count, v) =>
    row([
      String(v + 1),
      shown('td', report, `counts.faces.${v}`, 'int'),
      FORMATS.pct3(count / report.rolls),
      exact?.[v] === undefined ? '–' : exact[v].toPrecision(7),
      FORMATS.signed2((count - report.rolls * fair) / sd),
    ]),
  );
  return table(['face', 'rolls', 'share', 'exact probability', '(rolls − fair) / sd'], rows, 'battery-faces');
}

/** Bars: each face's distance from a fair die's count, in standard deviations; dashed: ±1.96. */
function facesChart(report: BatteryReport, width: number): HTMLElement {
  const fair = 1 / report.faces;
  const sd = Math.sqrt(report.rolls * fair * (1 - fair));
  const data = report.counts.faces.map((count, v) => ({
    face: v + 1,
    z: (count - report.rolls * fair) / sd,
  }));
  const chart = Plot.plot({
    ariaLabel: `Each face's count minus a fair die's, in standard deviations: ${data.map((d) => `face ${d.face} ${FORMATS.signed2(d.z)}`).join(', ')}`,
    width,
    height: 240,
    marginLeft: 56,
    x: { label: 'face', type: 'band' },
    y: {
      label: '↑ (rolls − fair) / sd',
      grid: true,
      domain: [Math.min(-3, ...data.map((d) => d.z)), Math.max(3, ...data.map((d) => d.z))],
    },
    marks: [
      Plot.barY(data, { x: 'face', y: 'z', fill: 'var(--simulated)' }),
      Plot.ruleY([-1.96, 1.96], { stroke: 'var(--exact)', strokeDasharray: '4 3' }),
      Plot.ruleY([0]),
    ],
  });
  const figure = element('figure');
  figure.append(
    element(
      'p',
      "Each face's count minus a fair die's, in standard deviations; dashed: ±1.96, inside which a fair die's face falls 95% of the time.",
      'help',
    ),
    namedChart(chart),
  );
  return figure;
}

/** The battery's report drawn: run line, tests, verdict, faces and the report itself. */
export function renderDiceBattery(report: BatteryReport, width: number): HTMLElement {
  const spec = parseDice(report.dice);
  const root = studySection('battery', 'Dice lab: three tests of a die’s rolls', report, [
    ['dice', 'text'],
    ': ',
    ['rolls', 'int'],
    ' rolls of a d',
    ['faces', 'int'],
    ' · seed ',
    ['seed', 'text'],
    ` · ${duration(report.elapsedMs)}${isReproducible(spec) ? '' : ' (not reproducible: the host generator cannot be seeded)'}`,
  ]);
  const fails = report.worstPValue < VISIBLE_P;
  const verdict = element('p', undefined, fails ? 'verdict fails' : 'verdict');
  verdict.append(
    'Worst ',
    shown('span', report, 'worstPValue', 'pValue'),
    fails ? `: FAILS (p < ${VISIBLE_P})` : ` (passes at p >= ${VISIBLE_P})`,
  );
  root.append(testsTable(report), verdict, element('h3', 'Faces'), facesChart(report, width));
  root.append(
    element(
      'p',
      spec.generator === 'xorshift128'
        ? 'Exact probability: what the range method gives from this xorshift128, whose words never set their top bit.'
        : 'Exact probability: what the range method gives from perfectly uniform 32-bit words (the bias of the method alone, not of the generator).',
      'help',
    ),
    facesTable(report, dieFaceProbabilities(spec, report.faces)),
    reportJson(report, `boardsim-rng-test-${report.dice}-seed${report.seed}.json`),
  );
  return root;
}
