// `rng sample --format bytes|u32`: the same rolls as the text, packed for fast pipes.

import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { CLI, runCli } from './helpers.js';

const sample = (...args: string[]) => execFileSync(process.execPath, [CLI, 'rng', 'sample', ...args]);

test.each([
  ['xoshiro128x4', '6'],
  ['mt19937', '6'],
  ['alea:float', '255'],
  ['xorshift128plus', '1000'],
])('%s, faces %s: bytes and u32 hold the text’s rolls', (dice, faces) => {
  const args = ['--dice', dice, '--seed', '3', '--faces', faces, '--count', '70001'];
  const text = sample(...args)
    .toString()
    .trimEnd()
    .split('\n')
    .map(Number);
  const u32 = sample(...args, '--format', 'u32');
  expect(Array.from(new Uint32Array(u32.buffer, u32.byteOffset, u32.length / 4))).toEqual(text);
  if (Number(faces) <= 255) expect(Array.from(sample(...args, '--format', 'bytes'))).toEqual(text);
});

test.each([
  [
    ['--faces', '256', '--format', 'bytes'],
    'boardsim: error: --format: bytes hold rolls up to 255, not 256: use u32',
  ],
  [['--format', 'csv'], 'boardsim: error: --format: must be one of'],
])('rng sample %j: one line, exit 2', async (args, message) => {
  const result = await runCli(['rng', 'sample', '--gen', 'pcg32', ...args]);
  expect(result.code).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr).toContain(message);
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
});
