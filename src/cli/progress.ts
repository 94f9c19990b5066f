// Progress on stderr for long runs. On a terminal, a bar (cli-progress) redrawn in place. In a
// log (stderr a file or a pipe: a batch system's log, `2>err`, `2>&1 | tee log`), plain lines with
// no escape code and no carriage return: one when the work starts, one every --progress-interval
// seconds (30 by default), one when it ends, each saying what is being done, how far it is, the
// rate and, where it is known, the time left:
//
//   boardsim: progress: simulate snakes efi: started, 10,000,000 games
//   boardsim: progress: simulate snakes efi: 4,521,984 of 10,000,000 games (45.2%) in 30.0 s, 150.7 k games/s, about 36.4 s left
//   boardsim: progress: simulate snakes efi: done, 10,000,000 games in 66.3 s, 150.8 k games/s
//
// A socket (a program that started boardsim through Node's child_process, the systemd journal)
// gets lines only when --progress-interval is given; --quiet silences both the bar and the lines.
// stdout, and so --json, is never touched.

import { fstatSync, statSync } from 'node:fs';
import { SingleBar } from 'cli-progress';
import { type Command, Option } from 'commander';
import { BoardsimError } from '../core/errors.js';
import type { Progress } from '../run/runner.js';
import { escapeControl } from './terminal.js';
import { grouped } from '../core/digits.js';

/** The options every long command takes about its progress. */
export interface ProgressOptions {
  quiet?: boolean;
  /** --progress-interval, in seconds, as typed. */
  progressInterval?: string;
  /** --out: when it is stderr's own file, no line is written there. */
  out?: string;
}

/** Seconds between two lines in a log, unless --progress-interval says otherwise. */
export const DEFAULT_PROGRESS_INTERVAL_S = 30;
/** Beyond this, a timer would overflow (Node fires one of more than 2^31 - 1 ms at once). */
const MAX_PROGRESS_INTERVAL_S = 1_000_000;

/** How far a run is: `done` of `total` (undefined while unknown) in `unit`s. */
export interface Reading {
  readonly done: number;
  readonly total?: number;
  /** What the rate counts when it is not `done` (a peg solitaire count: states, while `done`
   *  counts layers); the time left is then not known. */
  readonly rated?: number;
  /** What is going on now, said after the figures (`computing the exact answer`). */
  readonly now?: string;
}

export interface ProgressReporter {
  update(reading: Reading): void;
  /** The work ended well: the last line. */
  finish(): void;
  /** The work ended, well or not: stops the bar or the timer (no line). Safe to call twice. */
  stop(): void;
}

export type ProgressKind = { kind: 'bar' } | { kind: 'lines'; intervalMs: number } | { kind: 'none' };

/** --progress-interval in milliseconds: seconds, more than 0 (0.2 and 1e3 are fine). */
export function parseProgressInterval(text: string): number {
  const seconds = /^\s*[0-9.eE+]+\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_PROGRESS_INTERVAL_S)
    throw new BoardsimError([
      {
        code: 'option/invalid',
        path: 'progressInterval',
        message: `must be a number of seconds more than 0 and at most ${grouped(MAX_PROGRESS_INTERVAL_S)}, not ${JSON.stringify(text)}`,
      },
    ]);
  return seconds * 1000;
}

function fileOf(fd: number): { dev: number; ino: number; isFile(): boolean; isFIFO(): boolean } | undefined {
  try {
    return fstatSync(fd);
  } catch {
    return undefined;
  }
}

/** Where the progress goes for these options: a bar on a terminal, lines in a log, or nowhere. A
 *  bad --progress-interval is refused here, before any work, with --quiet or without. */
export function progressKind(
  options: ProgressOptions,
  stderr: { isTTY?: boolean; fd?: number } = process.stderr,
): ProgressKind {
  const intervalMs =
    options.progressInterval === undefined
      ? DEFAULT_PROGRESS_INTERVAL_S * 1000
      : parseProgressInterval(options.progressInterval);
  if (options.quiet) return { kind: 'none' };
  if (stderr.isTTY) return { kind: 'bar' };
  const file = fileOf(stderr.fd ?? 2);
  if (!file) return { kind: 'none' };
  // `--out /dev/stderr 2>report.json`: the report is the file, no line goes into it
  if (options.out !== undefined) {
    const out = (() => {
      try {
        return statSync(options.out);
      } catch {
        return undefined;
      }
    })();
    if (out && out.dev === file.dev && out.ino === file.ino) return { kind: 'none' };
  }
  const asked = options.progressInterval !== undefined;
  return asked || file.isFile() || file.isFIFO() ? { kind: 'lines', intervalMs } : { kind: 'none' };
}

/** No progress at all. */
export const NO_PROGRESS: ProgressReporter = {
  update: () => undefined,
  finish: () => undefined,
  stop: () => undefined,
};

const count = (n: number) => grouped(Math.round(n));

/** `n` and its unit, singular for 1: 1 file, 2 files, 1 die, 3 dice. */
function counted(n: number, unit: string): string {
  const one = unit === 'dice' ? 'die' : unit.replace(/s$/, '');
  return `${count(n)} ${Math.round(n) === 1 ? one : unit}`;
}

/** 0.4 s, 12.3 s, 4 min 05 s, 2 h 03 min. */
export function spokenTime(ms: number): string {
  const s = Math.max(0, ms) / 1000;
  if (s < 59.95) return `${s.toFixed(1)} s`;
  const whole = Math.round(s);
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
  const minutes = Math.round(s / 60);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** 0.52, 12.3, 812, 150.7 k, 2.31 M. */
function spokenRate(perSecond: number): string {
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(2)} M`;
  if (perSecond >= 1e3) return `${(perSecond / 1e3).toFixed(1)} k`;
  return perSecond >= 100 ? perSecond.toFixed(0) : String(Number(perSecond.toPrecision(2)));
}

export interface LineSettings {
  /** The unit of `done` and `total` (games, files, rolls, dice, rounds, layers). */
  readonly unit: string;
  /** The unit of `rated`, when the rate counts something else than `unit` (states). */
  readonly rateUnit?: string;
  readonly intervalMs: number;
  readonly write?: (line: string) => void;
  readonly now?: () => number;
}

/** Plain progress lines for a log: see the file's comment for what they say. */
export class LineProgress implements ProgressReporter {
  private readonly label: string;
  private readonly write: (line: string) => void;
  private readonly now: () => number;
  private startedAt = 0;
  private lastLineAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private state: 'waiting' | 'running' | 'ended' = 'waiting';
  private reading: Reading = { done: 0 };

  constructor(
    label: string,
    private readonly settings: LineSettings,
  ) {
    this.label = escapeControl(label);
    this.write = settings.write ?? ((line) => process.stderr.write(`${line}\n`));
    this.now = settings.now ?? (() => performance.now());
  }

  /** The first line; `update` calls it when it has not been. */
  start(total?: number): void {
    if (this.state !== 'waiting') return;
    this.state = 'running';
    if (total !== undefined) this.reading = { ...this.reading, total };
    this.startedAt = this.now();
    this.line(`started${total === undefined ? '' : `, ${counted(total, this.settings.unit)}`}`);
  }

  update(reading: Reading): void {
    if (this.state === 'ended') return;
    if (this.state === 'waiting') {
      this.reading = reading;
      this.start(reading.total);
      return;
    }
    this.reading = reading;
    // a run that keeps this thread busy between two updates still gets its lines on time
    if (this.now() - this.lastLineAt >= this.settings.intervalMs) this.line(this.figures());
  }

  finish(): void {
    // work that never said it started (it had nothing to do) does not say it ended
    if (this.state !== 'running') return this.stop();
    const { done } = this.reading;
    const elapsed = this.now() - this.startedAt;
    const rate = this.rate(elapsed);
    this.line(
      `done, ${counted(done, this.settings.unit)} in ${spokenTime(elapsed)}${rate ? `, ${rate}` : ''}`,
    );
    this.stop();
  }

  stop(): void {
    this.state = 'ended';
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** The rate since the start, or '' before there is one. */
  private rate(elapsedMs: number): string {
    const rated = this.reading.rated ?? this.reading.done;
    if (!(elapsedMs > 0) || !(rated > 0)) return '';
    const unit = this.reading.rated === undefined ? this.settings.unit : (this.settings.rateUnit ?? 'items');
    return `${spokenRate((rated * 1000) / elapsedMs)} ${unit}/s`;
  }

  /** How far, how long, how fast, how long still, and what now. */
  private figures(): string {
    const { done, total, rated, now } = this.reading;
    const elapsed = this.now() - this.startedAt;
    const parts = [
      `${
        total === undefined
          ? counted(done, this.settings.unit)
          : `${count(done)} of ${counted(total, this.settings.unit)} (${((100 * done) / Math.max(total, 1)).toFixed(1)}%)`
      } in ${spokenTime(elapsed)}`,
    ];
    const rate = this.rate(elapsed);
    if (rate) parts.push(rate);
    if (total !== undefined && rated === undefined && done > 0 && done < total && now === undefined)
      parts.push(`about ${spokenTime(((total - done) * elapsed) / done)} left`);
    return `${parts.join(', ')}${now === undefined ? '' : `; ${escapeControl(now)}`}`;
  }

  private line(text: string): void {
    this.write(`boardsim: progress: ${this.label}: ${text}`);
    this.lastLineAt = this.now();
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.state !== 'running') return;
    // the next line, unless an update writes one first; unref'd: it never keeps the process alive
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.state === 'running') this.line(this.figures());
    }, this.settings.intervalMs);
    this.timer.unref?.();
  }
}

/** The bar on a terminal, for runs of games. */
function progressBar(label: string): ProgressReporter {
  const bar = new SingleBar({
    stream: process.stderr,
    format: `${label} {bar} {percentage}% | {done}/{all} games | {duration_formatted} | eta {eta_formatted}{exact}`,
    barCompleteChar: '█',
    barIncompleteChar: '░',
    hideCursor: true,
    clearOnComplete: true,
    etaBuffer: 20,
  });
  let started = false;
  return {
    update({ done, total = 0, now }) {
      // the exact answer a run compares against is computed alongside its games: said while it is
      // (the bar may stand at 100% meanwhile)
      const values = {
        done: count(done),
        all: count(total),
        exact: now === undefined ? '' : ' | exact answer…',
      };
      if (!started) {
        bar.start(total, 0, values);
        started = true;
      }
      bar.update(done, values);
    },
    finish() {},
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}

/** The reporter for a command: `bar` is the bar's label on a terminal (none: no bar, as before),
 *  `line` names the work in a log's lines. */
export function progressReporter(
  labels: { bar?: string; line: string },
  options: ProgressOptions,
  unit = 'games',
): ProgressReporter {
  const where = progressKind(options);
  if (where.kind === 'lines') return new LineProgress(labels.line, { unit, intervalMs: where.intervalMs });
  if (where.kind === 'bar' && labels.bar !== undefined) return progressBar(labels.bar);
  return NO_PROGRESS;
}

/** A run's progress (games, and the exact answer computed alongside) as a reading. */
export function gamesReading({ gamesDone, games, exact }: Progress): Reading {
  return {
    done: gamesDone,
    total: games,
    ...(exact === 'computing' && { now: 'computing the exact answer' }),
  };
}

/** --quiet, which every long command takes. */
export function quietOption(): Option {
  return new Option('--quiet', 'no progress on stderr (none on a terminal, no lines in a log)');
}

/** Gives every command that has no --quiet of its own one that does nothing (it shows no
 *  progress), so that a script can pass --quiet to any command. */
export function quietEverywhere(command: Command): void {
  for (const sub of command.commands) {
    if (sub.commands.length > 0) quietEverywhere(sub);
    else if (!sub.options.some((option) => option.long === '--quiet'))
      sub.addOption(new Option('--quiet', 'no progress on stderr (this command shows none)'));
  }
}

/** --progress-interval, which every long command takes. */
export function progressIntervalOption(): Option {
  return new Option(
    '--progress-interval <seconds>',
    `when stderr is not a terminal: a progress line every this many seconds (default ${DEFAULT_PROGRESS_INTERVAL_S}; lines are written by default to a file or a pipe, with this option to anything)`,
  );
}

/** Both, on `command`. */
export function progressFlags(command: Command): Command {
  return command.addOption(quietOption()).addOption(progressIntervalOption());
}

/** `work`, with `progress` finished when it ends well and stopped however it ends. */
export async function reported<T>(
  progress: Pick<ProgressReporter, 'finish' | 'stop'>,
  work: Promise<T>,
): Promise<T> {
  try {
    const result = await work;
    progress.finish();
    return result;
  } finally {
    progress.stop();
  }
}
