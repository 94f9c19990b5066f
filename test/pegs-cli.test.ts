// `boardsim pegs` and `simulate pegs` as users script them: the JSON contract, --start all,
// --solution replayed on the board, random play against the exact distribution, and bad input.

import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { pegsBoards, triangleConfig } from '../src/games/pegs/boards.js';
import { pegs, simulate } from '../src/index.js';
import { randomPlayPegsLeft } from '../src/games/pegs/random-play.js';
import { runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-pegs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const KEYS = [
  'board',
  'start',
  'totalGames',
  'pegsLeft',
  'onePegInStartHole',
  'onePegEndHoles',
  'reachableStates',
  'deadEndStates',
];

test("pegs --json: the issue's keys, every count a decimal string", async () => {
  const r = await runCli(['pegs', '--board', 'triangle5', '--start', 'a1', '--json']);
  expect(r.code).toBe(0);
  const report = JSON.parse(r.stdout);
  expect(Object.keys(report)).toEqual(expect.arrayContaining(KEYS));
  expect(report).toMatchObject({
    board: 'triangle5',
    start: 'a1',
    totalGames: '568630',
    onePegInStartHole: '6816',
    reachableStates: '3016',
    deadEndStates: '122',
  });
  for (const value of [...Object.values(report.pegsLeft), ...Object.values(report.onePegEndHoles)])
    expect(value).toMatch(/^\d+$/);
  expect(Object.keys(report.onePegEndHoles)).toHaveLength(15);
});

test('pegs --start all --json: an array of 15, in board order', async () => {
  const r = await runCli(['pegs', '--board', 'triangle5', '--start', 'all', '--json']);
  expect(r.code).toBe(0);
  const reports = JSON.parse(r.stdout);
  expect(reports.map((x: { start: string }) => x.start)).toEqual(
    pegsBoards.triangle5!.config.holes.map((h) => h.name),
  );
  for (const report of reports) expect(Object.keys(report)).toEqual(expect.arrayContaining(KEYS));
  const text = await runCli(['pegs', '--board', 'triangle5', '--start', 'all']);
  expect(text.stdout).toContain('4 symmetry classes, each class counted once');
  expect(text.stdout).toContain(
    'last peg can end in the start hole from: a1 a2 b2 a3 c3 a4 d4 a5 b5 c5 d5 e5',
  );
});

describe.each(['a1', 'b3', 'c5'])('--solution from %s', (start) => {
  test('replayed jump by jump on the board, it is legal and leaves one peg', async () => {
    const r = await runCli(['pegs', '--board', 'triangle5', '--start', start, '--solution', '--json']);
    expect(r.code).toBe(0);
    const { solution } = JSON.parse(r.stdout) as { solution: string[] };
    const board = pegsBoards.triangle5!.config;
    const at = (name: string) => board.holes.find((h) => h.name === name)!.at;
    const pegs = new Set(board.holes.map((h) => h.name).filter((h) => h !== start));
    for (const jump of solution) {
      const [from, to] = jump.split(' ') as [string, string];
      const [a, c] = [at(from), at(to)];
      const over = board.holes.find((h) => 2 * h.at[0] === a[0] + c[0] && 2 * h.at[1] === a[1] + c[1]);
      expect(over, jump).toBeDefined();
      const line = board.lines.some(
        ([p, q, s]) =>
          board.holes[q]!.name === over!.name &&
          [board.holes[p]!.name, board.holes[s]!.name].sort().join() === [from, to].sort().join(),
      );
      expect(line, `${jump} is along a line`).toBe(true);
      expect([pegs.has(from), pegs.has(over!.name), pegs.has(to)], jump).toEqual([true, true, false]);
      pegs.delete(from);
      pegs.delete(over!.name);
      pegs.add(to);
    }
    expect(pegs.size).toBe(1);
  });
});

test('simulate pegs: the distribution of pegs left matches the exact random-play probabilities', async () => {
  const games = 1_000_000;
  const sim = await simulate({
    game: 'pegs',
    preset: 'triangle5',
    start: 'a1',
    games,
    seed: 2024,
    threads: 2,
  });
  const pmf = randomPlayPegsLeft(pegsBoards.triangle5!.config, 0)!;
  for (const [pegs, count] of sim.metrics.pegsLeft!.histogram) {
    const p = pmf[pegs]!;
    const se = Math.sqrt((p * (1 - p)) / games);
    expect(Math.abs(count / games - p) / se, `${pegs} pegs`).toBeLessThan(4);
  }
  const exact = sim.exact!.pegsLeft as { z: number; chiSquare: { pValue: number } };
  expect(Math.abs(exact.z)).toBeLessThan(4);
  expect(exact.chiSquare.pValue).toBeGreaterThan(0.001);
  // and the check notices a wrong start hole
  const other = randomPlayPegsLeft(pegsBoards.triangle5!.config, 4)!;
  const [pegs, count] = sim.metrics.pegsLeft!.histogram.find(([k]) => k === 1)!;
  expect(Math.abs(count / games - other[pegs]!) / Math.sqrt(other[pegs]! / games)).toBeGreaterThan(4);
});

test('exact pegs: the random-play distribution as text, every probability printed', async () => {
  const r = await runCli(['exact', 'pegs', '--board', 'triangle5', '--start', 'a1']);
  expect(r.code).toBe(0);
  const pmf = randomPlayPegsLeft(pegsBoards.triangle5!.config, 0)!;
  expect(r.stdout).toContain('board triangle5 · start a1');
  for (const [pegs, p] of pmf.entries())
    if (p > 0) expect(r.stdout).toMatch(new RegExp(`\\n +${pegs} +${(100 * p).toFixed(6)}%`));
  expect(r.stdout).toContain(`mean pegs left ${pmf.reduce((s, p, k) => s + p * k, 0).toFixed(6)}`);
});

test('exact pegs on a board too large for its in-memory pass: refused (exit 2), pointing to boardsim pegs', async () => {
  const r = await runCli(['exact', 'pegs', '--board', 'english', '--json']);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toBe(
    "boardsim: error: --board: english has too many positions for exact's random-play distribution: one layer holds more than 1,000,000, past what its in-memory pass keeps; `boardsim pegs --board english --start d4` counts every game and gives it (randomPlay)\n",
  );
});

test('simulate pegs gives the same totals whatever the number of threads', async () => {
  const run = (threads: number) =>
    simulate({ game: 'pegs', preset: 'triangle5', start: 'c3', games: 300_000, seed: 9, threads });
  const [one, two] = await Promise.all([run(1), run(2)]);
  expect(one.metrics.pegsLeft!.histogram).toEqual(two.metrics.pegsLeft!.histogram);
});

function boardFile(name: string, config: unknown): string {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(config));
  return path;
}

const tiny = {
  holes: [
    { name: 'a', at: [0, 0] },
    { name: 'b', at: [1, 0] },
    { name: 'c', at: [2, 0] },
  ],
};

test('--start all shares the budget among the classes counted at once, never more than the board has', async () => {
  // three holes in a row: two start classes (an end, the middle), whatever the threads
  const row = join(dir, 'row.json');
  writeFileSync(
    row,
    JSON.stringify({
      name: 'row',
      holes: [0, 1, 2].map((x) => ({ name: `h${x}`, at: [x, 0] })),
      lines: [['h0', 'h1', 'h2']],
      start: 'h0',
    }),
  );
  const r = await runCli(['pegs', '--board', row, '--start', 'all', '--threads', '4', '--max-memory', '1K']);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(
    /more than 0\.5 KiB, its share of the budget --max-memory 1\.0 KiB \(split between the 2 start classes counted at once, one per thread\)/,
  );
});

describe('bad input: exit code 2, one clear line per problem, nothing on stdout', () => {
  test.each([
    [
      ['pegs', '--board', 'hexagon'],
      /no board "hexagon" \(boards: triangle5, triangle6, triangle7, english, european\)/,
    ],
    [['pegs', '--start', 'z9'], /--start: no hole "z9" on triangle5/],
    [['pegs', '--board', 'english', '--start', 'a1'], /--start: no hole "a1" on english/],
    [['simulate', 'pegs', '--board', 'triangle5', '--start', 'q', '--games', '10'], /--start: no hole "q"/],
    [['simulate', 'snakes', '--start', 'a1', '--games', '10'], /start: does not apply to snakes/],
    [['simulate', 'pegs', '--players', '2', '--games', '10'], /--players: must be from 1 to 1/],
    [
      ['pegs', '--max-memory', 'lots'],
      /--max-memory: "lots" is not a size: give a number of bytes with K, M, G or T \(units of 1024\), such as 8G or 512M/,
    ],
    [
      ['pegs', '--max-memory', '1M', '--threads', '2'],
      /--max-memory: the first layer of the count needs about \d+\.\d MiB, more than the budget --max-memory 1\.0 MiB; the machine has [\d.]+ GiB free/,
    ],
    [
      ['pegs', '--board', 'triangle6', '--start', 'all', '--threads', '2', '--max-memory', '1M'],
      /--max-memory: the first layer of the count needs about \d+\.\d MiB, more than 512\.0 KiB, its share of the budget --max-memory 1\.0 MiB \(split between the 2 start classes counted at once, one per thread\); the machine has [\d.]+ [GM]iB free$/m,
    ],
    [
      ['pegs', '--parts', '7000'],
      /--parts: 7000 parts but no layer of triangle5 can have more than 6,435 positions: some parts would always be empty/,
    ],
    [['pegs', '--parts', 'two'], /--parts: must be a positive whole number, not two/],
    [
      ['analyze', 'pegs', '--board', 'triangle6', '--threads', '2', '--max-memory', '1M'],
      /--max-memory: the first layer of the count needs about \d+\.\d MiB, more than the budget --max-memory 1\.0 MiB/,
    ],
    [
      ['analyze', 'pegs', '--parts', '7000'],
      /--parts: 7000 parts but no layer of triangle5 can have more than 6,435 positions/,
    ],
    [['analyze', 'snakes', '--parts', '2'], /--parts: does not apply to snakes \(only to pegs\)/],
    [
      ['simulate', 'pegs', '--board', 'hexagon', '--games', '10'],
      /hexagon: no board of that name \(boards: triangle5, triangle6, triangle7, english, european\) and no such file/,
    ],
  ])('%j', async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  test.each([
    ['missing-hole', { ...tiny, lines: [['a', 'b', 'x']] }, /lines\[0\]\[2\]: no hole "x"/],
    [
      'bent',
      { ...tiny, holes: [...tiny.holes, { name: 'd', at: [1, 1] }], lines: [['a', 'b', 'd']] },
      /lines\[0\]: a, b, d is not a straight line/,
    ],
    ['two', { ...tiny, lines: [['a', 'b']] }, /lines\[0\]: a line is three holes/],
    [
      'duplicate',
      {
        ...tiny,
        lines: [
          ['a', 'b', 'c'],
          ['c', 'b', 'a'],
        ],
      },
      /lines\[1\]: the same line as lines\[0\]/,
    ],
    ['no-lines', { ...tiny }, /give the jump lines/],
    [
      'same-place',
      { holes: [...tiny.holes, { name: 'd', at: [0, 0] }], lattice: 'square' },
      /holes a and d are both at \[0, 0\]/,
    ],
    [
      'huge',
      triangleConfig(11),
      /66 holes: the counting kernel keeps a board in one 64-bit word, so at most 64 holes/,
    ],
    ['bad-start', { ...tiny, lattice: 'square', start: 'z' }, /start: no hole "z"/],
    ['typo', { ...tiny, lattise: 'square' }, /unknown field "lattise"/],
  ])('board file: %s', async (name, config, message) => {
    const r = await runCli(['pegs', '--board', boardFile(name, config)]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  test.each([
    ['pegs'],
    ['simulate', 'pegs', '--games', '10'],
    ['trace', 'pegs'],
    ['exact', 'pegs'],
    ['analyze', 'pegs'],
  ])('a board file that is not JSON goes through the JSON gate: %s', async (...command) => {
    const files: [string, string, string][] = [
      ['hello.json', 'hello\n', 'not valid JSON at line 1, column 1'],
      ['english.json', 'english', 'not valid JSON at line 1, column 1'],
      ['empty.json', '', 'not valid JSON at line 1, column 1'],
      ['list.json', '[]', 'a board is a JSON object'],
    ];
    for (const [name, text, message] of files) {
      const file = join(dir, name);
      writeFileSync(file, text);
      const r = await runCli([...command, '--board', file]);
      expect(r.code).toBe(2);
      expect(r.stderr.startsWith(`boardsim: error: ${file}: ${message}`)).toBe(true);
      expect(r.stderr.split('\n')).toHaveLength(2);
    }
  });

  test('the library: a board name, else JSON text', async () => {
    await expect(pegs({ board: 'englsh' })).rejects.toThrow(/^board: no board "englsh" \(boards: triangle5,/);
    await expect(pegs({ board: 'hello\n' })).rejects.toThrow(/^board: not valid JSON at line 1, column 1/);
    await expect(pegs({ board: 'x'.repeat(100) })).rejects.toThrow(
      /^board: not valid JSON at line 1, column 1/,
    );
    await expect(pegs({ board: 'null' })).rejects.toThrow(/^board: a board is a JSON object/);
    expect((await pegs({ board: 'triangle5' })).board).toBe('triangle5');
  });

  test('--threads 2 --parts 3 --max-memory 1G: the same answer as one thread', async () => {
    const one = await runCli(['pegs', '--board', 'triangle6', '--start', 'b2', '--json', '--threads', '1']);
    const parts = await runCli([
      'pegs',
      '--board',
      'triangle6',
      '--start',
      'b2',
      '--json',
      '--threads',
      '2',
      '--parts',
      '3',
      '--max-memory',
      '1G',
    ]);
    expect([one.code, parts.code]).toEqual([0, 0]);
    const counts = (stdout: string) => {
      const { stats: _, randomPlay: __, ...rest } = JSON.parse(stdout);
      return rest;
    };
    expect(counts(parts.stdout)).toEqual(counts(one.stdout));
    expect(JSON.parse(parts.stdout).stats.parts).toBe(3);
  });

  test('a board of my own, with lines made from the lattice', async () => {
    const row = {
      holes: Array.from({ length: 5 }, (_, i) => ({ name: `h${i}`, at: [i, 0] })),
      lattice: 'square',
      start: 'h0',
    };
    const r = await runCli(['pegs', '--board', boardFile('row', row), '--json']);
    expect(r.code).toBe(0);
    // h0 empty: the only game is h2 over h1 into h0, then h4 over h3 into h2, leaving h0 and h2
    expect(JSON.parse(r.stdout)).toMatchObject({ totalGames: '1', pegsLeft: { '1': '0', '2': '1' } });
  });
});

test('Ctrl-C on analyze pegs stops the count on its workers: the interrupted line, exit 130', async () => {
  const r = await runCli(['analyze', 'pegs', '--board', 'english', '--threads', '2'], {
    onSpawn: (kill) => setTimeout(() => kill('SIGINT'), 2000),
  });
  expect(r.code).toBe(130);
  expect(r.stderr).toMatch(/boardsim: interrupted; nothing was written\n$/);
  expect(r.stdout).toBe('');
});
