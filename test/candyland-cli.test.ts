// Candy Land on the command line: the --json contract of simulate, ablate and exact, traces in
// each seed's layout, presets that round-trip through --board, and bad input (one clear line naming
// the field, exit code 2, no stack trace, no output file).

import { existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { unwrap } from '../src/core/errors.js';
import { candyBoard } from '../src/games/candyland/board.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import { referenceChunk } from '../src/games/candyland/reference.js';
import { runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-candy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function file(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}
const base = {
  colors: ['R', 'G'],
  pictures: ['Star'],
  spaces: ['R', 'G', 'Star', 'R', 'G', 'R', 'G', 'R'],
  licorice: [4],
  shortcuts: { '1': 5 },
  deck: [{ color: 'R', count: 4 }, { color: 'G', count: 4 }, { color: 'G', amount: 2 }, { picture: 'Star' }],
};
const edition = (name: string, change: object) => file(name, { ...base, ...change });

describe('simulate --json', () => {
  test('the shared shape, with the shared metrics and a win rate per seat', async () => {
    const r = await runCli([
      'simulate',
      'candyland',
      '--preset',
      'classic',
      '--players',
      '3',
      '--games',
      '100000',
      '--seed',
      '4',
      '--threads',
      '2',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({
      game: 'candyland',
      preset: 'classic',
      players: 3,
      games: 100000,
      seed: 4,
    });
    expect(Object.keys(report.metrics)).toEqual(['turns', 'moves', 'lostTurns', 'shortcuts', 'backward']);
    expect(report.metrics.turns).toMatchObject({
      mean: expect.any(Number),
      ci95: [expect.any(Number), expect.any(Number)],
      median: expect.any(Number),
      percentiles: expect.objectContaining({ p50: expect.any(Number), p99: expect.any(Number) }),
    });
    expect(report.seats).toHaveLength(3);
    expect(report.seats.reduce((s: number, x: { wins: number }) => s + x.wins, 0)).toBe(100000);
    expect(report.notes.join(' ')).toMatch(/no exact answer for a deck dealt without replacement/);
  });
  test('--deck with-replacement adds the exact comparison; the text summary prints it', async () => {
    const r = await runCli([
      'simulate',
      'candyland',
      '--preset',
      'seed000',
      '--deck',
      'with-replacement',
      '--games',
      '100000',
      '--threads',
      '1',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/exact +mean turns 40\.76\d+: (inside|OUTSIDE) the 95% CI/);
    expect(r.stdout).toMatch(/turns distribution vs exact: chi-square/);
  });
  test('--show prints an edition that --board plays exactly like the preset', async () => {
    const shown = await runCli(['presets', '--show', 'seed001']);
    const path = file('seed001.json', shown.stdout);
    const args = ['--games', '70000', '--seed', '8', '--threads', '1', '--players', '2', '--json'];
    const viaPreset = JSON.parse(
      (await runCli(['simulate', 'candyland', '--preset', 'seed001', ...args])).stdout,
    );
    const viaBoard = JSON.parse((await runCli(['simulate', 'candyland', '--board', path, ...args])).stdout);
    expect(viaBoard.preset).toBe('custom');
    expect(viaBoard.metrics).toEqual(viaPreset.metrics);
  });
});

describe('merge', () => {
  test('shard reports merge into the whole run, exact comparison included', async () => {
    const common = [
      'simulate',
      'candyland',
      '--preset',
      'seed001',
      '--players',
      '2',
      '--deck',
      'with-replacement',
      '--games',
      '140000',
      '--seed',
      '5',
      '--threads',
      '1',
      '--json',
    ];
    const files: string[] = [];
    for (const k of [1, 2]) {
      const out = join(dir, `shard-${k}.json`);
      expect((await runCli([...common, '--shard', `${k}/2`, '--out', out])).code).toBe(0);
      files.push(out);
    }
    const merged = JSON.parse((await runCli(['merge', ...files, '--json'])).stdout);
    const whole = JSON.parse((await runCli(common)).stdout);
    expect(merged.metrics).toEqual(whole.metrics);
    expect(merged.seats).toEqual(whole.seats);
    expect(merged.exact).toEqual(whole.exact);
  });
});

describe('ablate', () => {
  test("seed 000's table with effects and confidence intervals, as text and as JSON", async () => {
    const args = ['ablate', 'candyland', '--preset', 'seed000', '--games', '70000', '--threads', '2'];
    const text = await runCli(args);
    expect(text.code).toBe(0);
    for (const label of ['Standard', 'No Licorice', 'No Specials', 'No Shortcuts'])
      expect(text.stdout).toContain(label);
    expect(text.stdout).toMatch(/licorice: \+\d+\.\d+ \[[+−]\d+\.\d+, [+−]\d+\.\d+\]/);
    const json = JSON.parse((await runCli([...args, '--json'])).stdout);
    expect(json.variants.map((v: { name: string }) => v.name)).toEqual([
      'standard',
      'no-licorice',
      'no-specials',
      'no-shortcuts',
    ]);
    expect(json.variants[1]).toMatchObject({
      seed: 2,
      effect: { turns: { difference: expect.any(Number), ci95: [expect.any(Number), expect.any(Number)] } },
    });
  });
  test('for several players it compares the winner’s turns and all moves', async () => {
    const r = await runCli([
      'ablate',
      'candyland',
      '--preset',
      'licorice-skip',
      '--players',
      '2',
      '--games',
      '70000',
      '--json',
    ]);
    const json = JSON.parse(r.stdout);
    expect(Object.keys(json.variants[3].effect)).toEqual(['turns', 'moves']);
  });
  test('a feature --without already leaves out has no effect: its line is the standard game, with a note', async () => {
    const args = ['ablate', 'candyland', '--without', 'licorice', '--games', '2000', '--seed', '5'];
    const text = await runCli(args);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^No Licorice .* licorice: already left out$/m);
    expect(text.stdout).toMatch(/^No Specials .* picture cards: [+−]\d/m);
    const json = JSON.parse((await runCli([...args, '--json'])).stdout);
    const [standard, licorice, pictures] = json.variants;
    expect(licorice.effect).toBeUndefined();
    expect(licorice).toMatchObject({ name: 'no-licorice', seed: 5, metrics: standard.metrics });
    expect(licorice.notes).toEqual([
      'the standard game already leaves out licorice: this line is the standard game, and there is no effect to measure',
    ]);
    // the others keep their seeds: variant i is simulate --seed S+i
    expect(pictures).toMatchObject({ seed: 7, effect: { turns: expect.any(Object) } });
  });
});

describe('trace', () => {
  test("seed 000's move lines, 1-based, for the game simulate plays first", async () => {
    const r = await runCli(['trace', 'candyland', '--preset', 'seed000', '--seed', '7', '--players', '2']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    const first = referenceChunk(unwrap(candyBoard(candyPresets.seed000!.config)), 7n, 0, 1, 2)[0]!;
    expect(lines[0]).toMatch(/^On turn 1, Player 1 draws \S+( \S+)? and (moves to|is stuck on) \S+\.$/);
    expect(lines.at(-2)).toMatch(
      new RegExp(`^On turn ${first.moves}, Player ${first.winner + 1} draws \\S+ and WINS!$`),
    );
    expect(lines.at(-1)).toBe(
      `Player ${first.winner + 1} wins after ${first.turns} turns (${first.moves} turns in all).`,
    );
  });
  test('licorice and shortcut marks', async () => {
    const found = { licorice: false, shortcut: false };
    for (let seed = 1; seed < 40 && !(found.licorice && found.shortcut); seed++) {
      const r = await runCli(['trace', 'candyland', '--preset', 'seed000', '--seed', String(seed)]);
      if (/is stuck on \*(48|86|121)\*\./.test(r.stdout)) found.licorice = true;
      if (/moves to (59|47) \(shortcut from \^(5|34)\^\)\./.test(r.stdout)) found.shortcut = true;
    }
    expect(found).toEqual({ licorice: true, shortcut: true });
  });
  test("seed 001's per-turn messages", async () => {
    const r = await runCli(['trace', 'candyland', '--preset', 'seed001', '--seed', '3', '--players', '2']);
    expect(r.stdout.split('\n')[0]).toMatch(/^Player 1 moved to Space \d+ which is a \w+ space\./);
    expect(r.stdout).toMatch(/Player \d won the game!/);
  });
  test('--json lists the events', async () => {
    const r = await runCli(['trace', 'candyland', '--preset', 'classic', '--seed', '2', '--json']);
    const t = JSON.parse(r.stdout);
    expect(t.events.at(-1)).toMatchObject({ type: 'win', player: 0 });
  });
});

describe('exact', () => {
  test('--json: expected turns, distribution, seat win probabilities', async () => {
    const r = await runCli([
      'exact',
      'candyland',
      '--preset',
      'classic',
      '--deck',
      'with-replacement',
      '--players',
      '2',
      '--json',
    ]);
    const answer = JSON.parse(r.stdout);
    expect(answer).toMatchObject({
      game: 'candyland',
      deck: 'with-replacement',
      turns: { mean: expect.any(Number) },
    });
    expect(answer.seats[0].winProbability + answer.seats[1].winProbability).toBeCloseTo(1, 12);
    expect(answer.turns.pmf.length).toBeGreaterThan(100);
  });
});

const neverEnds = edition('slow.json', {
  colors: ['R'],
  pictures: ['Star'],
  spaces: ['Star', ...Array.from({ length: 25 }, () => 'R')],
  licorice: [],
  shortcuts: {},
  deck: [{ color: 'R' }, { picture: 'Star', count: 9 }],
});

const bad: [string, string[], RegExp][] = [
  [
    'a colour that no card names',
    ['--board', edition('nocard.json', { deck: [{ color: 'R' }] })],
    /nocard\.json: colors\[1\]: "G" is on the board \(space 2\) but no card in the deck names it/,
  ],
  [
    'a card naming a space that does not exist',
    ['--board', edition('nospace.json', { colors: ['R', 'G', 'B'], deck: [...base.deck, { color: 'B' }] })],
    /nospace\.json: deck\[4\]\.color: no space on the board is "B"/,
  ],
  [
    'a shortcut off the board',
    ['--board', edition('off.json', { shortcuts: { '1': 30 } })],
    /off\.json: shortcuts\.1: leads from space 1 to 30, off the board \(spaces 1 to 8\)/,
  ],
  [
    'a shortcut onto another shortcut',
    ['--board', edition('onto.json', { shortcuts: { '1': 5, '5': 7 } })],
    /onto\.json: shortcuts\.1: leads onto space 5, where another shortcut starts/,
  ],
  [
    'licorice on the last space',
    ['--board', edition('last.json', { licorice: [8] })],
    /last\.json: licorice\[0\]: licorice on the last space \(8\)/,
  ],
  [
    'a deck with no colour cards',
    ['--board', edition('nocolour.json', { deck: [{ picture: 'Star' }] })],
    /nocolour\.json: deck: the deck has no colour cards/,
  ],
  [
    'more players than boardsim plays',
    ['--preset', 'classic', '--players', '7'],
    /--players: must be from 1 to 6: preset classic allows at most 6 players/,
  ],
  [
    'more players than the edition allows',
    ['--board', edition('four.json', { maxPlayers: 4 }), '--players', '5'],
    /--players: must be from 1 to 4: this edition allows at most 4 players/,
  ],
  [
    'a game that practically never ends, before any simulation',
    ['--board', neverEnds],
    /slow\.json: deck: a game lasts .* turns on average; boardsim refuses/,
  ],
  [
    'an unknown rule value',
    ['--preset', 'classic', '--deck', 'shuffled'],
    /--deck: must be one of "without-replacement", "with-replacement", not "shuffled"/,
  ],
  [
    'an unknown feature to leave out',
    ['--without', 'candy'],
    /--without: must be one of "licorice", "pictures", "shortcuts", not "candy"/,
  ],
  [
    'a rule in the file that does not exist',
    ['--board', edition('rule.json', { rules: { doubles: 'three' } })],
    /rule\.json: rules\.doubles: must be one of "two-spaces", "ignore", "literal-000"/,
  ],
];

describe.each(bad)('bad input: %s', (_name, args, message) => {
  test('one clear message naming the field, exit 2, no stack trace, no output file', async () => {
    const out = join(dir, `out-${Math.random().toString(36).slice(2)}.json`);
    const r = await runCli(['simulate', 'candyland', ...args, '--games', '1000', '--out', out]);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
  });
});

test.each([
  [
    'exact for the real deck says there is no small chain',
    ['exact', 'candyland', '--preset', 'classic'],
    /--deck: the deck is dealt without replacement.*no small Markov chain/,
  ],
  [
    'a Candy Land switch given to snakes',
    ['simulate', 'snakes', '--deck', 'with-replacement'],
    /deck: does not apply to snakes/,
  ],
  [
    'ablate of a game without ablations',
    ['ablate', 'snakes', '--games', '100'],
    /boardsim has no ablations for snakes/,
  ],
])('%s', async (_name, args, message) => {
  const r = await runCli(args);
  expect(r.stderr).toMatch(message);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
});
