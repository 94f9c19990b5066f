// Every seat's policy as a hold table (solve.ts): the one form the kernel, the twin and the exact
// solver read. Optimal play and a best response come from the solver; the simple rules are written
// out cell by cell.

import { RecentMap } from '../../core/recent.js';
import type { PigConfig } from './schema.js';
import { type HoldTable, type Side, policyRowBytes, solvePig } from './solve.js';
import { type PigStrategy, strategySpec } from './strategies.js';

/** Fills a table from `holdFrom(i, j)`: the seat holds from that turn total up (never below 1). */
function thresholdTable(goal: number, holdFrom: (i: number, j: number) => number): HoldTable {
  const rowBytes = policyRowBytes(goal);
  const table = new Uint8Array(goal * goal * rowBytes);
  for (let i = 0; i < goal; i++)
    for (let j = 0; j < goal; j++) {
      const row = (i * goal + j) * rowBytes;
      for (let k = Math.max(1, holdFrom(i, j)); k < goal; k++) table[row + (k >> 3)]! |= 1 << (k & 7);
    }
  return table;
}

/** Neller and Presser (2010), "keep pace and end race", for a race to 100: when either score is 71
 *  or more, roll on until the goal; else hold at 21 + round((j − i) / 8), halves rounded up. */
function keepPace(goal: number): HoldTable {
  return thresholdTable(goal, (i, j) => (i >= 71 || j >= 71 ? goal : 21 + Math.round((j - i) / 8)));
}

/** Optimal tables already solved, by goal and die. */
const optimalTables = new RecentMap<string, HoldTable>(2);

/** The optimal policy's table (optimal play against optimal play; the same for either seat). */
export function optimalTable(goal: number, faces: number): HoldTable {
  return optimalTables.getOrSet(
    `${goal}/${faces}`,
    () => solvePig(goal, faces, 'maximise', 'maximise').tables[0]!,
  );
}

/** A fixed policy's table (every policy but best-response). */
function fixedTable(config: PigConfig, strategy: PigStrategy): HoldTable {
  switch (strategy.name) {
    case 'hold':
      return thresholdTable(config.goal, () => strategy.param);
    case 'keep-pace':
      return keepPace(config.goal);
    case 'optimal':
      return optimalTable(config.goal, config.dieFaces);
    case 'best-response':
      throw new Error('a best response is not a fixed policy');
  }
}

/** The seats' tables, each distinct one once: `seatTables[s]` is seat s's index in `tables`. */
export interface PigPolicies {
  readonly tables: readonly HoldTable[];
  readonly seatTables: readonly number[];
}

/** Every seat's table. A best response (two players, the other seat fixed: settings.ts checks) is
 *  solved against the other seat's table. */
export function pigPolicies(config: PigConfig, strategies: readonly PigStrategy[]): PigPolicies {
  const tables: HoldTable[] = [];
  const bySpec = new Map<string, number>();
  const seatTables = strategies.map((strategy, seat) => {
    const spec = strategySpec(strategy);
    const knownIndex = bySpec.get(spec);
    if (knownIndex !== undefined && strategy.name !== 'best-response') return knownIndex;
    let table: HoldTable;
    if (strategy.name === 'best-response') {
      const other: Side = { hold: fixedTable(config, strategies[1 - seat]!) };
      const solved =
        seat === 0
          ? solvePig(config.goal, config.dieFaces, 'maximise', other)
          : solvePig(config.goal, config.dieFaces, other, 'maximise');
      table = solved.tables[seat]!;
    } else table = fixedTable(config, strategy);
    tables.push(table);
    bySpec.set(spec, tables.length - 1);
    return tables.length - 1;
  });
  return { tables, seatTables };
}

/** Whether the seat with score i, leading opponent's score j and turn total k holds. */
export function holds(table: HoldTable, goal: number, i: number, j: number, k: number): boolean {
  return ((table[(i * goal + j) * policyRowBytes(goal) + (k >> 3)]! >> (k & 7)) & 1) === 1;
}
