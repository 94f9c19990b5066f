// `rng bench`: boardsim's dice against the JavaScript dice people use, each case in a process of
// its own (its own call sites, warmed up there, as a program using one library runs it), rounds
// interleaved (every case once a round, the order rotated), medians over the rounds and ratios to
// pure-rand's xoroshiro128plus with uniformInt. Five ways to use boardsim's dice: bulk fills
// consumed by JavaScript (createDice().fill into a reused Uint8Array, then a JavaScript sum), the
// rolls read by JavaScript where the die wrote them (rolls(), a view of WebAssembly memory), the
// rolls summed in WebAssembly (sum(): JavaScript reads one number, not each roll), a call a roll
// (next()), and the kernel's own rate (rolls left in WebAssembly memory). Every case but the
// kernel's is a program of its own (src/lab/programs.ts), the very text of its standalone script
// in bench/standalone/, which times its samples in its own process's CPU time: the bench and the
// standalone scripts agree by construction, not by matching two copies of a loop (issue 36).

import { REFERENCE_ANCHOR, anchorProgram, availableAnchors } from './anchors.js';
import { type CaseProgram, diceProgram } from './programs.js';
import { grouped } from '../core/digits.js';

/** One case of the bench: a boardsim die used one way, or a JavaScript anchor, by name. */
export type CaseSpec =
  | { readonly die: string; readonly way: 'fill' | 'rolls' | 'sum' | 'next' | 'kernel' }
  | { readonly anchor: string };

/** A case started in a process (or, the kernel's, a worker thread) of its own and warmed up
 *  there: `sample` plays `count` rolls and says the CPU nanoseconds a roll took. Alone in its
 *  process, each case has call sites that see only its own generator, as in a program that uses
 *  one library: in one isolate, pure-rand's three generators through one uniformInt made that call
 *  megamorphic, 3-4 times slower than its users see it (issue 36). */
export interface IsolatedCase {
  sample(count: number): Promise<number>;
  close(): Promise<void>;
}

export interface BenchOptions {
  /** The boardsim dice to time (createDice specs, in their canonical spelling). */
  readonly dice: readonly string[];
  readonly rolls: number;
  readonly rounds: number;
  readonly faces: number;
  readonly clock: string;
  /** Starts a case in a process of its own and warms it up. */
  readonly startCase: (spec: CaseSpec, faces: number, rolls: number) => Promise<IsolatedCase>;
  readonly onRound?: (round: number) => void;
}

/** What the kernel case's worker needs: the die's rolls left in WebAssembly memory. */
export interface CaseMakers {
  readonly kernelRoller: (spec: string) => Promise<(faces: number, count: number) => void>;
}

export interface BenchRow {
  readonly name: string;
  readonly kind:
    | 'bulk fill + JavaScript sum'
    | 'view + JavaScript sum'
    | 'sum in WebAssembly'
    | 'one call a roll'
    | 'kernel only'
    | 'JavaScript';
  /** Median over the rounds. */
  readonly nsPerRoll: number;
  readonly samplesNs: number[];
  /** The reference anchor's ns per roll over this row's (> 1: this row is faster). */
  readonly speedup: number | undefined;
}

export interface BenchReport {
  readonly faces: number;
  readonly rolls: number;
  readonly rounds: number;
  readonly reference: string;
  /** What the times are: 'cpu' (the process's CPU time) or 'wall'. */
  readonly clock: string;
  /** Optional packages that were not installed: their anchors were not timed. */
  readonly missing: string[];
  readonly rows: BenchRow[];
}

/** The warm-up of the kernel's case, the programs' (src/lab/programs.ts): untimed rolls, at
 *  most 2^22 a call, until a second of CPU time has passed or 20 samples' worth of rolls have been
 *  played, whichever comes first. V8 tiers up the WebAssembly on background threads, whose time
 *  process.cpuUsage() counts. */
export function warmUp(run: (count: number) => unknown, rolls: number): void {
  const start = process.cpuUsage();
  for (let played = 0; played < 20 * rolls;) {
    const count = Math.min(rolls, 1 << 22);
    run(count);
    played += count;
    const { user, system } = process.cpuUsage(start);
    if (user + system > 1e6) break;
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const WAYS = {
  fill: 'bulk fill + JavaScript sum',
  rolls: 'view + JavaScript sum',
  sum: 'sum in WebAssembly',
  next: 'one call a roll',
  kernel: 'kernel only',
} as const;
const WAY_NAMES = {
  fill: 'fill',
  rolls: 'rolls() view',
  sum: 'sum()',
  next: 'next()',
  kernel: 'in WebAssembly',
} as const;

/** The row's name and kind of a case. */
function described(spec: CaseSpec): { name: string; kind: BenchRow['kind'] } {
  return 'anchor' in spec
    ? { name: spec.anchor, kind: 'JavaScript' }
    : { name: `boardsim ${spec.die} ${WAY_NAMES[spec.way]}`, kind: WAYS[spec.way] };
}

/** A case's program, the text of its standalone script (src/lab/programs.ts); none for the
 *  kernel's, which a worker plays with the kernel's own calls (caseRunner). */
export function caseProgram(spec: CaseSpec, faces: number): CaseProgram | undefined {
  if ('anchor' in spec) return anchorProgram(spec.anchor, faces);
  return spec.way === 'kernel' ? undefined : diceProgram(spec.way, faces);
}

/** Plays the kernel's case (in its worker): `count` rolls of `faces` faces left in WebAssembly
 *  memory. */
export async function caseRunner(
  spec: CaseSpec,
  faces: number,
  makers: CaseMakers,
): Promise<(count: number) => unknown> {
  if ('anchor' in spec || spec.way !== 'kernel') throw new Error('only the kernel case plays in a worker');
  const roll = await makers.kernelRoller(spec.die);
  return (count) => roll(faces, count);
}

/** Runs the bench: every case in a process of its own, warmed up there, then timed once a round (the
 *  order rotated), `rounds` rounds. */
export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const { names: anchors, missing } = availableAnchors();
  const specs: CaseSpec[] = [
    ...options.dice.flatMap((die) =>
      (['fill', 'rolls', 'sum', 'next', 'kernel'] as const).map((way) => ({ die, way })),
    ),
    ...anchors.map((anchor) => ({ anchor })),
  ];
  const cases: IsolatedCase[] = [];
  try {
    // one at a time: a case warms up on an otherwise quiet machine
    for (const spec of specs) cases.push(await options.startCase(spec, options.faces, options.rolls));
    const samples = cases.map(() => [] as number[]);
    for (let round = 0; round < options.rounds; round++) {
      for (let k = 0; k < cases.length; k++) {
        const i = (k + round) % cases.length;
        samples[i]!.push(await cases[i]!.sample(options.rolls));
      }
      options.onRound?.(round + 1);
    }
    const medians = samples.map(median);
    const names = specs.map(described);
    const referenceIndex = names.findIndex((c) => c.name === REFERENCE_ANCHOR);
    const reference = referenceIndex < 0 ? undefined : medians[referenceIndex];
    return {
      faces: options.faces,
      rolls: options.rolls,
      rounds: options.rounds,
      reference: REFERENCE_ANCHOR,
      clock: options.clock,
      missing,
      rows: names.map((c, i) => ({
        name: c.name,
        kind: c.kind,
        nsPerRoll: medians[i]!,
        samplesNs: samples[i]!,
        speedup: reference === undefined ? undefined : reference / medians[i]!,
      })),
    };
  } finally {
    await Promise.all(cases.map((c) => c.close()));
  }
}

/** The report as a table. */
export function formatBench(report: BenchReport, machine: string): string {
  const lines = [
    `rng bench: ${grouped(report.rolls)} d${report.faces} rolls a sample, ${report.rounds} interleaved rounds, medians of ${report.clock === 'cpu' ? 'CPU time' : 'wall-clock time'}`,
    machine,
    '',
    `${'case'.padEnd(58)}${'kind'.padEnd(28)}${'ns/roll'.padStart(8)}   vs ${report.reference}`,
  ];
  for (const row of report.rows) {
    const ratio =
      row.speedup === undefined
        ? '—'
        : row.speedup >= 1
          ? `${row.speedup.toFixed(2)}× faster`
          : `${(1 / row.speedup).toFixed(2)}× slower`;
    lines.push(
      `${row.name.padEnd(58)}${row.kind.padEnd(28)}${row.nsPerRoll.toFixed(2).padStart(8)}   ${ratio}`,
    );
  }
  if (report.missing.length > 0) {
    lines.push(
      '',
      `not timed (optional dependencies not installed): ${report.missing.join(', ')}; npm install ${report.missing.join(' ')} to add them`,
    );
  }
  return lines.join('\n');
}
