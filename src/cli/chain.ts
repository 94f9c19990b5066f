// `boardsim exact ./chain.js`: a user's chain solved, as text or JSON. The chain's module is loaded
// as a game's is (module-import.ts).

import { BoardsimError } from '../core/errors.js';
import { solveChain } from '../index.js';
import type { ChainDefinition, ChainReport } from '../exact/chain.js';
import { emitResult } from './output.js';
import { importUserModule } from '../games/module-import.js';
import { nodePlatform } from '../workers/platform-node.js';
import { grouped } from '../core/digits.js';

const CHAIN_FLAGS = new Set(['quiet', 'json', 'out', 'players', 'maxStates']);

const decimal = (x: number): string => String(Number(x.toPrecision(12)));
const small = (x: number): string => (x === 0 ? '0' : x.toExponential(1));

export function formatChain(r: ChainReport): string {
  const value = (fraction: string | null, x: number) =>
    fraction ? `${fraction} = ${decimal(x)}` : decimal(x);
  const lines = [
    `${r.name}: ${grouped(r.states)} states, ${r.exact ? 'solved exactly' : `floating point (residual ${small(r.residual)}): ${r.floatReason}`}`,
    'length of one game (steps to the end, one player)',
    `  mean          ${value(r.meanFraction, r.mean)}`,
    `  variance      ${value(r.varianceFraction, r.variance)}`,
    `  sd            ${decimal(r.sd)}`,
    `  percentiles   ${Object.entries(r.percentiles)
      .map(([q, n]) => `${q}%: ${n ?? '-'}`)
      .join('  ')}`,
    `  distribution  to step ${r.pmf.length - 1}, remainder ${small(r.remainder)}`,
  ];
  if (r.players > 1) {
    lines.push(`${r.players} players taking turns in seat order, each an independent race: P(win)`);
    r.seats.forEach((p, i) => lines.push(`  seat ${i + 1}  ${decimal(p)}`));
    lines.push(`  undecided  ${small(r.unresolved)}`);
  }
  return lines.join('\n');
}

export async function exactChain(
  path: string,
  options: { json?: boolean; out?: string; players?: string; maxStates?: string },
): Promise<void> {
  const other = Object.keys(options).find((k) => !CHAIN_FLAGS.has(k));
  if (other)
    throw new BoardsimError([
      {
        code: 'option/not-for-chains',
        path: `--${other.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
        message: 'does not apply to a chain file',
      },
    ]);
  const { exports } = await importUserModule(nodePlatform, path);
  const chain = exports.default as ChainDefinition | undefined;
  if (chain === undefined)
    throw new BoardsimError(
      [
        {
          code: 'module/no-export',
          path: '',
          message: 'it has no default export (export default defineChain({ ... }))',
        },
      ],
      path,
    );
  let report: ChainReport;
  try {
    report = solveChain(chain, {
      players: options.players,
      maxStates: options.maxStates,
    });
  } catch (error) {
    // the chain's own mistakes are named by the file; the options' by their flag
    if (
      error instanceof BoardsimError &&
      error.issues[0]!.code.startsWith('chain/') &&
      error.issues[0]!.code !== 'chain/too-many-states'
    )
      throw new BoardsimError(error.issues, path);
    throw error;
  }
  await emitResult(options, report, () => formatChain(report));
}
