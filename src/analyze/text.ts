// The text form of an analysis: one line per measure (value, 95% interval, exact value and the
// distance from it in standard errors), or one column per variant and their differences.

import { type Measure, type MeasureValue, hasMeaning } from './measure.js';
import { type AnalyzeReport, MEASURE_NAMES, type VariantReport } from './report.js';
import { useRows } from './space-use.js';
import { grouped } from '../core/digits.js';

const digits = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(1) : x.toFixed(4));

function interval(ci: [number, number] | null): string {
  return ci ? `[${digits(ci[0])}, ${digits(ci[1])}]` : '';
}

/** "+0.0123 [lo, hi]": a later variant's difference from the first. */
function signedDifference(d: { difference: number; ci95: [number, number] | null }): string {
  return `${d.difference >= 0 ? '+' : ''}${digits(d.difference)} ${interval(d.ci95)}`;
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
  // a game's own name for the variant beside its preset (Pig: the seats' policies)
  const label = v.details?.['label'];
  const suffix = typeof label === 'string' ? ` (${label})` : '';
  return `${name}, ${v.players} player${v.players === 1 ? '' : 's'}${suffix}`;
}

/** The lines a game adds under its measures (`details.lines`: its own findings, such as a score's
 *  distribution), under the variant's title when there are several. */
function gameLines(r: AnalyzeReport, names: readonly string[]): string[] {
  return r.variants.flatMap((v, i) => {
    const lines = v.details?.['lines'];
    if (!Array.isArray(lines) || lines.length === 0) return [];
    const head = r.variants.length === 1 ? [] : [`  ${variantTitle(v, names[i])}:`];
    const indent = r.variants.length === 1 ? '  ' : '    ';
    return ['', ...head, ...lines.map((line) => `${indent}${String(line)}`)];
  });
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
  const uses = useRows(v);
  if (uses.length > 0) lines.push('', `  ${USE_TITLE}:`);
  for (const { label, rule, everUsed } of uses) {
    const name = rule ? `${label} (${rule})` : label;
    lines.push(`    ${name.padEnd(USE_LABEL)} ${cell(everUsed).padEnd(32)} ${exactPart(everUsed)}`.trimEnd());
  }
  return lines;
}

const USE_TITLE = "used at least once (share of players' games)";
const USE_LABEL = 22;

/** The special squares of every variant side by side, with each later one's difference. */
function usesSideBySide(r: AnalyzeReport, width: number): string[] {
  const rows = new Map<string, string[]>();
  r.variants.forEach((v, i) =>
    useRows(v).forEach(({ label, everUsed }) => {
      const row = rows.get(label) ?? r.variants.map(() => '');
      row[i] = cell(everUsed);
      rows.set(label, row);
    }),
  );
  if (rows.size === 0) return [];
  const diffs = new Map<string, string[]>();
  for (const d of r.useDifferences ?? []) {
    diffs.set(d.label, [...(diffs.get(d.label) ?? []), signedDifference(d)]);
  }
  const lines = ['', `  ${USE_TITLE}:`];
  for (const [label, cells] of rows)
    lines.push(
      `    ${label.padEnd(USE_LABEL - 2)} ${cells.map((c) => c.padEnd(width)).join(' ')} ${(diffs.get(label) ?? []).join('; ')}`.trimEnd(),
    );
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
      .map(signedDifference)
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
  lines.push(...usesSideBySide(r, width));
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

/** Why a variant's exact values are missing or partial (a board too large for the pair chain, a
 *  solve that did not settle), where it says so: without it a reader sees only absent values. */
function exactNoteLines(r: AnalyzeReport, names: readonly string[]): string[] {
  return r.variants.flatMap((v, i) => {
    const note = v.details?.['exactNote'];
    if (typeof note !== 'string') return [];
    const whose = r.variants.length === 1 ? '' : ` (${variantTitle(v, names[i])})`;
    return ['', `  exact values${whose}: ${note}`];
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
      : `analyze ${title}: ${grouped(r.games)} ${r.games === 1 ? 'game' : 'games'} each, seed ${r.seed}`,
    '  value [95% interval]; exact values where the maths allows, z = (value - exact) / standard error',
    '',
  ];
  lines.push(...(r.variants.length === 1 ? singleVariant(r.variants[0]!) : sideBySide(r, names)));
  lines.push(
    ...gameLines(r, names),
    ...exactNoteLines(r, names),
    ...orderPlayerLines(r),
    ...publishedLines(r),
  );
  return lines.join('\n');
}
