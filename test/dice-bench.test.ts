// `rng bench`: boardsim's dice and the JavaScript anchors timed in one run, and what it says when
// an optional anchor is not installed; the standalone scripts of bench/standalone/ are the very
// programs it runs. (Speeds are not asserted: this is a shared machine.)

import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { type BenchReport, caseProgram, formatBench } from '../src/lab/bench.js';
import { anchorImport } from '../src/lab/anchors.js';
import { programText, standaloneScripts } from '../src/lab/programs.js';
import { ROOT, runCli } from './helpers.js';

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

test('the standalone scripts are the programs rng bench runs, their imports by package name', () => {
  const scripts = standaloneScripts();
  const folder = join(ROOT, 'bench/standalone');
  expect(Object.keys(scripts).sort()).toEqual(
    readdirSync(folder)
      .filter((name) => name.endsWith('.mjs'))
      .sort(),
  );
  for (const [name, text] of Object.entries(scripts))
    expect(readFileSync(join(folder, name), 'utf8'), `${name}: npx tsx bench/standalone/write.ts`).toBe(text);
  // rng bench runs the same text but for where the imports are found (the files its own resolution
  // finds): every other line is the standalone's
  const spec = { anchor: 'pure-rand xoroshiro128plus + uniformInt' };
  const program = caseProgram(spec, 6)!;
  const run = programText(program, anchorImport).split('\n');
  const alone = scripts['pure-rand.mjs']!.split('\n');
  const differing = run.flatMap((line, i) => (line === alone[i] ? [] : [[alone[i], line]]));
  expect(run).toHaveLength(alone.length);
  expect(differing.map(([was]) => was)).toEqual([
    "import { uniformInt } from 'pure-rand/distribution/uniformInt';",
    "import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';",
  ]);
  for (const [, now] of differing)
    expect(now).toMatch(/^import \{ \w+ \} from 'file:\/\/\/.*pure-rand.*\.js';$/);
  // the kernel's case has no program: it plays in a worker with the kernel's own calls
  expect(caseProgram({ die: 'pcg32:lemire', way: 'kernel' }, 6)).toBeUndefined();
});

test('a standalone script prints its samples as JSON (boardsim from the package, by its name)', () => {
  const out = execFileSync(
    process.execPath,
    [join(ROOT, 'bench/standalone/boardsim-sum.mjs'), '1000', '2', 'pcg32'],
    {
      encoding: 'utf8',
    },
  );
  const { ns, keep } = JSON.parse(out) as { ns: number[]; keep: number };
  expect(ns).toHaveLength(2);
  for (const x of ns) expect(x).toBeGreaterThan(0);
  // two samples of 1000 d6 rolls: between 2 × 1000 and 2 × 6000
  expect(keep).toBeGreaterThanOrEqual(2000);
  expect(keep).toBeLessThanOrEqual(12_000);
});
