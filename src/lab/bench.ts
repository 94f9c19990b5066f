// `rng bench`: boardsim's dice against the JavaScript dice people use, in one process, rounds
// interleaved (every case once a round, the order rotated), medians over the rounds and ratios to
// pure-rand's xoroshiro128plus with uniformInt. Three ways to use boardsim's dice: bulk fills
// consumed by JavaScript (createDice().fill into a reused Uint8Array, then a JavaScript sum), a
// call a roll (next()), and the kernel's own rate (rolls left in WebAssembly memory).

import type { Dice } from '../api/dice.js';
import { type Anchor, REFERENCE_ANCHOR, loadAnchors } from './anchors.js';

export interface BenchOptions {
  /** The boardsim dice to time (createDice specs). */
  readonly dice: readonly string[];
  readonly rolls: number;
  readonly rounds: number;
  readonly faces: number;
  readonly clock: string;
  readonly createDice: (spec: string) => Promise<Dice>;
  /** The die's rolls left in WebAssembly memory (`count` of them), to time the kernel alone. */
  readonly kernelRoller: (spec: string) => Promise<(faces: number, count: number) => void>;
  /** Milliseconds of the clock the cases are timed with (the CLI: the process's CPU time, so that
   *  other jobs on a busy machine do not count). */
  readonly clockMs: () => number;
  readonly onRound?: (round: number) => void;
}

export interface BenchRow {
  readonly name: string;
  readonly kind: 'bulk fill + JavaScript sum' | 'one call a roll' | 'kernel only' | 'JavaScript';
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

interface Case {
  readonly name: string;
  readonly kind: BenchRow['kind'];
  run(count: number, faces: number): unknown;
}

/** Bytes filled per fill() in the bulk case: a reused buffer, as a program would keep one. */
const BULK_BUFFER = 1 << 16;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function boardsimCases(options: BenchOptions): Promise<Case[]> {
  const cases: Case[] = [];
  for (const spec of options.dice) {
    const dice = await options.createDice(spec);
    const rollInKernel = await options.kernelRoller(spec);
    const buffer = new Uint8Array(BULK_BUFFER);
    cases.push(
      {
        name: `boardsim ${dice.dice} fill`,
        kind: 'bulk fill + JavaScript sum',
        run(count, faces) {
          let sum = 0;
          for (let done = 0; done < count; done += BULK_BUFFER) {
            const rolls = dice.fill(
              count - done < BULK_BUFFER ? buffer.subarray(0, count - done) : buffer,
              faces,
            );
            for (let i = 0; i < rolls.length; i++) sum += rolls[i]!;
          }
          return sum;
        },
      },
      {
        name: `boardsim ${dice.dice} next()`,
        kind: 'one call a roll',
        run(count, faces) {
          let sum = 0;
          for (let i = 0; i < count; i++) sum += dice.next(faces);
          return sum;
        },
      },
      {
        name: `boardsim ${dice.dice} in WebAssembly`,
        kind: 'kernel only',
        run: (count, faces) => rollInKernel(faces, count),
      },
    );
  }
  return cases;
}

const anchorCase = (anchor: Anchor): Case => ({
  name: anchor.name,
  kind: 'JavaScript',
  run: (count, faces) => anchor.roll(count, faces),
});

/** Runs the bench: every case once a round (warmed up first), `rounds` rounds. */
export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const { anchors, missing } = await loadAnchors();
  const cases = [...(await boardsimCases(options)), ...anchors.map(anchorCase)];
  // once each, untimed: V8 optimizes the JavaScript loops and tiers up the WebAssembly
  for (const c of cases) c.run(Math.min(options.rolls, 1 << 20), options.faces);
  const samples = cases.map(() => [] as number[]);
  for (let round = 0; round < options.rounds; round++) {
    for (let k = 0; k < cases.length; k++) {
      const i = (k + round) % cases.length;
      const started = options.clockMs();
      cases[i]!.run(options.rolls, options.faces);
      samples[i]!.push(((options.clockMs() - started) * 1e6) / options.rolls);
    }
    options.onRound?.(round + 1);
  }
  const medians = samples.map(median);
  const referenceIndex = cases.findIndex((c) => c.name === REFERENCE_ANCHOR);
  const reference = referenceIndex < 0 ? undefined : medians[referenceIndex];
  return {
    faces: options.faces,
    rolls: options.rolls,
    rounds: options.rounds,
    reference: REFERENCE_ANCHOR,
    clock: options.clock,
    missing,
    rows: cases.map((c, i) => ({
      name: c.name,
      kind: c.kind,
      nsPerRoll: medians[i]!,
      samplesNs: samples[i]!,
      speedup: reference === undefined ? undefined : reference / medians[i]!,
    })),
  };
}

/** The report as a table. */
export function formatBench(report: BenchReport, machine: string): string {
  const lines = [
    `rng bench: ${report.rolls.toLocaleString('en-US')} d${report.faces} rolls a sample, ${report.rounds} interleaved rounds, medians of ${report.clock === 'cpu' ? 'CPU time' : 'wall-clock time'}`,
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
