// `rng bench`: boardsim's dice against the JavaScript dice people use, each case in a worker thread
// of its own (a fresh isolate: its own call sites, warmed up there, as a program using one library
// runs it), rounds interleaved (every case once a round, the order rotated), medians over the rounds and ratios to
// pure-rand's xoroshiro128plus with uniformInt. Five ways to use boardsim's dice: bulk fills
// consumed by JavaScript (createDice().fill into a reused Uint8Array, then a JavaScript sum), the
// rolls read by JavaScript where the die wrote them (rolls(), a view of WebAssembly memory), the
// rolls summed in WebAssembly (sum(): JavaScript reads one number, not each roll), a call a roll
// (next()), and the kernel's own rate (rolls left in WebAssembly memory). Each case's loop is the
// one its standalone script in bench/standalone/ runs, with the same warm-up.

import type { Dice } from '../api/dice.js';
import { REFERENCE_ANCHOR, availableAnchors, loadAnchor } from './anchors.js';
import { grouped } from '../core/digits.js';

/** One case of the bench: a boardsim die used one way, or a JavaScript anchor, by name. */
export type CaseSpec =
  | { readonly die: string; readonly way: 'fill' | 'rolls' | 'sum' | 'next' | 'kernel' }
  | { readonly anchor: string };

/** A case ready to time in a fresh JavaScript isolate of its own (a worker thread), warmed up:
 *  `run` plays `count` rolls there. Alone in its isolate, each case has call sites that see only
 *  its own generator, as in a program that uses one library: in one isolate, pure-rand's three
 *  generators through one uniformInt made that call megamorphic, 3-4 times slower than its users
 *  see it (issue 36). */
export interface IsolatedCase {
  run(count: number): Promise<void>;
  close(): Promise<void>;
}

export interface BenchOptions {
  /** The boardsim dice to time (createDice specs, in their canonical spelling). */
  readonly dice: readonly string[];
  readonly rolls: number;
  readonly rounds: number;
  readonly faces: number;
  readonly clock: string;
  /** Starts a case in an isolate of its own and warms it up. */
  readonly startCase: (spec: CaseSpec, faces: number, rolls: number) => Promise<IsolatedCase>;
  /** Milliseconds of the clock the cases are timed with (the CLI: the process's CPU time, so that
   *  other jobs on a busy machine do not count; a case's worker thread is part of the process). */
  readonly clockMs: () => number;
  readonly onRound?: (round: number) => void;
}

/** What a case's worker needs to play it: the die as createDice makes it, and its rolls left in
 *  WebAssembly memory (`count` of them), to time the kernel alone. */
export interface CaseMakers {
  readonly createDice: (spec: string) => Promise<Dice>;
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

/** Bytes filled per fill() in the bulk case: a reused buffer, as a program would keep one. */
const BULK_BUFFER = 1 << 16;

/** The warm-up, the same as the standalone scripts' (bench/standalone/): untimed rolls, at most
 *  2^22 a call, until a second of CPU time has passed or 20 samples' worth of rolls have been
 *  played, whichever comes first. V8 optimizes the JavaScript loops and tiers up the WebAssembly
 *  on background threads, whose time process.cpuUsage() counts: after 4M rolls the first samples
 *  of 10M still paid for them. */
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

/** Plays a case (in its worker): `count` rolls of `faces` faces, returning their sum (or nothing,
 *  in WebAssembly) so that no engine drops the work. */
export async function caseRunner(
  spec: CaseSpec,
  faces: number,
  makers: CaseMakers,
): Promise<(count: number) => unknown> {
  if ('anchor' in spec) {
    const anchor = await loadAnchor(spec.anchor, faces);
    return (count) => anchor.roll(count);
  }
  if (spec.way === 'kernel') {
    const roll = await makers.kernelRoller(spec.die);
    return (count) => roll(faces, count);
  }
  const dice = await makers.createDice(spec.die);
  if (spec.way === 'sum') return (count) => dice.sum(count, faces);
  if (spec.way === 'rolls')
    return (count) => {
      let sum = 0;
      for (let done = 0; done < count; done += BULK_BUFFER) {
        const rolls = dice.rolls(Math.min(BULK_BUFFER, count - done), faces);
        for (let i = 0, n = rolls.length; i < n; i++) sum += rolls[i]!;
      }
      return sum;
    };
  if (spec.way === 'next')
    return (count) => {
      let sum = 0;
      for (let i = 0; i < count; i++) sum += dice.next(faces);
      return sum;
    };
  const buffer = new Uint8Array(BULK_BUFFER);
  return (count) => {
    let sum = 0;
    for (let done = 0; done < count; done += BULK_BUFFER) {
      const rolls = dice.fill(count - done < BULK_BUFFER ? buffer.subarray(0, count - done) : buffer, faces);
      // the length read once: V8 reloads a typed array's length on every pass otherwise
      for (let i = 0, n = rolls.length; i < n; i++) sum += rolls[i]!;
    }
    return sum;
  };
}

/** Runs the bench: every case in a worker of its own, warmed up there, then timed once a round (the
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
    // one at a time: a case warms up on an otherwise quiet process
    for (const spec of specs) cases.push(await options.startCase(spec, options.faces, options.rolls));
    const samples = cases.map(() => [] as number[]);
    for (let round = 0; round < options.rounds; round++) {
      for (let k = 0; k < cases.length; k++) {
        const i = (k + round) % cases.length;
        const started = options.clockMs();
        await cases[i]!.run(options.rolls);
        samples[i]!.push(((options.clockMs() - started) * 1e6) / options.rolls);
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
