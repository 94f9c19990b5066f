// --format csv (issue 36): a run's histograms with the exact distribution beside them, its seats,
// an ablation's variants and a merged run, as CSV a spreadsheet or a plotting library reads
// without jq; the numbers are the --json report's, to the last digit.

import { describe, expect, test } from 'vitest';
import type { SimulationReport } from '../src/report/simulation.js';
import type { AblationReport } from '../src/report/ablation.js';
import { csvText } from '../src/report/csv.js';
import { runCli } from './helpers.js';

/** The rows of a CSV text (no field here is quoted), the header first. */
function rows(text: string): string[][] {
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trimEnd()
    .split('\n')
    .map((line) => line.split(','));
}

const number = (cell: string | undefined) => (cell === '' || cell === undefined ? undefined : Number(cell));

describe('--format csv', () => {
  const run = [
    'simulate',
    'snakes',
    '--preset',
    'classic',
    '--players',
    '2',
    '--games',
    '20000',
    '--seed',
    '4',
  ];

  test('simulate: one row per value of each histogram, its share, and the exact probability of the main metric', async () => {
    const [csv, json] = await Promise.all([
      runCli([...run, '--format', 'csv', '--quiet']),
      runCli([...run, '--json', '--quiet']),
    ]);
    expect(csv.code).toBe(0);
    const report = JSON.parse(json.stdout) as SimulationReport;
    const [header, ...body] = rows(csv.stdout);
    expect(header).toEqual(['metric', 'value', 'count', 'share', 'exact']);
    for (const [name, metric] of Object.entries(report.metrics)) {
      const mine = body.filter((r) => r[0] === name);
      expect(mine.map((r) => [Number(r[1]), Number(r[2])])).toEqual(metric.histogram);
      const all = metric.histogram.reduce((sum, [, count]) => sum + count, 0);
      for (const r of mine) expect(Number(r[3])).toBe(Number(r[2]) / all);
    }
    // the exact distribution of turns, beside its histogram: probabilities that add up to about 1
    const exact = body.filter((r) => r[0] === 'turns').map((r) => number(r[4])!);
    expect(exact.every((p) => p > 0 && p < 1)).toBe(true);
    expect(exact.reduce((a, b) => a + b, 0)).toBeGreaterThan(0.99);
    expect(body.filter((r) => r[0] !== 'turns').every((r) => r[4] === '')).toBe(true);
  });

  test('simulate --table seats: each seat with its interval and exact probability', async () => {
    const [csv, json] = await Promise.all([
      runCli([...run, '--format', 'csv', '--table', 'seats', '--quiet']),
      runCli([...run, '--json', '--quiet']),
    ]);
    const report = JSON.parse(json.stdout) as SimulationReport & {
      exact: { seats: { winProbability: number }[] };
    };
    expect(rows(csv.stdout)).toEqual([
      ['seat', 'wins', 'winRate', 'ci95Low', 'ci95High', 'exactWinProbability'],
      ...report.seats.map((s, i) => [
        String(i + 1),
        String(s.wins),
        String(s.winRate),
        String(s.ci95[0]),
        String(s.ci95[1]),
        String(report.exact.seats[i]!.winProbability),
      ]),
    ]);
  });

  test('ablate: one row per variant and metric, the effect empty on the standard game', async () => {
    const args = ['ablate', 'candyland', '--preset', 'seed000', '--games', '3000', '--seed', '2', '--quiet'];
    const [csv, json] = await Promise.all([
      runCli([...args, '--format', 'csv']),
      runCli([...args, '--json']),
    ]);
    const report = JSON.parse(json.stdout) as AblationReport;
    const [header, ...body] = rows(csv.stdout);
    expect(header).toEqual([
      'variant',
      'label',
      'feature',
      'metric',
      'mean',
      'ci95Low',
      'ci95High',
      'sd',
      'median',
      'effect',
      'effectCi95Low',
      'effectCi95High',
    ]);
    const expected = report.variants.flatMap((v) =>
      Object.entries(v.metrics).map(([metric, m]) => [
        v.name,
        metric,
        m.mean,
        v.effect?.[metric]?.difference,
      ]),
    );
    expect(body.map((r) => [r[0], r[3], Number(r[4]), number(r[9])])).toEqual(expected);
    expect(body[0]![9]).toBe('');
  });

  test.each([
    [['--format', 'csv', '--json'], '--format: csv and --json: choose one'],
    [['--table', 'seats'], '--table: is a table of --format csv'],
    [['--format', 'xml'], "argument 'xml' is invalid"],
  ])('%j is refused before any work: exit 2', async (flags, message) => {
    const result = await runCli([...run, ...flags]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
  });
});

describe('csvText', () => {
  test('quotes a field with a comma, a quote or a line break (RFC 4180); leaves the others', () => {
    expect(
      csvText(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['two\nlines', 1.5],
          [undefined, Number.NaN],
        ],
      ),
    ).toBe('a,b\n"x,y","say ""hi"""\n"two\nlines",1.5\n,\n');
  });
});
