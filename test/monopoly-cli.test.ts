// Monopoly on the command line: simulate's --json shares, exact's answer, a trace that is the
// game simulate plays, and bad input (one line naming the field, exit code 2).

import { describe, expect, test } from 'vitest';
import { referenceChunk } from '../src/games/monopoly/reference.js';
import { monopolySettings } from '../src/games/monopoly/settings.js';
import { runCli } from './helpers.js';

describe('simulate and exact', () => {
  test('simulate --json: a metric per position, jail first, and the comparison with the chain', async () => {
    const r = await runCli([
      'simulate',
      'monopoly',
      '--games',
      '2000',
      '--seed',
      '3',
      '--threads',
      '1',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    const names = Object.keys(report.metrics);
    expect(names[0]).toBe('jail');
    expect(names).toHaveLength(40);
    expect(names).not.toContain('go-to-jail');
    expect(report.config).toEqual({ jail: 'long', deck: 'without-replacement', turns: 100, warmup: 100 });
    // every counted turn ends somewhere
    const total = names.reduce((sum, name) => sum + report.metrics[name].mean, 0);
    expect(total).toBeCloseTo(100, 9);
    expect(report.exact.jail.mean).toBeCloseTo(10.942540399923, 9);
    expect(report.exact.positions).toHaveLength(40);
  });

  test('exact --jail short: the short stay', async () => {
    const r = await runCli(['exact', 'monopoly', '--jail', 'short', '--json']);
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.stdout);
    expect(answer.jail.share).toBeCloseTo(0.046871, 6);
    expect(answer.squares).toHaveLength(40);
    expect(answer.rents.map((g: { group: string }) => g.group)).toContain('dark-blue');
  });
});

test('trace --game N plays the game simulate plays as its game N', async () => {
  const r = await runCli([
    'trace',
    'monopoly',
    '--game',
    '4',
    '--seed',
    '9',
    '--turns',
    '30',
    '--warmup',
    '0',
    '--json',
  ]);
  expect(r.code).toBe(0);
  const trace = JSON.parse(r.stdout);
  const game = monopolySettings({ turns: 30, warmup: 0 }).game;
  expect(trace.counts).toEqual(referenceChunk(game, 9n, 0, 5)[4]!.counts);
  expect(trace.events.filter((e: { type: string }) => e.type === 'turn')).toHaveLength(30);
});

describe('bad input', () => {
  test.each([
    [['--jail', 'forever'], '--jail'],
    [['--turns', '0'], '--turns'],
    [['--warmup', '-1'], '--warmup'],
    [['--deck', 'stacked'], '--deck'],
    [['--players', '2'], '--players'],
  ])('%j names %s, exit 2', async (args, flag) => {
    const r = await runCli(['simulate', 'monopoly', '--games', '10', ...args]);
    expect(r.code).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${flag}:`);
  });
});
