// Issue 13, point 7: the small things a new user trips over, each checked.

import { describe, expect, test } from 'vitest';
import { trace } from '../src/index.js';
import { parseGameIndex, parseSeed } from '../src/core/options.js';
import { plural } from '../src/report/text.js';
import { runCli } from './helpers.js';

describe('trace --game', () => {
  test.each([
    ['-5', /--game: must be a whole number from 0 \(the first game\), not -5/],
    ['abc', /--game: must be a whole number from 0 \(the first game\), not abc/],
    ['1.5', /not 1\.5/],
  ])('%s: the value as given, and 0 named as valid', async (value, message) => {
    const r = await runCli(['trace', 'snakes', '--game', value]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  test('0, 7 and 1e3 are games of the run', () => {
    expect(parseGameIndex('0')).toBe(0);
    expect(parseGameIndex('7')).toBe(7);
    expect(parseGameIndex('1e3')).toBe(1000);
    expect(trace({ game: 'snakes', seed: 1, gameIndex: '0' }).lines.join('\n')).toEqual(
      trace({ game: 'snakes', seed: 1 }).lines.join('\n'),
    );
  });
});

describe('--seed written as --games may be', () => {
  test.each([
    ['1e3', 1000n],
    ['1.5e6', 1_500_000n],
    ['10_000', 10_000n],
    ['1.20e1', 12n],
    ['0x10', 16n],
  ])('%s', (text, seed) => {
    expect(parseSeed(text)).toBe(seed);
  });

  test('but never a fraction', () => {
    expect(() => parseSeed('1.25e1')).toThrow(/seed: must be a whole number from 0 to 2\^64-1, not "1.25e1"/);
  });
});

test('traces count in words: 1 turn, 2 turns', () => {
  expect(plural(1, 'turn')).toBe('1 turn');
  expect(plural(2, 'roll')).toBe('2 rolls');
  expect(plural(0, 'turn')).toBe('0 turns');
});

test('a run of one game says "1 game", in the run line and the ablation line', async () => {
  const run = await runCli(['simulate', 'snakes', '--games', '1', '--quiet']);
  expect(run.stdout.split('\n')[1]).toMatch(/^1 game · seed 1 · /);
  const ablation = await runCli(['ablate', 'candyland', '--games', '1', '--quiet']);
  expect(ablation.stdout.split('\n')[1]).toMatch(/^1 game a variant · /);
  const analysis = await runCli(['analyze', 'snakes', '--games', '1', '--no-exact', '--quiet']);
  expect(analysis.stdout.split('\n')[0]).toMatch(/: 1 game each, seed 1$/);
});
