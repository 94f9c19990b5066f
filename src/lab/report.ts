// `boardsim rng report`: every die (generator × range method) measured three ways in one table:
// speed in WebAssembly, the built-in battery's worst p-value, and the game-level test, with the
// method's exact bias and the number of games it would take to see it.

import { type DiceSpec, GENERATORS, METHODS, formatDice, parseDice } from '../rng/dice.js';
import type { TaskExecutor } from '../run/executor.js';
import type { Platform } from '../run/platform.js';
import type { Kernel } from '../wasm/index.js';
import { runBattery } from './battery.js';
import { dieFaceProbabilities } from './bias.js';
import { VISIBLE_P, gameLevelTest, horizonGames } from './game.js';
import { timeDie } from './speed.js';
import { grouped } from '../core/digits.js';

/** The seed's own buffered die: its writer refills about 0.26 bytes per roll read (its reader
 *  took 372 ms for 600M rolls, its platform die 1433 ms: 372 / 1433). */
export const SEED_RING = 'ring-buffer@0.26';

export interface LabRow {
  dice: string;
  rollsPerSecond: number;
  nsPerRoll: number;
  battery: { rolls: number; worstPValue: number; faces: number; pairs: number; runs: number };
  game: { games: number; pValue: number; flawVisible: boolean };
  /** The d6's worst relative error of a face probability (0: exactly uniform). */
  bias: number | null;
  /** Games for the Snakes test to see the bias (null: no bias, or not known in closed form). */
  gamesToSeeBias: number | null;
}

export interface LabReport {
  seed: string;
  faces: number;
  threshold: number;
  rows: LabRow[];
}

export interface LabReportOptions {
  readonly generators?: readonly string[];
  readonly methods?: readonly string[];
  readonly rolls: number;
  readonly games: number;
  readonly seed: bigint;
  readonly onRow?: (row: LabRow, index: number, total: number) => void;
}

/** The dice a report covers: every generator × method, and the seed's racing ring buffer. */
export function reportDice(generators?: readonly string[], methods?: readonly string[]): DiceSpec[] {
  const gens = generators?.length ? generators : GENERATORS;
  const meths = methods?.length ? methods : METHODS;
  const dice = gens.flatMap((g) => meths.map((m) => parseDice(`${g}:${m}`)));
  if (!generators?.length || generators.includes('ring-buffer')) {
    const ring = parseDice(SEED_RING);
    if (!methods?.length || methods.includes(ring.method)) dice.push(ring);
  }
  return dice;
}

/** A platform whose executor is one pool shared by every run of the report. */
function sharing(executor: TaskExecutor): Platform {
  return {
    availableThreads: () => executor.concurrency,
    createExecutor: async () => ({
      concurrency: executor.concurrency,
      run: (task, signal) => executor.run(task, signal),
      close: async () => {},
    }),
  };
}

export async function labReport(
  kernel: Kernel,
  executor: TaskExecutor,
  options: LabReportOptions,
): Promise<LabReport> {
  const platform = sharing(executor);
  const dice = reportDice(options.generators, options.methods);
  const rows: LabRow[] = [];
  for (const [i, spec] of dice.entries()) {
    const speed = timeDie(kernel, spec);
    const battery = await runBattery(platform, { dice: spec, rolls: options.rolls, seed: options.seed });
    const game = await gameLevelTest(platform, { dice: spec, games: options.games, seed: options.seed });
    const probabilities = dieFaceProbabilities(spec, 6);
    const bias = probabilities ? Math.max(...probabilities.map((p) => Math.abs(6 * p - 1))) : null;
    const horizon = probabilities && bias ? horizonGames(probabilities) : null;
    const row: LabRow = {
      dice: formatDice(spec),
      rollsPerSecond: Math.round(speed.rollsPerSecond),
      nsPerRoll: speed.nsPerRoll,
      battery: {
        rolls: battery.rolls,
        worstPValue: battery.worstPValue,
        faces: battery.tests.faces.pValue,
        pairs: battery.tests.pairs.pValue,
        runs: battery.tests.runs.pValue,
      },
      game: { games: game.games, pValue: game.pValue, flawVisible: game.flawVisible },
      bias,
      gamesToSeeBias: horizon !== null && Number.isFinite(horizon) ? horizon : null,
    };
    rows.push(row);
    options.onRow?.(row, i, dice.length);
  }
  return { seed: options.seed.toString(), faces: 6, threshold: VISIBLE_P, rows };
}

const sci = (x: number) => (x === 0 ? '0' : x < 1e-3 || x >= 1e5 ? x.toExponential(1) : x.toPrecision(2));

/** The report as a text table. */
export function formatLabReport(report: LabReport): string {
  const header = [
    'die',
    'rolls/s',
    'ns/roll',
    'worst battery p',
    'game p',
    'game verdict',
    'd6 bias',
    'games to see bias',
  ];
  const lines = report.rows.map((r) => [
    r.dice,
    `${(r.rollsPerSecond / 1e6).toFixed(0)}M`,
    r.nsPerRoll.toFixed(2),
    sci(r.battery.worstPValue) + (r.battery.worstPValue < report.threshold ? ' FAIL' : ''),
    sci(r.game.pValue),
    r.game.flawVisible ? `FLAW in ${grouped(r.game.games)} games` : 'ok',
    r.bias === null ? '?' : r.bias === 0 ? 'none' : sci(r.bias),
    r.gamesToSeeBias === null ? '-' : sci(r.gamesToSeeBias),
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c]!.length)));
  const row = (cells: string[]) =>
    cells
      .map((cell, c) => cell.padEnd(widths[c]!))
      .join('  ')
      .trimEnd();
  const first = report.rows[0];
  return [
    `Dice lab: d6, seed ${report.seed}; battery ${first ? grouped(first.battery.rolls) : 0} rolls a die, Snakes (efi) ${first ? grouped(first.game.games) : 0} games a die; a p-value below ${report.threshold} is a flaw seen`,
    row(header),
    row(widths.map((w) => '-'.repeat(w))),
    ...lines.map(row),
  ].join('\n');
}
