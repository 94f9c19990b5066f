// Tables as CSV (`--format csv`), for spreadsheets and plotting without jq: a run's histograms with
// the exact distribution beside them, its seats, an ablation's variants. RFC 4180: a header row,
// commas, CRLF-free lines ending in \n, a field quoted when it holds a comma, a quote or a line
// break. Numbers are written as JSON writes them (full precision; an empty field where there is
// none). Hand-written rather than a library: the fields are numbers and short names, and these
// few lines are the whole of the format.

import type { AblationReport } from './ablation.js';
import type { SimulationReport } from './simulation.js';

type Cell = string | number | undefined | null;

function field(cell: Cell): string {
  if (cell === undefined || cell === null || (typeof cell === 'number' && !Number.isFinite(cell))) return '';
  const text = String(cell);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvText(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\n') + '\n';
}

/** The tables `simulate --format csv --table NAME` prints. */
export const SIMULATION_TABLES = ['histogram', 'seats'] as const;
export type SimulationTable = (typeof SIMULATION_TABLES)[number];

/** One row per value of each metric's histogram: its count, its share of the metric's values, and
 *  the exact probability where the game has one for that metric (`exactPmf`, of the main metric). */
export function simulationCsv(
  report: SimulationReport,
  table: SimulationTable,
  exactPmf?: readonly number[],
): string {
  if (table === 'seats') {
    const exactSeats = (report.exact as { seats?: { winProbability?: number }[] } | undefined)?.seats;
    return csvText(
      ['seat', 'wins', 'winRate', 'ci95Low', 'ci95High', 'exactWinProbability'],
      report.seats.map((s, i) => [
        i + 1,
        s.wins,
        s.winRate,
        s.ci95[0],
        s.ci95[1],
        exactSeats?.[i]?.winProbability,
      ]),
    );
  }
  const names = Object.keys(report.metrics);
  const rows = names.flatMap((name, i) => {
    const { histogram } = report.metrics[name]!;
    const values = histogram.reduce((sum, [, count]) => sum + count, 0);
    return histogram.map(([value, count]) => [
      name,
      value,
      count,
      count / values,
      i === 0 && exactPmf ? (exactPmf[value] ?? 0) : undefined,
    ]);
  });
  return csvText(['metric', 'value', 'count', 'share', 'exact'], rows);
}

/** One row per variant and metric: its mean with its interval, and the feature's effect with its
 *  interval (empty on the standard game's rows). */
export function ablationCsv(report: AblationReport): string {
  const rows = report.variants.flatMap((v) =>
    Object.entries(v.metrics).map(([metric, m]) => {
      const e = v.effect?.[metric];
      return [
        v.name,
        v.label,
        v.feature,
        metric,
        m.mean,
        m.ci95[0],
        m.ci95[1],
        m.sd,
        m.median,
        e?.difference,
        e?.ci95[0],
        e?.ci95[1],
      ];
    }),
  );
  return csvText(
    [
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
    ],
    rows,
  );
}
