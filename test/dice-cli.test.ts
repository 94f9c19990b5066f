// `boardsim rng` and `--dice` on the command line: the issue's java-lcg example against the JDK's
// own rolls, every die through sample, bad input (one clear line, exit 2, no stack trace), a
// dump into a closed pipe or a full disk, and the die recorded in simulate's report.

import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ChunkStream } from '../src/rng/stream.js';
import { GENERATORS } from '../src/rng/dice.js';
import { CLI, runCli } from './helpers.js';

const java = JSON.parse(readFileSync(new URL('./vectors/java.json', import.meta.url), 'utf8')) as {
  seed42d6: number[];
};

const lines = (text: string) => text.trimEnd().split('\n').map(Number);

test('rng sample --gen java-lcg --seed 42 --faces 6 --count 1000 prints new Random(42).nextInt(6) + 1', async () => {
  const r = await runCli([
    'rng',
    'sample',
    '--gen',
    'java-lcg',
    '--seed',
    '42',
    '--faces',
    '6',
    '--count',
    '1000',
  ]);
  expect(r.code).toBe(0);
  expect(r.stderr).toBe('');
  expect(lines(r.stdout)).toEqual(java.seed42d6);
});

test('rng sample of the default die is chunk 0 of simulate’s stream', async () => {
  const r = await runCli(['rng', 'sample', '--gen', 'xoshiro128x4', '--seed', '5', '--count', '500']);
  const stream = new ChunkStream(5n, 0n);
  expect(lines(r.stdout)).toEqual(Array.from({ length: 500 }, () => stream.draw(6) + 1));
});

test.each(GENERATORS)('rng sample --gen %s: rolls 1..faces, reproducible when seedable', async (gen) => {
  const args = ['rng', 'sample', '--gen', gen, '--seed', '3', '--faces', '8', '--count', '2000'];
  const a = await runCli(args);
  expect(a.code).toBe(0);
  const rolls = lines(a.stdout);
  expect(rolls).toHaveLength(2000);
  expect(Math.min(...rolls)).toBe(1);
  expect(Math.max(...rolls)).toBe(8);
  if (gen !== 'math-random' && gen !== 'crypto') expect((await runCli(args)).stdout).toBe(a.stdout);
});

const bad: [string, string[], RegExp][] = [
  [
    'an unknown generator',
    ['rng', 'sample', '--gen', 'mt19937-64'],
    /--gen: no generator "mt19937-64" \(generators: xoshiro128x4, java-lcg/,
  ],
  [
    'an unknown method',
    ['rng', 'sample', '--gen', 'pcg32', '--method', 'mod'],
    /--method: no range method "mod" \(methods: lemire16, modulo/,
  ],
  ['an unknown die', ['simulate', 'snakes', '--dice', 'pcg32:nope'], /--dice: no range method "nope"/],
  [
    'a seed past 2^64',
    ['rng', 'sample', '--gen', 'pcg32', '--seed', '18446744073709551616'],
    /--seed: must be from 0 to 2\^64-1/,
  ],
  [
    'a negative seed',
    ['rng', 'sample', '--gen', 'pcg32', '--seed', '-1'],
    /--seed: must be a whole number from 0 to 2\^64-1/,
  ],
  [
    'a Java seed below -2^63',
    ['rng', 'sample', '--gen', 'java-lcg', '--seed', '-9223372036854775809'],
    /--seed: java-lcg takes Java's seed, -2\^63 to 2\^64-1, not -9223372036854775809/,
  ],
  [
    'a seed past std::mt19937 range',
    ['rng', 'sample', '--gen', 'mt19937', '--seed', '4294967296'],
    /--seed: mt19937 takes std::mt19937's seed, 0 to 2\^32-1, not 4294967296/,
  ],
  [
    'zero rolls',
    ['rng', 'sample', '--gen', 'pcg32', '--count', '0'],
    /--count: must be a positive whole number, not 0/,
  ],
  [
    'a negative roll count',
    ['rng', 'sample', '--gen', 'pcg32', '--count', '-5'],
    /--count: must be a positive whole number, not -5/,
  ],
  [
    'zero faces',
    ['rng', 'sample', '--gen', 'pcg32', '--faces', '0'],
    /--faces: must be a positive whole number, not 0/,
  ],
  [
    'zero battery rolls',
    ['rng', 'test', '--gen', 'pcg32', '--rolls', '0'],
    /--rolls: must be a positive whole number, not 0/,
  ],
  [
    'a battery die too big',
    ['rng', 'test', '--gen', 'pcg32', '--faces', '20'],
    /--faces: must be from 2 to 16/,
  ],
  [
    '--dice and --gen together',
    ['rng', 'sample', '--gen', 'pcg32', '--dice', 'java-lcg'],
    /give --dice or --gen\/--method, not both/,
  ],
  [
    'a ring writer out of range',
    ['rng', 'sample', '--gen', 'ring-buffer@1.5'],
    /ring-buffer@W needs a writer speed W with 0 < W <= 1/,
  ],
  ['@W on another generator', ['rng', 'sample', '--gen', 'pcg32@0.5'], /only ring-buffer takes @W/],
  ['dumping the ring buffer', ['rng', 'dump', '--gen', 'ring-buffer'], /ring-buffer deals dice, not words/],
  ['an unknown generator in report', ['rng', 'report', '--gen', 'pcg32,nope'], /--gen: no generator "nope"/],
];

describe.each(bad)('%s', (_name, args, message) => {
  test('one clear message, exit 2, no stack trace, no output', async () => {
    const r = await runCli(args);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
  });
});

test('rng dump writes little-endian words and exits quietly (141) when the reader closes the pipe', async () => {
  const child = spawn(process.execPath, [CLI, 'rng', 'dump', '--gen', 'xoshiro128x4', '--seed', '42'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const first = await new Promise<Buffer>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(d)));
  child.stdout.destroy();
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  // 128 + SIGPIPE, as a shell reports a command that a closed pipe ended
  expect(code).toBe(141);
  expect(stderr).toBe('');
  const stream = new ChunkStream(42n, 0n);
  const words = Array.from({ length: 4 }, (_, i) => first.readUInt32LE(4 * i));
  expect(words).toEqual(Array.from({ length: 4 }, () => stream.nextWord()));
});

// /dev/full takes no byte (ENOSPC): a Linux device; elsewhere the test says it is skipped
test.skipIf(!existsSync('/dev/full'))(
  'rng dump and sample into a full disk: one line naming the failure, exit 1, not a hang',
  async () => {
    for (const args of [
      ['rng', 'dump', '--gen', 'pcg32'],
      ['rng', 'sample', '--gen', 'java-lcg', '--count', '10'],
    ]) {
      const full = openSync('/dev/full', 'w');
      try {
        const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', full, 'pipe'] });
        let stderr = '';
        child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
        const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
        expect(stderr).toBe('boardsim: error: cannot write the output (ENOSPC)\n');
        expect(code).toBe(1);
      } finally {
        closeSync(full);
      }
    }
  },
);

test('rng dump --count stops after that many words', async () => {
  const child = spawn(process.execPath, [CLI, 'rng', 'dump', '--gen', 'pcg32', '--count', '1000'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let bytes = 0;
  child.stdout.on('data', (d: Buffer) => (bytes += d.length));
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  expect(code).toBe(0);
  expect(bytes).toBe(4000);
});

test('simulate --dice records the die in the report, and a flawed die shows in the turns test', async () => {
  const r = await runCli([
    'simulate',
    'snakes',
    '--dice',
    'xorshift128:float',
    '--games',
    '20000',
    '--json',
    '--quiet',
  ]);
  expect(r.code).toBe(0);
  const report = JSON.parse(r.stdout) as {
    run: { dice: string };
    exact: { turns: { chiSquare: { pValue: number } } };
  };
  expect(report.run.dice).toBe('xorshift128:float');
  // seed 003's xorshift128 never sets its top bit: floor(6w/2^32) only gives 1, 2 and 3
  expect(report.exact.turns.chiSquare.pValue).toBeLessThan(1e-6);
  const text = await runCli(['simulate', 'snakes', '--dice', 'java-lcg', '--games', '1000', '--quiet']);
  expect(text.stdout).toMatch(/seed 1 · dice java-lcg:java/);
});

test('trace --dice plays the game simulate plays first with that die', async () => {
  const r = await runCli(['trace', 'snakes', '--dice', 'java-lcg', '--seed', '4', '--json']);
  expect(r.code).toBe(0);
  const sim = await runCli([
    'simulate',
    'snakes',
    '--dice',
    'java-lcg',
    '--seed',
    '4',
    '--games',
    '1',
    '--json',
  ]);
  const turns = (JSON.parse(sim.stdout) as { metrics: { turns: { mean: number } } }).metrics.turns.mean;
  const events = (JSON.parse(r.stdout) as { events: { type: string }[] }).events;
  expect(events.filter((e) => e.type === 'turn')).toHaveLength(turns);
});

test('rng test: a p-value that underflows prints as < 1e-300, not 0.00', async () => {
  // seed 003's xorshift128 never sets its top bit, so float reaches faces 1-3 only
  const r = await runCli(['rng', 'test', '--dice', 'xorshift128:float', '--rolls', '1e6', '--threads', '1']);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/faces {2}chi-square [\d.]+ on 5 df, p < 1e-300\n/);
  expect(r.stdout).toMatch(/worst p < 1e-300: FAILS \(p < 0\.001\)/);
  const fair = await runCli(['rng', 'test', '--dice', 'pcg32', '--rolls', '1e5', '--threads', '1']);
  expect(fair.stdout).toMatch(/faces {2}chi-square [\d.]+ on 5 df, p = \d/);
});

test('rng test --json: the three tests on the counts of a die', async () => {
  const r = await runCli(['rng', 'test', '--dice', 'pcg32', '--rolls', '200000', '--threads', '1', '--json']);
  expect(r.code).toBe(0);
  const report = JSON.parse(r.stdout) as {
    dice: string;
    rolls: number;
    tests: Record<string, { degreesOfFreedom: number; pValue: number }>;
    counts: { faces: number[] };
  };
  expect(report.dice).toBe('pcg32:lemire');
  expect(report.counts.faces.reduce((a, b) => a + b, 0)).toBe(200_000);
  expect(report.tests.faces!.degreesOfFreedom).toBe(5);
  expect(report.tests.pairs!.degreesOfFreedom).toBe(35);
});

test('rng report --json: a row per die with speed, battery, game test and bias', async () => {
  const r = await runCli([
    'rng',
    'report',
    '--gen',
    'xorshift128',
    '--method',
    'abs-mod,float',
    '--rolls',
    '100000',
    '--games',
    '3000',
    '--threads',
    '1',
    '--json',
  ]);
  expect(r.code).toBe(0);
  const report = JSON.parse(r.stdout) as {
    rows: { dice: string; nsPerRoll: number; game: { flawVisible: boolean }; bias: number }[];
  };
  expect(report.rows.map((row) => row.dice)).toEqual(['xorshift128:abs-mod', 'xorshift128:float']);
  expect(report.rows.every((row) => row.nsPerRoll > 0)).toBe(true);
  expect(report.rows[0]!.game.flawVisible).toBe(false);
  expect(report.rows[1]!.game.flawVisible).toBe(true);
  expect(report.rows[1]!.bias).toBeCloseTo(1, 6);
});

test('rng report writes no progress when stderr is not a terminal (as every progress bar)', async () => {
  const r = await runCli([
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
  ]);
  expect(r.code).toBe(0);
  expect(r.stderr).toBe('');
  expect(r.stdout).toContain('pcg32:modulo');
});
