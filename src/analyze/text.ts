// The text form of an analysis: one line per measure (value, 95% interval, exact value and the
// distance from it in standard errors), or one column per variant and their differences.

import { type Measure, type MeasureValue, hasMeaning } from './measure.js';
import { type AnalyzeReport, MEASURE_NAMES, type VariantReport } from './report.js';

const digits = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(1) : x.toFixed(4));

function interval(ci: [number, number] | null): string {
  return ci ? `[${digits(ci[0])}, ${digits(ci[1])}]` : '';
}

/** "value [lo, hi]", or the reason there is none. */
function cell(m: Measure): string {
  if (!hasMeaning(m)) return 'no meaning';
  if (m.value === null) return m.note ?? 'no value';
  return `${digits(m.value)} ${interval(m.ci95)}`.trim();
}

function exactPart(m: MeasureValue): string {
  if (m.exact === undefined || m.method === 'exact') return '';
  return `exact ${digits(m.exact)}${m.zExact === undefined ? '' : ` (z ${m.zExact.toFixed(2)})`}`;
}

function variantTitle(v: VariantReport, name = v.preset): string {
  return `${name}, ${v.players} player${v.players === 1 ? '' : 's'}`;
}

function singleVariant(v: VariantReport): string[] {
  const lines = MEASURE_NAMES.map((name) => {
    const m = v.measures[name];
    if (!hasMeaning(m)) return `  ${name.padEnd(22)} no meaning for this game: ${m.reason}`;
    const note = m.value !== null && m.ci95 === null && m.note ? `  (${m.note})` : '';
    const shown = m.value === null ? (m.note ?? 'no value') : cell(m);
    return `  ${name.padEnd(22)} ${shown.padEnd(32)} ${exactPart(m)}${note}`.trimEnd();
  });
  if (v.seats.length > 0) lines.push('', '  seats (win rate):');
  v.seats.forEach((s, i) => lines.push(`    seat ${i + 1}  ${cell(s).padEnd(32)} ${exactPart(s)}`.trimEnd()));
  if (v.durationPercentiles) {
    const p = v.durationPercentiles;
    lines.push(
      '',
      `  duration (${v.durationUnit}): p5 ${p.p5}, p25 ${p.p25}, median ${p.p50}, p75 ${p.p75}, p95 ${p.p95}, p99 ${p.p99}`,
    );
  }
  const byMove = v.details?.['byMove'] as
    | {
        move: number;
        positions: number;
        deadEndShare: number;
        branching: number;
        randomPlayBranching: number;
      }[]
    | undefined;
  if (byMove) {
    lines.push('', '  move  positions  dead-end share  branching  branching under random play');
    for (const m of byMove)
      lines.push(
        `  ${String(m.move).padStart(4)}  ${String(m.positions).padStart(9)}  ${m.deadEndShare.toFixed(4).padStart(14)}  ${m.branching.toFixed(3).padStart(9)}  ${m.randomPlayBranching.toFixed(3).padStart(9)}`,
      );
  }
  if (v.leaderWinsByMove && v.leaderWinsByMove.length > 0) {
    lines.push('', '  P(the sole leader after move t wins):');
    for (const { move, value } of v.leaderWinsByMove)
      lines.push(`    t = ${String(move).padEnd(4)} ${cell(value).padEnd(32)} ${exactPart(value)}`.trimEnd());
  }
  return lines;
}

function sideBySide(r: AnalyzeReport, names: readonly string[]): string[] {
  const width = 30;
  const head = `  ${'measure'.padEnd(22)} ${r.variants.map((v, i) => variantTitle(v, names[i]).padEnd(width)).join(' ')} difference (vs ${names[0]})`;
  const lines = [head];
  for (const name of MEASURE_NAMES) {
    const cells = r.variants.map((v) => cell(v.measures[name]).padEnd(width)).join(' ');
    const diffs = (r.differences ?? [])
      .filter((d) => d.measure === name)
      .map((d) => `${d.difference >= 0 ? '+' : ''}${digits(d.difference)} ${interval(d.ci95)}`)
      .join('; ');
    lines.push(`  ${name.padEnd(22)} ${cells} ${diffs}`.trimEnd());
  }
  const reasons = new Map<string, string>();
  for (const v of r.variants)
    for (const name of MEASURE_NAMES) {
      const m = v.measures[name];
      if (!hasMeaning(m)) reasons.set(name, m.reason);
    }
  if (reasons.size > 0) {
    lines.push('', '  no meaning for this game:');
    for (const [name, reason] of reasons) lines.push(`    ${name}: ${reason}`);
  }
  return lines;
}

/** Which player `order` measured, where a variant names it (L.A.M.A.): once for all variants. */
function orderPlayerLines(r: AnalyzeReport): string[] {
  const readings = r.variants.map((v) => (v.details?.['readings'] as { order?: unknown } | undefined)?.order);
  const sentences = [...new Set(readings.filter((x): x is string => typeof x === 'string'))];
  return sentences.length === 0 ? [] : ['', ...sentences.map((x) => `  order: ${x}`)];
}

/** CardStock's published figures, where a variant carries them. */
function publishedLines(r: AnalyzeReport): string[] {
  return r.variants.flatMap((v) => {
    const published = v.details?.['published'] as Record<string, unknown> | undefined;
    if (!published) return [];
    const { source, ...values } = published;
    const figures = Object.entries(values)
      .map(([k, x]) => `${k} ${String(x)}`)
      .join(', ');
    return ['', `  published for ${v.players} players (${String(source)}): ${figures}`];
  });
}

/** The report as text; `names` are the variants' names (default: their presets, `custom` for a
 *  board), such as the files their boards came from. */
export function formatAnalysis(
  r: AnalyzeReport,
  names: readonly string[] = r.variants.map((v) => v.preset),
): string {
  const title =
    r.variants.length === 1
      ? `${r.game} ${variantTitle(r.variants[0]!, names[0])}`
      : `${r.game}: ${r.variants.map((v, i) => variantTitle(v, names[i])).join(' vs ')}`;
  const lines = [
    r.variants.every((v) => v.games === 0)
      ? `analyze ${title}: every value exact (no games played)`
      : `analyze ${title}: ${r.games.toLocaleString('en-US')} games each, seed ${r.seed}`,
    '  value [95% interval]; exact values where the maths allows, z = (value - exact) / standard error',
    '',
  ];
  lines.push(...(r.variants.length === 1 ? singleVariant(r.variants[0]!) : sideBySide(r, names)));
  lines.push(...orderPlayerLines(r), ...publishedLines(r));
  return lines.join('\n');
}
