// The CLI as users script it: the --json contract, atomic --out, presets round-trip, trace,
// merge, and Ctrl-C.

import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { referenceChunk } from '../src/games/snakes/reference.js';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { listPresets } from '../src/games/index.js';
import { runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('simulate --json', () => {
  test('prints exactly one JSON object in the shared shape; progress and logs go to stderr', async () => {
    const r = await runCli([
      'simulate',
      'snakes',
      '--preset',
      'efi',
      '--games',
      '200000',
      '--seed',
      '42',
      '--threads',
      '2',
      '--players',
      '2',
      '--mode',
      'independent',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({
      game: 'snakes',
      preset: 'efi',
      players: 2,
      mode: 'independent',
      games: 200000,
      seed: 42,
      threads: 2,
    });
    expect(Object.keys(report.metrics)).toEqual(['turns', 'rolls', 'moves', 'climbs', 'slides']);
    for (const m of Object.values(report.metrics) as Record<string, unknown>[]) {
      expect(Object.keys(m)).toEqual(
        expect.arrayContaining(['mean', 'sd', 'ci95', 'min', 'max', 'median', 'percentiles', 'histogram']),
      );
      expect(Object.keys(m.percentiles as object)).toEqual([
        'p1',
        'p5',
        'p10',
        'p25',
        'p50',
        'p75',
        'p90',
        'p95',
        'p99',
      ]);
    }
    expect(report.seats).toHaveLength(2);
    expect(report.seats[0]).toMatchObject({
      winRate: expect.any(Number),
      ci95: [expect.any(Number), expect.any(Number)],
    });
    expect(report.elapsedMs).toBeGreaterThan(0);
    expect(report.gamesPerSecond).toBeGreaterThan(0);
  });

  test('--out writes the same JSON atomically, and nothing else is left in the folder', async () => {
    const sub = mkdtempSync(join(dir, 'out-'));
    const out = join(sub, 'result.json');
    const r = await runCli([
      'simulate',
      'snakes',
      '--games',
      '70000',
      '--seed',
      '3',
      '--threads',
      '1',
      '--json',
      '--out',
      out,
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(JSON.parse(r.stdout));
    expect(readdirSync(sub)).toEqual(['result.json']);
  });

  test('without --json: a summary with confidence intervals, the exact comparison and a histogram', async () => {
    const r = await runCli(['simulate', 'snakes', '--preset', 'efi', '--games', '100000', '--seed', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/turns +mean 26\.\d+ +95% CI \[26\.\d+, 2[67]\.\d+\]/);
    expect(r.stdout).toMatch(/exact +mean turns 26\.906818: inside the 95% CI/);
    expect(r.stdout).toMatch(/chi-square [\d.]+, \d+ df, p = /);
    expect(r.stdout).toMatch(/shortest game: \d+ turns? .*rolls [\d ]+/);
    expect(r.stdout).toMatch(/turns per game \(% of games\)/);
  });
});

describe('Ctrl-C', () => {
  test('stops the workers, exits 130 and writes no partial file', async () => {
    const out = join(dir, 'interrupted.json');
    const r = await runCli(['simulate', 'snakes', '--games', '1e12', '--threads', '2', '--out', out], {
      onSpawn: (kill) => setTimeout(() => kill('SIGINT'), 2500),
    });
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(/interrupted; nothing was written/);
    expect(existsSync(out)).toBe(false);
  });
});

describe('presets', () => {
  test('lists every preset of every game, one line each', async () => {
    const r = await runCli(['presets']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(listPresets().length);
    expect(lines[0]).toMatch(/^snakes efi +seed 003's board/);
  });

  test('--show prints a board that --board accepts and that plays exactly like the preset', async () => {
    const shown = await runCli(['presets', '--show', 'efi']);
    expect(JSON.parse(shown.stdout)).toMatchObject({
      squares: 100,
      start: 1,
      rollAgainOnSix: true,
      overshoot: 'bounce',
      dieFaces: 6,
      jumps: { '17': 6, '9': 31 },
    });
    const file = join(dir, 'efi.json');
    writeFileSync(file, shown.stdout);
    const args = ['--games', '100000', '--seed', '8', '--threads', '1', '--json'];
    const viaPreset = JSON.parse((await runCli(['simulate', 'snakes', '--preset', 'efi', ...args])).stdout);
    const viaBoard = JSON.parse((await runCli(['simulate', 'snakes', '--board', file, ...args])).stdout);
    expect(viaBoard.preset).toBe('custom');
    expect(viaBoard.metrics).toEqual(viaPreset.metrics);
  });
});

describe('exact', () => {
  test('--json gives the documented shape', async () => {
    const r = await runCli(['exact', 'snakes', '--preset', 'classic', '--json']);
    const answer = JSON.parse(r.stdout);
    expect(answer).toMatchObject({
      game: 'snakes',
      preset: 'classic',
      turns: { mean: expect.closeTo(39.2251, 4), median: expect.any(Number) },
      rolls: { mean: expect.any(Number) },
      seats: [{ winProbability: expect.closeTo(1, 12) }],
    });
    expect(answer.turns.pmf[7]).toBeGreaterThan(0);
    expect(answer.turns.pmf.slice(0, 7)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
  test('seat win probabilities for several players', async () => {
    const r = await runCli(['exact', 'snakes', '--preset', 'efi', '--players', '2', '--mode', 'alternating']);
    expect(r.stdout).toMatch(/seat 1 +wins with probability 51\.3688%/);
  });
});

describe('trace', () => {
  test('plays the game `simulate` plays first with that seed, roll by roll', async () => {
    const r = await runCli(['trace', 'snakes', '--preset', 'efi', '--seed', '7']);
    expect(r.code).toBe(0);
    const first = referenceChunk(snakesPresets.efi!.config, 7n, 0, 1)[0]!;
    expect(r.stdout.split('\n')[0]).toBe('Turn 1:');
    expect(r.stdout).toContain(
      `That took ${first.turns} turns and ${first.rolls} rolls (climbed ${first.climbs}, slid ${first.slides})`,
    );
    expect(r.stdout.match(/Rolled a \d/g)).toHaveLength(first.rolls);
  });
  test('--json lists the events', async () => {
    const r = await runCli(['trace', 'snakes', '--preset', 'efi', '--seed', '7', '--players', '2', '--json']);
    const trace = JSON.parse(r.stdout);
    expect(trace.events[0]).toEqual({ type: 'turn', player: 0, turn: 1 });
    expect(trace.events.at(-1)).toMatchObject({ type: 'finish' });
  });
});

describe('merge', () => {
  test('shard files merge into the whole run', async () => {
    const common = ['simulate', 'snakes', '--games', '300000', '--seed', '11', '--threads', '1', '--json'];
    const files: string[] = [];
    for (const k of [1, 2, 3]) {
      const file = join(dir, `shard-${k}.json`);
      const r = await runCli([...common, '--shard', `${k}/3`, '--out', file]);
      expect(r.code).toBe(0);
      files.push(file);
    }
    const merged = JSON.parse((await runCli(['merge', ...files, '--json'])).stdout);
    const whole = JSON.parse((await runCli(common)).stdout);
    expect(merged.metrics).toEqual(whole.metrics);
    expect(merged.exact).toEqual(whole.exact);
    expect(merged.shortestGame).toEqual(whole.shortestGame);
  });
});
