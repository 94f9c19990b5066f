// Progress in logs: with stderr a file (a batch job's log) or a pipe, every long command writes
// plain progress lines (no escape code, no carriage return) when it starts, every
// --progress-interval seconds and when it ends; --quiet silences them; stdout is the same with or
// without them. The lines' timing is checked with a fake clock; the commands, with stderr to a file.

import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LineProgress, parseProgressInterval, progressKind, spokenTime } from '../src/cli/progress.js';
import { CLI, ROOT, runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-progress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI with stderr to a file (as a batch system does); returns stdout and stderr's lines. */
function runWithLog(
  args: readonly string[],
  name: string,
): Promise<{ code: number | null; stdout: string; log: string }> {
  const file = join(dir, `${name}.err`);
  const fd = openSync(file, 'w');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', fd] });
    closeSync(fd);
    let stdout = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, log: readFileSync(file, 'utf8') }));
  });
}

const START = /^boardsim: progress: (?<label>.+?): started(?:, [\d,]+ [a-z]+)?$/;
const FIGURES =
  /^boardsim: progress: (?<label>.+?): [\d,]+(?: of [\d,]+)? [a-z]+(?: \(\d+\.\d%\))? in (?<elapsed>[\d.]+ s|\d+ min \d\d s|\d+ h \d\d min)(?:, [\d.]+(?: [kM])? [a-z]+\/s)?(?:, about (?:[\d.]+ s|\d+ min \d\d s|\d+ h \d\d min) left)?(?:; [a-z0-9 ]+)?$/;
const DONE =
  /^boardsim: progress: (?<label>.+?): done, [\d,]+ [a-z]+ in (?<elapsed>[\d.]+ s|\d+ min \d\d s|\d+ h \d\d min)(?:, [\d.]+(?: [kM])? [a-z]+\/s)?$/;

/** Checks a log's progress lines: only those, plain, and for each label (ablate has one per
 *  variant) a start line first, the figures, then a done line. Returns the lines by label. */
function checkLines(log: string, labels: readonly string[]): Map<string, string[]> {
  // no carriage return, no escape (the start of every terminal control sequence)
  expect(log.includes('\r') || log.includes('\u001b')).toBe(false);
  expect(log.endsWith('\n')).toBe(true);
  const byLabel = new Map<string, string[]>();
  for (const line of log.trimEnd().split('\n')) {
    const match = START.exec(line) ?? FIGURES.exec(line) ?? DONE.exec(line);
    expect(match, `not a progress line: ${JSON.stringify(line)}`).not.toBeNull();
    const label = match!.groups!.label!;
    byLabel.set(label, [...(byLabel.get(label) ?? []), line]);
  }
  expect([...byLabel.keys()]).toEqual(labels);
  for (const [label, lines] of byLabel) {
    expect(lines[0], label).toMatch(START);
    expect(lines.at(-1), label).toMatch(DONE);
    expect(
      lines.slice(1, -1).every((line) => FIGURES.test(line) && !START.test(line)),
      label,
    ).toBe(true);
  }
  return byLabel;
}

/** Seconds in a line's "in 1.2 s" (or "3 min 05 s"). */
function seconds(elapsed: string): number {
  const m = /^(?:(\d+) h )?(?:(\d+) min ?)?(?:([\d.]+) s)?$/.exec(elapsed)!;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

describe('the lines, on a fake clock', () => {
  let clock = 0;
  let lines: string[] = [];
  const progress = (unit = 'games', intervalMs = 30_000) =>
    new LineProgress('simulate snakes efi', {
      unit,
      rateUnit: 'states',
      intervalMs,
      write: (line) => lines.push(line),
      now: () => clock,
    });
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
    lines = [];
  });
  afterEach(() => vi.useRealTimers());
  const advance = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };

  test('at the start, every interval (what, how far, rate, time left), and at the end', () => {
    const p = progress();
    p.update({ done: 0, total: 10_000_000 });
    expect(lines).toEqual(['boardsim: progress: simulate snakes efi: started, 10,000,000 games']);
    advance(10_000);
    p.update({ done: 1_500_000, total: 10_000_000 });
    expect(lines).toHaveLength(1);
    advance(20_000);
    expect(lines.at(-1)).toBe(
      'boardsim: progress: simulate snakes efi: 1,500,000 of 10,000,000 games (15.0%) in 30.0 s, 50.0 k games/s, about 2 min 50 s left',
    );
    p.update({ done: 4_500_000, total: 10_000_000 });
    advance(30_000);
    expect(lines.at(-1)).toBe(
      'boardsim: progress: simulate snakes efi: 4,500,000 of 10,000,000 games (45.0%) in 1 min 00 s, 75.0 k games/s, about 1 min 13 s left',
    );
    // a step with no time left to give: said after the figures
    p.update({ done: 10_000_000, total: 10_000_000, now: 'computing the exact answer' });
    advance(30_000);
    expect(lines.at(-1)).toBe(
      'boardsim: progress: simulate snakes efi: 10,000,000 of 10,000,000 games (100.0%) in 1 min 30 s, 111.1 k games/s; computing the exact answer',
    );
    advance(5_000);
    p.finish();
    expect(lines.at(-1)).toBe(
      'boardsim: progress: simulate snakes efi: done, 10,000,000 games in 1 min 35 s, 105.3 k games/s',
    );
    expect(lines).toHaveLength(5);
    // nothing after the end
    advance(120_000);
    p.update({ done: 1, total: 1 });
    expect(lines).toHaveLength(5);
  });

  test('a line every interval even when nothing moves: a slow job is not a stuck one, and says so', () => {
    const p = progress('games', 200);
    p.update({ done: 0, total: 100 });
    advance(1000);
    expect(lines).toHaveLength(6);
    expect(lines.slice(1).every((line) => line.includes(': 0 of 100 games (0.0%) in '))).toBe(true);
    expect(lines.at(-1)).toBe('boardsim: progress: simulate snakes efi: 0 of 100 games (0.0%) in 1.0 s');
  });

  test('a thread kept busy between updates (no timer fires): an update past the interval writes the line', () => {
    const p = progress('games', 1000);
    p.update({ done: 0, total: 100 });
    clock += 2500; // the clock moves, the event loop does not
    p.update({ done: 50, total: 100 });
    expect(lines.at(-1)).toBe(
      'boardsim: progress: simulate snakes efi: 50 of 100 games (50.0%) in 2.5 s, 20 games/s, about 2.5 s left',
    );
    clock += 500;
    p.update({ done: 60, total: 100 });
    expect(lines).toHaveLength(2);
    p.stop();
  });

  test('a rate of something else than the steps (a count: layers, and states a second): no time left', () => {
    const p = progress('layers', 1000);
    p.update({ done: 1, total: 31, rated: 1, now: 'counting the layer of 30 pegs' });
    expect(lines[0]).toBe('boardsim: progress: simulate snakes efi: started, 31 layers');
    clock += 1000;
    p.update({ done: 12, total: 31, rated: 2_500_000, now: 'counting the layer of 19 pegs' });
    expect(lines.at(-1)).toBe(
      'boardsim: progress: simulate snakes efi: 12 of 31 layers (38.7%) in 1.0 s, 2.50 M states/s; counting the layer of 19 pegs',
    );
    p.finish();
  });

  test('no total: how far without a percentage; stop ends it without a last line', () => {
    const p = progress('dice', 1000);
    p.start();
    expect(lines).toEqual(['boardsim: progress: simulate snakes efi: started']);
    p.update({ done: 3 });
    advance(1000);
    expect(lines.at(-1)).toBe('boardsim: progress: simulate snakes efi: 3 dice in 1.0 s, 3 dice/s');
    p.stop();
    advance(5000);
    p.finish();
    expect(lines).toHaveLength(2);
  });

  test('one of anything is said in the singular', () => {
    const p = progress('files', 1000);
    p.update({ done: 0, total: 1 });
    clock += 500;
    p.update({ done: 1, total: 1 });
    p.finish();
    expect(lines).toEqual([
      'boardsim: progress: simulate snakes efi: started, 1 file',
      'boardsim: progress: simulate snakes efi: done, 1 file in 0.5 s, 2 files/s',
    ]);
    lines = [];
    const q = progress('dice', 1000);
    q.start(1);
    q.stop();
    expect(lines).toEqual(['boardsim: progress: simulate snakes efi: started, 1 die']);
  });

  test('work that never started says nothing at its end', () => {
    const p = progress();
    p.finish();
    expect(lines).toEqual([]);
  });

  test('times as people say them', () => {
    expect([400, 12_340, 59_940, 59_960, 245_000, 3_599_400, 7_380_000].map(spokenTime)).toEqual([
      '0.4 s',
      '12.3 s',
      '59.9 s',
      '1 min 00 s',
      '4 min 05 s',
      '59 min 59 s',
      '2 h 03 min',
    ]);
  });
});

describe('--progress-interval and where the lines go', () => {
  test('seconds, more than 0', () => {
    expect(parseProgressInterval('0.2')).toBe(200);
    expect(parseProgressInterval('30')).toBe(30_000);
    expect(parseProgressInterval('1e3')).toBe(1_000_000);
    for (const bad of ['0', '-1', 'abc', '', ' ', 'Infinity', 'NaN', '1e7', '0x10'])
      expect(() => parseProgressInterval(bad), bad).toThrow(/must be a number of seconds more than 0/);
  });

  test('a terminal: the bar; a file or a pipe: lines; --quiet: nothing', () => {
    const file = openSync(join(dir, 'kind.err'), 'w');
    try {
      expect(progressKind({}, { isTTY: true, fd: 2 })).toEqual({ kind: 'bar' });
      expect(progressKind({}, { fd: file })).toEqual({ kind: 'lines', intervalMs: 30_000 });
      expect(progressKind({ progressInterval: '0.2' }, { fd: file })).toEqual({
        kind: 'lines',
        intervalMs: 200,
      });
      expect(progressKind({ quiet: true }, { fd: file })).toEqual({ kind: 'none' });
      expect(progressKind({ quiet: true }, { isTTY: true, fd: 2 })).toEqual({ kind: 'none' });
      // the report itself goes to that file (--out /dev/stderr 2>report.json): no line in it
      expect(progressKind({ out: join(dir, 'kind.err') }, { fd: file })).toEqual({ kind: 'none' });
      // a bad interval is refused, --quiet or not
      expect(() => progressKind({ quiet: true, progressInterval: '0' }, { fd: file })).toThrow(/more than 0/);
    } finally {
      closeSync(file);
    }
  });
});

describe('every long command, with stderr to a file', () => {
  const interval = ['--progress-interval', '0.2'];
  const cases: [string, string[], string[]][] = [
    [
      'simulate',
      ['simulate', 'snakes', '--preset', 'efi', '--games', '3e6', '--threads', '2', '--json'],
      ['simulate snakes efi'],
    ],
    [
      'analyze',
      ['analyze', 'snakes', '--preset', 'classic', '--players', '2', '--games', '20000', '--threads', '1'],
      ['analyze snakes classic'],
    ],
    [
      'analyze pegs',
      ['analyze', 'pegs', '--board', 'triangle5', '--start', 'a1'],
      ['analyze pegs triangle5 a1'],
    ],
    [
      'ablate',
      ['ablate', 'candyland', '--preset', 'seed000', '--games', '20000', '--threads', '1'],
      [
        'ablate candyland standard',
        'ablate candyland licorice',
        'ablate candyland pictures',
        'ablate candyland shortcuts',
      ],
    ],
    [
      'tournament',
      [
        'tournament',
        'lama',
        '--players',
        '2',
        '--strategies',
        'random,greedy',
        '--games',
        '400',
        '--threads',
        '1',
      ],
      ['tournament lama'],
    ],
    [
      'fairness',
      ['fairness', 'lama', '--players', '2', '--strategies', 'random', '--games', '2000', '--threads', '1'],
      ['fairness lama'],
    ],
    [
      'ladder',
      [
        'ladder',
        'lama',
        '--players',
        '2',
        '--strategies',
        'random,greedy',
        '--games',
        '100',
        '--replicates',
        '100',
        '--threads',
        '1',
      ],
      ['ladder lama'],
    ],
    ['pegs', ['pegs', '--board', 'triangle6', '--start', 'a1', '--threads', '2'], ['pegs triangle6 a1']],
    ['rng test', ['rng', 'test', '--rolls', '2e6', '--threads', '1'], ['rng test xoshiro128x4:lemire16']],
    [
      'rng report',
      [
        'rng',
        'report',
        '--gen',
        'pcg32',
        '--method',
        'lemire,modulo',
        '--rolls',
        '10000',
        '--games',
        '1000',
        '--threads',
        '1',
      ],
      ['rng report'],
    ],
    ['rng bench', ['rng', 'bench', '--dice', 'pcg32', '--rolls', '1e5', '--rounds', '3'], ['rng bench']],
  ];

  test.each(cases)('%s: a line at the start, every interval and at the end', async (name, args, labels) => {
    const r = await runWithLog([...args, ...interval], name.replace(' ', '-'));
    expect(r.code, r.log).toBe(0);
    const lines = checkLines(r.log, labels);
    // a run of many intervals has lines between its first and its last (its own clock says how long
    // it took, so a slow machine only makes more of them)
    for (const [label, own] of lines) {
      const took = seconds(DONE.exec(own.at(-1)!)!.groups!.elapsed!);
      if (took >= 10 * 0.2) expect(own.length, `${label} took ${took} s`).toBeGreaterThan(2);
    }
  });

  test('merge: the files read, then the exact answer', async () => {
    const shard = (k: number) =>
      runCli([
        'simulate',
        'snakes',
        '--preset',
        'classic',
        '--games',
        '300000',
        '--seed',
        '3',
        '--threads',
        '1',
        '--quiet',
        '--shard',
        `${k}/3`,
        '--out',
        join(dir, 'shards', `part-${k}.json`),
      ]);
    mkdirSync(join(dir, 'shards'));
    for (const k of [1, 2, 3]) expect((await shard(k)).code).toBe(0);
    const r = await runWithLog(['merge', join(dir, 'shards'), ...interval], 'merge');
    expect(r.code, r.log).toBe(0);
    const [lines] = checkLines(r.log, ['merge']).values();
    expect(lines![0]).toBe('boardsim: progress: merge: started, 3 files');
    expect(lines!.at(-1)).toMatch(/^boardsim: progress: merge: done, 3 files in /);
  });

  test('by default (no --progress-interval): the first and the last line, to a file as to a pipe', async () => {
    const args = ['simulate', 'snakes', '--preset', 'efi', '--games', '2e5', '--threads', '1'];
    const toFile = await runWithLog(args, 'default');
    expect(toFile.code).toBe(0);
    expect(toFile.log).toMatch(
      /^boardsim: progress: simulate snakes efi: started, 200,000 games\nboardsim: progress: simulate snakes efi: done, 200,000 games in [\d.]+ s, [\d.]+ [kM] games\/s\n$/,
    );
    // a shell's pipe (`2>&1 | tee log`) is a FIFO: lines too
    const shell = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        'sh',
        ['-c', `"${process.execPath}" "${CLI}" ${args.join(' ')} 2>&1 >/dev/null | cat`],
        { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.on('error', reject);
      child.on('close', () => resolve(out));
    });
    expect(shell).toMatch(/^boardsim: progress: simulate snakes efi: started, 200,000 games\n.*: done, /);
  });

  test('--quiet: nothing on stderr; stdout (and --json) the same with the lines as without them', async () => {
    const args = [
      'simulate',
      'snakes',
      '--preset',
      'efi',
      '--games',
      '2e5',
      '--seed',
      '9',
      '--threads',
      '1',
      '--json',
    ];
    const logged = await runWithLog([...args, ...interval], 'logged');
    const quiet = await runWithLog([...args, '--quiet'], 'quiet');
    expect(quiet.log).toBe('');
    expect(logged.log).not.toBe('');
    const untimed = (json: string) => json.replace(/"(elapsedMs|gamesPerSecond)": [\d.e+]+/g, '"$1": "-"');
    expect(untimed(logged.stdout)).toBe(untimed(quiet.stdout));
    const text = ['pegs', '--board', 'triangle5', '--start', 'a1'];
    const pegsLogged = await runWithLog([...text, ...interval], 'pegs-logged');
    const pegsQuiet = await runWithLog([...text, '--quiet'], 'pegs-quiet');
    expect(pegsLogged.log).not.toBe('');
    expect(pegsQuiet.log).toBe('');
    const untimedText = (out: string) => out.replace(/\d+(\.\d+)? (ms|s)\b/g, '-');
    expect(untimedText(pegsLogged.stdout)).toBe(untimedText(pegsQuiet.stdout));
  });

  test("a program's socket (Node's child_process) gets no line unless --progress-interval asks", async () => {
    const args = ['simulate', 'snakes', '--preset', 'efi', '--games', '1e5', '--threads', '1', '--json'];
    expect((await runCli(args)).stderr).toBe('');
    expect((await runCli([...args, '--progress-interval', '60'])).stderr).toMatch(
      /^boardsim: progress: simulate snakes efi: started, 100,000 games\n.*: done, 100,000 games in /,
    );
  });

  test('--progress-interval 0: refused before any work, one line, exit 2', async () => {
    const r = await runWithLog(['simulate', 'snakes', '--games', '1e12', '--progress-interval', '0'], 'zero');
    expect(r.code).toBe(2);
    expect(r.log).toBe(
      'boardsim: error: --progress-interval: must be a number of seconds more than 0 and at most 1,000,000, not "0"\n',
    );
  });

  test('--out /dev/stderr with stderr to a file: the file is the report, no line in it', async () => {
    const r = await runWithLog(
      ['simulate', 'snakes', '--games', '1e4', '--threads', '1', '--out', '/dev/stderr', ...interval],
      'out-stderr',
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.log)).toHaveProperty('games', 10_000);
  });
});
