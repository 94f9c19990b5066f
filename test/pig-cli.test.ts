// Pig from the command line (the built CLI): exact, simulate, trace and presets, the JSON a run
// and its shards merge into, and each impossible option as one line naming its flag or field
// (exit 2).

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { SimulationReport } from '../src/report/simulation.js';
import { runCli } from './helpers.js';

const DIR = mkdtempSync(join(tmpdir(), 'boardsim-pig-'));
function gameFile(name: string, text: string): string {
  const path = join(DIR, name);
  writeFileSync(path, text);
  return path;
}

describe('boardsim exact pig', () => {
  test("prints Neller and Presser's figure for the optimal first player", async () => {
    const r = await runCli(['exact', 'pig']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('seat 1 (optimal), moves first: wins with probability 0.5305927253');
  });

  test('any two policies, from a game file too', async () => {
    const file = gameFile('race50.json', '{"goal": 50, "strategies": ["hold:20", "keep-pace"]}');
    const refused = await runCli(['exact', 'pig', '--board', file]);
    // keep-pace is a rule for a race to 100
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toMatch(/strategies: keep-pace is a rule for a race to 100, not to 50$/);
    const r = await runCli(['exact', 'pig', '--strategies', 'hold:20,hold:25', '--json']);
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.stdout) as { strategies: string[]; seats: { winProbability: number }[] };
    expect(answer.strategies).toEqual(['hold:20', 'hold:25']);
    expect(answer.seats[0]!.winProbability + answer.seats[1]!.winProbability).toBeCloseTo(1, 12);
  });
});

describe('boardsim simulate pig', () => {
  test('the report names the seats’ policies, compares with the exact answer, and merges from shards', async () => {
    const args = ['simulate', 'pig', '--strategies', 'hold:20,optimal', '--games', '150000', '--seed', '5'];
    const whole = await runCli([...args, '--json', '--quiet', '--threads', '1']);
    expect(whole.code).toBe(0);
    const report = JSON.parse(whole.stdout) as SimulationReport;
    expect(report.config).toMatchObject({ goal: 100, dieFaces: 6, strategies: ['hold:20', 'optimal'] });
    expect(Object.keys(report.metrics)).toEqual(['turns', 'rolls', 'margin']);
    expect(report.exact).toHaveProperty('seats');
    const parts = [];
    for (const shard of ['1/2', '2/2']) {
      const out = join(DIR, `part${shard[0]}.json`);
      expect((await runCli([...args, '--shard', shard, '--quiet', '--out', out, '--json'])).code).toBe(0);
      parts.push(out);
    }
    const merged = await runCli(['merge', ...parts, '--json', '--quiet']);
    expect(merged.code).toBe(0);
    const m = JSON.parse(merged.stdout) as SimulationReport;
    expect(m.seats).toEqual(report.seats);
    expect(m.metrics).toEqual(report.metrics);
    expect(m.exact).toEqual(report.exact);
  });

  test('trace plays the game simulate plays, turn by turn', async () => {
    const r = await runCli(['trace', 'pig', '--strategies', 'hold:20,optimal', '--game', '3', '--json']);
    expect(r.code).toBe(0);
    const trace = JSON.parse(r.stdout) as { strategies: string[]; events: { type: string }[] };
    expect(trace.strategies).toEqual(['hold:20', 'optimal']);
    expect(trace.events.at(-1)?.type).toBe('win');
  });

  const refusals: [string, string[], RegExp][] = [
    ['hold:0', ['--strategies', 'hold:0'], /--strategies: hold:N takes a whole number from 1 to 10,000/],
    ['an unknown policy', ['--strategies', 'greedy'], /--strategies: no Pig strategy "greedy"/],
    ['one player', ['--players', '1'], /--players: must be from 2 to 8/],
    [
      'optimal for three',
      ['--players', '3', '--strategies', 'optimal'],
      /--strategies: optimal and best-response are solved for two players/,
    ],
    [
      'a goal of 0',
      ['--board', gameFile('zero.json', '{"goal": 0}')],
      /zero\.json: goal: the goal must be at least 1 point/,
    ],
    [
      'a die of one face',
      ['--board', gameFile('d1.json', '{"dieFaces": 1}')],
      /d1\.json: dieFaces: a die needs at least 2 faces/,
    ],
  ];
  test.each(refusals)('refuses %s in one line, exit 2', async (_name, flags, message) => {
    const r = await runCli(['simulate', 'pig', ...flags, '--games', '1000']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
});
