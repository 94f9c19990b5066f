// `rng bench`: boardsim's dice and the JavaScript anchors timed in one run, and what it says when
// an optional anchor is not installed. (Speeds are not asserted: this is a shared machine.)

import { expect, test } from 'vitest';
import { type BenchReport, formatBench } from '../src/lab/bench.js';
import { runCli } from './helpers.js';

test('rng bench --json: every case timed once a round, ratios to pure-rand xoroshiro128plus', async () => {
  const result = await runCli([
    'rng',
    'bench',
    '--dice',
    'pcg32,alea',
    '--rolls',
    '20000',
    '--rounds',
    '3',
    '--json',
  ]);
  expect(result.code).toBe(0);
  const report = JSON.parse(result.stdout) as BenchReport;
  expect(report.missing).toEqual([]);
  expect(report.rows.map((r) => r.name)).toEqual([
    'boardsim pcg32:lemire fill',
    'boardsim pcg32:lemire rolls() view',
    'boardsim pcg32:lemire sum()',
    'boardsim pcg32:lemire next()',
    'boardsim pcg32:lemire in WebAssembly',
    'boardsim alea:float fill',
    'boardsim alea:float rolls() view',
    'boardsim alea:float sum()',
    'boardsim alea:float next()',
    'boardsim alea:float in WebAssembly',
    'pure-rand xoroshiro128plus + uniformInt',
    'pure-rand xorshift128plus + uniformInt',
    'pure-rand mersenne + uniformInt',
    'seedrandom alea: Math.floor(prng() * faces) + 1',
    'Math.floor(Math.random() * faces) + 1',
  ]);
  for (const row of report.rows) {
    expect(row.samplesNs).toHaveLength(3);
    expect(row.nsPerRoll).toBeGreaterThan(0);
    expect(row.speedup! * row.nsPerRoll).toBeCloseTo(report.rows[10]!.nsPerRoll, 6);
  }
});

test('a missing optional anchor is named, and the rest are timed', () => {
  const report: BenchReport = {
    faces: 6,
    rolls: 1000,
    rounds: 1,
    reference: 'pure-rand xoroshiro128plus + uniformInt',
    clock: 'cpu',
    missing: ['pure-rand'],
    rows: [
      {
        name: 'Math.floor(Math.random() * faces) + 1',
        kind: 'JavaScript',
        nsPerRoll: 9,
        samplesNs: [9],
        speedup: undefined,
      },
    ],
  };
  const text = formatBench(report, 'a machine');
  expect(text).toContain('not timed (optional dependencies not installed): pure-rand; npm install pure-rand');
  expect(text).toMatch(/Math\.floor\(Math\.random\(\) \* faces\) \+ 1 +JavaScript +9\.00 +—/);
});

test('rng bench with a bad die or faces: one line, exit 2', async () => {
  for (const [args, message] of [
    [['--dice', 'pcg64'], '--dice: no generator "pcg64"'],
    [['--faces', '256'], '--faces: at most 255'],
  ] as const) {
    const result = await runCli(['rng', 'bench', ...args]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  }
});
