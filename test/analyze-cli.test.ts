// `boardsim analyze` as users script it: the JSON contract, measures without meaning named in
// words, too few games said in words (never NaN), variants side by side, and bad input.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { MEASURE_NAMES } from '../src/analyze/report.js';
import { runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-analyze-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('--json: every measure by name, each a value with an interval or a reason', async () => {
  const r = await runCli([
    'analyze',
    'snakes',
    '--preset',
    'classic',
    '--games',
    '3000',
    '--json',
    '--quiet',
  ]);
  expect(r.code).toBe(0);
  const report = JSON.parse(r.stdout);
  expect(report).toMatchObject({ game: 'snakes', seed: 1, games: 3000 });
  const [variant] = report.variants;
  expect(variant).toMatchObject({ preset: 'classic', players: 2, games: 3000 });
  expect(Object.keys(variant.measures)).toEqual([...MEASURE_NAMES]);
  expect(variant.measures.order).toEqual({ meaning: false, reason: expect.stringContaining('chooses') });
  expect(variant.measures.drama).toMatchObject({
    value: expect.any(Number),
    ci95: [expect.any(Number), expect.any(Number)],
    method: 't',
  });
  expect(variant.measures.advantage.method).toBe('wilson');
  expect(r.stdout).not.toMatch(/NaN|null,\s*"ci95": \[/);
});

test('one game: no interval, and the text says why instead of printing NaN', async () => {
  const r = await runCli(['analyze', 'snakes', '--games', '1', '--no-exact', '--quiet']);
  expect(r.code).toBe(0);
  expect(r.stdout).not.toMatch(/NaN/);
  expect(r.stdout).toMatch(/too few games for an interval/);
  expect(r.stdout).toMatch(/: 1 game each, seed 1\n/);
  expect(r.stdout).toMatch(/order +no meaning for this game: /);
});

test('one player: the comparative measures have no meaning, the heat map is exact', async () => {
  const r = await runCli(['analyze', 'snakes', '--players', '1', '--games', '2000', '--json', '--quiet']);
  expect(r.code).toBe(0);
  const [variant] = JSON.parse(r.stdout).variants;
  expect(variant.measures.fairness.meaning).toBe(false);
  expect(variant.measures.leadChanges.reason).toMatch(/opponent/);
  expect(variant.details.heatMap.exact).toHaveLength(101);
});

test('presets and a board file side by side, with differences', async () => {
  const file = join(dir, 'short.json');
  writeFileSync(file, JSON.stringify({ squares: 30, jumps: { 3: 22, 27: 5 } }));
  const r = await runCli([
    'analyze',
    'snakes',
    '--preset',
    'classic,efi',
    '--board',
    file,
    '--games',
    '2000',
    '--json',
    '--quiet',
  ]);
  expect(r.code).toBe(0);
  const report = JSON.parse(r.stdout);
  expect(report.variants.map((v: { preset: string }) => v.preset)).toEqual(['classic', 'efi', 'custom']);
  const duration = report.differences.filter((d: { measure: string }) => d.measure === 'duration');
  expect(duration).toHaveLength(2);
  expect(duration[1].difference).toBeLessThan(0);
  const text = await runCli([
    'analyze',
    'snakes',
    '--preset',
    'classic,efi',
    '--games',
    '2000',
    '--no-exact',
    '--quiet',
  ]);
  expect(text.stdout).toMatch(/difference \(vs classic\)/);
});

test('several board files: the text names each by its file (the JSON calls each custom)', async () => {
  const [short, long] = [join(dir, 'short-a.json'), join(dir, 'long-b.json')];
  writeFileSync(short, JSON.stringify({ squares: 30, jumps: { 3: 22, 27: 5 } }));
  writeFileSync(long, JSON.stringify({ squares: 60, jumps: { 3: 22, 57: 5 } }));
  const r = await runCli([
    'analyze',
    'snakes',
    '--board',
    short,
    '--board',
    long,
    '--games',
    '500',
    '--no-exact',
    '--quiet',
  ]);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain(`analyze snakes: ${short}, 2 players vs ${long}, 2 players:`);
  expect(r.stdout).toContain(`difference (vs ${short})`);
  const lama = await runCli([
    'analyze',
    'lama',
    '--preset',
    'published',
    '--players',
    '2..3',
    '--games',
    '30',
    '--quiet',
  ]);
  expect(lama.code).toBe(0);
  expect(lama.stdout).toContain('published, 2 players vs published, 3 players');
});

test.each([
  [['analyze', 'chess'], /game/],
  [['analyze', 'snakes', '--players', '0'], /--players/],
  [['analyze', 'snakes', '--preset', 'nope'], /no snakes preset "nope"/],
  [['analyze', 'snakes', '--games', '-5'], /--games/],
  [['analyze', 'snakes', '--board', join(dir, 'missing.json')], /no such file/],
  // an option for another game is refused, not ignored
  [
    ['analyze', 'snakes', '--deck', 'with-replacement'],
    /^boardsim: error: --deck: does not apply to snakes \(only to candyland\)\n$/,
  ],
  [
    ['analyze', 'lama', '--turn-order', 'deck-count'],
    /--turn-order: does not apply to lama \(only to candyland\)\n$/,
  ],
  [
    ['analyze', 'snakes', '--start', 'a1'],
    /--start: does not apply to snakes \(only to candyland and pegs\)\n$/,
  ],
])('bad input %j: one line, exit 2', async (args, message) => {
  const r = await runCli([...args, '--quiet']);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(message);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
});

test('an option of the synopsis that the game has no use for is taken, and named: a warning, and ignoredOptions in the JSON', async () => {
  // one command line over every game: peg solitaire plays no games and has one player
  const r = await runCli(['analyze', 'pegs', '--games', '1000', '--players', '2', '--json', '--quiet']);
  expect(r.code).toBe(0);
  expect(r.stderr.trim().split('\n')).toEqual([
    'boardsim: warning: --players: does not apply to pegs (a one-person puzzle: counted for one player): ignored',
    'boardsim: warning: --games: does not apply to pegs (its analysis is exact, from the count of every game: it plays none): ignored',
  ]);
  expect(JSON.parse(r.stdout).ignoredOptions).toEqual([
    { option: 'players', reason: 'a one-person puzzle: counted for one player' },
    { option: 'games', reason: 'its analysis is exact, from the count of every game: it plays none' },
  ]);
  // what the game uses raises no warning, and the report has no such key
  const used = await runCli(['analyze', 'pegs', '--players', '1', '--json', '--quiet']);
  expect(used.stderr).toBe('');
  expect(JSON.parse(used.stdout)).not.toHaveProperty('ignoredOptions');
  const snakes = await runCli([
    'analyze',
    'snakes',
    '--strategies',
    'greedy',
    '--games',
    '100',
    '--no-exact',
    '--quiet',
  ]);
  expect(snakes.code).toBe(0);
  expect(snakes.stderr).toMatch(
    /^boardsim: warning: --strategies: does not apply to snakes \(no player ever chooses anything: the dice make every move\): ignored\n$/,
  );
});
