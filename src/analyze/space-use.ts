// The board's special squares in an analysis: each jump (Snakes and Ladders' snakes and ladders,
// Candy Land's shortcuts, in `details.jumps`) and each licorice space (`details.licorice`), with
// the share of players' games that used it at least once; and, between variants, the difference
// for each one both boards have.

import type { MeasureValue } from './measure.js';
import { type VariantReport, differenceOf } from './report.js';

/** A snake, ladder or shortcut: `details.jumps`. */
export interface JumpUseEntry {
  readonly from: number;
  readonly to: number;
  readonly kind: 'ladder' | 'snake' | 'shortcut';
  readonly everUsed: MeasureValue;
}

/** A licorice space and its rule: `details.licorice`. */
export interface LicoriceUseEntry {
  readonly space: number;
  readonly rule: string;
  readonly everUsed: MeasureValue;
}

/** One special square of a variant: its table, what identifies it there, a label that names it
 *  (the same on every board that has it), its rule where it has one. */
export interface UseRow {
  readonly table: 'jumps' | 'licorice';
  readonly id: { from: number; to: number; kind: string } | { space: number };
  readonly label: string;
  readonly rule?: string;
  readonly everUsed: MeasureValue;
}

/** The variant's special squares, jumps first. */
export function useRows(v: VariantReport): UseRow[] {
  const jumps = (v.details?.['jumps'] ?? []) as readonly JumpUseEntry[];
  const licorice = (v.details?.['licorice'] ?? []) as readonly LicoriceUseEntry[];
  return [
    ...jumps.map(({ from, to, kind, everUsed }) => ({
      table: 'jumps' as const,
      id: { from, to, kind },
      label: `${kind} ${from} -> ${to}`,
      everUsed,
    })),
    ...licorice.map(({ space, rule, everUsed }) => ({
      table: 'licorice' as const,
      id: { space },
      label: `licorice ${space}`,
      rule,
      everUsed,
    })),
  ];
}

/** A later variant's use of a special square minus the first variant's. */
export type UseDifference = {
  readonly table: 'jumps' | 'licorice';
  readonly label: string;
  readonly variant: number;
  readonly difference: number;
  readonly ci95: [number, number] | null;
} & UseRow['id'];

/** For each later variant, the difference in each special square the first variant also has. */
export function useDifferences(variants: readonly VariantReport[]): UseDifference[] {
  const [first, ...rest] = variants;
  if (!first) return [];
  // the same square has the same label (a licorice space's rule may differ)
  const base = new Map(useRows(first).map((row) => [row.label, row.everUsed]));
  return rest.flatMap((v, i) =>
    useRows(v).flatMap((row) => {
      const a = base.get(row.label);
      const d = a && differenceOf(a, row.everUsed);
      return d ? [{ table: row.table, ...row.id, label: row.label, variant: i + 1, ...d }] : [];
    }),
  );
}
