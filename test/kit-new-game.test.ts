// `boardsim new-game <dir>` (issue 31, tier 2): the project it writes builds with asc as written
// (its asconfig.json, `boardsim/assembly/kit` from node_modules), its kernel agrees with its
// JavaScript twin and simulates; a folder that is not empty is refused (exit 2, nothing written).

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT, runCli } from './helpers.js';
import { ASC } from './kit-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-new-game-'));

describe('boardsim new-game', () => {
  test('writes a project that builds, checks against its twin and simulates', async () => {
    const project = join(dir, 'Dice Race');
    const made = await runCli(['new-game', project]);
    expect(made).toMatchObject({ code: 0, stderr: '' });
    expect(made.stdout).toMatch(/^wrote dice-race in /);
    expect(readdirSync(project).sort()).toEqual(
      ['.gitignore', 'README.md', 'asconfig.json', 'game.js', 'kernel.ts', 'package.json'].sort(),
    );
    const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.devDependencies).sort()).toEqual(['assemblyscript', 'boardsim']);
    // what `npm install` gives it: boardsim and assemblyscript in node_modules
    mkdirSync(join(project, 'node_modules'));
    symlinkSync(ROOT, join(project, 'node_modules/boardsim'), 'dir');
    symlinkSync(
      join(ROOT, 'node_modules/assemblyscript'),
      join(project, 'node_modules/assemblyscript'),
      'dir',
    );
    // npm run build
    expect(manifest.scripts.build).toBe('asc --target release');
    execFileSync(process.execPath, [ASC, '--target', 'release'], { cwd: project, stdio: 'pipe' });
    const kernel = join(project, 'build/dice-race.wasm');
    // npm run check (and the 4-player check of npm test)
    const check = await runCli(['check', './build/dice-race.wasm', '--twin', './game.js', '--games', '1e5'], {
      cwd: project,
    });
    expect(check).toMatchObject({ code: 0, stderr: '' });
    expect(check.stdout).toMatch(
      /^dice-race: the kernel and its twin agree over 100,000 games \(seed 1, 2 players, goal 30\)/,
    );
    const four = await runCli([
      'check',
      kernel,
      '--twin',
      join(project, 'game.js'),
      '--games',
      '1e4',
      '--players',
      '4',
      '--preset',
      'long',
    ]);
    expect(four).toMatchObject({ code: 0, stderr: '' });
    expect(four.stdout).toMatch(/agree over 10,000 games \(seed 1, 4 players, goal 100\)/);
    // npm run simulate
    const run = await runCli(['simulate', kernel, '--games', '2e5', '--json', '--quiet'], { cwd: project });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as {
      game: string;
      players: number;
      metrics: Record<string, { mean: number }>;
      seats: { wins: number }[];
    };
    expect(report).toMatchObject({ game: 'dice-race', players: 2 });
    expect(Object.keys(report.metrics)).toEqual(['turns', 'rolls']);
    // 30 squares at 3.5 a roll, a six rolling again: about 7 turns
    expect(report.metrics.turns!.mean).toBeGreaterThan(5);
    expect(report.metrics.turns!.mean).toBeLessThan(9);
    expect(report.seats[0]!.wins + report.seats[1]!.wins).toBe(200_000);
  });

  test('refuses a folder that is not empty, or a file: exit 2, nothing written', async () => {
    const full = join(dir, 'full');
    mkdirSync(full);
    writeFileSync(join(full, 'notes.txt'), 'mine');
    const run = await runCli(['new-game', full]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^boardsim: error: .*full: dir: is not empty/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(readdirSync(full)).toEqual(['notes.txt']);
    const asFile = await runCli(['new-game', join(full, 'notes.txt')]);
    expect(asFile.code).toBe(2);
    expect(readFileSync(join(full, 'notes.txt'), 'utf8')).toBe('mine');
    // an empty folder is fine
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    expect((await runCli(['new-game', empty])).code).toBe(0);
  });
});
