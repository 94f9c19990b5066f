// The small edges of the command line (issue 13, point 7): each of these failed before.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { GAMES, simulate } from '../src/index.js';
import { CLI, runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-edges-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('rng', () => {
  test('sample and test without --gen roll the default die, as their help says', async () => {
    const plain = await runCli(['rng', 'sample', '--count', '20', '--seed', '3']);
    const named = await runCli([
      'rng',
      'sample',
      '--count',
      '20',
      '--seed',
      '3',
      '--dice',
      'xoshiro128x4:lemire16',
    ]);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toBe(named.stdout);
    expect(plain.stdout.trim().split('\n')).toHaveLength(20);
    const battery = await runCli(['rng', 'test', '--rolls', '10000', '--threads', '1', '--json']);
    expect(battery.code).toBe(0);
    expect(JSON.parse(battery.stdout)).toMatchObject({ dice: 'xoshiro128x4:lemire16', rolls: 10000 });
  });

  test('--help names only commands that exist', async () => {
    const help = (await runCli(['rng', '--help'])).stdout;
    expect(help).not.toMatch(/compare/);
    const description = /the dice lab: ([a-z, ]+?) on random/.exec(help)![1]!;
    const named = description.split(/, | and /).map((word) => word.trim());
    const commands = [...help.matchAll(/^ {2}([a-z]+) \[options\]/gm)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(3);
    for (const word of named) expect(commands).toContain(word);
  });
});

test('exact --help lists the games it solves, not lama', async () => {
  const help = (await runCli(['exact', '--help'])).stdout.replace(/\s+/g, ' ');
  const solved = Object.entries(GAMES).filter(([, definition]) => definition.exact !== undefined);
  expect(help).toContain(`game the game (${solved.map(([name]) => name).join(', ')})`);
  expect(help).not.toMatch(/lama/);
});

test('ablate --help lists only the options of the games it ablates', async () => {
  const help = (await runCli(['ablate', '--help'])).stdout;
  expect(help).toMatch(/--deck <rule>/);
  expect(help).not.toMatch(/--mode|peg solitaire|lama|snakes/);
});

test('a board file that starts with a UTF-8 byte-order mark plays like the same file without it', async () => {
  const board = (await runCli(['presets', '--show', 'efi'])).stdout;
  const plain = join(dir, 'plain.json');
  const marked = join(dir, 'marked.json');
  writeFileSync(plain, board);
  writeFileSync(marked, `\uFEFF${board}`);
  expect(readFileSync(marked).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const args = ['simulate', 'snakes', '--games', '2000', '--threads', '1', '--json', '--board'];
  const a = await runCli([...args, plain]);
  const b = await runCli([...args, marked]);
  expect(b.stderr).toBe('');
  expect(b.code).toBe(0);
  expect(JSON.parse(b.stdout).metrics).toEqual(JSON.parse(a.stdout).metrics);
});

describe('an option given twice', () => {
  test.each([
    [['simulate', 'snakes', '--games', '10', '--games', '20'], '--games'],
    [['simulate', 'snakes', '--games', '10', '--seed', '1', '--seed=2'], '--seed'],
    [['rng', 'sample', '--count', '3', '--count', '4'], '--count'],
    [['pegs', '--board', 'triangle5', '--board', 'triangle6'], '--board'],
  ])('%j: one line naming it, exit 2, nothing on stdout', async (args, option) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`boardsim: error: ${option}: given more than once: give it once\n`);
    expect(r.stdout).toBe('');
  });

  test('a flag without a value (--json, --quiet, --no-exact) may be repeated: no value is dropped', async () => {
    const args = ['simulate', 'snakes', '--games', '10', '--threads', '1'];
    const once = await runCli([...args, '--json', '--quiet', '--no-exact']);
    const twice = await runCli([
      ...args,
      '--json',
      '--json',
      '--quiet',
      '--quiet',
      '--no-exact',
      '--no-exact',
    ]);
    expect(twice.stderr).toBe('');
    expect(twice.code).toBe(0);
    const { elapsedMs: _a, gamesPerSecond: _b, ...first } = JSON.parse(once.stdout);
    const { elapsedMs: _c, gamesPerSecond: _d, ...second } = JSON.parse(twice.stdout);
    expect(second).toEqual(first);
    expect(second.exact).toBeUndefined();
  });

  test("analyze's --preset and --board, documented as repeatable, still are", async () => {
    const r = await runCli([
      'analyze',
      'snakes',
      '--preset',
      'classic',
      '--preset',
      'efi',
      '--players',
      '1',
      '--games',
      '2000',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).variants.map((v: { preset: string }) => v.preset)).toEqual([
      'classic',
      'efi',
    ]);
  });
});

test.each(['math-random', 'crypto'])(
  '--dice %s: the report says the run cannot be reproduced',
  async (die) => {
    const text = await runCli(['simulate', 'snakes', '--games', '2000', '--dice', die, '--threads', '1']);
    expect(text.code).toBe(0);
    const header = text.stdout.split('\n')[1]!;
    expect(header).toMatch(/^2,000 games · not reproducible · dice /);
    expect(header).not.toMatch(/seed/);
    const json = JSON.parse(
      (await runCli(['simulate', 'snakes', '--games', '2000', '--dice', die, '--json'])).stdout,
    );
    expect(json).toHaveProperty('seed');
    expect(json.run.reproducible).toBe(false);
    const seeded = JSON.parse((await runCli(['simulate', 'snakes', '--games', '2000', '--json'])).stdout);
    expect(seeded.run).not.toHaveProperty('reproducible');
  },
);

test('a closed stdout ends the command quietly with 141 (128 + SIGPIPE), not 0', async () => {
  const child = spawn(process.execPath, [CLI, 'simulate', 'snakes', '--games', '1e5', '--threads', '1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  expect(code).toBe(141);
  expect(stderr).toBe('');
});

test.each(['2', '1'])(
  'Ctrl-C on pegs (--threads %s) says it stopped, like every other command, and exits 130',
  async (threads) => {
    const out = join(dir, 'pegs.json');
    const r = await runCli(['pegs', '--board', 'english', '--threads', threads, '--out', out], {
      onSpawn: (kill) => setTimeout(() => kill('SIGINT'), 2000),
    });
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(/boardsim: interrupted; nothing was written\n$/);
    expect(r.stdout).toBe('');
  },
);

describe('a run too short for the chi-square test', () => {
  test('says so in words, never NaN, in text and JSON', async () => {
    const text = await runCli(['simulate', 'snakes', '--games', '10', '--threads', '1']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/turns distribution vs exact: too few games for the chi-square test/);
    expect(text.stdout).not.toMatch(/NaN/);
    const json = await runCli(['simulate', 'pegs', '--games', '10', '--threads', '1', '--json']);
    expect(json.stdout).not.toMatch(/NaN/);
    expect(JSON.parse(json.stdout).exact.pegsLeft.chiSquare.pValue).toBeNull();
  });

  test('the library report holds null, not NaN', async () => {
    const report = await simulate({ game: 'snakes', games: 10, threads: 1 });
    const fit = (report.exact!.turns as { chiSquare: { degreesOfFreedom: number; pValue: unknown } })
      .chiSquare;
    expect(fit.degreesOfFreedom).toBe(0);
    expect(fit.pValue).toBeNull();
  });
});
